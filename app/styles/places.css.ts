import { globalStyle, style } from "@vanilla-extract/css";
import { media } from "./media";
import { vars } from "./theme.css";

/** Pages built from live data (vehicle categories, locations, deals): phone first, one column. */
export const section = style({ marginBlock: vars.space.lg });

export const cardList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});

export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  padding: vars.space.md,
  height: "100%",
});

export const cardTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: "1.125rem" });

export const facts = style({ margin: 0, display: "grid", gap: vars.space.xs });

export const fact = style({ display: "grid", gap: vars.space.xxs });

export const factLabel = style({ fontWeight: 600 });

export const factValue = style({ margin: 0 });

export const twoColumns = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": {
    [media.wideTablet]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", alignItems: "start" },
  },
});

export const faqItem = style({
  marginBottom: vars.space.md,
  selectors: { "h2 + &": { marginTop: vars.space.md } },
});

/** "Back to …" above a branch sub-page's title. */
export const backLink = style({ display: "inline-block", paddingBlock: vars.space.xs });

export const faqQuestion = style({ margin: `0 0 ${vars.space.xxs}`, fontSize: "1.0625rem" });

export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: "0.9375rem" });

export const cell = style({
  textAlign: "left",
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "top",
});

export const tableWrap = style({ overflowX: "auto" });

export const linkList = style({
  display: "flex",
  flexWrap: "wrap",
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  listStyle: "none",
  padding: 0,
  margin: 0,
});

/** Links side by side: each a tap target taller than its line of text. */
globalStyle(`${linkList} a`, { display: "inline-block", paddingBlock: vars.space.xs });

export const muted = style({ color: vars.color.muted, fontSize: "0.875rem" });
export const extraDescription = style({
  display: "block",
  fontWeight: 400,
  color: vars.color.muted,
  fontSize: "0.875rem",
});

import { globalStyle, style } from "@vanilla-extract/css";
import { media } from "./media";
import { vars } from "./theme.css";

/** The API reference page (/api/): one readable column, code blocks that scroll on their own. */

export const page = style({
  maxWidth: "60rem",
  marginInline: "auto",
  paddingBlock: vars.space.lg,
  lineHeight: 1.6,
  overflowWrap: "break-word",
  "@media": { [media.tablet]: { paddingBlock: vars.space.xl } },
});

export const title = style({
  margin: `0 0 ${vars.space.xs}`,
  fontFamily: vars.font.heading,
  fontSize: "1.875rem",
  lineHeight: 1.15,
  "@media": { [media.tablet]: { fontSize: "2.5rem" } },
});

export const lead = style({ margin: `0 0 ${vars.space.lg}`, fontSize: "1.125rem", color: vars.color.muted });

export const sectionTitle = style({
  margin: `${vars.space.xl} 0 ${vars.space.sm}`,
  fontSize: "1.5rem",
  lineHeight: 1.25,
});

export const toc = style({
  columns: "16rem 2",
  margin: `0 0 ${vars.space.lg}`,
  paddingInlineStart: vars.space.lg,
});

export const endpoint = style({
  margin: `${vars.space.lg} 0`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: "6px",
  background: vars.color.background,
});

export const endpointTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: "1.1875rem",
  lineHeight: 1.3,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  alignItems: "baseline",
});

export const method = style({
  display: "inline-block",
  padding: `0 ${vars.space.xs}`,
  borderRadius: "4px",
  background: vars.color.secondary,
  color: vars.color.secondaryText,
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: "0.875rem",
  fontWeight: 700,
});

export const path = style({
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: "1rem",
  wordBreak: "break-all",
});

export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: `${vars.space.sm} 0`,
});
globalStyle(`${facts} dt`, { fontWeight: 700 });
globalStyle(`${facts} dd`, { margin: 0 });

export const tableWrap = style({
  overflowX: "auto",
  margin: `${vars.space.sm} 0`,
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

/** Never squeezed into slivers on a phone: the region around it scrolls instead. */
export const table = style({
  width: "100%",
  minWidth: "38rem",
  borderCollapse: "collapse",
  fontSize: "0.9375rem",
});
globalStyle(`${table} caption`, { textAlign: "left", fontWeight: 700, marginBottom: vars.space.xxs });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  textAlign: "left",
  verticalAlign: "top",
});
globalStyle(`${table} th`, { background: vars.color.surface });
globalStyle(`${table} code`, { wordBreak: "break-word" });

export const code = style({
  margin: `${vars.space.xs} 0 ${vars.space.sm}`,
  padding: vars.space.sm,
  maxHeight: "24rem",
  overflow: "auto",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: "4px",
  fontSize: "0.875rem",
  lineHeight: 1.45,
  whiteSpace: "pre",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

export const subTitle = style({ margin: `${vars.space.sm} 0 0`, fontSize: "1rem" });

globalStyle(`${page} a`, { color: vars.color.link, textDecoration: "underline" });
globalStyle(`${page} a:focus-visible`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" });
globalStyle(
  `${table} th[scope="row"], ${table} td:nth-child(2), ${table} td:nth-child(3), ${table} td:nth-child(4)`,
  { whiteSpace: "nowrap" },
);
globalStyle(`${table} td:nth-child(5)`, { minWidth: "18rem" });

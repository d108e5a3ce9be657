import { style, styleVariants } from "@vanilla-extract/css";
import { media } from "./media";
import { vars } from "./theme.css";

/* The back office (issue 21): a counter tablet (768 px) first, a desktop too. */

export const frame = style({ paddingBlock: vars.space.md });

export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.secondary,
  color: vars.color.secondaryText,
  borderRadius: vars.radius.small,
});

export const brand = style({ fontWeight: 700, color: vars.color.secondaryText, textDecoration: "none" });
export const who = style({ display: "flex", alignItems: "center", gap: vars.space.sm, flexWrap: "wrap" });

export const nav = style({ margin: `${vars.space.sm} 0 ${vars.space.md}` });
export const navList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xxs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const navLink = style({
  display: "inline-block",
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  minHeight: "44px",
  lineHeight: "2rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  color: vars.color.link,
  background: vars.color.surface,
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.primary,
      color: vars.color.primaryText,
      borderColor: vars.color.primary,
    },
  },
});

export const plainButton = style({
  font: "inherit",
  cursor: "pointer",
  minHeight: "44px",
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  background: vars.color.background,
});

export const title = style({ margin: `0 0 ${vars.space.sm}`, fontSize: "1.5rem" });
export const sectionTitle = style({ margin: `${vars.space.md} 0 ${vars.space.xs}`, fontSize: "1.2rem" });
export const muted = style({ color: vars.color.muted });

export const tableWrap = style({ overflowX: "auto", margin: `${vars.space.xs} 0 ${vars.space.md}` });
export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  background: vars.color.surface,
  fontSize: "0.9375rem",
});
export const cell = style({
  textAlign: "left",
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "top",
});
export const number = style({ textAlign: "right", fontVariantNumeric: "tabular-nums" });

export const grid = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "1fr",
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const card = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const inlineForm = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.xs,
});

export const status = styleVariants({
  ok: { color: vars.color.success, fontWeight: 600 },
  warn: { color: vars.color.danger, fontWeight: 600 },
  neutral: { color: vars.color.muted },
});

export const secret = style({
  fontFamily: "monospace",
  fontSize: "1.125rem",
  letterSpacing: "0.1em",
  wordBreak: "break-all",
});

/* The audit log: one card per change, the changed fields stand out. */
export const auditList = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.sm,
});
export const auditHeading = style({ margin: 0, fontSize: "1.05rem", overflowWrap: "anywhere" });
export const changedRow = style({ background: vars.color.background, fontWeight: 600 });

/* An email of the outbox: its text as written, its HTML in a sandboxed frame. */
export const emailText = style({
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  fontFamily: "monospace",
  fontSize: "0.875rem",
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  margin: `0 0 ${vars.space.md}`,
});
export const emailPreview = style({
  display: "block",
  width: "100%",
  height: "40rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: "#fff",
  margin: `0 0 ${vars.space.md}`,
});
export const headerList = style({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: `0 0 ${vars.space.md}`,
  overflowWrap: "anywhere",
});
export const headerRow = style({ display: "contents" });
export const headerName = style({ fontWeight: 600 });
export const headerValue = style({ margin: 0 });

import { globalStyle, style } from "@vanilla-extract/css";
import { media } from "./media";
import { vars } from "./theme.css";

/* The business area: what booking.css.ts does not already have. */

export const nav = style({ margin: `${vars.space.sm} 0 ${vars.space.md}` });

export const navList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
  alignItems: "center",
});

export const navLink = style({
  display: "inline-block",
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  color: vars.color.link,
  background: vars.color.surface,
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.secondary,
      color: vars.color.secondaryText,
      borderColor: vars.color.secondary,
    },
  },
});

export const signOutButton = style({
  font: "inherit",
  cursor: "pointer",
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  background: vars.color.background,
});

export const cards = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "1fr",
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(3, 1fr)" } },
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: vars.space.md,
  minWidth: 0,
});

globalStyle(`${card} h2`, { fontSize: "1.125rem", margin: `0 0 ${vars.space.xs}` });
globalStyle(`${card} dd`, { margin: `0 0 ${vars.space.xxs}`, fontWeight: 600 });
globalStyle(`${card} dt`, { color: vars.color.muted, fontSize: "0.875rem" });

export const tableWrap = style({ overflowX: "auto", margin: `${vars.space.sm} 0` });

export const table = style({ width: "100%", borderCollapse: "collapse", background: vars.color.surface });

globalStyle(`${table} th, ${table} td`, {
  textAlign: "left",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "top",
});

export const number = style({ textAlign: "right", fontVariantNumeric: "tabular-nums" });
globalStyle(`${table} ${number}`, { textAlign: "right" });

export const searchRow = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "flex-end",
  margin: `${vars.space.sm} 0`,
});

/* Invoice: printable; printing hides the header, the footer and the page's navigation. */
export const invoice = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: vars.space.lg,
  margin: `${vars.space.md} 0`,
  "@media": { print: { border: "none", padding: 0, margin: 0 } },
});

export const invoiceHead = style({
  display: "flex",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: vars.space.sm,
});

export const noPrint = style({ "@media": { print: { display: "none" } } });

globalStyle(
  `body:has(${invoice}) header, body:has(${invoice}) footer, body:has(${invoice}) a[href="#main-content"]`,
  {
    "@media": { print: { display: "none" } },
  },
);

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
  margin: `${vars.space.md} 0`,
});

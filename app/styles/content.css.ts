import { globalStyle, style } from "@vanilla-extract/css";
import { media } from "./media";
import { vars } from "./theme.css";

/** Content pages (app/components/content): one readable column, phone first. */

export const page = style({
  maxWidth: "46rem",
  marginInline: "auto",
  paddingBlock: vars.space.lg,
  "@media": { [media.tablet]: { paddingBlock: vars.space.xl } },
});

export const header = style({ marginBottom: vars.space.lg });

export const title = style({
  margin: `0 0 ${vars.space.xs}`,
  fontFamily: vars.font.heading,
  fontSize: "1.875rem",
  lineHeight: 1.15,
  "@media": { [media.tablet]: { fontSize: "2.5rem" } },
});

export const headline = style({ margin: 0, fontSize: "1.125rem", lineHeight: 1.5, color: vars.color.muted });

export const updated = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: "0.875rem",
  color: vars.color.muted,
});

/** The markdown body. */
export const body = style({
  fontSize: "1.0625rem",
  lineHeight: 1.65,
  color: vars.color.text,
  overflowWrap: "break-word",
});

globalStyle(`${body} h2`, {
  margin: `${vars.space.xl} 0 ${vars.space.sm}`,
  fontSize: "1.5rem",
  lineHeight: 1.25,
});
globalStyle(`${body} h3`, {
  margin: `${vars.space.lg} 0 ${vars.space.xs}`,
  fontSize: "1.1875rem",
  lineHeight: 1.3,
});
globalStyle(`${body} p`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${body} ul, ${body} ol`, { margin: `0 0 ${vars.space.md}`, paddingInlineStart: vars.space.lg });
globalStyle(`${body} li`, { marginBottom: vars.space.xxs });
globalStyle(`${body} a`, {
  color: vars.color.link,
  textDecoration: "underline",
  textUnderlineOffset: "0.15em",
});
globalStyle(`${body} a:focus-visible`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" });
globalStyle(`${body} strong`, { fontWeight: 700 });
globalStyle(`${body} blockquote`, {
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  background: vars.color.surface,
});
globalStyle(`${body} table`, {
  display: "block",
  width: "100%",
  overflowX: "auto",
  borderCollapse: "collapse",
  margin: `0 0 ${vars.space.md}`,
  fontSize: "0.9375rem",
});
globalStyle(`${body} th, ${body} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  textAlign: "left",
  verticalAlign: "top",
});
globalStyle(`${body} th`, { background: vars.color.surface, fontWeight: 700 });

/** A section index: its pages as cards. */
export const list = style({
  listStyle: "none",
  margin: `${vars.space.lg} 0 0`,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const listHeading = style({ margin: `${vars.space.xl} 0 0`, fontSize: "1.5rem" });

export const card = style({
  display: "block",
  height: "100%",
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&:hover": { borderColor: vars.color.link },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const cardTitle = style({
  display: "block",
  marginBottom: vars.space.xxs,
  fontWeight: 700,
  color: vars.color.link,
  textDecoration: "underline",
});

export const cardText = style({
  display: "block",
  color: vars.color.muted,
  fontSize: "0.9375rem",
  lineHeight: 1.5,
});

/** The unsubscribe form. */
export const form = style({
  marginTop: vars.space.lg,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  display: "grid",
  gap: vars.space.sm,
});

export const status = style({
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  borderInlineStart: `4px solid ${vars.color.success}`,
  marginTop: vars.space.lg,
});

export const refusal = style([status, { borderInlineStartColor: vars.color.danger }]);

import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/* Damage notes with photos (issue 32 item 7): the counter, the agreement page, Manage booking. */

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });

export const item = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  padding: vars.space.sm,
});

export const heading = style({ fontWeight: 700, margin: 0 });
export const meta = style({ margin: `${vars.space.xxs} 0`, fontSize: "0.875rem" });
export const note = style({
  margin: `${vars.space.xxs} 0`,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});

export const photos = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const thumb = style({
  display: "block",
  width: 120,
  height: 90,
  objectFit: "cover",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  "@media": { print: { width: 160, height: 120 } },
});

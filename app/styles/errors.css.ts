import { style } from "@vanilla-extract/css";
import { media } from "./media";
import { vars } from "./theme.css";

export const page = style({
  paddingBlock: vars.space.xl,
  "@media": { [media.wideTablet]: { paddingBlock: vars.space.xxl } },
});

export const panel = style({
  maxWidth: "40rem",
});

export const code = style({
  display: "inline-block",
  marginBottom: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.muted,
  fontWeight: 700,
  fontSize: "0.875rem",
});

export const text = style({
  fontSize: "1.125rem",
  marginBottom: vars.space.lg,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});

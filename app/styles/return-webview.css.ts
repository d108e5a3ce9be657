import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/* /return-webview/: a short centred card inside an in-app webview (no header or footer). */

export const panel = style({
  maxWidth: "32rem",
  marginInline: "auto",
  paddingBlock: vars.space.lg,
  textAlign: "center",
});

export const actions = style({
  display: "grid",
  gap: vars.space.sm,
  justifyItems: "center",
  marginTop: vars.space.md,
});

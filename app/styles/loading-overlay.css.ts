import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** The loading overlay shown while a navigation or a form's submission is under way. */

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 150,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  backgroundColor: "rgba(255, 255, 255, 0.6)",
});

export const overlayBox = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.secondary,
  color: vars.color.secondaryText,
  fontWeight: 700,
  boxShadow: vars.shadow.raised,
});

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  width: "1.25rem",
  height: "1.25rem",
  border: `3px solid ${vars.color.secondaryMuted}`,
  borderTopColor: vars.color.accent,
  borderRadius: "50%",
  animation: `${spin} 0.8s linear infinite`,
});

import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** The visitor's currency: the approximate amount beside NZD, the chooser, the "you pay" line. */

export const approximate = style({
  whiteSpace: "nowrap",
  fontWeight: "normal",
  fontSize: "0.85em",
  marginInlineStart: "0.4em",
});

export const amount = style({ whiteSpace: "nowrap" });

export const chooser = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
});

export const chooserSelect = style({
  minHeight: "44px",
  maxWidth: "100%",
  paddingInline: vars.space.xs,
  borderRadius: "4px",
  border: "1px solid currentColor",
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
});

export const chooserButton = style({
  minHeight: "44px",
  paddingInline: vars.space.sm,
  borderRadius: "4px",
  border: "1px solid currentColor",
  background: "transparent",
  color: "inherit",
  font: "inherit",
  cursor: "pointer",
});

export const payInNzd = style({
  fontSize: "0.9rem",
  marginBlock: vars.space.xs,
});

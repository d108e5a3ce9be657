import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** The booking hold timer's modals ("Are you still there?", "booking expired"). */

export const text = style({ margin: `0 0 ${vars.space.sm}` });

export const countdown = style({
  display: "block",
  margin: `${vars.space.xs} 0 ${vars.space.sm}`,
  fontSize: "2.5rem",
  fontWeight: 700,
  lineHeight: 1,
  fontVariantNumeric: "tabular-nums",
});

export const help = style({ margin: 0, color: vars.color.muted });

export const error = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.danger, fontWeight: 600 });

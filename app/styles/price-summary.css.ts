import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** The price summary table: labels left, amounts right, total emphasised. Phone first. */
export const summary = style({ width: "100%" });

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontVariantNumeric: "tabular-nums",
});

export const caption = style({
  textAlign: "left",
  fontWeight: 700,
  fontSize: "1.125rem",
  paddingBottom: vars.space.xs,
});

const cell = {
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "top",
} as const;

export const label = style({ ...cell, textAlign: "left", fontWeight: 400, paddingRight: vars.space.sm });

export const amount = style({ ...cell, textAlign: "right", whiteSpace: "nowrap" });

/** A discount: shown in the success colour, with its minus sign. */
export const discount = style({ color: vars.color.success, fontWeight: 600 });

export const subtotal = style({ fontWeight: 600 });

export const total = style({
  fontWeight: 800,
  fontSize: "1.125rem",
  borderBottom: "none",
  borderTop: `2px solid ${vars.color.text}`,
  paddingTop: vars.space.sm,
});

export const note = style({
  marginTop: vars.space.xs,
  marginBottom: 0,
  fontSize: "0.875rem",
  color: vars.color.muted,
});

import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** The check-in's step list: wraps on phones instead of scrolling (twelve steps). */
export const steps = style({
  listStyle: "none",
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xxs,
});

export const step = style({
  fontSize: "0.8rem",
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderTop: `4px solid ${vars.color.border}`,
  color: vars.color.muted,
});

export const stepDone = style({ borderTopColor: vars.color.primary, color: vars.color.text });
export const stepCurrent = style({
  borderTopColor: vars.color.secondary,
  color: vars.color.text,
  fontWeight: 700,
});

export const facts = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: `0 0 ${vars.space.md}`,
});
export const factLabel = style({ color: vars.color.muted, fontWeight: 600 });
export const factValue = style({ margin: 0 });

export const pending = style({ display: "flex", alignItems: "center", gap: vars.space.sm, fontWeight: 600 });

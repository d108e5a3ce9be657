import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const page = style({
  maxWidth: "28rem",
  margin: "0 auto",
  padding: `${vars.space.lg} ${vars.space.md}`,
});

export const banner = style({
  background: "#1f2937",
  color: "#ffffff",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.medium,
  marginBottom: vars.space.lg,
});

export const amount = style({ fontSize: "1.75rem", fontWeight: 700, margin: `${vars.space.xs} 0` });

export const row = style({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: vars.space.md });

export const testCards = style({
  marginTop: vars.space.lg,
  fontSize: "0.875rem",
  color: vars.color.muted,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
});

export const actions = style({ display: "flex", gap: vars.space.md, flexWrap: "wrap", alignItems: "center" });

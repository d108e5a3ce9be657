import { style } from "@vanilla-extract/css";
import { media } from "./media";
import { vars } from "./theme.css";

export const field = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  marginBottom: vars.space.md,
});

export const label = style({ fontWeight: 600 });

export const hint = style({ color: vars.color.muted, fontSize: "0.875rem" });

export const input = style({
  font: "inherit",
  fontSize: "1rem",
  minHeight: "2.75rem",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  width: "100%",
  boxSizing: "border-box",
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: "2px" },
  },
});

export const error = style({
  color: vars.color.danger,
  fontWeight: 600,
  fontSize: "0.9375rem",
});

export const checkboxRow = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.xs,
  marginBottom: vars.space.md,
});

export const checkbox = style({ width: "1.25rem", height: "1.25rem", marginTop: "0.15rem", flexShrink: 0 });

export const button = style({
  font: "inherit",
  fontWeight: 700,
  fontSize: "1rem",
  minHeight: "2.75rem",
  padding: `${vars.space.xs} ${vars.space.lg}`,
  border: "none",
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.primaryText,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.primaryHover },
    "&[aria-disabled='true']": { opacity: 0.7, cursor: "progress" },
  },
});

export const secondaryButton = style([
  button,
  {
    background: "transparent",
    color: vars.color.link,
    border: `2px solid ${vars.color.link}`,
    selectors: { "&:hover": { background: vars.color.background } },
  },
]);

export const formErrors = style({
  border: `2px solid ${vars.color.danger}`,
  borderRadius: vars.radius.medium,
  padding: `${vars.space.sm} ${vars.space.md}`,
  marginBottom: vars.space.md,
  background: vars.color.surface,
});

export const formErrorsTitle = style({ margin: 0, fontSize: "1.125rem", color: vars.color.danger });

/*
 * The vehicle search card (SearchForm, the business search form, the check-in lookup): here, with
 * the controls it holds, rather than in booking.css.ts, whose every class would ship with the
 * home page's search form (ADR 0060).
 */

export const searchCard = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: vars.space.md,
  boxShadow: vars.shadow.raised,
});

export const searchTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: "1.25rem" });

export const searchGrid = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "1fr",
  "@media": {
    [media.tablet]: { gridTemplateColumns: "1fr 1fr" },
  },
});

export const searchGridWide = style({
  "@media": {
    [media.desktop]: { gridTemplateColumns: "repeat(6, 1fr)" },
  },
});

export const searchActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
  justifyContent: "space-between",
  marginTop: vars.space.sm,
});

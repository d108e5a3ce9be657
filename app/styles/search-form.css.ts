import { style } from "@vanilla-extract/css";
import { media } from "./media";
import { vars } from "./theme.css";

/**
 * The vehicle search card (SearchForm, the business search form, the check-in lookup). Apart from
 * booking.css.ts: esbuild ships a stylesheet module's class names with every class any page uses,
 * and the search form is on the home page.
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

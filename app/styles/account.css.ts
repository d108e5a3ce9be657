import { style } from "@vanilla-extract/css";
import { media } from "./media";
import { vars } from "./theme.css";

/* Customer account pages: what booking.css.ts (page, pageTitle, lead, fieldset, legend, formGrid, notice, stepActions, reviewList) lacks. */

/** A form-width column for the sign-in and password pages. */
export const column = style({ maxWidth: "40rem" });

/** Dialling code and number side by side. */
export const phoneRow = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "1fr",
  "@media": { [media.tablet]: { gridTemplateColumns: "minmax(10rem, 2fr) 3fr" } },
});

export const accountLayout = style({
  display: "grid",
  gap: vars.space.lg,
  // minmax(0, …): a long email address wraps instead of widening the page on a phone.
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.wideTablet]: { gridTemplateColumns: "14rem minmax(0, 1fr)" } },
});

export const navList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xxs,
});

export const navLink = style({
  display: "block",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.small,
  color: vars.color.link,
  fontWeight: 600,
  selectors: {
    "&[aria-current='page']": {
      background: vars.color.surface,
      color: vars.color.text,
      borderLeft: `4px solid ${vars.color.primary}`,
    },
  },
});

export const card = style({
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const cardTitle = style({ fontSize: "1.125rem", margin: `0 0 ${vars.space.xs}` });

export const sectionTitle = style({ fontSize: "1.25rem", margin: `${vars.space.md} 0 ${vars.space.sm}` });

export const bookingList = style({ listStyle: "none", margin: 0, padding: 0 });

export const quickLinks = style({
  listStyle: "none",
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
  gridTemplateColumns: "1fr",
  "@media": { [media.tablet]: { gridTemplateColumns: "1fr 1fr" } },
});

export const inlineForm = style({ display: "inline" });

export const prompt = style({ margin: `${vars.space.md} 0 0` });

import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { media } from "./media";
import { vars, visuallyHiddenRules } from "./theme.css";

/* Page layout ----------------------------------------------------------------------------------- */

export const page = style({ paddingBlock: vars.space.lg });

/** Never smaller than the page's h2s (global clamp up to 2rem), so the heading order reads at a glance. */
export const pageTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: "clamp(1.75rem, 4vw, 2.25rem)",
  lineHeight: 1.2,
});

export const lead = style({ color: vars.color.muted, margin: `0 0 ${vars.space.md}` });

export const notice = styleVariants({
  info: {
    border: `1px solid ${vars.color.border}`,
    borderLeft: `4px solid ${vars.color.primary}`,
    background: vars.color.surface,
    padding: vars.space.sm,
    borderRadius: vars.radius.small,
    margin: `0 0 ${vars.space.md}`,
  },
  warning: {
    border: `1px solid ${vars.color.danger}`,
    borderLeft: `4px solid ${vars.color.danger}`,
    background: vars.color.surface,
    padding: vars.space.sm,
    borderRadius: vars.radius.small,
    margin: `0 0 ${vars.space.md}`,
  },
});

export const noticeTitle = style({ display: "block", fontWeight: 700, marginBottom: vars.space.xxs });

export const itinerarySummary = style({
  display: "grid",
  gap: vars.space.xs,
  gridTemplateColumns: "1fr",
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  "@media": { [media.tablet]: { gridTemplateColumns: "1fr 1fr" } },
});

export const summaryLabel = style({ display: "block", color: vars.color.muted, fontSize: "0.875rem" });

export const changeSearch = style({ margin: `0 0 ${vars.space.md}` });

/** Under the itinerary of a page of results: "Change pick-up, drop-off or dates" and the promo entry. */
export const searchLinks = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: vars.space.lg,
  margin: `0 0 ${vars.space.md}`,
});

export const changeSearchLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  fontWeight: 700,
});

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "flex-end",
  justifyContent: "space-between",
  margin: `0 0 ${vars.space.md}`,
});

/** Sort and filters: two a row on phones, three on tablets, all six in one row on desktops. */
export const filters = style({
  flex: "1 1 100%",
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  columnGap: vars.space.sm,
  alignItems: "end",
  "@media": {
    // German's choices ("Beliebiges Getriebe") fit neither half a phone nor a sixth of a desktop
    // row: one select a row on phones, three a row from tablets up.
    [media.belowTablet]: { selectors: { "&:lang(de)": { gridTemplateColumns: "minmax(0, 1fr)" } } },
    [media.tablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    [media.desktop]: {
      gridTemplateColumns: "repeat(6, minmax(0, 1fr))",
      selectors: { "&:lang(de)": { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
    },
  },
});

/** The sort order: the whole row on phones, where "Recommended" would not fit half of it. */
export const filterSort = style({
  gridColumn: "1 / -1",
  "@media": { [media.tablet]: { gridColumn: "auto" } },
});

export const filterActions = style({
  gridColumn: "1 / -1",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  selectors: { "&:empty": { display: "none" } },
});

export const resultCount = style({ color: vars.color.muted, margin: 0 });

/* Vehicle cards --------------------------------------------------------------------------------- */

// The columns never grow past the page for a long word (German's "Getriebe Automatik" at 360 px).
export const vehicleList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});

export const vehicleCard = style({
  display: "flex",
  flexDirection: "column",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  overflow: "hidden",
  height: "100%",
});

/** The card's one photo (16:10, the photos' own shape) and, over its corner, the link to the rest. */
export const cardPhoto = style({
  position: "relative",
  aspectRatio: "8 / 5",
  background: vars.color.background,
});

// The card's elements are styled through the card's own classes (no class on each <img>, link,
// heading and price line): the results page repeats them on every card.
globalStyle(`${cardPhoto} img`, {
  display: "block",
  width: "100%",
  height: "100%",
  objectFit: "cover",
});

globalStyle(`${cardPhoto} a`, {
  position: "absolute",
  right: vars.space.xs,
  bottom: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.link,
  fontSize: "0.875rem",
  fontWeight: 600,
  boxShadow: "0 1px 3px rgb(0 0 0 / 0.25)",
});

/** Every photo of a class, one under the other (the photo page and its modal). */
export const photoList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  maxWidth: "48rem",
});

export const photo = style({
  display: "block",
  width: "100%",
  height: "auto",
  borderRadius: vars.radius.medium,
  background: vars.color.background,
});

export const photoCaption = style({
  color: vars.color.muted,
  fontSize: "0.875rem",
  marginTop: vars.space.xxs,
});

export const vehicleBody = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.sm,
  flex: 1,
});

export const vehicleName = style({ margin: 0, fontSize: "1.125rem" });
globalStyle(`${vehicleBody} > :is(h2, h3)`, { margin: 0, fontSize: "1.125rem" });

export const vehicleType = style({ margin: 0, color: vars.color.muted, fontSize: "0.875rem" });

export const badges = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xxs });

export const badge = styleVariants({
  deal: {
    background: vars.color.primary,
    color: vars.color.primaryText,
    borderRadius: vars.radius.pill,
    padding: "0.1rem 0.6rem",
    fontSize: "0.8rem",
    fontWeight: 700,
  },
  status: {
    background: vars.color.secondary,
    color: vars.color.secondaryText,
    borderRadius: vars.radius.pill,
    padding: "0.1rem 0.6rem",
    fontSize: "0.8rem",
    fontWeight: 700,
  },
  soldOut: {
    border: `1px solid ${vars.color.danger}`,
    color: vars.color.danger,
    borderRadius: vars.radius.pill,
    padding: "0.1rem 0.6rem",
    fontSize: "0.8rem",
    fontWeight: 700,
  },
});

/*
 * The body's own lines are styled through it, not by a class on each (the results page repeats
 * them on every card; ADR 0080): the line under the name (type and class), the specs (the body's
 * one <dl>) and the price row (its last child).
 */
globalStyle(`${vehicleBody} > :is(h2, h3) + p`, { margin: 0, color: vars.color.muted, fontSize: "0.875rem" });

const specs = `${vehicleBody} > dl`;

globalStyle(specs, {
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  overflowWrap: "break-word",
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  fontSize: "0.9rem",
});

globalStyle(`${specs} dt`, { color: vars.color.muted });
globalStyle(`${specs} dd`, { margin: 0, fontWeight: 600 });
// A label and value too long for one line (German) put the value on a line of its own.
globalStyle(`${specs} > div`, {
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.xs,
});

/** A long spec (a towed class's size and tow requirements) across the card, label above. */
export const specWide = style({ gridColumn: "1 / -1" });
globalStyle(`${specs} > div.${specWide}`, { flexDirection: "column" });

const priceRow = `${vehicleBody} > div:last-child`;

globalStyle(priceRow, {
  marginTop: "auto",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

/** A card's price: the daily rate in <strong> ("per day" in <small>), each other line a <span>. */
globalStyle(`${priceRow} > p`, { margin: 0 });
globalStyle(`${priceRow} > p > span`, { display: "block", color: vars.color.muted, fontSize: "0.875rem" });
globalStyle(`${priceRow} > p > strong`, { display: "block", fontSize: "1.375rem", fontWeight: 700 });
globalStyle(`${priceRow} small`, { color: vars.color.muted, fontSize: "0.875rem", fontWeight: 400 });

/* Booking steps --------------------------------------------------------------------------------- */

/**
 * The step bar fits a 360 px phone (issue 24): on phones every step shows its number and only the
 * current one its title (the others' titles stay for screen readers, see stepTitleOnWideScreens);
 * from the tablet breakpoint up every title shows. Titles wrap rather than overflow.
 */
export const steps = style({
  listStyle: "none",
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  display: "flex",
  gap: vars.space.xxs,
  counterReset: "step",
});

export const stepItem = style({
  flex: "0 0 auto",
  minWidth: "2.25rem",
  fontSize: "0.8rem",
  padding: `${vars.space.xxs} 0`,
  borderTop: `4px solid ${vars.color.border}`,
  color: vars.color.muted,
  overflowWrap: "anywhere",
  "@media": { [media.tablet]: { flex: "1 1 0", minWidth: 0 } },
});

/** The whole box is the link to a step already reached (on phones it is little more than a number). */
globalStyle(`${stepItem} a`, { display: "block" });

export const stepDone = style({ borderTopColor: vars.color.primary, color: vars.color.text });
export const stepCurrent = style({
  borderTopColor: vars.color.secondary,
  color: vars.color.text,
  fontWeight: 700,
  flex: "1 1 0",
  minWidth: 0,
});

/** A step's title other than the current one's: read by screen readers only, on phones. */
export const stepTitleOnWideScreens = style({
  ...visuallyHiddenRules,
  "@media": {
    [media.tablet]: {
      position: "static",
      width: "auto",
      height: "auto",
      margin: 0,
      overflow: "visible",
      clip: "auto",
      whiteSpace: "normal",
    },
  },
});

export const stepLayout = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.wideTablet]: { gridTemplateColumns: "minmax(0, 2fr) minmax(18rem, 1fr)" } },
});

export const aside = style({
  alignSelf: "start",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.sm,
  "@media": { [media.wideTablet]: { position: "sticky", top: vars.space.md } },
});

export const asideTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: "1.125rem" });

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.sm,
  margin: `0 0 ${vars.space.md}`,
  display: "grid",
  gap: vars.space.sm,
});

export const legend = style({ fontWeight: 700, fontSize: "1.125rem", padding: `0 ${vars.space.xxs}` });

export const optionRow = style({
  display: "grid",
  // Phones: control, then text with the price under it; wider screens: price on the right.
  gridTemplateColumns: "auto minmax(0, 1fr)",
  "@media": { [media.tablet]: { gridTemplateColumns: "auto minmax(0, 1fr) auto" } },
  gap: vars.space.sm,
  alignItems: "start",
  padding: vars.space.xs,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
});

export const optionText = style({ display: "grid", gap: vars.space.xxs });
export const optionName = style({ fontWeight: 600 });
export const optionDescription = style({ color: vars.color.muted, fontSize: "0.875rem" });
export const optionPrice = style({
  fontWeight: 700,
  gridColumn: "2",
  "@media": { [media.tablet]: { gridColumn: "auto", textAlign: "right", maxWidth: "12rem" } },
});

export const quantity = style({ width: "4.5rem" });

export const formGrid = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "1fr",
  "@media": { [media.tablet]: { gridTemplateColumns: "1fr 1fr" } },
});

export const stepActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
  justifyContent: "space-between",
  marginTop: vars.space.md,
});

export const chosenVehicle = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "1fr",
  alignItems: "center",
  "@media": { [media.tablet]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});

export const chosenImage = style({ width: "100%", height: "auto", borderRadius: vars.radius.medium });

export const reviewList = style({
  display: "grid",
  gridTemplateColumns: "minmax(8rem, auto) 1fr",
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
});

globalStyle(`${reviewList} dt`, { color: vars.color.muted });
globalStyle(`${reviewList} dd`, { margin: 0, overflowWrap: "anywhere" });

export const explain = style({ fontSize: "0.875rem" });
globalStyle(`${explain} > summary`, { cursor: "pointer", color: vars.color.link, fontWeight: 600 });

export const perDay = style({ color: vars.color.muted, fontSize: "0.875rem", fontWeight: 400 });
globalStyle(`${itinerarySummary} dd`, { margin: 0 });

/** A button or link that reads as an inline text link. */
export const linkButton = style({
  background: "none",
  border: 0,
  padding: 0,
  font: "inherit",
  color: vars.color.link,
  textDecoration: "underline",
  cursor: "pointer",
  justifySelf: "start",
});

export const oneWayList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xxs,
  gridTemplateColumns: "1fr",
  "@media": { [media.tablet]: { gridTemplateColumns: "1fr 1fr" } },
});

/** Each route link a roomy tap target on a phone. */
globalStyle(`${oneWayList} a`, { display: "inline-block", paddingBlock: vars.space.xs });

/** The links to changes a booking allows (manage booking, My bookings): one per line, roomy to tap. */
export const offerList = style({
  listStyle: "none",
  padding: 0,
  margin: `0 0 ${vars.space.md}`,
  display: "grid",
  gap: vars.space.sm,
});

/* The whole cost before paying (issue 23 item 2). */
export const coverTerms = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: `0 ${vars.space.sm}`,
  margin: 0,
  fontSize: "0.9375rem",
  "@media": { [media.tablet]: { gridTemplateColumns: "max-content minmax(0, 1fr)" } },
});
globalStyle(`${coverTerms} dt`, { fontWeight: 600 });
globalStyle(`${coverTerms} dd`, { margin: `0 0 ${vars.space.xxs}` });

export const coverLine = style({ display: "grid", gap: "0.125rem", fontSize: "0.875rem" });
export const coverHint = style({ color: vars.color.muted, fontSize: "0.875rem" });
export const mostYouCouldPay = style({
  display: "grid",
  gap: vars.space.xxs,
  margin: 0,
  fontSize: "1.0625rem",
});

/**
 * The total so far on phones and narrow tablets (where the summary is below the form): stuck to
 * the bottom of the screen while the extras are chosen. From wideTablet the summary beside the
 * form is sticky itself, so this one is not shown.
 */
export const runningTotal = style({
  position: "sticky",
  bottom: 0,
  zIndex: 2,
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.sm,
  margin: `${vars.space.sm} 0 0`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surface,
  borderTop: `2px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  "@media": { [media.wideTablet]: { display: "none" } },
});

/* Flexible dates (FlexibleDates.tsx) ------------------------------------------------------------ */

export const flexibleDates = style({ margin: `0 0 ${vars.space.md}` });
export const flexibleTitle = style({ margin: `0 0 ${vars.space.xxs}`, fontSize: "1.125rem" });
export const flexibleIntro = style({ margin: `0 0 ${vars.space.xs}`, color: vars.color.muted });
/** Seven days, wrapping on a phone rather than scrolling. */
export const flexibleRow = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(6.5rem, 1fr))",
  gap: vars.space.xxs,
});
export const flexibleItem = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
});
export const flexibleItemCurrent = style([
  flexibleItem,
  { border: `2px solid ${vars.color.primary}`, fontWeight: 700 },
]);
export const flexibleLink = style({
  display: "grid",
  gap: "0.125rem",
  padding: vars.space.xs,
  color: vars.color.text,
  textDecoration: "none",
  textAlign: "center",
  minHeight: "100%",
});
export const flexibleDay = style({ fontSize: "0.875rem" });
export const flexiblePrice = style({ fontWeight: 700 });
/** A day's price is a link: in link colour and underlined, like the site's other links. */
globalStyle(`a${flexibleLink} ${flexiblePrice}`, { color: vars.color.link, textDecoration: "underline" });
export const flexibleCurrent = style({ fontSize: "0.75rem", color: vars.color.muted });

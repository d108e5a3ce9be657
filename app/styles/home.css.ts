import { globalStyle, style } from "@vanilla-extract/css";
import { searchGrid } from "./form.css";
import { BREAKPOINTS } from "../services/platform/breakpoints";
import { media } from "./media";
import { vars } from "./theme.css";

export const hero = style({
  backgroundColor: vars.color.secondary,
  color: vars.color.secondaryText,
  vars: { [vars.color.focus]: vars.color.focusOnSecondary },
});

// Phone first (issue 23 item 3): on phones the search form and its button fit the first screen
// (390 x 844), so the hero above it is compact there; from tablet up it is the full hero.
export const heroInner = style({
  display: "grid",
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  paddingBottom: vars.space.lg,
  "@media": {
    [media.tablet]: { gap: vars.space.lg, paddingTop: vars.space.xl },
    [media.wideTablet]: {
      gridTemplateColumns: "minmax(0, 1.4fr) minmax(0, 1fr)",
      alignItems: "center",
      gap: vars.space.xl,
      paddingTop: vars.space.xxl,
      paddingBottom: vars.space.xl,
    },
  },
});

export const eyebrow = style({
  display: "none",
  "@media": { [media.tablet]: { display: "block" } },
  margin: 0,
  marginBottom: vars.space.xs,
  color: vars.color.accent,
  fontWeight: 800,
  fontSize: "0.875rem",
  letterSpacing: "0.08em",
  textTransform: "uppercase",
});

export const heroTitle = style({
  fontSize: "1.375rem",
  margin: 0,
  "@media": {
    [media.tablet]: { fontSize: "clamp(2rem, 6vw, 3.25rem)", marginBottom: vars.space.md },
  },
});

/** What the hero says besides its heading: on phones it gives way to the search form. */
export const heroExtra = style({
  display: "none",
  "@media": { [media.tablet]: { display: "block" } },
});

export const highlight = style({ color: vars.color.accent });

export const heroIntro = style({
  fontSize: "1.125rem",
  color: vars.color.secondaryMuted,
  maxWidth: "36rem",
  "@media": { [media.tablet]: { fontSize: "1.25rem" } },
});

export const heroActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});

/** The booking panel: where the search form will sit; for now the way to the vehicles. */
export const bookingCard = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  vars: { [vars.color.focus]: vars.color.link },
});

export const bookingTitle = style({ fontSize: "1.375rem" });

export const bookingList = style({
  listStyle: "none",
  margin: `0 0 ${vars.space.lg}`,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
});

globalStyle(`${bookingList} li`, {
  display: "flex",
  gap: vars.space.xs,
  alignItems: "flex-start",
});

globalStyle(`${bookingList} svg`, { flex: "none", marginTop: "0.2em" });

export const fullWidth = style({ width: "100%" });

export const landscape = style({
  display: "block",
  width: "100%",
  height: "clamp(120px, 22vw, 300px)",
  objectFit: "cover",
  objectPosition: "center bottom",
});

export const sectionHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
});

export const sectionIntro = style({
  margin: 0,
  color: vars.color.muted,
  maxWidth: "40rem",
});

export const cards = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.wideTablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});

export const card = style({
  position: "relative",
  height: "100%",
  padding: vars.space.lg,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  transition: "box-shadow 150ms ease",
  selectors: {
    "&::before": {
      content: '""',
      display: "block",
      width: "2.5rem",
      height: "4px",
      marginBottom: vars.space.sm,
      borderRadius: vars.radius.pill,
      backgroundColor: vars.color.primary,
    },
    "&:hover, &:focus-within": { boxShadow: vars.shadow.raised },
  },
});

export const cardTitle = style({ marginBottom: vars.space.xs });

/** The whole card is clickable through the title link's stretched hit area. */
export const cardLink = style({
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: vars.radius.large },
    "&:hover": { textDecoration: "underline" },
  },
});

export const cardText = style({ margin: 0, color: vars.color.muted });

export const alt = style({ backgroundColor: vars.color.surface });

/** Cards on a tinted section are white. */
globalStyle(`${alt} ${card}`, { backgroundColor: vars.color.background });

export const islands = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const branchList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
});

export const branchLink = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  minHeight: "3rem",
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontWeight: 700,
  textDecoration: "none",
  selectors: {
    "&:hover": { borderColor: vars.color.text, textDecoration: "underline" },
  },
});

export const why = style({
  display: "grid",
  gap: vars.space.xl,
  "@media": {
    [media.wideTablet]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1.3fr)", alignItems: "start" },
  },
});

export const reasons = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
});

globalStyle(`${reasons} li`, {
  display: "grid",
  gridTemplateColumns: "2rem 1fr",
  gap: vars.space.sm,
  alignItems: "start",
});

export const tick = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2rem",
  height: "2rem",
  borderRadius: "50%",
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
});

export const reasonTitle = style({ display: "block", fontWeight: 700 });

export const explore = style({
  display: "grid",
  gap: vars.space.md,
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

export const ctaBand = style({
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
  vars: { [vars.color.focus]: vars.color.primaryText },
});

export const ctaInner = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
});

export const ctaTitle = style({ margin: 0 });

export const ctaText = style({ margin: 0 });

const phoneOnly = `screen and (max-width: ${BREAKPOINTS.tablet - 0.02}px)`;

// Phones: the search form in the hero puts each date beside its time (the locations keep the full
// width, branch names are long), so the whole form and its button fit the first screen.
globalStyle(`${heroInner} ${searchGrid}`, {
  "@media": {
    [phoneOnly]: { gridTemplateColumns: "minmax(0, 1.25fr) minmax(0, 1fr)", columnGap: vars.space.xs },
  },
});
globalStyle(`${heroInner} ${searchGrid} > :nth-child(-n + 2)`, {
  "@media": { [phoneOnly]: { gridColumn: "1 / -1" } },
});
globalStyle(`${heroInner} ${searchGrid} > *`, {
  "@media": { [phoneOnly]: { marginBottom: 0 } },
});

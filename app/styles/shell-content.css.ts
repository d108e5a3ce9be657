import { globalStyle, style } from "@vanilla-extract/css";
import { media } from "./media";
import { hideAnchor } from "./shell.css";
import { vars } from "./theme.css";

/** The parts that come from the content service: page header, reviews, snow report, contact (the promo bar: promo-bar.css.ts). */

/* ---- Page header banner ---- */

export const pageHeader = style({
  position: "relative",
  display: "grid",
  backgroundColor: vars.color.surface,
  overflow: "hidden",
});

export const pageHeaderPicture = style({ gridArea: "1 / 1", display: "block" });

export const pageHeaderImage = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "375 / 495",
  objectFit: "cover",
  "@media": {
    [media.tablet]: { aspectRatio: "720 / 720", maxHeight: "32rem" },
    [media.wideTablet]: { aspectRatio: "976 / 696", maxHeight: "30rem" },
    [media.desktop]: { aspectRatio: "1384 / 618", maxHeight: "none" },
    [media.wideDesktop]: { aspectRatio: "1864 / 618" },
  },
});

export const pageHeaderText = style({
  gridArea: "1 / 1",
  alignSelf: "end",
  width: "100%",
  paddingBlock: vars.space.lg,
  "@media": { [media.wideTablet]: { alignSelf: "center" } },
});

export const pageHeaderPanel = style({
  maxWidth: "34rem",
  padding: vars.space.lg,
  borderRadius: vars.radius.large,
  backgroundColor: "rgba(20, 20, 20, 0.86)",
  color: "#FFFFFF",
  vars: { [vars.color.focus]: vars.color.focusOnSecondary },
});

export const pageHeaderTitle = style({
  margin: 0,
  fontSize: "clamp(1.5rem, 4vw, 2.25rem)",
  fontWeight: 800,
  lineHeight: 1.15,
});

export const pageHeaderHeadline = style({ margin: `${vars.space.xs} 0 0`, fontSize: "1.0625rem", lineHeight: 1.45 });

export const pageHeaderLink = style({ color: "#FFE066", fontWeight: 700, textDecoration: "underline" });

/* ---- Reviews ---- */

export const reviews = style({ marginBlock: vars.space.xl });

export const reviewsIntro = style({ color: vars.color.muted, marginTop: 0 });

export const reviewPlatforms = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  "@media": { [media.wideTablet]: { gridTemplateColumns: "repeat(auto-fit, minmax(18rem, 1fr))" } },
});

export const reviewCard = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.background,
});

export const reviewPlatform = style({ margin: 0, fontSize: "1.25rem" });

export const ratingLine = style({ margin: `${vars.space.xxs} 0 ${vars.space.sm}`, display: "flex", alignItems: "center", gap: vars.space.xs, flexWrap: "wrap" });

export const stars = style({ color: "#8A5A00", letterSpacing: "0.1em", fontSize: "1.125rem" });

export const quoteList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });

export const quote = style({ margin: 0, paddingInlineStart: vars.space.sm, borderInlineStart: `4px solid ${vars.color.primary}` });

globalStyle(`${quote} blockquote`, { margin: 0 });

export const quoteTitle = style({ margin: 0, fontWeight: 700 });

export const quoteText = style({ margin: `${vars.space.xxs} 0` });

export const quoteMeta = style({ margin: 0, color: vars.color.muted, fontSize: "0.875rem" });

/* ---- Snow report ---- */

export const snowReport = style({
  marginBlock: vars.space.xl,
  padding: vars.space.md,
  "@media": { [media.tablet]: { padding: vars.space.lg } },
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
});

export const snowTitle = style({ margin: 0, fontSize: "1.5rem" });

export const snowUpdated = style({ margin: `${vars.space.xxs} 0 ${vars.space.md}`, color: vars.color.muted });

/** Six columns scroll sideways on a phone; the wrapper takes focus so a keyboard can scroll it too. */
export const snowTableWrap = style({
  overflowX: "auto",
  borderRadius: vars.radius.small,
  // Scroll shadows: a soft edge shows on the side that has more columns, and goes once scrolled there.
  background: [
    `linear-gradient(to right, ${vars.color.surface} 30%, transparent) left / 2.5rem 100% no-repeat local`,
    `linear-gradient(to left, ${vars.color.surface} 30%, transparent) right / 2.5rem 100% no-repeat local`,
    "radial-gradient(farthest-side at 0 50%, rgba(0, 0, 0, 0.2), transparent) left / 0.875rem 100% no-repeat scroll",
    "radial-gradient(farthest-side at 100% 50%, rgba(0, 0, 0, 0.2), transparent) right / 0.875rem 100% no-repeat scroll",
  ].join(", "),
});

export const snowTable = style({ width: "100%", borderCollapse: "collapse", fontSize: "0.9375rem" });

globalStyle(`${snowTable} th, ${snowTable} td`, {
  textAlign: "left",
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "top",
});

/** Figures on one line: on a phone the table scrolls, and a half-shown column says there is more. */
globalStyle(`${snowTable} td, ${snowTable} thead th`, { whiteSpace: "nowrap" });

export const snowNote = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.muted, fontSize: "0.875rem" });

/* ---- Contact form ---- */

export const contactForm = style({ display: "grid", gap: vars.space.md, maxWidth: "40rem" });

/** The honeypot: off screen for people, still in the HTML for bots. */
export const honeypot = style({
  position: "absolute",
  left: "-10000px",
  top: "auto",
  width: "1px",
  height: "1px",
  overflow: "hidden",
});

export const contactActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

import { globalStyle, style } from "@vanilla-extract/css";
import { media } from "./media";
import { vars } from "./theme.css";

/**
 * The snow report and the contact form. The other parts that come from the content service have
 * their own stylesheets (page-header.css.ts, reviews.css.ts, promo-bar.css.ts), each imported by its
 * one component, so the home page ships their classes in that component's chunk.
 */

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

export const snowNote = style({
  margin: `${vars.space.sm} 0 0`,
  color: vars.color.muted,
  fontSize: "0.875rem",
});

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

export const contactActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
});

import { globalStyle, style } from "@vanilla-extract/css";
import { media } from "./media";
import { vars } from "./theme.css";

/** Company and branch reviews (Reviews). */

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

export const ratingLine = style({
  margin: `${vars.space.xxs} 0 ${vars.space.sm}`,
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  flexWrap: "wrap",
});

export const stars = style({ color: "#8A5A00", letterSpacing: "0.1em", fontSize: "1.125rem" });

export const quoteList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
});

export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.primary}`,
});

globalStyle(`${quote} blockquote`, { margin: 0 });

export const quoteTitle = style({ margin: 0, fontWeight: 700 });

export const quoteText = style({ margin: `${vars.space.xxs} 0` });

export const quoteMeta = style({ margin: 0, color: vars.color.muted, fontSize: "0.875rem" });

/** Verified renters' average on a results card (VehicleCard). */
export const cardRating = style({ margin: 0, fontSize: "0.875rem", fontWeight: 600 });

export const cardRatingStar = style({ color: "#8A5A00" });

/** The branch page's verified reviews (VerifiedReviews). */
export const verifiedQuotes = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  "@media": { [media.wideTablet]: { gridTemplateColumns: "repeat(auto-fit, minmax(18rem, 1fr))" } },
});

/** /admin/reviews/: the cards' list and the facts of each review. */
export const adminReviewList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "1fr",
  "@media": { [media.wideTablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const adminReviewFacts = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: `${vars.space.xs} 0`,
});

globalStyle(`${adminReviewFacts} dd`, { margin: 0 });
globalStyle(`${adminReviewFacts} dt`, { fontWeight: 600 });

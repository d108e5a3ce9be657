import { style } from "@vanilla-extract/css";
import { hideAnchor } from "./shell.css";
import { vars } from "./theme.css";

/** The promo bar above the header (PromoBar): only the shell imports it, so its classes stay in the root's chunk. */

export const promoBar = style({
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
  vars: { [vars.color.focus]: vars.color.primaryText },
  selectors: {
    [`${hideAnchor}:target ~ &`]: { display: "none" },
  },
});

export const promoInner = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "2.75rem",
  paddingBlock: vars.space.xxs,
});

export const promoIcon = style({ flex: "none", width: "1.5rem", height: "1.5rem" });

export const promoText = style({
  flex: "1 1 auto",
  margin: 0,
  fontWeight: 700,
  fontSize: "0.9375rem",
  lineHeight: 1.35,
});

export const promoLink = style({
  color: "inherit",
  textDecoration: "underline",
  textUnderlineOffset: "0.15em",
  selectors: { "&:hover": { textDecorationThickness: "2px" } },
});

export const promoClose = style({
  flex: "none",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.75rem",
  height: "2.75rem",
  border: 0,
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  selectors: { "&:hover": { backgroundColor: vars.color.primaryHover } },
});

export const promoForm = style({ margin: 0, display: "flex" });

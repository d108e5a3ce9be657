import { style, styleVariants } from "@vanilla-extract/css";
import { media } from "./media";
import { vars } from "./theme.css";

/** The centred page column, with side padding that grows with the screen. */
export const container = style({
  width: "100%",
  maxWidth: "80rem",
  marginInline: "auto",
  paddingInline: vars.space.md,
  "@media": {
    [media.tablet]: { paddingInline: vars.space.lg },
    [media.wideDesktop]: { maxWidth: "90rem" },
  },
});

const buttonBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  minHeight: "2.75rem",
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.lg,
  border: "2px solid transparent",
  borderRadius: vars.radius.pill,
  fontWeight: 700,
  fontSize: "1rem",
  lineHeight: 1.2,
  textAlign: "center",
  textDecoration: "none",
  cursor: "pointer",
  transition: "background-color 120ms ease, border-color 120ms ease",
  selectors: {
    "&:hover": { textDecoration: "none" },
  },
});

/**
 * Link-buttons and buttons. `primary` is the call to action; `outline` sits on light
 * backgrounds; `inverse` sits on the secondary (dark) background.
 */
export const button = styleVariants({
  primary: [
    buttonBase,
    {
      backgroundColor: vars.color.primary,
      color: vars.color.primaryText,
      borderColor: vars.color.primaryText,
      selectors: { "&:hover": { backgroundColor: vars.color.primaryHover } },
    },
  ],
  outline: [
    buttonBase,
    {
      backgroundColor: vars.color.background,
      color: vars.color.text,
      borderColor: vars.color.text,
      selectors: { "&:hover": { backgroundColor: vars.color.surface } },
    },
  ],
  /** On the primary (call-to-action) background: the colours swapped. */
  onPrimary: [
    buttonBase,
    {
      backgroundColor: vars.color.primaryText,
      color: vars.color.primary,
      borderColor: vars.color.primaryText,
      selectors: { "&:hover": { textDecoration: "underline" } },
    },
  ],
  inverse: [
    buttonBase,
    {
      backgroundColor: "transparent",
      color: vars.color.secondaryText,
      borderColor: vars.color.secondaryText,
      selectors: {
        "&:hover": { borderColor: vars.color.accent, color: vars.color.accent },
        "&:focus-visible": { outlineColor: vars.color.focusOnSecondary },
      },
    },
  ],
});

/** A page section with vertical rhythm. */
export const section = style({
  paddingBlock: vars.space.xl,
  "@media": {
    [media.wideTablet]: { paddingBlock: vars.space.xxl },
  },
});

/**
 * Put on a full-bleed band that ends a page (a call-to-action strip): the footer then follows
 * it directly instead of leaving its usual gap (shell.css.ts).
 */
export const flushWithFooter = style({});

/*
 * The error pages' panel (the not-found and error pages, and the root's last-resort message):
 * here because the root and the lazily loaded error pages both use it, and every page loads this
 * stylesheet anyway.
 */

export const errorPage = style({
  paddingBlock: vars.space.xl,
  "@media": { [media.wideTablet]: { paddingBlock: vars.space.xxl } },
});

export const errorPanel = style({
  maxWidth: "40rem",
});

export const errorCode = style({
  display: "inline-block",
  marginBottom: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.muted,
  fontWeight: 700,
  fontSize: "0.875rem",
});

export const errorText = style({
  fontSize: "1.125rem",
  marginBottom: vars.space.lg,
});

export const errorActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});

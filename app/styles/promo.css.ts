import { style } from "@vanilla-extract/css";
import { media } from "./media";
import { vars } from "./theme.css";

/** The promo form: code and button side by side from tablet width, stacked on phones. */
export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const title = style({ margin: 0, marginBottom: vars.space.sm, fontSize: "1.375rem" });

export const codeRow = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  "@media": {
    [media.tablet]: { flexDirection: "row", alignItems: "flex-start" },
  },
});

export const codeField = style({ flex: "1 1 auto", marginBottom: 0 });

export const codeInput = style({ textTransform: "uppercase", letterSpacing: "0.04em" });

export const submit = style({
  flex: "0 0 auto",
  "@media": { [media.tablet]: { minWidth: "9rem" } },
});

/** The error list titled "Sorry". */
export const errorList = style({ margin: 0, marginTop: vars.space.xs, paddingLeft: vars.space.lg });

/** "Promo code applied: REALNZ" with its remove button. */
export const summary = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  margin: 0,
});

export const summaryText = style({ margin: 0 });

export const appliedCode = style({
  fontWeight: 800,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.small,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.surface,
});

/** The remove button: a quiet text button, still at least 44 px tall to tap. */
export const removeButton = style({
  display: "inline-flex",
  alignItems: "center",
  font: "inherit",
  fontWeight: 600,
  minHeight: "2.75rem",
  padding: `0 ${vars.space.xs}`,
  border: "none",
  background: "transparent",
  color: vars.color.link,
  textDecoration: "underline",
  cursor: "pointer",
  selectors: {
    "&:hover": { textDecoration: "none" },
    "&[aria-disabled='true']": { cursor: "progress", opacity: 0.7 },
  },
});

/** The opener "Have a promo code?": a link before hydration, a button after; both look the same. */
export const trigger = style({
  font: "inherit",
  fontWeight: 700,
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: 0,
  border: "none",
  background: "transparent",
  color: vars.color.link,
  textDecoration: "underline",
  cursor: "pointer",
  selectors: { "&:hover": { textDecoration: "none" } },
});

export const notice = style({ margin: 0, color: vars.color.muted });

/* ---- /promo-code/ and /deals/promotion/ pages ---- */

export const page = style({
  maxWidth: "40rem",
  paddingBlock: vars.space.xl,
});

export const card = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.background,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  "@media": { [media.tablet]: { padding: vars.space.xl } },
});

export const dealsHero = style({
  backgroundColor: vars.color.secondary,
  color: vars.color.secondaryText,
  paddingBlock: vars.space.xl,
  vars: { [vars.color.focus]: vars.color.focusOnSecondary },
});

export const dealsIntro = style({
  color: vars.color.secondaryMuted,
  fontSize: "1.125rem",
  maxWidth: "40rem",
  margin: 0,
});

export const dealsGrid = style({
  display: "grid",
  gap: vars.space.xl,
  paddingBlock: vars.space.xl,
  "@media": {
    [media.wideTablet]: { gridTemplateColumns: "minmax(0, 1.2fr) minmax(0, 1fr)", alignItems: "start" },
  },
});

export const offerList = style({ paddingLeft: vars.space.lg, display: "grid", gap: vars.space.xs });

import { style } from "@vanilla-extract/css";
import { media } from "./media";
import { vars } from "./theme.css";

export const dialog = style({
  width: "min(34rem, calc(100vw - 2rem))",
  maxHeight: "calc(100dvh - 2rem)",
  padding: 0,
  border: "none",
  borderRadius: vars.radius.large,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  boxShadow: vars.shadow.raised,
  overflow: "auto",
  selectors: {
    "&::backdrop": { backgroundColor: "rgba(10, 10, 10, 0.6)" },
    /*
     * No JavaScript: the modal's fallback link (#id) targets the dialog, which then shows as a
     * fixed panel over the page. Once scripts run (data-enhanced) only showModal() opens it.
     */
    "&:target:not([data-enhanced])": {
      display: "block",
      position: "fixed",
      inset: 0,
      margin: "auto",
      height: "fit-content",
      zIndex: 100,
      boxShadow: `0 0 0 100vmax rgba(10, 10, 10, 0.6)`,
    },
  },
});

export const small = style({ width: "min(26rem, calc(100vw - 2rem))" });
export const large = style({
  "@media": { [media.tablet]: { width: "min(48rem, calc(100vw - 4rem))" } },
});

export const frame = style({
  padding: vars.space.lg,
  "@media": { [media.tablet]: { padding: vars.space.xl } },
});

export const header = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: "1.5rem",
});

export const close = style({
  flex: "none",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xxs,
  minWidth: "2.75rem",
  minHeight: "2.75rem",
  marginTop: "-0.5rem",
  marginRight: "-0.5rem",
  padding: vars.space.xs,
  border: "none",
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: vars.color.text,
  fontWeight: 700,
  textDecoration: "none",
  cursor: "pointer",
  selectors: { "&:hover": { backgroundColor: vars.color.surface } },
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});

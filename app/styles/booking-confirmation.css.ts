import { style } from "@vanilla-extract/css";
import { media } from "./media";
import { vars } from "./theme.css";

/** The booking confirmation: one column on a phone, details and price side by side from 1000 px. */
export const page = style({
  paddingBlock: vars.space.lg,
  "@media": { [media.wideTablet]: { paddingBlock: vars.space.xl } },
});

export const confirmation = style({ maxWidth: "72rem" });

export const header = style({
  padding: vars.space.md,
  marginBottom: vars.space.lg,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  borderLeft: `6px solid ${vars.color.success}`,
  "@media": { [media.tablet]: { padding: vars.space.lg } },
});

export const title = style({ marginBottom: vars.space.xs });

export const reference = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: vars.space.xs,
  margin: `${vars.space.xs} 0`,
  fontSize: "1.125rem",
});

/** The reservation number: large, copyable, never broken across lines. */
export const referenceNumber = style({
  fontSize: "clamp(1.75rem, 7vw, 2.5rem)",
  fontWeight: 800,
  letterSpacing: "0.04em",
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
});

export const sentTo = style({ margin: 0, color: vars.color.muted, overflowWrap: "anywhere" });

export const grid = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": {
    [media.wideTablet]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", alignItems: "start" },
  },
});

export const column = style({ display: "grid", gap: vars.space.lg, minWidth: 0 });

export const card = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background,
  minWidth: 0,
  "@media": { [media.tablet]: { padding: vars.space.lg } },
});

export const cardTitle = style({ fontSize: "1.25rem", marginBottom: vars.space.sm });

export const places = style({
  display: "grid",
  gap: vars.space.md,
  margin: 0,
  "@media": { [media.tablet]: { gridTemplateColumns: "1fr 1fr" } },
});

export const term = style({
  fontSize: "0.875rem",
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.05em",
  color: vars.color.muted,
});

export const definition = style({ margin: 0, overflowWrap: "anywhere" });

export const branchName = style({ display: "block", fontWeight: 700, fontSize: "1.0625rem" });

export const when = style({ display: "block" });

export const address = style({
  display: "block",
  fontStyle: "normal",
  color: vars.color.muted,
  fontSize: "0.9375rem",
});

export const vehicle = style({
  display: "grid",
  gap: vars.space.md,
  alignItems: "center",
  "@media": { [media.tablet]: { gridTemplateColumns: "12rem minmax(0, 1fr)" } },
});

export const vehicleImage = style({
  width: "100%",
  maxWidth: "20rem",
  aspectRatio: "3 / 2",
  objectFit: "cover",
  borderRadius: vars.radius.small,
  background: vars.color.surface,
});

export const vehicleName = style({ display: "block", fontWeight: 700, fontSize: "1.125rem" });

export const muted = style({ color: vars.color.muted });

/** Label above value on a phone; label beside value from 700 px. */
export const details = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  "@media": {
    [media.tablet]: {
      gridTemplateColumns: "max-content minmax(0, 1fr)",
      rowGap: vars.space.xs,
      alignItems: "baseline",
    },
  },
});

/** A dt/dd pair wrapped for React keys; the pair still lays out on the list's grid. */
export const detailRow = style({ display: "contents" });

export const paymentLine = style({ fontWeight: 700, marginBottom: vars.space.xs });

export const bankTransfer = style({
  padding: vars.space.md,
  marginBottom: vars.space.lg,
  border: `2px solid ${vars.color.text}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  "@media": { [media.tablet]: { padding: vars.space.lg } },
});

/** Bank details are copied by hand: large, tabular digits. */
export const bankValue = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: "1.0625rem",
  "@media": { [media.tablet]: { marginBottom: 0 } },
  fontWeight: 700,
  fontVariantNumeric: "tabular-nums",
  overflowWrap: "anywhere",
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

export const emptyState = style({ maxWidth: "40rem" });

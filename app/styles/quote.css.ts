import { style, styleVariants } from "@vanilla-extract/css";
import { media } from "./media";
import { vars } from "./theme.css";

/** /book-from-quote/ and the "Email me this quote" form of the review step. */

export const page = style({
  paddingBlock: vars.space.xl,
  "@media": { [media.wideTablet]: { paddingBlock: vars.space.xxl } },
});

export const panel = style({ maxWidth: "40rem" });

export const title = style({ margin: `0 0 ${vars.space.sm}`, fontSize: "1.75rem", lineHeight: 1.2 });

export const lead = style({ fontSize: "1.125rem", margin: `0 0 ${vars.space.sm}` });

export const muted = style({ color: vars.color.muted, margin: `0 0 ${vars.space.lg}` });

export const message = styleVariants({
  error: {
    border: `1px solid ${vars.color.danger}`,
    borderLeft: `4px solid ${vars.color.danger}`,
    background: vars.color.surface,
    padding: vars.space.sm,
    borderRadius: vars.radius.small,
    margin: `0 0 ${vars.space.lg}`,
    fontWeight: 600,
  },
});

export const form = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background,
  marginBottom: vars.space.lg,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
});

/** The review step's "Email me this quote" form: one button, inline with its neighbours. */
export const emailForm = style({ display: "inline-block", margin: 0 });

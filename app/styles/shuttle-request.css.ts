import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/* /shuttle-request/: what booking.css.ts (page, pageTitle, lead, fieldset, optionRow, notice, …) lacks. */

/** A form-width column: the page is one short form, not a two-column booking step. */
export const column = style({ maxWidth: "48rem" });

export const textarea = style({ minHeight: "6rem", resize: "vertical", fontFamily: "inherit" });

export const nextSteps = style({
  display: "grid",
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.md}`,
  paddingInlineStart: vars.space.md,
});

export const sectionTitle = style({ fontSize: "1.25rem", margin: `${vars.space.md} 0 ${vars.space.sm}` });

/** The booking and request summaries (a reviewList from booking.css.ts inside this box). */
export const summary = style({
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

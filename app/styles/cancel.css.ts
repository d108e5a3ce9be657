import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { media } from "./media";

/** The cancel-booking flow (issue 5): booking summary, alternatives, money lines. */
export const summary = style({
  display: "grid",
  gridTemplateColumns: "1fr",
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  "@media": { [media.tablet]: { gridTemplateColumns: "max-content 1fr" } },
});

export const term = style({ fontWeight: 600 });

export const definition = style({ margin: 0, overflowWrap: "anywhere" });

export const alternatives = style({
  display: "grid",
  gap: vars.space.sm,
  listStyle: "none",
  padding: 0,
  margin: `0 0 ${vars.space.lg}`,
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(3, 1fr)" } },
});

export const alternative = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const alternativeTitle = style({ margin: `0 0 ${vars.space.xxs}`, fontSize: "1.0625rem" });

export const sectionTitle = style({ fontSize: "1.25rem", margin: `${vars.space.md} 0 ${vars.space.xs}` });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
  margin: `${vars.space.md} 0`,
});

export const moneyList = style({ margin: `0 0 ${vars.space.md}`, paddingLeft: vars.space.md });

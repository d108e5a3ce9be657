import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** The language switcher (header panel and footer) and the suggestion bar: the shell's, in the root chunk. */

export const switcher = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  border: "none",
});

export const switcherLegend = style({
  float: "left",
  marginRight: vars.space.xs,
  fontSize: "0.875rem",
});

export const switcherButton = style({
  minHeight: "2.75rem",
  minWidth: "2.75rem",
  padding: `0 ${vars.space.xs}`,
  border: `1px solid currentColor`,
  borderRadius: vars.radius.small,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  fontSize: "0.9375rem",
  cursor: "pointer",
  selectors: {
    "&[aria-current='true']": { fontWeight: 700, textDecoration: "underline", textUnderlineOffset: "0.2em" },
    "&:hover": { textDecoration: "underline" },
  },
});

export const suggestion = style({
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const suggestionInner = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "2.75rem",
  paddingBlock: vars.space.xxs,
});

export const suggestionText = style({ margin: 0, flex: "1 1 12rem" });

export const suggestionLink = style({ color: vars.color.link, fontWeight: 700 });

export const suggestionDismiss = style({
  minHeight: "2.75rem",
  border: "none",
  background: "transparent",
  color: vars.color.link,
  font: "inherit",
  textDecoration: "underline",
  cursor: "pointer",
});

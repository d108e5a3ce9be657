import { style } from "@vanilla-extract/css";
import { media } from "./media";
import { vars } from "./theme.css";

/**
 * The contact numbers per region (ContactNumbers: footer, call-us modal, help centre). Apart from
 * shell.css.ts, which only the shell's own components import, so that its classes stay in the
 * root's chunk instead of a chunk shared with the help pages.
 */

export const numbers = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(auto-fill, minmax(11rem, 1fr))" },
  },
});

/** Two columns of numbers even on phones, where the footer has the room. */
export const numbersCompact = style({
  gridTemplateColumns: "repeat(auto-fill, minmax(10rem, 1fr))",
});

export const numberItem = style({
  display: "flex",
  flexDirection: "column",
});

export const numberRegion = style({
  fontSize: "0.875rem",
});

export const numberLink = style({
  fontWeight: 700,
  fontSize: "1.125rem",
});

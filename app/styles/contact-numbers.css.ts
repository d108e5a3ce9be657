import { globalStyle, style } from "@vanilla-extract/css";
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

/*
 * Each number: its region above, the tel: link in bold. Styled through the list, not by a class on
 * each element: every page carries the list twice, in the footer and the call-us dialog (ADR 0080).
 */
globalStyle(`${numbers} > li`, { display: "flex", flexDirection: "column" });
globalStyle(`${numbers} > li > span`, { fontSize: "0.875rem" });
globalStyle(`${numbers} > li > a`, { fontWeight: 700, fontSize: "1.125rem" });

import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** The branch map (components/places/BranchMap.tsx): an SVG that scales to its column. */
export const figure = style({ margin: 0, maxWidth: "26rem" });
export const svg = style({ display: "block", width: "100%", height: "auto" });
export const sea = style({ fill: vars.color.surface, stroke: vars.color.border });
export const land = style({
  fill: vars.color.background,
  stroke: vars.color.muted,
  strokeWidth: 1.2,
  strokeLinejoin: "round",
});
export const pin = style({ fill: vars.color.primary, stroke: vars.color.text, strokeWidth: 1.5 });
export const currentPin = style({ fill: vars.color.danger, stroke: vars.color.text, strokeWidth: 2.5 });
export const pinLink = style({ cursor: "pointer", outline: "none" });
export const focusRing = style({ fill: "none", stroke: "transparent", strokeWidth: 3 });
// Focus visible: a ring round the pin (an SVG link shows no outline of its own in every browser).
globalStyle(`${pinLink}:focus-visible ${focusRing}, ${pinLink}:hover ${focusRing}`, {
  stroke: vars.color.focus,
});
export const caption = style({ color: vars.color.muted, fontSize: "0.875rem" });

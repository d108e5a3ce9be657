import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/* Report charts (business reports, back-office reports): inline SVG bars; the data table beside
 * each chart is the accessible fallback. */
export const chart = style({ width: "100%", maxWidth: "48rem", height: "auto", display: "block" });
export const chartBar = style({ fill: vars.color.primary });
export const chartLabel = style({ fill: vars.color.text, fontSize: "11px" });
export const chartAxis = style({ stroke: vars.color.border });

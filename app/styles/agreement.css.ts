import { globalStyle, style } from "@vanilla-extract/css";
import { bar, nav } from "./admin.css";
import { vars } from "./theme.css";

/*
 * The rental agreement (issue 32): a page that prints cleanly. Printing shows the agreement
 * alone: the back office's bar and menu, the links and the signing form are left out.
 */
export const agreement = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: vars.space.lg,
  margin: `${vars.space.md} 0`,
  "@media": { print: { border: "none", padding: 0, margin: 0, fontSize: "11pt", color: "#000" } },
});

export const facts = style({
  display: "grid",
  gridTemplateColumns: "minmax(9rem, max-content) 1fr",
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: `0 0 ${vars.space.sm}`,
});

export const term = style({ fontWeight: 600 });
export const value = style({ margin: 0 });
export const amount = style({ textAlign: "right", fontVariantNumeric: "tabular-nums" });

export const section = style({ breakInside: "avoid", "@media": { print: { pageBreakInside: "avoid" } } });

export const signatureImage = style({
  display: "block",
  maxWidth: "100%",
  height: "auto",
  border: `1px solid ${vars.color.border}`,
  background: "#fff",
});

export const pad = style({
  display: "block",
  width: "100%",
  maxWidth: "36rem",
  height: "12rem",
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: "#fff",
  touchAction: "none",
});

export const noPrint = style({ "@media": { print: { display: "none" } } });

globalStyle(`body:has(${agreement}) ${bar}, body:has(${agreement}) ${nav}`, {
  "@media": { print: { display: "none" } },
});

import { globalStyle, style } from "@vanilla-extract/css";
import { flushWithFooter } from "./layout.css";
import { media } from "./media";
import { vars } from "./theme.css";
import { hideAnchor, main } from "./shell.css";

/** The site footer: logo and tagline, the site map, contact numbers, legal links. */

export const footer = style({
  marginTop: vars.space.xl,
  backgroundColor: vars.color.secondary,
  color: vars.color.secondaryText,
  vars: { [vars.color.focus]: vars.color.focusOnSecondary },
  selectors: {
    [`${hideAnchor}:target ~ &`]: { display: "none" },
    [`${main}:has(> ${flushWithFooter}:last-child) ~ &`]: { marginTop: 0 },
  },
});

globalStyle(`${footer} a`, { color: vars.color.secondaryText });
globalStyle(`${footer} a:hover`, { color: vars.color.accent });

export const footerInner = style({
  paddingBlock: vars.space.xl,
});

export const footerTop = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid rgba(255, 255, 255, 0.2)`,
});

export const footerTagline = style({
  margin: 0,
  color: vars.color.secondaryMuted,
  maxWidth: "28rem",
});

export const siteMap = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: `${vars.space.lg} ${vars.space.md}`,
  paddingBlock: vars.space.lg,
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    [media.desktop]: { gridTemplateColumns: "repeat(6, minmax(0, 1fr))" },
  },
});

/* Each column of the site map: its title (a link) and its list, styled through the map. */
const columnTitle = `${siteMap} h2`;

globalStyle(columnTitle, {
  fontSize: "1rem",
  marginBottom: vars.space.xs,
  color: vars.color.accent,
});

globalStyle(`${columnTitle} a`, { color: vars.color.accent, textDecoration: "none" });
globalStyle(`${columnTitle} a:hover`, { textDecoration: "underline" });

const footerList = `${siteMap} ul`;

globalStyle(footerList, {
  listStyle: "none",
  margin: 0,
  padding: 0,
  fontSize: "0.9375rem",
});

globalStyle(`${footerList} li`, { marginBottom: vars.space.xxs });
globalStyle(`${footerList} a`, {
  display: "inline-block",
  paddingBlock: "0.2rem",
  textDecoration: "none",
});
globalStyle(`${footerList} a:hover`, { textDecoration: "underline" });

export const contactBlock = style({
  display: "grid",
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  borderTop: `1px solid rgba(255, 255, 255, 0.2)`,
  "@media": {
    [media.wideTablet]: { gridTemplateColumns: "18rem 1fr", alignItems: "start" },
  },
});

export const contactTitle = style({
  fontSize: "1.25rem",
  margin: 0,
});

export const contactEmail = style({ margin: 0 });

export const legalRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  paddingTop: vars.space.md,
  borderTop: `1px solid rgba(255, 255, 255, 0.2)`,
  fontSize: "0.875rem",
});

export const legalRowShort = style({
  paddingBlock: vars.space.md,
  borderTop: "none",
});

export const legalList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: `0 ${vars.space.md}`,
});

globalStyle(`${legalList} a`, { display: "inline-block", paddingBlock: vars.space.xs });

export const copyright = style({
  margin: 0,
  color: vars.color.secondaryMuted,
});

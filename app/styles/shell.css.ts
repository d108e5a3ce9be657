import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { media } from "./media";
import { vars, visuallyHiddenRules } from "./theme.css";

/**
 * `<span id="hideheader">` sits before header and footer: when the URL hash targets it
 * (#hideheader), the sibling rules hide both (below for the header, footer.css.ts for the footer),
 * without JavaScript and without a flash.
 */
export const hideAnchor = style({ display: "block", height: 0, overflow: "hidden" });

export const skipLink = style({
  position: "absolute",
  top: vars.space.xs,
  left: vars.space.xs,
  zIndex: 200,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontWeight: 700,
  transform: "translateY(-200%)",
  selectors: {
    "&:focus, &:focus-visible": { transform: "none" },
  },
});

export const main = style({
  flex: "1 0 auto",
  display: "block",
});

/* ---- Header ---- */

export const header = style({
  position: "relative",
  zIndex: 20,
  backgroundColor: vars.color.secondary,
  color: vars.color.secondaryText,
  vars: { [vars.color.focus]: vars.color.focusOnSecondary },
  selectors: {
    [`${hideAnchor}:target ~ &`]: { display: "none" },
  },
});

/**
 * Phones: logo, call button and menu button in one row; the menu panel opens below.
 * From 1000 px: logo and utility links in the first row, the main menu in the second.
 */
export const bar = style({
  display: "grid",
  gridTemplateColumns: "1fr auto auto",
  gridTemplateAreas: '"logo call menu" "panel panel panel"',
  alignItems: "center",
  columnGap: vars.space.xs,
  paddingBlock: vars.space.xs,
  "@media": {
    [media.wideTablet]: {
      gridTemplateColumns: "auto 1fr",
      gridTemplateAreas: '"logo utility" "nav nav"',
      rowGap: vars.space.xxs,
      paddingBlock: vars.space.sm,
    },
  },
});

/** Business users: logo and utility links, no menu (spec section 6). */
export const businessBar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
});

export const logoLink = style({
  gridArea: "logo",
  display: "inline-flex",
  alignItems: "center",
  justifySelf: "start",
  minHeight: "2.75rem",
  borderRadius: vars.radius.small,
});

export const logo = style({
  display: "block",
  width: "auto",
  height: "2.5rem",
  "@media": { [media.wideTablet]: { height: "3rem" } },
});

/** Header buttons on the dark bar (call us, menu). */
export const barButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "2.75rem",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `2px solid ${vars.color.secondaryText}`,
  borderRadius: vars.radius.pill,
  backgroundColor: "transparent",
  color: vars.color.secondaryText,
  fontWeight: 700,
  fontSize: "0.9375rem",
  lineHeight: 1,
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&:hover": { borderColor: vars.color.accent, color: vars.color.accent },
    '&[aria-expanded="true"]': {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.secondary,
    },
  },
  "@media": { [media.wideTablet]: { display: "none" } },
});

export const quickCall = style({ gridArea: "call" });

/** On the narrowest phones the call button shows only its icon; the text stays for screen readers. */
export const quickCallLabel = style({
  "@media": {
    "screen and (max-width: 359.98px)": visuallyHiddenRules,
  },
});
export const menuButton = style({ gridArea: "menu" });

/**
 * The menu panel (main menu plus utility links). Under 1000 px it is hidden until opened: by
 * the menu button (data-open) or, without JavaScript, by the #main-menu link (:target). From
 * 1000 px it dissolves (display: contents) so its two parts take their places in the bar grid.
 */
export const panel = style({
  gridArea: "panel",
  display: "none",
  marginTop: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderTop: `1px solid ${vars.color.secondaryMuted}`,
  selectors: {
    '&[data-open="true"], &:target:not([data-enhanced])': { display: "block" },
  },
  "@media": {
    [media.wideTablet]: {
      display: "contents",
      selectors: {
        '&[data-open="true"], &:target:not([data-enhanced])': { display: "contents" },
      },
    },
  },
});

/** Without JavaScript the open panel also offers a link that closes it. */
export const noJsClose = style({
  display: "inline-block",
  marginTop: vars.space.md,
  color: vars.color.secondaryText,
  fontWeight: 700,
  "@media": { [media.wideTablet]: { display: "none" } },
});

/* ---- Main menu ---- */

export const mainNav = style({
  gridArea: "nav",
});

export const mainList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": {
    [media.wideTablet]: {
      display: "flex",
      flexWrap: "wrap",
      alignItems: "center",
      gap: vars.space.xxs,
      marginInline: `calc(-1 * ${vars.space.xs})`,
    },
  },
});

/*
 * The menu's items, each a row of its link and (with JavaScript) its sub-menu's toggle: styled
 * through the list rather than a class on each element of every page's header (ADR 0080).
 */
const item = `${mainList} > li`;

globalStyle(item, {
  position: "relative",
  borderBottom: `1px solid rgba(255, 255, 255, 0.15)`,
  "@media": {
    [media.wideTablet]: { borderBottom: "none" },
  },
});

globalStyle(`${item} > div`, {
  display: "flex",
  alignItems: "stretch",
  justifyContent: "space-between",
});

const mainLink = `${item} > div > a`;

globalStyle(mainLink, {
  flex: "1 1 auto",
  display: "flex",
  alignItems: "center",
  minHeight: "3rem",
  paddingInline: vars.space.xs,
  color: vars.color.secondaryText,
  fontWeight: 700,
  fontSize: "1.0625rem",
  textDecoration: "none",
  borderRadius: vars.radius.small,
  "@media": {
    [media.wideTablet]: { minHeight: "2.75rem", fontSize: "0.9375rem" },
  },
});

globalStyle(`${mainLink}:hover`, { color: vars.color.accent, textDecoration: "underline" });
globalStyle(`${mainLink}[aria-current="page"]`, { color: vars.color.accent });

export const toggle = style({
  flex: "none",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "3rem",
  minHeight: "3rem",
  padding: 0,
  border: "none",
  borderRadius: vars.radius.small,
  background: "transparent",
  color: vars.color.secondaryText,
  cursor: "pointer",
  selectors: {
    "&:hover": { color: vars.color.accent },
  },
  "@media": {
    [media.wideTablet]: { minWidth: "1.75rem", minHeight: "2.75rem", marginLeft: "-0.25rem" },
  },
});

export const chevron = style({
  transition: "transform 150ms ease",
  selectors: {
    [`${toggle}[aria-expanded="true"] &`]: { transform: "rotate(180deg)" },
  },
});

const subListBase = {
  listStyle: "none",
  margin: 0,
  padding: `0 0 ${vars.space.sm} ${vars.space.md}`,
} as const;

/** The scripted sub-menu: accordion in the phone panel, drop-down from 1000 px. */
export const subPanel = style({
  ...subListBase,
  selectors: {
    "&[hidden]": { display: "none" },
  },
  "@media": {
    [media.wideTablet]: {
      position: "absolute",
      top: "100%",
      left: 0,
      zIndex: 30,
      minWidth: "15rem",
      padding: vars.space.xs,
      borderRadius: vars.radius.medium,
      backgroundColor: vars.color.background,
      boxShadow: vars.shadow.raised,
      vars: { [vars.color.focus]: vars.color.link },
    },
  },
});

/**
 * The sub-menu without JavaScript (inside <noscript>): always listed in the phone panel; from
 * 1000 px a drop-down on hover or when focus is inside the item.
 */
export const noJsPanel = style({
  ...subListBase,
  "@media": {
    [media.wideTablet]: {
      display: "none",
      position: "absolute",
      top: "100%",
      left: 0,
      zIndex: 30,
      minWidth: "15rem",
      padding: vars.space.xs,
      borderRadius: vars.radius.medium,
      backgroundColor: vars.color.background,
      boxShadow: vars.shadow.raised,
      vars: { [vars.color.focus]: vars.color.link },
      selectors: {
        [`${item}:hover &, ${item}:focus-within &`]: { display: "block" },
      },
    },
  },
});

/*
 * The sub-menus' links, styled through their list rather than a class on each: every page's HTML
 * carries the <noscript> copies of all of them (ADR 0080).
 */
const subLinks = `${subPanel} a, ${noJsPanel} a`;

globalStyle(subLinks, {
  display: "flex",
  alignItems: "center",
  minHeight: "2.75rem",
  paddingInline: vars.space.xs,
  color: vars.color.secondaryText,
  textDecoration: "none",
  borderRadius: vars.radius.small,
  "@media": {
    [media.wideTablet]: { minHeight: "2.5rem", color: vars.color.text, whiteSpace: "nowrap" },
  },
});

globalStyle(`${subPanel} a:hover, ${noJsPanel} a:hover`, {
  textDecoration: "underline",
  color: vars.color.accent,
  "@media": {
    [media.wideTablet]: { backgroundColor: vars.color.surface, color: vars.color.text },
  },
});

/* ---- Utility links ---- */

export const utilityNav = style({
  gridArea: "utility",
  justifySelf: "end",
  marginTop: vars.space.sm,
  "@media": { [media.wideTablet]: { marginTop: 0 } },
});

export const utilityList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  "@media": {
    [media.wideTablet]: { flexDirection: "row", flexWrap: "wrap", gap: vars.space.xs },
  },
});

/** Business header: the utility links stay in one row at every width. */
export const utilityInline = style({
  flexDirection: "row",
  flexWrap: "wrap",
  gap: vars.space.xxs,
});

export const utilityLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "2.75rem",
  padding: `0 ${vars.space.xs}`,
  border: "none",
  borderRadius: vars.radius.small,
  background: "transparent",
  color: vars.color.secondaryText,
  fontSize: "1rem",
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&:hover": { color: vars.color.accent, textDecoration: "underline" },
  },
  "@media": {
    [media.wideTablet]: { fontSize: "0.875rem", minHeight: "2.25rem" },
  },
});

/** Utility call-us: phones have the call button in the bar instead. */
export const desktopOnly = style({
  display: "none",
  "@media": { [media.wideTablet]: { display: "list-item" } },
});

/**
 * Every inline icon (components/shell/icons.tsx): a 24-unit line drawing in the text's colour. The
 * drawing's attributes are here once rather than on each <svg> of the page (ADR 0080).
 */
export const icon = style({
  flex: "none",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: "2.25",
  strokeLinecap: "round",
  strokeLinejoin: "round",
});

/** Heavier lines for an icon that needs them (after `icon` in the sheet, so these win). */
export const iconWeight = styleVariants({
  medium: { strokeWidth: "2.5" },
  heavy: { strokeWidth: "3" },
});

import { createTheme, createThemeContract, globalStyle } from "@vanilla-extract/css";

/**
 * The theme contract: every colour, font, radius and space the components use. A brand theme is
 * a class on <body> (see brand.ts) that fills the contract, so switching brand is one class.
 *
 * Colour pairs that carry text, all at least WCAG AA (4.5:1) in every theme:
 * text, muted and link on background and surface; primaryText on primary and primaryHover;
 * secondaryText, secondaryMuted and accent on secondary; danger and success on surface.
 */
export const vars = createThemeContract({
  color: {
    /** Call-to-action background (buttons), with its text colour. */
    primary: null,
    primaryHover: null,
    primaryText: null,
    /** Header, footer and hero background, with its text colours. */
    secondary: null,
    secondaryText: null,
    secondaryMuted: null,
    /** Highlights and links on the secondary background. */
    accent: null,
    text: null,
    muted: null,
    background: null,
    surface: null,
    border: null,
    link: null,
    /** Focus ring on light backgrounds and on the secondary background. */
    focus: null,
    focusOnSecondary: null,
    danger: null,
    success: null,
    backdrop: null,
  },
  font: {
    body: null,
    heading: null,
  },
  radius: {
    small: null,
    medium: null,
    large: null,
    pill: null,
  },
  space: {
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
  },
  shadow: {
    raised: null,
  },
});

/** No web fonts: the visitor's own system font loads instantly on an airport connection. */
const systemFonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
};

const shared = {
  font: systemFonts,
  radius: { small: "4px", medium: "8px", large: "16px", pill: "999px" },
  space: {
    xxs: "0.25rem",
    xs: "0.5rem",
    sm: "0.75rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2.5rem",
    xxl: "4rem",
  },
  shadow: { raised: "0 6px 24px rgba(0, 0, 0, 0.18)" },
};

const status = { danger: "#B42318", success: "#18703A", backdrop: "rgba(10, 10, 10, 0.6)" };

/** GO Rentals: black and signal yellow. */
export const goTheme = createTheme(vars, {
  color: {
    primary: "#FFCC00",
    primaryHover: "#FFB800",
    primaryText: "#111111",
    secondary: "#141414",
    secondaryText: "#FFFFFF",
    secondaryMuted: "#C8C8C8",
    accent: "#FFCC00",
    text: "#1A1A1A",
    muted: "#525252",
    background: "#FFFFFF",
    surface: "#F5F4EE",
    border: "#767676",
    link: "#0A4FA0",
    focus: "#0A4FA0",
    focusOnSecondary: "#FFCC00",
    ...status,
  },
  ...shared,
});

/** ET partner theme: deep teal. */
export const etTheme = createTheme(vars, {
  color: {
    primary: "#00695C",
    primaryHover: "#00544A",
    primaryText: "#FFFFFF",
    secondary: "#0B3B36",
    secondaryText: "#FFFFFF",
    secondaryMuted: "#CDE5E1",
    accent: "#7FE0C9",
    text: "#14211F",
    muted: "#4B5A58",
    background: "#FFFFFF",
    surface: "#EEF6F4",
    border: "#6F7E7C",
    link: "#00695C",
    focus: "#00695C",
    focusOnSecondary: "#7FE0C9",
    ...status,
  },
  ...shared,
});

/** AL partner theme: navy and amber. */
export const alTheme = createTheme(vars, {
  color: {
    primary: "#0033A0",
    primaryHover: "#002577",
    primaryText: "#FFFFFF",
    secondary: "#0A1F4D",
    secondaryText: "#FFFFFF",
    secondaryMuted: "#D0D9EE",
    accent: "#FFC845",
    text: "#121826",
    muted: "#4A5468",
    background: "#FFFFFF",
    surface: "#EEF2FA",
    border: "#707888",
    link: "#0033A0",
    focus: "#0033A0",
    focusOnSecondary: "#FFC845",
    ...status,
  },
  ...shared,
});

/** ZL partner theme: plum and gold. */
export const zlTheme = createTheme(vars, {
  color: {
    primary: "#6B2C91",
    primaryHover: "#55207A",
    primaryText: "#FFFFFF",
    secondary: "#2A1038",
    secondaryText: "#FFFFFF",
    secondaryMuted: "#E3D3EE",
    accent: "#F7B538",
    text: "#1E1424",
    muted: "#584E5E",
    background: "#FFFFFF",
    surface: "#F6F0FA",
    border: "#7D7282",
    link: "#6B2C91",
    focus: "#6B2C91",
    focusOnSecondary: "#F7B538",
    ...status,
  },
  ...shared,
});

export const themeClass = { GO: goTheme, ET: etTheme, AL: alTheme, ZL: zlTheme } as const;

/**
 * Marker class on <body> for any partner brand (spec section 1: "adds a brand class"). A plain,
 * stable name (no styles of its own) so tests and partner stylesheets can rely on it.
 */
export const partnerBrand = "partner-brand";

/* ---- Global styles ---- */

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
  textSizeAdjust: "100%",
  scrollPaddingTop: "1rem",
});

/** No page scroll behind an open modal dialog. */
globalStyle("html:has(dialog[open])", { overflow: "hidden" });

globalStyle("body", {
  margin: 0,
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  fontFamily: vars.font.body,
  fontSize: "1rem",
  lineHeight: 1.5,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: "antialiased",
});

globalStyle("h1, h2, h3, h4", {
  fontFamily: vars.font.heading,
  lineHeight: 1.2,
  marginTop: 0,
  marginBottom: vars.space.sm,
});

globalStyle("h1", { fontSize: "clamp(1.75rem, 5vw, 2.75rem)", fontWeight: 800 });
globalStyle("h2", { fontSize: "clamp(1.375rem, 3.5vw, 2rem)", fontWeight: 800 });
globalStyle("h3", { fontSize: "1.125rem", fontWeight: 700 });

globalStyle("p", { marginTop: 0, marginBottom: vars.space.md });

globalStyle("img, svg", { maxWidth: "100%", height: "auto" });

globalStyle("a", {
  color: vars.color.link,
  textDecorationThickness: "1px",
  textUnderlineOffset: "0.2em",
});

globalStyle("a:hover", { textDecorationThickness: "2px" });

globalStyle("button", { font: "inherit" });

/** A visible focus ring on every focusable element, keyboard only. */
globalStyle(":focus-visible", {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
});

/** <main> receives focus from the skip link; it needs no ring. */
globalStyle("main:focus", { outline: "none" });

/** Hidden on screen, still read by screen readers (the `.visually-hidden` class and others). */
export const visuallyHiddenRules = {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

globalStyle(".visually-hidden", visuallyHiddenRules);

globalStyle("*", {
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
    },
  },
});

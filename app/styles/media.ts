import { BREAKPOINTS } from "../services/platform/breakpoints";

/**
 * Media queries for the breakpoints of spec section 9, mobile first: styles without a query are
 * for phones; each query below adds from its width upwards. The "below" queries are the
 * exceptions: `belowWideTablet` for the mobile menu panel that only exists under 1000 px,
 * `belowTablet` for a phone-only rule that must not reach the wider layouts.
 */
export const media = {
  tablet: `screen and (min-width: ${BREAKPOINTS.tablet}px)`,
  wideTablet: `screen and (min-width: ${BREAKPOINTS.wideTablet}px)`,
  desktop: `screen and (min-width: ${BREAKPOINTS.desktop}px)`,
  wideDesktop: `screen and (min-width: ${BREAKPOINTS.wideDesktop}px)`,
  belowTablet: `screen and (max-width: ${BREAKPOINTS.tablet - 0.02}px)`,
  belowWideTablet: `screen and (max-width: ${BREAKPOINTS.wideTablet - 0.02}px)`,
  reducedMotion: "(prefers-reduced-motion: reduce)",
} as const;

// The desktop menu's query for window.matchMedia is DESKTOP_MENU_QUERY (platform/breakpoints.ts): the
// header imports it from there, so the browser does not carry this object, which only the styles use.

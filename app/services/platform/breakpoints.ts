/**
 * The breakpoints of spec section 9, a plain module with no imports. The styles' media queries
 * (app/styles/media.ts), the components' matchMedia queries and the services' responsive image
 * sizes all read them, so they sit in the lowest layer any of those may import: services. Styles
 * and components are presentation and may import a service's constant; a service never imports
 * from styles or components.
 */

/** Breakpoints in CSS pixels (spec section 9). */
export const BREAKPOINTS = {
  tablet: 700,
  wideTablet: 1000,
  desktop: 1280,
  wideDesktop: 1600,
} as const;

/** From this width the header's menu is the desktop one (sub-menus open on hover): for window.matchMedia. */
export const DESKTOP_MENU_QUERY = `(min-width: ${BREAKPOINTS.wideTablet}px)`;

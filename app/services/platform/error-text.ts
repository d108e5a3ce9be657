/**
 * The error texts (spec sections 2 and 8): the not-found page's and the error page's, which load
 * when a page needs them (RouteErrorPage), so they are kept apart from shell/text.ts, and the
 * site's other shared error texts. The not-found title is in error-page-text.ts: every page's
 * meta tags may use it.
 */

export const NOT_FOUND_TEXT =
  "Sorry, we can't seem to find what you're looking for. Contact us via Help or give us a call for a hand.";

export const NOT_FOUND_BUTTON = "Get help";

export const DEFAULT_PAGE_ERROR = "Page not found";

export const UNAUTHORIZED = "Unauthorized";

export const SERVICE_UNAVAILABLE =
  "This doesn't seem to be working how we want it to. Please try again in a few minutes.";

export const PAGE_NOT_FOUND_SHORT = "This page could not be found.";
export const UNKNOWN_MIDDLEWARE = "Unknown middleware";

export const SERVICE_UNAVAILABLE_NO_RESPONSE = `Oops! ${SERVICE_UNAVAILABLE}`;
export const SAVE_FAILED = "Save request could not be completed";
export const GENERIC_EXCEPTION =
  "An error has occured, please try again later or let us know if the problem persists.";

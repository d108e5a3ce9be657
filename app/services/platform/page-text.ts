/**
 * Texts any page may show: the not-found title, which every page's meta tags may use, the
 * last-resort page shown when the error page itself fails (spec section 8), and the words of a
 * modal whose form is still loading. This module is shipped to every page, so only these belong
 * here (tests/unit/home-javascript.test.ts); the error page's other texts load with it
 * (error-text.ts).
 */

export const NOT_FOUND_TITLE = "Oops, page not found";

export const ERROR_PAGE_FAILED_TITLE = "An error occurred while showing the error page";

export const ERROR_PAGE_FAILED_TEXT =
  "Unfortunately an error occurred and while showing the error page another error occurred";

export const ERROR_PAGE_FAILED_LINK = "Go back to home";

/** Shown in a modal while its form loads (the form's code is fetched when the modal first opens). */
export const FORM_LOADING_TEXT = "Loading the form…";

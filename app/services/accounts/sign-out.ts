/**
 * The sign-out button's words, in the header of every page and on My account
 * (ACCOUNT_PAGE_TEXT.signOut): kept apart from accounts/text.ts, which only account pages load.
 */
export const SIGN_OUT_LABEL = "Sign out";

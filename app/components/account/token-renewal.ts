import {
  ACCOUNT_PATHS,
  SESSION_RENEW_PATH,
  TOKEN_RENEWAL_BEFORE_EXPIRY_MS,
} from "~/services/accounts/constants";
import { pathInLanguage } from "~/services/platform/i18n/language";
import { currentLanguage } from "~/services/platform/i18n/translate";

/** The answer of POST /session/renew. */
export type TokenRenewalAnswer = { ok: true; tokenExpiresAt: string; expiresInMs: number } | { ok: false };

/** A failed request (network) is tried again after this long, until the token has expired. */
const RETRY_MS = 5000;

/**
 * Milliseconds to wait before renewing a token that ends in `expiresInMs`: TOKEN_RENEWAL_BEFORE_EXPIRY_MS
 * (30 s) before the end, at once when that moment has passed.
 */
export function renewalDelayMs(expiresInMs: number): number {
  return Math.max(0, expiresInMs - TOKEN_RENEWAL_BEFORE_EXPIRY_MS);
}

/**
 * Renews the signed-in user's access token 30 seconds before it expires (spec section 4), at once
 * when already due; when the server refuses (token revoked or expired) calls `signOut`. After each
 * renewal the next one is timed from the server's `expiresInMs`, so a browser clock that is off
 * does not matter; offline past the token's end, to the sign-in page in the page's language.
 * Returns the function that stops it. The page's TokenRenewal loads this module once a signed-in
 * page has hydrated.
 */
export function startTokenRenewal(tokenExpiresAt: string, signOut: () => void): () => void {
  let stopped = false;
  let timer: number | undefined;
  // The end of the token on this browser's clock.
  let deadline = new Date(tokenExpiresAt).getTime();
  if (!Number.isFinite(deadline)) return () => {};

  const giveUp = () => {
    if (stopped) return;
    stopped = true;
    signOut();
  };

  const schedule = () => {
    if (stopped) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(renew, renewalDelayMs(deadline - Date.now()));
  };

  async function renew() {
    if (stopped) return;
    try {
      const response = await fetch(SESSION_RENEW_PATH, {
        method: "POST",
        credentials: "same-origin",
        headers: { Accept: "application/json" },
      });
      const answer = (await response.json().catch(() => ({ ok: false }))) as TokenRenewalAnswer;
      if (stopped) return;
      if (answer.ok && Number.isFinite(answer.expiresInMs)) {
        deadline = Date.now() + answer.expiresInMs;
        schedule();
      } else if (response.status === 401 || !answer.ok) {
        giveUp();
      }
    } catch {
      if (stopped) return;
      // Unreachable: try again while the token may still be live; then sign in again.
      if (Date.now() < deadline) timer = window.setTimeout(renew, RETRY_MS);
      else window.location.assign(pathInLanguage(ACCOUNT_PATHS.signIn, currentLanguage().prefix));
    }
  }

  // Timers sleep in hidden tabs: look again when the tab comes back.
  const onVisible = () => {
    if (document.visibilityState === "visible") schedule();
  };
  document.addEventListener("visibilitychange", onVisible);
  schedule();
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    document.removeEventListener("visibilitychange", onVisible);
  };
}

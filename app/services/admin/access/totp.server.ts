import { Secret, TOTP } from "otpauth";
import { TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS, TOTP_WINDOW } from "./constants";

/**
 * The second sign-in step: TOTP (RFC 6238) with the `otpauth` library (ADR 0073). A secret is
 * 20 random bytes, shown base32 for the authenticator app.
 */

function totpFor(secret: string, label = ""): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` link an authenticator app reads (from a QR code or opened on the phone). */
export function totpUri(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

/** The time step a moment falls in. */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The time step of a valid code (the current step, or one either side), or null. The caller must
 * use the step up (staff model useTotpStep) so that the code cannot be replayed.
 */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  if (!/^\d+$/.test(code) || code.length !== TOTP_DIGITS) return null;
  let parsed: Secret;
  try {
    parsed = Secret.fromBase32(secret);
  } catch {
    return null;
  }
  if (parsed.bytes.length === 0) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : totpStep(now) + delta;
}

/** The code of a secret at a moment (the demo account's README, and tests). */
export function totpCode(secret: string, now: Date): string {
  return totpFor(secret).generate({ timestamp: now.getTime() });
}

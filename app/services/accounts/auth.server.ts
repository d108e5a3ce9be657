import { createHash, randomBytes } from "node:crypto";
import { getConfig } from "~/config.server";
import {
  consumeOneTimeToken,
  extendAuthToken,
  findOneTimeToken,
  findUserByTokenHash,
  insertAuthToken,
  insertOneTimeToken,
  retireOneTimeTokens,
  revokeAuthToken,
  revokeAuthTokensOfUser,
} from "~/models/accounts/auth-tokens.server";
import type { OneTimeTokenPurpose } from "~/models/schema";
import {
  deleteSessionsOfUser,
  findUserById,
  findUserRowByEmail,
  findUserRowById,
  insertUser,
  markEmailVerified,
  normaliseEmail,
  setPasswordHash,
  withoutPassword,
  type AccountUser,
} from "~/models/accounts/users.server";
import { EMAIL_MAX_LENGTH } from "~/services/platform/constants";
import {
  ACCESS_TOKEN_TTL_SECONDS,
  ACCOUNT_PATHS,
  ACCOUNT_TOKEN_PARAM,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_PASSWORD_TOKEN_TTL_SECONDS,
  VERIFY_EMAIL_TOKEN_TTL_SECONDS,
} from "./constants";
import { sendMail } from "../platform/mail.server";
import { ACCOUNT_EMAIL_TEXT, ACCOUNT_MESSAGES, SIGN_IN_FAILED } from "./text";
import { isEnglishOnlyPath, pathInLanguage } from "../platform/i18n/language";
import { currentLanguage, t } from "../platform/i18n/translate";
import { INVALID_PHONE } from "../platform/text";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "./password.server";
import { hitRateLimits, refundRateLimits } from "../platform/rate-limit.server";
import { RATE_LIMIT_CHECKS } from "./rate-limits.server";
import { isValidPhone } from "../platform/validators";

/**
 * Accounts: sign-up with an emailed verification link, sign-in, password reset and change, and
 * the access tokens of spec section 3 ("Token info") used by the web session and the mobile app.
 *
 * - No account enumeration: sign-up, "forgot password" and "resend verification" give the same
 *   answer whether or not the address has an account, and a failed sign-in always says
 *   SIGN_IN_FAILED (a password is checked, against a dummy hash when there is no account, so the
 *   timing does not tell either).
 * - Rate limits (constants RATE_LIMITS): per address always, per client IP when `options.ip` is
 *   given (pages pass `clientAddress(context)` of client-address.server.ts). A refused attempt answers
 *   `{ ok: false, reason: "rate-limited", message }` with the RATE_LIMITED text.
 * - Tokens (access tokens and emailed links) are 32 random bytes, base64url; only their SHA-256
 *   is stored.
 * - `options.now` exists for tests; it defaults to the current time.
 */

export type { AccountUser };

export type AuthOptions = {
  /** The client's address (clientAddress(context)): turns on the per-IP limits. */
  ip?: string | null;
  now?: Date;
};

/**
 * Which sign-in page asks: the site's (/sign-in/, /business/sign-in/, the app) or the back
 * office's (/admin/sign-in/). Staff and Admin accounts sign in only at the back office, and
 * nobody else can sign in there; either way a wrong audience gets the same answer as a wrong
 * password.
 */
export type SignInAudience = "site" | "back-office";

export function isStaffUserType(userType: string): boolean {
  return userType === "Staff" || userType === "Admin";
}

export type RateLimitedFailure = {
  ok: false;
  reason: "rate-limited";
  retryAfterSeconds: number;
  message: string;
};

/** What the functions that email a link answer: one message whatever the address, or the rate limit's refusal. */
export type LinkEmailResult = { ok: true; message: string } | RateLimitedFailure;

/** An access token as handed to the session or the app; the token itself is never stored. */
export type AccessToken = { token: string; tokenExpiresAt: Date };

const TOKEN_BYTES = 32;
/** base64url of 32 bytes: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

/** SHA-256 (hex) of a token: what the tables store. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function looksLikeToken(token: string | null | undefined): token is string {
  return typeof token === "string" && TOKEN_PATTERN.test(token);
}

function secondsFrom(now: Date, seconds: number): Date {
  return new Date(now.getTime() + seconds * 1000);
}

/**
 * An absolute link on PUBLIC_URL in the language of the request that sends it:
 * /de/verify-account/?token=… (the business area's links stay English).
 */
function accountLink(path: string, params: Record<string, string> = {}): string {
  const localised = isEnglishOnlyPath(path) ? path : pathInLanguage(path, currentLanguage().prefix);
  const url = new URL(localised, getConfig().publicUrl);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** The password policy (the spec is silent): PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH characters. */
export function passwordProblem(password: string): string | null {
  if (password.length === 0) return ACCOUNT_MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return ACCOUNT_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return ACCOUNT_MESSAGES.passwordTooLong;
  return null;
}

async function issueOneTimeToken(
  userId: string,
  purpose: OneTimeTokenPurpose,
  ttlSeconds: number,
  now: Date,
): Promise<string> {
  await retireOneTimeTokens(userId, purpose, now);
  const token = newToken();
  await insertOneTimeToken({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: secondsFrom(now, ttlSeconds),
    createdAt: now,
  });
  return token;
}

function mailBody(lines: (string | null)[]): string {
  return lines.filter((line): line is string => line !== null).join("\n\n");
}

async function sendVerificationEmail(
  user: { id: string; email: string; firstName: string },
  now: Date,
): Promise<void> {
  const token = await issueOneTimeToken(user.id, "verify-email", VERIFY_EMAIL_TOKEN_TTL_SECONDS, now);
  const link = accountLink(ACCOUNT_PATHS.verifyAccount, { [ACCOUNT_TOKEN_PARAM]: token });
  await sendMail({
    to: user.email,
    subject: t(ACCOUNT_EMAIL_TEXT.verifySubject),
    text: mailBody([
      ACCOUNT_EMAIL_TEXT.greeting(user.firstName),
      t(ACCOUNT_EMAIL_TEXT.verifyIntro),
      link,
      t(ACCOUNT_EMAIL_TEXT.ignoreIfNotYou),
      t(ACCOUNT_EMAIL_TEXT.signOff),
    ]),
  });
}

async function sendAlreadyRegisteredEmail(user: {
  email: string;
  firstName: string;
  userType: string;
}): Promise<void> {
  const business = user.userType !== "Customer";
  await sendMail({
    to: user.email,
    subject: t(ACCOUNT_EMAIL_TEXT.alreadyRegisteredSubject),
    text: mailBody([
      ACCOUNT_EMAIL_TEXT.greeting(user.firstName),
      t(ACCOUNT_EMAIL_TEXT.alreadyRegisteredIntro),
      accountLink(business ? ACCOUNT_PATHS.businessSignIn : ACCOUNT_PATHS.signIn),
      t(ACCOUNT_EMAIL_TEXT.alreadyRegisteredReset),
      accountLink(business ? ACCOUNT_PATHS.businessForgotPassword : ACCOUNT_PATHS.forgotPassword),
      t(ACCOUNT_EMAIL_TEXT.ignoreIfNotYou),
      t(ACCOUNT_EMAIL_TEXT.signOff),
    ]),
  });
}

/* ---- Sign-up and verification ---- */

export type SignUpInput = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** ISO 3166-1 alpha-2 code ("NZ"); upper-cased. */
  country: string;
  phone: string;
  /** Dialling code ("+64"); may be empty. */
  phoneCountryCode: string;
};

export type SignUpFieldErrors = Partial<Record<keyof SignUpInput, string>>;

export type SignUpResult =
  | { ok: true; message: string }
  | { ok: false; reason: "invalid"; fieldErrors: SignUpFieldErrors }
  | RateLimitedFailure;

/** The server's own check of a sign-up (the page's zod schema may say more, never less). */
export function signUpProblems(input: SignUpInput): SignUpFieldErrors {
  const errors: SignUpFieldErrors = {};
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  if (!firstName) errors.firstName = ACCOUNT_MESSAGES.firstNameRequired;
  else if (firstName.length > NAME_MAX_LENGTH) errors.firstName = ACCOUNT_MESSAGES.nameTooLong;
  if (!lastName) errors.lastName = ACCOUNT_MESSAGES.lastNameRequired;
  else if (lastName.length > NAME_MAX_LENGTH) errors.lastName = ACCOUNT_MESSAGES.nameTooLong;
  const email = normaliseEmail(input.email);
  if (!email) errors.email = ACCOUNT_MESSAGES.emailRequired;
  else if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email))
    errors.email = ACCOUNT_MESSAGES.emailInvalid;
  const password = passwordProblem(input.password);
  if (password) errors.password = password;
  if (!/^[A-Za-z]{2}$/.test(input.country.trim())) errors.country = ACCOUNT_MESSAGES.countryRequired;
  if (!isValidPhone(input.phone)) errors.phone = INVALID_PHONE;
  if (input.phoneCountryCode.trim() !== "" && !/^\+?\d{1,4}$/.test(input.phoneCountryCode.trim())) {
    errors.phoneCountryCode = INVALID_PHONE;
  }
  return errors;
}

/**
 * Creates an unverified Customer and emails a verification link
 * (`${PUBLIC_URL}/verify-account/?token=…`, valid 24 h, single use). An address that already has
 * an account gets the same answer, and an email saying so (a new verification link instead when
 * that account was never verified); the existing account is not changed.
 */
export async function signUp(input: SignUpInput, options: AuthOptions = {}): Promise<SignUpResult> {
  const now = options.now ?? new Date();
  const fieldErrors = signUpProblems(input);
  if (Object.keys(fieldErrors).length > 0) return { ok: false, reason: "invalid", fieldErrors };
  const email = normaliseEmail(input.email);
  const limit = await hitRateLimits(RATE_LIMIT_CHECKS.signUp(email, options.ip), now);
  if (!limit.allowed)
    return {
      ok: false,
      reason: "rate-limited",
      retryAfterSeconds: limit.retryAfterSeconds,
      message: limit.message,
    };

  // Hash first, whether or not the address is taken, so both answers take as long.
  const passwordHash = await hashPassword(input.password);
  const created = await insertUser({
    email,
    passwordHash,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    country: input.country.trim().toUpperCase(),
    phone: input.phone.trim(),
    phoneCountryCode: input.phoneCountryCode.trim(),
    userType: "Customer",
    emailVerifiedAt: null,
  });
  if (created) {
    await sendVerificationEmail(created, now);
  } else {
    const existing = await findUserRowByEmail(email);
    if (existing && !existing.emailVerifiedAt) await sendVerificationEmail(existing, now);
    else if (existing) await sendAlreadyRegisteredEmail(existing);
  }
  return { ok: true, message: ACCOUNT_MESSAGES.signUpDone };
}

/**
 * Sends a new verification link when the address has an unverified account; the same answer
 * either way. Shares the sign-up rate limits.
 */
export async function resendVerification(email: string, options: AuthOptions = {}): Promise<LinkEmailResult> {
  const now = options.now ?? new Date();
  const address = normaliseEmail(email);
  const limit = await hitRateLimits(RATE_LIMIT_CHECKS.signUp(address, options.ip), now);
  if (!limit.allowed)
    return {
      ok: false,
      reason: "rate-limited",
      retryAfterSeconds: limit.retryAfterSeconds,
      message: limit.message,
    };
  const user = address ? await findUserRowByEmail(address) : null;
  if (user && !user.emailVerifiedAt) await sendVerificationEmail(user, now);
  return { ok: true, message: ACCOUNT_MESSAGES.verificationResent };
}

export type LinkFailure = { ok: false; reason: "invalid" | "expired"; message: string };

export type VerifyAccountResult = { ok: true; user: AccountUser; message: string } | LinkFailure;

/**
 * Opens an emailed verification link. Idempotent for the user it belongs to: a link already used
 * by a verified account answers ok again (mail scanners open links before people do).
 */
export async function verifyAccount(
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<VerifyAccountResult> {
  const invalid: LinkFailure = { ok: false, reason: "invalid", message: ACCOUNT_MESSAGES.verifyLinkInvalid };
  if (!looksLikeToken(token)) return invalid;
  const tokenHash = hashToken(token);
  const consumed = await consumeOneTimeToken(tokenHash, "verify-email", now);
  if (consumed) {
    await markEmailVerified(consumed.userId, now);
    const user = await findUserById(consumed.userId);
    return user ? { ok: true, user, message: ACCOUNT_MESSAGES.accountVerified } : invalid;
  }
  const row = await findOneTimeToken(tokenHash, "verify-email");
  if (!row) return invalid;
  const user = await findUserById(row.userId);
  if (row.usedAt && user?.emailVerifiedAt)
    return { ok: true, user, message: ACCOUNT_MESSAGES.accountVerified };
  if (!row.usedAt && row.expiresAt <= now)
    return { ok: false, reason: "expired", message: ACCOUNT_MESSAGES.verifyLinkExpired };
  return invalid;
}

/* ---- Sign-in ---- */

export type SignInResult =
  | { ok: true; user: AccountUser }
  | { ok: false; reason: "invalid-credentials"; message: string }
  /** Right password, but a customer who has not verified the address yet (offer resendVerification). */
  | { ok: false; reason: "unverified"; message: string; email: string }
  | RateLimitedFailure;

/**
 * Checks an address and password. Any failure is SIGN_IN_FAILED; an unverified customer (with
 * the right password) is told to verify first. Every attempt counts towards the sign-in limits;
 * a successful one is given back. An old-parameter hash is re-hashed on success.
 */
export async function signIn(
  email: string,
  password: string,
  options: AuthOptions & { audience?: SignInAudience } = {},
): Promise<SignInResult> {
  const now = options.now ?? new Date();
  const address = normaliseEmail(email);
  const failed = { ok: false, reason: "invalid-credentials", message: SIGN_IN_FAILED } as const;
  if (!address || !password || password.length > PASSWORD_MAX_LENGTH) return failed;
  const checks = RATE_LIMIT_CHECKS.signIn(address, options.ip);
  const limit = await hitRateLimits(checks, now);
  if (!limit.allowed)
    return {
      ok: false,
      reason: "rate-limited",
      retryAfterSeconds: limit.retryAfterSeconds,
      message: limit.message,
    };

  const row = await findUserRowByEmail(address);
  const matches = row ? await verifyPassword(password, row.passwordHash) : await verifyAgainstDummy(password);
  if (!row || !matches) return failed;
  const backOffice = options.audience === "back-office";
  if (isStaffUserType(row.userType) !== backOffice || row.disabledAt !== null) return failed;
  await refundRateLimits(checks, now);
  if (row.userType === "Customer" && !row.emailVerifiedAt) {
    return { ok: false, reason: "unverified", message: ACCOUNT_MESSAGES.verifyFirst, email: row.email };
  }
  if (needsRehash(row.passwordHash)) await setPasswordHash(row.id, await hashPassword(password), now);
  return { ok: true, user: withoutPassword(row) };
}

/* ---- Password reset and change ---- */

/**
 * "Forgot password" (customers and business users alike): emails a single-use link to
 * `${PUBLIC_URL}/reset-password/?token=…`, valid 1 h, when the address has an account; earlier
 * links stop working. Always the same answer.
 */
export async function requestPasswordReset(
  email: string,
  options: AuthOptions = {},
): Promise<LinkEmailResult> {
  const now = options.now ?? new Date();
  const address = normaliseEmail(email);
  const limit = await hitRateLimits(RATE_LIMIT_CHECKS.passwordReset(address, options.ip), now);
  if (!limit.allowed)
    return {
      ok: false,
      reason: "rate-limited",
      retryAfterSeconds: limit.retryAfterSeconds,
      message: limit.message,
    };
  // Back-office accounts are reset by an admin, never through the site's emailed link.
  const user = address ? await findUserRowByEmail(address) : null;
  if (user && !isStaffUserType(user.userType)) {
    const token = await issueOneTimeToken(user.id, "reset-password", RESET_PASSWORD_TOKEN_TTL_SECONDS, now);
    await sendMail({
      to: user.email,
      subject: t(ACCOUNT_EMAIL_TEXT.resetSubject),
      text: mailBody([
        ACCOUNT_EMAIL_TEXT.greeting(user.firstName),
        t(ACCOUNT_EMAIL_TEXT.resetIntro),
        accountLink(ACCOUNT_PATHS.resetPassword, { [ACCOUNT_TOKEN_PARAM]: token }),
        t(ACCOUNT_EMAIL_TEXT.ignoreIfNotYou),
        t(ACCOUNT_EMAIL_TEXT.signOff),
      ]),
    });
  }
  return { ok: true, message: ACCOUNT_MESSAGES.resetRequested };
}

/**
 * Whether a reset link can still be used, without using it: for the GET of /reset-password/
 * (show the form or the reason). Only resetPassword (the POST) uses the link up.
 */
export async function checkPasswordResetToken(
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<{ ok: true } | LinkFailure> {
  const invalid: LinkFailure = { ok: false, reason: "invalid", message: ACCOUNT_MESSAGES.resetLinkInvalid };
  if (!looksLikeToken(token)) return invalid;
  const row = await findOneTimeToken(hashToken(token), "reset-password");
  if (!row || row.usedAt) return invalid;
  if (row.expiresAt <= now)
    return { ok: false, reason: "expired", message: ACCOUNT_MESSAGES.resetLinkExpired };
  return { ok: true };
}

export type ResetPasswordResult =
  | { ok: true; user: AccountUser; message: string }
  | LinkFailure
  | { ok: false; reason: "invalid-password"; message: string };

/**
 * Sets a new password from an emailed link (single use). Also verifies the address (the link
 * proves it), revokes every access token of the user and ends all their web sessions. A password
 * that breaks the policy is refused before the link is used.
 */
export async function resetPassword(
  token: string | null | undefined,
  password: string,
  now: Date = new Date(),
): Promise<ResetPasswordResult> {
  const problem = passwordProblem(password);
  if (problem) return { ok: false, reason: "invalid-password", message: problem };
  const check = await checkPasswordResetToken(token, now);
  if (!check.ok) return check;
  const consumed = await consumeOneTimeToken(hashToken(token as string), "reset-password", now);
  if (!consumed) return { ok: false, reason: "invalid", message: ACCOUNT_MESSAGES.resetLinkInvalid };
  await setPasswordHash(consumed.userId, await hashPassword(password), now);
  await markEmailVerified(consumed.userId, now);
  await revokeAuthTokensOfUser(consumed.userId, now);
  await deleteSessionsOfUser(consumed.userId);
  const user = await findUserById(consumed.userId);
  if (!user) return { ok: false, reason: "invalid", message: ACCOUNT_MESSAGES.resetLinkInvalid };
  return { ok: true, user, message: ACCOUNT_MESSAGES.passwordReset };
}

export type ChangePasswordResult =
  | { ok: true; message: string }
  | { ok: false; reason: "wrong-password" | "invalid-password"; message: string };

/** Changes the password of a signed-in user, who must give the current one. */
export async function changePassword(
  userId: string,
  currentPassword: string,
  newPassword: string,
  now: Date = new Date(),
): Promise<ChangePasswordResult> {
  const problem = passwordProblem(newPassword);
  if (problem) return { ok: false, reason: "invalid-password", message: problem };
  const row = await findUserRowById(userId);
  const matches = row ? await verifyPassword(currentPassword, row.passwordHash) : false;
  if (!row || !matches)
    return { ok: false, reason: "wrong-password", message: ACCOUNT_MESSAGES.currentPasswordWrong };
  await setPasswordHash(row.id, await hashPassword(newPassword), now);
  return { ok: true, message: ACCOUNT_MESSAGES.passwordChanged };
}

/* ---- Access tokens ---- */

/** A new access token for a user, valid ACCESS_TOKEN_TTL_SECONDS (1800 s). */
export async function issueAccessToken(userId: string, now: Date = new Date()): Promise<AccessToken> {
  const token = newToken();
  const tokenExpiresAt = secondsFrom(now, ACCESS_TOKEN_TTL_SECONDS);
  await insertAuthToken({ userId, tokenHash: hashToken(token), expiresAt: tokenExpiresAt, createdAt: now });
  return { token, tokenExpiresAt };
}

/** Renews a live token for another ACCESS_TOKEN_TTL_SECONDS: the new expiry, or null when it is unknown, revoked or expired. */
export async function renewAccessToken(
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<Date | null> {
  if (!looksLikeToken(token)) return null;
  const row = await extendAuthToken(hashToken(token), secondsFrom(now, ACCESS_TOKEN_TTL_SECONDS), now);
  return row ? row.expiresAt : null;
}

/** The user of a live access token (not revoked, not expired), or null. */
export async function findUserByToken(
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<AccountUser | null> {
  if (!looksLikeToken(token)) return null;
  return findUserByTokenHash(hashToken(token), now);
}

/** Revokes a token (sign-out); true when it was live. */
export async function revokeToken(
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<boolean> {
  if (!looksLikeToken(token)) return false;
  return revokeAuthToken(hashToken(token), now);
}

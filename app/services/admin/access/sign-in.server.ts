import {
  disableStaffTotp,
  enableStaffTotp,
  findStaffAccount,
  getStaffTotp,
  claimTotpStep,
  type StaffAccount,
} from "~/models/accounts/staff.server";
import { signIn } from "../../accounts/auth.server";
import { hitRateLimits, refundRateLimits, type RateLimitCheck } from "../../platform/rate-limit.server";
import { RATE_LIMITS } from "../../accounts/constants";
import { recordAudit } from "../audit/audit.server";
import { TOTP_RATE_LIMIT } from "./constants";
import { mustUseSecondStep } from "./rules";
import { ADMIN_ACCESS_MESSAGES } from "./text";
import { matchTotp, newTotpSecret } from "./totp.server";

/**
 * Signing in to the back office (issue 21): the site's password check (same scrypt hashes, same
 * per-address and per-IP limits) for Staff and Admin accounts only, then the second step: a TOTP
 * code when the account has it, or setting it up when an Admin account has not yet.
 */
export type StaffSignInResult =
  | { ok: true; account: StaffAccount; next: "signed-in" | "code" }
  | { ok: true; account: StaffAccount; next: "set-up"; secret: string }
  | {
      ok: false;
      reason: "invalid-credentials" | "rate-limited";
      message: string;
      retryAfterSeconds?: number;
    };

export type StaffAuthOptions = { ip?: string | null; now?: Date };

export async function staffSignIn(
  email: string,
  password: string,
  options: StaffAuthOptions = {},
): Promise<StaffSignInResult> {
  const result = await signIn(email, password, { ...options, audience: "back-office" });
  if (!result.ok) {
    if (result.reason === "rate-limited")
      return {
        ok: false,
        reason: "rate-limited",
        message: result.message,
        retryAfterSeconds: result.retryAfterSeconds,
      };
    return { ok: false, reason: "invalid-credentials", message: ADMIN_ACCESS_MESSAGES.signInFailed };
  }
  const account = await findStaffAccount(result.user.id);
  if (!account || account.disabled)
    return { ok: false, reason: "invalid-credentials", message: ADMIN_ACCESS_MESSAGES.signInFailed };
  if (account.totpEnabled) return { ok: true, account, next: "code" };
  if (mustUseSecondStep(account.role)) return { ok: true, account, next: "set-up", secret: newTotpSecret() };
  return { ok: true, account, next: "signed-in" };
}

function codeChecks(userId: string, ip: string | null | undefined): RateLimitCheck[] {
  const checks: RateLimitCheck[] = [{ key: `staff-code:user:${userId}`, policy: TOTP_RATE_LIMIT }];
  if (ip) checks.push({ key: `staff-code:ip:${ip}`, policy: RATE_LIMITS.signInPerIp });
  return checks;
}

export type CodeResult =
  | { ok: true; account: StaffAccount }
  | { ok: false; reason: "invalid" | "rate-limited"; message: string; retryAfterSeconds?: number };

async function checkCode(
  userId: string,
  secret: string | null,
  code: string,
  options: StaffAuthOptions,
  claimStep: (step: number) => Promise<boolean>,
): Promise<CodeResult> {
  const now = options.now ?? new Date();
  const checks = codeChecks(userId, options.ip);
  const limit = await hitRateLimits(checks, now);
  if (!limit.allowed)
    return {
      ok: false,
      reason: "rate-limited",
      message: ADMIN_ACCESS_MESSAGES.codeRateLimited,
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  const step = secret ? matchTotp(secret, code, now) : null;
  if (step === null) return { ok: false, reason: "invalid", message: ADMIN_ACCESS_MESSAGES.codeInvalid };
  // A right code is not a guess, so it does not count towards the limit, even when it was
  // already used (refused below: a code signs in once).
  await refundRateLimits(checks, now);
  if (!(await claimStep(step)))
    return { ok: false, reason: "invalid", message: ADMIN_ACCESS_MESSAGES.codeInvalid };
  const account = await findStaffAccount(userId);
  if (!account || account.disabled)
    return { ok: false, reason: "invalid", message: ADMIN_ACCESS_MESSAGES.codeInvalid };
  return { ok: true, account };
}

/** The sign-in code of an account that has the second step; each code is accepted once. */
export async function verifyStaffCode(
  userId: string,
  code: string,
  options: StaffAuthOptions = {},
): Promise<CodeResult> {
  const totp = await getStaffTotp(userId);
  if (!totp?.enabledAt) return { ok: false, reason: "invalid", message: ADMIN_ACCESS_MESSAGES.codeInvalid };
  return checkCode(userId, totp.secret, code, options, (step) => claimTotpStep(userId, step));
}

/** Turns the second step on once a code of the new secret is right (sign-in set-up, or the account page). */
export async function confirmSecondStep(
  userId: string,
  secret: string,
  code: string,
  options: StaffAuthOptions = {},
): Promise<CodeResult> {
  const now = options.now ?? new Date();
  const result = await checkCode(userId, secret, code, options, async (step) => {
    await enableStaffTotp(userId, secret, step, now);
    return true;
  });
  if (result.ok)
    await recordAudit(result.account, {
      action: "staff.second-step-on",
      entityType: "user",
      entityId: userId,
      before: { secondStep: false },
      after: { secondStep: true },
      occurredAt: now,
    });
  return result;
}

/** Staff may turn the second step off; Admin accounts may not (the caller shows why). */
export async function turnOffSecondStep(account: StaffAccount, now: Date = new Date()): Promise<boolean> {
  if (mustUseSecondStep(account.role)) return false;
  await disableStaffTotp(account.id, now);
  await recordAudit(account, {
    action: "staff.second-step-off",
    entityType: "user",
    entityId: account.id,
    before: { secondStep: true },
    after: { secondStep: false },
    occurredAt: now,
  });
  return true;
}

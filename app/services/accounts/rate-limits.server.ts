import { checksFor } from "../platform/rate-limit.server";
import { RATE_LIMITS } from "./constants";

/**
 * The named policies of RATE_LIMITS (constants.ts), as checks for an email address and a client
 * address (clientAddress(context) of client-address.server.ts; every request has one).
 */
export const RATE_LIMIT_CHECKS = {
  signIn: (email: string, ip?: string | null) =>
    checksFor("sign-in", RATE_LIMITS.signInPerEmail, RATE_LIMITS.signInPerIp, email, ip),
  passwordReset: (email: string, ip?: string | null) =>
    checksFor("password-reset", RATE_LIMITS.passwordResetPerEmail, RATE_LIMITS.passwordResetPerIp, email, ip),
  signUp: (email: string, ip?: string | null) =>
    checksFor("sign-up", RATE_LIMITS.signUpPerEmail, RATE_LIMITS.signUpPerIp, email, ip),
} as const;

import { count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getConfig } from "~/config.server";
import { getDb } from "~/models/db.server";
import { listOutbox } from "~/models/operations/mail-outbox.server";
import { authTokens, businessAccounts, driverLicences, users } from "~/models/schema";
import { DEMO_ACCOUNT_PASSWORD, DEMO_ACCOUNTS } from "~/models/seed/accounts";
import { seedDatabase } from "~/models/seed/seed.server";
import { findUserRowByEmail } from "~/models/accounts/users.server";
import {
  changePassword,
  checkPasswordResetToken,
  findUserByToken,
  hashToken,
  issueAccessToken,
  renewAccessToken,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  revokeToken,
  signIn,
  signUp,
  verifyAccount,
  type SignUpInput,
} from "~/services/accounts/auth.server";
import { ACCESS_TOKEN_TTL_SECONDS, PASSWORD_MIN_LENGTH } from "~/services/accounts/constants";
import { ACCOUNT_EMAIL_TEXT, ACCOUNT_MESSAGES, SIGN_IN_FAILED } from "~/services/accounts/text";
import { rateLimitedMessage } from "~/services/platform/text";
import { INVALID_PHONE } from "~/services/platform/text";
import {
  hashPassword,
  needsRehash,
  SCRYPT_PARAMS,
  verifyPassword,
} from "~/services/accounts/password.server";

const PASSWORD = "Kia ora 2026!";
let counter = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${counter++}@example.nz`;

function signUpInput(email: string, overrides: Partial<SignUpInput> = {}): SignUpInput {
  return {
    firstName: "Kiri",
    lastName: "Tane",
    email,
    password: PASSWORD,
    country: "nz",
    phone: "21 555 0100",
    phoneCountryCode: "+64",
    ...overrides,
  };
}

/** The token of the newest emailed link to an address (/verify-account/ or /reset-password/). */
async function linkToken(email: string, path: string): Promise<string> {
  const [mail] = await listOutbox({ to: email, limit: 1 });
  const match = new RegExp(`(https?://\\S+${path})\\?token=([A-Za-z0-9_-]+)`).exec(mail?.textBody ?? "");
  if (!match) throw new Error(`no ${path} link in ${mail?.textBody}`);
  expect(match[1]).toBe(`${getConfig().publicUrl}${path}`);
  return match[2];
}

async function verifiedCustomer(email = uniqueEmail("verified")) {
  await signUp(signUpInput(email));
  await verifyAccount(await linkToken(email, "/verify-account/"));
  return email;
}

describe("password hashing (scrypt)", () => {
  it("stores scrypt$N$r$p$salt$hash with a 16-byte salt and a 64-byte key", async () => {
    const stored = await hashPassword(PASSWORD);
    const [name, N, r, p, salt, hash] = stored.split("$");
    expect([name, Number(N), Number(r), Number(p)]).toEqual([
      "scrypt",
      SCRYPT_PARAMS.N,
      SCRYPT_PARAMS.r,
      SCRYPT_PARAMS.p,
    ]);
    expect(SCRYPT_PARAMS).toEqual({ N: 16384, r: 8, p: 1 });
    expect(Buffer.from(salt, "base64")).toHaveLength(16);
    expect(Buffer.from(hash, "base64")).toHaveLength(64);
    expect(await hashPassword(PASSWORD)).not.toBe(stored);
  });

  it("verifies the right password only, and never a malformed hash", async () => {
    const stored = await hashPassword(PASSWORD);
    expect(await verifyPassword(PASSWORD, stored)).toBe(true);
    expect(await verifyPassword(`${PASSWORD} `, stored)).toBe(false);
    expect(await verifyPassword(PASSWORD, "plain")).toBe(false);
    expect(await verifyPassword(PASSWORD, stored.replace("$16384$", "$1073741824$"))).toBe(false);
  });

  it("asks for a re-hash when the parameters change", async () => {
    expect(needsRehash(await hashPassword(PASSWORD))).toBe(false);
    const [, , , , salt, hash] = (await hashPassword(PASSWORD)).split("$");
    expect(needsRehash(`scrypt$8192$8$1$${salt}$${hash}`)).toBe(true);
    expect(needsRehash("bcrypt$whatever")).toBe(true);
  });

  it("seeds demo hashes that verify against the documented password", async () => {
    for (const account of DEMO_ACCOUNTS) {
      expect(await verifyPassword(DEMO_ACCOUNT_PASSWORD, account.passwordHash)).toBe(true);
      expect(needsRehash(account.passwordHash)).toBe(false);
    }
  });
});

describe("sign-up and verification", () => {
  it("creates an unverified customer and emails a 24-hour link to /verify-account/", async () => {
    const email = uniqueEmail("new");
    const result = await signUp(signUpInput(email.toUpperCase()));
    expect(result).toEqual({ ok: true, message: ACCOUNT_MESSAGES.signUpDone });
    const row = await findUserRowByEmail(email);
    expect(row).toMatchObject({
      email,
      userType: "Customer",
      emailVerifiedAt: null,
      country: "NZ",
      phoneCountryCode: "+64",
    });
    expect(row?.passwordHash.startsWith("scrypt$")).toBe(true);
    const [mail] = await listOutbox({ to: email });
    expect(mail.subject).toBe(ACCOUNT_EMAIL_TEXT.verifySubject);
    const token = await linkToken(email, "/verify-account/");
    expect(token).toHaveLength(43);

    expect(await signIn(email, PASSWORD)).toMatchObject({
      ok: false,
      reason: "unverified",
      message: ACCOUNT_MESSAGES.verifyFirst,
    });
    const verified = await verifyAccount(token);
    expect(verified).toMatchObject({ ok: true, message: ACCOUNT_MESSAGES.accountVerified });
    expect((await signIn(email, PASSWORD)).ok).toBe(true);
    // Opening the link again (a mail scanner went first) still answers verified.
    expect((await verifyAccount(token)).ok).toBe(true);
  });

  it("gives an already-registered address the same answer and emails its owner instead", async () => {
    const email = await verifiedCustomer();
    const before = await findUserRowByEmail(email);
    const again = await signUp(signUpInput(email, { firstName: "Someone", password: "another password" }));
    expect(again).toEqual({ ok: true, message: ACCOUNT_MESSAGES.signUpDone });
    const [mail] = await listOutbox({ to: email, limit: 1 });
    expect(mail.subject).toBe(ACCOUNT_EMAIL_TEXT.alreadyRegisteredSubject);
    expect(mail.textBody).toContain(`${getConfig().publicUrl}/sign-in/`);
    const after = await findUserRowByEmail(email);
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect(after?.firstName).toBe("Kiri");
  });

  it("sends a never-verified address a new link instead, and only the newest link works", async () => {
    const email = uniqueEmail("twice");
    await signUp(signUpInput(email));
    const first = await linkToken(email, "/verify-account/");
    await signUp(signUpInput(email));
    const second = await linkToken(email, "/verify-account/");
    expect(second).not.toBe(first);
    expect(await verifyAccount(first)).toMatchObject({ ok: false, reason: "invalid" });
    expect((await verifyAccount(second)).ok).toBe(true);
  });

  it("refuses unknown, malformed and expired links", async () => {
    expect(await verifyAccount("x".repeat(43))).toEqual({
      ok: false,
      reason: "invalid",
      message: ACCOUNT_MESSAGES.verifyLinkInvalid,
    });
    expect(await verifyAccount("../../etc/passwd")).toMatchObject({ ok: false, reason: "invalid" });
    expect(await verifyAccount(null)).toMatchObject({ ok: false, reason: "invalid" });
    const email = uniqueEmail("late");
    await signUp(signUpInput(email));
    const token = await linkToken(email, "/verify-account/");
    const later = new Date(Date.now() + 25 * 3600 * 1000);
    expect(await verifyAccount(token, later)).toEqual({
      ok: false,
      reason: "expired",
      message: ACCOUNT_MESSAGES.verifyLinkExpired,
    });
  });

  it("resends a verification link only to unverified accounts, with one answer", async () => {
    const unverified = uniqueEmail("resend");
    await signUp(signUpInput(unverified));
    const first = await linkToken(unverified, "/verify-account/");
    expect(await resendVerification(unverified)).toEqual({
      ok: true,
      message: ACCOUNT_MESSAGES.verificationResent,
    });
    expect(await linkToken(unverified, "/verify-account/")).not.toBe(first);
    const nobody = uniqueEmail("nobody");
    expect(await resendVerification(nobody)).toEqual({
      ok: true,
      message: ACCOUNT_MESSAGES.verificationResent,
    });
    expect(await listOutbox({ to: nobody })).toHaveLength(0);
  });

  it("checks the fields on the server", async () => {
    const result = await signUp(
      signUpInput("not-an-email", { firstName: " ", password: "short", phone: "12", country: "New Zealand" }),
    );
    expect(result).toEqual({
      ok: false,
      reason: "invalid",
      fieldErrors: {
        firstName: ACCOUNT_MESSAGES.firstNameRequired,
        email: ACCOUNT_MESSAGES.emailInvalid,
        password: ACCOUNT_MESSAGES.passwordTooShort,
        phone: INVALID_PHONE,
        country: ACCOUNT_MESSAGES.countryRequired,
      },
    });
    expect(ACCOUNT_MESSAGES.passwordTooShort).toContain(String(PASSWORD_MIN_LENGTH));
  });

  it("limits sign-up emails per address and per IP", async () => {
    const email = uniqueEmail("flood");
    const now = new Date("2030-01-01T00:00:00Z");
    for (let i = 0; i < 3; i++) expect((await signUp(signUpInput(email), { now })).ok).toBe(true);
    expect(await signUp(signUpInput(email), { now })).toMatchObject({
      ok: false,
      reason: "rate-limited",
      message: rateLimitedMessage(3600),
    });

    const ip = "203.0.113.50";
    for (let i = 0; i < 5; i++)
      expect((await signUp(signUpInput(uniqueEmail("ip")), { now, ip })).ok).toBe(true);
    expect(await signUp(signUpInput(uniqueEmail("ip")), { now, ip })).toMatchObject({
      ok: false,
      reason: "rate-limited",
    });
  });
});

describe("sign-in", () => {
  it("says the same for an unknown address and a wrong password", async () => {
    const email = await verifiedCustomer();
    const wrong = await signIn(email, "not the password");
    const unknown = await signIn(uniqueEmail("ghost"), PASSWORD);
    expect(wrong).toEqual({ ok: false, reason: "invalid-credentials", message: SIGN_IN_FAILED });
    expect(unknown).toEqual(wrong);
    expect(SIGN_IN_FAILED).toBe("Your email or password is incorrect");
    expect(await signIn("", "")).toEqual(wrong);
  });

  it("signs in with any case and spacing of the address, without the password hash", async () => {
    const email = await verifiedCustomer();
    const result = await signIn(`  ${email.toUpperCase()} `, PASSWORD);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.user.email).toBe(email);
    expect(result.user).not.toHaveProperty("passwordHash");
  });

  it("refuses the 6th attempt at one address in 15 minutes, even with the right password", async () => {
    const email = await verifiedCustomer();
    const now = new Date("2030-02-01T00:00:00Z");
    for (let i = 0; i < 5; i++)
      expect(await signIn(email, "wrong password", { now })).toMatchObject({ reason: "invalid-credentials" });
    const locked = await signIn(email, PASSWORD, { now: new Date(now.getTime() + 60_000) });
    expect(locked).toEqual({
      ok: false,
      reason: "rate-limited",
      retryAfterSeconds: 840,
      message: rateLimitedMessage(840),
    });
    expect((await signIn(email, PASSWORD, { now: new Date(now.getTime() + 900_000) })).ok).toBe(true);
  });

  it("does not count successful sign-ins against the limit", async () => {
    const email = await verifiedCustomer();
    const now = new Date("2030-03-01T00:00:00Z");
    for (let i = 0; i < 8; i++) expect((await signIn(email, PASSWORD, { now })).ok).toBe(true);
  });

  it("re-hashes a password stored with old parameters", async () => {
    const email = await verifiedCustomer();
    const db = await getDb();
    const [, , , , salt] = (await hashPassword(PASSWORD)).split("$");
    const { scryptSync } = await import("node:crypto");
    const oldHash = `scrypt$8192$8$1$${salt}$${scryptSync(PASSWORD.normalize("NFKC"), Buffer.from(salt, "base64"), 64, { N: 8192, r: 8, p: 1 }).toString("base64")}`;
    await db.update(users).set({ passwordHash: oldHash }).where(eq(users.email, email));
    expect((await signIn(email, PASSWORD)).ok).toBe(true);
    const row = await findUserRowByEmail(email);
    expect(row?.passwordHash).not.toBe(oldHash);
    expect(needsRehash(row!.passwordHash)).toBe(false);
  });

  it("signs in the demo customer, agent and corporate accounts (staff sign in at the back office)", async () => {
    const db = await getDb();
    for (const account of DEMO_ACCOUNTS.filter(
      (demo) => demo.userType !== "Staff" && demo.userType !== "Admin",
    )) {
      const result = await signIn(account.email, DEMO_ACCOUNT_PASSWORD);
      expect(result).toMatchObject({ ok: true, user: { email: account.email, userType: account.userType } });
    }
    const agent = await findUserRowByEmail("agent@kiwitravel.example.co.nz");
    const [details] = await db.select().from(businessAccounts).where(eq(businessAccounts.userId, agent!.id));
    expect(details).toMatchObject({ agencyName: "Kiwi Travel Co", agentId: "AG1001", isAllInclusive: true });
  });
});

describe("password reset", () => {
  it("answers the same whether or not the address has an account, and emails only real accounts", async () => {
    const email = await verifiedCustomer();
    const nobody = uniqueEmail("nobody");
    const known = await requestPasswordReset(email);
    const unknown = await requestPasswordReset(nobody);
    expect(known).toEqual({ ok: true, message: ACCOUNT_MESSAGES.resetRequested });
    expect(unknown).toEqual(known);
    expect(await listOutbox({ to: nobody })).toHaveLength(0);
    const [mail] = await listOutbox({ to: email, limit: 1 });
    expect(mail.subject).toBe(ACCOUNT_EMAIL_TEXT.resetSubject);
  });

  it("sets a new password once per link, and ends the user's tokens", async () => {
    const email = await verifiedCustomer();
    const user = await findUserRowByEmail(email);
    const access = await issueAccessToken(user!.id);
    await requestPasswordReset(email);
    const token = await linkToken(email, "/reset-password/");
    expect(await checkPasswordResetToken(token)).toEqual({ ok: true });

    // A password against the policy is refused before the link is used up.
    expect(await resetPassword(token, "short")).toEqual({
      ok: false,
      reason: "invalid-password",
      message: ACCOUNT_MESSAGES.passwordTooShort,
    });
    const done = await resetPassword(token, "a brand new password");
    expect(done).toMatchObject({ ok: true, message: ACCOUNT_MESSAGES.passwordReset });
    expect(await resetPassword(token, "yet another password")).toEqual({
      ok: false,
      reason: "invalid",
      message: ACCOUNT_MESSAGES.resetLinkInvalid,
    });
    expect(await checkPasswordResetToken(token)).toMatchObject({ ok: false, reason: "invalid" });
    expect((await signIn(email, PASSWORD)).ok).toBe(false);
    expect((await signIn(email, "a brand new password")).ok).toBe(true);
    expect(await findUserByToken(access.token)).toBeNull();
  });

  it("expires after an hour, and a newer link retires the older one", async () => {
    const email = await verifiedCustomer();
    await requestPasswordReset(email);
    const first = await linkToken(email, "/reset-password/");
    const inAnHour = new Date(Date.now() + 3601 * 1000);
    expect(await checkPasswordResetToken(first, inAnHour)).toEqual({
      ok: false,
      reason: "expired",
      message: ACCOUNT_MESSAGES.resetLinkExpired,
    });
    expect(await resetPassword(first, "a brand new password", inAnHour)).toMatchObject({
      ok: false,
      reason: "expired",
    });
    await requestPasswordReset(email);
    const second = await linkToken(email, "/reset-password/");
    expect(await checkPasswordResetToken(first)).toMatchObject({ ok: false, reason: "invalid" });
    expect(await checkPasswordResetToken(second)).toEqual({ ok: true });
  });

  it("sends business users to the same /reset-password/ page", async () => {
    await requestPasswordReset("travel@fernbank.example.co.nz");
    await linkToken("travel@fernbank.example.co.nz", "/reset-password/");
  });

  it("limits requests to 3 per address per hour", async () => {
    const email = await verifiedCustomer();
    const now = new Date("2030-04-01T00:00:00Z");
    for (let i = 0; i < 3; i++) expect((await requestPasswordReset(email, { now })).ok).toBe(true);
    expect(await requestPasswordReset(email, { now })).toMatchObject({ ok: false, reason: "rate-limited" });
  });

  it("verifies the address of an unverified account (the link proves it)", async () => {
    const email = uniqueEmail("reset-unverified");
    await signUp(signUpInput(email));
    await requestPasswordReset(email);
    await resetPassword(await linkToken(email, "/reset-password/"), "a brand new password");
    expect((await signIn(email, "a brand new password")).ok).toBe(true);
  });
});

describe("change password", () => {
  it("needs the current password", async () => {
    const email = await verifiedCustomer();
    const user = await findUserRowByEmail(email);
    expect(await changePassword(user!.id, "wrong", "a brand new password")).toEqual({
      ok: false,
      reason: "wrong-password",
      message: ACCOUNT_MESSAGES.currentPasswordWrong,
    });
    expect(await changePassword(user!.id, PASSWORD, "short")).toMatchObject({
      ok: false,
      reason: "invalid-password",
    });
    expect(await changePassword(user!.id, PASSWORD, "a brand new password")).toEqual({
      ok: true,
      message: ACCOUNT_MESSAGES.passwordChanged,
    });
    expect((await signIn(email, "a brand new password")).ok).toBe(true);
  });
});

describe("access tokens", () => {
  it("are 32 random bytes of which only the SHA-256 is stored, valid 1800 s", async () => {
    const user = await findUserRowByEmail(await verifiedCustomer());
    const now = new Date();
    const { token, tokenExpiresAt } = await issueAccessToken(user!.id, now);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(tokenExpiresAt.getTime() - now.getTime()).toBe(ACCESS_TOKEN_TTL_SECONDS * 1000);
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(1800);
    const db = await getDb();
    expect(await db.select().from(authTokens).where(eq(authTokens.tokenHash, token))).toHaveLength(0);
    expect(
      await db
        .select()
        .from(authTokens)
        .where(eq(authTokens.tokenHash, hashToken(token))),
    ).toHaveLength(1);
    expect((await findUserByToken(token, now))?.id).toBe(user!.id);
  });

  it("renew while live, and not after expiry or revocation", async () => {
    const user = await findUserRowByEmail(await verifiedCustomer());
    const now = new Date();
    const { token } = await issueAccessToken(user!.id, now);
    const later = new Date(now.getTime() + 1000 * 1000);
    expect((await renewAccessToken(token, later))?.getTime()).toBe(later.getTime() + 1800 * 1000);
    const afterExpiry = new Date(later.getTime() + 1801 * 1000);
    expect(await renewAccessToken(token, afterExpiry)).toBeNull();
    expect(await findUserByToken(token, afterExpiry)).toBeNull();

    const other = await issueAccessToken(user!.id, now);
    expect(await revokeToken(other.token, now)).toBe(true);
    expect(await revokeToken(other.token, now)).toBe(false);
    expect(await renewAccessToken(other.token, now)).toBeNull();
    expect(await findUserByToken(other.token, now)).toBeNull();
    expect(await findUserByToken("not a token")).toBeNull();
  });
});

describe("demo accounts seed", () => {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);

  it("is idempotent and keeps a demo user's own changes", async () => {
    const db = await getDb();
    const customer = await findUserRowByEmail(emails[0]);
    await db.update(users).set({ city: "Hamilton" }).where(eq(users.id, customer!.id));
    const counts = async () =>
      Promise.all([
        db.select({ total: count() }).from(users).where(inArray(users.email, emails)),
        db.select({ total: count() }).from(businessAccounts),
        db.select({ total: count() }).from(driverLicences),
      ]);
    const before = await counts();
    await seedDatabase(db, { demoAccounts: true });
    await seedDatabase(db);
    expect(await counts()).toEqual(before);
    expect(before[0][0].total).toBe(DEMO_ACCOUNTS.length);
    expect((await findUserRowByEmail(emails[0]))?.city).toBe("Hamilton");
    for (const email of emails) expect((await findUserRowByEmail(email))?.emailVerifiedAt).not.toBeNull();
  });

  it("is on outside production, and in production only with SEED_DEMO_ACCOUNTS=true", async () => {
    const { parseConfig } = await import("~/config.server");
    const base = { DATABASE_URL: "memory://" };
    expect(parseConfig({ ...base, NODE_ENV: "development" }).seedDemoAccounts).toBe(true);
    expect(parseConfig({ ...base, NODE_ENV: "test" }).seedDemoAccounts).toBe(true);
    expect(parseConfig({ ...base, NODE_ENV: "production" }).seedDemoAccounts).toBe(false);
    expect(
      parseConfig({ ...base, NODE_ENV: "production", SEED_DEMO_ACCOUNTS: "true" }).seedDemoAccounts,
    ).toBe(true);
  });
});

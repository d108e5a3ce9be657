import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/models/db.server";
import { listAuditEvents } from "~/models/operations/audit-events.server";
import { users } from "~/models/schema";
import { DEMO_ACCOUNT_PASSWORD, DEMO_ACCOUNTS, DEMO_ADMIN_TOTP_SECRET } from "~/models/seed/accounts";
import { findStaffAccount } from "~/models/accounts/staff.server";
import { requestPasswordReset, signIn } from "~/services/accounts/auth.server";
import { SIGN_IN_FAILED } from "~/services/accounts/text";
import { hashPassword } from "~/services/accounts/password.server";
import { startUserSession } from "~/services/accounts/user-session.server";
import { ADMIN_PATHS, STAFF_SHIFT_SECONDS, TOTP_PERIOD_SECONDS } from "~/services/admin/access/constants";
import { requireAdmin, requireStaff } from "~/services/admin/access/guard.server";
import { staffDestination } from "~/services/admin/access/pages.server";
import {
  bookingScope,
  canSeeBooking,
  canSeeBranch,
  decideAdminAccess,
  mustUseSecondStep,
  shiftEnded,
  visibleBranchIds,
} from "~/services/admin/access/rules";
import { startStaffSession } from "~/services/admin/access/session.server";
import {
  confirmSecondStep,
  staffSignIn,
  turnOffSecondStep,
  verifyStaffCode,
} from "~/services/admin/access/sign-in.server";
import { ADMIN_ACCESS_MESSAGES } from "~/services/admin/access/text";
import { matchTotp, newTotpSecret, totpCode, totpStep } from "~/services/admin/access/totp.server";
import { listOutbox } from "~/models/operations/mail-outbox.server";
import { NOT_FOUND_TITLE } from "~/services/platform/page-text";

const STAFF = DEMO_ACCOUNTS.find((account) => account.userType === "Staff")!;
const ADMIN = DEMO_ACCOUNTS.find((account) => account.userType === "Admin")!;
const CUSTOMER = DEMO_ACCOUNTS.find((account) => account.userType === "Customer")!;
const AKL = 2;
const ZQN = 7;

let counter = 0;
/** A Staff account of its own for a test that changes it (the second step, disabling). */
async function newStaff(role: "Staff" | "Admin" = "Staff"): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .insert(users)
    .values({
      email: `staff.${Date.now()}.${counter++}@gorentals.example.co.nz`,
      passwordHash: await hashPassword(DEMO_ACCOUNT_PASSWORD),
      firstName: "Test",
      lastName: "Staff",
      country: "NZ",
      userType: role,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  return row.id;
}

function cookieOf(setCookie: string): string {
  return setCookie.split(";")[0];
}

async function staffRequest(userId: string, role: "Staff" | "Admin", now = new Date()): Promise<Request> {
  const setCookie = await startStaffSession(
    new Request("http://localhost/admin/sign-in/"),
    { id: userId, role },
    now,
  );
  return new Request("http://localhost/admin/fleet/?x=1", { headers: { Cookie: cookieOf(setCookie) } });
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown Response");
}

describe("back-office access rules", () => {
  it("sends a guest to sign in, gives site users the 404, and keeps Admin pages from Staff", () => {
    expect(decideAdminAccess("Guest", "Staff")).toBe("sign-in");
    expect(decideAdminAccess("Guest", "Admin")).toBe("sign-in");
    for (const siteUser of ["Customer", "Agent", "Corporate"]) {
      expect(decideAdminAccess(siteUser, "Staff")).toBe("not-found");
    }
    expect(decideAdminAccess("Staff", "Staff")).toBe("allow");
    expect(decideAdminAccess("Staff", "Admin")).toBe("not-found");
    expect(decideAdminAccess("Admin", "Admin")).toBe("allow");
  });

  it("lets Staff see only their branches' records, Admin every branch", () => {
    const staff = { role: "Staff" as const, branchIds: [AKL] };
    const admin = { role: "Admin" as const, branchIds: [] };
    expect(canSeeBranch(staff, AKL)).toBe(true);
    expect(canSeeBranch(staff, ZQN)).toBe(false);
    expect(canSeeBranch(staff, null)).toBe(false);
    expect(canSeeBranch(admin, ZQN)).toBe(true);
    expect(canSeeBooking(staff, { pickupBranchId: ZQN, dropOffBranchId: AKL })).toBe(true);
    expect(canSeeBooking(staff, { pickupBranchId: ZQN, dropOffBranchId: ZQN })).toBe(false);
    // One rule for the booking and its car: a one-way Queenstown → Auckland booking is Auckland's
    // to see, its car Queenstown's to hand over; a car back at Auckland makes the booking theirs.
    const oneWay = { pickupBranchId: ZQN, dropOffBranchId: AKL };
    expect(bookingScope(staff, oneWay, null)).toEqual({ see: true, handOver: false, swap: false });
    expect(bookingScope({ role: "Staff", branchIds: [ZQN] }, oneWay, null)).toEqual({
      see: true,
      handOver: true,
      swap: false,
    });
    expect(bookingScope(admin, oneWay, null)).toEqual({ see: true, handOver: true, swap: false });
    const zqnOnly = { pickupBranchId: ZQN, dropOffBranchId: ZQN };
    expect(bookingScope(staff, zqnOnly, { returnedAt: null, returnBranchId: null }).see).toBe(false);
    expect(bookingScope(staff, zqnOnly, { returnedAt: new Date(), returnBranchId: AKL })).toEqual({
      see: true,
      handOver: false,
      swap: false,
    });
    // On the road, the car is swapped only by the staff of the branch it belongs to: on the
    // one-way booking, Queenstown's car is Queenstown's to swap, not Auckland's.
    const onTheRoad = { returnedAt: null, returnBranchId: null, vehicleBranchId: ZQN };
    expect(bookingScope(staff, oneWay, onTheRoad).swap).toBe(false);
    expect(bookingScope({ role: "Staff", branchIds: [ZQN] }, oneWay, onTheRoad).swap).toBe(true);
    expect(bookingScope(admin, oneWay, onTheRoad).swap).toBe(true);
    expect(visibleBranchIds(staff)).toEqual([AKL]);
    expect(visibleBranchIds(admin)).toBeNull();
  });

  it("makes Admin accounts use the second step and ends a session after the shift", () => {
    expect(mustUseSecondStep("Admin")).toBe(true);
    expect(mustUseSecondStep("Staff")).toBe(false);
    const now = new Date("2026-11-27T08:00:00Z");
    expect(shiftEnded(new Date(now.getTime() + 1000).toISOString(), now)).toBe(false);
    expect(shiftEnded(now.toISOString(), now)).toBe(true);
    expect(shiftEnded("not a date", now)).toBe(true);
  });

  it("sends a signed-in staff member only to back-office paths", () => {
    expect(staffDestination("/admin/fleet/?branch=2")).toBe("/admin/fleet/?branch=2");
    expect(staffDestination("/my-account/")).toBe(ADMIN_PATHS.home);
    expect(staffDestination("//evil.example/admin/")).toBe(ADMIN_PATHS.home);
    expect(staffDestination(ADMIN_PATHS.signInCode)).toBe(ADMIN_PATHS.home);
    expect(staffDestination(null)).toBe(ADMIN_PATHS.home);
  });
});

describe("TOTP second step", () => {
  it("accepts the current code and the ones either side, nothing further", () => {
    const secret = newTotpSecret();
    const now = new Date("2026-11-27T08:00:10Z");
    const period = TOTP_PERIOD_SECONDS * 1000;
    expect(matchTotp(secret, totpCode(secret, now), now)).toBe(totpStep(now));
    expect(matchTotp(secret, totpCode(secret, new Date(now.getTime() - period)), now)).toBe(
      totpStep(now) - 1,
    );
    expect(matchTotp(secret, totpCode(secret, new Date(now.getTime() + period)), now)).toBe(
      totpStep(now) + 1,
    );
    expect(matchTotp(secret, totpCode(secret, new Date(now.getTime() - 3 * period)), now)).toBeNull();
    expect(matchTotp(secret, "12345", now)).toBeNull();
    expect(matchTotp("not base32!", "123456", now)).toBeNull();
  });
});

describe("back-office sign-in", () => {
  it("signs Staff in with the password alone and sends the Admin to the code", async () => {
    const staff = await staffSignIn(STAFF.email, DEMO_ACCOUNT_PASSWORD);
    expect(staff).toMatchObject({ ok: true, next: "signed-in", account: { role: "Staff" } });
    if (staff.ok) expect(staff.account.branchIds).toEqual([AKL]);
    const admin = await staffSignIn(ADMIN.email, DEMO_ACCOUNT_PASSWORD);
    expect(admin).toMatchObject({ ok: true, next: "code", account: { role: "Admin" } });
  });

  it("refuses site accounts here and staff accounts on the site, with the wrong-password answer", async () => {
    expect(await staffSignIn(CUSTOMER.email, DEMO_ACCOUNT_PASSWORD)).toMatchObject({
      ok: false,
      message: ADMIN_ACCESS_MESSAGES.signInFailed,
    });
    expect(await signIn(STAFF.email, DEMO_ACCOUNT_PASSWORD)).toMatchObject({
      ok: false,
      message: SIGN_IN_FAILED,
    });
    expect(await staffSignIn(STAFF.email, "wrong password")).toMatchObject({
      ok: false,
      message: ADMIN_ACCESS_MESSAGES.signInFailed,
    });
  });

  it("never emails a site password-reset link to a staff account", async () => {
    const result = await requestPasswordReset(STAFF.email, { now: new Date() });
    expect(result.ok).toBe(true);
    expect(await listOutbox({ to: STAFF.email, limit: 5 })).toHaveLength(0);
  });

  it("accepts an Admin's code once: a replayed code is refused", async () => {
    const [admin] = await (
      await getDb()
    )
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, ADMIN.email));
    const now = new Date(Date.now() + 10 * TOTP_PERIOD_SECONDS * 1000);
    const code = totpCode(DEMO_ADMIN_TOTP_SECRET, now);
    expect(await verifyStaffCode(admin.id, code, { now })).toMatchObject({
      ok: true,
      account: { role: "Admin" },
    });
    expect(await verifyStaffCode(admin.id, code, { now })).toMatchObject({
      ok: false,
      message: ADMIN_ACCESS_MESSAGES.codeInvalid,
    });
  });

  it("stops wrong codes after five tries", async () => {
    const userId = await newStaff("Admin");
    const secret = newTotpSecret();
    const now = new Date();
    const first = await confirmSecondStep(userId, secret, totpCode(secret, now), { now });
    expect(first.ok).toBe(true);
    const later = new Date(now.getTime() + 3 * TOTP_PERIOD_SECONDS * 1000);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await verifyStaffCode(userId, "000000", { now: later })).toMatchObject({ reason: "invalid" });
    }
    expect(await verifyStaffCode(userId, totpCode(secret, later), { now: later })).toMatchObject({
      ok: false,
      reason: "rate-limited",
      message: ADMIN_ACCESS_MESSAGES.codeRateLimited,
    });
  });

  it("lets Staff turn the second step on and off, audited; an Admin cannot turn it off", async () => {
    const userId = await newStaff();
    const secret = newTotpSecret();
    const now = new Date();
    expect(await confirmSecondStep(userId, secret, "123456".replace(/./g, "9"), { now })).toMatchObject({
      ok: false,
    });
    expect((await confirmSecondStep(userId, secret, totpCode(secret, now), { now })).ok).toBe(true);
    const account = (await findStaffAccount(userId))!;
    expect(account.totpEnabled).toBe(true);
    expect((await staffSignIn(account.email, DEMO_ACCOUNT_PASSWORD)) as { next?: string }).toMatchObject({
      next: "code",
    });
    expect(await turnOffSecondStep(account, now)).toBe(true);
    expect((await findStaffAccount(userId))!.totpEnabled).toBe(false);
    const actions = (await listAuditEvents({ entityId: userId })).map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(["staff.second-step-on", "staff.second-step-off"]));

    const admin = (await findStaffAccount(await newStaff("Admin")))!;
    expect(await turnOffSecondStep(admin, now)).toBe(false);
  });
});

describe("back-office guard", () => {
  it("redirects a guest to /admin/sign-in/ with the page to come back to", async () => {
    const response = await thrown(requireStaff(new Request("http://localhost/admin/fleet/?x=1")));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(
      `${ADMIN_PATHS.signIn}?redirectTo=%2Fadmin%2Ffleet%2F%3Fx%3D1`,
    );
  });

  it("gives a signed-in customer the site's 404", async () => {
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.email, CUSTOMER.email));
    const setCookie = await startUserSession(new Request("http://localhost/sign-in/"), row);
    const response = await thrown(
      requireStaff(new Request("http://localhost/admin/", { headers: { Cookie: cookieOf(setCookie) } })),
    );
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(NOT_FOUND_TITLE);
  });

  it("lets Staff in, keeps Admin pages from them, and ends the session after the shift", async () => {
    const userId = await newStaff();
    const now = new Date();
    const request = await staffRequest(userId, "Staff", now);
    expect((await requireStaff(request, { now })).id).toBe(userId);
    expect((await thrown(requireAdmin(request, { now }))).status).toBe(404);
    const afterShift = new Date(now.getTime() + STAFF_SHIFT_SECONDS * 1000 + 1);
    expect(
      (await thrown(requireStaff(await staffRequest(userId, "Staff", now), { now: afterShift }))).status,
    ).toBe(303);
  });

  it("signs out a disabled account at its next request", async () => {
    const userId = await newStaff();
    const request = await staffRequest(userId, "Staff");
    expect((await requireStaff(request)).id).toBe(userId);
    await (await getDb()).update(users).set({ disabledAt: new Date() }).where(eq(users.id, userId));
    expect((await thrown(requireStaff(request))).status).toBe(303);
  });
});

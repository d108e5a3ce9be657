import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listAuditEvents } from "~/models/operations/audit-events.server";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { getDb } from "~/models/db.server";
import { sessions, users } from "~/models/schema";
import { DEMO_ACCOUNTS } from "~/models/seed/accounts";
import { findStaffAccount } from "~/models/accounts/staff.server";
import { action as accountAction, loader as accountLoader } from "~/routes/admin+/staff+/$userId";
import { action as createAction } from "~/routes/admin+/staff+/new";
import { currentStaff, requireStaff, type SignedInStaff } from "~/services/admin/access/guard.server";
import { startStaffSession } from "~/services/admin/access/session.server";
import { staffSignIn } from "~/services/admin/access/sign-in.server";
import { createStaffSchema, staffBranchesSchema } from "~/services/admin/staff/forms";
import { mayDisable, sameBranches, staffAuditView } from "~/services/admin/staff/rules";
import {
  changeStaffAccess,
  changeStaffBranches,
  createStaffAccount,
  resetStaffPassword,
} from "~/services/admin/staff/staff.server";
import { STAFF_MESSAGES } from "~/services/admin/staff/text";
import { getSession } from "~/services/platform/session.server";
import { routeResponse } from "./support/route-response";

const ADMIN = DEMO_ACCOUNTS.find((account) => account.userType === "Admin")!;
const STAFF = DEMO_ACCOUNTS.find((account) => account.userType === "Staff")!;
const CUSTOMER = DEMO_ACCOUNTS.find((account) => account.userType === "Customer")!;
const PASSWORD = "Counter!2026x";

let counter = 0;
const newEmail = () => `new.staff.${Date.now()}.${counter++}@gorentals.example.co.nz`;

async function accountOf(email: string): Promise<SignedInStaff> {
  const db = await getDb();
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return (await findStaffAccount(row.id))!;
}

async function cookieFor(account: { id: string; role: "Staff" | "Admin" }): Promise<string> {
  const setCookie = await startStaffSession(new Request("http://localhost/admin/sign-in/"), account);
  return setCookie.split(";")[0];
}

type Handler = (args: { request: Request; params: Record<string, string>; context: object }) => unknown;
async function call(
  handler: Handler,
  url: string,
  cookie: string,
  form?: Record<string, string | string[]>,
  params: Record<string, string> = {},
): Promise<Response> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form ?? {}))
    for (const item of Array.isArray(value) ? value : [value]) body.append(key, item);
  const request = new Request(`http://localhost${url}`, {
    method: form ? "POST" : "GET",
    headers: { Cookie: cookie, ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
    ...(form ? { body } : {}),
  });
  try {
    return await routeResponse(handler({ request, params, context: {} }));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("staff account rules", () => {
  it("refuses self-disable only", () => {
    expect(mayDisable({ id: "a" }, { id: "a" })).toBe(false);
    expect(mayDisable({ id: "a" }, { id: "b" })).toBe(true);
  });

  it("compares branch sets whatever their order", () => {
    expect(sameBranches([2, 1], [1, 2, 2])).toBe(true);
    expect(sameBranches([1], [1, 2])).toBe(false);
  });

  it("keeps no password or secret in the audit view", () => {
    const view = staffAuditView(
      { email: "a@b.nz", firstName: "A", lastName: "B", role: "Staff", branchIds: [2], disabled: false },
      () => "Auckland Airport",
    );
    expect(view).toEqual({
      email: "a@b.nz",
      name: "A B",
      role: "Staff",
      branches: ["Auckland Airport"],
      disabled: false,
    });
  });

  it("asks a Staff account for a branch, not an Admin one; checks the password policy", () => {
    const base = { firstName: "Kiri", lastName: "Ngata", email: "kiri@example.co.nz", password: PASSWORD };
    const staff = createStaffSchema.safeParse({ ...base, role: "Staff" });
    expect(staff.success).toBe(false);
    expect(staff.error?.flatten().fieldErrors.branchIds).toEqual([STAFF_MESSAGES.branchesRequired]);
    expect(createStaffSchema.safeParse({ ...base, role: "Admin" }).success).toBe(true);
    expect(createStaffSchema.safeParse({ ...base, role: "Staff", branchIds: "2" }).data?.branchIds).toEqual([
      2,
    ]);
    const short = createStaffSchema.safeParse({ ...base, role: "Admin", password: "short" });
    expect(short.error?.flatten().fieldErrors.password).toEqual([STAFF_MESSAGES.passwordTooShort]);
    const root = createStaffSchema.safeParse({ ...base, role: "Root" });
    expect(root.error?.flatten().fieldErrors.role).toEqual([STAFF_MESSAGES.roleRequired]);
    expect(staffBranchesSchema.safeParse({ intent: "branches" }).success).toBe(false);
  });
});

describe("managing staff accounts", async () => {
  const admin = await accountOf(ADMIN.email);
  const akl = (await getBranchByCode("AKL"))!;
  const zqn = (await getBranchByCode("ZQN"))!;

  it("creates a Staff account that signs in, audited without its password", async () => {
    const email = newEmail();
    const result = await createStaffAccount(admin, {
      firstName: "Kiri",
      lastName: "Ngata",
      email: email.toUpperCase(),
      role: "Staff",
      password: PASSWORD,
      branchIds: [zqn.id, zqn.id],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const account = (await findStaffAccount(result.id))!;
    expect(account).toMatchObject({ email, role: "Staff", branchIds: [zqn.id], disabled: false });
    const signIn = await staffSignIn(email, PASSWORD);
    expect(signIn).toMatchObject({ ok: true, next: "signed-in" });
    const [event] = await listAuditEvents({ entityId: result.id, action: "staff.create" });
    expect(event.actorEmail).toBe(ADMIN.email);
    expect(event.after).toEqual({
      email,
      name: "Kiri Ngata",
      role: "Staff",
      branches: [zqn.name],
      disabled: false,
    });
    expect(JSON.stringify(event)).not.toContain("scrypt");
  });

  it("refuses an email that has any account, beside the field", async () => {
    for (const taken of [CUSTOMER.email, STAFF.email]) {
      const result = await createStaffAccount(admin, {
        firstName: "A",
        lastName: "B",
        email: taken,
        role: "Admin",
        password: PASSWORD,
        branchIds: [],
      });
      expect(result).toEqual({ ok: false, fieldErrors: { email: STAFF_MESSAGES.emailTaken } });
    }
  });

  it("refuses a Staff account without branches, or with a branch that does not exist", async () => {
    const base = { firstName: "A", lastName: "B", role: "Staff" as const, password: PASSWORD };
    expect(await createStaffAccount(admin, { ...base, email: newEmail(), branchIds: [] })).toEqual({
      ok: false,
      fieldErrors: { branchIds: STAFF_MESSAGES.branchesRequired },
    });
    expect(await createStaffAccount(admin, { ...base, email: newEmail(), branchIds: [99999] })).toEqual({
      ok: false,
      fieldErrors: { branchIds: STAFF_MESSAGES.branchInvalid },
    });
  });

  it("changes a Staff account's branches once (the same set again changes nothing)", async () => {
    const email = newEmail();
    const created = await createStaffAccount(admin, {
      firstName: "Tama",
      lastName: "Reti",
      email,
      role: "Staff",
      password: PASSWORD,
      branchIds: [akl.id],
    });
    if (!created.ok) throw new Error("not created");
    const target = (await findStaffAccount(created.id))!;
    expect(await changeStaffBranches(admin, target, [])).toEqual({
      ok: false,
      fieldErrors: { branchIds: STAFF_MESSAGES.branchesRequired },
    });
    expect(await changeStaffBranches(admin, target, [zqn.id, akl.id])).toEqual({ ok: true, changed: true });
    const moved = (await findStaffAccount(created.id))!;
    expect(moved.branchIds).toEqual([akl.id, zqn.id].sort((a, b) => a - b));
    expect(await changeStaffBranches(admin, moved, [akl.id, zqn.id])).toEqual({ ok: true, changed: false });
    const events = await listAuditEvents({ entityId: created.id, action: "staff.branches" });
    expect(events).toHaveLength(1);
    expect(events[0].before).toEqual({ branches: [akl.name] });
    expect(await changeStaffBranches(admin, admin, [akl.id])).toEqual({
      ok: false,
      fieldErrors: { branchIds: STAFF_MESSAGES.notStaffBranches },
    });
  });

  it("disables an account: its sessions end at once and it cannot sign in; enabling lets it back", async () => {
    const email = newEmail();
    const created = await createStaffAccount(admin, {
      firstName: "Ana",
      lastName: "Hohaia",
      email,
      role: "Staff",
      password: PASSWORD,
      branchIds: [akl.id],
    });
    if (!created.ok) throw new Error("not created");
    const target = (await findStaffAccount(created.id))!;
    const cookie = await cookieFor(target);
    const signedIn = new Request("http://localhost/admin/", { headers: { Cookie: cookie } });
    expect((await requireStaff(signedIn)).id).toBe(target.id);

    expect(await changeStaffAccess(admin, target, "disable")).toEqual({ ok: true, changed: true });
    expect(await changeStaffAccess(admin, target, "disable")).toEqual({ ok: true, changed: false });
    expect(await currentStaff(await getSession(signedIn))).toBeNull();
    const db = await getDb();
    const left = await db.select().from(sessions);
    expect(left.some((row) => JSON.stringify(row.data).includes(target.id))).toBe(false);
    expect(await staffSignIn(email, PASSWORD)).toMatchObject({ ok: false, reason: "invalid-credentials" });
    expect(await listAuditEvents({ entityId: target.id, action: "staff.disable" })).toHaveLength(1);

    expect(await changeStaffAccess(admin, target, "enable")).toEqual({ ok: true, changed: true });
    expect(await staffSignIn(email, PASSWORD)).toMatchObject({ ok: true });
  });

  it("refuses to let an admin disable their own account", async () => {
    expect(await changeStaffAccess(admin, admin, "disable")).toEqual({
      ok: false,
      error: STAFF_MESSAGES.selfDisable,
    });
    expect((await findStaffAccount(admin.id))!.disabled).toBe(false);
  });

  it("resets a password: the old one stops working, the sessions end, the audit has no hash", async () => {
    const email = newEmail();
    const created = await createStaffAccount(admin, {
      firstName: "Rua",
      lastName: "Kawe",
      email,
      role: "Admin",
      password: PASSWORD,
      branchIds: [akl.id],
    });
    if (!created.ok) throw new Error("not created");
    const target = (await findStaffAccount(created.id))!;
    expect(target.branchIds).toEqual([]);
    const cookie = await cookieFor(target);
    expect(await resetStaffPassword(admin, target, "short")).toMatchObject({ ok: false });
    expect(await resetStaffPassword(admin, target, "Another!2027")).toEqual({ ok: true, changed: true });
    expect(await resetStaffPassword(admin, target, "Another!2027")).toEqual({ ok: true, changed: false });
    expect(await staffSignIn(email, PASSWORD)).toMatchObject({ ok: false });
    expect(await staffSignIn(email, "Another!2027")).toMatchObject({ ok: true, next: "set-up" });
    const session = await getSession(new Request("http://localhost/admin/", { headers: { Cookie: cookie } }));
    expect(await currentStaff(session)).toBeNull();
    const [event] = await listAuditEvents({ entityId: target.id, action: "staff.password-reset" });
    expect(JSON.stringify(event.after)).not.toMatch(/scrypt|Another/);
  });

  it("answers through the pages: bad input beside the field with the values kept, Staff get the 404", async () => {
    const adminCookie = await cookieFor(admin);
    const refused = await call(createAction as Handler, "/admin/staff/new/", adminCookie, {
      firstName: "Wiremu",
      lastName: "Pene",
      email: STAFF.email,
      role: "Staff",
      password: PASSWORD,
      branchIds: [String(akl.id)],
    });
    expect(refused.status).toBe(409);
    const body = await refused.json();
    expect(body.fieldErrors).toEqual({ email: STAFF_MESSAGES.emailTaken });
    expect(body.repopulateFields).toMatchObject({ firstName: "Wiremu", branchIds: [String(akl.id)] });
    expect(JSON.stringify(body)).not.toContain(PASSWORD);

    const noBranch = await call(createAction as Handler, "/admin/staff/new/", adminCookie, {
      firstName: "Wiremu",
      lastName: "Pene",
      email: newEmail(),
      role: "Staff",
      password: PASSWORD,
    });
    expect(noBranch.status).toBe(422);
    expect((await noBranch.json()).fieldErrors).toEqual({ branchIds: STAFF_MESSAGES.branchesRequired });

    const email = newEmail();
    const created = await call(createAction as Handler, "/admin/staff/new/", adminCookie, {
      firstName: "Wiremu",
      lastName: "Pene",
      email,
      role: "Staff",
      password: PASSWORD,
      branchIds: [String(akl.id)],
    });
    expect(created.status).toBe(303);
    const target = await accountOf(email);
    expect(created.headers.get("Location")).toBe(`/admin/staff/${target.id}/?done=created`);

    const self = await call(
      accountAction as Handler,
      `/admin/staff/${admin.id}/`,
      adminCookie,
      { intent: "disable" },
      {
        userId: admin.id,
      },
    );
    expect(self.status).toBe(403);

    const staffCookie = await cookieFor(await accountOf(STAFF.email));
    expect((await call(createAction as Handler, "/admin/staff/new/", staffCookie, { email })).status).toBe(
      404,
    );
    expect(
      (
        await call(accountLoader as Handler, `/admin/staff/${target.id}/`, staffCookie, undefined, {
          userId: target.id,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(accountLoader as Handler, "/admin/staff/nope/", adminCookie, undefined, { userId: "nope" }))
        .status,
    ).toBe(404);
  });
});

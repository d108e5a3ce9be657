import { getDb } from "~/models/db.server";
import {
  emailHasAccount,
  findStaffAccount,
  getStaffPasswordHash,
  insertStaffAccount,
  listBranchChoices,
  listStaffAccounts,
  replaceStaffBranches,
  setStaffDisabled,
  setStaffPasswordHash,
  type StaffAccount,
} from "~/models/accounts/staff.server";
import { deleteSessionsOfUser } from "~/models/accounts/users.server";
import { passwordProblem } from "../../accounts/auth.server";
import { hashPassword, verifyPassword } from "../../accounts/password.server";
import { notFound } from "../../platform/http-status";
import { type SignedInStaff } from "../access/guard.server";
import { recordAudit } from "../audit/audit.server";
import type { CreateStaffInput } from "./forms";
import { hasBranches, mayDisable, sameBranches, staffAuditView, uniqueBranchIds } from "./rules";
import { STAFF_MESSAGES } from "./text";

/**
 * Staff accounts, managed by Admin (issue 21 item 9): create (first password set by the admin,
 * hashed like every password), change a Staff account's branches, disable or enable, reset the
 * password. Each change and its audit line are written in one transaction; the audit keeps no
 * password hash.
 */

export type StaffFieldErrors = Partial<
  Record<"firstName" | "lastName" | "email" | "role" | "password" | "branchIds", string>
>;
export type StaffChange = { ok: true; changed: boolean } | { ok: false; fieldErrors: StaffFieldErrors };

async function branchNames(): Promise<Map<number, string>> {
  return new Map((await listBranchChoices()).map((branch) => [branch.id, branch.name]));
}

function viewOf(account: StaffAccount, names: Map<number, string>) {
  return staffAuditView(account, (id) => names.get(id) ?? String(id));
}

export type StaffRow = StaffAccount & { branchNames: string[] };

/** /admin/staff/: every back-office account with its branches' names. */
export async function staffList(): Promise<StaffRow[]> {
  const [accounts, names] = await Promise.all([listStaffAccounts(), branchNames()]);
  return accounts.map((account) => ({
    ...account,
    branchNames: account.branchIds.map((id) => names.get(id) ?? String(id)),
  }));
}

/** The account an /admin/staff/:id/ page is about; the site's 404 when there is no such staff account. */
export async function staffAccountOr404(userId: string | undefined): Promise<StaffAccount> {
  if (!userId || !/^[0-9a-f-]{36}$/i.test(userId)) throw notFound();
  const account = await findStaffAccount(userId);
  if (!account) throw notFound();
  return account;
}

export const branchOptions = async () =>
  (await listBranchChoices()).map((branch) => ({ value: String(branch.id), label: branch.name }));

/** Creates a Staff or Admin account. An address that has any account is refused beside the field. */
export async function createStaffAccount(
  actor: SignedInStaff,
  input: CreateStaffInput,
  now: Date = new Date(),
): Promise<{ ok: true; id: string; email: string } | { ok: false; fieldErrors: StaffFieldErrors }> {
  const fieldErrors: StaffFieldErrors = {};
  const problem = passwordProblem(input.password);
  if (problem) fieldErrors.password = problem;
  const names = await branchNames();
  const branchIds = input.role === "Staff" ? uniqueBranchIds(input.branchIds) : [];
  if (branchIds.some((id) => !names.has(id))) fieldErrors.branchIds = STAFF_MESSAGES.branchInvalid;
  if (input.role === "Staff" && branchIds.length === 0)
    fieldErrors.branchIds = STAFF_MESSAGES.branchesRequired;
  const email = input.email.trim().toLowerCase();
  if (await emailHasAccount(email)) fieldErrors.email = STAFF_MESSAGES.emailTaken;
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const created = await insertStaffAccount(
      tx,
      {
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        passwordHash,
        branchIds,
      },
      now,
    );
    if (!created) return null;
    await recordAudit(
      actor,
      {
        action: "staff.create",
        entityType: "user",
        entityId: created,
        before: null,
        after: staffAuditView(
          {
            email,
            firstName: input.firstName,
            lastName: input.lastName,
            role: input.role,
            branchIds,
            disabled: false,
          },
          (branchId) => names.get(branchId) ?? String(branchId),
        ),
        occurredAt: now,
      },
      tx,
    );
    return created;
  });
  // Two requests at once: the unique email lets one through; the other is told as above.
  if (!id) return { ok: false, fieldErrors: { email: STAFF_MESSAGES.emailTaken } };
  return { ok: true, id, email };
}

/** A Staff account's branches (at least one). The same set again changes nothing. */
export async function changeStaffBranches(
  actor: SignedInStaff,
  target: StaffAccount,
  requested: readonly number[],
  now: Date = new Date(),
): Promise<StaffChange> {
  if (!hasBranches(target)) return { ok: false, fieldErrors: { branchIds: STAFF_MESSAGES.notStaffBranches } };
  const names = await branchNames();
  const branchIds = uniqueBranchIds(requested);
  if (branchIds.length === 0)
    return { ok: false, fieldErrors: { branchIds: STAFF_MESSAGES.branchesRequired } };
  if (branchIds.some((id) => !names.has(id)))
    return { ok: false, fieldErrors: { branchIds: STAFF_MESSAGES.branchInvalid } };
  if (sameBranches(branchIds, target.branchIds)) return { ok: true, changed: false };
  const db = await getDb();
  await db.transaction(async (tx) => {
    await replaceStaffBranches(tx, target.id, branchIds);
    await recordAudit(
      actor,
      {
        action: "staff.branches",
        entityType: "user",
        entityId: target.id,
        before: { branches: target.branchIds.map((id) => names.get(id) ?? String(id)) },
        after: { branches: branchIds.map((id) => names.get(id) ?? String(id)) },
        occurredAt: now,
      },
      tx,
    );
  });
  return { ok: true, changed: true };
}

/**
 * Disables or enables an account. An admin cannot disable their own account. A disabled account's
 * sessions are deleted at once (and the guard re-reads the account on every request anyway).
 */
export async function changeStaffAccess(
  actor: SignedInStaff,
  target: StaffAccount,
  intent: "disable" | "enable",
  now: Date = new Date(),
): Promise<{ ok: true; changed: boolean } | { ok: false; error: string }> {
  if (intent === "disable" && !mayDisable(actor, target))
    return { ok: false, error: STAFF_MESSAGES.selfDisable };
  const names = await branchNames();
  const db = await getDb();
  const changed = await db.transaction(async (tx) => {
    const done = await setStaffDisabled(tx, target.id, intent === "disable" ? now : null, now);
    if (!done) return false;
    await recordAudit(
      actor,
      {
        action: intent === "disable" ? "staff.disable" : "staff.enable",
        entityType: "user",
        entityId: target.id,
        before: viewOf(target, names),
        after: viewOf({ ...target, disabled: intent === "disable" }, names),
        occurredAt: now,
      },
      tx,
    );
    return true;
  });
  if (intent === "disable") await deleteSessionsOfUser(target.id);
  return { ok: true, changed };
}

/**
 * The admin sets a new password (the site's policy). The account's sessions end, unless the admin
 * resets their own (they stay signed in). The same password again changes nothing.
 */
export async function resetStaffPassword(
  actor: SignedInStaff,
  target: StaffAccount,
  password: string,
  now: Date = new Date(),
): Promise<StaffChange> {
  const problem = passwordProblem(password);
  if (problem) return { ok: false, fieldErrors: { password: problem } };
  const current = await getStaffPasswordHash(target.id);
  if (!current) throw notFound();
  if (await verifyPassword(password, current)) return { ok: true, changed: false };
  const passwordHash = await hashPassword(password);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await setStaffPasswordHash(tx, target.id, passwordHash, now);
    await recordAudit(
      actor,
      {
        action: "staff.password-reset",
        entityType: "user",
        entityId: target.id,
        before: { email: target.email, password: "previous password" },
        after: { email: target.email, password: "new password set by an admin" },
        occurredAt: now,
      },
      tx,
    );
  });
  if (actor.id !== target.id) await deleteSessionsOfUser(target.id);
  return { ok: true, changed: true };
}

import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb } from "../db.server";
import { branches, staffBranches, users, type StaffUserType } from "../schema";
import type { DbExecutor } from "../catalog/car-classes.server";

/** A back-office account as the access rules need it: never the password hash or the TOTP secret. */
export type StaffAccount = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffUserType;
  /** The branches a Staff account works at; empty for Admin (who sees every branch). */
  branchIds: number[];
  totpEnabled: boolean;
  disabled: boolean;
};

/** The TOTP fields of a staff account, for the second step. */
export type StaffTotp = { secret: string | null; enabledAt: Date | null; lastStep: number | null };

function isStaffType(value: string): value is StaffUserType {
  return value === "Staff" || value === "Admin";
}

/** The staff account with this id, or null when there is none (or the user is not staff). */
export async function findStaffAccount(userId: string, executor?: DbExecutor): Promise<StaffAccount | null> {
  const db = executor ?? (await getDb());
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
      totpEnabledAt: users.totpEnabledAt,
      disabledAt: users.disabledAt,
      branchId: staffBranches.branchId,
    })
    .from(users)
    .leftJoin(staffBranches, eq(staffBranches.userId, users.id))
    .where(eq(users.id, userId));
  const [first] = rows;
  if (!first || !isStaffType(first.userType)) return null;
  return {
    id: first.id,
    email: first.email,
    firstName: first.firstName,
    lastName: first.lastName,
    role: first.userType,
    branchIds: rows.flatMap((row) => (row.branchId === null ? [] : [row.branchId])).sort((a, b) => a - b),
    totpEnabled: first.totpEnabledAt !== null,
    disabled: first.disabledAt !== null,
  };
}

/** Every staff account, Admin first, then by name. */
export async function listStaffAccounts(): Promise<StaffAccount[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.userType, ["Staff", "Admin"]))
    .orderBy(asc(users.userType), asc(users.firstName), asc(users.lastName));
  const accounts = await Promise.all(rows.map((row) => findStaffAccount(row.id, db)));
  return accounts.filter((account): account is StaffAccount => account !== null);
}

export async function getStaffTotp(userId: string): Promise<StaffTotp | null> {
  const db = await getDb();
  const [row] = await db
    .select({ secret: users.totpSecret, enabledAt: users.totpEnabledAt, lastStep: users.totpLastStep })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Turns the second step on with a confirmed secret (the step of the confirming code is used up). */
export async function enableStaffTotp(
  userId: string,
  secret: string,
  step: number,
  now: Date,
): Promise<void> {
  const db = await getDb();
  await db
    .update(users)
    .set({ totpSecret: secret, totpEnabledAt: now, totpLastStep: step, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function disableStaffTotp(userId: string, now: Date): Promise<void> {
  const db = await getDb();
  await db
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now })
    .where(eq(users.id, userId));
}

/**
 * Uses up a TOTP step: true only for the first caller with a step later than the last one used,
 * so a code (and any earlier one) is accepted once, even by two requests at the same moment.
 */
export async function claimTotpStep(userId: string, step: number): Promise<boolean> {
  const db = await getDb();
  const updated = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.totpLastStep} is null or ${users.totpLastStep} < ${step})`,
        isNull(users.disabledAt),
      ),
    )
    .returning({ id: users.id });
  return updated.length === 1;
}

/** Branch ids and names, for the branch pickers of the back office. */
export async function listBranchChoices(): Promise<{ id: number; name: string; code: string }[]> {
  const db = await getDb();
  return db
    .select({ id: branches.id, name: branches.name, code: branches.code })
    .from(branches)
    .orderBy(asc(branches.sortOrder), asc(branches.name));
}

/* ---- Staff accounts, managed by Admin (/admin/staff/) ---- */

export type NewStaffAccount = {
  email: string;
  firstName: string;
  lastName: string;
  role: StaffUserType;
  passwordHash: string;
  /** Staff: at least one; Admin: none. */
  branchIds: readonly number[];
};

/**
 * Creates a back-office account and its branches in the caller's transaction. Null when the
 * address already has an account of any kind (the unique email index decides, so two requests
 * at once cannot both create it).
 */
export async function insertStaffAccount(
  tx: DbExecutor,
  account: NewStaffAccount,
  now: Date,
): Promise<string | null> {
  const [row] = await tx
    .insert(users)
    .values({
      email: account.email.trim().toLowerCase(),
      passwordHash: account.passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      country: "NZ",
      userType: account.role,
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!row) return null;
  if (account.branchIds.length > 0)
    await tx
      .insert(staffBranches)
      .values(account.branchIds.map((branchId) => ({ userId: row.id, branchId })));
  return row.id;
}

/** True when the address has an account of any kind (customer, business or staff). */
export async function emailHasAccount(email: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return Boolean(row);
}

/** Replaces a Staff account's branches (in the caller's transaction). */
export async function replaceStaffBranches(
  tx: DbExecutor,
  userId: string,
  branchIds: readonly number[],
): Promise<void> {
  await tx.delete(staffBranches).where(eq(staffBranches.userId, userId));
  if (branchIds.length > 0)
    await tx.insert(staffBranches).values(branchIds.map((branchId) => ({ userId, branchId })));
}

/**
 * Disables (a date) or enables (null) a staff account: one conditional UPDATE, true only when it
 * changed, so a repeated submit changes and audits nothing.
 */
export async function setStaffDisabled(
  tx: DbExecutor,
  userId: string,
  disabledAt: Date | null,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ disabledAt, updatedAt: now })
    .where(
      and(
        eq(users.id, userId),
        inArray(users.userType, ["Staff", "Admin"]),
        disabledAt ? isNull(users.disabledAt) : sql`${users.disabledAt} is not null`,
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

/** A staff account's password hash (for "is the new password the same?"); null when not staff. */
export async function getStaffPasswordHash(userId: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.userType, ["Staff", "Admin"])))
    .limit(1);
  return row?.hash ?? null;
}

export async function setStaffPasswordHash(
  tx: DbExecutor,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

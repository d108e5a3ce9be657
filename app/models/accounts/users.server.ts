import { and, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import { getDb } from "../db.server";
import { businessAccounts, driverLicences, sessions, users, type AccountUserType } from "../schema";

export type UserRow = typeof users.$inferSelect;
/** A user as services hand it around: never the password hash. */
export type AccountUser = Omit<UserRow, "passwordHash">;
export type BusinessAccount = typeof businessAccounts.$inferSelect;
export type DriverLicence = typeof driverLicences.$inferSelect;

const { passwordHash: _passwordHash, ...publicColumns } = getTableColumns(users);

export function withoutPassword(row: UserRow): AccountUser {
  const { passwordHash: _hash, ...user } = row;
  return user;
}

/** Addresses are compared and stored trimmed and lower-case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserRowByEmail(email: string): Promise<UserRow | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  return row ?? null;
}

export async function findUserRowById(id: string): Promise<UserRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserById(id: string): Promise<AccountUser | null> {
  const db = await getDb();
  const [row] = await db.select(publicColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export type NewUser = {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  country: string;
  phone?: string;
  phoneCountryCode?: string;
  userType?: AccountUserType;
  emailVerifiedAt?: Date | null;
  street?: string;
  town?: string;
  city?: string;
  postCode?: string;
};

/** Inserts a user; null when the address already has an account (unique email). */
export async function insertUser(values: NewUser): Promise<AccountUser | null> {
  const db = await getDb();
  const [row] = await db
    .insert(users)
    .values({ ...values, email: normaliseEmail(values.email) })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ? withoutPassword(row) : null;
}

export async function setPasswordHash(
  userId: string,
  passwordHash: string,
  now: Date = new Date(),
): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** Marks the address verified (keeps the first verification time). */
export async function markEmailVerified(userId: string, now: Date = new Date()): Promise<void> {
  const db = await getDb();
  await db
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

export type ProfileChanges = Partial<
  Pick<
    UserRow,
    | "firstName"
    | "lastName"
    | "country"
    | "phone"
    | "phoneCountryCode"
    | "street"
    | "town"
    | "city"
    | "postCode"
  >
>;

/** Saves profile, address and phone fields; returns the updated user. */
export async function updateUserProfile(
  userId: string,
  changes: ProfileChanges,
  now: Date = new Date(),
): Promise<AccountUser | null> {
  const db = await getDb();
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row ? withoutPassword(row) : null;
}

export async function getBusinessAccount(userId: string): Promise<BusinessAccount | null> {
  const db = await getDb();
  const [row] = await db.select().from(businessAccounts).where(eq(businessAccounts.userId, userId)).limit(1);
  return row ?? null;
}

export async function getDriverLicence(userId: string): Promise<DriverLicence | null> {
  const db = await getDb();
  const [row] = await db.select().from(driverLicences).where(eq(driverLicences.userId, userId)).limit(1);
  return row ?? null;
}

export type DriverLicenceValues = Pick<
  DriverLicence,
  "name" | "dateOfBirth" | "number" | "expiryDate" | "country"
> & {
  photoKey?: string | null;
};

/** Creates or replaces the user's driver licence (one per user). */
export async function saveDriverLicence(
  userId: string,
  values: DriverLicenceValues,
  now: Date = new Date(),
): Promise<DriverLicence> {
  const db = await getDb();
  const [row] = await db
    .insert(driverLicences)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: driverLicences.userId, set: { ...values, updatedAt: now } })
    .returning();
  return row;
}

/**
 * Ends every web session of a user (after a password reset, or a staff account disabled): server
 * sessions keep the site user's id at the top level of their data, and a back-office session its
 * staff member's under `staff`.
 */
export async function deleteSessionsOfUser(userId: string): Promise<number> {
  const db = await getDb();
  const rows = await db
    .delete(sessions)
    .where(
      sql`${sessions.data} ->> 'userId' = ${userId} or ${sessions.data} -> 'staff' ->> 'userId' = ${userId}`,
    )
    .returning({ id: sessions.id });
  return rows.length;
}

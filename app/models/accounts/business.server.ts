import { eq, inArray } from "drizzle-orm";
import { getDb } from "../db.server";
import { businessAccounts, payments, users } from "../schema";
import type { BusinessAccount } from "./users.server";

/** The business account's editable details (agent id and the all-inclusive flag are GO's to set). */
export type BusinessAccountChanges = Partial<
  Pick<BusinessAccount, "agencyName" | "companyName" | "contactPhone">
>;

export async function updateBusinessAccount(
  userId: string,
  changes: BusinessAccountChanges,
): Promise<BusinessAccount | null> {
  const db = await getDb();
  const [row] = await db
    .update(businessAccounts)
    .set(changes)
    .where(eq(businessAccounts.userId, userId))
    .returning();
  return row ?? null;
}

export type PaymentRow = typeof payments.$inferSelect;

/** The payments of several reservations at once (invoices, reports). */
export async function listPaymentsForReservations(reservationIds: readonly string[]): Promise<PaymentRow[]> {
  if (reservationIds.length === 0) return [];
  const db = await getDb();
  return db
    .select()
    .from(payments)
    .where(inArray(payments.reservationId, [...reservationIds]));
}

/** The user of the business account with this agent id (unique when set), for who did what. */
export async function findBusinessUserByAgentId(
  agentId: string,
): Promise<{ userId: string; email: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ userId: users.id, email: users.email })
    .from(businessAccounts)
    .innerJoin(users, eq(users.id, businessAccounts.userId))
    .where(eq(businessAccounts.agentId, agentId))
    .limit(1);
  return row ?? null;
}

import { eq } from "drizzle-orm";
import type { DbExecutor } from "../catalog/car-classes.server";
import { getDb } from "../db.server";
import { rentalAgreements } from "../schema";

/**
 * A booking's signed rental agreement (issue 32): one row per reservation, written once. A second
 * signing of the same booking (a double submit, a refresh) inserts nothing and reads the first.
 */
export type RentalAgreementRow = typeof rentalAgreements.$inferSelect;
export type NewRentalAgreement = typeof rentalAgreements.$inferInsert;

export async function getRentalAgreement(
  reservationId: string,
  executor?: DbExecutor,
): Promise<RentalAgreementRow | null> {
  const db = executor ?? (await getDb());
  const [row] = await db
    .select()
    .from(rentalAgreements)
    .where(eq(rentalAgreements.reservationId, reservationId))
    .limit(1);
  return row ?? null;
}

/** Keeps the signed agreement; answers the new row, or null when the booking had one already. */
export async function insertRentalAgreement(
  agreement: NewRentalAgreement,
  executor?: DbExecutor,
): Promise<RentalAgreementRow | null> {
  const db = executor ?? (await getDb());
  const [row] = await db.insert(rentalAgreements).values(agreement).onConflictDoNothing().returning();
  return row ?? null;
}

export async function markRentalAgreementEmailed(reservationId: string, at: Date): Promise<void> {
  const db = await getDb();
  await db
    .update(rentalAgreements)
    .set({ emailedAt: at })
    .where(eq(rentalAgreements.reservationId, reservationId));
}

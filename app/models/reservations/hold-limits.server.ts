/**
 * The queries of the holds cap (docs/booking.md, "How many holds one visitor may have"): the
 * locks that serialise one client address's (or one session's) new holds, and what they hold.
 */
import { and, asc, eq, gt, inArray, lt, ne, sql } from "drizzle-orm";
import type { DbExecutor } from "../catalog/car-classes.server";
import { reservations } from "../schema";
import type { Reservation } from "./reservations.server";

/**
 * Serialises the new holds of one holder (`scope` "address" or "session") until the transaction
 * ends: a PostgreSQL advisory lock on the one-key form (the class locks use the two-key form, so
 * the two never meet). Take them in the order address, session, then the class lock.
 */
export async function lockHolder(tx: DbExecutor, scope: "address" | "session", key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`hold-${scope}:${key}`}, 0))`);
}

/** Statuses whose claim lapses at hold_expires_at: a hold, or a payment not yet made. */
const UNPAID = ["held", "payment_pending"] as const;

/** A class at a pick-up branch over a period: narrows an address's claims to those on its cars. */
export type ClassPeriod = { pickupBranchId: number; carClassId: number; pickupAt: Date; dropOffAt: Date };

/**
 * The unpaid claims of one client address that have not expired at `now`, soonest expiry first
 * (only the expiries: the cap counts them and says when the first one ends); with `of`, only its
 * claims on that class at that branch overlapping that period; `excludeId` leaves one out.
 */
export async function liveUnpaidHoldExpiries(
  tx: DbExecutor,
  clientAddress: string,
  now: Date,
  { of, excludeId }: { of?: ClassPeriod; excludeId?: string } = {},
): Promise<Date[]> {
  const rows = await tx
    .select({ holdExpiresAt: reservations.holdExpiresAt })
    .from(reservations)
    .where(
      and(
        eq(reservations.clientAddress, clientAddress),
        gt(reservations.holdExpiresAt, now),
        inArray(reservations.status, [...UNPAID]),
        excludeId ? ne(reservations.id, excludeId) : undefined,
        of
          ? and(
              eq(reservations.pickupBranchId, of.pickupBranchId),
              eq(reservations.carClassId, of.carClassId),
              lt(reservations.pickupAt, of.dropOffAt),
              gt(reservations.dropOffAt, of.pickupAt),
            )
          : undefined,
      ),
    )
    .orderBy(asc(reservations.holdExpiresAt));
  return rows.flatMap((row) => (row.holdExpiresAt ? [row.holdExpiresAt] : []));
}

/** One session's live holds (status held, not expired at `now`), newest first. */
export async function liveHoldsOfSession(
  tx: DbExecutor,
  sessionKey: string,
  now: Date,
): Promise<Reservation[]> {
  return tx
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.sessionKey, sessionKey),
        eq(reservations.status, "held"),
        gt(reservations.holdExpiresAt, now),
      ),
    )
    .orderBy(sql`${reservations.createdAt} desc`);
}

/** Gives back every hold of one session but `keepId` (the hold a new one replaces). */
export async function releaseHoldsOfSession(
  tx: DbExecutor,
  sessionKey: string,
  now: Date,
  keepId: string | null = null,
): Promise<number> {
  const rows = await tx
    .update(reservations)
    .set({ status: "cancelled", holdExpiresAt: null, cancelledAt: now, updatedAt: now })
    .where(
      and(
        eq(reservations.sessionKey, sessionKey),
        eq(reservations.status, "held"),
        keepId ? ne(reservations.id, keepId) : undefined,
      ),
    )
    .returning({ id: reservations.id });
  return rows.length;
}

/**
 * The queries of a confirmed booking's change of itinerary (docs/changes.md, "Change the
 * itinerary"): the key of the car held for it while the customer reviews, and the transaction that
 * moves the booking onto that car under every lock it needs, in one order.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbExecutor } from "../catalog/car-classes.server";
import { getDb } from "../db.server";
import { reservations } from "../schema";
import { lockHolder } from "./hold-limits.server";
import { lockClass, type NotFound, type Reservation } from "./reservations.server";

/**
 * The session key of the car held for a booking's change (reservations.session_key): a new hold
 * for the same booking replaces its earlier one, as a session's new hold does (holdVehicle), and
 * the commit takes the same holder lock. Never a visitor's session key (those are random tokens).
 */
export function changeHoldKey(reservationId: string): string {
  return `change:${reservationId}`;
}

/** A class at a pick-up branch: the key of a class lock. */
export type ClassAtBranch = { pickupBranchId: number; carClassId: number };

/**
 * Takes the class/branch locks of several classes, each once, in one fixed order (by branch, then
 * class), so two transactions that need the same two never wait for each other in a circle.
 */
export async function lockClassesInOrder(tx: DbExecutor, classes: readonly ClassAtBranch[]): Promise<void> {
  const keys = new Map(classes.map((at) => [`${at.pickupBranchId}|${at.carClassId}`, at]));
  const sorted = [...keys.values()].sort(
    (a, b) => a.pickupBranchId - b.pickupBranchId || a.carClassId - b.carClassId,
  );
  for (const at of sorted) await lockClass(tx, at.pickupBranchId, at.carClassId);
}

/**
 * Runs `work` on a booking and the car held for its change in one transaction, under the holder
 * lock of the booking's change holds (changeHoldKey: no new hold for it meanwhile), then the
 * class/branch locks of the booking's class and the held one (lockClassesInOrder), then row locks
 * on both. The lock order is holdVehicle's: holder, then classes. `hold` is null when its row is
 * gone. The classes are read before the transaction; `work` must check that the rows under the
 * locks are still those (a booking moved meanwhile is not the one priced).
 */
export async function withLockedChange<R>(
  bookingId: string,
  holdId: string,
  work: (tx: DbExecutor, booking: Reservation, hold: Reservation | null) => Promise<R>,
): Promise<R | NotFound> {
  const db = await getDb();
  const rows = await db
    .select({
      id: reservations.id,
      pickupBranchId: reservations.pickupBranchId,
      carClassId: reservations.carClassId,
    })
    .from(reservations)
    .where(sql`${reservations.id} in (${bookingId}, ${holdId})`);
  const found = rows.find((row) => row.id === bookingId);
  if (!found) return { ok: false, reason: "not_found" };
  return db.transaction(async (tx): Promise<R | NotFound> => {
    await lockHolder(tx, "session", changeHoldKey(bookingId));
    await lockClassesInOrder(tx, rows);
    const [booking] = await tx
      .select()
      .from(reservations)
      .where(eq(reservations.id, bookingId))
      .for("update");
    if (!booking) return { ok: false, reason: "not_found" };
    const [hold] = await tx.select().from(reservations).where(eq(reservations.id, holdId)).for("update");
    return work(tx, booking, hold ?? null);
  });
}

const UNPAID_CLAIMS = ["held", "payment_pending"] as const;
const released = (now: Date) => ({
  status: "cancelled" as const,
  holdExpiresAt: null,
  cancelledAt: now,
  updatedAt: now,
});

/** Gives back the car held for a change (inside the transaction that commits it). True when it was held. */
export async function releaseChangeHold(tx: DbExecutor, holdId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(reservations)
    .set(released(now))
    .where(and(eq(reservations.id, holdId), inArray(reservations.status, [...UNPAID_CLAIMS])))
    .returning({ id: reservations.id });
  return rows.length > 0;
}

/** Gives back every car held for a booking's changes (a change that no longer needs one). */
export async function releaseChangeHolds(bookingId: string, now: Date): Promise<void> {
  const db = await getDb();
  await db
    .update(reservations)
    .set(released(now))
    .where(
      and(
        eq(reservations.sessionKey, changeHoldKey(bookingId)),
        inArray(reservations.status, [...UNPAID_CLAIMS]),
      ),
    );
}

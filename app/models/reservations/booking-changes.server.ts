import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbExecutor } from "../catalog/car-classes.server";
import { getDb } from "../db.server";
import {
  bookingChanges,
  type BookingChangeDetail,
  type BookingChangeKind,
  type BookingChangeStatus,
} from "../schema";

export type { BookingChangeDetail, BookingChangeKind, BookingChangeStatus };
export type BookingChange = typeof bookingChanges.$inferSelect;

const IN_PROGRESS: BookingChangeStatus[] = ["open", "awaiting-payment"];

/**
 * The booking's latest change of this kind in one of these states, latest completed first (at most
 * one is in progress at a time: a partial unique index holds it).
 */
async function latestChange(
  reservationId: string,
  kind: BookingChangeKind,
  statuses: readonly BookingChangeStatus[],
): Promise<BookingChange | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(bookingChanges)
    .where(
      and(
        eq(bookingChanges.reservationId, reservationId),
        eq(bookingChanges.kind, kind),
        inArray(bookingChanges.status, [...statuses]),
      ),
    )
    .orderBy(desc(bookingChanges.completedAt))
    .limit(1);
  return row ?? null;
}

/** The change of this kind in progress on the booking (open or awaiting payment), if any. */
export function getChangeInProgress(
  reservationId: string,
  kind: BookingChangeKind,
): Promise<BookingChange | null> {
  return latestChange(reservationId, kind, IN_PROGRESS);
}

/**
 * The change of this kind in progress on the booking, started now when there is none. Two
 * requests at once get the same row: the partial unique index lets only one insert in.
 */
export async function openChange(
  reservationId: string,
  kind: BookingChangeKind,
  options: { detail?: BookingChangeDetail; now?: Date } = {},
): Promise<BookingChange> {
  const existing = await getChangeInProgress(reservationId, kind);
  if (existing) return existing;
  const db = await getDb();
  const now = options.now ?? new Date();
  const [inserted] = await db
    .insert(bookingChanges)
    .values({ reservationId, kind, detail: options.detail ?? {}, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  const winner = await getChangeInProgress(reservationId, kind);
  if (!winner) throw new Error(`openChange: no ${kind} change for ${reservationId} after a conflict`);
  return winner;
}

export async function getChange(id: string): Promise<BookingChange | null> {
  const db = await getDb();
  const [row] = await db.select().from(bookingChanges).where(eq(bookingChanges.id, id)).limit(1);
  return row ?? null;
}

/** The latest completed change of this kind on the booking (a confirmation page after the end). */
export function getLatestCompletedChange(
  reservationId: string,
  kind: BookingChangeKind,
): Promise<BookingChange | null> {
  return latestChange(reservationId, kind, ["completed"]);
}

/**
 * How many changes of the booking were completed, and when the last one was: the revision of its
 * calendar file (SEQUENCE and DTSTAMP), so a calendar moves the events instead of adding new ones.
 */
export async function completedChangesOf(
  reservationId: string,
): Promise<{ count: number; lastCompletedAt: Date | null }> {
  const db = await getDb();
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, last: sql<Date | null>`max(${bookingChanges.completedAt})` })
    .from(bookingChanges)
    .where(and(eq(bookingChanges.reservationId, reservationId), eq(bookingChanges.status, "completed")));
  const last = row?.last ?? null;
  return { count: Number(row?.count ?? 0), lastCompletedAt: last === null ? null : new Date(last) };
}

/**
 * Saves what the customer chose so far (merged into the detail) and, when given, the amount.
 * Only while the change is open or awaiting payment; null otherwise (completed, abandoned). A
 * change awaiting payment whose amount changes goes back to open: the old checkout is stale.
 */
export async function updateChange(
  id: string,
  patch: { detail?: BookingChangeDetail; amount?: number; now?: Date },
): Promise<BookingChange | null> {
  const db = await getDb();
  const now = patch.now ?? new Date();
  const values: Partial<typeof bookingChanges.$inferInsert> = { updatedAt: now };
  if (patch.detail)
    values.detail = sql`${bookingChanges.detail} || ${JSON.stringify(patch.detail)}::jsonb` as never;
  if (patch.amount !== undefined) values.amount = patch.amount;
  const [row] = await db
    .update(bookingChanges)
    .set(values)
    .where(and(eq(bookingChanges.id, id), inArray(bookingChanges.status, IN_PROGRESS)))
    .returning();
  return row ?? null;
}

/** open → awaiting-payment (sent to the gateway). Null when the change is no longer in progress. */
export async function markChangeAwaitingPayment(
  id: string,
  now: Date = new Date(),
): Promise<BookingChange | null> {
  const db = await getDb();
  const [row] = await db
    .update(bookingChanges)
    .set({ status: "awaiting-payment", updatedAt: now })
    .where(and(eq(bookingChanges.id, id), inArray(bookingChanges.status, IN_PROGRESS)))
    .returning();
  return row ?? null;
}

/**
 * Ends a change in progress as completed, with one conditional UPDATE: of any number of callers
 * (a refresh, a second return from the gateway, a double submit) exactly one gets the row back
 * and applies the change to the booking; the others get null. Pass the transaction that applies
 * the change as `executor` so both happen or neither does.
 */
export async function completeChange(
  id: string,
  now: Date = new Date(),
  executor?: DbExecutor,
): Promise<BookingChange | null> {
  const db = executor ?? (await getDb());
  const [row] = await db
    .update(bookingChanges)
    .set({ status: "completed", completedAt: now, updatedAt: now })
    .where(and(eq(bookingChanges.id, id), inArray(bookingChanges.status, IN_PROGRESS)))
    .returning();
  return row ?? null;
}

/** Gives a change in progress up (the customer started again, or the booking moved on). */
export async function abandonChange(id: string, now: Date = new Date()): Promise<BookingChange | null> {
  const db = await getDb();
  const [row] = await db
    .update(bookingChanges)
    .set({ status: "abandoned", updatedAt: now })
    .where(and(eq(bookingChanges.id, id), inArray(bookingChanges.status, IN_PROGRESS)))
    .returning();
  return row ?? null;
}

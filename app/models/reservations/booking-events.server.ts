import { and, asc, eq } from "drizzle-orm";
import { getDb } from "../db.server";
import type { DbExecutor } from "../catalog/car-classes.server";
import {
  bookingEvents,
  type BookingEventActor,
  type BookingEventDetail,
  type BookingEventKind,
} from "../schema";
import { log } from "~/log.server";

export type { BookingEventActor, BookingEventDetail, BookingEventKind };
export type BookingEvent = typeof bookingEvents.$inferSelect;

export type NewBookingEvent = {
  reservationId: string;
  kind: BookingEventKind;
  actor: BookingEventActor;
  detail?: BookingEventDetail | null;
  now?: Date;
};

/**
 * Appends one line to a booking's history (events are never changed or deleted). Pass a
 * transaction as `executor` to write it together with the change it records.
 */
export async function recordBookingEvent(
  input: NewBookingEvent,
  executor?: DbExecutor,
): Promise<BookingEvent> {
  const db = executor ?? (await getDb());
  const [row] = await db
    .insert(bookingEvents)
    .values({
      reservationId: input.reservationId,
      kind: input.kind,
      actor: input.actor,
      detail: input.detail ?? null,
      createdAt: input.now ?? new Date(),
    })
    .returning();
  return row;
}

/**
 * recordBookingEvent for flows where the history is secondary (payment, shuttle request): a
 * failure is logged and never undoes what the event describes.
 */
export async function recordBookingEventQuietly(input: NewBookingEvent): Promise<void> {
  try {
    await recordBookingEvent(input);
  } catch (error) {
    log.error(
      { err: error },
      `Booking event ${input.kind} for reservation ${input.reservationId} was not recorded`,
    );
  }
}

/** A booking's history, oldest first (optionally only one kind). */
export async function listBookingEvents(
  reservationId: string,
  kind?: BookingEventKind,
): Promise<BookingEvent[]> {
  const db = await getDb();
  const where = kind
    ? and(eq(bookingEvents.reservationId, reservationId), eq(bookingEvents.kind, kind))
    : eq(bookingEvents.reservationId, reservationId);
  return db
    .select()
    .from(bookingEvents)
    .where(where)
    .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));
}

import { and, eq, gt, gte, isNull, lte, notExists, sql } from "drizzle-orm";
import { getDb, type Database } from "../db.server";
import {
  bookingReminders,
  mailUnsubscribes,
  rentals,
  reservations,
  type BookingReminderKind,
} from "../schema";

/**
 * The booking's reminder emails (ADR 0091): which confirmed bookings may be due one, each query a
 * range of one index (reservations_confirmed_pickup_idx, reservations_confirmed_drop_off_idx,
 * rentals_returned_idx) less the bookings that have had it (booking_reminders' unique key), and
 * the record that one was sent.
 */

export type ReminderCandidate = {
  id: string;
  pickupAt: Date;
  dropOffAt: Date;
  confirmedAt: Date | null;
};

const candidateColumns = {
  id: reservations.id,
  pickupAt: reservations.pickupAt,
  dropOffAt: reservations.dropOffAt,
  confirmedAt: reservations.confirmedAt,
};

/** Not had this reminder yet. */
function notSent(db: Database, kind: BookingReminderKind) {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(bookingReminders)
      .where(and(eq(bookingReminders.reservationId, reservations.id), eq(bookingReminders.kind, kind))),
  );
}

/** Confirmed bookings picking up in (after, until] that have not had `kind`. */
export async function confirmedPickingUpBetween(
  after: Date,
  until: Date,
  kind: BookingReminderKind,
): Promise<ReminderCandidate[]> {
  const db = await getDb();
  return db
    .select(candidateColumns)
    .from(reservations)
    .where(
      and(
        eq(reservations.status, "confirmed"),
        gt(reservations.pickupAt, after),
        lte(reservations.pickupAt, until),
        notSent(db, kind),
      ),
    );
}

/** Confirmed bookings dropping off in (after, until], not returned yet, that have not had `kind`. */
export async function confirmedDroppingOffBetween(
  after: Date,
  until: Date,
  kind: BookingReminderKind,
): Promise<ReminderCandidate[]> {
  const db = await getDb();
  return db
    .select(candidateColumns)
    .from(reservations)
    .leftJoin(rentals, eq(rentals.reservationId, reservations.id))
    .where(
      and(
        eq(reservations.status, "confirmed"),
        gt(reservations.dropOffAt, after),
        lte(reservations.dropOffAt, until),
        isNull(rentals.returnedAt),
        notSent(db, kind),
      ),
    );
}

/**
 * Confirmed bookings whose rental was returned at the counter in [from, until], that have not had
 * `kind`; with `exceptUnsubscribed`, leaving out customers whose address is on the unsubscribe list.
 */
export async function confirmedReturnedBetween(
  from: Date,
  until: Date,
  kind: BookingReminderKind,
  options: { exceptUnsubscribed: boolean },
): Promise<(ReminderCandidate & { returnedAt: Date })[]> {
  const db = await getDb();
  const rows = await db
    .select({ ...candidateColumns, returnedAt: rentals.returnedAt })
    .from(rentals)
    .innerJoin(reservations, eq(reservations.id, rentals.reservationId))
    .where(
      and(
        gte(rentals.returnedAt, from),
        lte(rentals.returnedAt, until),
        eq(reservations.status, "confirmed"),
        notSent(db, kind),
        options.exceptUnsubscribed
          ? notExists(
              db
                .select({ one: sql`1` })
                .from(mailUnsubscribes)
                .where(
                  eq(mailUnsubscribes.email, sql`lower(trim(${reservations.customerDetails}->>'email'))`),
                ),
            )
          : undefined,
      ),
    );
  return rows.flatMap((row) => (row.returnedAt ? [{ ...row, returnedAt: row.returnedAt }] : []));
}

/**
 * Records that the booking was sent `kind`, inside the email's own transaction: true for the one
 * caller that records it while the booking is still confirmed; false when it was sent already (a
 * second worker waits on the unique key until the first commits, then finds it) or the booking is
 * no longer confirmed (cancelled meanwhile).
 */
export async function recordReminderSent(
  tx: Database,
  reservationId: string,
  kind: BookingReminderKind,
  at: Date,
): Promise<boolean> {
  const result = await tx.execute(sql`
    insert into ${bookingReminders} (reservation_id, kind, sent_at)
    select ${reservationId}, ${kind}, ${at}
    where exists (select 1 from ${reservations} where id = ${reservationId} and status = 'confirmed')
    on conflict do nothing
    returning reservation_id`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** The reminders a booking has been sent, oldest first. */
export async function remindersOf(
  reservationId: string,
): Promise<{ kind: BookingReminderKind; sentAt: Date }[]> {
  const db = await getDb();
  return db
    .select({ kind: bookingReminders.kind, sentAt: bookingReminders.sentAt })
    .from(bookingReminders)
    .where(eq(bookingReminders.reservationId, reservationId))
    .orderBy(bookingReminders.sentAt);
}

/**
 * A staff note on a booking (issue 21): kept from the customer's history, written once per form
 * (its id is the booking's and the form's token), audited in the same transaction.
 */
import type { z } from "zod";
import { getDb } from "~/models/db.server";
import { insertBookingNote } from "~/models/reservations/booking-notes.server";
import { recordBookingEvent } from "~/models/reservations/booking-events.server";
import { recordAudit } from "../audit/audit.server";
import type { noteSchema } from "./forms";
import type { CounterReservation, CounterStaff } from "./reservation.server";
import type { CounterOptions, CounterResult } from "./result";

const staffName = (staff: CounterStaff) => `${staff.firstName} ${staff.lastName}`.trim() || staff.email;

export async function addNote(
  staff: CounterStaff,
  reservation: CounterReservation,
  input: z.infer<typeof noteSchema>,
  options: CounterOptions = {},
): Promise<CounterResult> {
  const now = options.now ?? new Date();
  const db = await getDb();
  await db.transaction(async (tx) => {
    const { created, note } = await insertBookingNote(tx, {
      id: `${reservation.id}:${input.token}`,
      reservationId: reservation.id,
      authorUserId: staff.id,
      authorName: staffName(staff),
      body: input.body,
      now,
    });
    if (!created || !note) return;
    await recordBookingEvent(
      { reservationId: reservation.id, kind: "note", actor: "staff", detail: null, now },
      tx,
    );
    await recordAudit(
      staff,
      {
        action: "booking.note",
        entityType: "reservation",
        entityId: reservation.id,
        branchId: reservation.pickupBranchId,
        before: null,
        after: { noteId: note.id, body: note.body },
        occurredAt: now,
      },
      tx,
    );
  });
  return { ok: true, done: "note-added" };
}

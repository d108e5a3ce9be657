import { asc, eq } from "drizzle-orm";
import { getDb } from "../db.server";
import type { DbExecutor } from "../catalog/car-classes.server";
import { bookingNotes } from "../schema";

/** Staff notes on a booking (never shown to the customer). */
export type BookingNote = typeof bookingNotes.$inferSelect;

/**
 * Adds a note under the id the form carried, so a double submit stores it once: `created` is
 * false when a note with that id is there already.
 */
export async function insertBookingNote(
  tx: DbExecutor,
  note: {
    id: string;
    reservationId: string;
    authorUserId: string;
    authorName: string;
    body: string;
    now: Date;
  },
): Promise<{ created: boolean; note: BookingNote | null }> {
  const [row] = await tx
    .insert(bookingNotes)
    .values({
      id: note.id,
      reservationId: note.reservationId,
      authorUserId: note.authorUserId,
      authorName: note.authorName,
      body: note.body,
      createdAt: note.now,
    })
    .onConflictDoNothing()
    .returning();
  return { created: Boolean(row), note: row ?? null };
}

export async function listBookingNotes(reservationId: string): Promise<BookingNote[]> {
  const db = await getDb();
  return db
    .select()
    .from(bookingNotes)
    .where(eq(bookingNotes.reservationId, reservationId))
    .orderBy(asc(bookingNotes.createdAt), asc(bookingNotes.id));
}

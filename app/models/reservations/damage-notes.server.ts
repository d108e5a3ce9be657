import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb } from "../db.server";
import type { DbExecutor } from "../catalog/car-classes.server";
import { damageNotes, damagePhotos } from "../schema";

/** Damage noted on a booking's car (issue 32 item 7). */
export type DamageNoteRow = typeof damageNotes.$inferSelect;
export type DamagePhotoRow = typeof damagePhotos.$inferSelect;
export type DamageNoteWithPhotos = DamageNoteRow & { photos: DamagePhotoRow[] };

/**
 * Adds a damage note under the id the form carried, so a double submit stores it once: `created`
 * is false when a note with that id is there already.
 */
export async function insertDamageNote(
  tx: DbExecutor,
  note: typeof damageNotes.$inferInsert,
): Promise<{ created: boolean; note: DamageNoteRow | null }> {
  const [row] = await tx.insert(damageNotes).values(note).onConflictDoNothing().returning();
  return { created: Boolean(row), note: row ?? null };
}

export async function insertDamagePhotos(
  tx: DbExecutor,
  photos: { id: string; damageNoteId: string; position: number; imageKey: string }[],
): Promise<void> {
  if (photos.length) await tx.insert(damagePhotos).values(photos);
}

/** A booking's damage notes, oldest first, each with its photos in order. */
export async function listDamageNotes(reservationId: string): Promise<DamageNoteWithPhotos[]> {
  const db = await getDb();
  const notes = await db
    .select()
    .from(damageNotes)
    .where(eq(damageNotes.reservationId, reservationId))
    .orderBy(asc(damageNotes.notedAt), asc(damageNotes.id));
  if (!notes.length) return [];
  const photos = await db
    .select()
    .from(damagePhotos)
    .where(
      inArray(
        damagePhotos.damageNoteId,
        notes.map((note) => note.id),
      ),
    )
    .orderBy(asc(damagePhotos.position));
  return notes.map((note) => ({ ...note, photos: photos.filter((photo) => photo.damageNoteId === note.id) }));
}

/** A photo of one booking's damage notes (null: no such photo, or another booking's). */
export async function getDamagePhotoOfBooking(
  reservationId: string,
  photoId: string,
): Promise<DamagePhotoRow | null> {
  const db = await getDb();
  const [row] = await db
    .select({ photo: damagePhotos })
    .from(damagePhotos)
    .innerJoin(damageNotes, eq(damageNotes.id, damagePhotos.damageNoteId))
    .where(and(eq(damagePhotos.id, photoId), eq(damageNotes.reservationId, reservationId)))
    .limit(1);
  return row?.photo ?? null;
}

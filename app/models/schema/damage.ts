import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { reservationIdColumn } from "./booking";
import { vehicles } from "./catalog";
import { createdAtColumn, uuidPrimaryKey } from "./columns";
import { DAMAGE_PLACES, DAMAGE_STAGES } from "./booking-values";

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/**
 * Damage noted by staff on the car of a booking (issue 32 item 7, docs/back-office/bookings.md):
 * where on the car, a note, and the stage (pick-up, during the rental, return). The id is the
 * booking's and the form's token, so a double submit records it once. Shown to staff who can see
 * the booking, on the agreement, and to the booking's customer.
 */
export const damageNotes = pgTable(
  "damage_notes",
  {
    id: text("id").primaryKey(),
    reservationId: reservationIdColumn(),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id),
    stage: text("stage").$type<(typeof DAMAGE_STAGES)[number]>().notNull(),
    place: text("place").$type<(typeof DAMAGE_PLACES)[number]>().notNull(),
    note: text("note").notNull(),
    authorUserId: text("author_user_id").references(() => users.id),
    authorName: text("author_name").notNull(),
    notedAt: timestamp("noted_at", { withTimezone: true }).notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index("damage_notes_reservation_idx").on(table.reservationId, table.notedAt),
    check("damage_notes_stage_check", sql`${table.stage} in (${inList(DAMAGE_STAGES)})`),
    check("damage_notes_place_check", sql`${table.place} in (${inList(DAMAGE_PLACES)})`),
  ],
);

/** The photos of a damage note, in the order they were chosen; files under DATA_DIR/uploads/damage. */
export const damagePhotos = pgTable(
  "damage_photos",
  {
    id: uuidPrimaryKey(),
    damageNoteId: text("damage_note_id")
      .notNull()
      .references(() => damageNotes.id),
    position: integer("position").notNull(),
    /** The storage key, "damage/<id>.jpg" (platform/uploads). */
    imageKey: text("image_key").notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [unique("damage_photos_note_position_key").on(table.damageNoteId, table.position)],
);

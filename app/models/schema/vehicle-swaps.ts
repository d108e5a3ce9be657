import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { reservations } from "./booking";
import { branches, vehicles } from "./catalog";
import { createdAtColumn } from "./columns";

export const SWAP_CLASS_CHANGES = ["same", "upgrade", "downgrade"] as const;
/** The replacement's class against the outgoing car's: the same, a free upgrade, or a downgrade. */
export type SwapClassChange = (typeof SWAP_CLASS_CHANGES)[number];

/**
 * A car swapped during a rental (issue 32, docs/back-office/bookings.md): the outgoing car with its
 * readings and what became of it, the replacement with its readings. The rental (`rentals`) runs
 * on the replacement from `swapped_at`: its vehicle_id is the car on the road now, and the return
 * reads the latest swap's readings as the start of the last car's leg. `id` is the form's token,
 * so a double submit inserts one row.
 */
export const rentalVehicleSwaps = pgTable(
  "rental_vehicle_swaps",
  {
    id: text("id").primaryKey(),
    reservationId: text("reservation_id")
      .notNull()
      .references(() => reservations.id),
    swappedAt: timestamp("swapped_at", { withTimezone: true }).notNull(),
    swappedByUserId: text("swapped_by_user_id").references(() => users.id),
    /** The branch where the swap was made: the outgoing car is left there, the replacement came from there. */
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id),
    fromVehicleId: integer("from_vehicle_id")
      .notNull()
      .references(() => vehicles.id),
    fromOdometerKm: integer("from_odometer_km").notNull(),
    fromFuelPercent: integer("from_fuel_percent").notNull(),
    /** The outgoing car was taken out of service (with the reason), else it is ready again. */
    fromOutOfService: boolean("from_out_of_service").notNull(),
    outOfServiceReason: text("out_of_service_reason"),
    toVehicleId: integer("to_vehicle_id")
      .notNull()
      .references(() => vehicles.id),
    toOdometerKm: integer("to_odometer_km").notNull(),
    toFuelPercent: integer("to_fuel_percent").notNull(),
    classChange: text("class_change").$type<SwapClassChange>().notNull(),
    /** Why a smaller class was accepted (a downgrade only). */
    downgradeReason: text("downgrade_reason"),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index("rental_vehicle_swaps_reservation_idx").on(table.reservationId, table.swappedAt),
    check("rental_vehicle_swaps_class_change", sql`${table.classChange} in ('same', 'upgrade', 'downgrade')`),
    check("rental_vehicle_swaps_other_car", sql`${table.fromVehicleId} <> ${table.toVehicleId}`),
    check(
      "rental_vehicle_swaps_fuel_range",
      sql`${table.fromFuelPercent} between 0 and 100 and ${table.toFuelPercent} between 0 and 100`,
    ),
    check("rental_vehicle_swaps_odometer", sql`${table.fromOdometerKm} >= 0 and ${table.toOdometerKm} >= 0`),
  ],
);

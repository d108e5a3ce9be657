import { getBranchByCode } from "~/models/catalog/branches.server";
import { getCarClassByCode } from "~/models/catalog/car-classes.server";
import { getDb } from "~/models/db.server";
import {
  generateReservationReference,
  type ReservationStatus,
} from "~/models/reservations/reservations.server";
import { reservations } from "~/models/schema";
import { getSessionStorage, type AppSession } from "~/services/platform/session.server";

/** Bookings for the after-rental tests, written straight into the table (no car is claimed). */

const DAY = 24 * 3600 * 1000;
let count = 0;

export type MadeBooking = {
  id: string;
  reference: string;
  email: string;
  lastName: string;
  dropOffAt: Date;
  total: number;
};

export async function makeBooking(
  options: {
    status?: ReservationStatus;
    pickupInDays?: number;
    days?: number;
    total?: number;
    now?: Date;
  } = {},
): Promise<MadeBooking> {
  const now = options.now ?? new Date();
  const branch = await getBranchByCode("WLG");
  const carClass = await getCarClassByCode("5");
  if (!branch || !carClass) throw new Error("seed missing branch or class");
  count += 1;
  const email = `after-rental-${count}-${Date.now()}@example.co.nz`;
  const pickupAt = new Date(now.getTime() + (options.pickupInDays ?? -10) * DAY);
  const dropOffAt = new Date(pickupAt.getTime() + (options.days ?? 4) * DAY);
  const status = options.status ?? "confirmed";
  const total = options.total ?? 480.5;
  const db = await getDb();
  const [row] = await db
    .insert(reservations)
    .values({
      reference: generateReservationReference(),
      status,
      carClassId: carClass.carClassId,
      pickupBranchId: branch.id,
      dropOffBranchId: branch.id,
      pickupAt,
      dropOffAt,
      holdExpiresAt: status === "held" ? new Date(now.getTime() + 300_000) : null,
      customerDetails: {
        firstName: "Aroha",
        lastName: "Ngata",
        email,
        phone: "021 555 0101",
        country: "New Zealand",
        travelReason: "Leisure",
      },
      total,
      confirmedAt: status === "confirmed" ? now : null,
    })
    .returning();
  return { id: row.id, reference: row.reference, email, lastName: "Ngata", dropOffAt, total };
}

export function freshSession(): Promise<AppSession> {
  return getSessionStorage().getSession();
}

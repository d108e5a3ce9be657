import { eq } from "drizzle-orm";
import type { DbExecutor } from "../catalog/car-classes.server";
import { getDb } from "../db.server";
import { setConfirmedReservationShuttle } from "./reservations.server";
import { shuttleRequests, type ShuttleRequestDetails } from "../schema";

export type { ShuttleRequestDetails };
export type ShuttleRequest = typeof shuttleRequests.$inferSelect;

export type ShuttleRequestInput = {
  reservationId: string;
  shuttleCode: string;
  details: ShuttleRequestDetails;
  passengers: number;
  note: string | null;
};

/** created: the first request; updated: an earlier one replaced; unchanged: the same again. */
export type ShuttleRequestOutcome = "created" | "updated" | "unchanged";

function sameDetails(a: ShuttleRequestDetails, b: ShuttleRequestDetails): boolean {
  if (a.kind === "airport" && b.kind === "airport") return a.flightNumber === b.flightNumber;
  if (a.kind === "accommodation" && b.kind === "accommodation") {
    return a.accommodationName === b.accommodationName && a.accommodationAddress === b.accommodationAddress;
  }
  return a.kind === "other" && b.kind === "other";
}

/** Whether a stored request already says exactly what the input says. */
export function sameShuttleRequest(
  stored: Pick<ShuttleRequest, "shuttleCode" | "details" | "passengers" | "note">,
  input: Omit<ShuttleRequestInput, "reservationId">,
): boolean {
  return (
    stored.shuttleCode === input.shuttleCode &&
    stored.passengers === input.passengers &&
    (stored.note ?? null) === (input.note ?? null) &&
    sameDetails(stored.details, input.details)
  );
}

export async function getShuttleRequestForReservation(reservationId: string): Promise<ShuttleRequest | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(shuttleRequests)
    .where(eq(shuttleRequests.reservationId, reservationId))
    .limit(1);
  return row ?? null;
}

/**
 * Saves the shuttle request of a confirmed reservation, one per reservation: inside one
 * transaction it sets the reservation's shuttle code (which locks the reservation row, so two
 * submits of the same request run one after the other), then inserts the request, replaces the
 * earlier one, or leaves an identical one as it is. Null when the reservation is not confirmed.
 */
export async function saveShuttleRequest(
  input: ShuttleRequestInput,
  options: { now?: Date } = {},
): Promise<{ outcome: ShuttleRequestOutcome; request: ShuttleRequest } | null> {
  const now = options.now ?? new Date();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const reservation = await setConfirmedReservationShuttle(input.reservationId, input.shuttleCode, {
      executor: tx,
      now,
    });
    if (!reservation) return null;
    const [existing] = await tx
      .select()
      .from(shuttleRequests)
      .where(eq(shuttleRequests.reservationId, input.reservationId))
      .limit(1);
    const values = {
      shuttleCode: input.shuttleCode,
      details: input.details,
      passengers: input.passengers,
      note: input.note,
    };
    if (!existing) {
      const [created] = await tx
        .insert(shuttleRequests)
        .values({ reservationId: input.reservationId, ...values, createdAt: now, updatedAt: now })
        .returning();
      return { outcome: "created" as const, request: created };
    }
    if (sameShuttleRequest(existing, values)) return { outcome: "unchanged" as const, request: existing };
    const [updated] = await tx
      .update(shuttleRequests)
      .set({ ...values, updatedAt: now })
      .where(eq(shuttleRequests.id, existing.id))
      .returning();
    return { outcome: "updated" as const, request: updated };
  });
}

/**
 * Drops a booking's shuttle request (inside the transaction that moves its pick-up to another
 * branch, where that shuttle does not run). True when there was one.
 */
export async function dropShuttleRequest(tx: DbExecutor, reservationId: string): Promise<boolean> {
  const rows = await tx
    .delete(shuttleRequests)
    .where(eq(shuttleRequests.reservationId, reservationId))
    .returning({ id: shuttleRequests.id });
  return rows.length > 0;
}

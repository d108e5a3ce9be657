import { randomInt } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbExecutor } from "../catalog/car-classes.server";
import {
  BOOKING_TIMEOUT_SECONDS,
  PAYMENT_WINDOW_SECONDS,
  RESERVATION_REFERENCE_DIGITS,
  RESERVATION_REFERENCE_PREFIX,
} from "../constants";
import { getDb } from "../db.server";
import { normalisePromoCode } from "../catalog/promo-code";
import {
  branches,
  carClasses,
  RESERVATION_STATUSES,
  reservations,
  type PriceBreakdown,
  type ReservationCustomerDetails,
  type ReservationExtra,
  type ReservationStatus,
} from "../schema";

export {
  RESERVATION_STATUSES,
  type ReservationCustomerDetails,
  type ReservationExtra,
  type ReservationStatus,
};

export type Reservation = typeof reservations.$inferSelect;

export type HoldInput = {
  carClassId: number;
  pickupBranchId: number;
  dropOffBranchId: number;
  pickupAt: Date;
  dropOffAt: Date;
  hotDealId?: number | null;
  customerDetails?: ReservationCustomerDetails | null;
  extras?: ReservationExtra[];
  insuranceCode?: string | null;
  isCarbonOffset?: boolean;
  shuttleCode?: string | null;
  promoCode?: string | null;
  clientReferenceNumber?: string | null;
  agentId?: string | null;
  salesSource?: string;
  campaignName?: string | null;
  brandCode?: string;
  /** The language prefix of the booking pages ("" English). */
  language?: string;
  userId?: string | null;
  /** The price shown when the vehicle was chosen; its total is stored beside it. */
  priceBreakdown?: PriceBreakdown | null;
  /** clientAddress(context) of the request that holds: its holds are capped (hold-limits.server.ts). */
  clientAddress?: string | null;
  /** The session's hold key: a new hold from the same session replaces its earlier one. */
  sessionKey?: string | null;
  /**
   * A confirmed booking this hold would replace (a change of its itinerary): its own car counts as
   * free to the hold, as the extend flow counts it for its added period. The booking keeps it.
   */
  excludeReservationId?: string | null;
  /** Default: now. */
  now?: Date;
};

export type SoldOut = { ok: false; reason: "soldout" };
/**
 * Refused by the holds cap (docs/booking.md): the client address already has `limit` unpaid holds
 * ("address"), or holds a car of the class and asked for its last free one ("last-car"). The
 * first of the holds in the way ends in retryAfterSeconds.
 */
export type HoldLimited = {
  ok: false;
  reason: "hold_limit";
  rule: "address" | "last-car";
  limit: number;
  retryAfterSeconds: number;
};
export type HoldResult = { ok: true; reservation: Reservation } | SoldOut | HoldLimited;
export type ReservationChangeResult =
  | { ok: true; reservation: Reservation }
  | SoldOut
  | HoldLimited
  | { ok: false; reason: "not_found" | "cancelled" };

/** Hold expiry for a hold taken or renewed at `now`: BOOKING_TIMEOUT_SECONDS later. */
export function holdExpiry(now: Date): Date {
  return new Date(now.getTime() + BOOKING_TIMEOUT_SECONDS * 1000);
}

/**
 * End of the payment window for a payment started at `now`: a payment-pending reservation claims
 * its car until then (PAYMENT_WINDOW_SECONDS), not for ever, so an abandoned payment gives it back.
 */
export function paymentWindowExpiry(now: Date): Date {
  return new Date(now.getTime() + PAYMENT_WINDOW_SECONDS * 1000);
}

/** "GO" and 7 random digits (the first never 0). */
export function generateReservationReference(): string {
  const low = 10 ** (RESERVATION_REFERENCE_DIGITS - 1);
  return `${RESERVATION_REFERENCE_PREFIX}${randomInt(low, low * 10)}`;
}

/**
 * Serialises every claim on one class at one pick-up branch until the transaction ends
 * (PostgreSQL advisory lock keyed by the two ids; PGlite supports it too). Claims on other
 * classes or branches go on in parallel.
 */
export async function lockClass(tx: DbExecutor, pickupBranchId: number, carClassId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${pickupBranchId}::int, ${carClassId}::int)`);
}

/**
 * Inserts a `held` reservation for the input, expiring BOOKING_TIMEOUT_SECONDS after `now`, under a
 * freshly drawn reservation reference (another is drawn when one is taken). The caller holds the
 * class/branch lock and has checked that a car is free.
 */
export async function insertHeldReservation(
  tx: DbExecutor,
  input: HoldInput,
  now: Date,
): Promise<Reservation> {
  const promoCode = input.promoCode ? normalisePromoCode(input.promoCode) || null : null;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const [row] = await tx
      .insert(reservations)
      .values({
        reference: generateReservationReference(),
        status: "held",
        carClassId: input.carClassId,
        pickupBranchId: input.pickupBranchId,
        dropOffBranchId: input.dropOffBranchId,
        pickupAt: input.pickupAt,
        dropOffAt: input.dropOffAt,
        holdExpiresAt: holdExpiry(now),
        hotDealId: input.hotDealId ?? null,
        customerDetails: input.customerDetails ?? null,
        extras: input.extras ?? [],
        insuranceCode: input.insuranceCode ?? null,
        isCarbonOffset: input.isCarbonOffset ?? false,
        shuttleCode: input.shuttleCode ?? null,
        promoCode,
        clientReferenceNumber: input.clientReferenceNumber ?? null,
        agentId: input.agentId ?? null,
        salesSource: input.salesSource ?? "web",
        campaignName: input.campaignName ?? null,
        brandCode: input.brandCode ?? "GO",
        language: input.language ?? "",
        userId: input.userId ?? null,
        priceBreakdown: input.priceBreakdown ?? null,
        total: input.priceBreakdown?.total ?? 0,
        clientAddress: input.clientAddress ?? null,
        sessionKey: input.sessionKey ?? null,
        createdAt: now,
        updatedAt: now,
      })
      // A reference already taken: draw another.
      .onConflictDoNothing({ target: reservations.reference })
      .returning();
    if (row) return row;
  }
  throw new Error("holdVehicle: could not draw a free reservation reference");
}

export async function getReservation(id: string): Promise<Reservation | null> {
  const db = await getDb();
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  return row ?? null;
}

/** By reservation number, any case and padding ("go1234567" finds GO1234567). */
export async function getReservationByReference(reference: string): Promise<Reservation | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(reservations)
    .where(eq(reservations.reference, reference.trim().toUpperCase()))
    .limit(1);
  return row ?? null;
}

/**
 * Whether a reservation claims its car at `now`: confirmed ones always; a hold, and a payment
 * pending within its payment window, until hold_expires_at.
 */
export function isClaiming(
  reservation: Pick<Reservation, "status" | "holdExpiresAt">,
  now: Date = new Date(),
): boolean {
  if (reservation.status === "confirmed") return true;
  return (
    (reservation.status === "held" || reservation.status === "payment_pending") &&
    reservation.holdExpiresAt !== null &&
    reservation.holdExpiresAt > now
  );
}

export type NotFound = { ok: false; reason: "not_found" };

/**
 * Runs `work` on a reservation inside one transaction, under its class/branch lock and then a row
 * lock (SELECT … FOR UPDATE), so it sees the row as no concurrent claim can change it until the
 * transaction ends. `lockFirst` takes any lock that must come before the class lock (the holds
 * cap's, hold-limits.server.ts). Not found (before or under the lock): nothing runs.
 */
export async function withLockedReservation<R>(
  id: string,
  work: (tx: DbExecutor, reservation: Reservation) => Promise<R>,
  lockFirst?: (tx: DbExecutor, reservation: { clientAddress: string | null }) => Promise<void>,
): Promise<R | NotFound> {
  const db = await getDb();
  // The lock is keyed by the class and branch, so they are read first, outside the transaction.
  const [found] = await db
    .select({
      pickupBranchId: reservations.pickupBranchId,
      carClassId: reservations.carClassId,
      clientAddress: reservations.clientAddress,
    })
    .from(reservations)
    .where(eq(reservations.id, id))
    .limit(1);
  if (!found) return { ok: false, reason: "not_found" };
  return db.transaction(async (tx): Promise<R | NotFound> => {
    await lockFirst?.(tx, found);
    await lockClass(tx, found.pickupBranchId, found.carClassId);
    const [reservation] = await tx.select().from(reservations).where(eq(reservations.id, id)).for("update");
    if (!reservation) return { ok: false, reason: "not_found" };
    return work(tx, reservation);
  });
}

/** Sets columns of one reservation inside a transaction; the row as it now is. */
export async function setReservationColumns(
  tx: DbExecutor,
  id: string,
  values: Partial<typeof reservations.$inferInsert>,
): Promise<Reservation> {
  const [row] = await tx.update(reservations).set(values).where(eq(reservations.id, id)).returning();
  return row;
}

/** Gives a held car back (the customer left or changed vehicle). True when a hold was released. */
export async function releaseHold(id: string, options: { now?: Date } = {}): Promise<boolean> {
  const now = options.now ?? new Date();
  const db = await getDb();
  const rows = await db
    .update(reservations)
    .set({ status: "cancelled", holdExpiresAt: null, cancelledAt: now, updatedAt: now })
    .where(sql`${reservations.id} = ${id} and ${reservations.status} = 'held'`)
    .returning({ id: reservations.id });
  return rows.length > 0;
}

/** What the booking steps change on a reservation that is not yet confirmed or cancelled. */
export type ReservationPatch = Partial<
  Pick<
    typeof reservations.$inferInsert,
    | "customerDetails"
    | "extras"
    | "insuranceCode"
    | "isCarbonOffset"
    | "shuttleCode"
    | "promoCode"
    | "clientReferenceNumber"
    | "agentId"
    | "campaignName"
    | "userId"
    | "stepComplete"
    | "hotDealId"
  >
> & { priceBreakdown?: PriceBreakdown | null };

/**
 * Saves step data on a held or payment-pending reservation (the price breakdown sets the total).
 * Null when the reservation does not exist or is already confirmed or cancelled.
 */
export async function updateReservation(id: string, patch: ReservationPatch): Promise<Reservation | null> {
  const db = await getDb();
  const values: Partial<typeof reservations.$inferInsert> = { ...patch };
  if (patch.promoCode !== undefined)
    values.promoCode = patch.promoCode ? normalisePromoCode(patch.promoCode) || null : null;
  if (patch.priceBreakdown !== undefined) values.total = patch.priceBreakdown?.total ?? 0;
  const [row] = await db
    .update(reservations)
    .set(values)
    .where(sql`${reservations.id} = ${id} and ${reservations.status} in ('held', 'payment_pending')`)
    .returning();
  return row ?? null;
}

/**
 * Sets the shuttle of a confirmed reservation (a shuttle asked for after booking, on
 * /shuttle-request/). Null when the reservation does not exist or is not confirmed. Inside a
 * transaction (`executor`) the update also locks the row until the transaction ends.
 */
export async function setConfirmedReservationShuttle(
  id: string,
  shuttleCode: string | null,
  options: { executor?: DbExecutor; now?: Date } = {},
): Promise<Reservation | null> {
  const db = options.executor ?? (await getDb());
  const [row] = await db
    .update(reservations)
    .set({ shuttleCode, updatedAt: options.now ?? new Date() })
    .where(sql`${reservations.id} = ${id} and ${reservations.status} = 'confirmed'`)
    .returning();
  return row ?? null;
}

/* ---- business area ---- */

/**
 * Cancels a confirmed reservation (business cancel-booking): one conditional UPDATE, so of any
 * number of concurrent callers exactly one gets the row back; the others (and a second cancel)
 * get null. The car goes back to the fleet at once (cancelled reservations claim nothing).
 */
export async function cancelConfirmedReservation(
  id: string,
  options: { now?: Date; executor?: DbExecutor } = {},
): Promise<Reservation | null> {
  const now = options.now ?? new Date();
  const db = options.executor ?? (await getDb());
  const [row] = await db
    .update(reservations)
    .set({ status: "cancelled", holdExpiresAt: null, cancelledAt: now, updatedAt: now })
    .where(sql`${reservations.id} = ${id} and ${reservations.status} = 'confirmed'`)
    .returning();
  return row ?? null;
}

/** Every reservation booked under a business account's agent id (any status), newest pick-up first. */
export async function listReservationsOfAgent(agentId: string): Promise<Reservation[]> {
  const db = await getDb();
  return db
    .select()
    .from(reservations)
    .where(eq(reservations.agentId, agentId))
    .orderBy(sql`${reservations.pickupAt} desc`, sql`${reservations.reference}`);
}

/** A user's confirmed reservations (booked while signed in: reservations.user_id), with branch and class names. */
export async function listConfirmedBookings(userId: string) {
  const db = await getDb();
  const rows = await db
    .select({
      reference: reservations.reference,
      pickupAt: reservations.pickupAt,
      dropOffAt: reservations.dropOffAt,
      pickupBranchId: reservations.pickupBranchId,
      dropOffBranchId: reservations.dropOffBranchId,
      vehicleName: carClasses.name,
      total: reservations.total,
      status: reservations.status,
      checkedInAt: reservations.checkedInAt,
      hotDealId: reservations.hotDealId,
      priceBreakdown: reservations.priceBreakdown,
    })
    .from(reservations)
    .innerJoin(carClasses, eq(carClasses.carClassId, reservations.carClassId))
    .where(and(eq(reservations.userId, userId), eq(reservations.status, "confirmed")));
  if (rows.length === 0) return [];
  const branchRows = await db.select({ id: branches.id, name: branches.name }).from(branches);
  const branchName = new Map(branchRows.map((branch) => [branch.id, branch.name]));
  return rows.map((row) => ({
    ...row,
    pickupBranchName: branchName.get(row.pickupBranchId) ?? "",
    dropOffBranchName: branchName.get(row.dropOffBranchId) ?? "",
  }));
}

export type ConfirmedBooking = Awaited<ReturnType<typeof listConfirmedBookings>>[number];

/* ---- extend booking (a new drop-off for a confirmed booking) ---- */

export type DropOffChangeResult =
  | { ok: true; reservation: Reservation; previousDropOffAt: Date }
  /** No car free for the added period (checked again under the class lock). */
  | { ok: false; reason: "soldout" }
  /** Not confirmed any more, or its drop-off is no longer the one the change was priced for. */
  | { ok: false; reason: "changed" }
  /** `claim` answered false: the change was already applied by another request. */
  | { ok: false; reason: "claimed" }
  | { ok: false; reason: "not_found" };

/** The reservation numbers of some reservations by id (the audit log names bookings by them). */
export async function reservationReferences(ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select({ id: reservations.id, reference: reservations.reference })
    .from(reservations)
    .where(inArray(reservations.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.reference]));
}

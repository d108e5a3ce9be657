import { and, asc, desc, eq, gte, inArray, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "../db.server";
import type { DbExecutor } from "../catalog/car-classes.server";
import { carClasses, payments, rentals, reservations, vehicles } from "../schema";
import type { Payment } from "./payments.server";
import { countPayment } from "../metrics.server";

/**
 * The back office's booking queries (issue 21): finding bookings at the counter, and the
 * locked read a staff refund is checked under.
 */
export type CounterQuery =
  | { kind: "reference"; reference: string }
  | { kind: "text"; text: string; digits: string; registration: string }
  | { kind: "upcoming"; since: Date };

export type CounterBookingRow = {
  id: string;
  reference: string;
  status: string;
  pickupAt: Date;
  dropOffAt: Date;
  pickupBranchId: number;
  dropOffBranchId: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  carClassName: string;
  registration: string | null;
  pickedUpAt: Date | null;
  returnedAt: Date | null;
};

/** A phone number's digits without New Zealand's country code or trunk 0, as the search compares them. */
const nationalNumber = (digits: string) => digits.replace(/^(64|0)/, "");

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);

/**
 * Confirmed and cancelled bookings matching the query, of the branches given (pick-up or drop-off;
 * null: every branch), at most `limit`.
 */
export async function searchCounterBookings(
  query: CounterQuery,
  branchIds: number[] | null,
  limit: number,
): Promise<CounterBookingRow[]> {
  const db = await getDb();
  const conditions: (SQL | undefined)[] = [inArray(reservations.status, ["confirmed", "cancelled"])];
  if (branchIds)
    conditions.push(
      branchIds.length === 0
        ? sql`false`
        : or(
            inArray(reservations.pickupBranchId, branchIds),
            inArray(reservations.dropOffBranchId, branchIds),
          ),
    );
  if (query.kind === "reference") conditions.push(eq(reservations.reference, query.reference));
  if (query.kind === "upcoming") conditions.push(gte(reservations.pickupAt, query.since));
  if (query.kind === "text") {
    const like = `%${escapeLike(query.text.toLowerCase())}%`;
    const matches: SQL[] = [
      sql`lower(coalesce(${reservations.customerDetails}->>'firstName', '') || ' ' || coalesce(${reservations.customerDetails}->>'lastName', '')) like ${like}`,
      sql`lower(coalesce(${reservations.customerDetails}->>'email', '')) like ${like}`,
    ];
    if (query.digits.length >= 4)
      matches.push(
        // Compared as national numbers: "021 555 1234" finds "+64 21 555 1234" and the other way round.
        sql`regexp_replace(regexp_replace(coalesce(${reservations.customerDetails}->>'phone', ''), '[^0-9]', '', 'g'), '^(64|0)', '') like ${`%${nationalNumber(query.digits)}%`}`,
      );
    if (query.registration.length >= 2)
      matches.push(
        // A whole registration, or from 3 characters a part of one ("ABC" finds "ABC123").
        sql`exists (select 1 from ${rentals} join ${vehicles} on ${vehicles.id} = ${rentals.vehicleId} where ${rentals.reservationId} = ${reservations.id} and ${
          query.registration.length >= 3
            ? sql`${vehicles.registration} like ${`%${query.registration}%`}`
            : sql`${vehicles.registration} = ${query.registration}`
        })`,
      );
    conditions.push(or(...matches));
  }
  const rows = await db
    .select({
      id: reservations.id,
      reference: reservations.reference,
      status: reservations.status,
      pickupAt: reservations.pickupAt,
      dropOffAt: reservations.dropOffAt,
      pickupBranchId: reservations.pickupBranchId,
      dropOffBranchId: reservations.dropOffBranchId,
      details: reservations.customerDetails,
      carClassName: carClasses.name,
      registration: vehicles.registration,
      pickedUpAt: rentals.pickedUpAt,
      returnedAt: rentals.returnedAt,
    })
    .from(reservations)
    .innerJoin(carClasses, eq(carClasses.carClassId, reservations.carClassId))
    .leftJoin(rentals, eq(rentals.reservationId, reservations.id))
    .leftJoin(vehicles, eq(vehicles.id, rentals.vehicleId))
    .where(and(...conditions))
    .orderBy(query.kind === "upcoming" ? asc(reservations.pickupAt) : desc(reservations.pickupAt))
    .limit(limit);
  return rows.map(({ details, ...row }) => ({
    ...row,
    firstName: details?.firstName ?? null,
    lastName: details?.lastName ?? null,
    email: details?.email ?? null,
  }));
}

/**
 * Inside a transaction: the payment locked (SELECT … FOR UPDATE) and the refunds already made
 * or being made from it, so two refunds of the same payment are checked one after the other.
 */
export async function lockPaymentWithRefunds(
  tx: DbExecutor,
  paymentId: string,
): Promise<{ payment: Payment; refunds: Payment[] } | null> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
  if (!payment) return null;
  const refunds = await tx.select().from(payments).where(eq(payments.refundOfPaymentId, paymentId));
  return { payment, refunds };
}

export type NewStaffRefund = {
  reservationId: string;
  refundOfPaymentId: string;
  method: Payment["method"];
  amount: number;
  cardType: Payment["cardType"];
  idempotencyKey: string;
  now: Date;
};

/** A pending refund row (purpose "refund"); null when its idempotency key is taken (a repeat). */
export async function insertStaffRefund(tx: DbExecutor, refund: NewStaffRefund): Promise<Payment | null> {
  const [row] = await tx
    .insert(payments)
    .values({
      reservationId: refund.reservationId,
      method: refund.method,
      status: "pending",
      purpose: "refund",
      amount: refund.amount,
      cardType: refund.cardType,
      idempotencyKey: refund.idempotencyKey,
      refundOfPaymentId: refund.refundOfPaymentId,
      createdAt: refund.now,
      updatedAt: refund.now,
    })
    .onConflictDoNothing({ target: payments.idempotencyKey })
    .returning();
  return row ?? null;
}

/**
 * Moves a pending payment on (approved for a charge; refunded or cancelled for a refund) inside
 * the caller's transaction, with one conditional UPDATE: of concurrent callers one gets the row.
 */
export async function settlePendingPayment(
  tx: DbExecutor,
  id: string,
  to: "approved" | "refunded" | "cancelled",
  details: { providerReference?: string | null; cardLast4?: string | null; now: Date },
): Promise<Payment | null> {
  const [row] = await tx
    .update(payments)
    .set({
      status: to,
      updatedAt: details.now,
      ...(details.providerReference ? { providerReference: details.providerReference } : {}),
      ...(details.cardLast4 !== undefined ? { cardLast4: details.cardLast4 } : {}),
    })
    .where(and(eq(payments.id, id), eq(payments.status, "pending")))
    .returning();
  countPayment(row);
  return row ?? null;
}

import { and, asc, desc, eq } from "drizzle-orm";
import { getDb } from "../db.server";
import { countPayment } from "../metrics.server";
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  payments,
  type CardType,
  type PaymentMethod,
  type PaymentProvider,
  type PaymentPurpose,
  type PaymentStatus,
} from "../schema";

export { PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentMethod, type PaymentPurpose, type PaymentStatus };

export type Payment = typeof payments.$inferSelect;

export type NewPayment = {
  reservationId: string;
  method: PaymentMethod;
  amount: number;
  processingFee?: number;
  cardType?: CardType | null;
  provider?: PaymentProvider;
  /** Default "booking". */
  purpose?: PaymentPurpose;
  /** The booking change (cancel, extend, check-in) it belongs to. */
  changeId?: string | null;
  /** A refund row: the payment it gives money back from (shown against it in the back office). */
  refundOfPaymentId?: string | null;
  /** Default "pending"; a refund row is stored as "refunded" at once. */
  status?: "pending" | "refunded";
  providerReference?: string | null;
  /** Unique: a second create with the same key returns the first payment. */
  idempotencyKey: string;
  now?: Date;
};

/**
 * Creates a pending payment, or returns the one already stored under the same idempotency key
 * (a refresh, a double submit, or two requests at once): `created` is true only for the caller
 * whose insert went in.
 */
export async function createPayment(input: NewPayment): Promise<{ payment: Payment; created: boolean }> {
  const db = await getDb();
  const now = input.now ?? new Date();
  const [inserted] = await db
    .insert(payments)
    .values({
      reservationId: input.reservationId,
      provider: input.provider ?? "sandbox",
      method: input.method,
      status: input.status ?? "pending",
      purpose: input.purpose ?? "booking",
      changeId: input.changeId ?? null,
      refundOfPaymentId: input.refundOfPaymentId ?? null,
      providerReference: input.providerReference ?? null,
      amount: input.amount,
      processingFee: input.processingFee ?? 0,
      cardType: input.cardType ?? null,
      idempotencyKey: input.idempotencyKey,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: payments.idempotencyKey })
    .returning();
  if (inserted) return { payment: inserted, created: true };
  const existing = await getPaymentByIdempotencyKey(input.idempotencyKey);
  if (!existing) throw new Error(`createPayment: no payment under ${input.idempotencyKey} after a conflict`);
  return { payment: existing, created: false };
}

export async function getPayment(id: string): Promise<Payment | null> {
  const db = await getDb();
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

export async function getPaymentByIdempotencyKey(key: string): Promise<Payment | null> {
  const db = await getDb();
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, key)).limit(1);
  return row ?? null;
}

/** The newest payment the gateway knows by this reference (a webhook or a return without our id). */
export async function getPaymentByProviderReference(providerReference: string): Promise<Payment | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.providerReference, providerReference))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/** Every payment of a reservation, oldest first. */
export async function listPaymentsForReservation(reservationId: string): Promise<Payment[]> {
  const db = await getDb();
  return db
    .select()
    .from(payments)
    .where(eq(payments.reservationId, reservationId))
    .orderBy(asc(payments.createdAt), asc(payments.idempotencyKey));
}

/** Records the gateway's reference of the hosted page a pending payment was sent to. */
export async function setProviderReference(id: string, providerReference: string): Promise<Payment | null> {
  const db = await getDb();
  const [row] = await db
    .update(payments)
    .set({ providerReference, updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, "pending")))
    .returning();
  return row ?? null;
}

export type PaymentResultDetails = {
  providerReference?: string | null;
  cardLast4?: string | null;
  declineReason?: string | null;
  now?: Date;
};

/**
 * Moves a payment from `from` to `to` with one conditional UPDATE … WHERE status = from
 * RETURNING: of any number of concurrent callers exactly one gets the row back (it "won" the
 * transition and does what follows it, such as sending the confirmation); the others get null.
 */
async function transition(
  id: string,
  from: PaymentStatus,
  to: PaymentStatus,
  details: PaymentResultDetails,
): Promise<Payment | null> {
  const db = await getDb();
  const values: Partial<typeof payments.$inferInsert> = { status: to, updatedAt: details.now ?? new Date() };
  if (details.providerReference) values.providerReference = details.providerReference;
  if (details.cardLast4 !== undefined) values.cardLast4 = details.cardLast4;
  if (details.declineReason !== undefined) values.declineReason = details.declineReason;
  const [row] = await db
    .update(payments)
    .set(values)
    .where(and(eq(payments.id, id), eq(payments.status, from)))
    .returning();
  countPayment(row);
  return row ?? null;
}

/** pending → approved; null when the payment was not pending (someone else won, or it ended). */
export function approvePayment(id: string, details: PaymentResultDetails = {}): Promise<Payment | null> {
  return transition(id, "pending", "approved", details);
}

/** pending → declined, with the gateway's reason. */
export function declinePayment(id: string, details: PaymentResultDetails = {}): Promise<Payment | null> {
  return transition(id, "pending", "declined", details);
}

/** pending → cancelled: the payer left the hosted page, or the payment was replaced by a new one. */
export function cancelPayment(id: string, details: PaymentResultDetails = {}): Promise<Payment | null> {
  return transition(id, "pending", "cancelled", details);
}

/** pending → refunded: a refund row (see change-payments.server.ts) the gateway has paid out. */
export function completeRefund(id: string, details: PaymentResultDetails = {}): Promise<Payment | null> {
  return transition(id, "pending", "refunded", details);
}

/** pending → authorised: the gateway holds the amount on the card (a bond), nothing is charged. */
export function authorisePayment(id: string, details: PaymentResultDetails = {}): Promise<Payment | null> {
  return transition(id, "pending", "authorised", details);
}

/** authorised → voided: the hold on the card is released. */
export function voidPayment(id: string, details: PaymentResultDetails = {}): Promise<Payment | null> {
  return transition(id, "authorised", "voided", details);
}

/** Every payment of a booking change, oldest first. */
export async function listPaymentsForChange(changeId: string): Promise<Payment[]> {
  const db = await getDb();
  return db
    .select()
    .from(payments)
    .where(eq(payments.changeId, changeId))
    .orderBy(asc(payments.createdAt), asc(payments.idempotencyKey));
}

/** approved → refunded: the money was taken but the booking could not be confirmed. */
export function refundPayment(id: string, details: PaymentResultDetails = {}): Promise<Payment | null> {
  return transition(id, "approved", "refunded", details);
}

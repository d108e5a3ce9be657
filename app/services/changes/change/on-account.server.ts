/**
 * Settling an agent's change of a booking charged to the agency's (or company's) account: no
 * card and no gateway. A difference to pay is one approved on-account payment of purpose
 * "change"; money back is one credit to the account (a refund row against the on-account
 * payments, never more than was charged to it and not had back). Both are keyed by the change,
 * so a refresh, a back button or a double submit finds the same row, and the change is applied
 * once (apply.server.ts). Both show on the booking's invoice (business/invoices.server.ts).
 *
 * A card-paid agent booking, and a customer changing a booking, keep the card path
 * (payment.server.ts).
 */
import {
  abandonChange,
  getLatestCompletedChange,
  type BookingChange,
} from "~/models/reservations/booking-changes.server";
import {
  approvePayment,
  createPayment,
  getPayment,
  listPaymentsForChange,
  listPaymentsForReservation,
  type Payment,
} from "~/models/reservations/payments.server";
import type { Reservation } from "~/models/reservations/reservations.server";
import { formatMoney, roundMoney } from "../../platform/money";
import type { ChangeActor, ChangeStaff } from "../access.server";
import { changeRefundKey, isRefundRow, netPaid } from "../payments.server";
import { applyBookingChange } from "./apply.server";
import type { ChangeInProgress } from "./change.server";
import type { ConfirmOutcome } from "./payment.server";
import type { ReviewView } from "./views.server";
import { CHANGE_MESSAGES, CHANGE_ON_ACCOUNT_TEXT } from "./text";

/** The key of a change's charge to the account: one per change. */
export function changeAccountChargeKey(changeId: string): string {
  return `change:${changeId}:change:on-account`;
}

/** Whether the booking was charged to the business account (its own payment, approved on account). */
export function paidOnAccount(payments: readonly Pick<Payment, "method" | "purpose" | "status">[]): boolean {
  return payments.some(
    (payment) =>
      payment.purpose === "booking" && payment.method === "on-account" && payment.status === "approved",
  );
}

/** Whether the booking is a business account's, charged to the account. */
export async function chargedToAccount(reservation: Pick<Reservation, "id" | "agentId">): Promise<boolean> {
  if (!reservation.agentId) return false;
  return paidOnAccount(await listPaymentsForReservation(reservation.id));
}

/**
 * Whether this change is settled on the account: an agent's change of a booking charged to it (a
 * customer may not change such a booking online: change.server.ts blockOf, "account").
 */
export async function settlesOnAccount(
  reservation: Pick<Reservation, "id" | "agentId">,
  actor: ChangeActor,
): Promise<boolean> {
  return actor === "agent" && (await chargedToAccount(reservation));
}

/**
 * The review page for a change settled on the account: the refund line says it is a credit to
 * the account, and a note says where the money goes.
 */
export function onAccountReview(review: ReviewView): { review: ReviewView; note: string | null } {
  if (review.difference > 0)
    return { review, note: CHANGE_ON_ACCOUNT_TEXT.chargeNote(review.differenceText) };
  if (review.difference < 0 && review.refund) {
    return {
      review: { ...review, refund: { ...review.refund, to: CHANGE_ON_ACCOUNT_TEXT.creditTo } },
      note: CHANGE_ON_ACCOUNT_TEXT.creditNote(review.refund.amount),
    };
  }
  return { review, note: null };
}

/**
 * Credits `amount` back to the account for a change, once per change (a repeat finds the same
 * credit), never more than was paid and not had back.
 */
async function creditAccount(
  change: Pick<BookingChange, "id" | "reservationId">,
  amount: number,
  now: Date,
): Promise<Payment | null> {
  const all = await listPaymentsForReservation(change.reservationId);
  const done = all.find(
    (payment) => payment.changeId === change.id && isRefundRow(payment) && payment.status === "refunded",
  );
  if (done) return done;
  const source = creditSource(all);
  const credit = roundMoney(Math.min(amount, netPaid(all), source?.room ?? 0));
  if (!source || !(credit > 0)) return null;
  const { payment } = await createPayment({
    reservationId: change.reservationId,
    method: "on-account",
    amount: credit,
    purpose: "change",
    changeId: change.id,
    refundOfPaymentId: source.payment.id,
    status: "refunded",
    idempotencyKey: changeRefundKey(change.id, 1),
    now,
  });
  return payment;
}

/**
 * The on-account charge a credit is made against: the approved one with the most not yet given
 * back (a credit never gives back more than that charge; the back office shows it against it).
 */
function creditSource(all: readonly Payment[]): { payment: Payment; room: number } | null {
  const given = (payment: Payment) =>
    all
      .filter((row) => row.refundOfPaymentId === payment.id && row.status === "refunded")
      .reduce((sum, row) => sum + row.amount, 0);
  const rooms = all
    .filter((payment) => payment.method === "on-account" && payment.status === "approved")
    .map((payment) => ({ payment, room: roundMoney(payment.amount - given(payment)) }))
    .sort((a, b) => b.room - a.room);
  return rooms[0] ?? null;
}

/** The change's one charge to the account, approved (a repeat or a concurrent submit finds it). */
async function chargeAccount(
  change: Pick<BookingChange, "id" | "reservationId">,
  amount: number,
  now: Date,
): Promise<Payment> {
  const { payment } = await createPayment({
    reservationId: change.reservationId,
    method: "on-account",
    amount: roundMoney(amount),
    purpose: "change",
    changeId: change.id,
    idempotencyKey: changeAccountChargeKey(change.id),
    now,
  });
  if (payment.status !== "pending") return payment;
  return (await approvePayment(payment.id, { now })) ?? (await getPayment(payment.id)) ?? payment;
}

const outcomeOf = (applied: { kind: string }): "confirmed" | "changed" =>
  applied.kind === "applied" || applied.kind === "already" ? "confirmed" : "changed";

/**
 * Settles the change on the account and applies it once: more to pay → charged to the account;
 * money back → credited to it; nothing → applied. When the booking moved on meanwhile (or the
 * charge found was for an earlier price), the change is given up and the charge credited back.
 */
export async function settleOnAccount(
  state: ChangeInProgress,
  options: { now?: Date; actor?: ChangeActor; by?: ChangeStaff | null } = {},
): Promise<ConfirmOutcome> {
  const { change, detail } = state;
  return settleOnAccountWith({
    change,
    difference: detail.difference,
    now: options.now,
    notice: CHANGE_MESSAGES.bookingChanged,
    apply: (money, now) =>
      applyBookingChange(change, detail, {
        now,
        actor: options.actor,
        by: options.by,
        ...money,
        onAccount: true,
      }),
  });
}

/**
 * settleOnAccount for any flow that re-prices a booking (a change, a new drop-off at the
 * counter): the flow brings its own `apply` (applied once, `kind` "applied" or "already" when
 * done) and the notice of a booking that moved on.
 */
export async function settleOnAccountWith(input: {
  change: Pick<BookingChange, "id" | "reservationId">;
  difference: number;
  notice: string;
  apply: (money: { paid?: number; refunded?: number }, now: Date) => Promise<{ kind: string }>;
  now?: Date;
}): Promise<ConfirmOutcome> {
  const now = input.now ?? new Date();
  const { change, difference } = input;
  const startAgain = { kind: "start", notice: input.notice } as const;
  const apply = (money: { paid?: number; refunded?: number }) => input.apply(money, now);

  if (difference > 0) {
    const charge = await chargeAccount(change, difference, now);
    if (charge.status !== "approved") return startAgain;
    const giveBack = async () => {
      await abandonChange(change.id, now);
      await creditAccount(change, charge.amount, now);
      return startAgain;
    };
    if (roundMoney(charge.amount) !== roundMoney(difference)) return giveBack();
    return outcomeOf(await apply({ paid: charge.amount })) === "confirmed"
      ? { kind: "confirmed" }
      : giveBack();
  }
  // Money back: applied first, then credited (once): a booking that moved on gets no credit.
  const refunded = difference < 0 ? await creditDue(change, -difference) : 0;
  if (outcomeOf(await apply({ refunded })) !== "confirmed") return startAgain;
  if (refunded > 0) await creditAccount(change, refunded, now);
  return { kind: "confirmed" };
}

/** What a credit for the change is (or was): the credit already made, else at most what was paid. */
async function creditDue(change: Pick<BookingChange, "id" | "reservationId">, amount: number) {
  const all = await listPaymentsForReservation(change.reservationId);
  const done = all.find(
    (payment) => payment.changeId === change.id && isRefundRow(payment) && payment.status === "refunded",
  );
  return done
    ? done.amount
    : roundMoney(Math.max(0, Math.min(amount, netPaid(all), creditSource(all)?.room ?? 0)));
}

/**
 * What the done page says of the money of the booking's last change when it went on the account
 * ("Charged to account $12.00", "Credited to account $5.00"); null when it did not.
 */
export async function onAccountDoneText(reservationId: string): Promise<string | null> {
  const change = await getLatestCompletedChange(reservationId, "change");
  if (!change) return null;
  const payments = (await listPaymentsForChange(change.id)).filter(
    (payment) => payment.method === "on-account",
  );
  const credit = payments.find((payment) => isRefundRow(payment) && payment.status === "refunded");
  if (credit) return CHANGE_ON_ACCOUNT_TEXT.credited(formatMoney(credit.amount));
  const charge = payments.find((payment) => !isRefundRow(payment) && payment.status === "approved");
  return charge ? CHANGE_ON_ACCOUNT_TEXT.charged(formatMoney(charge.amount)) : null;
}

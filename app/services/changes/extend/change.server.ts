/**
 * The extend-booking flow (/extend-booking/…): a new drop-off for a confirmed booking, priced
 * again, paid for (card), refunded or confirmed at no charge, and applied to the booking once.
 *
 * - The change in progress is the booking's `booking_changes` row of kind "extend"; its detail
 *   holds the new drop-off, the new price breakdown, the totals and whether the terms were agreed
 *   (ExtendDetail). A new date chosen while a card payment is under way gives that change up and
 *   starts a new one, so an old checkout can never pay for other dates.
 * - Price: the booking priced again with priceReservation for the new drop-off: same vehicle
 *   class, branches, pick-up (so the same season), extras and quantities, insurance, carbon
 *   offset and shuttle, the promo discount percent the booking had (even if the code has expired
 *   since), and the card processing fee percent the booking was paid with (none for a bank
 *   transfer). Difference = new total − current total (reservations.total).
 * - Availability: a later drop-off needs a car of the class free at the pick-up branch for the
 *   added period [current drop-off, new drop-off), not counting this booking; checked when the
 *   date is chosen and again under the class lock when the change is applied. A shorter rental
 *   needs none.
 * - Applying: changeConfirmedDropOff (models/reservations/reservations.server.ts) moves the drop-off and the
 *   price in one transaction with completeChange, so refresh, back and double submit apply it once;
 *   only that caller records the "extended" history event and sends the email.
 */
import { changeConfirmedDropOff } from "../../booking/availability/claims.server";
import { getSeasonForPickup } from "../../booking/pricing/rates.server";
import {
  getExtrasByCodes,
  getInsuranceOption,
  getShuttleOption,
} from "~/models/catalog/booking-options.server";
import { recordBookingEventQuietly } from "~/models/reservations/booking-events.server";
import {
  abandonChange,
  completeChange,
  getChange,
  getChangeInProgress,
  getLatestCompletedChange,
  openChange,
  updateChange,
  type BookingChange,
} from "~/models/reservations/booking-changes.server";
import { getBranchById, type Branch } from "~/models/catalog/branches.server";
import { getCarClassById } from "~/models/catalog/car-classes.server";
import { listPaymentsForReservation } from "~/models/reservations/payments.server";
import { getReservation, type Reservation } from "~/models/reservations/reservations.server";
import { availabilityOfClass, isBookable } from "../../booking/availability/availability.server";
import { absoluteUrl } from "../../booking/confirmation/mail.server";
import { formatNzDate, formatNzTime } from "../../platform/dates";
import type { ChangeActor } from "../access.server";
import {
  netPaid,
  readChangeReturn,
  refundForChange,
  refundSource,
  startChangeCheckout,
  type ChangeCheckoutResult,
} from "../payments.server";
import {
  checkNewDropOff,
  extendBlock,
  isExtension,
  priceDifference,
  readExtendDetail,
  type ExtendDetail,
  type NewDropOffErrors,
  type NewDropOffInput,
} from "./rules";
import {
  EXTEND_EMAIL_TEXT,
  EXTEND_MESSAGES,
  EXTEND_PATHS,
  extendedHistoryNote,
  type AtBranchReason,
} from "./text";
import { sendMail } from "../../platform/mail.server";
import { manageBookingPath } from "../constants";
import { CHANGE_PAYMENT_MESSAGES } from "../text";
import { formatMoney, roundMoney } from "../../platform/money";
import { priceReservation, rentalPeriod, type PriceBreakdown } from "../../booking/pricing/rules";
import { loadOneWayFees } from "../../booking/pricing/one-way-fees.server";
import { nzPhone, type PhoneNumber } from "../help-number.server";

export type ExtendBranches = { pickup: Branch; dropOff: Branch };

export async function loadExtendBranches(
  reservation: Pick<Reservation, "pickupBranchId" | "dropOffBranchId">,
): Promise<ExtendBranches | null> {
  const [pickup, dropOff] = await Promise.all([
    getBranchById(reservation.pickupBranchId),
    getBranchById(reservation.dropOffBranchId),
  ]);
  return pickup && dropOff ? { pickup, dropOff } : null;
}

/* ------------------------------------------------------------------------------------------------
 * Price and availability
 * ---------------------------------------------------------------------------------------------- */

/** The booking priced again with a new drop-off (see the file comment). Null when its data is gone. */
export async function priceWithDropOff(
  reservation: Reservation,
  dropOffAt: Date,
): Promise<PriceBreakdown | null> {
  const [branches, carClass, extras, insurance, shuttle, oneWayFees] = await Promise.all([
    loadExtendBranches(reservation),
    getCarClassById(reservation.carClassId),
    getExtrasByCodes(reservation.extras.map((extra) => extra.code)),
    reservation.insuranceCode ? getInsuranceOption(reservation.insuranceCode) : Promise.resolve(null),
    reservation.shuttleCode ? getShuttleOption(reservation.shuttleCode) : Promise.resolve(null),
    loadOneWayFees(),
  ]);
  if (!branches || !carClass) return null;
  const season = await getSeasonForPickup(branches.pickup.code, reservation.pickupAt);
  const quantities = new Map(reservation.extras.map((extra) => [extra.code, extra.quantity]));
  const old = reservation.priceBreakdown;
  return priceReservation({
    period: rentalPeriod(reservation.pickupAt, dropOffAt),
    pickupBranch: branches.pickup,
    dropOffBranch: branches.dropOff,
    oneWayFees,
    carClass,
    seasons: season ? [season] : [],
    extras: extras.map((extra) => ({ extra, quantity: quantities.get(extra.code) ?? 0 })),
    insurance,
    isCarbonOffset: reservation.isCarbonOffset,
    shuttle,
    promo: old?.discount ? { code: old.discount.code, discountPercent: old.discount.percent } : null,
    processingFee: old?.processingFee
      ? { cardType: old.processingFee.cardType, percent: old.processingFee.percent }
      : null,
  });
}

/** Whether a car of the booking's class is free for the time a new drop-off adds (always, when shorter). */
export async function addedPeriodFree(
  reservation: Reservation,
  newDropOffAt: Date,
  now: Date = new Date(),
): Promise<boolean> {
  if (!isExtension(reservation.dropOffAt, newDropOffAt)) return true;
  const availability = await availabilityOfClass({
    pickupBranchId: reservation.pickupBranchId,
    carClassId: reservation.carClassId,
    pickupAt: reservation.dropOffAt,
    dropOffAt: newDropOffAt,
    now,
    excludeReservationId: reservation.id,
  });
  return availability !== null && isBookable(availability.status);
}

/* ------------------------------------------------------------------------------------------------
 * Choosing the new drop-off
 * ---------------------------------------------------------------------------------------------- */

export type ProposeResult =
  | { kind: "invalid"; errors: NewDropOffErrors; outsideHours: boolean }
  | { kind: "at-branch"; reason: AtBranchReason }
  | { kind: "priced"; change: BookingChange; detail: ExtendDetail };

/**
 * Checks a new drop-off for the booking and, when it can be done online, prices it and saves it
 * on the change in progress (a new change when a payment for other dates was under way).
 */
export async function proposeNewDropOff(
  reservation: Reservation,
  input: NewDropOffInput,
  now: Date = new Date(),
): Promise<ProposeResult> {
  const blocked = extendBlock(reservation, now);
  if (blocked) return { kind: "at-branch", reason: blocked };
  const branches = await loadExtendBranches(reservation);
  if (!branches) return { kind: "at-branch", reason: "unavailable" };
  const checked = checkNewDropOff(input, reservation, branches, now);
  if (!checked.ok) return { kind: "invalid", errors: checked.errors, outsideHours: checked.outsideHours };
  if (!(await addedPeriodFree(reservation, checked.dropOffAt, now)))
    return { kind: "at-branch", reason: "unavailable" };
  const breakdown = await priceWithDropOff(reservation, checked.dropOffAt);
  if (!breakdown) return { kind: "at-branch", reason: "unavailable" };

  const detail: ExtendDetail = {
    oldDropOffAt: reservation.dropOffAt.toISOString(),
    newDropOffAt: checked.dropOffAt.toISOString(),
    oldTotal: roundMoney(reservation.total),
    newTotal: breakdown.total,
    difference: priceDifference(reservation.total, breakdown.total),
    breakdown,
    agreed: false,
  };
  const existing = await getChangeInProgress(reservation.id, "extend");
  if (existing?.status === "awaiting-payment") await abandonChange(existing.id, now);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const change = await openChange(reservation.id, "extend", { now });
    const saved = await updateChange(change.id, { detail, amount: detail.difference, now });
    if (saved) return { kind: "priced", change: saved, detail };
  }
  throw new Error(`proposeNewDropOff: no extend change could be saved for ${reservation.reference}`);
}

/* ------------------------------------------------------------------------------------------------
 * The change in progress
 * ---------------------------------------------------------------------------------------------- */

export type ExtendInProgress = { change: BookingChange; detail: ExtendDetail };

export type ExtendState =
  | { kind: "ready"; change: BookingChange; detail: ExtendDetail }
  /** Nothing chosen yet (or the booking changed since): back to the start, with a notice. */
  | { kind: "start"; notice: string | null }
  | { kind: "at-branch"; reason: AtBranchReason }
  /** Applied already: the confirmation. */
  | { kind: "done" };

/**
 * Where a flow page after the start stands: the change in progress with a priced drop-off that
 * still fits the booking, or where to send the visitor instead.
 */
export async function extendState(reservation: Reservation, now: Date = new Date()): Promise<ExtendState> {
  const change = await getChangeInProgress(reservation.id, "extend");
  const detail = readExtendDetail(change?.detail);
  if (!change || !detail) {
    const completed = await getLatestCompletedChange(reservation.id, "extend");
    if (completed && completed.updatedAt.getTime() > now.getTime() - 30 * 60_000) return { kind: "done" };
    const blocked = extendBlock(reservation, now);
    if (blocked) return { kind: "at-branch", reason: blocked };
    return { kind: "start", notice: change ? null : EXTEND_MESSAGES.startAgain };
  }
  if (
    detail.oldDropOffAt !== reservation.dropOffAt.toISOString() ||
    roundMoney(reservation.total) !== detail.oldTotal
  ) {
    await abandonChange(change.id, now);
    return { kind: "start", notice: EXTEND_MESSAGES.bookingChanged };
  }
  const blocked = extendBlock(reservation, now);
  if (blocked) return { kind: "at-branch", reason: blocked };
  return { kind: "ready", change, detail };
}

export async function agreeToExtension(change: BookingChange, now: Date = new Date()): Promise<boolean> {
  return (await updateChange(change.id, { detail: { agreed: true }, now })) !== null;
}

/* ------------------------------------------------------------------------------------------------
 * Applying the change
 * ---------------------------------------------------------------------------------------------- */

export type ApplyResult =
  | { kind: "applied"; reservation: Reservation }
  /** Another request applied it (or it is no longer in progress). */
  | { kind: "already" }
  | { kind: "soldout" }
  | { kind: "changed" };

/**
 * Applies the change to the booking once (drop-off, price breakdown and total, with the change
 * completed in the same transaction). Only the caller that applies it records the history event
 * and sends the email.
 */
export async function applyExtension(
  change: Pick<BookingChange, "id" | "reservationId">,
  detail: ExtendDetail,
  options: { now?: Date; actor?: ChangeActor; paid?: number; refunded?: number } = {},
): Promise<ApplyResult> {
  const now = options.now ?? new Date();
  const result = await changeConfirmedDropOff(
    change.reservationId,
    {
      expectedDropOffAt: new Date(detail.oldDropOffAt),
      dropOffAt: new Date(detail.newDropOffAt),
      priceBreakdown: detail.breakdown,
      now,
    },
    async (tx) => (await completeChange(change.id, now, tx)) !== null,
  );
  if (!result.ok) {
    if (result.reason === "soldout") return { kind: "soldout" };
    if (result.reason === "claimed") return { kind: "already" };
    // The booking moved on: a completed change means this was the repeat of an applied one.
    const current = await getChange(change.id);
    return current?.status === "completed" ? { kind: "already" } : { kind: "changed" };
  }
  const from = new Date(detail.oldDropOffAt);
  const to = new Date(detail.newDropOffAt);
  await recordBookingEventQuietly({
    reservationId: change.reservationId,
    kind: "extended",
    actor: options.actor ?? "customer",
    detail: {
      from: detail.oldDropOffAt,
      to: detail.newDropOffAt,
      amount: detail.difference,
      note: extendedHistoryNote(whenText(from), whenText(to), formatMoney(detail.difference)),
    },
    now,
  });
  await sendExtendedEmail(result.reservation, detail).catch((error) => {
    console.error(`The extension email of ${result.reservation.reference} was not sent:`, error);
  });
  return { kind: "applied", reservation: result.reservation };
}

function whenText(at: Date): string {
  return `${formatNzDate(at)} ${formatNzTime(at)}`;
}

/** The "your booking has been changed" email (plain text). */
export function renderExtendedEmail(reservation: Reservation, detail: ExtendDetail, publicUrl?: string) {
  const customer = reservation.customerDetails;
  if (!customer?.email) return null;
  const lines = [
    EXTEND_EMAIL_TEXT.greeting(customer.firstName),
    "",
    EXTEND_EMAIL_TEXT.intro(reservation.reference),
    "",
    `${EXTEND_EMAIL_TEXT.was}: ${whenText(new Date(detail.oldDropOffAt))}`,
    `${EXTEND_EMAIL_TEXT.now}: ${whenText(new Date(detail.newDropOffAt))}`,
    `${EXTEND_EMAIL_TEXT.total}: ${formatMoney(detail.newTotal)}`,
    detail.difference > 0
      ? `${EXTEND_EMAIL_TEXT.paid}: ${formatMoney(detail.difference)}`
      : detail.difference < 0
        ? `${EXTEND_EMAIL_TEXT.refunded}: ${formatMoney(-detail.difference)}`
        : null,
    "",
    `${EXTEND_EMAIL_TEXT.manage}: ${absoluteUrl(manageBookingPath(reservation.reference), publicUrl)}`,
    "",
    EXTEND_EMAIL_TEXT.signOff,
  ].filter((line): line is string => line !== null);
  return {
    to: customer.email,
    subject: EXTEND_EMAIL_TEXT.subject(reservation.reference),
    text: lines.join("\n"),
  };
}

async function sendExtendedEmail(reservation: Reservation, detail: ExtendDetail): Promise<void> {
  const message = renderExtendedEmail(reservation, detail);
  if (message) await sendMail(message);
}

/* ------------------------------------------------------------------------------------------------
 * Paying, refunding, no charge
 * ---------------------------------------------------------------------------------------------- */

export function extensionPaymentDescription(reference: string): string {
  return `Extension of booking ${reference}`;
}

/** Sends the customer to the gateway for the difference (the same pending attempt on a repeat). */
export async function startExtensionPayment(
  reservation: Reservation,
  state: ExtendInProgress,
  now: Date = new Date(),
): Promise<ChangeCheckoutResult | { kind: "soldout" }> {
  if (!(await addedPeriodFree(reservation, new Date(state.detail.newDropOffAt), now)))
    return { kind: "soldout" };
  return startChangeCheckout({
    change: state.change,
    purpose: "extension",
    amount: state.detail.difference,
    description: extensionPaymentDescription(reservation.reference),
    returnPath: EXTEND_PATHS.creditCard,
    now,
  });
}

export type CardReturnOutcome =
  | { kind: "invalid" }
  | { kind: "confirmed"; reservationId: string }
  | { kind: "retry"; reservationId: string; notice: string }
  /** Paid, but no car was left by then (or the booking moved on): the payment was refunded. */
  | { kind: "refunded"; reservationId: string; reason: AtBranchReason | null; notice: string };

/** The gateway's answer on /extend-booking/payment/credit-card/, applied once however often it is read. */
export async function handleExtensionCardReturn(
  url: URL,
  options: { now?: Date; actor?: ChangeActor } = {},
): Promise<CardReturnOutcome> {
  const now = options.now ?? new Date();
  const answer = await readChangeReturn(url, "extension", { now });
  if (answer.kind === "invalid") return { kind: "invalid" };
  const change = await getChange(answer.changeId);
  if (!change || change.kind !== "extend") return { kind: "invalid" };
  const reservationId = change.reservationId;
  if (answer.kind !== "approved") return { kind: "retry", reservationId, notice: answer.notice };
  if (change.status === "completed") return { kind: "confirmed", reservationId };

  const detail = readExtendDetail(change.detail);
  const giveBack = async (reason: AtBranchReason | null, notice: string): Promise<CardReturnOutcome> => {
    await abandonChange(change.id, now);
    await refundForChange({
      change,
      purpose: "extension",
      amount: answer.payment.amount,
      reason: notice,
      now,
    });
    return { kind: "refunded", reservationId, reason, notice };
  };
  // Paid for a change given up meanwhile (new dates chosen): the money goes back.
  if (
    change.status === "abandoned" ||
    !detail ||
    roundMoney(answer.payment.amount) !== roundMoney(detail.difference)
  ) {
    return giveBack(null, CHANGE_PAYMENT_MESSAGES.staleCheckout);
  }
  const applied = await applyExtension(change, detail, {
    now,
    actor: options.actor,
    paid: answer.payment.amount,
  });
  if (applied.kind === "applied" || applied.kind === "already") return { kind: "confirmed", reservationId };
  if (applied.kind === "soldout") return giveBack("unavailable", EXTEND_MESSAGES.soldOutAfterPayment);
  return giveBack(null, EXTEND_MESSAGES.bookingChanged);
}

export type RefundPlan = {
  /** What the customer gets back: the difference, at most what they have paid. */
  amount: number;
  toCard: boolean;
  cardLast4: string | null;
};

/** How the refund of a shorter rental is paid out (shown before the customer confirms it). */
export async function refundPlan(reservation: Reservation, detail: ExtendDetail): Promise<RefundPlan> {
  const payments = await listPaymentsForReservation(reservation.id);
  const source = refundSource(payments);
  return {
    amount: roundMoney(Math.max(0, Math.min(-detail.difference, netPaid(payments)))),
    toCard: source !== null,
    cardLast4: source?.cardLast4 ?? null,
  };
}

export type ConfirmOutcome =
  | { kind: "confirmed" }
  | { kind: "failed"; notice: string }
  | { kind: "at-branch"; reason: AtBranchReason }
  | { kind: "start"; notice: string };

/**
 * Confirms a shorter rental (refund first, once per change, then the booking) or a change at no
 * charge. A double submit waits for the request that is paying the refund out.
 */
export async function confirmWithoutPayment(
  reservation: Reservation,
  state: ExtendInProgress,
  options: { now?: Date; actor?: ChangeActor; waitMs?: number } = {},
): Promise<ConfirmOutcome> {
  const now = options.now ?? new Date();
  const { change, detail } = state;
  if (detail.difference > 0) return { kind: "start", notice: EXTEND_MESSAGES.agreeFirst };
  let refunded = 0;
  if (detail.difference < 0) {
    const plan = await refundPlan(reservation, detail);
    if (plan.amount > 0) {
      const refund = await refundForChange({
        change,
        purpose: "extension",
        amount: plan.amount,
        reason: extensionPaymentDescription(reservation.reference),
        now,
      });
      if (refund.kind === "failed") return { kind: "failed", notice: EXTEND_MESSAGES.refundFailed };
      if (refund.kind === "in-progress") return waitForCompletion(change.id, options.waitMs ?? 5000);
      refunded = refund.payment.amount;
    }
  }
  const applied = await applyExtension(change, detail, { now, actor: options.actor, refunded });
  if (applied.kind === "applied" || applied.kind === "already") return { kind: "confirmed" };
  if (applied.kind === "soldout") return { kind: "at-branch", reason: "unavailable" };
  return { kind: "start", notice: EXTEND_MESSAGES.bookingChanged };
}

async function waitForCompletion(changeId: string, waitMs: number): Promise<ConfirmOutcome> {
  const until = Date.now() + waitMs;
  while (Date.now() < until) {
    const change = await getChange(changeId);
    if (change?.status === "completed") return { kind: "confirmed" };
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return { kind: "failed", notice: EXTEND_MESSAGES.refundInProgress };
}

/* ------------------------------------------------------------------------------------------------
 * What the pages show
 * ---------------------------------------------------------------------------------------------- */

export type ExtendBookingView = {
  reference: string;
  vehicle: string;
  pickupBranch: string;
  dropOffBranch: string;
  pickup: string;
  dropOff: string;
  days: number;
  total: string;
  manageHref: string;
};

export type ExtendChangeView = {
  newDropOff: string;
  newDays: number;
  oldTotal: string;
  newTotal: string;
  difference: number;
  differenceText: string;
  breakdown: PriceBreakdown;
};

export async function bookingView(reservation: Reservation): Promise<ExtendBookingView> {
  const [branches, carClass] = await Promise.all([
    loadExtendBranches(reservation),
    getCarClassById(reservation.carClassId),
  ]);
  return {
    reference: reservation.reference,
    vehicle: carClass?.name ?? "",
    pickupBranch: branches?.pickup.name ?? "",
    dropOffBranch: branches?.dropOff.name ?? "",
    pickup: whenText(reservation.pickupAt),
    dropOff: whenText(reservation.dropOffAt),
    days: reservation.priceBreakdown?.days ?? 0,
    total: formatMoney(reservation.total),
    manageHref: manageBookingPath(reservation.reference),
  };
}

export function changeView(detail: ExtendDetail): ExtendChangeView {
  return {
    newDropOff: whenText(new Date(detail.newDropOffAt)),
    newDays: detail.breakdown.days,
    oldTotal: formatMoney(detail.oldTotal),
    newTotal: formatMoney(detail.newTotal),
    difference: detail.difference,
    differenceText: formatMoney(Math.abs(detail.difference)),
    breakdown: detail.breakdown,
  };
}

/** The branch the at-branch page names: the drop-off branch for a time outside its hours, else the pick-up branch. */
export async function atBranchContact(
  reservation: Reservation,
  reason: AtBranchReason | null,
): Promise<{ branchName: string; phone: PhoneNumber } | null> {
  const branches = await loadExtendBranches(reservation);
  if (!branches) return null;
  const branch = reason === "hours" ? branches.dropOff : branches.pickup;
  return { branchName: branch.name, phone: nzPhone(branch.phone) };
}

export type ExtendConfirmationView = {
  booking: ExtendBookingView;
  previousDropOff: string;
  difference: number;
  differenceText: string;
};

/** The last applied change of the booking, for the confirmation page; null when there is none. */
export async function extendConfirmation(reservationId: string): Promise<ExtendConfirmationView | null> {
  const [change, reservation] = await Promise.all([
    getLatestCompletedChange(reservationId, "extend"),
    getReservation(reservationId),
  ]);
  const detail = readExtendDetail(change?.detail);
  if (!change || !detail || !reservation) return null;
  return {
    booking: await bookingView(reservation),
    previousDropOff: whenText(new Date(detail.oldDropOffAt)),
    difference: detail.difference,
    differenceText: formatMoney(Math.abs(detail.difference)),
  };
}

/**
 * The review of a new drop-off at the counter, /admin/bookings/<reference>/drop-off/review/: the
 * extend flow's priced change (and any override), then the money, each applied once whatever is
 * refreshed or sent twice: a difference to pay taken at the desk like a walk-in (EFTPOS with its
 * receipt number: the drop-off moved first, then the payment recorded once; or the card on the
 * gateway's page, which comes back here: handleExtensionCardReturn); money back refunded after
 * the drop-off has moved; a business booking charged to its account settled on the account.
 */
import { data, redirect } from "@remix-run/node";
import { withZod } from "@remix-validated-form/with-zod";
import { validationError } from "remix-validated-form";
import { approvePayment, createPayment } from "~/models/reservations/payments.server";
import type { Reservation } from "~/models/reservations/reservations.server";
import { chargedToAccount, settleOnAccountWith } from "../../changes/change/on-account.server";
import { CHANGE_ON_ACCOUNT_TEXT } from "../../changes/change/text";
import { refundForChange } from "../../changes/payments.server";
import { applyExtension } from "../../changes/extend/apply.server";
import { extendState, type ExtendInProgress } from "../../changes/extend/change.server";
import {
  extensionPaymentDescription,
  handleExtensionCardReturn,
  refundPlan,
  startExtensionPayment,
} from "../../changes/extend/payment.server";
import { EXTEND_MESSAGES } from "../../changes/extend/text";
import {
  bookingView,
  changeView,
  type ExtendBookingView,
  type ExtendChangeView,
} from "../../changes/extend/views.server";
import { NO_STORE } from "../../platform/cache-control";
import { notFound } from "../../platform/http-status";
import { formatMoney, roundMoney } from "../../platform/money";
import { addNote } from "../bookings/note.server";
import { noteOverride } from "../counter-change/override-note.server";
import { counterBookingPath } from "../bookings/paths";
import type { CounterReservation, CounterStaff } from "../bookings/reservation.server";
import { changeStaff } from "../counter-change/change.server";
import { COUNTER_CHANGE_MESSAGES, COUNTER_CHANGE_TEXT } from "../counter-change/text";
import { FORM_ERROR_FIELD, walkInPaySchema } from "../walk-in/forms";
import { counterExtendContext } from "./drop-off.server";
import { COUNTER_DROP_OFF_PAY_FORM, counterDropOffPath, counterDropOffReviewPath } from "./paths";
import { COUNTER_DROP_OFF_MESSAGES as M, COUNTER_DROP_OFF_TEXT as T } from "./text";

export type CounterDropOffReviewPage = {
  booking: ExtendBookingView;
  change: ExtendChangeView;
  /** "Priced $530.00, set to $480.00: loyal customer"; null without an override. */
  override: string | null;
  /** Where the money goes: on the account, refunded, or nothing. */
  money: string | null;
  /** The amount to take at the desk; null: nothing to take here. */
  toPay: string | null;
  refund: string | null;
  notice: string | null;
  backHref: string;
  formHref: string;
};

/** The key of a new drop-off's EFTPOS payment at the desk: one per change. */
export const dropOffEftposKey = (changeId: string) => `change:${changeId}:extension:eftpos`;

async function counterState(staff: CounterStaff, reservation: Reservation) {
  const context = await counterExtendContext(staff, reservation);
  if (!context.ok) throw redirect(counterDropOffPath(reservation.reference));
  return extendState(reservation, new Date(), context.allowance);
}

async function requireState(staff: CounterStaff, reservation: Reservation): Promise<ExtendInProgress> {
  const state = await counterState(staff, reservation);
  if (state.kind === "done") throw redirect(counterBookingPath(reservation.reference, "changed"));
  if (state.kind !== "ready") throw redirect(counterDropOffPath(reservation.reference));
  return state;
}

async function reviewPage(
  reservation: Reservation,
  state: ExtendInProgress,
  notice: string | null,
  status = 200,
) {
  const { detail } = state;
  const account = await chargedToAccount(reservation);
  const plan = detail.difference < 0 && !account ? await refundPlan(reservation, detail) : null;
  const amount = formatMoney(Math.abs(detail.difference));
  const money = account
    ? detail.difference > 0
      ? CHANGE_ON_ACCOUNT_TEXT.chargeNote(amount)
      : detail.difference < 0
        ? CHANGE_ON_ACCOUNT_TEXT.creditNote(amount)
        : T.noCharge
    : detail.difference < 0
      ? T.toRefund(formatMoney(plan?.amount ?? 0))
      : detail.difference === 0
        ? T.noCharge
        : null;
  const override = detail.override;
  return data<CounterDropOffReviewPage>(
    {
      booking: await bookingView(reservation),
      change: changeView(detail),
      override: override
        ? COUNTER_CHANGE_TEXT.overrideText(
            formatMoney(override.pricedTotal),
            formatMoney(override.total),
            override.reason,
          )
        : null,
      money,
      toPay: !account && detail.difference > 0 ? amount : null,
      refund: plan && plan.amount > 0 ? formatMoney(plan.amount) : null,
      notice,
      backHref: counterBookingPath(reservation.reference),
      formHref: counterDropOffPath(reservation.reference),
    },
    { status, headers: NO_STORE },
  );
}

/** GET: the review; with the gateway's answer (?result=…), the card paid at the desk applied once. */
export async function counterDropOffReviewLoader(
  staff: CounterStaff,
  reservation: CounterReservation,
  url: URL,
) {
  if (url.searchParams.has("result")) {
    const before = await counterState(staff, reservation);
    const outcome = await handleExtensionCardReturn(url, { actor: "staff", by: changeStaff(staff) });
    if (outcome.kind === "invalid" || outcome.reservationId !== reservation.id) throw notFound();
    if (outcome.kind === "confirmed") {
      if (before.kind === "ready") await noteOverride(staff, reservation, before);
      return redirect(counterBookingPath(reservation.reference, "changed"));
    }
    if (outcome.kind === "refunded") return redirect(counterDropOffPath(reservation.reference));
    return reviewPage(reservation, await requireState(staff, reservation), outcome.notice);
  }
  return reviewPage(reservation, await requireState(staff, reservation), null);
}

/**
 * POST: confirm. On account → settled on the account; more to pay → the desk payment (EFTPOS with
 * its receipt number, or the card on the gateway's page); money back or nothing → the drop-off
 * moved, then refunded. Then the booking page.
 */
export async function counterDropOffReviewAction(
  staff: CounterStaff,
  reservation: CounterReservation,
  form: FormData,
  returnOrigin: string,
) {
  const state = await requireState(staff, reservation);
  const { change, detail } = state;
  const by = changeStaff(staff);
  const done = async () => {
    await noteOverride(staff, reservation, state);
    return redirect(counterBookingPath(reservation.reference, "changed"), 303);
  };
  const refuse = (notice: string) => reviewPage(reservation, state, notice, 409);

  if (await chargedToAccount(reservation)) {
    const outcome = await settleOnAccountWith({
      change,
      difference: detail.difference,
      notice: EXTEND_MESSAGES.bookingChanged,
      apply: (money, now) => applyExtension(change, detail, { now, actor: "staff", by, ...money }),
    });
    return outcome.kind === "confirmed" ? done() : refuse(outcome.notice);
  }
  if (detail.difference <= 0) {
    const outcome = await moveThenRefund(staff, reservation, state);
    return outcome.ok ? done() : refuse(outcome.message);
  }

  const checked = await withZod(walkInPaySchema).validate(form);
  if (checked.error)
    return validationError({ ...checked.error, formId: COUNTER_DROP_OFF_PAY_FORM }, checked.submittedData);
  const payRefused = (message: string, status = 409) =>
    validationError(
      { fieldErrors: { [FORM_ERROR_FIELD]: message }, formId: COUNTER_DROP_OFF_PAY_FORM },
      checked.submittedData,
      { status, headers: NO_STORE },
    );
  if (checked.data.method === "card") {
    const started = await startExtensionPayment(
      reservation,
      state,
      returnOrigin,
      new Date(),
      counterDropOffReviewPath(reservation.reference),
    );
    if (started.kind === "gateway") return redirect(started.redirectTo, 303);
    if (started.kind === "not-in-progress")
      return redirect(counterDropOffReviewPath(reservation.reference), 303);
    if (started.kind === "soldout") return payRefused(M.unavailable);
    return payRefused(started.notice, 502);
  }
  const paid = await payDropOffByEftpos(staff, state, checked.data.receiptNumber ?? "");
  return paid.ok ? done() : payRefused(paid.message);
}

/**
 * The difference taken on the counter's EFTPOS terminal: the drop-off moved first (a car booked
 * meanwhile stops it, and staff refund the terminal payment), then the payment recorded once per
 * change with its receipt number.
 */
export async function payDropOffByEftpos(
  staff: CounterStaff,
  state: ExtendInProgress,
  receiptNumber: string,
  now: Date = new Date(),
): Promise<{ ok: true } | { ok: false; message: string }> {
  const { change, detail } = state;
  const amount = roundMoney(detail.difference);
  const applied = await applyExtension(change, detail, {
    now,
    actor: "staff",
    by: changeStaff(staff),
    paid: amount,
  });
  const refundThere = COUNTER_CHANGE_MESSAGES.eftposRefund(formatMoney(amount));
  if (applied.kind === "soldout") return { ok: false, message: `${M.unavailable} ${refundThere}` };
  if (applied.kind === "changed")
    return { ok: false, message: `${EXTEND_MESSAGES.bookingChanged} ${refundThere}` };
  const { payment, created } = await createPayment({
    reservationId: change.reservationId,
    method: "eftpos",
    amount,
    purpose: "extension",
    changeId: change.id,
    idempotencyKey: dropOffEftposKey(change.id),
    now,
  });
  if (created) await approvePayment(payment.id, { now, providerReference: receiptNumber });
  return { ok: true };
}

/**
 * A shorter rental (or one at no charge): the drop-off moved once, then the money back refunded
 * to what was paid (once per change). A refund the gateway refuses is a staff note of what is owed.
 */
export async function moveThenRefund(
  staff: CounterStaff,
  reservation: CounterReservation,
  state: ExtendInProgress,
  now: Date = new Date(),
): Promise<{ ok: true } | { ok: false; message: string }> {
  const { change, detail } = state;
  const plan = detail.difference < 0 ? await refundPlan(reservation, detail) : null;
  const applied = await applyExtension(change, detail, {
    now,
    actor: "staff",
    by: changeStaff(staff),
    refunded: plan?.amount ?? 0,
  });
  if (applied.kind === "already") return { ok: true };
  if (applied.kind !== "applied") return { ok: false, message: EXTEND_MESSAGES.bookingChanged };
  if (plan && plan.amount > 0) {
    const refund = await refundForChange({
      change,
      purpose: "extension",
      amount: plan.amount,
      reason: extensionPaymentDescription(reservation.reference),
      now,
    });
    if (refund.kind === "failed")
      await addNote(staff, reservation, {
        token: `refund-owed-${change.id}`,
        body: M.refundOwed(formatMoney(plan.amount)),
      });
  }
  return { ok: true };
}

/**
 * The review of a change at the counter, /admin/bookings/<reference>/change/review/: the booking
 * as it is and as it will be (the change flow's reviewView), the override with its reason, then
 * the money: a difference to pay taken at the desk like a walk-in (EFTPOS with its receipt number,
 * or the card on the gateway's page, which comes back here), money back refunded after the change
 * is committed (the change flow's confirmWithoutPayment), a booking charged to a business account
 * settled on the account (settleOnAccount). Each is applied once, whatever is refreshed or sent
 * twice; the customer is emailed as online.
 */
import { data, redirect } from "@remix-run/node";
import { withZod } from "@remix-validated-form/with-zod";
import { validationError } from "remix-validated-form";
import { approvePayment, createPayment } from "~/models/reservations/payments.server";
import type { Reservation } from "~/models/reservations/reservations.server";
import { announceBookingChange, commitBookingChange } from "../../changes/change/apply.server";
import { changeState, type ChangeInProgress } from "../../changes/change/change.server";
import { onAccountReview, chargedToAccount, settleOnAccount } from "../../changes/change/on-account.server";
import {
  changeRefundPlan,
  confirmWithoutPayment,
  handleChangeCardReturn,
  startChangePayment,
} from "../../changes/change/payment.server";
import { CHANGE_MESSAGES, ITINERARY_CHANGE_MESSAGES } from "../../changes/change/text";
import {
  changeBookingView,
  reviewView,
  type ChangeBookingView,
  type ReviewView,
} from "../../changes/change/views.server";
import { NO_STORE } from "../../platform/cache-control";
import { notFound } from "../../platform/http-status";
import { formatMoney, roundMoney } from "../../platform/money";
import { noteOverride } from "./override-note.server";
import { counterBookingPath } from "../bookings/paths";
import type { CounterReservation, CounterStaff } from "../bookings/reservation.server";
import { FORM_ERROR_FIELD, walkInPaySchema } from "../walk-in/forms";
import { changeStaff, counterChangeContext } from "./change.server";
import { COUNTER_CHANGE_PAY_FORM } from "./forms";
import { counterChangePath, counterChangeReviewPath } from "./paths";
import { COUNTER_CHANGE_MESSAGES as M, COUNTER_CHANGE_TEXT as T } from "./text";

export type CounterReviewPage = {
  booking: ChangeBookingView;
  review: ReviewView;
  /** "Priced $530.00, set to $480.00: loyal customer"; null without an override. */
  override: string | null;
  /** A booking charged to a business account: where the difference goes. */
  onAccount: string | null;
  /** The amount to take at the desk (EFTPOS or card); null: nothing to take here. */
  toPay: string | null;
  notice: string | null;
  backHref: string;
  formHref: string;
};

/** The key of a change's EFTPOS payment at the desk: one per change. */
export const changeEftposKey = (changeId: string) => `change:${changeId}:change:eftpos`;

/** The change flow's state of the booking, with the counter's allowance. */
async function counterState(staff: CounterStaff, reservation: Reservation) {
  const context = await counterChangeContext(staff, reservation);
  if (!context.ok) throw redirect(counterChangePath(reservation.reference));
  return changeState(reservation, new Date(), "staff", context.allowance);
}

async function requireState(staff: CounterStaff, reservation: Reservation) {
  const state = await counterState(staff, reservation);
  if (state.kind === "done") throw redirect(counterBookingPath(reservation.reference, "changed"));
  if (state.kind !== "ready") throw redirect(counterChangePath(reservation.reference));
  return state;
}

async function reviewPage(
  staff: CounterStaff,
  reservation: Reservation,
  state: ChangeInProgress,
  notice: string | null,
  status = 200,
) {
  const plan = state.detail.difference < 0 ? await changeRefundPlan(reservation, state) : null;
  const plain = await reviewView(reservation, state.detail, plan);
  const account = (await chargedToAccount(reservation)) ? onAccountReview(plain) : null;
  const override = state.detail.override;
  return data<CounterReviewPage>(
    {
      booking: await changeBookingView(reservation),
      review: account?.review ?? plain,
      override: override
        ? T.overrideText(formatMoney(override.pricedTotal), formatMoney(override.total), override.reason)
        : null,
      onAccount: account?.note ?? null,
      toPay: !account && state.detail.difference > 0 ? formatMoney(state.detail.difference) : null,
      notice,
      backHref: counterBookingPath(reservation.reference),
      formHref: counterChangePath(reservation.reference),
    },
    { status, headers: NO_STORE },
  );
}

/**
 * GET: the review; with the gateway's answer (?result=…), the card paid at the desk applied once:
 * approved → the booking page; declined or cancelled → the review with the reason.
 */
export async function counterReviewLoader(staff: CounterStaff, reservation: CounterReservation, url: URL) {
  if (url.searchParams.has("result")) {
    const before = await counterState(staff, reservation);
    const outcome = await handleChangeCardReturn(url, { actor: "staff", by: changeStaff(staff) });
    if (outcome.kind === "invalid" || outcome.reservationId !== reservation.id) throw notFound();
    if (outcome.kind === "confirmed") {
      if (before.kind === "ready") await noteOverride(staff, reservation, before);
      return redirect(counterBookingPath(reservation.reference, "changed"));
    }
    if (outcome.kind === "refunded") return redirect(counterChangePath(reservation.reference));
    return reviewPage(staff, reservation, await requireState(staff, reservation), outcome.notice);
  }
  return reviewPage(staff, reservation, await requireState(staff, reservation), null);
}

/**
 * POST: confirm the change. On account → settled on the account; more to pay → the desk payment
 * (the walk-in's form: EFTPOS with its receipt number, or the card on the gateway's page); money
 * back or nothing → committed, then refunded. Then the booking page with "changed".
 */
export async function counterReviewAction(
  staff: CounterStaff,
  reservation: CounterReservation,
  form: FormData,
  returnOrigin: string,
) {
  const state = await requireState(staff, reservation);
  const by = changeStaff(staff);
  const done = async () => {
    await noteOverride(staff, reservation, state);
    return redirect(counterBookingPath(reservation.reference, "changed"), 303);
  };
  const refuse = (notice: string, status = 409) => reviewPage(staff, reservation, state, notice, status);

  if (await chargedToAccount(reservation)) {
    const outcome = await settleOnAccount(state, { actor: "staff", by });
    return outcome.kind === "confirmed" ? done() : refuse(outcome.notice);
  }
  if (state.detail.difference <= 0) {
    const outcome = await confirmWithoutPayment(reservation, state, { actor: "staff", by });
    return outcome.kind === "confirmed" ? done() : refuse(outcome.notice);
  }

  const checked = await withZod(walkInPaySchema).validate(form);
  if (checked.error)
    return validationError({ ...checked.error, formId: COUNTER_CHANGE_PAY_FORM }, checked.submittedData);
  const payRefused = (message: string, status = 409) =>
    validationError(
      { fieldErrors: { [FORM_ERROR_FIELD]: message }, formId: COUNTER_CHANGE_PAY_FORM },
      checked.submittedData,
      { status, headers: NO_STORE },
    );
  if (checked.data.method === "card") {
    const started = await startChangePayment(reservation, state, returnOrigin, {
      returnPath: counterChangeReviewPath(reservation.reference),
    });
    if (started.kind === "gateway") return redirect(started.redirectTo, 303);
    if (started.kind === "not-in-progress")
      return redirect(counterChangeReviewPath(reservation.reference), 303);
    return payRefused(started.notice, started.kind === "gateway-unavailable" ? 502 : 409);
  }
  const paid = await payByEftpos(staff, state, checked.data.receiptNumber ?? "");
  if (paid.ok) return done();
  return payRefused(paid.message);
}

/**
 * The difference taken on the counter's EFTPOS terminal: the change committed first (a car sold
 * meanwhile stops it, and staff refund the terminal payment), then the payment recorded once per
 * change with its receipt number, then the history, audit and email once.
 */
export async function payByEftpos(
  staff: CounterStaff,
  state: ChangeInProgress,
  receiptNumber: string,
  now: Date = new Date(),
): Promise<{ ok: true } | { ok: false; message: string }> {
  const { change, detail } = state;
  const amount = roundMoney(detail.difference);
  const committed = await commitBookingChange(change, detail, now);
  if (committed.kind === "soldout")
    return {
      ok: false,
      message: `${ITINERARY_CHANGE_MESSAGES.soldOut} ${M.eftposRefund(formatMoney(amount))}`,
    };
  if (committed.kind === "changed")
    return { ok: false, message: `${CHANGE_MESSAGES.bookingChanged} ${M.eftposRefund(formatMoney(amount))}` };
  const { payment, created } = await createPayment({
    reservationId: change.reservationId,
    method: "eftpos",
    amount,
    purpose: "change",
    changeId: change.id,
    idempotencyKey: changeEftposKey(change.id),
    now,
  });
  if (created) await approvePayment(payment.id, { now, providerReference: receiptNumber });
  if (committed.kind === "applied")
    await announceBookingChange(committed.reservation, detail, {
      now,
      actor: "staff",
      by: changeStaff(staff),
      paid: amount,
    });
  return { ok: true };
}

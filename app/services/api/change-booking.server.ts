import type { AccountUser } from "~/models/accounts/users.server";
import type { SiteUserType } from "~/models/schema";
import { getReservation, type Reservation } from "~/models/reservations/reservations.server";
import { changeableBookingWithoutSession, type ChangeableBooking } from "../changes/access.server";
import { blockOf, changeState, proposeChange } from "../changes/change/change.server";
import {
  changeRefundPlan,
  confirmWithoutPayment,
  startChangePayment,
} from "../changes/change/payment.server";
import { itineraryFormValues } from "../changes/change/itinerary.server";
import { itineraryOf } from "../changes/change/itinerary-rules";
import { currentChoice, loadChangeCatalog } from "../changes/change/pricing.server";
import {
  changeSummaryLines,
  choiceFormValues,
  changeExtraField,
  type ChangeFormErrors,
} from "../changes/change/rules";
import { CHANGE_FEE, CHANGE_MESSAGES, CHANGE_PATHS, type ChangeBlockReason } from "../changes/change/text";
import {
  blockedView,
  changeBookingView,
  changeOptionsView,
  doneView,
  reviewView,
} from "../changes/change/views.server";
import { helpNumberFor } from "../changes/help-number.server";
import { MANAGE_BOOKING_MESSAGES } from "../changes/text";
import { moneyInCents } from "../platform/money";
import type { ApiContext, ApiOutcome } from "./endpoint";
import { ApiFailure, fieldErrorItems } from "./http.server";
import { API_MESSAGES } from "./text";

/**
 * The JSON API's calls for changing a booking (booking/changeOptions, booking/priceChange,
 * booking/confirmChange): the website's own change services (changes/change/), answered as JSON.
 * No rule lives here: who may change which booking is access.server.ts, what may change and its
 * price is change.server.ts, the money is payment.server.ts (each applies a change, charges and
 * refunds once). Money is in dollars to the cent, as elsewhere in the API, with the difference also
 * in whole cents. Every outcome kind of the services is handled by name (`unhandled` below), so a
 * new kind is a compile error here rather than a silent 200.
 */

function unhandled(value: never): never {
  throw new Error(`An outcome the change API does not answer: ${JSON.stringify(value)}`);
}

/** A token's user as the access rules know it: a site user (back-office accounts get no tokens). */
function siteUserOf(user: AccountUser | null): { userId: string; userType: SiteUserType } | null {
  if (!user) return null;
  const { userType } = user;
  if (userType === "Staff" || userType === "Admin")
    throw new ApiFailure(404, [{ errorMessage: API_MESSAGES.wrongUserType }]);
  return { userId: user.id, userType };
}

/** A booking the caller may change, and the caller's address (a held car counts in its holds cap). */
export type ApiChangeableBooking = ChangeableBooking & { clientAddress: string };

/** The booking the caller names, when they may change it (see access.server.ts), else 404 or 429. */
export async function bookingToChange(context: ApiContext): Promise<ApiChangeableBooking> {
  const { body, user, ip, now, request } = context;
  if (!user && !body.email)
    throw new ApiFailure(400, [{ errorMessage: MANAGE_BOOKING_MESSAGES.emailInvalid, field: "email" }]);
  const found = await changeableBookingWithoutSession(
    { reference: body.reference, email: user ? null : body.email },
    siteUserOf(user),
    { clientAddress: ip, now, helpNumber: () => helpNumberFor(request) },
  );
  if (found.ok) return { ...found.booking, clientAddress: ip };
  const message = user && found.status === 404 ? API_MESSAGES.changeBookingNotFound : found.message;
  const headers: Record<string, string> =
    found.retryAfterSeconds !== undefined ? { "Retry-After": String(found.retryAfterSeconds) } : {};
  throw new ApiFailure(found.status, [{ errorMessage: message }], headers);
}

/** Why a booking can't change online, with its pick-up branch's number: the 409's result. */
async function blockedAnswer(reservation: Reservation, reason: ChangeBlockReason) {
  const view = await blockedView(reservation, reason);
  return { reason, message: view.reason, branchName: view.branchName, branchPhone: view.branchPhone };
}

async function blockedFailure(reservation: Reservation, reason: ChangeBlockReason): Promise<ApiFailure> {
  const blocked = await blockedAnswer(reservation, reason);
  return new ApiFailure(
    409,
    [{ errorMessage: blocked.message }],
    {},
    { reference: reservation.reference, blocked },
  );
}

async function bookingAnswer(reservation: Reservation) {
  const view = await changeBookingView(reservation);
  return {
    reference: view.reference,
    vehicle: view.vehicle,
    pickup: view.pickup,
    dropOff: view.dropOff,
    total: reservation.total,
    totalText: view.total,
  };
}

/** booking/changeOptions: whether it can change online (else why, and who to call), as it is, what's on offer. */
export async function changeOptionsAnswer(booking: ChangeableBooking, now: Date): Promise<ApiOutcome> {
  const { reservation } = booking;
  const [view, reason] = await Promise.all([
    bookingAnswer(reservation),
    blockOf(reservation, now, booking.actor),
  ]);
  if (reason) {
    const blocked = await blockedAnswer(reservation, reason);
    return {
      result: {
        reference: reservation.reference,
        canChange: false,
        blocked,
        booking: view,
        options: null,
        values: null,
      },
    };
  }
  const catalog = await loadChangeCatalog();
  const texts = await changeOptionsView(catalog);
  return {
    result: {
      reference: reservation.reference,
      canChange: true,
      blocked: null,
      booking: view,
      changeFee: CHANGE_FEE,
      options: {
        extras: catalog.extraRows.map((extra, index) => ({
          field: changeExtraField(extra.code),
          code: extra.code,
          name: extra.name,
          price: extra.price,
          per: extra.pricing === "per_day" ? "day" : "rental",
          priceText: texts.extras[index].price,
          maxQuantity: extra.maxQuantity,
        })),
        insurance: catalog.insuranceRows.map((option, index) => ({
          code: option.code,
          name: option.name,
          dailyPrice: option.dailyPrice,
          priceText: texts.insurance[index].price,
        })),
        branches: texts.branches,
        classes: texts.classes,
      },
      values: currentValues(reservation, catalog),
    },
  };
}

/** The booking as the change form's values: its itinerary, extras, cover and flight number. */
function currentValues(reservation: Reservation, catalog: Awaited<ReturnType<typeof loadChangeCatalog>>) {
  return {
    ...itineraryFormValues(itineraryOf(reservation)),
    ...choiceFormValues(currentChoice(reservation), catalog),
  };
}

/** The service's field messages under the body's names ("changes.insurance"; the whole form: "changes"). */
function changeFieldErrors(errors: ChangeFormErrors) {
  return fieldErrorItems(errors, (field) =>
    field === "form" || field === "extras" ? "changes" : `changes.${field}`,
  );
}

/**
 * booking/priceChange: the booking's current choices with the caller's fields over them, checked
 * and priced by proposeChange (saved as the booking's change in progress, as the website's form).
 */
export async function priceChangeAnswer(
  booking: ApiChangeableBooking,
  changes: Record<string, string | number>,
  now: Date,
): Promise<ApiOutcome> {
  const { reservation } = booking;
  const fields: Record<string, string> = currentValues(reservation, await loadChangeCatalog());
  for (const [name, value] of Object.entries(changes)) fields[name] = String(value);
  const result = await proposeChange(reservation, Object.entries(fields), {
    actor: booking.actor,
    now,
    clientAddress: booking.clientAddress,
  });
  switch (result.kind) {
    case "priced": {
      const { detail } = result;
      const plan =
        detail.difference < 0
          ? await changeRefundPlan(reservation, { ...result, holdExpiresAt: null })
          : null;
      const review = await reviewView(reservation, detail, plan);
      const hold = detail.itinerary ? await getReservation(detail.itinerary.holdId) : null;
      return {
        result: {
          reference: reservation.reference,
          changes: changeSummaryLines(detail),
          lines: review.rows,
          oldTotal: detail.oldTotal,
          newTotal: detail.newTotal,
          difference: detail.difference,
          differenceCents: moneyInCents(detail.difference),
          changeFee: CHANGE_FEE,
          promoNote: detail.promoNote,
          /** A car held for new dates, branches or class until this instant (confirm before it). */
          vehicleHeldUntil: hold?.holdExpiresAt?.toISOString() ?? null,
          next: detail.difference > 0 ? "pay" : detail.difference < 0 ? "refund" : "confirm",
          refund:
            plan && review.refund
              ? {
                  amount: plan.amount,
                  amountCents: moneyInCents(plan.amount),
                  to: review.refund.to,
                  capped: review.refund.capped,
                }
              : null,
        },
      };
    }
    case "blocked":
      throw await blockedFailure(reservation, result.reason);
    case "invalid":
      throw new ApiFailure(422, changeFieldErrors(result.errors), {}, { values: result.values });
    case "soldout":
      throw new ApiFailure(409, changeFieldErrors(result.errors), {}, { values: result.values });
    case "hold_limit":
      throw new ApiFailure(
        429,
        [{ errorMessage: result.message }],
        { "Retry-After": String(result.retryAfterSeconds) },
        { values: result.values },
      );
    default:
      return unhandled(result);
  }
}

/** The booking's last applied change: what changed and the money moved (a refund: what was refunded). */
async function appliedAnswer(reservation: Reservation): Promise<ApiOutcome> {
  const [done, changed] = await Promise.all([doneView(reservation.id), getReservation(reservation.id)]);
  if (!done || !changed) throw new ApiFailure(409, [{ errorMessage: CHANGE_MESSAGES.startAgain }]);
  const paid = Math.max(done.difference, 0);
  const refunded = Math.max(-done.difference, 0);
  return {
    result: {
      reference: reservation.reference,
      status: "applied",
      changes: done.summary,
      total: changed.total,
      totalText: done.booking.total,
      paid,
      paidCents: moneyInCents(paid),
      refunded,
      refundedCents: moneyInCents(refunded),
      email: done.email,
    },
  };
}

/**
 * booking/confirmChange: the priced change in progress. Money back or none: applied now (the
 * refund paid out once, never more than was paid). A difference to pay: the gateway's payment URL
 * (the same pending attempt on a repeat); the payer comes back to the website's change payment
 * page, which applies the change once. A repeat after it was applied answers it again.
 */
export async function confirmChangeAnswer(
  booking: ApiChangeableBooking,
  returnOrigin: string,
  now: Date,
): Promise<ApiOutcome> {
  const { reservation, actor } = booking;
  const state = await changeState(reservation, now, booking.actor);
  switch (state.kind) {
    case "ready":
      break;
    case "done":
      return appliedAnswer(reservation);
    case "start":
      throw new ApiFailure(409, [{ errorMessage: state.notice ?? CHANGE_MESSAGES.startAgain }]);
    case "blocked":
      throw await blockedFailure(reservation, state.reason);
    default:
      return unhandled(state);
  }
  if (state.detail.difference > 0) {
    const started = await startChangePayment(reservation, state, returnOrigin, {
      now,
      clientAddress: booking.clientAddress,
    });
    switch (started.kind) {
      case "gateway":
        return {
          result: {
            reference: reservation.reference,
            status: "payment-required",
            paymentUrl: new URL(started.redirectTo, returnOrigin).href,
            amount: state.detail.difference,
            amountCents: moneyInCents(state.detail.difference),
            returnPath: CHANGE_PATHS.payment,
          },
        };
      case "gateway-unavailable":
        throw new ApiFailure(503, [{ errorMessage: started.notice }]);
      case "not-in-progress":
        throw new ApiFailure(409, [{ errorMessage: CHANGE_MESSAGES.startAgain }]);
      case "soldout":
        throw new ApiFailure(409, [{ errorMessage: started.notice }]);
      default:
        return unhandled(started);
    }
  }
  const outcome = await confirmWithoutPayment(reservation, state, { now, actor });
  switch (outcome.kind) {
    case "confirmed":
      return appliedAnswer(reservation);
    case "failed":
      throw new ApiFailure(503, [{ errorMessage: outcome.notice }]);
    case "start":
      throw new ApiFailure(409, [{ errorMessage: outcome.notice }]);
    default:
      return unhandled(outcome);
  }
}

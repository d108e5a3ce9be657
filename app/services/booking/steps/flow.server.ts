import { currentLanguage } from "../../platform/i18n/translate";
import { extendHold, holdVehicle } from "../availability/claims.server";
import { redirect } from "@remix-run/node";
import {
  getDefaultInsuranceOption,
  listExtras,
  listInsuranceOptions,
  listShuttlesForBranch,
} from "~/models/catalog/booking-options.server";
import { getBranchById } from "~/models/catalog/branches.server";
import { DEFAULT_BRAND_CODE } from "~/models/constants";
import {
  releaseHold,
  updateReservation,
  type ReservationChangeResult,
} from "~/models/reservations/reservations.server";
import type { CardType, ReservationCustomerDetails } from "~/models/schema/booking";
import { priceBooking } from "../pricing/booking.server";
import {
  getItinerary,
  getReservation,
  itineraryExpiry,
  redirectToVehiclesExpired,
  resetReservation,
  sessionHoldKey,
  setItinerary,
  setReservation,
  type SessionItinerary,
  type SessionReservation,
} from "../session.server";
import {
  allowedStep,
  BOOK_NOW_BASE,
  bookingBase,
  BUSINESS_BOOK_NOW_BASE,
  PAYMENT_STEP,
  stepUrl,
  vehiclesPathFor,
  type BookingMode,
  type BookingStepIndex,
} from "./steps";
import { BOOKING_FORM_MESSAGES, BOOKING_MESSAGES, holdLimitMessage } from "../text";
import type { PaymentMethodChoice } from "../payment/methods";
import { findVehicleResult, itineraryInstants } from "../search/results.server";
import type { AppSession } from "../../platform/session.server";

/** A booking in progress: a live itinerary and a reservation holding a vehicle. */
export type BookingState = {
  itinerary: SessionItinerary;
  reservation: SessionReservation & { reservationId: string; carClassId: number };
};

export type GuardResult =
  { ok: true; step: BookingStepIndex; state: BookingState } | { ok: false; response: Response };

const VEHICLES_NOTICE_KEY = "vehiclesNotice";
const VEHICLES_RETRY_AFTER_KEY = "vehiclesNoticeRetryAfter";

/**
 * A one-time message for /vehicles/ (a vehicle sold out while the visitor was booking it). With
 * `retryAfterSeconds` (a hold refused over the holds cap) the list answers 429 with Retry-After.
 */
export function setVehiclesNotice(session: AppSession, message: string, retryAfterSeconds?: number): void {
  session.flash(VEHICLES_NOTICE_KEY, message);
  if (retryAfterSeconds !== undefined) session.flash(VEHICLES_RETRY_AFTER_KEY, retryAfterSeconds);
}

export function takeVehiclesNotice(session: AppSession): string | null {
  return (session.get(VEHICLES_NOTICE_KEY) as string | undefined) ?? null;
}

/** The seconds the notice's refusal asks the visitor to wait (read once), or null. */
export function takeVehiclesRetryAfter(session: AppSession): number | null {
  const seconds = session.get(VEHICLES_RETRY_AFTER_KEY);
  return typeof seconds === "number" && seconds > 0 ? seconds : null;
}

function sessionUser(session: AppSession) {
  return {
    userId: (session.get("userId") as string | undefined) ?? null,
    isAppLogin: session.get("isAppLogin") === true,
  };
}

/** The brand a new booking is made under: the session's brand (a partner's ?brand=), else GO. */
export function sessionBrandCode(session: AppSession): string {
  return (session.get("brandCode") as string | undefined) ?? DEFAULT_BRAND_CODE;
}

/**
 * The guard of every booking step but the last (spec sections 4 and 6): business users book in
 * the business area; an itinerary over 3 hours old, or searched by another user, ends at
 * /vehicles/ with the itinerary-expired message; without a held vehicle the visitor chooses one;
 * a step ahead of the last completed one goes back to the step that is due.
 */
export function guardBookingStep(
  session: AppSession,
  requested: BookingStepIndex | null,
  now: Date = new Date(),
  mode: BookingMode = "customer",
): GuardResult {
  const userType = session.get("userType");
  const business = userType === "Agent" || userType === "Corporate";
  // /book-now/ is for guests and customers, /business/book-now/ for Agent and Corporate (spec section 6).
  if (mode === "customer" && business) return { ok: false, response: redirect(BUSINESS_BOOK_NOW_BASE) };
  if (mode === "business" && !business) return { ok: false, response: redirect(BOOK_NOW_BASE) };
  const vehiclesPath = vehiclesPathFor(mode);

  const itinerary = getItinerary(session);
  if (!itinerary) return { ok: false, response: redirect(vehiclesPath) };
  if (itineraryExpiry(itinerary, sessionUser(session), now)) {
    return {
      ok: false,
      response: mode === "business" ? redirect(`${vehiclesPath}?expired=1`) : redirectToVehiclesExpired(),
    };
  }

  const reservation = getReservation(session);
  if (!reservation?.reservationId || reservation.carClassId === null) {
    return { ok: false, response: redirect(vehiclesPath) };
  }
  const step = allowedStep(requested, reservation.stepComplete);
  if (step !== requested) return { ok: false, response: redirect(stepUrl(step, "", bookingBase(mode))) };
  return {
    ok: true,
    step,
    state: {
      itinerary,
      reservation: {
        ...reservation,
        reservationId: reservation.reservationId,
        carClassId: reservation.carClassId,
      },
    },
  };
}

/**
 * The visitor chose a vehicle on /vehicles/: a change of vehicle resets the reservation (spec
 * section 4), then a car of the class is held for BOOKING_TIMEOUT_SECONDS. Sold out, no longer
 * offered for this itinerary, or over the holds cap (with the seconds to wait) answers with the
 * message to show on /vehicles/.
 */
export async function chooseVehicle(
  session: AppSession,
  choice: { carClassId: number },
  context: {
    brandCode: string;
    campaignName: string | null;
    now?: Date;
    /** Replaces the default insurance (all-inclusive agents start with standard cover). */
    insuranceCode?: string | null;
    /** clientAddress(context): its holds are capped. Only direct service calls (tests) leave it out. */
    clientAddress?: string;
  },
): Promise<{ ok: true } | { ok: false; message: string; expired?: boolean; retryAfterSeconds?: number }> {
  const now = context.now ?? new Date();
  const itinerary = getItinerary(session);
  if (!itinerary || itineraryExpiry(itinerary, sessionUser(session), now)) {
    return { ok: false, message: BOOKING_FORM_MESSAGES.vehicleNotOffered, expired: true };
  }
  const previous = getReservation(session);
  if (previous?.reservationId) await releaseHold(previous.reservationId, { now });
  const campaignName = context.campaignName ?? previous?.campaignName ?? null;
  setReservation(session, resetReservation(campaignName));

  const vehicle = await findVehicleResult(itinerary, choice.carClassId);
  if (!vehicle) return { ok: false, message: BOOKING_FORM_MESSAGES.vehicleNotOffered };
  if (vehicle.carClassStatus === "Soldout") return { ok: false, message: BOOKING_MESSAGES.vehicleSoldOut };

  const { pickupAt, dropOffAt } = itineraryInstants(itinerary);
  const insurance = context.insuranceCode
    ? { code: context.insuranceCode }
    : await getDefaultInsuranceOption();
  const held = await holdVehicle({
    carClassId: vehicle.carClassId,
    pickupBranchId: itinerary.pickupBranchId,
    dropOffBranchId: itinerary.dropOffBranchId,
    pickupAt,
    dropOffAt,
    hotDealId: vehicle.hotDealInfo?.id ?? null,
    insuranceCode: insurance?.code ?? null,
    promoCode: itinerary.promoCode || null,
    clientReferenceNumber: itinerary.clientReferenceNumber,
    agentId: itinerary.agentId,
    campaignName,
    brandCode: context.brandCode,
    // The booking's emails go out in the language of the pages it is booked on (ADR 0092).
    language: currentLanguage().prefix,
    userId: sessionUser(session).userId,
    priceBreakdown: vehicle.price,
    clientAddress: context.clientAddress ?? null,
    sessionKey: sessionHoldKey(session),
    now,
  });
  if (!held.ok && held.reason === "hold_limit") {
    return { ok: false, message: holdLimitMessage(held), retryAfterSeconds: held.retryAfterSeconds };
  }
  if (!held.ok) return { ok: false, message: BOOKING_MESSAGES.vehicleSoldOut };
  setReservation(session, {
    ...resetReservation(campaignName),
    reservationId: held.reservation.id,
    carClassId: vehicle.carClassId,
    hotDealId: vehicle.hotDealInfo?.id ?? null,
    insuranceCode: insurance?.code ?? null,
    stepComplete: 1,
  });
  return { ok: true };
}

/**
 * Why a hold could not be kept, for /vehicles/: sold out, over the holds cap (a lapsed hold taken
 * again while its address holds as many as it may; the list then answers 429), or lost.
 */
export function setLostHoldNotice(
  session: AppSession,
  lost: Exclude<ReservationChangeResult, { ok: true }>,
): void {
  if (lost.reason === "hold_limit")
    setVehiclesNotice(session, holdLimitMessage(lost), lost.retryAfterSeconds);
  else
    setVehiclesNotice(
      session,
      lost.reason === "soldout" ? BOOKING_MESSAGES.vehicleSoldOut : BOOKING_FORM_MESSAGES.bookingLost,
    );
}

/**
 * Activity on a step keeps the car: the hold is renewed for another BOOKING_TIMEOUT_SECONDS. A
 * hold that already lapsed is renewed only when a car is still free; otherwise the booking ends
 * at /vehicles/ with the sold-out message.
 */
export async function keepVehicle(
  session: AppSession,
  state: BookingState,
  now: Date = new Date(),
  mode: BookingMode = "customer",
): Promise<Response | null> {
  const renewed = await extendHold(state.reservation.reservationId, { now });
  if (renewed.ok) return null;
  setReservation(session, resetReservation(state.reservation.campaignName));
  setLostHoldNotice(session, renewed);
  return redirect(vehiclesPathFor(mode));
}

/** The options step 2 offers at the pick-up branch. */
export async function loadExtrasOptions(itinerary: SessionItinerary) {
  const branch = await getBranchById(itinerary.pickupBranchId);
  const [extras, insurance, shuttles] = await Promise.all([
    listExtras(),
    listInsuranceOptions(),
    branch ? listShuttlesForBranch(branch.code) : Promise.resolve([]),
  ]);
  return { extras, insurance, shuttles };
}

/** Saves the reservation in the session and on its row, with its new price. */
async function saveStep(
  session: AppSession,
  state: BookingState,
  next: SessionReservation,
  completed: BookingStepIndex,
  extra: { clientReferenceNumber?: string | null } = {},
) {
  const reservation = { ...next, stepComplete: Math.max(next.stepComplete, completed) };
  const priced = await priceBooking(state.itinerary, reservation);
  const saved = await updateReservation(state.reservation.reservationId, {
    ...extra,
    extras: reservation.extras,
    insuranceCode: reservation.insuranceCode,
    isCarbonOffset: reservation.isCarbonOffset,
    shuttleCode: reservation.shuttleCode,
    customerDetails: reservation.customerDetails,
    stepComplete: reservation.stepComplete,
    priceBreakdown: priced?.breakdown ?? null,
  });
  if (!saved) return false;
  setReservation(session, reservation);
  return true;
}

export type ExtrasChoice = {
  extras: { code: string; quantity: number }[];
  insuranceCode: string;
  isCarbonOffset: boolean;
  shuttleCode: string | null;
};

export async function saveExtras(
  session: AppSession,
  state: BookingState,
  choice: ExtrasChoice,
): Promise<boolean> {
  const extras = choice.extras.filter((extra) => extra.quantity > 0);
  return saveStep(session, state, { ...state.reservation, ...choice, extras }, 2);
}

export async function saveDriver(
  session: AppSession,
  state: BookingState,
  details: ReservationCustomerDetails,
): Promise<boolean> {
  return saveStep(
    session,
    state,
    { ...state.reservation, customerDetails: details, travelReason: details.travelReason },
    3,
  );
}

/**
 * Review and pay: the payment method (and card type, whose processing fee is added last) is
 * recorded with the final price, and the visitor goes on to /payment/.
 */
export async function saveReview(
  session: AppSession,
  state: BookingState,
  choice: { paymentMethod: PaymentMethodChoice; cardType: CardType | null },
): Promise<boolean> {
  const cardType = choice.paymentMethod === "credit-card" ? choice.cardType : null;
  return saveStep(
    session,
    state,
    { ...state.reservation, paymentMethod: choice.paymentMethod, cardType },
    PAYMENT_STEP,
  );
}

/**
 * Step 3 of a business booking: the client's (driver's) details and the client reference
 * number, which is kept on the itinerary (it travels with a quote) and on the reservation.
 */
export async function saveBusinessDriver(
  session: AppSession,
  state: BookingState,
  details: ReservationCustomerDetails,
  clientReferenceNumber: string,
): Promise<boolean> {
  const saved = await saveStep(
    session,
    state,
    { ...state.reservation, customerDetails: details, travelReason: details.travelReason },
    3,
    { clientReferenceNumber },
  );
  if (saved) setItinerary(session, { ...state.itinerary, clientReferenceNumber });
  return saved;
}

/**
 * Review of a business booking charged to the agency account: no card, no card fee; the
 * booking is then confirmed by payOnAccount (payment/on-account.server.ts).
 */
export async function saveOnAccountReview(session: AppSession, state: BookingState): Promise<boolean> {
  return saveStep(
    session,
    state,
    { ...state.reservation, paymentMethod: null, cardType: null },
    PAYMENT_STEP,
  );
}

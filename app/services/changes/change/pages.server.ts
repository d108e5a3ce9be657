/**
 * The answers of the "Change booking" routes (/manage-booking/change/, review/, payment/, done/),
 * so the routes stay thin. Access as in the other change flows (access.server.ts): a booking
 * found on /manage-booking/ in this session, or the signed-in customer's own.
 */
import { data, redirect } from "@remix-run/node";
import { NO_STORE } from "../../platform/cache-control";
import { returnOrigin } from "../../platform/request-guard/guard.server";
import { redirectWithSession, sessionHeaders } from "../../platform/session.server";
import {
  flashChangeNotice,
  loadChangeContext,
  rememberChangeBooking,
  requireChangeContext,
  takeChangeNotice,
} from "../access.server";
import { MANAGE_BOOKING_PATH } from "../constants";
import { blockOf, changeState, proposeChange, proposedChoice } from "./change.server";
import {
  changeRefundPlan,
  confirmWithoutPayment,
  handleChangeCardReturn,
  startChangePayment,
} from "./payment.server";
import { loadChangeCatalog } from "./pricing.server";
import { choiceFormValues, type ChangeFormErrors, type ChangeFormValues } from "./rules";
import { CHANGE_PATHS } from "./text";
import {
  blockedView,
  changeBookingView,
  changeOptionsView,
  doneView,
  reviewView,
  type BlockedView,
  type ChangeBookingView,
  type ChangeOptionsView,
  type DoneView,
  type ReviewView,
} from "./views.server";

export type ChangeFormPage =
  | { step: "blocked"; booking: ChangeBookingView; blocked: BlockedView }
  | {
      step: "form";
      booking: ChangeBookingView;
      options: ChangeOptionsView;
      values: ChangeFormValues;
      errors: ChangeFormErrors;
      notice: string | null;
    };

/** Without a booking in hand: Manage booking, where it is found (and then linked back here). */
const toManageBooking = () => redirect(MANAGE_BOOKING_PATH);

/** GET /manage-booking/change/: the form prefilled with the booking (or the change chosen), or why not. */
export async function changeFormLoader(request: Request) {
  const { session, booking } = await loadChangeContext(request, "change");
  if (!booking) return toManageBooking();
  const { reservation } = booking;
  const headers = await sessionHeaders(session);
  const view = await changeBookingView(reservation);
  const blocked = await blockOf(reservation);
  if (blocked) {
    return data<ChangeFormPage>(
      { step: "blocked", booking: view, blocked: await blockedView(reservation, blocked) },
      { headers },
    );
  }
  const catalog = await loadChangeCatalog();
  return data<ChangeFormPage>(
    {
      step: "form",
      booking: view,
      options: changeOptionsView(catalog),
      values: choiceFormValues(await proposedChoice(reservation), catalog),
      errors: {},
      notice: takeChangeNotice(session, "change"),
    },
    { headers },
  );
}

/** POST /manage-booking/change/: priced → the review; bad input → 422 with the messages and values. */
export async function changeFormAction(request: Request, form: FormData) {
  const { session, booking } = await loadChangeContext(request, "change");
  if (!booking) return toManageBooking();
  const { reservation } = booking;
  const result = await proposeChange(reservation, form.entries());
  if (result.kind === "priced") return redirectWithSession(session, CHANGE_PATHS.review);
  const headers = await sessionHeaders(session);
  const view = await changeBookingView(reservation);
  if (result.kind === "blocked") {
    return data<ChangeFormPage>(
      { step: "blocked", booking: view, blocked: await blockedView(reservation, result.reason) },
      { status: 409, headers },
    );
  }
  return data<ChangeFormPage>(
    {
      step: "form",
      booking: view,
      options: changeOptionsView(await loadChangeCatalog()),
      values: result.values,
      errors: result.errors,
      notice: null,
    },
    { status: 422, headers },
  );
}

export type ReviewPage = { booking: ChangeBookingView; review: ReviewView; notice: string | null };

/** The booking and its priced change for the review page, or a thrown redirect. */
async function requireReview(request: Request) {
  const context = await requireChangeContext(request, "change", MANAGE_BOOKING_PATH);
  const { session, reservation } = context;
  const state = await changeState(reservation);
  if (state.kind === "done") throw await redirectWithSession(session, CHANGE_PATHS.done);
  if (state.kind !== "ready") {
    if (state.kind === "start" && state.notice) flashChangeNotice(session, "change", state.notice);
    throw await redirectWithSession(session, CHANGE_PATHS.start);
  }
  return { ...context, state };
}

export async function reviewLoader(request: Request) {
  const { session, reservation, state } = await requireReview(request);
  const plan = state.detail.difference < 0 ? await changeRefundPlan(reservation, state) : null;
  return data<ReviewPage>(
    {
      booking: await changeBookingView(reservation),
      review: reviewView(reservation, state.detail, plan),
      notice: takeChangeNotice(session, "change"),
    },
    { headers: await sessionHeaders(session) },
  );
}

/**
 * POST /manage-booking/change/review/: more to pay → the gateway (a repeat reuses the pending
 * attempt); money back or nothing to pay → confirmed once (a refund paid out once), then done/.
 */
export async function reviewAction(request: Request) {
  const { session, reservation, state, actor } = await requireReview(request);
  if (state.detail.difference > 0) {
    const started = await startChangePayment(reservation, state, returnOrigin(request));
    if (started.kind === "gateway") return redirectWithSession(session, started.redirectTo);
    if (started.kind === "not-in-progress") return redirectWithSession(session, CHANGE_PATHS.review);
    flashChangeNotice(session, "change", started.notice);
    return redirectWithSession(session, CHANGE_PATHS.review);
  }
  const outcome = await confirmWithoutPayment(reservation, state, { actor });
  if (outcome.kind === "confirmed") return redirectWithSession(session, CHANGE_PATHS.done);
  flashChangeNotice(session, "change", outcome.notice);
  return redirectWithSession(session, outcome.kind === "start" ? CHANGE_PATHS.start : CHANGE_PATHS.review);
}

/**
 * GET /manage-booking/change/payment/: the gateway's signed answer, applied once: approved → done/;
 * declined or cancelled → the review with the reason; refunded → the form with the reason;
 * forged → 400.
 */
export async function cardReturnLoader(request: Request) {
  const url = new URL(request.url);
  const { session, booking } = await loadChangeContext(request, "change");
  if (!url.searchParams.has("result"))
    return redirectWithSession(session, booking ? CHANGE_PATHS.review : CHANGE_PATHS.start);
  const outcome = await handleChangeCardReturn(url, { actor: booking?.actor });
  if (outcome.kind === "invalid") return data({ invalid: true }, { status: 400, headers: NO_STORE });
  if (booking?.reservation.id === outcome.reservationId)
    rememberChangeBooking(session, "change", booking.reservation.reference);
  if (outcome.kind === "confirmed") return redirectWithSession(session, CHANGE_PATHS.done);
  flashChangeNotice(session, "change", outcome.notice);
  return redirectWithSession(session, outcome.kind === "retry" ? CHANGE_PATHS.review : CHANGE_PATHS.start);
}

export async function doneLoader(request: Request) {
  const { session, reservation } = await requireChangeContext(request, "change", MANAGE_BOOKING_PATH);
  const view = await doneView(reservation.id);
  if (!view) return redirectWithSession(session, CHANGE_PATHS.start);
  return data<DoneView>(view, { headers: await sessionHeaders(session) });
}

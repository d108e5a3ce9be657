/**
 * The answers of the "Change booking" routes (/manage-booking/change/, review/, payment/, done/),
 * so the routes stay thin. Access as in the other change flows (access.server.ts): a booking
 * found on /manage-booking/ in this session, or the signed-in customer's own.
 */
import { data, redirect } from "@remix-run/node";
import type { HoldRenewal } from "../../booking/steps/timer";
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
import { renewChangeHold, type ChangeHoldRenewal } from "./hold.server";
import { itineraryFormValues } from "./itinerary.server";
import {
  changeRefundPlan,
  confirmWithoutPayment,
  handleChangeCardReturn,
  startChangePayment,
} from "./payment.server";
import { onAccountDoneText, onAccountReview, settleOnAccount, settlesOnAccount } from "./on-account.server";
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
  shuttleView,
  type ShuttleView,
} from "./views.server";

export type ChangeFormPage =
  | { step: "blocked"; booking: ChangeBookingView; blocked: BlockedView }
  | {
      step: "form";
      booking: ChangeBookingView;
      options: ChangeOptionsView;
      shuttle: ShuttleView | null;
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
  const blocked = await blockOf(reservation, new Date(), booking.actor);
  if (blocked) {
    return data<ChangeFormPage>(
      { step: "blocked", booking: view, blocked: await blockedView(reservation, blocked) },
      { headers },
    );
  }
  const catalog = await loadChangeCatalog();
  const proposed = await proposedChoice(reservation);
  return data<ChangeFormPage>(
    {
      step: "form",
      booking: view,
      options: await changeOptionsView(catalog),
      shuttle: await shuttleView(reservation),
      values: { ...itineraryFormValues(proposed.itinerary), ...choiceFormValues(proposed.choice, catalog) },
      errors: {},
      notice: takeChangeNotice(session, "change"),
    },
    { headers },
  );
}

/**
 * POST /manage-booking/change/: priced (and a car held for new dates, branches or class) → the
 * review; bad input → 422 with the messages and values; the car sold out → 409 with the message
 * beside the vehicle; the visitor's holds cap → 429 with Retry-After.
 */
export async function changeFormAction(request: Request, form: FormData, clientAddress: string | null) {
  const { session, booking } = await loadChangeContext(request, "change");
  if (!booking) return toManageBooking();
  const { reservation } = booking;
  const result = await proposeChange(reservation, form.entries(), { clientAddress, actor: booking.actor });
  if (result.kind === "priced") return redirectWithSession(session, CHANGE_PATHS.review);
  const headers = await sessionHeaders(session);
  const view = await changeBookingView(reservation);
  if (result.kind === "blocked") {
    return data<ChangeFormPage>(
      { step: "blocked", booking: view, blocked: await blockedView(reservation, result.reason) },
      { status: 409, headers },
    );
  }
  const status = result.kind === "invalid" ? 422 : result.kind === "soldout" ? 409 : 429;
  if (result.kind === "hold_limit") headers.set("Retry-After", String(result.retryAfterSeconds));
  return data<ChangeFormPage>(
    {
      step: "form",
      booking: view,
      options: await changeOptionsView(await loadChangeCatalog()),
      shuttle: await shuttleView(reservation),
      values: result.values,
      errors: result.kind === "hold_limit" ? { form: result.message } : result.errors,
      notice: null,
    },
    { status, headers },
  );
}

export type ReviewPage = {
  booking: ChangeBookingView;
  review: ReviewView;
  notice: string | null;
  /** When the car held for new dates, branches or class stops being held (the timer); null: none. */
  holdExpiresAt: string | null;
  serverNow: string;
  /** A business booking charged to the account: where the difference goes (on-account.server.ts). */
  onAccount?: string | null;
};

/** The booking and its priced change for the review page, or a thrown redirect. */
async function requireReview(request: Request) {
  const context = await requireChangeContext(request, "change", MANAGE_BOOKING_PATH);
  const { session, reservation } = context;
  const state = await changeState(reservation, new Date(), context.actor);
  if (state.kind === "done") throw await redirectWithSession(session, CHANGE_PATHS.done);
  if (state.kind !== "ready") {
    if (state.kind === "start" && state.notice) flashChangeNotice(session, "change", state.notice);
    throw await redirectWithSession(session, CHANGE_PATHS.start);
  }
  return { ...context, state };
}

export async function reviewLoader(request: Request) {
  const { session, reservation, state, actor } = await requireReview(request);
  const plan = state.detail.difference < 0 ? await changeRefundPlan(reservation, state) : null;
  const review = await reviewView(reservation, state.detail, plan);
  const onAccount = (await settlesOnAccount(reservation, actor)) ? onAccountReview(review) : null;
  return data<ReviewPage>(
    {
      booking: await changeBookingView(reservation),
      review: onAccount?.review ?? review,
      notice: takeChangeNotice(session, "change"),
      onAccount: onAccount?.note ?? null,
      holdExpiresAt: state.holdExpiresAt,
      serverNow: new Date().toISOString(),
    },
    { headers: await sessionHeaders(session) },
  );
}

/**
 * POST /manage-booking/change/review/: more to pay → the gateway (a repeat reuses the pending
 * attempt); money back or nothing to pay → confirmed once (a refund paid out once), then done/.
 */
export async function reviewAction(request: Request, clientAddress: string | null) {
  const { session, reservation, state, actor } = await requireReview(request);
  if (await settlesOnAccount(reservation, actor)) {
    const outcome = await settleOnAccount(state, { actor });
    if (outcome.kind === "confirmed") return redirectWithSession(session, CHANGE_PATHS.done);
    flashChangeNotice(session, "change", outcome.notice);
    return redirectWithSession(session, outcome.kind === "start" ? CHANGE_PATHS.start : CHANGE_PATHS.review);
  }
  if (state.detail.difference > 0) {
    const started = await startChangePayment(reservation, state, returnOrigin(request), { clientAddress });
    if (started.kind === "gateway") return redirectWithSession(session, started.redirectTo);
    if (started.kind === "not-in-progress") return redirectWithSession(session, CHANGE_PATHS.review);
    flashChangeNotice(session, "change", started.notice);
    return redirectWithSession(
      session,
      started.kind === "soldout" ? CHANGE_PATHS.start : CHANGE_PATHS.review,
    );
  }
  const outcome = await confirmWithoutPayment(reservation, state, { actor });
  if (outcome.notice) flashChangeNotice(session, "change", outcome.notice);
  if (outcome.kind === "confirmed") return redirectWithSession(session, CHANGE_PATHS.done);
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

export type DonePage = DoneView & { notice: string | null };

export async function doneLoader(request: Request) {
  const { session, reservation } = await requireChangeContext(request, "change", MANAGE_BOOKING_PATH);
  const view = await doneView(reservation.id);
  if (!view) return redirectWithSession(session, CHANGE_PATHS.start);
  const notice = takeChangeNotice(session, "change");
  const moneyText = await onAccountDoneText(reservation.id);
  return data<DonePage>({ ...view, moneyText, notice }, { headers: await sessionHeaders(session) });
}

/**
 * POST /manage-booking/change/hold/: the review's timer keeps the car held for new dates, branches
 * or class (on activity and on "Continue"); a lapsed hold is taken again only while a car is free.
 * Answers JSON in the booking timer's shape (HoldRenewal): { ok, expiresAt, serverNow } or
 * { ok: false, reason: "soldout" | "none" }.
 */
export async function changeHoldAction(request: Request, clientAddress: string | null) {
  const { session, booking } = await loadChangeContext(request, "change");
  const now = new Date();
  const renewal: ChangeHoldRenewal = booking
    ? await renewChangeHold(booking.reservation, { clientAddress, now })
    : { ok: false, reason: "none" };
  const body: HoldRenewal = renewal.ok ? { ...renewal, serverNow: now.toISOString() } : renewal;
  return Response.json(body, { headers: await sessionHeaders(session) });
}

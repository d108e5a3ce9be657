import { data, redirect } from "@remix-run/node";
import type { ShuttleRequestOutcome } from "~/models/reservations/shuttle-requests.server";
import { NO_STORE } from "../../platform/cache-control";
import { validationErrorWith } from "../../platform/form-answer.server";
import { readFormData } from "../../platform/form-data.server";
import { retryAfter } from "../../platform/rate-limit.server";
import { refreshSessionUser } from "../../accounts/user-session.server";
import { getSession, sessionHeaders } from "../../platform/session.server";
import { CHANGE_BOOKING_PARAM, changeableBooking } from "../access.server";
import { SHUTTLE_NOTE_MAX_LENGTH, SHUTTLE_REQUEST_PATH, SHUTTLE_REQUEST_SENT_PARAM } from "../constants";
import { answerFindForm } from "../find-form.server";
import type { BookingFindValues } from "../forms";
import { type PhoneNumber } from "../help-number.server";
import {
  findBookingForShuttle,
  forgetFoundReservation,
  loadShuttleBooking,
  rememberFoundReservation,
  type ShuttleBooking,
  type ShuttleFormValues,
} from "./booking.server";
import { SHUTTLE_DETAILS_FORM_ID, SHUTTLE_FIND_FORM_ID, type ShuttleRequestForm } from "./forms";
import {
  loadShuttleConfirmation,
  shuttleDetailRows,
  submitShuttleRequest,
  takeSentOutcome,
  type ShuttleConfirmation,
} from "./request.server";
import { SHUTTLE_REQUEST_MESSAGES as M } from "./text";

/**
 * What /shuttle-request/ loads and answers (the route hands its loader and action here). Plain
 * forms and redirects, so it all works without JavaScript:
 * - step 1 (intent=find): reservation number and email; the found booking is kept in the session;
 * - step 2 (intent=request, the same URL once a booking is found): the branch's shuttles, the
 *   pick-up details, passengers and a note; saving redirects to ?sent=1;
 * - ?sent=1: the request and what happens next (the outcome comes from a session flash);
 * - intent=restart forgets the found booking.
 */

const SENT_URL = `${SHUTTLE_REQUEST_PATH}?${SHUTTLE_REQUEST_SENT_PARAM}=1`;
/** Longest typed value echoed back into a field. */
const MAX_ECHO = 300;

export type ShuttleRefusalView = { message: string; call: PhoneNumber | null };
export type ShuttleFindView = { step: "find"; values: BookingFindValues; refusal: ShuttleRefusalView | null };
export type ShuttleDetailsView = { step: "details"; booking: ShuttleBooking; values: ShuttleFormValues };
export type ShuttleSentView = {
  step: "sent";
  outcome: ShuttleRequestOutcome | null;
  confirmation: ShuttleConfirmation;
  rows: [string, string][];
};
export type ShuttlePageView = ShuttleFindView | ShuttleDetailsView | ShuttleSentView;

const EMPTY_FIND: BookingFindValues = { reference: "", email: "" };

const findView = (refusal: ShuttleRefusalView | null): ShuttleFindView => ({
  step: "find",
  values: EMPTY_FIND,
  refusal: refusal && { message: refusal.message, call: refusal.call },
});

export async function shuttlePageLoader(request: Request) {
  const url = new URL(request.url);
  const session = await getSession(request);

  if (url.searchParams.has(SHUTTLE_REQUEST_SENT_PARAM)) {
    const outcome = takeSentOutcome(session);
    const confirmation = await loadShuttleConfirmation(session);
    if (!confirmation) return redirect(SHUTTLE_REQUEST_PATH, { headers: await sessionHeaders(session) });
    return data<ShuttlePageView>(
      { step: "sent", outcome, confirmation, rows: shuttleDetailRows(confirmation) },
      { headers: await sessionHeaders(session) },
    );
  }

  // From the change form (or Manage booking): a booking this visitor may change needs no look-up.
  const fromUrl = url.searchParams.get(CHANGE_BOOKING_PARAM);
  if (fromUrl) {
    const found = await changeableBooking(session, fromUrl, await refreshSessionUser(session));
    if (found) rememberFoundReservation(session, found.reservation.id);
    return redirect(SHUTTLE_REQUEST_PATH, { headers: await sessionHeaders(session) });
  }

  const loaded = await loadShuttleBooking(session);
  // Nothing in the session changed: no need to save it (nor to start one for a first visit).
  if (!loaded) return data<ShuttlePageView>(findView(null), { headers: NO_STORE });
  if (!loaded.ok) {
    return data<ShuttlePageView>(findView(loaded), {
      status: loaded.status,
      headers: await sessionHeaders(session, retryAfter(loaded.retryAfterSeconds)),
    });
  }
  return data<ShuttlePageView>(
    { step: "details", booking: loaded.booking, values: loaded.booking.values },
    { headers: NO_STORE },
  );
}

const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, MAX_ECHO) : "";
};

/** The request form as sent, for the rules and to put back beside their messages. */
function submittedRequest(form: FormData): ShuttleRequestForm & ShuttleFormValues {
  const note = form.get("note");
  return {
    shuttleCode: field(form, "shuttleCode"),
    flightNumber: field(form, "flightNumber"),
    accommodationName: field(form, "accommodationName"),
    accommodationAddress: field(form, "accommodationAddress"),
    passengers: field(form, "passengers"),
    // The note may be longer than the echo limit only to be refused for its length.
    note: typeof note === "string" ? note.slice(0, SHUTTLE_NOTE_MAX_LENGTH * 4) : "",
  };
}

export async function shuttlePageAction(request: Request, options: { clientAddress: string }) {
  const form = (await readFormData(request)) ?? new FormData();
  const session = await getSession(request);
  const intent = form.get("intent");

  if (intent === "restart") {
    forgetFoundReservation(session);
    return redirect(SHUTTLE_REQUEST_PATH, { headers: await sessionHeaders(session) });
  }

  if (intent === "find") {
    const step = await answerFindForm(request, form, {
      session,
      clientAddress: options.clientAddress,
      formId: SHUTTLE_FIND_FORM_ID,
      invalidStatus: 400,
      find: (values, lookup) => findBookingForShuttle(session, values, lookup),
      view: (values, refusal): ShuttleFindView => ({ step: "find", values, refusal }),
    });
    if (!step.ok) return step.answer;
    return redirect(SHUTTLE_REQUEST_PATH, { headers: await sessionHeaders(session) });
  }

  if (intent === "request") {
    const submitted = submittedRequest(form);
    const result = await submitShuttleRequest(session, submitted);
    if (result.ok) return redirect(SENT_URL, { headers: await sessionHeaders(session) });
    if (result.reason === "invalid") {
      return validationErrorWith<ShuttleDetailsView>(
        { step: "details", booking: result.booking, values: submitted },
        { fieldErrors: result.fieldErrors as Record<string, string>, formId: SHUTTLE_DETAILS_FORM_ID },
        submitted,
        { status: 400, headers: await sessionHeaders(session) },
      );
    }
    return data<ShuttlePageView>(findView(result), {
      status: result.status,
      headers: await sessionHeaders(session, retryAfter(result.retryAfterSeconds)),
    });
  }

  return data<ShuttlePageView>(findView({ message: M.formUnreadable, call: null }), {
    status: 400,
    headers: NO_STORE,
  });
}

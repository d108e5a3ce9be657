import { data, redirect } from "@remix-run/node";
import { getSessionUser } from "../accounts/user-session.server";
import { NO_STORE } from "../platform/cache-control";
import { readFormData } from "../platform/form-data.server";
import { retryAfter } from "../platform/rate-limit.server";
import { getSession, sessionHeaders } from "../platform/session.server";
import { MANAGE_BOOKING_PARAM, manageBookingPath } from "./constants";
import { answerFindForm } from "./find-form.server";
import { MANAGE_FIND_FORM_ID, type BookingFindValues } from "./forms";
import { loadManagedBooking } from "./found-bookings.server";
import { helpNumberFor, type PhoneNumber } from "./help-number.server";
import type { ManagedBooking } from "./manage.server";
import { resendConfirmation, takeResentFlash } from "./resend.server";
import { MANAGE_BOOKING_MESSAGES as M } from "./text";

/**
 * What /manage-booking/ loads and answers (the route hands its loader and action here): a guest
 * finds a booking by reservation number and email (intent=find); a found booking (or one of the
 * signed-in customer's) shows at ?booking=GO1234567 (intent=resend sends the confirmation email
 * again). Plain forms and redirects, so it all works without JavaScript.
 */

const MAX_ECHO = 300;

export type ManageRefusalView = { message: string; call: PhoneNumber | null };
export type ManageFindView = {
  step: "find";
  values: BookingFindValues;
  refusal: ManageRefusalView | null;
  signedIn: boolean;
};
export type ManageBookingView = {
  step: "booking";
  booking: ManagedBooking;
  resent: boolean;
  refusal: ManageRefusalView | null;
  help: PhoneNumber;
};
export type ManagePageView = ManageFindView | ManageBookingView;

const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, MAX_ECHO) : "";
};

export async function managePageLoader(request: Request) {
  const url = new URL(request.url);
  const session = await getSession(request);
  const user = getSessionUser(session);
  const signedIn = user?.userType === "Customer";
  const reference = (url.searchParams.get(MANAGE_BOOKING_PARAM) ?? "").slice(0, 40);
  if (!reference)
    return data<ManagePageView>(
      { step: "find", values: { reference: "", email: "" }, refusal: null, signedIn },
      { headers: NO_STORE },
    );

  const booking = await loadManagedBooking(session, reference, user);
  if (!booking) {
    return data<ManagePageView>(
      {
        step: "find",
        values: { reference: reference.trim().toUpperCase(), email: "" },
        refusal: { message: M.findFirst, call: null },
        signedIn,
      },
      { headers: NO_STORE },
    );
  }
  const resent = takeResentFlash(session, booking.reference);
  const help = await helpNumberFor(request);
  return data<ManagePageView>(
    { step: "booking", booking, resent, refusal: null, help },
    { headers: await sessionHeaders(session) },
  );
}

export async function managePageAction(request: Request, options: { clientAddress: string }) {
  const form = (await readFormData(request)) ?? new FormData();
  const session = await getSession(request);
  const user = getSessionUser(session);
  const signedIn = user?.userType === "Customer";
  const intent = form.get("intent");
  const helpNumber = () => helpNumberFor(request);

  if (intent === "find") {
    const step = await answerFindForm(request, form, {
      session,
      clientAddress: options.clientAddress,
      formId: MANAGE_FIND_FORM_ID,
      invalidStatus: 400,
      view: (values, refusal): ManageFindView => ({ step: "find", values, refusal, signedIn }),
    });
    if (!step.ok) return step.answer;
    return redirect(manageBookingPath(step.found.reference), { headers: await sessionHeaders(session) });
  }

  if (intent === "resend") {
    const reference = field(form, MANAGE_BOOKING_PARAM);
    const result = await resendConfirmation(session, reference, { user, helpNumber });
    if (result.ok)
      return redirect(manageBookingPath(result.reference), { headers: await sessionHeaders(session) });
    const booking = result.status === 404 ? null : await loadManagedBooking(session, reference, user);
    if (!booking) {
      return data<ManagePageView>(
        {
          step: "find",
          values: { reference: reference.trim().toUpperCase(), email: "" },
          refusal: { message: result.message, call: null },
          signedIn,
        },
        { status: 404, headers: NO_STORE },
      );
    }
    return data<ManagePageView>(
      {
        step: "booking",
        booking,
        resent: false,
        refusal: { message: result.message, call: result.call },
        help: await helpNumber(),
      },
      { status: result.status, headers: { ...NO_STORE, ...retryAfter(result.retryAfterSeconds) } },
    );
  }

  return data<ManagePageView>(
    {
      step: "find",
      values: { reference: "", email: "" },
      refusal: { message: M.formUnreadable, call: null },
      signedIn,
    },
    { status: 400, headers: NO_STORE },
  );
}

import { withZod } from "@remix-validated-form/with-zod";
import { NO_STORE } from "../platform/cache-control";
import { validationErrorWith } from "../platform/form-answer.server";
import { retryAfter } from "../platform/rate-limit.server";
import { sessionHeaders, type AppSession } from "../platform/session.server";
import { bookingFindSchema, type BookingFindValues } from "./forms";
import { findBooking } from "./found-bookings.server";
import { helpNumberFor, type PhoneNumber } from "./help-number.server";

/**
 * The post of a "find your booking" form (/manage-booking/, /shuttle-request/, /cancel-booking/,
 * /extend-booking/): the fields checked with the shared schema (bookingFindSchema), then the
 * page's own finder. A refused form answers remix-validated-form's error (the messages beside the
 * fields, the values put back) with the page's view; a refused look-up the same with the refusal
 * and, over the look-up limits, Retry-After. A found booking is the page's to redirect to.
 */

/** Longest typed value put back into a field. */
const ECHO_MAX = 200;

/** Why a finder found nothing it may show, and the number to call when a person can help. */
export type FindRefusal = {
  ok: false;
  status: number;
  message: string;
  call: PhoneNumber | null;
  /** With 429: seconds until the visitor may look up again (the Retry-After). */
  retryAfterSeconds?: number;
};

/** What a finder is given besides the fields: who asks, and the number to give when refused. */
export type FindLookup = { clientAddress: string; helpNumber: () => Promise<PhoneNumber> };

export type FindFormPage<View extends Record<string, unknown>, Result extends { ok: true } | FindRefusal> = {
  /** The visitor's session: the finder writes to it, the answer commits it. */
  session: AppSession;
  /** clientAddress(context): the look-up limits count per client address too. */
  clientAddress: string;
  /** The form's id (BookingFindForm's `formId`), named in the error answer. */
  formId: string;
  /** The status of a form the schema refuses: 400, or 422 on the cancel and extend starts. */
  invalidStatus: 400 | 422;
  /** The page's finder; by default /manage-booking/'s (findBooking: the booking joins the session's list). */
  find?: (values: BookingFindValues, lookup: FindLookup) => Promise<Result>;
  /** The page's view of its find step, with the values sent and the refusal (null: bad input). */
  view: (values: BookingFindValues, refusal: Pick<FindRefusal, "message" | "call"> | null) => View;
};

const echo = (form: FormData, name: keyof BookingFindValues): string => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, ECHO_MAX) : "";
};

/** A find form's post: the booking found (`found`), or the page's answer (`answer`). */
export async function answerFindForm<
  View extends Record<string, unknown>,
  Result extends { ok: true } | FindRefusal = Awaited<ReturnType<typeof findBooking>>,
>(request: Request, form: FormData, page: FindFormPage<View, Result>) {
  const values: BookingFindValues = { reference: echo(form, "reference"), email: echo(form, "email") };
  const checked = await withZod(bookingFindSchema).validate(form);
  if (checked.error) {
    const answer = await validationErrorWith(
      page.view(values, null),
      { ...checked.error, formId: page.formId },
      values,
      { status: page.invalidStatus, headers: NO_STORE },
    );
    return { ok: false as const, answer };
  }
  const lookup: FindLookup = { clientAddress: page.clientAddress, helpNumber: () => helpNumberFor(request) };
  const result = page.find
    ? await page.find(checked.data, lookup)
    : ((await findBooking(page.session, checked.data, lookup)) as Result);
  if (result.ok) return { ok: true as const, found: result as Extract<Result, { ok: true }> };
  const found = result as FindRefusal;
  const answer = await validationErrorWith(
    page.view(values, { message: found.message, call: found.call }),
    { fieldErrors: {}, formId: page.formId },
    values,
    {
      status: found.status,
      headers: await sessionHeaders(page.session, retryAfter(found.retryAfterSeconds)),
    },
  );
  return { ok: false as const, answer };
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { validationError } from "remix-validated-form";
import { CounterBookingDetails } from "~/components/admin/bookings/CounterBookingDetails";
import {
  CancelForm,
  ChargeRetryForm,
  NoteForm,
  PickupForm,
  RefundForm,
  ResendForm,
  ReturnForm,
} from "~/components/admin/bookings/CounterForms";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { requireStaff } from "~/services/admin/access/guard.server";
import {
  addNote,
  cancelByStaff,
  counterBookingPath,
  counterReservation,
  loadCounterBooking,
  pickUp,
  refundByStaff,
  resendByStaff,
  retryReturnCharges,
  returnCar,
  type CounterResult,
} from "~/services/admin/bookings/page.server";
import {
  cancelSchema,
  COUNTER_FORM_IDS,
  isCounterIntent,
  noteSchema,
  pickupSchema,
  refundSchema,
  returnSchema,
} from "~/services/admin/bookings/forms";
import { COUNTER_DONE, COUNTER_MESSAGES as M, COUNTER_TEXT as T } from "~/services/admin/bookings/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { seoMeta } from "~/services/content/seo/seo";
import * as styles from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";
import { readFormData } from "~/services/platform/form-data.server";

/**
 * /admin/bookings/<reference>/: a booking at the counter (what the customer sees, its rental,
 * payments, notes, history and back-office changes) and its actions, each its own POST form
 * (intent=pick-up, return, charge-return, cancel, refund, note, resend) that answers with a 303
 * back here and a status message, or the messages beside its fields. A booking of a branch the
 * staff member does not work at is the site's 404, here and in every action.
 */
export const meta: MetaFunction<typeof loader> = (args) =>
  seoMeta(args, { title: T.bookingTitle(args.data?.view.booking.reference ?? ""), noindex: true });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const view = await loadCounterBooking(staff, params.reference ?? "");
  const done = new URL(request.url).searchParams.get("done");
  const message = done && done in COUNTER_DONE ? COUNTER_DONE[done as keyof typeof COUNTER_DONE] : null;
  return data({ view, message, warn: done === "charge-failed" }, { headers: NO_STORE });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const reference = params.reference ?? "";
  const reservation = await counterReservation(staff, reference);
  const form = (await readFormData(request)) ?? new FormData();
  const intent = form.get("intent");
  if (!isCounterIntent(intent))
    return data({ message: M.formUnreadable }, { status: 400, headers: NO_STORE });
  const formId = COUNTER_FORM_IDS[intent];
  const values = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string"));

  const run = async (): Promise<CounterResult | Response> => {
    switch (intent) {
      case "pick-up": {
        const checked = await withZod(pickupSchema).validate(form);
        if (checked.error) return validationError({ ...checked.error, formId }, values, { status: 400 });
        return pickUp(staff, reference, checked.data);
      }
      case "return": {
        const checked = await withZod(returnSchema).validate(form);
        if (checked.error) return validationError({ ...checked.error, formId }, values, { status: 400 });
        return returnCar(staff, reference, checked.data);
      }
      case "charge-return":
        return retryReturnCharges(staff, reference);
      case "cancel": {
        const checked = await withZod(cancelSchema).validate(form);
        if (checked.error) return validationError({ ...checked.error, formId }, values, { status: 400 });
        return cancelByStaff(staff, reference, checked.data);
      }
      case "refund": {
        const checked = await withZod(refundSchema).validate(form);
        if (checked.error) return validationError({ ...checked.error, formId }, values, { status: 400 });
        return refundByStaff(staff, reference, checked.data);
      }
      case "note": {
        const checked = await withZod(noteSchema).validate(form);
        if (checked.error) return validationError({ ...checked.error, formId }, values, { status: 400 });
        return addNote(staff, reference, checked.data);
      }
      case "resend":
        return resendByStaff(staff, reference);
    }
  };
  const result = await run();
  if (result instanceof Response) return result;
  if (result.ok) return redirect(counterBookingPath(reservation.reference, result.done), 303);
  return validationError({ fieldErrors: result.fieldErrors, formId }, values, {
    status: result.status,
    headers: NO_STORE,
  });
}

export default function AdminBooking() {
  const { view, message, warn } = useLoaderData<typeof loader>();
  const b = view.booking;
  return (
    <>
      <p>
        <Link to={ADMIN_PATHS.bookings}>{T.back}</Link>
      </p>
      <h1 className={styles.title}>{T.bookingTitle(b.reference)}</h1>
      <p>
        <strong>{b.statusLabel}</strong>
      </p>
      {message ? (
        <p className={warn ? booking.notice.warning : booking.notice.info} role="status">
          {message}
        </p>
      ) : null}
      <CounterBookingDetails view={view} />
      <h2 className={styles.sectionTitle}>{T.actionsTitle}</h2>
      <div className={styles.grid}>
        {view.pickup ? <PickupForm cars={view.pickup.cars} /> : null}
        {view.returnForm ? (
          <ReturnForm
            today={view.returnForm.today}
            nowTime={view.returnForm.nowTime}
            fuelRule={view.returnForm.fuelRule}
          />
        ) : null}
        {view.chargeRetry ? <ChargeRetryForm /> : null}
        {view.cancel ? <CancelForm policy={view.cancel.policy} /> : null}
        <RefundForm payments={view.refundable} token={view.token} />
        <NoteForm token={view.token} />
        {view.canResend ? <ResendForm email={b.email} /> : null}
      </div>
    </>
  );
}

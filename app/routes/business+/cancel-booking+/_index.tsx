import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm, validationError } from "remix-validated-form";
import { OptionRow } from "~/components/booking/OptionRow";
import { BusinessPage } from "~/components/business/BusinessPage";
import { cancelBookingSchema } from "~/services/business/forms";
import { FieldError } from "~/components/form/FieldError";
import { SubmitButton } from "~/components/form/SubmitButton";
import {
  cancelBusinessBooking,
  listUpcomingBookings,
  parseReservationNumber,
} from "~/services/changes/cancel/business.server";
import { afterBusinessCancel } from "~/services/business/cancel.server";
import { requireBusinessContext } from "~/services/business/context.server";
import { nzDateTime } from "~/services/business/bookings.server";
import { BUSINESS_MESSAGES } from "~/services/business/text";
import { formatMoney } from "~/services/platform/money";
import * as styles from "~/styles/booking.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { readFormData } from "~/services/platform/form-data.server";

/**
 * /business/cancel-booking/: choose one of the account's upcoming bookings and cancel it
 * (business-cancel.server.ts: free up to 48 hours before pick-up; later ones go to
 * contact-support). ?reservation=GO1234567 preselects one.
 */
export const meta: MetaFunction = (args) =>
  seoMeta(args, { title: BUSINESS_MESSAGES.cancelTitle, noindex: true });

const FORM_ID = "business-cancel-booking";
const validator = withZod(cancelBookingSchema);

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireBusinessContext(request);
  const bookings = (await listUpcomingBookings(context.agentId)).map((reservation) => ({
    reference: reservation.reference,
    clientName: reservation.customerDetails
      ? `${reservation.customerDetails.firstName} ${reservation.customerDetails.lastName}`
      : "",
    clientReference: reservation.clientReferenceNumber ?? "",
    pickupAt: nzDateTime(reservation.pickupAt),
    total: reservation.total,
    canCancelOnline: reservation.rule === "allowed",
  }));
  const preselected = parseReservationNumber(new URL(request.url).searchParams.get("reservation"));
  return data({ accountName: context.accountName, bookings, preselected }, { headers: NO_STORE });
}

export async function action({ request }: ActionFunctionArgs) {
  const context = await requireBusinessContext(request);
  const checked = await validator.validate((await readFormData(request)) ?? new FormData());
  if (checked.error) return validationError({ ...checked.error, formId: FORM_ID }, checked.submittedData);
  const result = await cancelBusinessBooking(context.agentId, checked.data.reservation);
  switch (result.kind) {
    case "cancelled":
      return afterBusinessCancel("cancelled", result.reservation.reference);
    case "too-late":
      return afterBusinessCancel("too-late", result.reference);
    case "not-found":
      return validationError(
        { fieldErrors: { reservation: BUSINESS_MESSAGES.cancelNotFound }, formId: FORM_ID },
        checked.submittedData,
        { status: 404 },
      );
  }
}

export default function BusinessCancelBooking() {
  const page = useLoaderData<typeof loader>();
  return (
    <BusinessPage
      title={BUSINESS_MESSAGES.cancelTitle}
      accountName={page.accountName}
      lead={BUSINESS_MESSAGES.cancelLead}
    >
      {page.bookings.length === 0 ? (
        <p>{BUSINESS_MESSAGES.noBookings}</p>
      ) : (
        <ValidatedForm id={FORM_ID} validator={validator} method="post" noValidate>
          <fieldset className={styles.fieldset} aria-describedby="field-reservation-error">
            <legend className={styles.legend}>Upcoming bookings</legend>
            {page.bookings.map((booking) => (
              <OptionRow
                key={booking.reference}
                name="reservation"
                value={booking.reference}
                defaultChecked={page.preselected === booking.reference}
                title={
                  <>
                    {booking.reference}: {booking.clientName}
                    {booking.clientReference ? ` (${booking.clientReference})` : ""}
                  </>
                }
                description={
                  <>
                    Pick-up {booking.pickupAt}.{" "}
                    {booking.canCancelOnline
                      ? "Free cancellation."
                      : "Within 48 hours of pick-up: please call us to cancel."}
                  </>
                }
                price={formatMoney(booking.total)}
              />
            ))}
            <FieldError name="reservation" />
          </fieldset>
          <div className={styles.stepActions}>
            <span />
            <SubmitButton formId={FORM_ID} pendingText="Cancelling…">
              Cancel the chosen booking
            </SubmitButton>
          </div>
        </ValidatedForm>
      )}
    </BusinessPage>
  );
}

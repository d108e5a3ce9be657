import { useActionData, useLoaderData } from "@remix-run/react";
import { BusinessPage } from "~/components/business/BusinessPage";
import { ErrorText, SelectInput } from "~/components/form/controls";
import { BUSINESS_CANCEL_FORM_ID, CANCEL_REASON_OPTIONS } from "~/services/changes/cancel/constants";
import { CANCEL_TEXT as T } from "~/services/changes/cancel/text";
import * as styles from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";
import { CancelConfirmForm, CancelTimer } from "./CancelParts";

type Item = {
  reference: string;
  client: string;
  pickup: string;
  total: string;
  terms: string;
  online: boolean;
};
type LoaderData = {
  variant: "Agent" | "Corporate";
  accountName: string;
  bookings: Item[];
  preselected: string | null;
};
/** remix-validated-form's error answer (validationError): the messages and the values sent. */
type ActionData = {
  fieldErrors?: Record<string, string>;
  repopulateFields?: { booking: string; reason: string };
};

/** The agent and corporate variants of the cancel flow (one page: the booking, the reason, confirm). */
export function BusinessCancelPage() {
  const page = useLoaderData() as LoaderData;
  const posted = useActionData() as ActionData | undefined;
  const errors = posted?.fieldErrors ?? {};
  const chosen = posted?.repopulateFields?.booking ?? page.preselected ?? "";
  const reason = posted?.repopulateFields?.reason ?? "";
  const title = page.variant === "Corporate" ? T.corporateTitle : T.agentTitle;
  return (
    <BusinessPage title={title} accountName={page.accountName} lead={T.agentIntro}>
      {page.bookings.length === 0 ? (
        <p>{T.businessNone}</p>
      ) : (
        <CancelConfirmForm
          formId={BUSINESS_CANCEL_FORM_ID}
          label={T.cancelMyBooking}
          pendingLabel={T.cancelling}
          lines={[T.confirmNoFee]}
          hidden={{}}
        >
          <fieldset
            className={styles.fieldset}
            aria-describedby={errors.booking ? "cancel-booking-error" : undefined}
          >
            <legend className={styles.legend}>{T.agentChoose}</legend>
            {page.bookings.map((booking) => (
              <label key={booking.reference} className={styles.optionRow}>
                <input
                  type="radio"
                  name="booking"
                  value={booking.reference}
                  defaultChecked={chosen === booking.reference}
                  className={formStyles.checkbox}
                />
                <span className={styles.optionText}>
                  <span className={styles.optionName}>
                    {booking.reference}
                    {booking.client ? `: ${booking.client}` : ""}
                  </span>
                  <span className={styles.optionDescription}>
                    {T.pickup} {booking.pickup}. {booking.terms}
                  </span>
                </span>
                <span className={styles.optionPrice}>{booking.total}</span>
              </label>
            ))}
            <ErrorText id="cancel-booking-error" error={errors.booking} />
          </fieldset>
          <SelectInput
            id="cancel-reason"
            name="reason"
            label={T.reasonLabel}
            placeholder={T.reasonPlaceholder}
            options={CANCEL_REASON_OPTIONS}
            error={errors.reason}
            defaultValue={reason}
          />
        </CancelConfirmForm>
      )}
      <CancelTimer leaveHref="/business/my-account/manage-booking/" />
    </BusinessPage>
  );
}

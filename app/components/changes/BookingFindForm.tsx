import { Form, useNavigation } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import type { InputHTMLAttributes, ReactNode } from "react";
import { ValidatedForm } from "remix-validated-form";
import { InputField, PendingButton } from "~/components/form/controls";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { t } from "~/services/platform/i18n/translate";
import { bookingFindSchema, type BookingFindValues } from "~/services/changes/forms";
import * as styles from "~/styles/booking.css";

/**
 * The "find your booking" form (reservation number and email) of /manage-booking/,
 * /shuttle-request/, /cancel-booking/ and /extend-booking/: one fieldset, two fields, one button.
 * Each page gives its own words, form id, where it posts and its hidden `intent`. The browser
 * checks it with the shared schema (bookingFindSchema) before it posts, except where the page
 * checks on the server only (`serverChecked`: the extend start, whose page ships without
 * remix-validated-form); either way the server's answer puts the messages beside the fields and
 * the values back, so it works the same without JavaScript.
 */

/** A page's words for the form (its text module's keys of the same names). */
export type BookingFindText = {
  findLegend: string;
  referenceLabel: string;
  referenceHint: string;
  emailLabel: string;
  emailHint?: string;
  find: string;
  /** The button while the form is on its way (JavaScript on). */
  finding?: string;
};

/** The reservation number input: GO and 7 digits, typed in capitals, never autocorrected. */
const REFERENCE_INPUT = {
  name: "reference",
  autoComplete: "off",
  autoCapitalize: "characters",
  spellCheck: false,
  required: true,
} as const satisfies InputHTMLAttributes<HTMLInputElement>;

const EMAIL_INPUT = {
  name: "email",
  type: "email",
  autoComplete: "email",
  required: true,
} as const satisfies InputHTMLAttributes<HTMLInputElement>;

/** The reservation number field of a remix-validated-form look-up form (here and after the rental). */
export function ReferenceField({ label, hint }: { label: string; hint: string }) {
  return <TextField {...REFERENCE_INPUT} label={label} hint={hint} />;
}

export type BookingFindFormProps = {
  /** The form's id: remix-validated-form's form id, and the id the server's answer names. */
  formId: string;
  text: BookingFindText;
  /** What the fields show: the values sent, put back after a refusal. */
  values: BookingFindValues;
  /** Where the form posts; the page's own URL (with its query) when left out. */
  action?: string;
  /** A hidden `intent` for a page whose action does more than find. */
  intent?: string;
  /**
   * Checked by the server only: the messages of its answer beside the fields, and the fields'
   * ids (`${idPrefix}-reference`, `${idPrefix}-email`).
   */
  serverChecked?: { idPrefix: string; fieldErrors: Partial<Record<keyof BookingFindValues, string>> };
};

export function BookingFindForm({
  formId,
  text,
  values,
  action,
  intent,
  serverChecked,
}: BookingFindFormProps) {
  const fields = (
    <>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t(text.findLegend)}</legend>
        {serverChecked ? (
          <>
            <InputField
              {...REFERENCE_INPUT}
              id={`${serverChecked.idPrefix}-reference`}
              label={text.referenceLabel}
              hint={text.referenceHint}
              error={serverChecked.fieldErrors.reference}
              defaultValue={values.reference}
            />
            <InputField
              {...EMAIL_INPUT}
              id={`${serverChecked.idPrefix}-email`}
              label={text.emailLabel}
              hint={text.emailHint}
              error={serverChecked.fieldErrors.email}
              defaultValue={values.email}
            />
          </>
        ) : (
          <>
            <ReferenceField label={text.referenceLabel} hint={text.referenceHint} />
            <TextField {...EMAIL_INPUT} label={text.emailLabel} hint={text.emailHint} />
          </>
        )}
      </fieldset>
    </>
  );
  if (serverChecked)
    return (
      <Form id={formId} method="post" action={action} noValidate>
        {fields}
        <Actions>
          <ServerCheckedButton text={text} />
        </Actions>
      </Form>
    );
  return (
    <ValidatedForm
      id={formId}
      validator={withZod(bookingFindSchema)}
      method="post"
      action={action}
      defaultValues={values}
      noValidate
    >
      {fields}
      <Actions>
        <SubmitButton formId={formId} pendingText={text.finding ? t(text.finding) : undefined}>
          {t(text.find)}
        </SubmitButton>
      </Actions>
    </ValidatedForm>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className={styles.stepActions}>{children}</div>;
}

/** The button of a server-checked form: pending while the page submits. */
function ServerCheckedButton({ text }: { text: BookingFindText }) {
  const navigation = useNavigation();
  return (
    <PendingButton
      pending={navigation.state === "submitting"}
      pendingText={text.finding ? t(text.finding) : undefined}
    >
      {t(text.find)}
    </PendingButton>
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { BookingLookupFields, CheckboxField, Notice } from "~/components/after-rental/fields";
import { SelectField } from "~/components/form/SelectField";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { cardAuthorisationSchema } from "~/services/changes/after-rental/forms";
import { readFormTexts } from "~/services/platform/form-data.server";
import { validationErrorWith } from "~/services/platform/form-answer.server";
import {
  rememberedFormValues,
  startCardAuthorisation,
  type CardAuthorisationFormValues,
} from "~/services/changes/after-rental/card-authorisation.server";
import {
  CARD_AUTHORISATION_PATHS,
  CARD_AUTHORISATION_RELATIONSHIPS,
} from "~/services/changes/after-rental/constants";
import { CARD_AUTHORISATION_TEXT as T } from "~/services/changes/after-rental/text";
import { retryAfter } from "~/services/platform/rate-limit.server";
import { getSession, sessionHeaders } from "~/services/platform/session.server";
import * as styles from "~/styles/booking.css";
import { container } from "~/styles/layout.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { clientAddress } from "~/services/platform/client-address.server";
import { returnOrigin } from "~/services/platform/request-guard/guard.server";
import { t } from "~/services/platform/i18n/translate";

/**
 * /credit-card-authorisation/form/: the card holder's details and the amount; a valid form goes
 * to the payment gateway's hosted page to place the hold. Rules in card-authorisation.server.ts.
 */

export const meta: MetaFunction = (args) => seoMeta(args, { title: T.formTitle, noindex: true });

const FORM_ID = "card-authorisation";
type View = { values: CardAuthorisationFormValues; message: string | null };

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const values = rememberedFormValues(session);
  const booking = new URL(request.url).searchParams.get("booking");
  if (booking) values.reference = booking.slice(0, 20);
  return data<View>({ values, message: null }, { headers: NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const raw = await readFormTexts(request);
  const session = await getSession(request);
  const result = await startCardAuthorisation(session, raw, {
    clientAddress: clientAddress(context),
    returnOrigin: returnOrigin(request),
  });
  if (result.ok) return redirect(result.redirectUrl, { headers: await sessionHeaders(session) });
  const values = rememberedFormValues(session);
  if ("fieldErrors" in result) {
    return validationErrorWith(
      { values, message: null },
      { fieldErrors: result.fieldErrors, formId: FORM_ID },
      values,
      {
        status: 400,
        headers: await sessionHeaders(session),
      },
    );
  }
  return validationErrorWith(
    { values, message: result.message },
    { fieldErrors: {}, formId: FORM_ID },
    values,
    {
      status: result.status,
      headers: await sessionHeaders(session, retryAfter(result.retryAfterSeconds)),
    },
  );
}

const RELATIONSHIPS = CARD_AUTHORISATION_RELATIONSHIPS.map((value) => ({ value, label: value }));

export default function CardAuthorisationFormPage() {
  const loaded = useLoaderData<typeof loader>() as View;
  const posted = useActionData<typeof action>() as View | undefined;
  const view = posted ?? loaded;
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.pageTitle}>{t(T.formTitle)}</h1>
      <p className={styles.lead}>{t(T.formIntro)}</p>
      {view.message ? <Notice tone="warning">{t(view.message)}</Notice> : null}
      <ValidatedForm
        id={FORM_ID}
        validator={withZod(cardAuthorisationSchema)}
        method="post"
        action={CARD_AUTHORISATION_PATHS.form}
        defaultValues={view.values}
        noValidate
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t(T.bookingLegend)}</legend>
          <BookingLookupFields withEmail={false} />
          <TextField name="surname" label={T.surnameLabel} hint={T.surnameHint} autoComplete="off" required />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t(T.holderLegend)}</legend>
          <TextField name="holderName" label={T.holderNameLabel} autoComplete="cc-name" required />
          <TextField name="email" label={T.emailLabel} type="email" autoComplete="email" required />
          <TextField name="phone" label={T.phoneLabel} type="tel" autoComplete="tel" required />
          <SelectField
            name="relationship"
            label={T.relationshipLabel}
            options={RELATIONSHIPS}
            placeholder={T.relationshipPlaceholder}
            required
          />
          <TextField
            name="amount"
            label={T.amountLabel}
            hint={T.amountHint}
            inputMode="decimal"
            autoComplete="off"
          />
        </fieldset>
        <CheckboxField name="acceptTerms" label={T.termsLabel} defaultChecked={false} />
        <div className={styles.stepActions}>
          <SubmitButton formId={FORM_ID} pendingText={T.submitting}>
            {t(T.submit)}
          </SubmitButton>
        </div>
      </ValidatedForm>
    </div>
  );
}

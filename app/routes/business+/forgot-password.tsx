import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm, validationError } from "remix-validated-form";
import { businessForgotSchema } from "~/services/business/forms";
import { FormNotices } from "~/components/account/FormNotices";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { requestPasswordReset } from "~/services/accounts/auth.server";
import { BUSINESS_PATHS } from "~/services/business/constants";
import { BUSINESS_MESSAGES } from "~/services/business/text";
import { retryAfter } from "~/services/platform/rate-limit.server";
import * as styles from "~/styles/booking.css";
import { container } from "~/styles/layout.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { clientAddress } from "~/services/platform/client-address.server";
import { readFormData } from "~/services/platform/form-data.server";

/**
 * /business/forgot-password/: the same reset as customers (auth.server.ts requestPasswordReset:
 * an emailed single-use link valid 1 h, the same answer whether or not the address has an account).
 */
export const meta: MetaFunction = (args) =>
  seoMeta(args, { title: BUSINESS_MESSAGES.forgotTitle, noindex: true });

const FORM_ID = "business-forgot-password";
const validator = withZod(businessForgotSchema);

type Answer = { notice?: string; formError?: string };

export function loader() {
  return data({}, { headers: NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = (await readFormData(request)) ?? new FormData();
  const checked = await validator.validate(form);
  if (checked.error) return validationError({ ...checked.error, formId: FORM_ID }, checked.submittedData);
  const result = await requestPasswordReset(checked.data.email, { ip: clientAddress(context) });
  if (!result.ok) {
    return data<Answer>(
      { formError: result.message },
      { status: 429, headers: { ...NO_STORE, ...retryAfter(result.retryAfterSeconds) } },
    );
  }
  return data<Answer>({ notice: result.message }, { headers: NO_STORE });
}

export default function BusinessForgotPassword() {
  const posted = useActionData<typeof action>() as Answer | undefined;
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.pageTitle}>{BUSINESS_MESSAGES.forgotTitle}</h1>
      <p className={styles.lead}>{BUSINESS_MESSAGES.forgotLead}</p>
      <FormNotices notice={posted?.notice} error={posted?.formError} />
      <ValidatedForm id={FORM_ID} validator={validator} method="post" noValidate>
        <TextField name="email" label="Email" type="email" autoComplete="email" />
        <div className={styles.stepActions}>
          <Link to={BUSINESS_PATHS.signIn}>Back to sign in</Link>
          <SubmitButton formId={FORM_ID} pendingText="Sending…">
            Email me a reset link
          </SubmitButton>
        </div>
      </ValidatedForm>
    </div>
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { PhoneFields } from "~/components/account/PhoneFields";
import { SelectField } from "~/components/form/SelectField";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { signUpSchema } from "~/services/accounts/forms";
import {
  fieldErrorsResponse,
  formErrorResponse,
  readCheckedForm,
  type FormErrorData,
} from "~/services/accounts/http.server";
import { loadCountryChoices, signInDestination } from "~/services/accounts/pages.server";
import { getSessionUser } from "~/services/accounts/user-session.server";
import { getSession } from "~/services/platform/session.server";
import { signUp } from "~/services/accounts/auth.server";
import { ACCOUNT_PATHS } from "~/services/accounts/constants";
import { ACCOUNT_MESSAGES, ACCOUNT_PAGE_TEXT as T } from "~/services/accounts/text";
import { retryAfter } from "~/services/platform/rate-limit.server";
import * as account from "~/styles/account.css";
import * as styles from "~/styles/booking.css";
import { container } from "~/styles/layout.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { clientAddress } from "~/services/platform/client-address.server";
import { t } from "~/services/platform/i18n/translate";

/**
 * /sign-up/: a new customer account (auth.server.ts signUp: the same answer whether or not the
 * address has an account), then /sign-up/?sent=1 "check your email". Plain form and redirect.
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: T.signUpTitle, noindex: true });

export const SIGN_UP_FORM_ID = "sign-up";
const SENT_PARAM = "sent";
const DEFAULT_COUNTRY = "NZ";
const DEFAULT_DIAL_CODE = "+64";

/** A signed-in visitor has an account already: to its home page (issue 24 item 15). */
async function redirectSignedIn(request: Request) {
  const user = getSessionUser(await getSession(request));
  if (user) throw redirect(signInDestination(user.userType, ""), { headers: NO_STORE });
}

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectSignedIn(request);
  const sent = new URL(request.url).searchParams.has(SENT_PARAM);
  const choices = await loadCountryChoices();
  return data(
    {
      sent,
      countries: choices.countries,
      dialCodes: choices.dialCodes,
      countryCodes: choices.countryCodes,
      dialCodeValues: choices.dialCodeValues,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  await redirectSignedIn(request);
  const checked = await readCheckedForm(request, SIGN_UP_FORM_ID, async () => {
    const choices = await loadCountryChoices();
    return signUpSchema({ countryCodes: choices.countryCodes, dialCodes: choices.dialCodeValues });
  });
  if (!checked.ok) return checked.response;
  const { confirmPassword: _confirmation, ...input } = checked.data;
  const result = await signUp(input, { ip: clientAddress(context) });
  if (result.ok) return redirect(`${ACCOUNT_PATHS.signUp}?${SENT_PARAM}=1`, { headers: NO_STORE });
  if (result.reason === "invalid")
    return fieldErrorsResponse(SIGN_UP_FORM_ID, result.fieldErrors as Record<string, string>, checked.form);
  return formErrorResponse(
    SIGN_UP_FORM_ID,
    result.message,
    checked.form,
    429,
    retryAfter(result.retryAfterSeconds),
  );
}

export default function SignUp() {
  const data = useLoaderData<typeof loader>();
  const posted = useActionData<FormErrorData>();
  if (data.sent) {
    return (
      <div className={`${container} ${styles.page}`}>
        <div className={account.column}>
          <h1 className={styles.pageTitle}>{t(T.checkEmailTitle)}</h1>
          <div className={styles.notice.info} role="status">
            {t(ACCOUNT_MESSAGES.signUpDone)}
          </div>
          <p>
            {t("Already verified?")} <Link to={ACCOUNT_PATHS.signIn}>{t("Sign in")}</Link>
          </p>
        </div>
      </div>
    );
  }
  const validator = withZod(
    signUpSchema({ countryCodes: data.countryCodes, dialCodes: data.dialCodeValues }),
  );
  return (
    <div className={`${container} ${styles.page}`}>
      <div className={account.column}>
        <h1 className={styles.pageTitle}>{t(T.signUpTitle)}</h1>
        <p className={styles.lead}>{t(T.signUpLead)}</p>
        {posted?.formError ? (
          <div className={styles.notice.warning} role="alert">
            {t(posted.formError)}
          </div>
        ) : null}
        <ValidatedForm
          id={SIGN_UP_FORM_ID}
          validator={validator}
          method="post"
          noValidate
          defaultValues={{ country: DEFAULT_COUNTRY, phoneCountryCode: DEFAULT_DIAL_CODE } as never}
        >
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t("Your details")}</legend>
            <div className={styles.formGrid}>
              <TextField name="firstName" label="First name" autoComplete="given-name" />
              <TextField name="lastName" label="Last name" autoComplete="family-name" />
            </div>
            <TextField name="email" label="Email" type="email" autoComplete="email" />
            <SelectField
              name="country"
              label="Country of residence"
              options={data.countries}
              autoComplete="country"
            />
            <PhoneFields dialCodes={data.dialCodes} />
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t("Password")}</legend>
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
              hint="At least 8 characters."
            />
            <TextField
              name="confirmPassword"
              label="Confirm password"
              type="password"
              autoComplete="new-password"
            />
          </fieldset>
          <div className={styles.stepActions}>
            <Link to={ACCOUNT_PATHS.signIn}>{t("I already have an account")}</Link>
            <SubmitButton formId={SIGN_UP_FORM_ID} pendingText="Creating your account…">
              Create account
            </SubmitButton>
          </div>
        </ValidatedForm>
      </div>
    </div>
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm, validationError } from "remix-validated-form";
import { businessSignInSchema } from "~/services/business/forms";
import { FormNotices } from "~/components/account/FormNotices";
import { SignInFields } from "~/components/account/SignInFields";
import { businessSignIn, businessSignInDestination } from "~/services/business/sign-in.server";
import { ACCOUNT_PATHS, REDIRECT_TO_PARAM } from "~/services/accounts/constants";
import { BUSINESS_PATHS } from "~/services/business/constants";
import { BUSINESS_MESSAGES } from "~/services/business/text";
import { retryAfter } from "~/services/platform/rate-limit.server";
import { safeRedirectPath } from "~/services/platform/routing";
import { getSession } from "~/services/platform/session.server";
import { getSessionUser, startUserSession } from "~/services/accounts/user-session.server";
import * as styles from "~/styles/booking.css";
import { container } from "~/styles/layout.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { clientAddress } from "~/services/platform/client-address.server";
import { validationErrorWith } from "~/services/platform/form-answer.server";
import { readFormData } from "~/services/platform/form-data.server";

/**
 * /business/sign-in/: the business sign-in (auth.server.ts signIn; only Agent and Corporate
 * accounts: a customer is pointed to /sign-in/). Success rotates the session and goes to
 * ?redirectTo= (a /business/ path) or /business/my-account/.
 */
export const meta: MetaFunction = (args) =>
  seoMeta(args, { title: BUSINESS_MESSAGES.signInTitle, noindex: true });

const FORM_ID = "business-sign-in";
const validator = withZod(businessSignInSchema);

type Answer = { formError?: string; customer?: boolean };

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const user = getSessionUser(await getSession(request));
  if (user && (user.userType === "Agent" || user.userType === "Corporate"))
    throw redirect(businessSignInDestination(url));
  return data(
    { redirectTo: safeRedirectPath(url.searchParams.get(REDIRECT_TO_PARAM), "") },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = (await readFormData(request)) ?? new FormData();
  const checked = await validator.validate(form);
  const email = typeof form.get("email") === "string" ? String(form.get("email")).slice(0, 254) : "";
  // The address is kept, the password never.
  if (checked.error) return validationError({ ...checked.error, formId: FORM_ID }, { email });
  const result = await businessSignIn(checked.data.email, checked.data.password, {
    ip: clientAddress(context),
  });
  if (result.ok) {
    const setCookie = await startUserSession(request, result.user);
    const url = new URL(request.url);
    if (checked.data.redirectTo) url.searchParams.set(REDIRECT_TO_PARAM, checked.data.redirectTo);
    return redirect(businessSignInDestination(url), {
      status: 303,
      headers: { "Set-Cookie": setCookie, ...NO_STORE },
    });
  }
  const status = result.reason === "rate-limited" ? 429 : result.reason === "customer" ? 403 : 401;
  return validationErrorWith<Answer>(
    { formError: result.message, customer: result.reason === "customer" },
    { fieldErrors: {}, formId: FORM_ID },
    { email },
    {
      status,
      headers: {
        ...NO_STORE,
        ...(result.reason === "rate-limited" ? retryAfter(result.retryAfterSeconds) : {}),
      },
    },
  );
}

export default function BusinessSignIn() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>() as Answer | undefined;
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.pageTitle}>{BUSINESS_MESSAGES.signInTitle}</h1>
      <p className={styles.lead}>{BUSINESS_MESSAGES.signInLead}</p>
      <FormNotices
        error={posted?.formError}
        errorAction={
          posted?.customer ? (
            <>
              {" "}
              <Link to={ACCOUNT_PATHS.signIn}>{BUSINESS_MESSAGES.customerSignInLink}</Link>
            </>
          ) : null
        }
      />
      <ValidatedForm id={FORM_ID} validator={validator} method="post" noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <SignInFields
          formId={FORM_ID}
          legend="Your business account"
          forgotPasswordPath={BUSINESS_PATHS.forgotPassword}
        />
      </ValidatedForm>
    </div>
  );
}

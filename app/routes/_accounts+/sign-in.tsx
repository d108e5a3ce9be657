import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { FormNotices } from "~/components/account/FormNotices";
import { SignInFields } from "~/components/account/SignInFields";
import { signInSchema } from "~/services/accounts/forms";
import { fieldErrorsResponse, keptValues, textField } from "~/services/accounts/http.server";
import { readFormData } from "~/services/platform/form-data.server";
import { signInDestination } from "~/services/accounts/pages.server";
import { resendVerification, signIn } from "~/services/accounts/auth.server";
import { ACCOUNT_PATHS, REDIRECT_TO_PARAM } from "~/services/accounts/constants";
import { ACCOUNT_FORM_MESSAGES, ACCOUNT_MESSAGES, ACCOUNT_PAGE_TEXT as T } from "~/services/accounts/text";
import { retryAfter } from "~/services/platform/rate-limit.server";
import { safeRedirectPath } from "~/services/platform/routing";
import { getSession } from "~/services/platform/session.server";
import { getSessionUser, startUserSession } from "~/services/accounts/user-session.server";
import * as account from "~/styles/account.css";
import * as styles from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";
import { container } from "~/styles/layout.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { clientAddress } from "~/services/platform/client-address.server";
import { t } from "~/services/platform/i18n/translate";

/**
 * /sign-in/: email and password (auth.server.ts signIn). Success rotates the session
 * (startUserSession) and goes to ?redirectTo= when it is a safe path that fits the user, else to
 * /my-account/ (Agent and Corporate: /business/my-account/). An unverified customer is told so
 * and can ask for a new link (intent=resend); too many attempts answer 429.
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: T.signInTitle, noindex: true });

export const SIGN_IN_FORM_ID = "sign-in";

type SignInAnswer = {
  formError?: string;
  notice?: string;
  /** Right password, address not verified: offer to resend the link to this address. */
  unverifiedEmail?: string;
  formId?: string;
  fieldErrors?: Record<string, string>;
  repopulateFields?: Record<string, string>;
};

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get(REDIRECT_TO_PARAM), "");
  const user = getSessionUser(await getSession(request));
  if (user) throw redirect(signInDestination(user.userType, redirectTo));
  return data({ redirectTo }, { headers: NO_STORE });
}

function answer(body: SignInAnswer, status: number, headers: Record<string, string> = {}) {
  return data<SignInAnswer>(body, { status, headers: { ...NO_STORE, ...headers } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  if (!form) return answer({ formError: ACCOUNT_FORM_MESSAGES.formUnreadable }, 400);
  const ip = clientAddress(context);

  if (textField(form, "intent") === "resend") {
    const result = await resendVerification(textField(form, "email").slice(0, 254), { ip });
    return result.ok
      ? answer({ notice: result.message }, 200)
      : answer({ formError: result.message }, 429, retryAfter(result.retryAfterSeconds));
  }

  const checked = await withZod(signInSchema).validate(form);
  if (checked.error) return fieldErrorsResponse(SIGN_IN_FORM_ID, checked.error.fieldErrors, form);
  const kept = { formId: SIGN_IN_FORM_ID, fieldErrors: {}, repopulateFields: keptValues(form) };
  const result = await signIn(checked.data.email, checked.data.password, { ip });
  if (result.ok) {
    const setCookie = await startUserSession(request, result.user);
    return redirect(signInDestination(result.user.userType, checked.data.redirectTo), {
      headers: { "Set-Cookie": setCookie, ...NO_STORE },
    });
  }
  if (result.reason === "unverified")
    return answer({ ...kept, formError: result.message, unverifiedEmail: result.email }, 403);
  if (result.reason === "rate-limited") {
    return answer({ ...kept, formError: result.message }, 429, retryAfter(result.retryAfterSeconds));
  }
  return answer({ ...kept, formError: result.message }, 401);
}

export default function SignIn() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>() as SignInAnswer | undefined;
  return (
    <div className={`${container} ${styles.page}`}>
      <div className={account.column}>
        <h1 className={styles.pageTitle}>{t(T.signInTitle)}</h1>
        <p className={styles.lead}>{t(T.signInLead)}</p>
        <FormNotices
          notice={posted?.notice ? t(posted.notice) : null}
          error={posted?.formError ? t(posted.formError) : null}
          errorAction={
            posted?.unverifiedEmail ? (
              <Form method="post" className={account.prompt}>
                <input type="hidden" name="intent" value="resend" />
                <input type="hidden" name="email" value={posted.unverifiedEmail} />
                <button type="submit" className={formStyles.secondaryButton}>
                  {t(ACCOUNT_MESSAGES.resendVerification)}
                </button>
              </Form>
            ) : null
          }
        />
        <ValidatedForm
          id={SIGN_IN_FORM_ID}
          validator={withZod(signInSchema)}
          method="post"
          noValidate
          defaultValues={{ redirectTo } as never}
        >
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <SignInFields
            formId={SIGN_IN_FORM_ID}
            legend={t("Your account")}
            forgotPasswordPath={ACCOUNT_PATHS.forgotPassword}
          />
        </ValidatedForm>
        <p className={account.prompt}>
          {t(T.noAccountPrompt)} <Link to={ACCOUNT_PATHS.signUp}>{t("Create an account")}</Link>
        </p>
        <p>
          {t(T.businessSignInPrompt)}{" "}
          <Link to={ACCOUNT_PATHS.businessSignIn}>{t("Sign in to GO Business")}</Link>
        </p>
      </div>
    </div>
  );
}

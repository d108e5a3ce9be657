import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { SubmitButton } from "~/components/form/SubmitButton";
import { PasswordFields } from "~/components/account/PasswordFields";
import { resetPasswordSchema } from "~/services/accounts/forms";
import { fieldErrorsResponse, textField } from "~/services/accounts/http.server";
import { readFormData } from "~/services/platform/form-data.server";
import { checkPasswordResetToken, resetPassword } from "~/services/accounts/auth.server";
import { ACCOUNT_PATHS, ACCOUNT_TOKEN_PARAM } from "~/services/accounts/constants";
import { ACCOUNT_FORM_MESSAGES, ACCOUNT_PAGE_TEXT as T } from "~/services/accounts/text";
import * as account from "~/styles/account.css";
import * as styles from "~/styles/booking.css";
import { button, container } from "~/styles/layout.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { t } from "~/services/platform/i18n/translate";

/**
 * /reset-password/?token=…: GET only checks the emailed link (400 bad or used, 410 expired);
 * POST sets the new password and uses the link up (auth.server.ts resetPassword), then offers
 * the sign-in page.
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: T.resetPasswordTitle, noindex: true });

export const RESET_FORM_ID = "reset-password";

type ResetView =
  | { view: "form"; token: string }
  | { view: "failed"; message: string }
  | { view: "nolink"; message: string }
  | { view: "done"; message: string };

const linkStatus = (reason: string) => (reason === "expired" ? 410 : 400);

export async function loader({ request }: LoaderFunctionArgs) {
  const param = new URL(request.url).searchParams.get(ACCOUNT_TOKEN_PARAM);
  // Opened without a link: how to get one (200).
  if (param === null)
    return data<ResetView>({ view: "nolink", message: T.resetNoLink }, { headers: NO_STORE });
  const token = param;
  const check = await checkPasswordResetToken(token);
  if (check.ok) return data<ResetView>({ view: "form", token }, { headers: NO_STORE });
  return data<ResetView>(
    { view: "failed", message: check.message },
    { status: linkStatus(check.reason), headers: NO_STORE },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  if (!form)
    return data<ResetView>(
      { view: "failed", message: ACCOUNT_FORM_MESSAGES.formUnreadable },
      { status: 400, headers: NO_STORE },
    );
  const checked = await withZod(resetPasswordSchema).validate(form);
  if (checked.error) return fieldErrorsResponse(RESET_FORM_ID, checked.error.fieldErrors, form);
  const result = await resetPassword(textField(form, "token"), checked.data.password);
  if (result.ok) return data<ResetView>({ view: "done", message: result.message }, { headers: NO_STORE });
  if (result.reason === "invalid-password")
    return fieldErrorsResponse(RESET_FORM_ID, { password: result.message }, form);
  return data<ResetView>(
    { view: "failed", message: result.message },
    { status: linkStatus(result.reason), headers: NO_STORE },
  );
}

export default function ResetPassword() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>() as ResetView | { fieldErrors: unknown } | undefined;
  const view = posted && "view" in posted ? posted : loaded;
  return (
    <div className={`${container} ${styles.page}`}>
      <div className={account.column}>
        {view.view === "done" ? (
          <>
            <h1 className={styles.pageTitle}>{t(T.resetPasswordTitle)}</h1>
            <div className={styles.notice.info} role="status">
              {t(view.message)}
            </div>
            <Link className={button.primary} to={ACCOUNT_PATHS.signIn}>
              {t("Sign in")}
            </Link>
          </>
        ) : view.view === "nolink" ? (
          <>
            <h1 className={styles.pageTitle}>{t(T.resetPasswordTitle)}</h1>
            <p className={styles.lead}>{t(view.message)}</p>
            <Link className={button.primary} to={ACCOUNT_PATHS.forgotPassword}>
              {t(T.requestNewLink)}
            </Link>
          </>
        ) : view.view === "failed" ? (
          <>
            <h1 className={styles.pageTitle}>{t(T.resetFailedTitle)}</h1>
            <div className={styles.notice.warning} role="alert">
              {t(view.message)}
            </div>
            <Link className={button.primary} to={ACCOUNT_PATHS.forgotPassword}>
              {t(T.requestNewLink)}
            </Link>
          </>
        ) : (
          <>
            <h1 className={styles.pageTitle}>{t(T.resetPasswordTitle)}</h1>
            <ValidatedForm
              id={RESET_FORM_ID}
              validator={withZod(resetPasswordSchema)}
              method="post"
              noValidate
            >
              <input type="hidden" name="token" value={view.token} />
              <PasswordFields legend={t("New password")} newName="password" />
              <div className={styles.stepActions}>
                <Link to={ACCOUNT_PATHS.signIn}>{t("Back to sign in")}</Link>
                <SubmitButton formId={RESET_FORM_ID} pendingText="Saving…">
                  Save new password
                </SubmitButton>
              </div>
            </ValidatedForm>
          </>
        )}
      </div>
    </div>
  );
}

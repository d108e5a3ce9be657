import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { EmailLinkForm } from "~/components/account/EmailLinkForm";
import { emailLinkAction, type FormErrorData } from "~/services/accounts/http.server";
import { requestPasswordReset } from "~/services/accounts/auth.server";
import { ACCOUNT_PATHS } from "~/services/accounts/constants";
import { ACCOUNT_PAGE_TEXT as T } from "~/services/accounts/text";
import * as account from "~/styles/account.css";
import * as styles from "~/styles/booking.css";
import { container } from "~/styles/layout.css";
import { seoMeta } from "~/services/content/seo/seo";
import { clientAddress } from "~/services/platform/client-address.server";
import { t } from "~/services/platform/i18n/translate";

/**
 * /forgot-password/: emails a single-use reset link (auth.server.ts requestPasswordReset); the
 * same answer whether or not the address has an account; too many requests answer 429.
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: T.forgotPasswordTitle, noindex: true });

export const FORGOT_FORM_ID = "forgot-password";

export async function action({ request, context }: ActionFunctionArgs) {
  return emailLinkAction(request, FORGOT_FORM_ID, requestPasswordReset, clientAddress(context));
}

export default function ForgotPassword() {
  const posted = useActionData<FormErrorData & { notice?: string }>();
  return (
    <div className={`${container} ${styles.page}`}>
      <div className={account.column}>
        <h1 className={styles.pageTitle}>{t(T.forgotPasswordTitle)}</h1>
        {posted?.notice ? (
          <>
            <div className={styles.notice.info} role="status">
              {t(posted.notice)}
            </div>
            <Link to={ACCOUNT_PATHS.signIn}>{t("Back to sign in")}</Link>
          </>
        ) : (
          <>
            <p className={styles.lead}>{t(T.forgotPasswordLead)}</p>
            <EmailLinkForm
              formId={FORGOT_FORM_ID}
              formError={posted?.formError}
              legend={t("Your account")}
              signInText={t("Back to sign in")}
              submitText={t("Email me a link")}
            />
          </>
        )}
      </div>
    </div>
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { EmailLinkForm } from "~/components/account/EmailLinkForm";
import { emailLinkAction, type FormErrorData } from "~/services/accounts/http.server";
import { resendVerification, verifyAccount } from "~/services/accounts/auth.server";
import { ACCOUNT_PATHS, ACCOUNT_TOKEN_PARAM } from "~/services/accounts/constants";
import { ACCOUNT_PAGE_TEXT as T } from "~/services/accounts/text";
import * as account from "~/styles/account.css";
import * as styles from "~/styles/booking.css";
import { button, container } from "~/styles/layout.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { clientAddress } from "~/services/platform/client-address.server";
import { t } from "~/services/platform/i18n/translate";

/**
 * /verify-account/?token=…: the emailed verification link (auth.server.ts verifyAccount, which
 * answers "verified" again for a link its verified owner opens twice). A bad link answers 400, an
 * expired one 410, each with a form to send a new link (the same answer whatever the address);
 * without a token the page explains and offers the same form (200).
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: T.verifyTitle, noindex: true });

export const RESEND_FORM_ID = "resend-verification";

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get(ACCOUNT_TOKEN_PARAM);
  // Opened without a link: how to verify, and the form for a new link (200).
  if (token === null)
    return data({ ok: false as const, noLink: true, message: T.verifyNoLink }, { headers: NO_STORE });
  const result = await verifyAccount(token);
  if (result.ok) return data({ ok: true as const, message: result.message }, { headers: NO_STORE });
  return data(
    { ok: false as const, noLink: false, message: result.message },
    { status: result.reason === "expired" ? 410 : 400, headers: NO_STORE },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  return emailLinkAction(request, RESEND_FORM_ID, resendVerification, clientAddress(context));
}

export default function VerifyAccount() {
  const data = useLoaderData<typeof loader>();
  const posted = useActionData<FormErrorData & { notice?: string }>();
  if (data.ok) {
    return (
      <div className={`${container} ${styles.page}`}>
        <div className={account.column}>
          <h1 className={styles.pageTitle}>{t(T.verifiedTitle)}</h1>
          <div className={styles.notice.info} role="status">
            {t(data.message)}
          </div>
          <Link className={button.primary} to={ACCOUNT_PATHS.signIn}>
            {t("Sign in")}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className={`${container} ${styles.page}`}>
      <div className={account.column}>
        <h1 className={styles.pageTitle}>{t(data.noLink ? T.verifyTitle : T.verifyFailedTitle)}</h1>
        {data.noLink ? (
          <p className={styles.lead}>{t(data.message)}</p>
        ) : (
          <div className={styles.notice.warning} role="alert">
            {t(data.message)}
          </div>
        )}
        {posted?.notice ? (
          <div className={styles.notice.info} role="status">
            {t(posted.notice)}
          </div>
        ) : (
          <EmailLinkForm
            formId={RESEND_FORM_ID}
            formError={posted?.formError}
            legend={t(T.resendLead)}
            signInText={t("Sign in")}
            submitText={t("Send me a new link")}
          />
        )}
      </div>
    </div>
  );
}

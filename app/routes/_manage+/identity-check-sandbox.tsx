import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { readFormTexts } from "~/services/platform/form-data.server";
import { IDENTITY_CHECK_PATHS } from "~/services/changes/after-rental/constants";
import { getIdentityCheck } from "~/services/changes/after-rental/identity-check.server";
import { IDENTITY_CHECK_TEXT as T } from "~/services/changes/after-rental/text";
import type { ShellHandle } from "~/services/shell/handle";
import * as styles from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";
import { container } from "~/styles/layout.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { t } from "~/services/platform/i18n/translate";

/**
 * /identity-check-sandbox/?check=…: the embedded identity provider (no real check). "Verify my
 * identity" returns to /aplyid-success/, "Cancel" to /aplyid-cancel/; those pages record it.
 */

export const meta: MetaFunction = (args) => seoMeta(args, { title: T.sandboxTitle, noindex: true });
export const handle: ShellHandle = { hideChrome: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const check = await getIdentityCheck(new URL(request.url).searchParams.get("check"));
  if (!check) return data({ checkId: null, pending: false }, { status: 404, headers: NO_STORE });
  return data({ checkId: check.id, pending: check.status === "pending" }, { headers: NO_STORE });
}

export async function action({ request }: ActionFunctionArgs) {
  const raw = await readFormTexts(request);
  const check = await getIdentityCheck(raw.check);
  if (!check) return redirect(IDENTITY_CHECK_PATHS.success);
  const target = raw.intent === "verify" ? IDENTITY_CHECK_PATHS.success : IDENTITY_CHECK_PATHS.cancel;
  return redirect(`${target}?check=${check.id}`);
}

export default function IdentityCheckSandboxPage() {
  const { checkId, pending } = useLoaderData<typeof loader>();
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.pageTitle}>{t(T.sandboxTitle)}</h1>
      {checkId && pending ? (
        <>
          <p className={styles.lead}>{t(T.sandboxLead)}</p>
          <Form method="post" className={styles.stepActions}>
            <input type="hidden" name="check" value={checkId} />
            <button type="submit" name="intent" value="cancel" className={formStyles.secondaryButton}>
              {t(T.sandboxCancel)}
            </button>
            <button type="submit" name="intent" value="verify" className={formStyles.button}>
              {t(T.sandboxVerify)}
            </button>
          </Form>
        </>
      ) : (
        <>
          <p className={styles.lead}>{checkId ? t(T.sandboxDone) : t(T.unknownCheck)}</p>
          <Link
            to={checkId ? `${IDENTITY_CHECK_PATHS.success}?check=${checkId}` : IDENTITY_CHECK_PATHS.success}
          >
            {t(T.backToSite)}
          </Link>
        </>
      )}
    </div>
  );
}

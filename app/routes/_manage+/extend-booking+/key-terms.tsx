import { t } from "~/services/platform/i18n/translate";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ExtendPage } from "~/components/changes/ExtendParts";
import { manageBookingPath } from "~/services/changes/constants";
import { EXTEND_PATHS, EXTEND_TEXT as T } from "~/services/changes/extend/text";
import { requireExtendPage } from "~/services/changes/extend/routes.server";
import * as styles from "~/styles/booking.css";
import { button } from "~/styles/layout.css";
import { seoMeta } from "~/services/content/seo/seo";
import { sessionHeaders } from "~/services/platform/session.server";

/** /extend-booking/key-terms/: the terms of an extension, before the agreement. */

export const meta: MetaFunction = (args) => seoMeta(args, { title: T.keyTermsTitle, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await requireExtendPage(request);
  return data(
    { manageHref: manageBookingPath(page.reservation.reference), notice: page.notice },
    { headers: await sessionHeaders(page.session) },
  );
}

export default function ExtendKeyTermsPage() {
  const { manageHref, notice } = useLoaderData<typeof loader>();
  return (
    <ExtendPage title={t(T.keyTermsTitle)} notice={notice} timerLeaveHref={manageHref}>
      <ul>
        {T.keyTerms.map((term) => (
          <li key={term}>{t(term)}</li>
        ))}
      </ul>
      <div className={styles.stepActions}>
        <Link className={button.primary} to={EXTEND_PATHS.agreement}>
          {t(T.continue)}
        </Link>
        <Link className={button.outline} to={EXTEND_PATHS.summary}>
          {t(T.goBack)}
        </Link>
      </div>
    </ExtendPage>
  );
}

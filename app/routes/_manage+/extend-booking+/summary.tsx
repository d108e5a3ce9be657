import { t } from "~/services/platform/i18n/translate";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BookingSummary, ExtendPage, NewPrice } from "~/components/changes/ExtendParts";
import { bookingView, changeView } from "~/services/changes/extend/views.server";
import { EXTEND_PATHS, EXTEND_TEXT as T } from "~/services/changes/extend/text";
import { requireExtendPage } from "~/services/changes/extend/routes.server";
import * as styles from "~/styles/booking.css";
import { button } from "~/styles/layout.css";
import { seoMeta } from "~/services/content/seo/seo";
import { sessionHeaders } from "~/services/platform/session.server";

/** /extend-booking/summary/: the current and the new drop-off, the new price and the difference. */

export const meta: MetaFunction = (args) => seoMeta(args, { title: T.summaryTitle, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await requireExtendPage(request);
  return data(
    { booking: await bookingView(page.reservation), change: changeView(page.detail), notice: page.notice },
    { headers: await sessionHeaders(page.session) },
  );
}

export default function ExtendSummaryPage() {
  const { booking, change, notice } = useLoaderData<typeof loader>();
  return (
    <ExtendPage title={t(T.summaryTitle)} notice={notice} timerLeaveHref={booking.manageHref}>
      <div className={styles.stepLayout}>
        <BookingSummary booking={booking} change={change} />
        <aside className={styles.aside}>
          <NewPrice change={change} />
        </aside>
      </div>
      <div className={styles.stepActions}>
        <Link className={button.primary} to={EXTEND_PATHS.keyTerms}>
          {t(T.continue)}
        </Link>
        <Link className={button.outline} to={EXTEND_PATHS.start}>
          {t(T.changeDates)}
        </Link>
      </div>
    </ExtendPage>
  );
}

import { t } from "~/services/platform/i18n/translate";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BookingSummary, ConfirmForm, ExtendPage } from "~/components/changes/ExtendParts";
import { bookingView, changeView } from "~/services/changes/extend/views.server";
import { EXTEND_PATHS, EXTEND_TEXT as T } from "~/services/changes/extend/text";
import { confirmWithoutPaymentPage, requireExtendPage } from "~/services/changes/extend/routes.server";
import * as styles from "~/styles/booking.css";
import { seoMeta } from "~/services/content/seo/seo";
import { sessionHeaders } from "~/services/platform/session.server";

/** /extend-booking/no-charge/: a new drop-off at the same price; confirming changes the booking once. */

export const meta: MetaFunction = (args) => seoMeta(args, { title: T.noChargeTitle, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await requireExtendPage(request, { agreed: true, page: EXTEND_PATHS.noCharge });
  return data(
    { booking: await bookingView(page.reservation), change: changeView(page.detail), notice: page.notice },
    { headers: await sessionHeaders(page.session) },
  );
}

export const action = ({ request }: ActionFunctionArgs) =>
  confirmWithoutPaymentPage(request, EXTEND_PATHS.noCharge);

export default function ExtendNoChargePage() {
  const { booking, change, notice } = useLoaderData<typeof loader>();
  return (
    <ExtendPage title={t(T.noChargeTitle)} notice={notice} timerLeaveHref={booking.manageHref}>
      <p className={styles.lead}>{t(T.noChargeIntro)}</p>
      <BookingSummary booking={booking} change={change} />
      <ConfirmForm action={EXTEND_PATHS.noCharge} label={T.confirmChange} pendingLabel={t(T.checking)} />
    </ExtendPage>
  );
}

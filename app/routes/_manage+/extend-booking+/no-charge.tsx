import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BookingSummary, ConfirmForm, ExtendPage } from "~/components/changes/ExtendParts";
import { flashChangeNotice } from "~/services/changes/access.server";
import { atBranchPath } from "~/services/changes/extend/rules";
import { confirmWithoutPayment } from "~/services/changes/extend/payment.server";
import { bookingView, changeView } from "~/services/changes/extend/views.server";
import { EXTEND_PATHS, EXTEND_TEXT as T } from "~/services/changes/extend/text";
import { requireExtendPage } from "~/services/changes/extend/routes.server";
import * as styles from "~/styles/booking.css";
import { seoMeta } from "~/services/content/seo/seo";
import { redirectWithSession, sessionHeaders } from "~/services/platform/session.server";

/** /extend-booking/no-charge/: a new drop-off at the same price; confirming changes the booking once. */

export const meta: MetaFunction = (args) => seoMeta(args, { title: T.noChargeTitle, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await requireExtendPage(request, { agreed: true, page: EXTEND_PATHS.noCharge });
  return data(
    { booking: await bookingView(page.reservation), change: changeView(page.detail), notice: page.notice },
    { headers: await sessionHeaders(page.session) },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const page = await requireExtendPage(request, { agreed: true, page: EXTEND_PATHS.noCharge });
  const outcome = await confirmWithoutPayment(page.reservation, page, { actor: page.actor });
  if (outcome.kind === "confirmed") return redirectWithSession(page.session, EXTEND_PATHS.confirmation);
  if (outcome.kind === "at-branch") return redirectWithSession(page.session, atBranchPath(outcome.reason));
  flashChangeNotice(page.session, "extend", outcome.notice);
  return redirectWithSession(
    page.session,
    outcome.kind === "start" ? EXTEND_PATHS.start : EXTEND_PATHS.noCharge,
  );
}

export default function ExtendNoChargePage() {
  const { booking, change, notice } = useLoaderData<typeof loader>();
  return (
    <ExtendPage title={T.noChargeTitle} notice={notice} timerLeaveHref={booking.manageHref}>
      <p className={styles.lead}>{T.noChargeIntro}</p>
      <BookingSummary booking={booking} change={change} />
      <ConfirmForm action={EXTEND_PATHS.noCharge} label={T.confirmChange} pendingLabel={T.checking} />
    </ExtendPage>
  );
}

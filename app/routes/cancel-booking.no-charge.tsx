import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CancelConfirmForm, CancelNotice, CancelPageFrame, CancelSummaryList, CancelTimer } from "~/components/cancel/CancelParts";
import { CANCEL_TEXT as T } from "~/services/cancel-booking-text";
import { settlementValue } from "~/services/cancel-booking.server";
import { cancelSummary, sessionHeaders } from "~/services/cancel-pages.server";
import { confirmAction, requireSettlementStep } from "~/services/cancel-steps.server";
import { takeChangeNotice } from "~/services/change-access.server";
import { formatMoney } from "~/services/money";
import { seoMeta } from "~/services/seo";

/** /cancel-booking/no-charge/: nothing to pay and nothing to refund; confirm and the booking is cancelled. */
export const meta: MetaFunction = (args) => seoMeta(args, { title: T.noChargeTitle, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireSettlementStep(request, "no-charge");
  const summary = await cancelSummary(context.reservation, context.plan);
  if (!summary) throw new Response("Not found", { status: 404 });
  const fee = context.plan.fee;
  return json(
    {
      summary,
      notice: takeChangeNotice(context.session, "cancel"),
      text: fee > 0 ? T.noChargeKept(formatMoney(fee)) : T.noChargeText,
      lines: [fee > 0 ? T.confirmFee(formatMoney(fee)) : T.confirmNoFee],
      settlement: settlementValue(context.plan.settlement),
    },
    { headers: await sessionHeaders(context.session) },
  );
}

export const action = ({ request }: ActionFunctionArgs) => confirmAction(request);

export default function NoCharge() {
  const page = useLoaderData<typeof loader>();
  return (
    <CancelPageFrame title={T.noChargeTitle}>
      <CancelNotice notice={page.notice} />
      <CancelSummaryList summary={page.summary} />
      <p>{page.text}</p>
      <CancelConfirmForm
        formId="cancel-no-charge"
        label={T.confirmCancel}
        pendingLabel={T.cancelling}
        lines={page.lines}
        reference={page.summary.reference}
        hidden={{ settlement: page.settlement }}
      />
      <Link to={page.summary.manageHref}>{T.keepBooking}</Link>
      <CancelTimer leaveHref={page.summary.manageHref} />
    </CancelPageFrame>
  );
}

import { t } from "~/services/platform/i18n/translate";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PricedText } from "~/components/currency/Price";
import { CancelSettlementPage } from "~/components/cancel/CancelParts";
import { CANCEL_TEXT as T } from "~/services/changes/cancel/text";
import { refundDestination } from "~/services/changes/cancel/cancel.server";
import { confirmAction, settlementPageLoader } from "~/services/changes/cancel/steps.server";
import { MANAGE_BOOKING_TEXT } from "~/services/changes/text";
import { formatMoney } from "~/services/platform/money";
import { seoMeta } from "~/services/content/seo/seo";

/**
 * /cancel-booking/payment/refund/: the customer paid more than the fee. Shows the refund and where
 * it goes (the card paid with, or a bank transfer by our team); confirm → refunded once, cancelled.
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: T.refundTitle, noindex: true });

export const loader = ({ request }: LoaderFunctionArgs) =>
  settlementPageLoader(request, "refund", (plan) => {
    const destination = refundDestination(plan.payments);
    const amount = formatMoney(plan.settlement.amount);
    return {
      amount: T.refundText(amount),
      destination: destination.toCard
        ? T.refundToCard(destination.cardLast4 ? MANAGE_BOOKING_TEXT.cardEnding(destination.cardLast4) : "")
        : T.refundToBank,
      feeKept: plan.fee > 0 ? T.feeKept(formatMoney(plan.fee)) : null,
      lines: [plan.fee > 0 ? T.confirmFee(formatMoney(plan.fee)) : T.confirmNoFee, T.confirmRefund(amount)],
      amountsNzd: [plan.settlement.amount, plan.fee],
    };
  });

export const action = ({ request }: ActionFunctionArgs) => confirmAction(request);

export default function Refund() {
  const page = useLoaderData<typeof loader>();
  return (
    <CancelSettlementPage
      title={t(T.refundTitle)}
      page={page}
      formId="cancel-refund"
      label={T.confirmRefundButton}
    >
      {page.feeKept ? (
        <p>
          <PricedText text={page.feeKept} amounts={page.amountsNzd} />
        </p>
      ) : null}
      <p>
        <strong>
          <PricedText text={page.amount} amounts={page.amountsNzd} />
        </strong>
      </p>
      <p>{page.destination}</p>
    </CancelSettlementPage>
  );
}

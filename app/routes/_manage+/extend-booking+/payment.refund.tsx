import { t } from "~/services/platform/i18n/translate";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PricedText } from "~/components/currency/Price";
import { BookingSummary, ConfirmForm, ExtendPage } from "~/components/changes/ExtendParts";
import { refundPlan } from "~/services/changes/extend/payment.server";
import { bookingView, changeView } from "~/services/changes/extend/views.server";
import { EXTEND_PATHS, EXTEND_TEXT as T } from "~/services/changes/extend/text";
import { confirmWithoutPaymentPage, requireExtendPage } from "~/services/changes/extend/routes.server";
import { formatMoney } from "~/services/platform/money";
import * as styles from "~/styles/booking.css";
import { seoMeta } from "~/services/content/seo/seo";
import { sessionHeaders } from "~/services/platform/session.server";

/**
 * /extend-booking/payment/refund/: a shorter rental gives money back. The page shows the amount
 * and where it goes; confirming refunds it (once per change) and then changes the booking (once).
 */

export const meta: MetaFunction = (args) => seoMeta(args, { title: T.refundTitle, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await requireExtendPage(request, { agreed: true, page: EXTEND_PATHS.refund });
  const plan = await refundPlan(page.reservation, page.detail);
  return data(
    {
      booking: await bookingView(page.reservation),
      change: changeView(page.detail),
      notice: page.notice,
      refund: {
        amount: formatMoney(plan.amount),
        amountNzd: plan.amount,
        nothing: plan.amount <= 0,
        toCard: plan.toCard,
        cardLast4: plan.cardLast4,
      },
    },
    { headers: await sessionHeaders(page.session) },
  );
}

export const action = ({ request }: ActionFunctionArgs) =>
  confirmWithoutPaymentPage(request, EXTEND_PATHS.refund);

export default function ExtendRefundPage() {
  const { booking, change, notice, refund } = useLoaderData<typeof loader>();
  useActionData<typeof action>();
  return (
    <ExtendPage title={t(T.refundTitle)} notice={notice} timerLeaveHref={booking.manageHref}>
      {refund.nothing ? (
        <p className={styles.lead}>{t(T.refundNothingPaid)}</p>
      ) : (
        <>
          <p className={styles.lead} data-testid="refund-amount">
            <PricedText text={T.refundIntro(refund.amount)} amounts={[refund.amountNzd]} />
          </p>
          <p>{refund.toCard ? T.refundToCard(refund.cardLast4) : t(T.refundToBank)}</p>
        </>
      )}
      <BookingSummary booking={booking} change={change} />
      <ConfirmForm
        action={EXTEND_PATHS.refund}
        label={refund.nothing ? t(T.confirmShorten) : t(T.confirmRefund)}
        pendingLabel={t(T.checking)}
      />
    </ExtendPage>
  );
}

import { t } from "~/services/platform/i18n/translate";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PricedText } from "~/components/currency/Price";
import { CancelPageFrame, CancelSummaryList } from "~/components/cancel/CancelParts";
import { CANCEL_PATHS, CANCEL_REASONS } from "~/services/changes/cancel/constants";
import { CANCEL_TEXT as T } from "~/services/changes/cancel/text";
import { cancelSummary, requireCancelledBooking } from "~/services/changes/cancel/pages.server";
import { formatMoney } from "~/services/platform/money";
import * as styles from "~/styles/booking.css";
import * as cancel from "~/styles/cancel.css";
import { seoMeta } from "~/services/content/seo/seo";
import { sessionHeaders } from "~/services/platform/session.server";

/** /cancel-booking/confirmation/: the booking is cancelled; the fee, the refund or the fee owed. */
export const meta: MetaFunction = (args) => seoMeta(args, { title: T.confirmationTitle, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireCancelledBooking(request);
  const { outcome } = context;
  const summary = await cancelSummary(context.reservation, { paid: 0 });
  if (!summary) throw new Response("Not found", { status: 404 });
  const lines = [
    outcome.fee > 0 ? T.cancelledFee(formatMoney(outcome.fee)) : T.cancelledNoFee,
    outcome.refunded > 0 ? T.cancelledRefund(formatMoney(outcome.refunded)) : null,
    outcome.feeOwed > 0 ? T.cancelledFeeOwed(formatMoney(outcome.feeOwed)) : null,
    outcome.reason ? `${t(T.reason)}: ${t(CANCEL_REASONS[outcome.reason])}` : null,
  ].filter((line): line is string => line !== null);
  return data(
    {
      reference: summary.reference,
      summary,
      lines,
      amountsNzd: [outcome.fee, outcome.refunded, outcome.feeOwed],
      owed: outcome.feeOwed > 0,
    },
    { headers: await sessionHeaders(context.session) },
  );
}

export default function CancelConfirmation() {
  const page = useLoaderData<typeof loader>();
  return (
    <CancelPageFrame title={t(T.confirmationTitle)}>
      <div className={styles.notice.info} role="status">
        {T.cancelledText(page.reference)}
      </div>
      <ul className={cancel.moneyList}>
        {page.lines.map((line) => (
          <li key={line}>
            <PricedText text={t(line)} amounts={page.amountsNzd} />
          </li>
        ))}
      </ul>
      {page.owed ? (
        <p>
          <Link to={CANCEL_PATHS.account2account}>{t(T.transferTitle)}</Link>
        </p>
      ) : null}
      <CancelSummaryList summary={page.summary} showMoney={false} />
      <p className={cancel.actions}>
        <Link to={page.summary.manageHref}>{t(T.backToBooking)}</Link>
        <Link to="/">{t(T.newSearch)}</Link>
      </p>
    </CancelPageFrame>
  );
}

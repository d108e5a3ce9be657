import { t } from "~/services/platform/i18n/translate";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CancelPageFrame } from "~/components/cancel/CancelParts";
import { CANCEL_PATHS } from "~/services/changes/cancel/constants";
import { CANCEL_TEXT as T } from "~/services/changes/cancel/text";
import { redirectWith, requireCancelledBooking } from "~/services/changes/cancel/pages.server";
import { COMPANY_BANK_ACCOUNT } from "~/services/booking/constants";
import { CONFIRMATION_TEXT } from "~/services/booking/text";
import { formatMoney } from "~/services/platform/money";
import * as cancel from "~/styles/cancel.css";
import { seoMeta } from "~/services/content/seo/seo";
import { sessionHeaders } from "~/services/platform/session.server";

/**
 * /cancel-booking/payment/account2account/: the booking was cancelled with the fee owed by bank
 * transfer (chosen on the payment page): where to pay it, with the reservation number as reference.
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: T.transferTitle, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireCancelledBooking(request);
  if (!(context.outcome.feeOwed > 0)) throw await redirectWith(context.session, CANCEL_PATHS.confirmation);
  return data(
    {
      reference: context.reservation.reference,
      amount: formatMoney(context.outcome.feeOwed),
      bank: COMPANY_BANK_ACCOUNT,
    },
    { headers: await sessionHeaders(context.session) },
  );
}

export default function CancelBankTransfer() {
  const page = useLoaderData<typeof loader>();
  const rows: [string, string][] = [
    [CONFIRMATION_TEXT.accountName, page.bank.accountName],
    [CONFIRMATION_TEXT.bank, page.bank.bankName],
    [CONFIRMATION_TEXT.accountNumber, page.bank.accountNumber],
    [CONFIRMATION_TEXT.swiftCode, page.bank.swiftCode],
    [CONFIRMATION_TEXT.amountDue, page.amount],
    [CONFIRMATION_TEXT.paymentReference, page.reference],
  ];
  return (
    <CancelPageFrame title={t(T.transferTitle)}>
      <p>{T.transferIntro(page.amount)}</p>
      <dl className={cancel.summary}>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: "contents" }}>
            <dt className={cancel.term}>{term}</dt>
            <dd className={cancel.definition}>{value}</dd>
          </div>
        ))}
      </dl>
      <p>{t(T.transferReferenceNote)}</p>
      <p>
        <Link to={CANCEL_PATHS.confirmation}>{t(T.confirmationTitle)}</Link>
      </p>
    </CancelPageFrame>
  );
}

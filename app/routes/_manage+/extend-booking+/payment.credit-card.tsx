import { t } from "~/services/platform/i18n/translate";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { ExtendPage } from "~/components/changes/ExtendParts";
import { cardReturnPage } from "~/services/changes/extend/routes.server";
import { EXTEND_PATHS, EXTEND_TEXT as T } from "~/services/changes/extend/text";
import { PAYMENT_MESSAGES } from "~/services/booking/text";
import { seoMeta } from "~/services/content/seo/seo";

/**
 * /extend-booking/payment/credit-card/: where the gateway sends the customer back. The signed
 * answer is applied once (readChangeReturn): approved → the booking changes (once) and the
 * confirmation; declined or cancelled → back to the payment page with the reason; forged → 400.
 * Without an answer, the page is the payment page.
 */

export const meta: MetaFunction = (args) => seoMeta(args, { title: T.paymentTitle, noindex: true });

export const loader = ({ request }: LoaderFunctionArgs) => cardReturnPage(request);

export default function ExtendCardReturnPage() {
  return (
    <ExtendPage title={t(PAYMENT_MESSAGES.returnInvalidTitle)}>
      <p role="alert">{t(PAYMENT_MESSAGES.returnInvalidText)}</p>
      <p>
        <Link to={EXTEND_PATHS.start}>{t(T.title)}</Link>
      </p>
    </ExtendPage>
  );
}

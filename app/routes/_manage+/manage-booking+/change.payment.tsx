import { t } from "~/services/platform/i18n/translate";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { ChangePage } from "~/components/changes/ChangeBookingParts";
import { PAYMENT_MESSAGES } from "~/services/booking/text";
import { cardReturnLoader } from "~/services/changes/change/pages.server";
import { CHANGE_PATHS, CHANGE_TEXT as T } from "~/services/changes/change/text";
import { seoMeta } from "~/services/content/seo/seo";

/**
 * /manage-booking/change/payment/: where the gateway sends the customer back. The signed answer
 * is applied once: approved → the change applied (once) and done/; declined or cancelled → the
 * review with the reason; forged → 400 (this page).
 */

export const meta: MetaFunction = (args) => seoMeta(args, { title: T.title, noindex: true });

export function loader({ request }: LoaderFunctionArgs) {
  return cardReturnLoader(request);
}

export default function ChangePaymentReturnPage() {
  return (
    <ChangePage title={t(PAYMENT_MESSAGES.returnInvalidTitle)}>
      <p role="alert">{t(PAYMENT_MESSAGES.returnInvalidText)}</p>
      <p>
        <Link to={CHANGE_PATHS.start}>{t(T.title)}</Link>
      </p>
    </ChangePage>
  );
}

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { beginPayment } from "~/services/booking/payment/checkout.server";
import { PAYMENT_MESSAGES } from "~/services/booking/text";
import { commitSession, getSession } from "~/services/platform/session.server";
import { container, section } from "~/styles/layout.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { returnOrigin } from "~/services/platform/request-guard/guard.server";
import { t } from "~/services/platform/i18n/translate";

/**
 * /payment/: where "Review and pay" (step 4) sends the customer. The loader checks the booking
 * (no reservation: /vehicles/; steps not done: /book-now/; already confirmed: the confirmation),
 * then starts the payment and redirects to the gateway's hosted page, or, for a bank transfer,
 * to /payment/confirmation/account2account/. A refresh reuses the same pending payment.
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: "Payment", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const location = await beginPayment(session, { returnOrigin: returnOrigin(request) });
  return redirect(location, {
    headers: { "Set-Cookie": await commitSession(session), ...NO_STORE },
  });
}

/** Never rendered (the loader always redirects); it keeps /payment/ a page under the root's URL rules. */
export default function PaymentPage() {
  return (
    <div className={`${container} ${section}`}>
      <p role="status">{t(PAYMENT_MESSAGES.redirecting)}</p>
    </div>
  );
}

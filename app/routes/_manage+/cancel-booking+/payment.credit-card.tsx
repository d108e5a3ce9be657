import type { LoaderFunctionArgs } from "@remix-run/node";
import { CANCEL_PATHS } from "~/services/changes/cancel/constants";
import { CANCEL_TEXT as T } from "~/services/changes/cancel/text";
import { finishFeeCheckout } from "~/services/changes/cancel/cancel.server";
import { redirectWith } from "~/services/changes/cancel/pages.server";
import { flashChangeNotice } from "~/services/changes/access.server";
import { getSession } from "~/services/platform/session.server";

/**
 * /cancel-booking/payment/credit-card/: where the gateway's hosted page sends the customer back.
 * Approved → the booking is cancelled (once, however often this URL is opened) → confirmation;
 * declined or abandoned → the payment page with the reason, nothing cancelled. Opened without the
 * gateway's answer → the payment page; a forged or altered answer → 400.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const session = await getSession(request);
  if (!url.searchParams.has("result")) return redirectWith(session, CANCEL_PATHS.payment);
  const result = await finishFeeCheckout(url);
  switch (result.kind) {
    case "invalid":
      throw new Response("This payment answer is not valid.", { status: 400 });
    case "cancelled":
      return redirectWith(session, CANCEL_PATHS.confirmation);
    case "notice":
      flashChangeNotice(session, "cancel", result.notice);
      return redirectWith(session, result.path);
    case "next":
      return redirectWith(session, result.path);
    case "support":
      return redirectWith(session, CANCEL_PATHS.contactSupport);
    case "not-cancellable":
      flashChangeNotice(session, "cancel", T.alreadyCancelled);
      return redirectWith(session, CANCEL_PATHS.start);
  }
}

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { ExtendPage } from "~/components/changes/ExtendParts";
import { getReservation } from "~/models/reservations/reservations.server";
import {
  flashChangeNotice,
  loadChangeContext,
  rememberChangeBooking,
} from "~/services/changes/access.server";
import { atBranchPath } from "~/services/changes/extend/rules";
import { handleExtensionCardReturn } from "~/services/changes/extend/payment.server";
import { EXTEND_PATHS, EXTEND_TEXT as T } from "~/services/changes/extend/text";
import { redirectWithSession } from "~/services/platform/session.server";

import { PAYMENT_MESSAGES } from "~/services/booking/text";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";

/**
 * /extend-booking/payment/credit-card/: where the gateway sends the customer back. The signed
 * answer is applied once (readChangeReturn): approved → the booking changes (once) and the
 * confirmation; declined or cancelled → back to the payment page with the reason; forged → 400.
 * Without an answer, the page is the payment page.
 */

export const meta: MetaFunction = (args) => seoMeta(args, { title: T.paymentTitle, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { session, booking } = await loadChangeContext(request, "extend");
  if (!url.searchParams.has("result"))
    return redirectWithSession(session, booking ? EXTEND_PATHS.payment : EXTEND_PATHS.start);
  const outcome = await handleExtensionCardReturn(url, { actor: booking?.actor });
  if (outcome.kind === "invalid") return data({ invalid: true }, { status: 400, headers: NO_STORE });
  // The answer is signed by the gateway: its booking is the one this visitor was paying for.
  const reservation = await getReservation(outcome.reservationId);
  if (reservation && booking?.reservation.id === reservation.id)
    rememberChangeBooking(session, "extend", reservation.reference);
  if (outcome.kind === "confirmed") return redirectWithSession(session, EXTEND_PATHS.confirmation);
  flashChangeNotice(session, "extend", outcome.notice);
  if (outcome.kind === "retry") return redirectWithSession(session, EXTEND_PATHS.payment);
  return redirectWithSession(session, outcome.reason ? atBranchPath(outcome.reason) : EXTEND_PATHS.start);
}

export default function ExtendCardReturnPage() {
  return (
    <ExtendPage title={PAYMENT_MESSAGES.returnInvalidTitle}>
      <p role="alert">{PAYMENT_MESSAGES.returnInvalidText}</p>
      <p>
        <Link to={EXTEND_PATHS.start}>{T.title}</Link>
      </p>
    </ExtendPage>
  );
}

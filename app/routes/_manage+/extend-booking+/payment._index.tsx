import { t } from "~/services/platform/i18n/translate";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PricedText } from "~/components/currency/Price";
import { BookingSummary, ExtendPage, PayForm } from "~/components/changes/ExtendParts";
import { atBranchPath } from "~/services/changes/extend/rules";
import { startExtensionPayment } from "~/services/changes/extend/payment.server";
import { bookingView, changeView } from "~/services/changes/extend/views.server";
import { EXTEND_PATHS, EXTEND_TEXT as T } from "~/services/changes/extend/text";
import { requireExtendPage } from "~/services/changes/extend/routes.server";
import * as styles from "~/styles/booking.css";
import { seoMeta } from "~/services/content/seo/seo";
import { redirectWithSession, sessionHeaders } from "~/services/platform/session.server";
import { returnOrigin } from "~/services/platform/request-guard/guard.server";

/**
 * /extend-booking/payment/: the difference paid by credit card on the gateway's hosted page, which
 * returns to /extend-booking/payment/credit-card/. A refresh or a double submit reuses the same
 * pending attempt. With JavaScript a modal asks to confirm first.
 */

export const meta: MetaFunction = (args) => seoMeta(args, { title: T.paymentTitle, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await requireExtendPage(request, { agreed: true, page: EXTEND_PATHS.payment });
  return data(
    { booking: await bookingView(page.reservation), change: changeView(page.detail), notice: page.notice },
    { headers: await sessionHeaders(page.session) },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const page = await requireExtendPage(request, { agreed: true, page: EXTEND_PATHS.payment });
  const started = await startExtensionPayment(page.reservation, page, returnOrigin(request));
  if (started.kind === "gateway") return redirectWithSession(page.session, started.redirectTo);
  if (started.kind === "soldout") return redirectWithSession(page.session, atBranchPath("unavailable"));
  if (started.kind === "not-in-progress") return redirectWithSession(page.session, EXTEND_PATHS.start);
  return data({ error: started.notice }, { status: 503, headers: await sessionHeaders(page.session) });
}

export default function ExtendPaymentPage() {
  const { booking, change, notice } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const error = posted && "error" in posted ? posted.error : null;
  return (
    <ExtendPage title={t(T.paymentTitle)} notice={error ?? notice} timerLeaveHref={booking.manageHref}>
      <p className={styles.lead}>
        <PricedText text={T.paymentIntro(change.differenceText)} amounts={[change.difference]} />
      </p>
      <BookingSummary booking={booking} change={change} />
      <PayForm action={EXTEND_PATHS.payment} amount={change.differenceText} newDropOff={change.newDropOff} />
    </ExtendPage>
  );
}

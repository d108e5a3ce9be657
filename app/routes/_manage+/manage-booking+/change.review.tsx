import { t } from "~/services/platform/i18n/translate";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BookingTimer } from "~/components/booking/BookingTimer";
import {
  ChangeBookingSummary,
  ChangePage,
  ConfirmChangeForm,
  DifferenceText,
  ReviewTable,
} from "~/components/changes/ChangeBookingParts";
import { reviewAction, reviewLoader, type ReviewPage } from "~/services/changes/change/pages.server";
import { CHANGE_PATHS, CHANGE_TEXT as T, CHANGE_TIMER_TEXT } from "~/services/changes/change/text";
import { seoMeta } from "~/services/content/seo/seo";
import { clientAddress } from "~/services/platform/client-address.server";
import * as styles from "~/styles/booking.css";

/**
 * /manage-booking/change/review/: the booking as it is and as it will be, line by line, and the
 * difference; then pay it on the gateway, confirm the refund, or confirm at no charge (once).
 */

export const meta: MetaFunction = (args) => seoMeta(args, { title: T.reviewTitle, noindex: true });

export function loader({ request }: LoaderFunctionArgs) {
  return reviewLoader(request);
}

export function action({ request, context }: ActionFunctionArgs) {
  return reviewAction(request, clientAddress(context));
}

export default function ChangeReviewPage() {
  const view = useLoaderData<typeof loader>() as ReviewPage;
  return (
    <ChangePage title={t(T.reviewTitle)} notice={view.notice}>
      <ChangeBookingSummary booking={view.booking} />
      <h2>{t(T.whatChanges)}</h2>
      <ul data-testid="change-summary">
        {view.review.summary.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {view.review.promoNote ? <p className={styles.notice.warning}>{view.review.promoNote}</p> : null}
      <ReviewTable review={view.review} />
      <DifferenceText review={view.review} />
      {view.onAccount ? <p data-testid="change-on-account">{view.onAccount}</p> : null}
      <ConfirmChangeForm review={view.review} />
      {view.holdExpiresAt ? (
        <BookingTimer
          expiresAt={view.holdExpiresAt}
          serverNow={view.serverNow}
          renewPath={CHANGE_PATHS.hold}
          leave={{ href: view.booking.manageHref, label: T.backToBooking, retryHref: CHANGE_PATHS.start }}
          text={CHANGE_TIMER_TEXT}
        />
      ) : null}
    </ChangePage>
  );
}

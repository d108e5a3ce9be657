import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  ChangeBookingSummary,
  ChangePage,
  ConfirmChangeForm,
  DifferenceText,
  ReviewTable,
} from "~/components/changes/ChangeBookingParts";
import { reviewAction, reviewLoader, type ReviewPage } from "~/services/changes/change/pages.server";
import { CHANGE_TEXT as T } from "~/services/changes/change/text";
import { seoMeta } from "~/services/content/seo/seo";
import * as styles from "~/styles/booking.css";

/**
 * /manage-booking/change/review/: the booking as it is and as it will be, line by line, and the
 * difference; then pay it on the gateway, confirm the refund, or confirm at no charge (once).
 */

export const meta: MetaFunction = (args) => seoMeta(args, { title: T.reviewTitle, noindex: true });

export function loader({ request }: LoaderFunctionArgs) {
  return reviewLoader(request);
}

export function action({ request }: ActionFunctionArgs) {
  return reviewAction(request);
}

export default function ChangeReviewPage() {
  const view = useLoaderData<typeof loader>() as ReviewPage;
  return (
    <ChangePage title={T.reviewTitle} notice={view.notice}>
      <ChangeBookingSummary booking={view.booking} />
      <h2>{T.whatChanges}</h2>
      <ul data-testid="change-summary">
        {view.review.summary.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {view.review.promoNote ? <p className={styles.notice.warning}>{view.review.promoNote}</p> : null}
      <ReviewTable review={view.review} />
      <DifferenceText review={view.review} />
      <ConfirmChangeForm review={view.review} />
    </ChangePage>
  );
}

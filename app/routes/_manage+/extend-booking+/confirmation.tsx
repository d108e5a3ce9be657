import { t } from "~/services/platform/i18n/translate";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BookingSummary, ExtendPage } from "~/components/changes/ExtendParts";
import { requireChangeContext } from "~/services/changes/access.server";
import { extendStartPath } from "~/services/changes/extend/rules";
import { extendConfirmation } from "~/services/changes/extend/views.server";
import { EXTEND_PATHS, EXTEND_TEXT as T } from "~/services/changes/extend/text";
import { redirectWithSession, sessionHeaders } from "~/services/platform/session.server";

import * as styles from "~/styles/booking.css";
import { seoMeta } from "~/services/content/seo/seo";

/** /extend-booking/confirmation/: the booking's new itinerary after its last applied change. */

export const meta: MetaFunction = (args) => seoMeta(args, { title: T.confirmationTitle, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireChangeContext(request, "extend", EXTEND_PATHS.start);
  const confirmation = await extendConfirmation(context.reservation.id);
  if (!confirmation)
    return redirectWithSession(context.session, extendStartPath(context.reservation.reference));
  return data(confirmation, { headers: await sessionHeaders(context.session) });
}

export default function ExtendConfirmationPage() {
  const { booking, previousDropOff, difference, differenceText } = useLoaderData<typeof loader>();
  return (
    <ExtendPage title={t(T.confirmationTitle)}>
      <p className={styles.lead} role="status">
        {T.confirmationIntro(booking.reference)}
      </p>
      <BookingSummary
        booking={booking}
        rows={[
          { label: t(T.previousDropOff), value: previousDropOff, struck: true },
          ...(difference !== 0
            ? [
                {
                  label: difference > 0 ? t(T.paid) : t(T.refunded),
                  value: differenceText,
                  amounts: [Math.abs(difference)],
                  testId: "extend-amount",
                },
              ]
            : []),
        ]}
      />
      <p>
        <Link to={booking.manageHref}>{t(T.backToBooking)}</Link>
      </p>
    </ExtendPage>
  );
}

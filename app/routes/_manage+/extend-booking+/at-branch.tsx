import { t } from "~/services/platform/i18n/translate";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ExtendPage } from "~/components/changes/ExtendParts";
import { requireChangeContext, takeChangeNotice } from "~/services/changes/access.server";
import { atBranchContact } from "~/services/changes/extend/views.server";
import { EXTEND_PATHS, EXTEND_TEXT as T, isAtBranchReason } from "~/services/changes/extend/text";
import { sessionHeaders } from "~/services/platform/session.server";

import { manageBookingPath } from "~/services/changes/constants";
import { telHref } from "~/components/shell";
import * as styles from "~/styles/booking.css";
import { seoMeta } from "~/services/content/seo/seo";

/**
 * /extend-booking/at-branch/: when the change can't be made online (?reason=unavailable, ended,
 * cancelled, deal, hours), the branch's name and phone number as a tel: link.
 */

export const meta: MetaFunction = (args) => seoMeta(args, { title: T.atBranchTitle, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireChangeContext(request, "extend", EXTEND_PATHS.start);
  const raw = new URL(request.url).searchParams.get("reason");
  const reason = isAtBranchReason(raw) ? raw : null;
  const contact = await atBranchContact(context.reservation, reason);
  return data(
    {
      reason: reason ? T.atBranchReasons[reason] : null,
      contact: contact
        ? {
            branchName: contact.branchName,
            number: contact.phone.number,
            href: telHref(contact.phone.number),
          }
        : null,
      notice: takeChangeNotice(context.session, "extend"),
      manageHref: manageBookingPath(context.reservation.reference),
    },
    { headers: await sessionHeaders(context.session) },
  );
}

export default function ExtendAtBranchPage() {
  const { reason, contact, notice, manageHref } = useLoaderData<typeof loader>();
  return (
    <ExtendPage title={t(T.atBranchTitle)} notice={notice}>
      {reason ? <p className={styles.lead}>{reason}</p> : null}
      <p>{t(T.atBranchIntro)}</p>
      {contact ? (
        <p className={styles.notice.info}>
          {T.atBranchCall(contact.branchName)} <a href={contact.href}>{contact.number}</a>.
        </p>
      ) : null}
      <p>
        <Link to={manageHref}>{t(T.backToBooking)}</Link>
      </p>
    </ExtendPage>
  );
}

import { t } from "~/services/platform/i18n/translate";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ChangePage, DonePanel } from "~/components/changes/ChangeBookingParts";
import { doneLoader, type DonePage } from "~/services/changes/change/pages.server";
import { CHANGE_TEXT as T } from "~/services/changes/change/text";
import { seoMeta } from "~/services/content/seo/seo";

/** /manage-booking/change/done/: what changed and the money moved, after the change is applied. */

export const meta: MetaFunction = (args) => seoMeta(args, { title: T.doneTitle, noindex: true });

export function loader({ request }: LoaderFunctionArgs) {
  return doneLoader(request);
}

export default function ChangeDonePage() {
  const view = useLoaderData<typeof loader>() as DonePage;
  return (
    <ChangePage title={t(T.doneTitle)} notice={view.notice}>
      <DonePanel view={view} />
    </ChangePage>
  );
}

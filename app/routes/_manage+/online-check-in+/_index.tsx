import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CheckInStartPage } from "~/components/online-check-in/CheckInDonePages";
import type { StartView } from "~/services/changes/check-in/start.server";
import { CHECK_IN_TEXT as T } from "~/services/changes/check-in/text";
import { checkInStartAction, checkInStartLoader } from "~/services/changes/check-in/start.server";
import { helpNumberFor } from "~/services/changes/help-number.server";
import { seoMeta } from "~/services/content/seo/seo";
import { clientAddress } from "~/services/platform/client-address.server";

/** /online-check-in/: find a booking (or the signed-in customer's), then start or continue its check-in. */
export const meta: MetaFunction = (args) => seoMeta(args, { title: T.title, noindex: true });

export const loader = ({ request }: LoaderFunctionArgs) => checkInStartLoader(request);
export const action = ({ request, context }: ActionFunctionArgs) =>
  checkInStartAction(request, {
    clientAddress: clientAddress(context),
    helpNumber: () => helpNumberFor(request),
  });

export default function OnlineCheckInStart() {
  const loaded = useLoaderData<typeof loader>() as unknown as StartView;
  const posted = useActionData<typeof action>() as unknown as StartView | undefined;
  return <CheckInStartPage data={posted ?? loaded} />;
}

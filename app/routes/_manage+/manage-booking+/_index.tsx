import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ManageBookingPage } from "~/components/changes/ManageBookingPage";
import {
  managePageAction,
  managePageLoader,
  type ManagePageView,
} from "~/services/changes/manage-page.server";
import { MANAGE_BOOKING_TEXT as T } from "~/services/changes/text";
import { seoMeta } from "~/services/content/seo/seo";
import { clientAddress } from "~/services/platform/client-address.server";

/**
 * /manage-booking/: find a booking by reservation number and email, then see it at
 * ?booking=GO1234567 with its details, history and what can be done now. The page's answers:
 * app/services/changes/manage-page.server.ts; what it shows of a booking: manage.server.ts.
 */

export const meta: MetaFunction = (args) => seoMeta(args, { title: T.title, noindex: true });

export const loader = ({ request }: LoaderFunctionArgs) => managePageLoader(request);
export const action = ({ request, context }: ActionFunctionArgs) =>
  managePageAction(request, { clientAddress: clientAddress(context) });

export default function ManageBookingRoute() {
  const loaded = useLoaderData<typeof loader>() as ManagePageView;
  const posted = useActionData<typeof action>() as ManagePageView | undefined;
  return <ManageBookingPage view={posted ?? loaded} />;
}

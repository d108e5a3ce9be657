import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ShuttleRequestPage } from "~/components/changes/ShuttleRequestPage";
import {
  shuttlePageAction,
  shuttlePageLoader,
  type ShuttlePageView,
} from "~/services/changes/shuttle/page.server";
import { SHUTTLE_REQUEST_TEXT as T } from "~/services/changes/shuttle/text";
import { seoMeta } from "~/services/content/seo/seo";
import { clientAddress } from "~/services/platform/client-address.server";

/**
 * /shuttle-request/: a customer with a confirmed booking asks for the airport terminal shuttle or
 * an accommodation pick-up: find the booking, then the request, then what was sent. The page's
 * answers are in app/services/changes/shuttle/page.server.ts, the rules beside it.
 */

export const meta: MetaFunction = (args) => seoMeta(args, { title: T.title, noindex: true });

export const loader = ({ request }: LoaderFunctionArgs) => shuttlePageLoader(request);
export const action = ({ request, context }: ActionFunctionArgs) =>
  shuttlePageAction(request, { clientAddress: clientAddress(context) });

export default function ShuttleRequestRoute() {
  const loaded = useLoaderData<typeof loader>() as ShuttlePageView;
  const posted = useActionData<typeof action>() as ShuttlePageView | undefined;
  return <ShuttleRequestPage view={posted ?? loaded} />;
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BusinessCancelPage } from "~/components/cancel/BusinessCancelPage";
import { CANCEL_TEXT as T } from "~/services/cancel-booking-text";
import { businessCancelAction, businessCancelLoader } from "~/services/cancel-business-pages.server";

/**
 * /cancel-booking/agent/: the cancel flow for a signed-in Agent user on the account's bookings
 * (app/services/cancel-business-pages.server.ts); ?booking=GO1234567 preselects one.
 */
export const meta: MetaFunction = () => [{ title: `${T.agentTitle} | GO Rentals` }, { name: "robots", content: "noindex" }];

export const loader = ({ request }: LoaderFunctionArgs) => businessCancelLoader(request, "Agent");
export const action = ({ request }: ActionFunctionArgs) => businessCancelAction(request, "Agent");

export default BusinessCancelPage;

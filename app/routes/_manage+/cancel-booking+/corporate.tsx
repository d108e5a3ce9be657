import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BusinessCancelPage } from "~/components/cancel/BusinessCancelPage";
import { CANCEL_TEXT as T } from "~/services/changes/cancel/text";
import { businessCancelAction, businessCancelLoader } from "~/services/changes/cancel/business-pages.server";
import { seoMeta } from "~/services/content/seo/seo";

/**
 * /cancel-booking/corporate/: the cancel flow for a signed-in Corporate user on the account's bookings
 * (app/services/changes/cancel/business-pages.server.ts); ?booking=GO1234567 preselects one.
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: T.corporateTitle, noindex: true });

export const loader = ({ request }: LoaderFunctionArgs) => businessCancelLoader(request, "Corporate");
export const action = ({ request }: ActionFunctionArgs) => businessCancelAction(request, "Corporate");

export default BusinessCancelPage;

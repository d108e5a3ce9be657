import type { LoaderFunctionArgs } from "@remix-run/node";
import { contentMeta } from "~/components/content/ContentPage";
import { ContentRouteWithExtras } from "~/components/content-service/ContentRouteWithExtras";
import { loadContentPageWithExtras } from "~/services/content/pages/page-content.server";

/**
 * /services/{slug}/ and /services/{slug}/{sub}/: any page of content/services/ (unknown slugs
 * answer the site's 404). More specific routes (e.g. /services/one-way-car-rental/) win over it.
 * Adds the page's header banner when one is defined, and the snow report on the ski pages.
 */
export const loader = ({ params }: LoaderFunctionArgs) =>
  loadContentPageWithExtras("services", params["*"] ?? "", { subPage: true });
export const meta = contentMeta;
export default ContentRouteWithExtras;

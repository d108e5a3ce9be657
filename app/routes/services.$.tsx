import type { LoaderFunctionArgs } from "@remix-run/node";
import { contentMeta, ContentRoute } from "~/components/content/ContentPage";
import { loadContentSubPage } from "~/services/content.server";

/**
 * /services/{slug}/ and /services/{slug}/{sub}/: any page of content/services/ (unknown slugs
 * answer the site's 404). More specific routes (e.g. /services/one-way-car-rental/) win over it.
 */
export const loader = ({ params }: LoaderFunctionArgs) => loadContentSubPage("services", params["*"] ?? "");
export const meta = contentMeta;
export default ContentRoute;

import type { LoaderFunctionArgs } from "@remix-run/node";
import { contentMeta } from "~/components/content/ContentPage";
import { ContentRouteWithExtras } from "~/components/content-service/ContentRouteWithExtras";
import { loadContentPageWithExtras } from "~/services/content/pages/page-content.server";

/**
 * /about-us/{slug}/: any page of content/about-us/ (unknown slugs answer the site's 404), with its
 * header banner when the content service defines one; /about-us/reviews/ adds company reviews.
 */
export const loader = ({ params }: LoaderFunctionArgs) =>
  loadContentPageWithExtras("about-us", params.slug ?? "", { subPage: true });
export const meta = contentMeta;
export default ContentRouteWithExtras;

import type { LoaderFunctionArgs } from "@remix-run/node";
import { contentMeta, ContentRoute } from "~/components/content/ContentPage";
import { loadContentSubPage } from "~/services/content.server";

/** /about-us/{slug}/: any page of content/about-us/ (unknown slugs answer the site's 404). */
export const loader = ({ params }: LoaderFunctionArgs) => loadContentSubPage("about-us", params.slug ?? "");
export const meta = contentMeta;
export default ContentRoute;

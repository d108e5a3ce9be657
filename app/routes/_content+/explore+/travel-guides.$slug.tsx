import type { LoaderFunctionArgs } from "@remix-run/node";
import { exploreMeta, GuideRoute } from "~/components/content/Explore";
import { loadGuide } from "~/services/content/explore.server";

/** /explore/travel-guides/{slug}/: one guide and its nearest branch (unknown slugs answer the 404). */
export const loader = async ({ params }: LoaderFunctionArgs) => await loadGuide(params.slug ?? "");
export const meta = exploreMeta;
export default GuideRoute;

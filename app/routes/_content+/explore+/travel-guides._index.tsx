import type { LoaderFunctionArgs } from "@remix-run/node";
import { exploreMeta, GuideIndexRoute } from "~/components/content/Explore";
import { loadGuideIndex } from "~/services/content/explore.server";

/** /explore/travel-guides/: every guide of content/travel-guides/, by island. */
export const loader = (_args: LoaderFunctionArgs) => loadGuideIndex();
export const meta = exploreMeta;
export default GuideIndexRoute;

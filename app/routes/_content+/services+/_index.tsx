import type { LoaderFunctionArgs } from "@remix-run/node";
import { contentMeta } from "~/components/content/ContentPage";
import { ContentRouteWithExtras } from "~/components/content-service/ContentRouteWithExtras";
import { loadContentPageWithExtras } from "~/services/content/pages/page-content.server";

export const loader = (_args: LoaderFunctionArgs) => loadContentPageWithExtras("services", "index");
export const meta = contentMeta;
export default ContentRouteWithExtras;

import type { LoaderFunctionArgs } from "@remix-run/node";
import { contentMeta, ContentRoute } from "~/components/content/ContentPage";
import { loadContentPage } from "~/services/content/pages/store.server";

export const loader = (_args: LoaderFunctionArgs) => loadContentPage("pages", "tiaki-promise");
export const meta = contentMeta;
export default ContentRoute;

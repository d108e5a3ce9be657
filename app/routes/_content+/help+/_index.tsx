import type { LoaderFunctionArgs } from "@remix-run/node";
import { helpIndexMeta, HelpIndexRoute } from "~/components/content/Help";
import { loadHelpIndex } from "~/services/content/help/articles.server";

/** /help/ and /help/?q=…: the help centre's topics and the search over its articles. */
export const loader = ({ request }: LoaderFunctionArgs) => loadHelpIndex(request);
export const meta = helpIndexMeta;
export default HelpIndexRoute;

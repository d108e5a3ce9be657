import type { LoaderFunctionArgs } from "@remix-run/node";
import { helpArticleMeta, HelpArticleRoute } from "~/components/content/Help";
import { loadHelpArticle } from "~/services/content/help/articles.server";

/** /help/{slug}/: one article of content/help/ (unknown slugs answer the site's 404). */
export const loader = ({ params }: LoaderFunctionArgs) => loadHelpArticle(params.slug ?? "");
export const meta = helpArticleMeta;
export default HelpArticleRoute;

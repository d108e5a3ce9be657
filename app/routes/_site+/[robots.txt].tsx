import { getConfig } from "~/config.server";
import { languagePrefixes } from "~/services/platform/i18n/i18n.server";
import { robotsTxt } from "~/services/content/seo/seo";

/** /robots.txt: the private areas disallowed and the sitemap named (app/services/content/seo/seo.ts). */
export function loader() {
  return new Response(robotsTxt(getConfig().publicUrl, languagePrefixes()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

import { getConfig } from "~/config.server";
import { robotsTxt } from "~/services/content/seo/seo";

/** /robots.txt: the private areas disallowed and the sitemap named (app/services/content/seo/seo.ts). */
export function loader() {
  return new Response(robotsTxt(getConfig().publicUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

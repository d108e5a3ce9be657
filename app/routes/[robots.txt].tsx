import { getConfig } from "~/config.server";
import { robotsTxt } from "~/services/seo";

/** /robots.txt: the private areas disallowed and the sitemap named (app/services/seo.ts). */
export function loader() {
  return new Response(robotsTxt(getConfig().publicUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

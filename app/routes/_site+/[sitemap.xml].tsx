import { getConfig } from "~/config.server";
import { sitemapEntries, sitemapXml } from "~/services/content/seo/sitemap.server";

/** /sitemap.xml: every public indexable page (app/services/content/seo/sitemap.server.ts), absolute on PUBLIC_URL. */
export async function loader() {
  const xml = sitemapXml(getConfig().publicUrl, await sitemapEntries());
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

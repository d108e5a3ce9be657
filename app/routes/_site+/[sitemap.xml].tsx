import { getConfig } from "~/config.server";
import { siteLanguages } from "~/services/platform/i18n/i18n.server";
import { sitemapEntries, sitemapXml } from "~/services/content/seo/sitemap.server";

/** /sitemap.xml: every public indexable page (app/services/content/seo/sitemap.server.ts), absolute on PUBLIC_URL. */
export async function loader() {
  const xml = sitemapXml(getConfig().publicUrl, await sitemapEntries(), siteLanguages());
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

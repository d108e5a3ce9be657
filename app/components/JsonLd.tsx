import { useLocation, useMatches } from "@remix-run/react";
import { useNonce } from "~/components/shell";
import { canonicalUrl, siteOrigin } from "~/services/content/seo/seo";
import { serializeJsonLd } from "~/services/content/seo/structured-data";

/**
 * schema.org structured data of a page as <script type="application/ld+json">. The JSON is
 * escaped by serializeJsonLd, so a value holding "</script>" cannot end the tag. A data block is
 * never run, but it carries the CSP nonce like every inline script of the page.
 */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  // serializeJsonLd escapes every "<".
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

/** PUBLIC_URL (from the root loader) and this page's canonical URL, for the JSON-LD builders. */
export function usePageUrl(): { origin: string; url: string } {
  const matches = useMatches();
  const location = useLocation();
  const origin = siteOrigin(matches);
  return { origin, url: canonicalUrl(origin, location.pathname, location.search) };
}

import { DEFAULT_BRAND_NAME } from "~/models/constants";
import { NOT_FOUND_TITLE } from "../../platform/page-text";
import { withTrailingSlash } from "../../platform/routing";
import { isEnglishOnlyPath, pathInLanguage, type LanguageInfo } from "../../platform/i18n/language";
import { currentLanguage, t } from "../../platform/i18n/translate";

/**
 * Search and social tags of every page (issue 6): title, description, canonical link, Open Graph
 * and Twitter card, and noindex for the private pages. Pure and browser-safe (meta functions run
 * on the client too): the site's origin (config PUBLIC_URL) arrives through the root loader data.
 * ADR docs/decisions/0033-seo.md.
 */

export const SITE_NAME = DEFAULT_BRAND_NAME;
export const OG_LOCALE = "en_NZ";
/** Description of a page that has none of its own (the private pages: account, booking steps…). */
export const DEFAULT_DESCRIPTION =
  "Car rental in New Zealand with GO Rentals: cars, SUVs, people movers, 4WDs, hybrids and EVs from nine branches.";
/** Shared when a page has no picture of its own (a raster photo: social sites ignore SVG). */
export const DEFAULT_SHARE_IMAGE = "/cars/GROUP-5-0.jpg";
export const SITEMAP_PATH = "/sitemap.xml";
export const ROBOTS_PATH = "/robots.txt";
export const NOINDEX = "noindex";

/**
 * Private areas crawlers are asked to stay out of (robots.txt Disallow). Each of these pages also
 * says noindex itself; none is in the sitemap.
 */
export const ROBOTS_DISALLOW = [
  "/api/",
  "/my-account/",
  "/business/my-account/",
  "/business/book-now/",
  "/book-now/",
  "/book-from-quote/",
  "/confirmation/",
  "/payment/",
  "/paymentReturn/",
  "/sandbox-gateway/",
  "/cancel-booking/",
  "/business/cancel-booking/",
  "/extend-booking/",
  "/manage-booking/",
  "/online-check-in/",
  "/credit-card-authorisation/form/",
  "/credit-card-authorisation/complete/",
  "/identity-check-sandbox/",
  "/aplyid-success/",
  "/aplyid-cancel/",
  "/return-webview/",
  "/search-vehicles/",
] as const;

/**
 * Content-store pages that are served but not worth a search result (an unsubscribe form, the
 * old-browser notice): noindex, and left out of the sitemap.
 */
export const NOINDEX_CONTENT_PATHS = ["/unsubscribe/", "/browser-update/"] as const;

export function isNoindexContentPath(path: string): boolean {
  return (NOINDEX_CONTENT_PATHS as readonly string[]).includes(path);
}

export type SeoPage = {
  /** The page's own title; " | GO Rentals" is added unless `fullTitle`. */
  title: string;
  /** The title is already complete (the home page: "GO Rentals | Car Rental New Zealand"). */
  fullTitle?: boolean;
  description?: string | null;
  /** Private or per-visitor pages: `robots: noindex` (they still get every other tag). */
  noindex?: boolean;
  /** Open Graph type: "article" for a blog post, else "website". */
  type?: "website" | "article";
  /** Site path or absolute URL of the page's picture (header banner, vehicle photo). */
  image?: string | null;
};

/** The parts of Remix's meta arguments the helper reads (root loader data carries `publicUrl`). */
export type SeoArgs = {
  location: { pathname: string; search: string };
  matches: readonly { id: string; data?: unknown }[];
};

export type SeoDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; hrefLang?: string };

/** PUBLIC_URL as the root loader hands it on, without a trailing slash ("" when unknown). */
export function siteOrigin(matches: SeoArgs["matches"]): string {
  const root = matches.find((match) => match.id === "root")?.data as { publicUrl?: unknown } | null | undefined;
  return typeof root?.publicUrl === "string" ? root.publicUrl.replace(/\/+$/, "") : "";
}

/** The site's languages as the root loader hands them on (none when it failed). */
function siteLanguages(matches: SeoArgs["matches"]): LanguageInfo[] {
  const root = matches.find((match) => match.id === "root")?.data as
    | { language?: { languages?: LanguageInfo[] } }
    | null
    | undefined;
  return root?.language?.languages ?? [];
}

/**
 * The page in every language, for search engines (issue 34): one `alternate` link per language
 * and `x-default` on the English one. None for the English-only areas or a page kept out of
 * search results.
 */
function languageAlternates(args: SeoArgs, origin: string): SeoDescriptor[] {
  const path = canonicalPath(args.location.pathname, args.location.search);
  if (isEnglishOnlyPath(path)) return [];
  const languages = siteLanguages(args.matches);
  if (languages.length < 2) return [];
  return [
    ...languages.map((language) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: language.tag,
      href: absoluteUrl(origin, pathInLanguage(path, language.prefix)),
    })),
    { tagName: "link" as const, rel: "alternate", hrefLang: "x-default", href: absoluteUrl(origin, path) },
  ];
}

/** A site path made absolute on `origin`; absolute URLs are kept. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The page number of a paginated list (?page=N) when it is a whole number above 1, else null. */
function listPage(search: string): number | null {
  const raw = new URLSearchParams(search).get("page");
  if (!raw || !/^\d{1,6}$/.test(raw)) return null;
  const page = Number(raw);
  return page > 1 ? page : null;
}

/**
 * The canonical path of a page: the path with its trailing slash and no query, except `?page=N`
 * (N > 1) of a paginated list, which is a page of its own.
 */
export function canonicalPath(pathname: string, search = ""): string {
  const path = withTrailingSlash(pathname);
  const page = listPage(search);
  return page ? `${path}?page=${page}` : path;
}

/** The absolute canonical URL of a page (PUBLIC_URL + canonicalPath). */
export function canonicalUrl(origin: string, pathname: string, search = ""): string {
  return absoluteUrl(origin, canonicalPath(pathname, search));
}

/** The page's title in the page's language, with " | GO Rentals" unless it is complete. */
export function fullTitle(page: Pick<SeoPage, "title" | "fullTitle">): string {
  const title = t(page.title);
  return page.fullTitle ? title : `${title} | ${SITE_NAME}`;
}

/** Every meta descriptor of a page, built from its title, description and picture. */
export function seoMeta(args: SeoArgs, page: SeoPage): SeoDescriptor[] {
  const origin = siteOrigin(args.matches);
  const language = currentLanguage();
  const url = absoluteUrl(
    origin,
    pathInLanguage(canonicalPath(args.location.pathname, args.location.search), language.prefix),
  );
  const title = fullTitle(page);
  const description = t(page.description?.trim() || DEFAULT_DESCRIPTION);
  const image = absoluteUrl(origin, page.image || DEFAULT_SHARE_IMAGE);
  return [
    { title },
    { name: "description", content: description },
    ...(page.noindex ? [{ name: "robots", content: NOINDEX }] : []),
    { tagName: "link", rel: "canonical", href: url },
    ...(page.noindex ? [] : languageAlternates(args, origin)),
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:locale", content: language.prefix ? openGraphLocale(language.intl) : OG_LOCALE },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** "de-DE" → "de_DE", "zh-Hans-CN" → "zh_CN": Open Graph's language_TERRITORY. */
function openGraphLocale(intl: string): string {
  const parts = intl.split("-");
  return `${parts[0]}_${parts[parts.length - 1]}`;
}

/** The tags of a page whose loader found nothing (404): its title, and noindex. */
export function notFoundMeta(args: SeoArgs): SeoDescriptor[] {
  return seoMeta(args, { title: NOT_FOUND_TITLE, noindex: true });
}

/**
 * robots.txt: the private areas disallowed, unprefixed and under each language's prefix
 * (`prefixes`: "de", "zh"), and the sitemap named by its absolute URL.
 */
export function robotsTxt(origin: string, prefixes: readonly string[] = []): string {
  return [
    "User-agent: *",
    ...["", ...prefixes].flatMap((prefix) =>
      ROBOTS_DISALLOW.map((path) => `Disallow: ${pathInLanguage(path, prefix)}`),
    ),
    "",
    `Sitemap: ${absoluteUrl(origin, SITEMAP_PATH)}`,
    "",
  ].join("\n");
}

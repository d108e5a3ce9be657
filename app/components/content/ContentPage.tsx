import type { MetaFunction } from "@remix-run/react";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { JsonLd, usePageUrl } from "~/components/JsonLd";
import type { ContentPageData } from "~/services/content/pages/store.server";
import { CONTENT_TEXT } from "~/services/content/text";
import { faqFromHtml, faqPageLd, type JsonLdObject } from "~/services/content/seo/structured-data";
import { isNoindexContentPath, notFoundMeta, seoMeta, type SeoArgs, type SeoPage } from "~/services/content/seo/seo";
import * as styles from "~/styles/content.css";
import * as exploreStyles from "~/styles/explore.css";
import { container } from "~/styles/layout.css";
import { formatIsoDateLong } from "~/services/platform/date-text";
import { inEnglish, t } from "~/services/platform/i18n/translate";

/**
 * The one component of every content route (app/routes/_content+/about-us+/, services+/, the single pages):
 * the page's title, headline, markdown body and the links to its sub-pages. Frontmatter values are
 * text (React escapes them); the body is HTML rendered from our own markdown.
 */

/** Title, description, canonical and Open Graph tags of a page (the content, explore and help pages). */
export function pageMeta(args: SeoArgs, title: string, description: string, options: Omit<SeoPage, "title" | "description"> = {}) {
  return seoMeta(args, { ...options, title, description });
}

export type Crumb = { label: string; href: string };

/** "Home › Blog › Road trips": where a page sits, the last crumb being its parent. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label={t("Breadcrumb")} className={exploreStyles.breadcrumbs}>
      <ol className={exploreStyles.breadcrumbList}>
        <li>
          <Link to="/">{t("Home")}</Link>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.href}>
            <Link to={crumb.href}>{t(crumb.label)}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The one line above editorial content (markdown bodies, which stay English, issue 34) saying so;
 * nothing on an English page.
 */
/** A content page's title and headline: editorial content, English on every page (lang="en"). */
export function ContentHeader({
  title,
  headline,
  children,
}: {
  title: string;
  headline: string;
  children?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title} lang="en">
        {title}
      </h1>
      <p className={styles.headline} lang="en">
        {headline}
      </p>
      {children}
    </header>
  );
}

export function EnglishArticleNote() {
  if (inEnglish()) return null;
  return <p className={styles.updated}>{t(CONTENT_TEXT.inEnglish)}</p>;
}

/** meta of every content route: "<title> | GO Rentals" and the page's description. */
export const contentMeta: MetaFunction = (args) => {
  const loaded = args.data as ContentPageData | undefined;
  if (!loaded?.page) return notFoundMeta(args);
  return pageMeta(args, loaded.page.title, loaded.page.description, { noindex: isNoindexContentPath(loaded.page.path) });
};

export function ContentPage({
  data,
  children,
  breadcrumbs,
  byline,
  before,
  structuredData,
}: {
  data: ContentPageData;
  /** The page's schema.org JSON-LD; without it a page of "## Question?" sections gets FAQPage. */
  structuredData?: JsonLdObject;
  children?: ReactNode;
  /** Where the page sits (Home is added in front). */
  breadcrumbs?: readonly Crumb[];
  /** Shown under the headline instead of the "Last updated" line (a blog post's author and date). */
  byline?: ReactNode;
  /** Shown between the header and the body (an itinerary's facts). */
  before?: ReactNode;
}) {
  const { page, children: subPages } = data;
  const { url } = usePageUrl();
  const faq = structuredData ? [] : faqFromHtml(page.html);
  const jsonLd = structuredData ?? (faq.length > 0 ? faqPageLd(faq, url) : null);
  return (
    <div className={container}>
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
      <article className={styles.page}>
        {breadcrumbs ? <Breadcrumbs trail={breadcrumbs} /> : null}
        <ContentHeader title={page.title} headline={page.headline}>
          {byline ?? (
            <p className={styles.updated}>
              {t(CONTENT_TEXT.updated)} <time dateTime={page.updated}>{formatIsoDateLong(page.updated)}</time>
            </p>
          )}
        </ContentHeader>
        {before}
        <EnglishArticleNote />
        <div className={styles.body} lang="en" dangerouslySetInnerHTML={{ __html: page.html }} />
        {children}
        {subPages.length > 0 ? (
          <nav aria-labelledby="content-pages-heading">
            <h2 id="content-pages-heading" className={styles.listHeading}>
              {t(page.slug === "index" ? CONTENT_TEXT.sectionPages : CONTENT_TEXT.subPages)}
            </h2>
            <ul className={styles.list} lang="en">
              {subPages.map((link) => (
                <li key={link.path}>
                  <Link className={styles.card} to={link.path}>
                    <span className={styles.cardTitle}>{link.title}</span>
                    <span className={styles.cardText}>{link.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </article>
    </div>
  );
}

/** The default export of a content route. */
export function ContentRoute() {
  const data = useLoaderData<ContentPageData>();
  return <ContentPage data={data} />;
}

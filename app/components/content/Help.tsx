import type { MetaFunction } from "@remix-run/react";
import { Form, Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { CONTACT_EMAIL, ContactNumbers } from "~/components/shell";
import type { HelpArticleData, HelpIndexData, HelpTopicGroup } from "~/services/content/help/articles.server";
import type { Segment } from "~/services/content/help/search";
import { HELP_QUERY_MAX_LENGTH } from "~/services/content/help/search";
import { CONTENT_TEXT, HELP_TEXT as T } from "~/services/content/text";
import { t } from "~/services/platform/i18n/translate";
import { notFoundMeta } from "~/services/content/seo/seo";
import type { ShellData } from "~/services/shell/shell.server";
import * as styles from "~/styles/explore.css";
import * as contentStyles from "~/styles/content.css";
import * as formStyles from "~/styles/form.css";
import { container } from "~/styles/layout.css";
import { ContentHeader, ContentPage, EnglishArticleNote, pageMeta } from "./ContentPage";

/**
 * The help centre: the search form (a GET form, so it works without JavaScript), the results with
 * the query's words marked, the topics, an article, and the "still need help" contact box.
 */

export const HELP_CRUMB = { label: CONTENT_TEXT.helpCentre, href: "/help/" };

export const helpIndexMeta: MetaFunction = (args) => {
  const loaded = args.data as HelpIndexData | undefined;
  if (!loaded?.index) return notFoundMeta(args);
  const { title, description } = loaded.index.page;
  // Search result pages are not worth indexing: one URL per query.
  return loaded.query
    ? pageMeta(args, `${t("Search: {{query}}", { query: loaded.query })} | ${title}`, description, { noindex: true })
    : pageMeta(args, title, description);
};

export const helpArticleMeta: MetaFunction = (args) => {
  const loaded = args.data as HelpArticleData | undefined;
  return loaded?.page ? pageMeta(args, `${loaded.page.title} | ${t("Help")}`, loaded.page.description) : notFoundMeta(args);
};

/** Text with the matched parts in <mark>: every part is React text, so nothing in it is markup. */
export function Highlighted({ segments }: { segments: readonly Segment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <mark key={index} className={styles.highlight}>
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}

export function HelpSearchForm({ query }: { query: string }) {
  return (
    <Form method="get" action="/help/" role="search" className={styles.searchForm}>
      <label htmlFor="help-search" className={formStyles.label}>
        {t(T.searchLabel)}
      </label>
      <span id="help-search-hint" className={formStyles.hint}>
        {t(T.searchHint)}
      </span>
      <div className={styles.searchRow}>
        <input
          key={query}
          id="help-search"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={HELP_QUERY_MAX_LENGTH}
          autoComplete="off"
          aria-describedby="help-search-hint"
          className={`${formStyles.input} ${styles.searchInput}`}
        />
        <button type="submit" className={formStyles.button}>
          {t(T.searchButton)}
        </button>
      </div>
    </Form>
  );
}

export function StillNeedHelp({ heading = T.stillNeedHelp, headingId = "still-need-help" }: { heading?: string; headingId?: string }) {
  const shell = useRouteLoaderData<ShellData>("root");
  return (
    <section className={styles.contactBox} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t(heading)}
      </h2>
      <p>{t(T.stillNeedHelpText)}</p>
      {shell ? <ContactNumbers contactPoints={shell.contactPoints} userType={shell.userType} className={styles.contactNumbers} /> : null}
      <p>
        {t("Email")} <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
      </p>
    </section>
  );
}

function TopicList({ topics }: { topics: readonly HelpTopicGroup[] }) {
  return (
    <section className={styles.section} aria-labelledby="help-topics">
      <h2 id="help-topics" className={styles.sectionHeading}>
        {t(T.topicsHeading)}
      </h2>
      <div className={styles.topicGrid}>
        {topics.map((group) => (
          <section key={group.topic.slug} aria-labelledby={`topic-${group.topic.slug}`}>
            <h3 id={`topic-${group.topic.slug}`} lang="en">
              {group.topic.label}
            </h3>
            <ul className={styles.topicList} lang="en">
              {group.articles.map((article) => (
                <li key={article.path}>
                  <Link to={article.path}>{article.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}

export function HelpIndexRoute() {
  const { index, query, results, topics } = useLoaderData<HelpIndexData>();
  return (
    <div className={container}>
      <div className={styles.listPage}>
        <ContentHeader title={index.page.title} headline={index.page.headline} />
        <HelpSearchForm query={query} />
        {results === null ? (
          <>
            <EnglishArticleNote />
            <div className={contentStyles.body} lang="en" dangerouslySetInnerHTML={{ __html: index.page.html }} />
          </>
        ) : results.length > 0 ? (
          <section aria-labelledby="help-results">
            <h2 id="help-results" className={styles.sectionHeading} aria-live="polite">
              {T.resultsHeading(results.length, query)}
            </h2>
            <ol className={styles.results} lang="en">
              {results.map((result) => (
                <li key={result.path} className={styles.card}>
                  <p className={styles.cardKicker}>{result.topic}</p>
                  <h3 className={styles.cardTitle}>
                    <Link to={result.path}>
                      <Highlighted segments={result.title} />
                    </Link>
                  </h3>
                  <p className={styles.cardText}>
                    <Highlighted segments={result.description} />
                  </p>
                  <p className={styles.cardMeta}>
                    <Highlighted segments={result.excerpt} />
                  </p>
                </li>
              ))}
            </ol>
            <p>
              <Link to="/help/">{t(T.clearSearch)}</Link>
            </p>
          </section>
        ) : (
          <section className={styles.contactBox} aria-labelledby="help-no-results">
            <h2 id="help-no-results" className={styles.sectionHeading} aria-live="polite">
              {T.noResultsHeading(query)}
            </h2>
            <NoResultsContact />
          </section>
        )}
        <TopicList topics={topics} />
        {results === null || results.length > 0 ? <StillNeedHelp /> : null}
      </div>
    </div>
  );
}

function NoResultsContact() {
  const shell = useRouteLoaderData<ShellData>("root");
  return (
    <>
      <p>{t(T.noResultsText)}</p>
      {shell ? <ContactNumbers contactPoints={shell.contactPoints} userType={shell.userType} className={styles.contactNumbers} /> : null}
      <p>
        {t("Or email")} <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    </>
  );
}

export function HelpArticleRoute() {
  const data = useLoaderData<HelpArticleData>();
  return (
    <ContentPage data={data} breadcrumbs={[HELP_CRUMB]}>
      <RelatedArticles data={data} />
      <StillNeedHelp />
    </ContentPage>
  );
}

export function RelatedArticles({ data }: { data: Pick<HelpArticleData, "related" | "topic"> }) {
  if (data.related.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="related-help">
      <h2 id="related-help" className={styles.sectionHeading}>
        {T.moreInTopic(data.topic.label)}
      </h2>
      <ul className={styles.topicList} lang="en">
        {data.related.map((article) => (
          <li key={article.path}>
            <Link to={article.path}>{article.title}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/help/">{t(T.backToHelp)}</Link>
      </p>
    </section>
  );
}

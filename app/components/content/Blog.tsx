import { t } from "~/services/platform/i18n/translate";
import type { MetaFunction } from "@remix-run/react";
import { Link, useLoaderData } from "@remix-run/react";
import type { BlogListData, BlogPostData, BlogPostSummary, Taxon } from "~/services/content/blog/posts.server";
import { CONTENT_TEXT, EXPLORE_TEXT as T } from "~/services/content/text";
import { DEFAULT_SHARE_IMAGE, notFoundMeta } from "~/services/content/seo/seo";
import { blogPostingLd } from "~/services/content/seo/structured-data";
import { usePageUrl } from "~/components/JsonLd";
import * as styles from "~/styles/explore.css";
import * as contentStyles from "~/styles/content.css";
import { container } from "~/styles/layout.css";
import { formatIsoDateLong } from "~/services/platform/date-text";
import { Breadcrumbs, ContentHeader, ContentPage, EnglishArticleNote, pageMeta } from "./ContentPage";
import { Pagination } from "./Pagination";

/**
 * The blog's two components: the list (all posts, a category's, a tag's; one page of them) and
 * the post. Routes app/routes/_content+/explore+/blog* only load data and export these.
 */

const BLOG_CRUMB = { label: CONTENT_TEXT.blog, href: "/explore/blog/" };

export const blogListMeta: MetaFunction = (args) => {
  const list = args.data as BlogListData | undefined;
  if (!list?.posts) return notFoundMeta(args);
  const page = list.posts.page > 1 ? t(" (page {{page}})", { page: list.posts.page }) : "";
  const title = list.kind === "all" ? `${list.title}${page}` : `${list.title}${page} | ${t(CONTENT_TEXT.blog)}`;
  return pageMeta(args, title, list.intro);
};

export const blogPostMeta: MetaFunction = (args) => {
  const loaded = args.data as BlogPostData | undefined;
  if (!loaded?.post) return notFoundMeta(args);
  return pageMeta(args, loaded.post.title, loaded.post.description, { type: "article" });
};

function PostCard({ post }: { post: BlogPostSummary }) {
  return (
    <article className={styles.card}>
      <p className={styles.cardKicker} lang="en">
        {post.category.label}
      </p>
      <h2 className={styles.cardTitle} lang="en">
        <Link to={post.path}>{post.title}</Link>
      </h2>
      <p className={styles.cardText} lang="en">
        {post.description}
      </p>
      <p className={styles.cardMeta}>
        <time dateTime={post.published}>{formatIsoDateLong(post.published)}</time> · {T.minutesToRead(post.readingMinutes)}
      </p>
    </article>
  );
}

function TaxonLinks({ id, heading, taxa, current }: { id: string; heading: string; taxa: readonly Taxon[]; current?: string }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.sectionHeading}>
        {heading}
      </h2>
      <ul className={styles.chips} lang="en">
        {taxa.map((taxon) => (
          <li key={taxon.slug}>
            <Link className={styles.chip} to={taxon.path} aria-current={taxon.path === current ? "page" : undefined}>
              {taxon.label} ({taxon.count})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function BlogListRoute() {
  const list = useLoaderData<BlogListData>();
  return (
    <div className={container}>
      <div className={styles.listPage}>
        {list.kind === "all" ? null : <Breadcrumbs trail={[BLOG_CRUMB]} />}
        <ContentHeader title={list.title} headline={list.intro} />
        {list.introHtml && list.posts.page === 1 ? (
          <div className={contentStyles.body} lang="en" dangerouslySetInnerHTML={{ __html: list.introHtml }} />
        ) : null}
        <EnglishArticleNote />
        <ul className={styles.cardGrid}>
          {list.posts.items.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
        <Pagination basePath={list.basePath} paged={list.posts} label={t("{{title}}: pages", { title: list.title })} />
        <div className={styles.taxonomy}>
          <TaxonLinks id="blog-categories" heading={t(T.categories)} taxa={list.categories} current={list.basePath} />
          <TaxonLinks id="blog-tags" heading={t(T.tags)} taxa={list.tags} current={list.basePath} />
        </div>
      </div>
    </div>
  );
}

export function BlogPostRoute() {
  const { post, related } = useLoaderData<BlogPostData>();
  const { origin, url } = usePageUrl();
  const data = {
    page: { title: post.title, description: post.description, headline: post.headline, updated: post.updated, html: post.html, section: "blog" as const, slug: post.slug, path: post.path },
    children: [],
  };
  const byline = (
    <ul className={styles.byline}>
      <li>
        {t(T.by)} {post.author}
      </li>
      <li>
        {t(T.published)} <time dateTime={post.published}>{formatIsoDateLong(post.published)}</time>
      </li>
      <li>{T.minutesToRead(post.readingMinutes)}</li>
    </ul>
  );
  return (
    <ContentPage
      data={data}
      byline={byline}
      structuredData={blogPostingLd({ ...post, image: DEFAULT_SHARE_IMAGE }, url, origin)}
      breadcrumbs={[BLOG_CRUMB, { label: post.category.label, href: `/explore/blog/category/${post.category.slug}/` }]}
    >
      <section className={styles.section} aria-labelledby="post-tags">
        <h2 id="post-tags" className={styles.sectionHeading}>
          {t(T.tags)}
        </h2>
        <ul className={styles.chips} lang="en">
          {post.tags.map((tag) => (
            <li key={tag.slug}>
              <Link className={styles.chip} to={`/explore/blog/tag/${tag.slug}/`}>
                {tag.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {related.length > 0 ? (
        <section className={styles.section} aria-labelledby="related-posts">
          <h2 id="related-posts" className={styles.sectionHeading}>
            {t(T.related)}
          </h2>
          <ul className={contentStyles.list} lang="en">
            {related.map((other) => (
              <li key={other.slug}>
                <Link className={contentStyles.card} to={other.path}>
                  <span className={contentStyles.cardTitle}>{other.title}</span>
                  <span className={contentStyles.cardText}>{other.description}</span>
                </Link>
              </li>
            ))}
          </ul>
          <p className={styles.section}>
            <Link to={BLOG_CRUMB.href}>{t(T.allPosts)}</Link>
          </p>
        </section>
      ) : null}
    </ContentPage>
  );
}

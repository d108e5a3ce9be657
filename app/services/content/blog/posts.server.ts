import { BLOG_CATEGORIES, findCategory, parseTags, readingMinutes, type BlogCategory, type BlogTag } from "./taxonomy";
import { contentPageData, htmlToText, sectionEntries, type ContentPage } from "../pages/store.server";
import { notFound } from "../../platform/http-status";
import { BLOG_PAGE_SIZE, type Paged } from "../../platform/pagination";
import { requestedPage } from "../../platform/pagination.server";

/**
 * The blog: content/blog/<slug>.md, each with the usual frontmatter plus `published`
 * (YYYY-MM-DD), `author`, `category` (a label of BLOG_CATEGORIES) and `tags` (comma-separated
 * labels). Newest first. content/blog/index.md is the list's introduction.
 */

export const BLOG_PATH = "/explore/blog/";

export type BlogPostSummary = {
  slug: string;
  path: string;
  title: string;
  description: string;
  published: string;
  author: string;
  category: Pick<BlogCategory, "slug" | "label">;
  tags: BlogTag[];
  readingMinutes: number;
};

export type BlogPost = BlogPostSummary & { headline: string; updated: string; html: string };

export const categoryPath = (slug: string) => `${BLOG_PATH}category/${slug}/`;
export const tagPath = (slug: string) => `${BLOG_PATH}tag/${slug}/`;

/** A blog file's page as a post; throws on missing or unknown fields, so the unit tests catch it. */
export function toBlogPost(page: ContentPage): BlogPost {
  const file = `content/blog/${page.slug}.md`;
  const { published, author, category: categoryLabel, tags } = page.fields;
  if (!published || !/^\d{4}-\d{2}-\d{2}$/.test(published)) throw new Error(`${file}: "published" must be YYYY-MM-DD`);
  if (!author) throw new Error(`${file}: frontmatter "author" is missing`);
  const category = findCategory(categoryLabel ?? "");
  if (!category) throw new Error(`${file}: "category" must be one of ${BLOG_CATEGORIES.map((c) => c.label).join(", ")}`);
  if (page.slug.includes("/") || page.slug === "category" || page.slug === "tag") throw new Error(`${file}: not a usable post slug`);
  return {
    slug: page.slug,
    path: page.path,
    title: page.title,
    description: page.description,
    headline: page.headline,
    updated: page.updated,
    html: page.html,
    published,
    author,
    category: { slug: category.slug, label: category.label },
    tags: parseTags(tags),
    readingMinutes: readingMinutes(htmlToText(page.html)),
  };
}

/** Every post, newest first (then by title). */
export function listPosts(): BlogPost[] {
  return sectionEntries("blog")
    .map(toBlogPost)
    .sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title));
}

export function summaryOf(post: BlogPost): BlogPostSummary {
  const { headline: _headline, updated: _updated, html: _html, ...summary } = post;
  return summary;
}

export type Taxon = { slug: string; label: string; path: string; count: number };

/** Categories that have posts, in BLOG_CATEGORIES order, with their post counts. */
export function listCategories(posts: readonly BlogPost[] = listPosts()): Taxon[] {
  return BLOG_CATEGORIES.map((category) => ({
    slug: category.slug,
    label: category.label,
    path: categoryPath(category.slug),
    count: posts.filter((post) => post.category.slug === category.slug).length,
  })).filter((taxon) => taxon.count > 0);
}

/** Every tag used, most used first (then alphabetical), with the label of its first use. */
export function listTags(posts: readonly BlogPost[] = listPosts()): Taxon[] {
  const tags = new Map<string, Taxon>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const known = tags.get(tag.slug);
      if (known) known.count += 1;
      else tags.set(tag.slug, { slug: tag.slug, label: tag.label, path: tagPath(tag.slug), count: 1 });
    }
  }
  return [...tags.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

export type BlogListKind = "all" | "category" | "tag";

export type BlogListData = {
  kind: BlogListKind;
  /** The list's own URL (page 1). */
  basePath: string;
  title: string;
  intro: string;
  /** The blog index page's headline and body (the "all" list only). */
  introHtml: string | null;
  posts: Paged<BlogPostSummary>;
  categories: Taxon[];
  tags: Taxon[];
};

/**
 * A blog list for a loader: every post, a category's or a tag's, one page of BLOG_PAGE_SIZE.
 * An unknown or unused category or tag, a bad `?page=` or a page past the end throw the 404;
 * `?page=1` throws a redirect to the bare URL.
 */
export function loadBlogList(request: Request, kind: BlogListKind, slug = ""): BlogListData {
  const posts = listPosts();
  const categories = listCategories(posts);
  const tags = listTags(posts);
  let selected: BlogPost[] = posts;
  let title: string;
  let intro: string;
  let introHtml: string | null = null;
  let basePath = BLOG_PATH;
  if (kind === "all") {
    const index = contentPageData("blog", "index");
    if (!index) throw notFound();
    title = index.page.title;
    intro = index.page.headline;
    introHtml = index.page.html;
  } else if (kind === "category") {
    const category = BLOG_CATEGORIES.find((candidate) => candidate.slug === slug);
    if (!category) throw notFound();
    selected = posts.filter((post) => post.category.slug === category.slug);
    title = category.label;
    intro = category.description;
    basePath = categoryPath(category.slug);
  } else {
    const tag = tags.find((candidate) => candidate.slug === slug);
    if (!tag) throw notFound();
    selected = posts.filter((post) => post.tags.some((postTag) => postTag.slug === tag.slug));
    title = `Posts tagged “${tag.label}”`;
    intro = `${tag.count} ${tag.count === 1 ? "post" : "posts"} from the GO Rentals blog about ${tag.label.toLowerCase()}.`;
    basePath = tagPath(tag.slug);
  }
  if (selected.length === 0) throw notFound();
  const paged = requestedPage(request, selected.map(summaryOf), BLOG_PAGE_SIZE);
  return { kind, basePath, title, intro, introHtml, posts: paged, categories, tags };
}

export type BlogPostData = {
  post: BlogPost;
  /** Up to three other posts: same category first, then sharing a tag, then the newest. */
  related: BlogPostSummary[];
};

export function loadBlogPost(slug: string): BlogPostData {
  const posts = listPosts();
  const post = posts.find((candidate) => candidate.slug === slug);
  if (!post) throw notFound();
  const others = posts.filter((candidate) => candidate.slug !== post.slug);
  const tagSlugs = new Set(post.tags.map((tag) => tag.slug));
  const score = (candidate: BlogPost) =>
    (candidate.category.slug === post.category.slug ? 2 : 0) + (candidate.tags.some((tag) => tagSlugs.has(tag.slug)) ? 1 : 0);
  const related = [...others].sort((a, b) => score(b) - score(a)).slice(0, 3).map(summaryOf);
  return { post, related };
}

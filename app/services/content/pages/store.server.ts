import { notFound } from "../../platform/http-status";
import fs from "node:fs";
import path from "node:path";
import { Marked } from "marked";
import { getConfig } from "~/config.server";

/**
 * The content store: `content/<section>/<slug>.md`, markdown with a small frontmatter block
 * (title, description, headline, updated, optional order). A section's own page is `index.md`;
 * a page may have sub-pages in a folder of its slug (`services/ski-car-rental/queenstown.md`).
 * Files are ours and read-only at run time, so each section is read and rendered once per process.
 * See docs/decisions/0009-content-store.md.
 */

export type ContentSection = "about-us" | "services" | "pages" | "blog" | "travel-guides" | "trip-planner" | "help";

/**
 * Where each section is served: `pages` are the top-level single pages (/go-zero/, /terms/…).
 * blog, travel-guides, trip-planner and help are collections: their files carry more frontmatter
 * (read by blog.server.ts, explore.server.ts and help.server.ts from `fields`).
 */
export const CONTENT_SECTION_PATHS: Record<ContentSection, string> = {
  "about-us": "/about-us/",
  services: "/services/",
  pages: "/",
  blog: "/explore/blog/",
  "travel-guides": "/explore/travel-guides/",
  "trip-planner": "/explore/trip-planner/",
  help: "/help/",
};

export type ContentFrontmatter = {
  title: string;
  description: string;
  headline: string;
  /** ISO date (YYYY-MM-DD) the page was last reviewed. */
  updated: string;
  order: number;
};

export type ContentPage = ContentFrontmatter & {
  section: ContentSection;
  /** "index", "terms", "ski-car-rental/queenstown". */
  slug: string;
  /** The page's URL, with trailing slash. */
  path: string;
  html: string;
  /** Every frontmatter value as written, for the collections' own fields (category, tags, days…). */
  fields: Record<string, string>;
};

/** A link to a page, as listed on its parent. */
export type ContentLink = Pick<ContentPage, "title" | "description" | "path">;

export type ContentPageData = {
  page: Omit<ContentPage, "order" | "fields">;
  children: ContentLink[];
};

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const FRONTMATTER_PATTERN = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
const DEFAULT_ORDER = 100;

export function contentDir(): string {
  return getConfig().contentDir;
}

/**
 * Reads a `---` block of `key: value` lines (values may be wrapped in single or double quotes).
 * Not YAML: no nesting, lists or multi-line values, which the content does not need.
 */
export function parseFrontmatter(source: string): { data: Record<string, string>; body: string } {
  const match = FRONTMATTER_PATTERN.exec(source);
  if (!match) return { data: {}, body: source };
  const data: Record<string, string> = {};
  for (const line of match[1].split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    const colon = line.indexOf(":");
    if (colon <= 0) throw new Error(`Frontmatter line without "key: value": ${line}`);
    const key = line.slice(0, colon).trim();
    let value = line.slice(colon + 1).trim();
    if (value.length >= 2 && (value[0] === '"' || value[0] === "'") && value.endsWith(value[0])) value = value.slice(1, -1);
    data[key] = value;
  }
  return { data, body: source.slice(match[0].length) };
}

const markdown = new Marked({ gfm: true, async: false });

/** Markdown to HTML (GitHub-flavoured: tables, autolinks). The content is ours, so not sanitised. */
export function renderMarkdown(body: string): string {
  return markdown.parse(body, { async: false });
}

export { htmlToText } from "../../platform/html-text";

function frontmatterOf(data: Record<string, string>, file: string): ContentFrontmatter {
  const required = (key: string) => {
    const value = data[key];
    if (!value) throw new Error(`${file}: frontmatter "${key}" is missing`);
    return value;
  };
  const updated = required("updated");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(updated)) throw new Error(`${file}: "updated" must be YYYY-MM-DD`);
  const order = data.order ? Number(data.order) : DEFAULT_ORDER;
  if (!Number.isFinite(order)) throw new Error(`${file}: "order" must be a number`);
  return { title: required("title"), description: required("description"), headline: data.headline || required("description"), updated, order };
}

function pathOf(section: ContentSection, slug: string): string {
  const base = CONTENT_SECTION_PATHS[section];
  return slug === "index" ? base : `${base}${slug}/`;
}

/** Parses one file's text into a page. */
export function parseContentFile(section: ContentSection, slug: string, source: string, file = `${section}/${slug}.md`): ContentPage {
  const { data, body } = parseFrontmatter(source);
  return { ...frontmatterOf(data, file), section, slug, path: pathOf(section, slug), html: renderMarkdown(body), fields: data };
}

function markdownFiles(dir: string, prefix = ""): string[] {
  if (!fs.existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...markdownFiles(path.join(dir, entry.name), relative));
    else if (entry.isFile() && entry.name.endsWith(".md")) found.push(relative);
  }
  return found;
}

const cache = new Map<ContentSection, Map<string, ContentPage>>();

/** Every page of a section, by slug (read once per process). */
export function loadSection(section: ContentSection): Map<string, ContentPage> {
  const cached = cache.get(section);
  if (cached) return cached;
  const dir = path.join(contentDir(), section);
  const pages = new Map<string, ContentPage>();
  for (const relative of markdownFiles(dir)) {
    const slug = relative.slice(0, -".md".length);
    if (!SLUG_PATTERN.test(slug)) throw new Error(`content/${section}/${relative}: file names are lower-case words joined by "-"`);
    pages.set(slug, parseContentFile(section, slug, fs.readFileSync(path.join(dir, relative), "utf8"), `content/${section}/${relative}`));
  }
  cache.set(section, pages);
  return pages;
}

/** Forgets what was read (tests, or a content change in development). */
export function clearContentCache(): void {
  cache.clear();
}

/** A page of a section, or null for an unknown or malformed slug. */
export function getContentPage(section: ContentSection, slug: string): ContentPage | null {
  const clean = slug.replace(/^\/+|\/+$/g, "") || "index";
  if (!SLUG_PATTERN.test(clean)) return null;
  return loadSection(section).get(clean) ?? null;
}

/** Every page of a section but its index, in file order (the collections sort them their own way). */
export function sectionEntries(section: ContentSection): ContentPage[] {
  return [...loadSection(section).values()].filter((page) => page.slug !== "index");
}

/** The pages directly under a page (a section index lists the section's top-level pages). */
export function listChildren(section: ContentSection, slug: string): ContentPage[] {
  const prefix = slug === "index" ? "" : `${slug}/`;
  return [...loadSection(section).values()]
    .filter((page) => page.slug !== "index" && page.slug.startsWith(prefix) && !page.slug.slice(prefix.length).includes("/"))
    .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
}

/** What a content route's loader answers: the page and its sub-pages. */
export function contentPageData(section: ContentSection, slug: string): ContentPageData | null {
  const page = getContentPage(section, slug);
  if (!page) return null;
  const { order: _order, fields: _fields, ...rest } = page;
  const children = listChildren(section, page.slug).map(({ title, description, path: href }) => ({ title, description, path: href }));
  return { page: rest, children };
}

/**
 * The loader of the generic section routes (/about-us/{slug}/, /services/{slug}/…): like
 * loadContentPage, but the section's own page answers only at its index URL.
 */
export function loadContentSubPage(section: ContentSection, slug: string) {
  const clean = slug.replace(/^\/+|\/+$/g, "");
  if (!clean || clean === "index" || clean.endsWith("/index")) throw notFound();
  return loadContentPage(section, clean);
}

/** The loader of every content route: the page, or the site's normal 404. */
export function loadContentPage(section: ContentSection, slug: string) {
  const data = contentPageData(section, slug);
  if (!data) throw notFound();
  return data;
}

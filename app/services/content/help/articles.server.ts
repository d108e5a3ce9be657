import { contentPageData, htmlToText, sectionEntries, type ContentPage, type ContentPageData } from "../pages/store.server";
import { notFound } from "../../platform/http-status";
import { cleanQuery, excerpt, highlight, queryTerms, searchArticles, type Searchable, type Segment } from "./search";

/**
 * The help centre: content/help/<slug>.md articles with a `topic` (a label of HELP_TOPICS) and
 * optional `keywords` (other words people search with), searched on /help/?q=…. content/help/index.md
 * is the help centre's introduction. /help/drive-safe/ is an article whose route adds the quiz.
 */

export const HELP_PATH = "/help/";

export type HelpTopic = { slug: string; label: string };

/** The topics of the help centre, in the order it lists them. */
export const HELP_TOPICS: readonly HelpTopic[] = [
  { slug: "before-you-book", label: "Before you book" },
  { slug: "cover-and-payment", label: "Cover, bond and payment" },
  { slug: "pick-up-and-drop-off", label: "Pick-up and drop-off" },
  { slug: "on-the-road", label: "On the road" },
  { slug: "changes-and-cancellations", label: "Changes and cancellations" },
];

export type HelpArticle = Searchable & {
  slug: string;
  path: string;
  topic: HelpTopic;
  order: number;
};

export function toHelpArticle(page: ContentPage): HelpArticle {
  const topic = HELP_TOPICS.find((candidate) => candidate.label === page.fields.topic);
  if (!topic) throw new Error(`content/help/${page.slug}.md: "topic" must be one of ${HELP_TOPICS.map((t) => t.label).join(", ")}`);
  return {
    slug: page.slug,
    path: page.path,
    title: page.title,
    description: page.description,
    keywords: page.fields.keywords ?? "",
    text: htmlToText(page.html),
    topic,
    order: page.order,
  };
}

/** Every article, by topic order, then `order`, then title. */
export function listHelpArticles(): HelpArticle[] {
  const topicIndex = (article: HelpArticle) => HELP_TOPICS.indexOf(article.topic);
  return sectionEntries("help")
    .map(toHelpArticle)
    .sort((a, b) => topicIndex(a) - topicIndex(b) || a.order - b.order || a.title.localeCompare(b.title));
}

export type HelpLink = { path: string; title: string; description: string };

export type HelpTopicGroup = { topic: HelpTopic; articles: HelpLink[] };

export type HelpResult = { path: string; title: Segment[]; description: Segment[]; excerpt: Segment[]; topic: string };

export type HelpIndexData = {
  index: ContentPageData;
  query: string;
  /** Null without a query: the page lists every topic instead. */
  results: HelpResult[] | null;
  topics: HelpTopicGroup[];
};

const linkOf = ({ path, title, description }: HelpArticle): HelpLink => ({ path, title, description });

export function groupByTopic(articles: readonly HelpArticle[]): HelpTopicGroup[] {
  return HELP_TOPICS.map((topic) => ({
    topic,
    articles: articles.filter((article) => article.topic.slug === topic.slug).map(linkOf),
  })).filter((group) => group.articles.length > 0);
}

/** /help/ and /help/?q=…: the topics, and the matching articles with the query's words marked. */
export function loadHelpIndex(request: Request): HelpIndexData {
  const index = contentPageData("help", "index");
  if (!index) throw notFound();
  const query = cleanQuery(new URL(request.url).searchParams.get("q"));
  const articles = listHelpArticles();
  const topics = groupByTopic(articles);
  if (!query) return { index, query, results: null, topics };
  const terms = queryTerms(query);
  const results = searchArticles(articles, query).map((article) => ({
    path: article.path,
    topic: article.topic.label,
    title: highlight(article.title, terms),
    description: highlight(article.description, terms),
    excerpt: highlight(excerpt(article.text, terms), terms),
  }));
  return { index, query, results, topics };
}

export type HelpArticleData = ContentPageData & { topic: HelpTopic; related: HelpLink[] };

/** A help article and the other articles of its topic. */
export function loadHelpArticle(slug: string): HelpArticleData {
  if (!slug || slug === "index") throw notFound();
  const data = contentPageData("help", slug);
  const article = listHelpArticles().find((candidate) => candidate.slug === slug);
  if (!data || !article) throw notFound();
  const related = listHelpArticles()
    .filter((candidate) => candidate.topic.slug === article.topic.slug && candidate.slug !== slug)
    .map(linkOf);
  return { ...data, topic: article.topic, related };
}

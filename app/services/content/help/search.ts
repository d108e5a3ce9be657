/**
 * Search over the help articles (/help/?q=…): pure functions, no regular expressions built from
 * the query, and highlights returned as text segments that the page renders as React text and
 * <mark> elements, so a query can never become markup (ADR 0031).
 */

/** Longest query we read; the rest is ignored. */
export const HELP_QUERY_MAX_LENGTH = 100;
/** At most this many words of a query are searched. */
const MAX_TERMS = 8;

/** Words too common to tell articles apart; searched only when a query has nothing else. */
const STOP_WORDS = new Set([
  "a", "an", "and", "are", "at", "be", "can", "do", "does", "for", "from", "get", "how", "i", "if", "in", "is", "it",
  "me", "my", "of", "on", "or", "the", "to", "what", "when", "where", "which", "who", "why", "will", "with", "you", "your",
]);

/** Lower case without accents, keeping one character per original character where it can. */
function foldChar(char: string): string {
  return char.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * The folded text and, for each of its characters, the index of the original character it came
 * from, so a match in the folded text maps back onto the original ("Wānaka" matches "wanaka").
 */
export function foldWithMap(text: string): { folded: string; map: number[] } {
  let folded = "";
  const map: number[] = [];
  let index = 0;
  for (const char of text) {
    const out = foldChar(char);
    for (let i = 0; i < out.length; i += 1) map.push(index);
    folded += out;
    index += char.length;
  }
  map.push(index);
  return { folded, map };
}

export const fold = (text: string) => foldWithMap(text).folded;

/** The query as trimmed, capped text (what the search box shows again). */
export function cleanQuery(raw: string | null | undefined): string {
  return (raw ?? "").replace(/\s+/g, " ").trim().slice(0, HELP_QUERY_MAX_LENGTH);
}

/**
 * The words of a query, folded, without repeats: letters and digits only ("c++ (bond)?" → "c",
 * "bond"). Stop words are dropped unless nothing else is left.
 */
export function queryTerms(query: string): string[] {
  const words = fold(cleanQuery(query))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const unique = [...new Set(words)];
  const meaningful = unique.filter((word) => !STOP_WORDS.has(word));
  return (meaningful.length > 0 ? meaningful : unique).slice(0, MAX_TERMS);
}

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/** Start indexes (in the folded text) where a term begins a word: "bond" matches "bonds", not "vagabond". */
function wordStartMatches(folded: string, term: string): number[] {
  const found: number[] = [];
  let from = 0;
  for (;;) {
    const at = folded.indexOf(term, from);
    if (at === -1) return found;
    if (!isWordChar(folded[at - 1])) found.push(at);
    from = at + 1;
  }
}

export function containsTerm(text: string, term: string): boolean {
  return wordStartMatches(fold(text), term).length > 0;
}

export type Searchable = {
  title: string;
  description: string;
  /** Extra words an article should be found by (synonyms, other spellings). */
  keywords: string;
  /** The article's plain text. */
  text: string;
};

/** Field weights: a term in the title counts most. */
const WEIGHTS = { title: 8, keywords: 5, description: 3, text: 1 } as const;

/** Folded text with every run of other characters as one space: "After-hours" → "after hours". */
const wordsOnly = (text: string) => fold(text).replace(/[^\p{L}\p{N}]+/gu, " ");

/**
 * How well an article answers a query: 0 unless every term is found somewhere (a word starting
 * with it), else the sum over terms of the weights of the fields it is in, plus a bonus for each
 * field that has the terms together as a phrase ("after hours" in "After-hours pick-up").
 */
export function scoreArticle(article: Searchable, terms: readonly string[]): number {
  if (terms.length === 0) return 0;
  const fields = {
    title: fold(article.title),
    keywords: fold(article.keywords),
    description: fold(article.description),
    text: fold(article.text),
  };
  let score = 0;
  for (const term of terms) {
    let termScore = 0;
    for (const key of Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[]) {
      if (wordStartMatches(fields[key], term).length > 0) termScore += WEIGHTS[key];
    }
    if (termScore === 0) return 0;
    score += termScore;
  }
  if (terms.length > 1) {
    const phrase = terms.join(" ");
    for (const key of Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[]) {
      if (wordStartMatches(wordsOnly(article[key]), phrase).length > 0) score += WEIGHTS[key] * terms.length;
    }
  }
  return score;
}

/** Articles that match every term, best first (ties keep the given order). */
export function searchArticles<T extends Searchable>(articles: readonly T[], query: string): T[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  return articles
    .map((article, position) => ({ article, position, score: scoreArticle(article, terms) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .map((entry) => entry.article);
}

/** A piece of text, marked when it matched the query. */
export type Segment = { text: string; match: boolean };

/** The text split into segments, the parts that start with a query term marked. */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  if (!text) return [];
  const { folded, map } = foldWithMap(text);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const term of terms) {
    if (!term) continue;
    for (const start of wordStartMatches(folded, term)) {
      const from = map[start];
      const to = map[start + term.length];
      for (let i = from; i < to; i += 1) marked[i] = true;
    }
  }
  const segments: Segment[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const last = segments[segments.length - 1];
    if (last && last.match === marked[i]) last.text += text[i];
    else segments.push({ text: text[i], match: marked[i] });
  }
  return segments;
}

/**
 * A short extract of the text around the first term found (about `length` characters, cut at
 * word boundaries, with ellipses), or its start when no term is in it.
 */
export function excerpt(text: string, terms: readonly string[], length = 180): string {
  if (text.length <= length) return text;
  const { folded, map } = foldWithMap(text);
  let first = -1;
  for (const term of terms) {
    const at = wordStartMatches(folded, term)[0];
    if (at !== undefined && (first === -1 || map[at] < first)) first = map[at];
  }
  let start = first <= 0 ? 0 : Math.max(0, first - Math.floor(length / 3));
  let end = Math.min(text.length, start + length);
  if (end === text.length) start = Math.max(0, end - length);
  if (start > 0) {
    const space = text.indexOf(" ", start);
    if (space !== -1 && space < first) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > start) end = space;
  }
  return `${start > 0 ? "… " : ""}${text.slice(start, end).trim()}${end < text.length ? " …" : ""}`;
}

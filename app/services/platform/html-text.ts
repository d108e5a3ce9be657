/** Plain text of rendered HTML and its inverse: pure, so the page components (JSON-LD answers) use it too. */

/** Text made safe inside HTML or XML, element content or a quoted attribute. */
export function escapeMarkup(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/**
 * The text of rendered HTML, for search, excerpts and word counts: tags dropped, the entities
 * marked writes decoded, and a full stop after a heading, list item or cell that has no
 * punctuation of its own, so blocks do not run into each other.
 */
/* eslint-disable no-control-regex -- \u0001 marks a block's end; HTML text never holds it */
export function htmlToText(html: string): string {
  return html
    .replace(/\s+/g, " ")
    .replace(/<\/(h[1-6]|p|li|td|th|blockquote)>/g, "\u0001")
    .replace(/<[^>\u0001]+>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name])
    .replace(/([^\s\u0001]) *\u0001/g, (_match, last: string) =>
      /[.,;:!?]/.test(last) ? `${last} ` : `${last}. `,
    )
    .replace(/\u0001/g, " ")
    .replace(/\s+/g, " ")
    .replace(/ ([.,;:!?)])/g, "$1")
    .trim();
}
/* eslint-enable no-control-regex */

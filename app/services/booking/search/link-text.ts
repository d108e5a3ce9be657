/** Texts of the links that carry a whole search (links.ts), shown when /search-vehicles/ refuses one. */
export const SEARCH_LINK_TEXT = {
  refused:
    "We couldn't run the search in your link as it is (a deal's dates may have passed). Your search is below: please check the highlighted fields and search again.",
} as const;

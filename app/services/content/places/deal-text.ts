import { t } from "~/services/platform/i18n/translate";

/** Texts of the deal cards on /deals/ (issue 23 item 4: bookable deals). */
export const DEAL_CARD_TEXT = {
  book: "Search this deal",
  /** The link's accessible name: which deal it searches. */
  bookLabel: (route: string) => t("Search this deal: {{route}}", { route }),
} as const;

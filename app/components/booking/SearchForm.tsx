import { useEffect, useRef, type ReactNode } from "react";
import { useFetcher } from "@remix-run/react";
import { PendingButton } from "~/components/form/controls";
import { SEARCH_SUBMIT_LABEL } from "~/services/shell/text";
import type { SearchFormDefaults, SearchFormRefusal } from "~/services/booking/search/fields";
import type { SearchBranchOption } from "~/services/booking/search/form-defaults.server";
import * as styles from "~/styles/form.css";
import { ItineraryFields } from "./ItineraryFields";
import { t } from "~/services/platform/i18n/translate";
import { ITINERARY_FIELD_TEXT } from "~/services/booking/search/text";

export const SEARCH_FORM_ID = "vehicle-search";
export const SEARCH_ACTION = "/search-vehicles/";

type SearchFormProps = {
  branches: readonly SearchBranchOption[];
  defaults: SearchFormDefaults;
  minDate: string;
  title?: string;
  /** Six columns on wide screens (results page); two otherwise (home page card). */
  wide?: boolean;
  /** The promo code entry (the promo modal trigger), placed beside the submit button. */
  promo?: ReactNode;
  headingLevel?: 2 | 3;
  /** The search action's refusal when this page is its answer (a search sent without JavaScript). */
  refusal?: SearchFormRefusal | null;
};

/**
 * The vehicle search: pick-up and drop-off branch (drop-off defaults to pick-up), dates and
 * half-hour times. It posts to /search-vehicles/, which validates the search and the itinerary
 * rules and lands on /vehicles/ with results. With JavaScript it posts through a fetcher, so a
 * refusal shows beside the fields where the visitor is; without, /search-vehicles/ answers with
 * the form and its errors. It ships no validator: the home page stays light (ADR 0060).
 */
export function SearchForm({
  branches,
  defaults,
  minDate,
  title,
  wide = false,
  promo,
  headingLevel = 2,
  refusal,
}: SearchFormProps) {
  const fetcher = useFetcher<SearchFormRefusal>();
  const answer = fetcher.data ?? refusal ?? null;
  const formRef = useRef<HTMLFormElement>(null);
  // A refusal that arrives without a page load: focus its first field, so it is seen and heard.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fetcher.state, fetcher.data]);
  const values: SearchFormDefaults = { ...defaults, ...answer?.values };
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={styles.searchCard} id="search">
      {title ? <Heading className={styles.searchTitle}>{t(title)}</Heading> : null}
      <fetcher.Form ref={formRef} id={SEARCH_FORM_ID} method="post" action={SEARCH_ACTION} noValidate>
        <div className={`${styles.searchGrid} ${wide ? styles.searchGridWide : ""}`}>
          <ItineraryFields
            branches={branches}
            values={values}
            errors={answer?.fieldErrors}
            minDate={minDate}
            idPrefix="field"
          />
        </div>
        <div className={styles.searchActions}>
          {promo ?? <span />}
          <PendingButton pending={fetcher.state !== "idle"} pendingText={ITINERARY_FIELD_TEXT.searching}>
            {SEARCH_SUBMIT_LABEL}
          </PendingButton>
        </div>
      </fetcher.Form>
    </div>
  );
}

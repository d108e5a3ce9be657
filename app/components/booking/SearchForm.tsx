import type { ReactNode } from "react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { SelectField } from "~/components/form/SelectField";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { SEARCH_SUBMIT_LABEL } from "~/services/messages";
import { SEARCH_FIELDS, searchFormSchema, type SearchFormDefaults } from "~/services/search-form";
import type { SearchBranchOption } from "~/services/search-form.server";
import { TIME_SLOTS } from "~/services/time-slots";
import * as styles from "~/styles/booking.css";

export const SEARCH_FORM_ID = "vehicle-search";
const validator = withZod(searchFormSchema);

const TIME_OPTIONS = TIME_SLOTS.map((slot) => ({ value: slot.text24, label: slot.text12 }));

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
};

/**
 * The vehicle search: pick-up and drop-off branch (drop-off defaults to pick-up), dates and
 * half-hour times. It posts to /search-vehicles/, which checks the itinerary rules and lands on
 * /vehicles/ with results; without JavaScript it is a plain form.
 */
export function SearchForm({ branches, defaults, minDate, title, wide = false, promo, headingLevel = 2 }: SearchFormProps) {
  const branchOptions = branches.map((branch) => ({ value: String(branch.id), label: branch.name }));
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={styles.searchCard} id="search">
      {title ? <Heading className={styles.searchTitle}>{title}</Heading> : null}
      <ValidatedForm
        id={SEARCH_FORM_ID}
        validator={validator}
        method="post"
        action="/search-vehicles/"
        // Form values are strings; the validator's types are the parsed ones.
        defaultValues={defaults as never}
        noValidate
      >
        <div className={`${styles.searchGrid} ${wide ? styles.searchGridWide : ""}`}>
          <SelectField
            name={SEARCH_FIELDS.pickupBranch}
            label="Pick-up location"
            options={branchOptions}
            placeholder="Choose a branch"
            autoComplete="off"
          />
          <SelectField
            name={SEARCH_FIELDS.dropOffBranch}
            label="Drop-off location"
            options={branchOptions}
            placeholder="Same as pick-up"
            autoComplete="off"
          />
          <TextField name={SEARCH_FIELDS.pickupDate} label="Pick-up date" type="date" min={minDate} />
          <SelectField name={SEARCH_FIELDS.pickupTime} label="Pick-up time" options={TIME_OPTIONS} />
          <TextField name={SEARCH_FIELDS.dropOffDate} label="Drop-off date" type="date" min={minDate} />
          <SelectField name={SEARCH_FIELDS.dropOffTime} label="Drop-off time" options={TIME_OPTIONS} />
        </div>
        <div className={styles.searchActions}>
          {promo ?? <span />}
          <SubmitButton formId={SEARCH_FORM_ID} pendingText="Searching…">
            {SEARCH_SUBMIT_LABEL}
          </SubmitButton>
        </div>
      </ValidatedForm>
    </div>
  );
}

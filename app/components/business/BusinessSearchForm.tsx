import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { SEARCH_FORM_ID } from "~/components/booking/SearchForm";
import { SelectField } from "~/components/form/SelectField";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { BUSINESS_PATHS } from "~/services/business/constants";
import { SEARCH_SUBMIT_LABEL } from "~/services/shell/text";
import { SEARCH_FIELDS, searchFormSchema, type SearchFormDefaults } from "~/services/booking/search/form";
import type { SearchBranchOption } from "~/services/booking/search/form-defaults.server";
import { TIME_SLOT_OPTIONS } from "~/services/platform/time-slots";
import * as styles from "~/styles/form.css";

const validator = withZod(searchFormSchema);

/**
 * The vehicle search of /business/my-account/new-booking/: the customer search form's fields and
 * rules (searchFormSchema), posting to the business page, which records the account's agent id.
 */
export function BusinessSearchForm({
  branches,
  defaults,
  minDate,
  title,
}: {
  branches: readonly SearchBranchOption[];
  defaults: SearchFormDefaults;
  minDate: string;
  title: string;
}) {
  const branchOptions = branches.map((branch) => ({ value: String(branch.id), label: branch.name }));
  return (
    <div className={styles.searchCard} id="search">
      <h2 className={styles.searchTitle}>{title}</h2>
      <ValidatedForm
        id={SEARCH_FORM_ID}
        validator={validator}
        method="post"
        action={BUSINESS_PATHS.newBooking}
        defaultValues={defaults as never}
        noValidate
      >
        <div className={`${styles.searchGrid} ${styles.searchGridWide}`}>
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
          <SelectField name={SEARCH_FIELDS.pickupTime} label="Pick-up time" options={TIME_SLOT_OPTIONS} />
          <TextField name={SEARCH_FIELDS.dropOffDate} label="Drop-off date" type="date" min={minDate} />
          <SelectField name={SEARCH_FIELDS.dropOffTime} label="Drop-off time" options={TIME_SLOT_OPTIONS} />
        </div>
        <div className={styles.searchActions}>
          <span />
          <SubmitButton formId={SEARCH_FORM_ID} pendingText="Searching…">
            {SEARCH_SUBMIT_LABEL}
          </SubmitButton>
        </div>
      </ValidatedForm>
    </div>
  );
}

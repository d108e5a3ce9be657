import { InputField, SelectInput } from "~/components/form/controls";
import {
  SEARCH_FIELDS,
  type SearchFieldName,
  type SearchFormDefaults,
} from "~/services/booking/search/fields";
import { TIME_SLOT_OPTIONS } from "~/services/platform/time-slots";
import { ITINERARY_FIELD_TEXT as TEXT } from "~/services/booking/search/text";

type ItineraryFieldsProps = {
  branches: readonly { id: number; name: string }[];
  values: SearchFormDefaults;
  errors?: Partial<Record<SearchFieldName, string>>;
  /** Today in New Zealand: the earliest date the date inputs offer. */
  minDate: string;
  /** Each input's id is `${idPrefix}-${field}` (several forms may share a page). */
  idPrefix: string;
};

/**
 * The itinerary's six fields: pick-up and drop-off branch (drop-off defaults to pick-up), dates and
 * half-hour times. The vehicle search and the change of a booking ask for them the same way, with
 * the same names (SEARCH_FIELDS), so the server checks both with the search's rules.
 */
export function ItineraryFields({ branches, values, errors, minDate, idPrefix }: ItineraryFieldsProps) {
  const field = (name: SearchFieldName) => ({
    id: `${idPrefix}-${name}`,
    name: SEARCH_FIELDS[name],
    defaultValue: values[name] ?? "",
    error: errors?.[name],
  });
  const branchOptions = branches.map((branch) => ({ value: String(branch.id), label: branch.name }));
  return (
    <>
      <SelectInput
        {...field("pickupBranch")}
        label={TEXT.pickupBranch}
        options={branchOptions}
        placeholder={TEXT.pickupBranchPlaceholder}
        autoComplete="off"
      />
      <SelectInput
        {...field("dropOffBranch")}
        label={TEXT.dropOffBranch}
        options={branchOptions}
        placeholder={TEXT.dropOffBranchPlaceholder}
        autoComplete="off"
      />
      <InputField {...field("pickupDate")} label={TEXT.pickupDate} type="date" min={minDate} />
      <SelectInput {...field("pickupTime")} label={TEXT.pickupTime} options={TIME_SLOT_OPTIONS} />
      <InputField {...field("dropOffDate")} label={TEXT.dropOffDate} type="date" min={minDate} />
      <SelectInput {...field("dropOffTime")} label={TEXT.dropOffTime} options={TIME_SLOT_OPTIONS} />
    </>
  );
}

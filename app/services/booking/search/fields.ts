/**
 * The vehicle search form's field names, used by the form, by the links that prefill a search
 * and by the schema (search-form.ts). Kept apart from the schema so that the form, on every
 * page, ships without zod: the server validates the search (routes/search-vehicles.tsx).
 */
export const SEARCH_FIELDS = {
  pickupBranch: "pickupBranch",
  dropOffBranch: "dropOffBranch",
  pickupDate: "pickupDate",
  pickupTime: "pickupTime",
  dropOffDate: "dropOffDate",
  dropOffTime: "dropOffTime",
} as const;

export type SearchFieldName = keyof typeof SEARCH_FIELDS;

/** Submitted or prefilled values of the search form, as the strings the inputs hold. */
export type SearchFormDefaults = Partial<Record<SearchFieldName, string>>;

/** The search action's answer to a refused search: the errors beside the fields, and what was sent. */
export type SearchFormRefusal = {
  fieldErrors: Partial<Record<SearchFieldName, string>>;
  values: SearchFormDefaults;
};

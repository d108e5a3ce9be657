/** Texts of the audit log (issue 21 item 9). */
export const AUDIT_TEXT = {
  title: "Audit log",
  lead: "Every change made in the back office, newest first: who made it, when, what it was done to, and the values before and after.",
  filterLegend: "Filter",
  actionLabel: "Action",
  entityLabel: "Record type",
  personLabel: "Person",
  fromLabel: "From",
  toLabel: "To",
  any: "Any",
  filterButton: "Filter",
  clearFilter: "Clear the filter",
  none: "No changes match this filter.",
  count: (total: number) => (total === 1 ? "1 change" : `${total} changes`),
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previous: "Newer changes",
  next: "Older changes",
  field: "Field",
  before: "Before",
  after: "After",
  reason: "Reason",
  empty: "—",
  unchanged: "unchanged",
} as const;

export const AUDIT_MESSAGES = {
  dateInvalid: "Enter a date (YYYY-MM-DD).",
  toBeforeFrom: "The last date must be on or after the first date.",
  choiceInvalid: "Choose from the list.",
} as const;

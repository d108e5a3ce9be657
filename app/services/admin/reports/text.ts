/** Texts of the back office's reports (issue 21 item 8). */
export const REPORT_TEXT = {
  title: "Reports",
  lead: "Utilisation of the fleet per day, revenue per month, cancellations and refunds, for the branches and dates you choose. Each table can be downloaded as CSV.",
  rangeLegend: "Dates and branch",
  fromLabel: "From",
  toLabel: "To",
  branchLabel: "Branch",
  allBranches: "All branches",
  allMyBranches: "All my branches",
  showButton: "Show",
  utilisationTitle: "Utilisation per day",
  utilisationDefinition:
    "Utilisation = car-hours claimed by confirmed bookings leaving the branch ÷ car-hours of the branch's cars in service (downtime taken off), New Zealand days. Bookings, not recorded rentals, so future days count too.",
  utilisationByClassTitle: "Utilisation per branch and class over the dates",
  revenueTitle: "Revenue per month",
  revenueDefinition:
    "Revenue = the totals of confirmed bookings, by month of pick-up (whole months, New Zealand time). Cancelled bookings are not counted.",
  cancellationsTitle: "Cancellations and refunds per month",
  cancellationsDefinition:
    "Cancellations = confirmed bookings cancelled in the month (their totals as booked); refunds = money paid back in the month (refunds of changes, staff refunds and whole payments refunded).",
  downloadCsv: (what: string) => `Download ${what} as CSV`,
  noCars: "No cars",
} as const;

export const REPORT_MESSAGES = {
  fromRequired: "Enter the first date (YYYY-MM-DD).",
  toRequired: "Enter the last date (YYYY-MM-DD).",
  toBeforeFrom: "The last date must be on or after the first date.",
  rangeTooLong: (days: number) => `Choose at most ${days} days.`,
  branchInvalid: "Choose a branch from the list.",
  reportInvalid: "Unknown report: use utilisation, revenue or cancellations.",
} as const;

/** The CSV downloads' header rows (tests import them). */
export const REPORT_CSV_HEADERS = {
  utilisation: [
    "Date",
    "Branch",
    "Class",
    "Cars booked (average)",
    "Cars in service (average)",
    "Utilisation (%)",
  ],
  revenue: ["Month", "Confirmed bookings", "Revenue (NZD)"],
  cancellations: ["Month", "Cancellations", "Cancelled value (NZD)", "Refunds", "Refunded (NZD)"],
} as const;

/** Texts of the booking's calendar file (calendar.ts) and of the links to it (issue 23 item 7). */
export const CALENDAR_TEXT = {
  /** The link on the confirmation page and on Manage booking. */
  link: "Add to calendar (.ics)",
  linkHint: "Pick-up and drop-off as calendar events, for Google, Apple or Outlook calendars.",
  pickupSummary: (branchName: string) => `GO Rentals pick-up at ${branchName}`,
  dropOffSummary: (branchName: string) => `GO Rentals drop-off at ${branchName}`,
  reservationNumber: "Reservation number",
  vehicle: "Vehicle",
  branchPhone: "Branch phone",
  manageBooking: "Manage booking",
  /** The email's line about its attachment. */
  emailAttachment: "Your pick-up and drop-off are attached as a calendar file (.ics).",
} as const;

import { t } from "../../platform/i18n/translate";

/** Texts of the booking's calendar file (calendar.ts) and of the links to it (issue 23 item 7). */
export const CALENDAR_TEXT = {
  /** The link on the confirmation page and on Manage booking. */
  link: "Add to calendar (.ics)",
  linkHint: "Pick-up and drop-off as calendar events, for Google, Apple or Outlook calendars.",
  pickupSummary: (branchName: string) => t("GO Rentals pick-up at {{branch}}", { branch: branchName }),
  dropOffSummary: (branchName: string) => t("GO Rentals drop-off at {{branch}}", { branch: branchName }),
  reservationNumber: "Reservation number",
  vehicle: "Vehicle",
  branchPhone: "Branch phone",
  manageBooking: "Manage booking",
  /** The email's line about its attachment. */
  emailAttachment: "Your pick-up and drop-off are attached as a calendar file (.ics).",
} as const;

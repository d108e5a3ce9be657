/**
 * The words of the booking's reminder emails (ADR 0091): the pick-up reminder, the return reminder
 * and the thank-you. The greeting, the manage-booking sentence and the sign-off are the booking
 * confirmation's own (BOOKING_EMAIL_TEXT), and the fuel or charge rule is the site's one
 * (RETURN_RULES, ADR 0085). The functions translate (issue 34): call them inside
 * `runInLanguage(booking.language, …)`.
 */
import { t } from "../../platform/i18n/translate";

/** The help pages the return reminder links to (content/help/). */
export const RETURNING_HELP_PATH = "/help/returning-your-car/";
export const AFTER_HOURS_HELP_PATH = "/help/after-hours-pick-up-and-drop-off/";

export const REMINDER_TEXT = {
  reservationNumber: "Reservation number",
  vehicle: "Vehicle",
  address: "Address",
  phone: "Phone",
  hoursThatDay: "Open that day",
  manageBooking: "Manage booking",

  // The pick-up reminder
  pickUpSubject: (reference: string, date: string) =>
    t("Your pick-up on {{date}}: {{reference}}", { date, reference }),
  pickUpIntro: "Your rental starts in two days. Here is where to collect your vehicle, and what to bring.",
  pickUp: "Pick-up",
  whatToBring: "What to bring",
  bringLicences:
    "Each driver's full driver licence: the hirer's and every additional driver's. Every driver shows their licence at the counter, and each must be valid until the drop-off.",
  bringCard: (bond: string) =>
    t(
      "A credit card in the hirer's name for the bond of {{bond}}: it is a hold, not a charge, released after the vehicle comes back in the same condition.",
      { bond },
    ),
  bondHeld: (bond: string, last4: string | null) =>
    last4
      ? t("The bond of {{bond}} is already held on your card ending {{last4}}: bring that card.", {
          bond,
          last4,
        })
      : t("The bond of {{bond}} is already held on your card: bring that card.", { bond }),
  checkIn: "Online check-in",
  checkInIntro: (bondHeld: boolean) =>
    bondHeld
      ? t(
          "Check in online before you arrive and you'll be on the road faster: confirm the drivers and sign the rental agreement.",
        )
      : t(
          "Check in online before you arrive and you'll be on the road faster: confirm the drivers, sign the rental agreement and place the bond on your card.",
        ),
  checkedIn:
    "You have checked in online: thank you. Bring the licences above and the counter hands over your keys.",

  // The return reminder
  returnSubject: (reference: string, date: string) =>
    t("Your drop-off on {{date}}: {{reference}}", { date, reference }),
  returnIntro: "Your rental ends soon. Here is where and when to bring the vehicle back.",
  dropOff: "Drop-off",
  fuel: "Fuel and charge",
  returningHelp: "How returns work:",
  afterHours: "Arriving after hours",
  afterHoursAllowed:
    "If the branch is closed when you arrive, park in the marked GO Rentals bays, lock the vehicle and put the key in the secure key drop at the branch. The vehicle stays your responsibility until we check it the next morning.",
  afterHoursNotAllowed:
    "This branch takes vehicles back during its opening hours only: if you will be late, call the branch.",
  afterHoursHelp: "More about after-hours returns:",

  // The thank-you
  thankYouSubject: (reference: string) =>
    t("Thank you for travelling with GO Rentals: {{reference}}", { reference }),
  thankYouIntro: "Thank you for renting with us: we hope the trip was a good one.",
  feedback: "How was your rental?",
  feedbackIntro:
    "Tell us in a minute: your rating helps other travellers choose, and with your permission it appears among the verified reviews on our site.",
  unsubscribe: "Rather not get emails like this one? Unsubscribe:",
} as const;

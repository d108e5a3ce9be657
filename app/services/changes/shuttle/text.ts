/** Texts of /shuttle-request/ and the shuttle request email. */
import { t } from "../../platform/i18n/translate";
import { FORM_UNREADABLE } from "../../platform/text";
import {
  SHUTTLE_NOTE_MAX_LENGTH,
  SHUTTLE_PASSENGERS_MAX,
  SHUTTLE_PASSENGERS_MIN,
  SHUTTLE_REQUEST_MIN_HOURS,
} from "../constants";
import { MANAGE_BOOKING_MESSAGES } from "../text";

/** Refusals and field messages of /shuttle-request/. */
export const SHUTTLE_REQUEST_MESSAGES = {
  referenceInvalid: MANAGE_BOOKING_MESSAGES.referenceInvalid,
  emailInvalid: MANAGE_BOOKING_MESSAGES.emailInvalid,
  /** One message for "no such booking" and "wrong email", so reservation numbers can't be probed. */
  notFound:
    "Sorry, we couldn't find a booking with that reservation number and email address. Please check both against your booking confirmation email.",
  cancelled: "This booking has been cancelled, so there's no shuttle to arrange.",
  notConfirmed:
    "This booking isn't confirmed yet. Once it is (we'll email you), you can ask for a shuttle here.",
  bookingLost: "Sorry, we lost track of your booking while the page was open. Please find it again.",
  formUnreadable: FORM_UNREADABLE,
  optionRequired: "Please choose a shuttle",
  flightNumberInvalid: "Please enter your flight number, like NZ123",
  accommodationNameRequired: "Please enter the name of your accommodation",
  accommodationAddressRequired: "Please enter the street address of your accommodation",
  textTooLong: (max: number) => t("Please use at most {{max}} characters", { max }),
  passengersInvalid: `Please choose from ${SHUTTLE_PASSENGERS_MIN} to ${SHUTTLE_PASSENGERS_MAX} passengers`,
  noteTooLong: `Please keep the note to ${SHUTTLE_NOTE_MAX_LENGTH} characters`,
} as const;

/** The pick-up is less than SHUTTLE_REQUEST_MIN_HOURS away (or has passed). */
export function shuttleTooLateMessage(branchName: string, phone: string): string {
  return t(
    "Shuttles can be booked online until {{hours}} hours before pick-up, and your pick-up is sooner than that. Please call our {{branchName}} branch on {{phone}} and we'll help you get to us.",
    { hours: SHUTTLE_REQUEST_MIN_HOURS, branchName, phone },
  );
}

/** The booking's branch offers no shuttle. */
export function shuttleNoOptionsMessage(branchName: string, phone: string): string {
  return t(
    "Our {{branchName}} branch doesn't run a shuttle. For help getting to the branch, call {{branchName}} on {{phone}}.",
    { branchName, phone },
  );
}

/** After too many failed look-ups from one session (answered with 429). */
export function shuttleTooManyAttemptsMessage(phone: string): string {
  return t(
    "Too many attempts: for your security we've paused booking look-ups for a while. Please call us on {{phone}} and we'll arrange your shuttle.",
    { phone },
  );
}

export const SHUTTLE_REQUEST_TEXT = {
  title: "Request a shuttle",
  intro:
    "Booked with us and flying in, or staying nearby? Ask for the free airport terminal shuttle or a pick-up from your accommodation, and we'll take you to the branch.",
  findLegend: "Find your booking",
  referenceLabel: "Reservation number",
  referenceHint: "GO and 7 digits, in your booking confirmation email.",
  emailLabel: "Email address",
  emailHint: "The email address you booked with.",
  find: "Find my booking",
  finding: "Finding your booking…",
  bookingLegend: "Your booking",
  pickup: "Pick-up",
  branch: "Branch",
  optionLegend: "Choose your shuttle",
  free: "Free",
  paidAtBranch: "paid at the branch",
  airportLegend: "Your flight",
  airportHint: "For the airport shuttle.",
  flightNumberLabel: "Flight number",
  flightNumberHint: "Like NZ123. We check its arrival time, so a late flight is no problem.",
  accommodationLegend: "Your accommodation",
  accommodationHint: "For accommodation pick-up.",
  accommodationNameLabel: "Accommodation name",
  accommodationAddressLabel: "Street address",
  accommodationAddressHint: "Street, suburb and town, like 12 Beach Road, Frankton, Queenstown.",
  groupLegend: "Passengers and note",
  passengersLabel: "Passengers (everyone travelling, children too)",
  noteLabel: "Note for the driver (optional)",
  noteHint: "Child seats, lots of luggage, skis or bikes: anything the driver should know.",
  submit: "Request my shuttle",
  submitting: "Sending…",
  update: "Update my request",
  existingNotice: "You've already asked for a shuttle for this booking. Sending this form again replaces it.",
  otherBooking: "Find another booking",
  changeBy: (when: string) => t("You can change this request online until {{when}}.", { when }),
  callBranch: (branchName: string) => t("Or call our {{branchName}} branch on", { branchName }),
  sentTitle: "Your shuttle is requested",
  updatedTitle: "Your shuttle request is updated",
  viewTitle: "Your shuttle request",
  sentLead: (email: string) => t("We've saved your request and sent the details to {{email}}.", { email }),
  updatedLead: (email: string) =>
    t("We've replaced your earlier request with these details and sent them to {{email}}.", { email }),
  unchangedLead: "We already had this request with exactly these details, so nothing has changed.",
  detailsTitle: "Request details",
  reservationNumber: "Reservation number",
  shuttle: "Shuttle",
  flight: "Flight",
  accommodation: "Accommodation",
  passengers: "Passengers",
  note: "Note",
  price: "Price",
  nextTitle: "What happens next",
  change: "Change this request",
  home: "Back to the home page",
} as const;

/** "What happens next": where to meet the driver, by kind of shuttle. */
export const SHUTTLE_NEXT_STEPS = {
  airport: (p: { branchName: string; phone: string; flightNumber: string }) => [
    t(
      "Once you've collected your bags, call our {{branchName}} branch on {{phone}} to say you're ready. We check the arrival time of flight {{flightNumber}}, so if it's late we'll still be there.",
      p,
    ),
    t(
      "Meet the driver at the rental car shuttle pick-up area outside the terminal: follow the signs for rental car shuttles and look for the GO Rentals van.",
    ),
  ],
  accommodation: (p: { accommodationName: string; date: string; time: string }) => [
    t(
      "Be ready outside the main entrance of {{accommodationName}} 15 minutes before your pick-up time ({{time}}, {{date}}), with your luggage.",
      p,
    ),
    t(
      "The driver will phone you on the number in your booking if they can't find you or are running late. If your accommodation is too far out for us, we'll call you before your pick-up day to agree on a meeting point.",
    ),
  ],
  other: () => [t("We'll contact you before your pick-up day to confirm where and when to meet the driver.")],
  ride: (address: string, minutes: number) =>
    minutes > 0
      ? t("The shuttle takes you to the branch at {{address}}, about {{minutes}} minutes away.", {
          address,
          minutes,
        })
      : t("The shuttle takes you to the branch at {{address}}.", { address }),
  free: "The shuttle is free.",
  paid: (price: string) =>
    t("The shuttle costs {{price}} for your group, paid at the branch when you collect your vehicle.", {
      price,
    }),
  bring: "At the branch, have your driver licence and the credit card you booked with ready.",
} as const;

export const SHUTTLE_EMAIL_TEXT = {
  subject: (reference: string) => t("Your GO Rentals shuttle request for {{reference}}", { reference }),
  updatedSubject: (reference: string) =>
    t("Your GO Rentals shuttle request for {{reference}} has been updated", { reference }),
  greeting: (firstName: string | null) => (firstName ? `Kia ora ${firstName},` : "Kia ora,"),
  intro: "Thanks for your shuttle request. Here are the details.",
  updatedIntro:
    "Your shuttle request has been updated. Here are the new details, which replace the earlier ones.",
  change:
    "To change it, send the shuttle request form again with your reservation number and this email address:",
  signOff: "See you soon,\nThe GO Rentals team",
} as const;

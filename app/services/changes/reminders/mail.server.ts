import { getConfig } from "~/config.server";
import { getBranchById } from "~/models/catalog/branches.server";
import { getCarClassById } from "~/models/catalog/car-classes.server";
import { listPaymentsForReservation } from "~/models/reservations/payments.server";
import { getReservation } from "~/models/reservations/reservations.server";
import type { BookingReminderKind } from "~/models/schema";
import { absoluteUrl } from "../../booking/confirmation/mail.server";
import {
  loadBookingConfirmation,
  type BookingConfirmationData,
  type ConfirmationPlace,
} from "../../booking/confirmation/confirmation.server";
import { returnRuleFor } from "../../booking/cost/rules";
import { BOOKING_EMAIL_TEXT } from "../../booking/text";
import { escapeMarkup } from "../../platform/html-text";
import { runInLanguage } from "../../platform/i18n/i18n.server";
import { pathInLanguage } from "../../platform/i18n/language";
import { currentLanguage, t } from "../../platform/i18n/translate";
import type { MailMessage } from "../../platform/mail.server";
import { formatMoney } from "../../platform/money";
import { formatBranchHours } from "../../platform/time-slots";
import { UNSUBSCRIBE_PATH } from "../../platform/unsubscribe";
import { FEEDBACK_PATH } from "../after-rental/constants";
import { checkInPath } from "../check-in/rules";
import { manageBookingPath } from "../constants";
import { coverBondAmount } from "../payments.server";
import { AFTER_HOURS_HELP_PATH, REMINDER_TEXT as T, RETURNING_HELP_PATH } from "./text";

/** A place of the booking with what the reminders add: the branch's hours and after-hours returns. */
export type ReminderPlace = ConfirmationPlace & { hours: string; afterHoursReturns: boolean };

/** Everything the three emails show; plain JSON, so rendering is pure. */
export type ReminderView = {
  reference: string;
  /** The booking's language prefix ("" English): its links open the site in it. */
  language: string;
  email: string;
  firstName: string | null;
  vehicle: string;
  pickup: ReminderPlace;
  dropOff: ReminderPlace;
  checkedIn: boolean;
  bond: { amount: number; heldOnCardEnding: string | null; held: boolean };
  /** The fuel or charge rule of the booked class (null: a trailer, which has none). */
  returnRule: string | null;
};

async function reminderPlace(branchId: number, place: ConfirmationPlace): Promise<ReminderPlace | null> {
  const branch = await getBranchById(branchId);
  if (!branch) return null;
  return {
    ...place,
    hours: formatBranchHours(branch),
    afterHoursReturns: branch.isAllowedAfterHoursDroppedOff,
  };
}

/** The reminder's view of a confirmed booking with a customer's email; null otherwise. */
export async function loadReminderView(reservationId: string): Promise<ReminderView | null> {
  const [reservation, confirmation] = await Promise.all([
    getReservation(reservationId),
    loadBookingConfirmation(reservationId),
  ]);
  if (!reservation || !confirmation?.customer?.email) return null;
  const [pickup, dropOff, carClass, payments, bond] = await Promise.all([
    reminderPlace(reservation.pickupBranchId, confirmation.pickup),
    reminderPlace(reservation.dropOffBranchId, confirmation.dropOff),
    getCarClassById(reservation.carClassId),
    listPaymentsForReservation(reservation.id),
    coverBondAmount(reservation.insuranceCode),
  ]);
  if (!pickup || !dropOff || !carClass) return null;
  const held = payments.find((payment) => payment.purpose === "bond" && payment.status === "authorised");
  return {
    reference: confirmation.reference,
    language: reservation.language,
    email: confirmation.customer.email,
    firstName: confirmation.customer.firstName,
    vehicle: vehicleText(confirmation),
    pickup,
    dropOff,
    checkedIn: reservation.checkedInAt !== null,
    bond: { amount: held?.amount ?? bond, heldOnCardEnding: held?.cardLast4 ?? null, held: Boolean(held) },
    returnRule: returnRuleFor(carClass.fuelType),
  };
}

const vehicleText = (booking: BookingConfirmationData) =>
  `${booking.vehicle.name} (${booking.vehicle.typeName})`;

/* ------------------------------------------------------------------------------------------------
 * One layout for the three: the confirmation email's (plain text, and HTML in one column that
 * fits a 360 px screen: no fixed widths, long links wrap).
 * ---------------------------------------------------------------------------------------------- */

type Section = {
  heading?: string;
  rows?: [string, string][];
  paragraphs?: string[];
  /** A sentence, then its link on a line of its own. */
  link?: { intro: string; url: string };
};

function renderEmail(
  to: string,
  subject: string,
  firstName: string | null,
  sections: Section[],
): MailMessage {
  const text = [
    BOOKING_EMAIL_TEXT.greeting(firstName),
    "",
    ...sections.flatMap((section) => [
      ...(section.heading ? [section.heading.toLocaleUpperCase(currentLanguage().intl)] : []),
      ...(section.rows ?? []).map(([label, value]) => `${label}: ${value}`),
      ...(section.paragraphs ?? []),
      ...(section.link ? [section.link.intro, section.link.url] : []),
      "",
    ]),
    t(BOOKING_EMAIL_TEXT.signOff),
    "",
  ].join("\n");

  const cell = "padding:4px 8px;border-bottom:1px solid #ddd;text-align:left;vertical-align:top";
  const link = (url: string) =>
    `<a href="${escapeMarkup(url)}" style="overflow-wrap:anywhere;word-break:break-word">${escapeMarkup(url)}</a>`;
  const sectionHtml = (section: Section) =>
    [
      section.heading ? `<h2 style="font-size:18px">${escapeMarkup(section.heading)}</h2>` : "",
      section.rows
        ? `<table style="border-collapse:collapse;width:100%;max-width:560px">${section.rows
            .map(
              ([label, value]) =>
                `<tr><th scope="row" style="${cell};font-weight:400">${escapeMarkup(label)}</th><td style="${cell}">${escapeMarkup(value)}</td></tr>`,
            )
            .join("")}</table>`
        : "",
      ...(section.paragraphs ?? []).map((paragraph) => `<p>${escapeMarkup(paragraph)}</p>`),
      section.link ? `<p>${escapeMarkup(section.link.intro)}<br>${link(section.link.url)}</p>` : "",
    ]
      .filter(Boolean)
      .join("\n");
  const html = `<!doctype html>
<html lang="${escapeMarkup(currentLanguage().tag)}"><head><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1a1a1a;line-height:1.5;margin:0;padding:16px;max-width:600px">
<p>${escapeMarkup(BOOKING_EMAIL_TEXT.greeting(firstName))}</p>
${sections.map(sectionHtml).join("\n")}
<p>${t(BOOKING_EMAIL_TEXT.signOff).split("\n").map(escapeMarkup).join("<br>")}</p>
</body></html>`;
  return { to, subject, text, html };
}

const whenText = (place: ConfirmationPlace) =>
  t("{{date}} at {{time}}", { date: place.date, time: place.time });

function placeRows(place: ReminderPlace): [string, string][] {
  return [
    [t(T.address), place.address],
    [t(T.phone), place.phone],
    [t(T.hoursThatDay), place.hours],
  ];
}

/** A page of the site, absolute, in the booking's language. */
const siteUrl = (view: ReminderView, path: string, publicUrl: string) =>
  absoluteUrl(pathInLanguage(path, view.language), publicUrl);

function manageSection(view: ReminderView, publicUrl: string): Section {
  return {
    heading: t(T.manageBooking),
    link: {
      intro: t(BOOKING_EMAIL_TEXT.manageBookingIntro),
      url: siteUrl(view, manageBookingPath(view.reference), publicUrl),
    },
  };
}

/** 48 hours before the pick-up: where, when, what to bring, and online check-in unless done. */
export function renderPickUpReminder(view: ReminderView, publicUrl: string): MailMessage {
  const bond = formatMoney(view.bond.amount);
  return renderEmail(view.email, T.pickUpSubject(view.reference, view.pickup.date), view.firstName, [
    { paragraphs: [t(T.pickUpIntro)] },
    {
      rows: [
        [t(T.reservationNumber), view.reference],
        [t(T.pickUp), `${view.pickup.branchName}, ${whenText(view.pickup)}`],
        ...placeRows(view.pickup),
        [t(T.vehicle), view.vehicle],
      ],
    },
    {
      heading: t(T.whatToBring),
      paragraphs: [
        t(T.bringLicences),
        view.bond.held ? T.bondHeld(bond, view.bond.heldOnCardEnding) : T.bringCard(bond),
      ],
    },
    view.checkedIn
      ? { heading: t(T.checkIn), paragraphs: [t(T.checkedIn)] }
      : {
          heading: t(T.checkIn),
          link: {
            intro: T.checkInIntro(view.bond.held),
            url: siteUrl(view, checkInPath(null, view.reference), publicUrl),
          },
        },
    manageSection(view, publicUrl),
  ]);
}

/** The drop-off morning: where and when, the fuel or charge rule, after-hours returns. */
export function renderReturnReminder(view: ReminderView, publicUrl: string): MailMessage {
  return renderEmail(view.email, T.returnSubject(view.reference, view.dropOff.date), view.firstName, [
    { paragraphs: [t(T.returnIntro)] },
    {
      rows: [
        [t(T.reservationNumber), view.reference],
        [t(T.dropOff), `${view.dropOff.branchName}, ${whenText(view.dropOff)}`],
        ...placeRows(view.dropOff),
        [t(T.vehicle), view.vehicle],
      ],
    },
    {
      heading: t(T.fuel),
      paragraphs: view.returnRule ? [t(view.returnRule)] : [],
      link: { intro: t(T.returningHelp), url: siteUrl(view, RETURNING_HELP_PATH, publicUrl) },
    },
    view.dropOff.afterHoursReturns
      ? {
          heading: t(T.afterHours),
          paragraphs: [t(T.afterHoursAllowed)],
          link: { intro: t(T.afterHoursHelp), url: siteUrl(view, AFTER_HOURS_HELP_PATH, publicUrl) },
        }
      : { heading: t(T.afterHours), paragraphs: [t(T.afterHoursNotAllowed)] },
    manageSection(view, publicUrl),
  ]);
}

/** The feedback page's link for the booking: it finds the booking by reference and email. */
export function feedbackUrl(
  view: Pick<ReminderView, "reference" | "email" | "language">,
  publicUrl: string,
): string {
  const url = new URL(pathInLanguage(FEEDBACK_PATH, view.language), publicUrl);
  url.searchParams.set("booking", view.reference);
  url.searchParams.set("email", view.email);
  return url.toString();
}

/** After the return: thanks, the feedback link, and the unsubscribe link (it asks for a review). */
export function renderThankYou(view: ReminderView, publicUrl: string): MailMessage {
  return renderEmail(view.email, T.thankYouSubject(view.reference), view.firstName, [
    { paragraphs: [t(T.thankYouIntro)] },
    { heading: t(T.feedback), link: { intro: t(T.feedbackIntro), url: feedbackUrl(view, publicUrl) } },
    { link: { intro: t(T.unsubscribe), url: siteUrl(view, UNSUBSCRIBE_PATH, publicUrl) } },
  ]);
}

export const RENDER_REMINDER: Record<
  BookingReminderKind,
  (view: ReminderView, publicUrl: string) => MailMessage
> = {
  "pick-up": renderPickUpReminder,
  return: renderReturnReminder,
  "thank-you": renderThankYou,
};

/**
 * The email of `kind` for the booking as it is now, in the booking's language (its dates, amounts
 * and links too); null when there is none to send.
 */
export async function reminderEmail(
  reservationId: string,
  kind: BookingReminderKind,
): Promise<MailMessage | null> {
  const reservation = await getReservation(reservationId);
  if (!reservation) return null;
  return runInLanguage(reservation.language, async () => {
    const view = await loadReminderView(reservationId);
    return view ? RENDER_REMINDER[kind](view, getConfig().publicUrl) : null;
  });
}

import { getConfig } from "~/config.server";
import {
  loadBookingConfirmation,
  type BookingConfirmationData,
  type ConfirmationPayment,
  type ConfirmationPlace,
} from "./confirmation.server";
import { sendMail, type MailMessage, type SentMail } from "../../platform/mail.server";
import {
  BOOKING_EMAIL_TEXT,
  bankTransferPaymentLine,
  bookingEmailSubject,
  cardPaymentLine,
  CONFIRMATION_TEXT,
  PRICE_SUMMARY_TEXT,
} from "../text";
import { formatMoney } from "../../platform/money";
import { priceLineLabel } from "../pricing/line-label";
import { escapeMarkup } from "../../platform/html-text";
import { confirmationCalendar } from "./calendar";
import { CALENDAR_TEXT } from "./calendar-text";
import { getReservation } from "~/models/reservations/reservations.server";
import { runInLanguage } from "../../platform/i18n/i18n.server";
import { currentLanguage, t } from "../../platform/i18n/translate";
import { pathInLanguage } from "../../platform/i18n/language";

/** Absolute URL of a site path, from PUBLIC_URL (emails are read outside the site). */
export function absoluteUrl(path: string, publicUrl: string = getConfig().publicUrl): string {
  return new URL(path, publicUrl).toString();
}

function placeText(place: ConfirmationPlace): string {
  return t("{{branch}}, {{date}} at {{time}}", {
    branch: place.branchName,
    date: place.date,
    time: place.time,
  });
}

function paymentText(payment: ConfirmationPayment): string {
  return payment.method === "credit-card"
    ? cardPaymentLine(formatMoney(payment.amount), payment.cardLabel, payment.cardLast4)
    : bankTransferPaymentLine(formatMoney(payment.amount), payment.dueDate);
}

function bankRows(payment: ConfirmationPayment): [string, string][] {
  if (payment.method !== "account2account") return [];
  return [
    [t(CONFIRMATION_TEXT.accountName), payment.bank.accountName],
    [t(CONFIRMATION_TEXT.bank), payment.bank.bankName],
    [t(CONFIRMATION_TEXT.accountNumber), payment.bank.accountNumber],
    [t(CONFIRMATION_TEXT.swiftCode), payment.bank.swiftCode],
    [t(CONFIRMATION_TEXT.amountDue), formatMoney(payment.amount)],
    [t(CONFIRMATION_TEXT.paymentReference), payment.reference],
    [t(CONFIRMATION_TEXT.dueBy), payment.dueDate],
  ];
}

/** The price summary's rows, in PriceSummary's order: lines, subtotal and card fee, total. */
function priceRows(booking: BookingConfirmationData): [string, string][] {
  const lines = booking.breakdown?.lines ?? [];
  const row = (line: (typeof lines)[number]): [string, string] => [
    priceLineLabel(line),
    formatMoney(line.amount),
  ];
  const fees = lines.filter((line) => line.kind === "processingFee");
  const rows = lines.filter((line) => line.kind !== "processingFee").map(row);
  if (fees.length > 0 && booking.breakdown) {
    rows.push([t(PRICE_SUMMARY_TEXT.subtotal), formatMoney(booking.breakdown.subtotal)], ...fees.map(row));
  }
  rows.push([`${t(PRICE_SUMMARY_TEXT.total)} (${booking.currency})`, formatMoney(booking.total)]);
  return rows;
}

/**
 * The booking confirmation email, plain text and simple HTML: reservation number, itinerary,
 * vehicle, the full price breakdown, the payment (bank details for a bank transfer) and an
 * absolute link to Manage booking, in the current language (`runInLanguage`). Pure: `publicUrl`
 * makes the links absolute.
 */
export function renderBookingConfirmationEmail(
  booking: BookingConfirmationData,
  publicUrl: string,
): MailMessage {
  const customer = booking.customer;
  if (!customer) throw new Error(`renderBookingConfirmationEmail: ${booking.reference} has no customer`);
  const manageUrl = absoluteUrl(
    pathInLanguage(booking.manageBookingPath, currentLanguage().prefix),
    publicUrl,
  );
  const vehicle = `${booking.vehicle.name} (${booking.vehicle.typeName})`;
  const prices = priceRows(booking);
  const payment = booking.payment;

  const text = [
    BOOKING_EMAIL_TEXT.greeting(customer.firstName),
    "",
    t(BOOKING_EMAIL_TEXT.intro),
    "",
    `${t(CONFIRMATION_TEXT.reservationNumber)}: ${booking.reference}`,
    "",
    t(CONFIRMATION_TEXT.itinerary).toUpperCase(),
    `${t(CONFIRMATION_TEXT.pickup)}: ${placeText(booking.pickup)}`,
    `  ${booking.pickup.address}`,
    `${t(CONFIRMATION_TEXT.dropOff)}: ${placeText(booking.dropOff)}`,
    `  ${booking.dropOff.address}`,
    `${t(CONFIRMATION_TEXT.vehicle)}: ${vehicle}`,
    `${t(CONFIRMATION_TEXT.driver)}: ${customer.firstName} ${customer.lastName}, ${customer.phone}`,
    ...(customer.flightNumber ? [`${t(CONFIRMATION_TEXT.flight)}: ${customer.flightNumber}`] : []),
    "",
    t(PRICE_SUMMARY_TEXT.caption).toUpperCase(),
    ...prices.map(([label, amount]) => `${label} — ${amount}`),
    t(PRICE_SUMMARY_TEXT.currencyNote),
    "",
    ...(payment
      ? [
          t(CONFIRMATION_TEXT.payment).toUpperCase(),
          paymentText(payment),
          ...(payment.method === "account2account"
            ? [
                t(CONFIRMATION_TEXT.bankTransferText),
                ...bankRows(payment).map(([label, value]) => `${label}: ${value}`),
              ]
            : []),
          "",
        ]
      : []),
    t(CONFIRMATION_TEXT.manageBooking).toUpperCase(),
    t(BOOKING_EMAIL_TEXT.manageBookingIntro),
    manageUrl,
    "",
    t(CALENDAR_TEXT.emailAttachment),
    "",
    t(BOOKING_EMAIL_TEXT.signOff),
    "",
  ].join("\n");

  const cell = "padding:4px 8px;border-bottom:1px solid #ddd;text-align:left;vertical-align:top";
  const amountCell = `${cell};text-align:right;white-space:nowrap`;
  const table = (rows: [string, string][], amounts = false) =>
    `<table style="border-collapse:collapse;width:100%;max-width:560px">${rows
      .map(
        ([label, value], index) =>
          `<tr><th scope="row" style="${cell};font-weight:${amounts && index === rows.length - 1 ? 700 : 400}">${escapeMarkup(label)}</th>` +
          `<td style="${amounts ? amountCell : cell};font-weight:${amounts && index === rows.length - 1 ? 700 : 400}">${escapeMarkup(value)}</td></tr>`,
      )
      .join("")}</table>`;
  const trip: [string, string][] = [
    [t(CONFIRMATION_TEXT.pickup), `${placeText(booking.pickup)} (${booking.pickup.address})`],
    [t(CONFIRMATION_TEXT.dropOff), `${placeText(booking.dropOff)} (${booking.dropOff.address})`],
    [t(CONFIRMATION_TEXT.vehicle), vehicle],
    [t(CONFIRMATION_TEXT.driver), `${customer.firstName} ${customer.lastName}, ${customer.phone}`],
    ...(customer.flightNumber
      ? [[t(CONFIRMATION_TEXT.flight), customer.flightNumber] as [string, string]]
      : []),
  ];

  const html = `<!doctype html>
<html lang="${currentLanguage().tag}"><body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1a1a1a;line-height:1.5;margin:0;padding:16px">
<p>${escapeMarkup(BOOKING_EMAIL_TEXT.greeting(customer.firstName))}</p>
<p>${escapeMarkup(t(BOOKING_EMAIL_TEXT.intro))}</p>
<p style="font-size:20px">${escapeMarkup(t(CONFIRMATION_TEXT.reservationNumber))}: <strong>${escapeMarkup(booking.reference)}</strong></p>
<h2 style="font-size:18px">${escapeMarkup(t(CONFIRMATION_TEXT.itinerary))}</h2>
${table(trip)}
<h2 style="font-size:18px">${escapeMarkup(t(PRICE_SUMMARY_TEXT.caption))}</h2>
${table(prices, true)}
<p style="font-size:14px;color:#525252">${escapeMarkup(t(PRICE_SUMMARY_TEXT.currencyNote))}</p>
${
  payment
    ? `<h2 style="font-size:18px">${escapeMarkup(t(CONFIRMATION_TEXT.payment))}</h2>
<p>${escapeMarkup(paymentText(payment))}</p>
${payment.method === "account2account" ? `<p>${escapeMarkup(t(CONFIRMATION_TEXT.bankTransferText))}</p>\n${table(bankRows(payment))}` : ""}`
    : ""
}
<h2 style="font-size:18px">${escapeMarkup(t(CONFIRMATION_TEXT.manageBooking))}</h2>
<p>${escapeMarkup(t(BOOKING_EMAIL_TEXT.manageBookingIntro))}<br><a href="${escapeMarkup(manageUrl)}">${escapeMarkup(manageUrl)}</a></p>
<p>${escapeMarkup(t(CALENDAR_TEXT.emailAttachment))}</p>
<p>${t(BOOKING_EMAIL_TEXT.signOff).split("\n").map(escapeMarkup).join("<br>")}</p>
</body></html>`;

  // The pick-up and drop-off as a calendar file (issue 23 item 7).
  const calendar = confirmationCalendar(booking, publicUrl);
  return {
    to: customer.email,
    subject: bookingEmailSubject(booking.reference),
    text,
    html,
    attachments: [calendar],
  };
}

/**
 * Sends the confirmation of a confirmed reservation to its customer. Callers make sure this runs
 * once per booking (only the caller that won the payment transition calls it). Null when there is
 * nothing to send (not confirmed, or no customer email).
 */
export async function sendBookingConfirmationEmail(reservationId: string): Promise<SentMail | null> {
  const reservation = await getReservation(reservationId);
  if (!reservation) return null;
  // In the booking's language (ADR 0092), whatever the language of the request sending it: its
  // dates, amounts, texts and links.
  return runInLanguage(reservation.language, async () => {
    const booking = await loadBookingConfirmation(reservationId);
    if (!booking?.customer?.email) return null;
    return sendMail(renderBookingConfirmationEmail(booking, getConfig().publicUrl));
  });
}

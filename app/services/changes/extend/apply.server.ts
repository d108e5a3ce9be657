/**
 * Applying a priced change of drop-off to the booking, once: changeConfirmedDropOff
 * (booking/availability/claims.server.ts) moves the drop-off and the price in one transaction with
 * completeChange, so refresh, back and double submit apply it once; only that caller records the
 * "extended" history event and sends the "your booking has been changed" email, with the updated
 * calendar file.
 */
import { t, writeInEnglish } from "../../platform/i18n/translate";
import { pathInLanguage } from "../../platform/i18n/language";
import { runInLanguage } from "../../platform/i18n/i18n.server";
import { changeConfirmedDropOff } from "../../booking/availability/claims.server";
import { recordBookingEventQuietly } from "~/models/reservations/booking-events.server";
import { completeChange, getChange, type BookingChange } from "~/models/reservations/booking-changes.server";
import type { Reservation } from "~/models/reservations/reservations.server";
import { getConfig } from "~/config.server";
import { confirmationCalendar } from "../../booking/confirmation/calendar";
import { loadBookingConfirmation } from "../../booking/confirmation/confirmation.server";
import { absoluteUrl } from "../../booking/confirmation/mail.server";
import type { ChangeActor, ChangeStaff } from "../access.server";
import { recordExtensionAudit } from "./audit.server";
import { manageBookingPath } from "../constants";
import { sendMail } from "../../platform/mail.server";
import { formatMoney } from "../../platform/money";
import { whenText, type ExtendDetail } from "./rules";
import { EXTEND_EMAIL_TEXT, extendedHistoryNote } from "./text";
import { log } from "~/log.server";

export type ApplyResult =
  | { kind: "applied"; reservation: Reservation }
  /** Another request applied it (or it is no longer in progress). */
  | { kind: "already" }
  | { kind: "soldout" }
  | { kind: "changed" };

/**
 * Applies the change to the booking once (drop-off, price breakdown and total, with the change
 * completed in the same transaction). Only the caller that applies it records the history event
 * and sends the email.
 */
export async function applyExtension(
  change: Pick<BookingChange, "id" | "reservationId">,
  detail: ExtendDetail,
  options: {
    now?: Date;
    actor?: ChangeActor;
    /** The staff member, when made at the counter (the audit log's actor). */
    by?: ChangeStaff | null;
    paid?: number;
    refunded?: number;
  } = {},
): Promise<ApplyResult> {
  const now = options.now ?? new Date();
  const result = await changeConfirmedDropOff(
    change.reservationId,
    {
      expectedDropOffAt: new Date(detail.oldDropOffAt),
      dropOffAt: new Date(detail.newDropOffAt),
      priceBreakdown: detail.breakdown,
      now,
    },
    async (tx) => (await completeChange(change.id, now, tx)) !== null,
  );
  if (!result.ok) {
    if (result.reason === "soldout") return { kind: "soldout" };
    if (result.reason === "claimed") return { kind: "already" };
    // The booking moved on: a completed change means this was the repeat of an applied one.
    const current = await getChange(change.id);
    return current?.status === "completed" ? { kind: "already" } : { kind: "changed" };
  }
  const from = new Date(detail.oldDropOffAt);
  const to = new Date(detail.newDropOffAt);
  // In English: a reader's page writes the note again from the event's from, to and amount.
  const note = writeInEnglish(() =>
    extendedHistoryNote(whenText(from), whenText(to), formatMoney(detail.difference)),
  );
  await recordBookingEventQuietly({
    reservationId: change.reservationId,
    kind: "extended",
    actor: options.actor ?? "customer",
    detail: { from: detail.oldDropOffAt, to: detail.newDropOffAt, amount: detail.difference, note },
    now,
  });
  await recordExtensionAudit(result.reservation, options.actor ?? "customer", detail, note, now, options.by);
  await sendExtendedEmail(result.reservation, detail).catch((error) => {
    log.error({ err: error }, `The extension email of ${result.reservation.reference} was not sent`);
  });
  return { kind: "applied", reservation: result.reservation };
}
/** The "your booking has been changed" email (plain text). */
export function renderExtendedEmail(reservation: Reservation, detail: ExtendDetail, publicUrl?: string) {
  const customer = reservation.customerDetails;
  if (!customer?.email) return null;
  return runInLanguage(reservation.language, () => extendedMessage(reservation, customer, detail, publicUrl));
}

function extendedMessage(
  reservation: Reservation,
  customer: { email: string; firstName: string },
  detail: ExtendDetail,
  publicUrl?: string,
) {
  const lines = [
    EXTEND_EMAIL_TEXT.greeting(customer.firstName),
    "",
    EXTEND_EMAIL_TEXT.intro(reservation.reference),
    "",
    `${t(EXTEND_EMAIL_TEXT.was)}: ${whenText(new Date(detail.oldDropOffAt))}`,
    `${t(EXTEND_EMAIL_TEXT.now)}: ${whenText(new Date(detail.newDropOffAt))}`,
    `${t(EXTEND_EMAIL_TEXT.total)}: ${formatMoney(detail.newTotal)}`,
    detail.difference > 0
      ? `${t(EXTEND_EMAIL_TEXT.paid)}: ${formatMoney(detail.difference)}`
      : detail.difference < 0
        ? `${t(EXTEND_EMAIL_TEXT.refunded)}: ${formatMoney(-detail.difference)}`
        : null,
    "",
    `${t(EXTEND_EMAIL_TEXT.manage)}: ${absoluteUrl(pathInLanguage(manageBookingPath(reservation.reference), reservation.language), publicUrl)}`,
    "",
    t(EXTEND_EMAIL_TEXT.signOff),
  ].filter((line): line is string => line !== null);
  return {
    to: customer.email,
    subject: EXTEND_EMAIL_TEXT.subject(reservation.reference),
    text: lines.join("\n"),
  };
}

/**
 * The email with the booking's calendar file attached: the same events (UID) at their new times
 * with a higher SEQUENCE, so opening it moves the drop-off in the customer's calendar.
 */
export async function extendedEmail(reservation: Reservation, detail: ExtendDetail) {
  const message = renderExtendedEmail(reservation, detail);
  if (!message) return null;
  const booking = await loadBookingConfirmation(reservation.id);
  return {
    ...message,
    attachments: booking
      ? [runInLanguage(reservation.language, () => confirmationCalendar(booking, getConfig().publicUrl))]
      : [],
  };
}

async function sendExtendedEmail(reservation: Reservation, detail: ExtendDetail): Promise<void> {
  const message = await extendedEmail(reservation, detail);
  if (message) await sendMail(message);
}

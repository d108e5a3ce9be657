/**
 * Applying a priced change of extras, cover or flight number to the booking, once: the booking's
 * columns and completeChange in one transaction under the booking's lock, only while the booking
 * is still confirmed with the choices and total the change was priced from. So a refresh, a back
 * button or a double submit applies it once; only that caller records the "changed" history event
 * and sends the updated confirmation email with what changed.
 */
import { getConfig } from "~/config.server";
import { completeChange, getChange, type BookingChange } from "~/models/reservations/booking-changes.server";
import { recordBookingEventQuietly } from "~/models/reservations/booking-events.server";
import {
  setReservationColumns,
  withLockedReservation,
  type Reservation,
} from "~/models/reservations/reservations.server";
import { loadBookingConfirmation } from "../../booking/confirmation/confirmation.server";
import { renderBookingConfirmationEmail } from "../../booking/confirmation/mail.server";
import { escapeMarkup } from "../../platform/html-text";
import { sendMail, type MailMessage } from "../../platform/mail.server";
import { formatMoney, roundMoney } from "../../platform/money";
import type { ChangeActor } from "../access.server";
import { currentChoice } from "./pricing.server";
import { sameChoice, type ChangeDetail } from "./rules";
import { CHANGE_EMAIL_TEXT } from "./text";

export type ApplyResult =
  | { kind: "applied"; reservation: Reservation }
  /** Another request applied it (or it is no longer in progress). */
  | { kind: "already" }
  /** The booking moved on (cancelled, or changed another way) since the change was priced. */
  | { kind: "changed" };

/** The history note: what changed, then the money moved. */
export function changedHistoryNote(detail: ChangeDetail, money: { paid: number; refunded: number }): string {
  const moved =
    money.paid > 0
      ? `${CHANGE_EMAIL_TEXT.paid} ${formatMoney(money.paid)}`
      : money.refunded > 0
        ? `${CHANGE_EMAIL_TEXT.refunded} ${formatMoney(money.refunded)}`
        : formatMoney(0);
  return [...detail.summary, moved].join("; ");
}

export async function applyBookingChange(
  change: Pick<BookingChange, "id" | "reservationId">,
  detail: ChangeDetail,
  options: { now?: Date; actor?: ChangeActor; paid?: number; refunded?: number } = {},
): Promise<ApplyResult> {
  const now = options.now ?? new Date();
  const result = await withLockedReservation(change.reservationId, async (tx, reservation) => {
    if (
      reservation.status !== "confirmed" ||
      !sameChoice(currentChoice(reservation), detail.from) ||
      roundMoney(reservation.total) !== detail.oldTotal
    ) {
      return { ok: false as const, reason: "changed" as const };
    }
    if (!(await completeChange(change.id, now, tx)))
      return { ok: false as const, reason: "claimed" as const };
    const updated = await setReservationColumns(tx, reservation.id, {
      extras: detail.to.extras,
      insuranceCode: detail.to.insuranceCode || null,
      customerDetails: reservation.customerDetails
        ? { ...reservation.customerDetails, flightNumber: detail.to.flightNumber }
        : reservation.customerDetails,
      promoCode: detail.breakdown.discount ? reservation.promoCode : null,
      priceBreakdown: detail.breakdown,
      total: detail.breakdown.total,
      updatedAt: now,
    });
    return { ok: true as const, reservation: updated };
  });
  if (!result.ok) {
    if (result.reason === "claimed") return { kind: "already" };
    const current = await getChange(change.id);
    return current?.status === "completed" ? { kind: "already" } : { kind: "changed" };
  }
  const money = { paid: options.paid ?? 0, refunded: options.refunded ?? 0 };
  await recordBookingEventQuietly({
    reservationId: change.reservationId,
    kind: "changed",
    actor: options.actor ?? "customer",
    detail: {
      changes: detail.summary.join("; "),
      from: JSON.stringify(detail.from),
      to: JSON.stringify(detail.to),
      oldTotal: detail.oldTotal,
      newTotal: detail.newTotal,
      amount: detail.difference,
      paid: money.paid,
      refunded: money.refunded,
      note: changedHistoryNote(detail, money),
    },
    now,
  });
  await sendChangedEmail(result.reservation.id, detail, money).catch((error) => {
    console.error(`The change email of ${result.reservation.reference} was not sent:`, error);
  });
  return { kind: "applied", reservation: result.reservation };
}

/**
 * The updated confirmation email: the booking confirmation as it now is (with its calendar file),
 * headed by what changed and the money moved.
 */
export function renderChangedEmail(
  confirmation: MailMessage,
  reference: string,
  detail: ChangeDetail,
  money: { paid: number; refunded: number },
): MailMessage {
  const lines = [
    ...detail.summary,
    `${CHANGE_EMAIL_TEXT.total}: ${formatMoney(detail.newTotal)}`,
    ...(money.paid > 0 ? [`${CHANGE_EMAIL_TEXT.paid}: ${formatMoney(money.paid)}`] : []),
    ...(money.refunded > 0 ? [`${CHANGE_EMAIL_TEXT.refunded}: ${formatMoney(money.refunded)}`] : []),
  ];
  const head = [
    CHANGE_EMAIL_TEXT.intro(reference),
    "",
    CHANGE_EMAIL_TEXT.whatChanged,
    ...lines.map((l) => `- ${l}`),
    "",
  ];
  const htmlHead =
    `<p>${escapeMarkup(CHANGE_EMAIL_TEXT.intro(reference))}</p>` +
    `<h2 style="font-size:18px">${escapeMarkup(CHANGE_EMAIL_TEXT.whatChanged)}</h2>` +
    `<ul>${lines.map((line) => `<li>${escapeMarkup(line)}</li>`).join("")}</ul>`;
  return {
    ...confirmation,
    subject: CHANGE_EMAIL_TEXT.subject(reference),
    text: `${head.join("\n")}\n${confirmation.text}`,
    html: confirmation.html?.replace(/<body([^>]*)>/, (body) => `${body}\n${htmlHead}`),
  };
}

async function sendChangedEmail(
  reservationId: string,
  detail: ChangeDetail,
  money: { paid: number; refunded: number },
): Promise<void> {
  const booking = await loadBookingConfirmation(reservationId);
  if (!booking?.customer?.email) return;
  const publicUrl = getConfig().publicUrl;
  await sendMail(
    renderChangedEmail(renderBookingConfirmationEmail(booking, publicUrl), booking.reference, detail, money),
  );
}

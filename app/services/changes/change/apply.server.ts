/**
 * Applying a priced change to the booking, once: the booking's columns and completeChange in one
 * transaction under the booking's lock, only while the booking is still confirmed with the choices,
 * itinerary and total the change was priced from. A new itinerary also takes, in that transaction,
 * the class/branch locks of the old and the new class (in one order), gives back the car held for
 * the review and counts a car of the new class free for the new period (the booking itself not
 * counted): a car staff took off the road meanwhile is never promised twice, and the booking's old
 * car is released by the same commit that moves it. So a refresh, a back button or a double submit
 * applies it once; only that caller records the "changed" history event and sends the updated
 * confirmation email with what changed.
 */
import { t, writeInEnglish } from "../../platform/i18n/translate";
import { runInLanguage } from "../../platform/i18n/i18n.server";
import { getConfig } from "~/config.server";
import type { DbExecutor } from "~/models/catalog/car-classes.server";
import { completeChange, getChange, type BookingChange } from "~/models/reservations/booking-changes.server";
import { recordBookingEventQuietly } from "~/models/reservations/booking-events.server";
import { dropShuttleRequest } from "~/models/reservations/shuttle-requests.server";
import {
  changeHoldKey,
  releaseChangeHold,
  withLockedChange,
} from "~/models/reservations/itinerary-changes.server";
import {
  isClaiming,
  setReservationColumns,
  withLockedReservation,
  type Reservation,
} from "~/models/reservations/reservations.server";
import { isBookable } from "../../booking/availability/availability.server";
import { loadBookingConfirmation } from "../../booking/confirmation/confirmation.server";
import { renderBookingConfirmationEmail } from "../../booking/confirmation/mail.server";
import { escapeMarkup } from "../../platform/html-text";
import { sendMail, type MailMessage } from "../../platform/mail.server";
import { formatMoney, roundMoney } from "../../platform/money";
import type { ChangeActor, ChangeStaff } from "../access.server";
import { availabilityForChange } from "./hold.server";
import { itineraryOf, sameItinerary, type ItineraryPart } from "./itinerary-rules";
import { currentChoice } from "./pricing.server";
import { recordChangeAudit } from "./audit.server";
import { changeSummaryLines, sameChoice, type ChangeDetail } from "./rules";
import { changedEventParts, changedHistoryNote, changeMoneyText, type ChangeMoney } from "./history";
import { CHANGE_EMAIL_TEXT } from "./text";
import { log } from "~/log.server";

export type CommitResult =
  | { kind: "applied"; reservation: Reservation }
  /** Another request applied it (or it is no longer in progress). */
  | { kind: "already" }
  /** The booking moved on (cancelled, or changed another way) since the change was priced. */
  | { kind: "changed" }
  /** No car of the new class is free for the new itinerary any more: nothing moved. */
  | { kind: "soldout" };

export type ApplyResult = CommitResult;

/** Who made the change and the money it moved (see ChangeMoney). */
type ChangeOptions = {
  now?: Date;
  actor?: ChangeActor;
  /** The staff member, when the change was made at the counter (the audit log's actor). */
  by?: ChangeStaff | null;
  paid?: number;
  refunded?: number;
  onAccount?: boolean;
  owed?: number;
};

type Outcome = CommitResult | { kind: "claimed" };

/** Whether `hold` is the car held for this change: its booking's key and the itinerary priced. */
function isHoldFor(hold: Reservation | null, booking: Reservation, part: ItineraryPart): hold is Reservation {
  return (
    hold !== null &&
    hold.sessionKey === changeHoldKey(booking.id) &&
    sameItinerary(itineraryOf(hold), part.to)
  );
}

/** A car of the new class for the new period, the held one given back first (see the file comment). */
async function claimNewItinerary(
  tx: DbExecutor,
  booking: Reservation,
  hold: Reservation | null,
  part: ItineraryPart,
  now: Date,
): Promise<boolean> {
  const ours = isHoldFor(hold, booking, part);
  const live = ours && isClaiming(hold, now);
  if (ours) await releaseChangeHold(tx, hold.id, now);
  const availability = await availabilityForChange(booking, part, now, tx);
  // A live hold needs only the car; a lapsed one also a class still on sale, as a new booking.
  return availability !== null && availability.available >= 1 && (live || isBookable(availability.status));
}

async function applyToBooking(
  tx: DbExecutor,
  change: Pick<BookingChange, "id">,
  booking: Reservation,
  hold: Reservation | null,
  detail: ChangeDetail,
  now: Date,
): Promise<Outcome> {
  const part = detail.itinerary;
  if (
    booking.status !== "confirmed" ||
    !sameChoice(currentChoice(booking), detail.from) ||
    (part && !sameItinerary(itineraryOf(booking), part.from)) ||
    roundMoney(booking.total) !== detail.oldTotal
  ) {
    return { kind: "changed" };
  }
  if (part && !(await claimNewItinerary(tx, booking, hold, part, now))) return { kind: "soldout" };
  if (!(await completeChange(change.id, now, tx))) return { kind: "claimed" };
  // A shuttle runs from its pick-up branch only: one asked for there falls away with the move.
  const shuttleGone = part !== null && part.to.pickupBranchId !== part.from.pickupBranchId;
  if (shuttleGone) await dropShuttleRequest(tx, booking.id);
  const reservation = await setReservationColumns(tx, booking.id, {
    ...(part
      ? {
          carClassId: part.to.carClassId,
          pickupBranchId: part.to.pickupBranchId,
          dropOffBranchId: part.to.dropOffBranchId,
          pickupAt: new Date(part.to.pickupAt),
          dropOffAt: new Date(part.to.dropOffAt),
        }
      : {}),
    ...(shuttleGone ? { shuttleCode: null } : {}),
    extras: detail.to.extras,
    insuranceCode: detail.to.insuranceCode || null,
    customerDetails: booking.customerDetails
      ? { ...booking.customerDetails, flightNumber: detail.to.flightNumber }
      : booking.customerDetails,
    promoCode: detail.breakdown.discount ? booking.promoCode : null,
    priceBreakdown: detail.breakdown,
    total: detail.breakdown.total,
    updatedAt: now,
  });
  return { kind: "applied", reservation };
}

/**
 * The change applied to the booking, once (see the file comment): no history, no email; those
 * follow with announceBookingChange once the money has moved.
 */
export async function commitBookingChange(
  change: Pick<BookingChange, "id" | "reservationId">,
  detail: ChangeDetail,
  now: Date = new Date(),
): Promise<CommitResult> {
  const work = (tx: DbExecutor, booking: Reservation, hold: Reservation | null) =>
    applyToBooking(tx, change, booking, hold, detail, now);
  const result = detail.itinerary
    ? await withLockedChange(change.reservationId, detail.itinerary.holdId, work)
    : await withLockedReservation(change.reservationId, (tx, booking) => work(tx, booking, null));
  if ("ok" in result || result.kind === "claimed") return { kind: "already" };
  if (result.kind === "changed") {
    const current = await getChange(change.id);
    if (current?.status === "completed") return { kind: "already" };
  }
  return result;
}

/** After a change is applied: the "changed" history event and the updated confirmation email. */
export async function announceBookingChange(
  reservation: Reservation,
  detail: ChangeDetail,
  options: ChangeOptions = {},
): Promise<void> {
  const money: ChangeMoney = {
    paid: options.paid ?? 0,
    refunded: options.refunded ?? 0,
    onAccount: options.onAccount,
    owed: options.owed ?? 0,
  };
  // The event keeps its note in English and the parts to write it in a reader's language.
  const note = writeInEnglish(() => changedHistoryNote(detail, money));
  await recordBookingEventQuietly({
    reservationId: reservation.id,
    kind: "changed",
    actor: options.actor ?? "customer",
    detail: {
      changes: detail.summary.join("; "),
      ...changedEventParts(detail, money),
      from: JSON.stringify({ ...detail.from, itinerary: detail.itinerary?.from ?? null }),
      to: JSON.stringify({ ...detail.to, itinerary: detail.itinerary?.to ?? null }),
      oldTotal: detail.oldTotal,
      newTotal: detail.newTotal,
      amount: detail.difference,
      paid: money.paid,
      refunded: money.refunded,
      note,
    },
    now: options.now,
  });
  await recordChangeAudit(
    reservation,
    options.actor ?? "customer",
    detail,
    note,
    options.now ?? new Date(),
    options.by ?? null,
  );
  await sendChangedEmail(reservation, detail, money).catch((error) => {
    log.error({ err: error }, `The change email of ${reservation.reference} was not sent`);
  });
}

/** The change applied once, then announced (a change already paid for, or with no money to move). */
export async function applyBookingChange(
  change: Pick<BookingChange, "id" | "reservationId">,
  detail: ChangeDetail,
  options: ChangeOptions = {},
): Promise<ApplyResult> {
  const now = options.now ?? new Date();
  const result = await commitBookingChange(change, detail, now);
  if (result.kind === "applied") await announceBookingChange(result.reservation, detail, { ...options, now });
  return result;
}

/**
 * The updated confirmation email: the booking confirmation as it now is (with its calendar file),
 * headed by what changed and the money moved.
 */
export function renderChangedEmail(
  confirmation: MailMessage,
  reference: string,
  detail: ChangeDetail,
  money: ChangeMoney,
): MailMessage {
  const lines = [
    ...changeSummaryLines(detail),
    `${t(CHANGE_EMAIL_TEXT.total)}: ${formatMoney(detail.newTotal)}`,
    ...(money.onAccount
      ? [changeMoneyText(money)].filter((line) => line !== null)
      : [
          ...(money.paid > 0 ? [`${t(CHANGE_EMAIL_TEXT.paid)}: ${formatMoney(money.paid)}`] : []),
          ...(money.refunded > 0 ? [`${t(CHANGE_EMAIL_TEXT.refunded)}: ${formatMoney(money.refunded)}`] : []),
        ]),
  ];
  const head = [
    CHANGE_EMAIL_TEXT.intro(reference),
    "",
    t(CHANGE_EMAIL_TEXT.whatChanged),
    ...lines.map((l) => `- ${l}`),
    "",
  ];
  const htmlHead =
    `<p>${escapeMarkup(CHANGE_EMAIL_TEXT.intro(reference))}</p>` +
    `<h2 style="font-size:18px">${escapeMarkup(t(CHANGE_EMAIL_TEXT.whatChanged))}</h2>` +
    `<ul>${lines.map((line) => `<li>${escapeMarkup(line)}</li>`).join("")}</ul>`;
  return {
    ...confirmation,
    subject: CHANGE_EMAIL_TEXT.subject(reference),
    text: `${head.join("\n")}\n${confirmation.text}`,
    html: confirmation.html?.replace(/<body([^>]*)>/, (body) => `${body}\n${htmlHead}`),
  };
}

async function sendChangedEmail(
  reservation: Pick<Reservation, "id" | "language">,
  detail: ChangeDetail,
  money: ChangeMoney,
): Promise<void> {
  const booking = await loadBookingConfirmation(reservation.id);
  if (!booking?.customer?.email) return;
  const publicUrl = getConfig().publicUrl;
  await sendMail(
    runInLanguage(reservation.language, () =>
      renderChangedEmail(
        renderBookingConfirmationEmail(booking, publicUrl),
        booking.reference,
        detail,
        money,
      ),
    ),
  );
}

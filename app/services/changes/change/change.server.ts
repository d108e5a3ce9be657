/**
 * The change in progress of "Change booking" (/manage-booking/change/…): other extras, cover or
 * flight number for a confirmed booking, priced (pricing.server.ts), then paid for, refunded or
 * confirmed at no charge (payment.server.ts) and applied to the booking once (apply.server.ts).
 *
 * The change in progress is the booking's `booking_changes` row of kind "change"; its detail
 * holds the choices before and after, the new price breakdown, the totals and what changed
 * (ChangeDetail). Choosing again while a card payment is under way gives that change up and
 * starts a new one, so an old checkout can never pay for other choices.
 */
import { getCarClassById } from "~/models/catalog/car-classes.server";
import {
  abandonChange,
  getChangeInProgress,
  getLatestCompletedChange,
  openChange,
  updateChange,
  type BookingChange,
} from "~/models/reservations/booking-changes.server";
import type { Reservation } from "~/models/reservations/reservations.server";
import { roundMoney } from "../../platform/money";
import { currentChoice, loadChangeCatalog, priceChoice, type ChangeCatalog } from "./pricing.server";
import {
  changeBlock,
  changeDifference,
  changeSummary,
  readChangeDetail,
  readChangeForm,
  sameChoice,
  type ChangeDetail,
  type ChangeFormErrors,
  type ChangeFormValues,
} from "./rules";
import { CHANGE_MESSAGES, type ChangeBlockReason } from "./text";

/** Why the booking can't change online now, or null (the class is read for the mystery rule). */
export async function blockOf(
  reservation: Reservation,
  now: Date = new Date(),
): Promise<ChangeBlockReason | null> {
  const carClass = await getCarClassById(reservation.carClassId);
  return changeBlock(reservation, carClass, now);
}

export type ProposeResult =
  | { kind: "invalid"; errors: ChangeFormErrors; values: ChangeFormValues }
  | { kind: "blocked"; reason: ChangeBlockReason }
  | { kind: "priced"; change: BookingChange; detail: ChangeDetail };

/** The detail of a change from the booking as it is to `choice`, priced. Null: no price to start from. */
export async function priceChange(
  reservation: Reservation,
  choice: ChangeDetail["to"],
  catalog: ChangeCatalog,
): Promise<ChangeDetail | null> {
  const priced = await priceChoice(reservation, choice, catalog);
  if (!priced) return null;
  const from = currentChoice(reservation);
  const names = {
    extras: new Map(catalog.extraRows.map((extra) => [extra.code, extra.name])),
    insurance: new Map(catalog.insuranceRows.map((option) => [option.code, option.name])),
  };
  const oldTotal = roundMoney(reservation.total);
  return {
    from,
    to: choice,
    oldTotal,
    newTotal: priced.breakdown.total,
    difference: changeDifference(oldTotal, priced.breakdown.total),
    breakdown: priced.breakdown,
    promoNote: priced.promoDropped?.note ?? null,
    summary: changeSummary(from, choice, names, priced.promoDropped?.code ?? null),
  };
}

/**
 * Checks the posted form and, when the booking may change online, prices the change and saves it
 * on the change in progress (a new change when a payment for other choices was under way).
 */
export async function proposeChange(
  reservation: Reservation,
  entries: Iterable<[string, unknown]>,
  now: Date = new Date(),
): Promise<ProposeResult> {
  const blocked = await blockOf(reservation, now);
  if (blocked) return { kind: "blocked", reason: blocked };
  const catalog = await loadChangeCatalog();
  const form = readChangeForm(entries, catalog);
  if (!form.ok) return { kind: "invalid", errors: form.errors, values: form.values };
  if (sameChoice(form.choice, currentChoice(reservation)))
    return { kind: "invalid", errors: { form: CHANGE_MESSAGES.nothingChanged }, values: form.values };
  const detail = await priceChange(reservation, form.choice, catalog);
  if (!detail) return { kind: "blocked", reason: "unpriced" };

  const existing = await getChangeInProgress(reservation.id, "change");
  if (existing?.status === "awaiting-payment") await abandonChange(existing.id, now);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const change = await openChange(reservation.id, "change", { now });
    const saved = await updateChange(change.id, {
      detail: detail as unknown as Record<string, unknown>,
      amount: detail.difference,
      now,
    });
    if (saved) return { kind: "priced", change: saved, detail };
  }
  throw new Error(`proposeChange: no change could be saved for ${reservation.reference}`);
}

export type ChangeInProgress = { change: BookingChange; detail: ChangeDetail };

export type ChangeState =
  | ({ kind: "ready" } & ChangeInProgress)
  /** Nothing chosen yet (or the booking changed since): back to the form, with a notice. */
  | { kind: "start"; notice: string | null }
  | { kind: "blocked"; reason: ChangeBlockReason }
  /** Applied a moment ago: the confirmation. */
  | { kind: "done" };

/** How long after a change the review page still answers with its confirmation. */
const DONE_WINDOW_MS = 30 * 60_000;

/** Where the review page stands: the priced change that still fits the booking, or where to go. */
export async function changeState(reservation: Reservation, now: Date = new Date()): Promise<ChangeState> {
  const change = await getChangeInProgress(reservation.id, "change");
  const detail = readChangeDetail(change?.detail);
  if (!change || !detail) {
    const completed = await getLatestCompletedChange(reservation.id, "change");
    if (completed && completed.updatedAt.getTime() > now.getTime() - DONE_WINDOW_MS) return { kind: "done" };
    const blocked = await blockOf(reservation, now);
    if (blocked) return { kind: "blocked", reason: blocked };
    return { kind: "start", notice: change ? null : CHANGE_MESSAGES.startAgain };
  }
  if (
    !sameChoice(detail.from, currentChoice(reservation)) ||
    roundMoney(reservation.total) !== detail.oldTotal
  ) {
    await abandonChange(change.id, now);
    return { kind: "start", notice: CHANGE_MESSAGES.bookingChanged };
  }
  const blocked = await blockOf(reservation, now);
  if (blocked) return { kind: "blocked", reason: blocked };
  return { kind: "ready", change, detail };
}

/** What the form shows: the choice on the change in progress, else the booking's own. */
export async function proposedChoice(reservation: Reservation) {
  const change = await getChangeInProgress(reservation.id, "change");
  return readChangeDetail(change?.detail)?.to ?? currentChoice(reservation);
}

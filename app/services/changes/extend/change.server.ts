/**
 * The change in progress of the extend flow (/extend-booking/…): a new drop-off for a confirmed
 * booking, priced (pricing.server.ts), then paid for, refunded or confirmed at no charge
 * (payment.server.ts) and applied to the booking once (apply.server.ts).
 *
 * - The change in progress is the booking's `booking_changes` row of kind "extend"; its detail
 *   holds the new drop-off, the new price breakdown, the totals and whether the terms were agreed
 *   (ExtendDetail). A new date chosen while a card payment is under way gives that change up and
 *   starts a new one, so an old checkout can never pay for other dates.
 */
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
import { addedPeriodFree, loadExtendBranches, priceWithDropOff } from "./pricing.server";
import {
  checkNewDropOff,
  dropOffFormValues,
  extendBlock,
  priceDifference,
  readExtendDetail,
  type ExtendDetail,
  type NewDropOffErrors,
  type NewDropOffInput,
} from "./rules";
import { EXTEND_MESSAGES, type AtBranchReason } from "./text";

/* ------------------------------------------------------------------------------------------------
 * Choosing the new drop-off
 * ---------------------------------------------------------------------------------------------- */

/**
 * What a caller other than the customer (the counter, ADR 0087) may do past the online rules:
 * `lifts`, the block reasons of extendBlock it may change past (never "cancelled"); `price`, given
 * the priced new drop-off, answers it unchanged, with an override, or the messages beside the
 * fields. Without an allowance every online rule applies.
 */
export type ExtendAllowance = {
  lifts?: readonly AtBranchReason[];
  price?: (
    detail: ExtendDetail,
  ) => { ok: true; detail: ExtendDetail } | { ok: false; errors: Partial<Record<string, string>> };
};

/** extendBlock with what the allowance lifts. */
function blockOf(reservation: Reservation, now: Date, allowance?: ExtendAllowance): AtBranchReason | null {
  const blocked = extendBlock(reservation, now);
  if (!blocked || blocked === "cancelled") return blocked;
  return allowance?.lifts?.includes(blocked) ? null : blocked;
}

export type ProposeResult =
  | { kind: "invalid"; errors: NewDropOffErrors & Partial<Record<string, string>>; outsideHours: boolean }
  | { kind: "at-branch"; reason: AtBranchReason }
  | { kind: "priced"; change: BookingChange; detail: ExtendDetail };

/**
 * Checks a new drop-off for the booking and, when it can be done online, prices it and saves it
 * on the change in progress (a new change when a payment for other dates was under way).
 */
export async function proposeNewDropOff(
  reservation: Reservation,
  input: NewDropOffInput,
  now: Date = new Date(),
  allowance?: ExtendAllowance,
): Promise<ProposeResult> {
  const blocked = blockOf(reservation, now, allowance);
  if (blocked) return { kind: "at-branch", reason: blocked };
  const branches = await loadExtendBranches(reservation);
  if (!branches) return { kind: "at-branch", reason: "unavailable" };
  const checked = checkNewDropOff(input, reservation, branches, now);
  if (!checked.ok) return { kind: "invalid", errors: checked.errors, outsideHours: checked.outsideHours };
  if (!(await addedPeriodFree(reservation, checked.dropOffAt, now)))
    return { kind: "at-branch", reason: "unavailable" };
  const breakdown = await priceWithDropOff(reservation, checked.dropOffAt);
  if (!breakdown) return { kind: "at-branch", reason: "unavailable" };

  const priced: ExtendDetail = {
    oldDropOffAt: reservation.dropOffAt.toISOString(),
    newDropOffAt: checked.dropOffAt.toISOString(),
    oldTotal: roundMoney(reservation.total),
    newTotal: breakdown.total,
    difference: priceDifference(reservation.total, breakdown.total),
    breakdown,
    agreed: false,
  };
  const allowed = allowance?.price ? allowance.price(priced) : { ok: true as const, detail: priced };
  if (!allowed.ok) return { kind: "invalid", errors: allowed.errors, outsideHours: false };
  const detail = allowed.detail;
  const existing = await getChangeInProgress(reservation.id, "extend");
  if (existing?.status === "awaiting-payment") await abandonChange(existing.id, now);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const change = await openChange(reservation.id, "extend", { now });
    const saved = await updateChange(change.id, { detail, amount: detail.difference, now });
    if (saved) return { kind: "priced", change: saved, detail };
  }
  throw new Error(`proposeNewDropOff: no extend change could be saved for ${reservation.reference}`);
}

/* ------------------------------------------------------------------------------------------------
 * The change in progress
 * ---------------------------------------------------------------------------------------------- */

export type ExtendInProgress = { change: BookingChange; detail: ExtendDetail };

export type ExtendState =
  | { kind: "ready"; change: BookingChange; detail: ExtendDetail }
  /** Nothing chosen yet (or the booking changed since): back to the start, with a notice. */
  | { kind: "start"; notice: string | null }
  | { kind: "at-branch"; reason: AtBranchReason }
  /** Applied already: the confirmation. */
  | { kind: "done" };

/**
 * Where a flow page after the start stands: the change in progress with a priced drop-off that
 * still fits the booking, or where to send the visitor instead.
 */
export async function extendState(
  reservation: Reservation,
  now: Date = new Date(),
  allowance?: ExtendAllowance,
): Promise<ExtendState> {
  const change = await getChangeInProgress(reservation.id, "extend");
  const detail = readExtendDetail(change?.detail);
  if (!change || !detail) {
    const completed = await getLatestCompletedChange(reservation.id, "extend");
    if (completed && completed.updatedAt.getTime() > now.getTime() - 30 * 60_000) return { kind: "done" };
    const blocked = blockOf(reservation, now, allowance);
    if (blocked) return { kind: "at-branch", reason: blocked };
    return { kind: "start", notice: change ? null : EXTEND_MESSAGES.startAgain };
  }
  if (
    detail.oldDropOffAt !== reservation.dropOffAt.toISOString() ||
    roundMoney(reservation.total) !== detail.oldTotal
  ) {
    await abandonChange(change.id, now);
    return { kind: "start", notice: EXTEND_MESSAGES.bookingChanged };
  }
  const blocked = blockOf(reservation, now, allowance);
  if (blocked) return { kind: "at-branch", reason: blocked };
  return { kind: "ready", change, detail };
}

export async function agreeToExtension(change: BookingChange, now: Date = new Date()): Promise<boolean> {
  return (await updateChange(change.id, { detail: { agreed: true }, now })) !== null;
}

/** What the new drop-off form shows: the drop-off chosen on the change in progress, else the booking's. */
export async function proposedDropOffValues(reservation: Reservation) {
  const change = await getChangeInProgress(reservation.id, "extend");
  const detail = readExtendDetail(change?.detail);
  return dropOffFormValues(detail ? new Date(detail.newDropOffAt) : reservation.dropOffAt);
}

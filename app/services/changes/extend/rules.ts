/**
 * The rules of the extend-booking flow that need no database (unit-tested in
 * tests/unit/extend-booking.test.ts). The flow itself is app/services/changes/extend/change.server.ts.
 *
 * - Offered online for a confirmed booking until its current drop-off time; a cancelled booking
 *   or one whose drop-off has passed is not offered (null), and one with a hot-deal or relocation
 *   rate goes to the at-branch page (its rate is tied to the dates).
 * - The new drop-off: a valid date and a half-hour slot, checked with the itinerary rules of spec
 *   section 5 against the booking's own pick-up (the drop-off branch's hours unless it allows
 *   after-hours drop-off), after now, different from the current one, and a rental of at most
 *   EXTEND_MAX_RENTAL_DAYS. The pick-up and both branches never change.
 * - Which page the change goes to by the price difference: above 0 pay by card, below 0 refund,
 *   0 no charge.
 */
import {
  formatNzDate,
  formatNzTime,
  fromNewZealand,
  inNewZealand,
  parseCalendarDate,
} from "../../platform/dates";
import {
  EXTEND_MAX_RENTAL_DAYS,
  EXTEND_MESSAGES,
  EXTEND_PATHS,
  EXTEND_TEXT,
  type AtBranchReason,
} from "./text";
import { validateItinerary, type ItineraryBranch } from "../../booking/search/itinerary";
import { ITINERARY_MESSAGES } from "../../booking/search/text";
import type { PriceBreakdown } from "../../booking/pricing/rules";
import { rentalDays } from "../../booking/pricing/rules";
import { roundMoney } from "../../platform/money";
import { findTimeSlot } from "../../platform/time-slots";
import { overriddenBreakdown, readOverride, type ChangeOverride } from "../change/rules";

export type ExtendableReservation = {
  reference: string;
  status: string;
  pickupAt: Date;
  dropOffAt: Date;
  hotDealId: number | null;
};

/** The flow's start for a booking: "/extend-booking/?booking=GO1234567". */
export function extendStartPath(reference: string): string {
  return `${EXTEND_PATHS.start}?booking=${encodeURIComponent(reference)}`;
}

export function atBranchPath(reason: AtBranchReason): string {
  return `${EXTEND_PATHS.atBranch}?reason=${reason}`;
}

/**
 * Whether (and how) /manage-booking/ and My bookings offer the flow for a booking at `now`: null
 * when it is not confirmed or its drop-off has passed. A deal-rate booking is offered too: the
 * start page sends it to the branch, with its number.
 */
export function extendOffer(
  reservation: Pick<ExtendableReservation, "reference" | "status" | "dropOffAt">,
  now: Date = new Date(),
): { href: string; label: string } | null {
  if (reservation.status !== "confirmed") return null;
  if (!(now.getTime() < reservation.dropOffAt.getTime())) return null;
  return { href: extendStartPath(reservation.reference), label: EXTEND_TEXT.title };
}

/** Why this booking cannot be changed online at all (before any date is chosen), or null. */
export function extendBlock(
  reservation: ExtendableReservation,
  now: Date = new Date(),
): AtBranchReason | null {
  if (reservation.status !== "confirmed") return "cancelled";
  if (!(now.getTime() < reservation.dropOffAt.getTime())) return "ended";
  if (reservation.hotDealId !== null) return "deal";
  return null;
}

export type NewDropOffInput = { dropOffDate: string; dropOffTime: string };
export type NewDropOffErrors = Partial<Record<keyof NewDropOffInput, string>>;

export type NewDropOffCheck =
  | { ok: true; dropOffAt: Date; days: number }
  /** `outsideHours`: the time is outside the drop-off branch's hours (the page links to the branch). */
  | { ok: false; errors: NewDropOffErrors; outsideHours: boolean };

/** The booking's current drop-off as the form's values (New Zealand date and time). */
export function dropOffFormValues(dropOffAt: Date): NewDropOffInput {
  const local = inNewZealand(dropOffAt);
  return { dropOffDate: local.format("YYYY-MM-DD"), dropOffTime: local.format("HH:mm") };
}

/** Checks a new drop-off for the booking (see the rules above). */
export function checkNewDropOff(
  input: NewDropOffInput,
  reservation: Pick<ExtendableReservation, "pickupAt" | "dropOffAt">,
  branches: { pickup: ItineraryBranch; dropOff: ItineraryBranch },
  now: Date = new Date(),
): NewDropOffCheck {
  const date = parseCalendarDate(input.dropOffDate);
  const slot = findTimeSlot(input.dropOffTime ?? "");
  const pickup = dropOffFormValues(reservation.pickupAt);
  const itineraryErrors = validateItinerary(
    {
      pickupDate: pickup.dropOffDate,
      pickupTime: pickup.dropOffTime,
      dropOffDate: input.dropOffDate ?? "",
      dropOffTime: slot ? slot.text24 : "",
    },
    branches,
    now,
  );
  const errors: NewDropOffErrors = {};
  if (itineraryErrors.dropOffDate) errors.dropOffDate = itineraryErrors.dropOffDate;
  if (!slot) errors.dropOffTime = EXTEND_MESSAGES.timeRequired;
  else if (itineraryErrors.dropOffTime) errors.dropOffTime = itineraryErrors.dropOffTime;
  const outsideHours = Boolean(errors.dropOffTime?.startsWith(ITINERARY_MESSAGES.dropOffOutsideBranchHours));
  if (errors.dropOffDate || errors.dropOffTime || !date || !slot) return { ok: false, errors, outsideHours };

  const dropOffAt = fromNewZealand(date, slot.text24);
  if (!(dropOffAt.getTime() > now.getTime())) {
    return { ok: false, errors: { dropOffTime: EXTEND_MESSAGES.dropOffBeforeNow }, outsideHours: false };
  }
  if (dropOffAt.getTime() === reservation.dropOffAt.getTime()) {
    return { ok: false, errors: { dropOffDate: EXTEND_MESSAGES.sameDropOff }, outsideHours: false };
  }
  const days = rentalDays(reservation.pickupAt, dropOffAt);
  if (days > EXTEND_MAX_RENTAL_DAYS)
    return { ok: false, errors: { dropOffDate: EXTEND_MESSAGES.tooLong }, outsideHours: false };
  return { ok: true, dropOffAt, days };
}

/** Whether the new drop-off adds time (then a car must be free for the added period). */
export function isExtension(oldDropOffAt: Date, newDropOffAt: Date): boolean {
  return newDropOffAt.getTime() > oldDropOffAt.getTime();
}

/**
 * The price difference: the new total (the booking priced again for the new dates) less the
 * booking's current total. Above 0 the customer pays it, below 0 it is refunded.
 */
export function priceDifference(currentTotal: number, newTotal: number): number {
  return roundMoney(newTotal - currentTotal);
}

/** Where the flow goes after the agreement, by the difference. */
export function stepForDifference(difference: number): string {
  if (difference > 0) return EXTEND_PATHS.payment;
  if (difference < 0) return EXTEND_PATHS.refund;
  return EXTEND_PATHS.noCharge;
}

/** What the change row's detail holds for an extension (written by the flow, read back checked). */
export type ExtendDetail = {
  oldDropOffAt: string;
  newDropOffAt: string;
  oldTotal: number;
  newTotal: number;
  difference: number;
  breakdown: PriceBreakdown;
  agreed: boolean;
  /** A price set by staff at the counter over the priced total (applyExtendOverride); absent online. */
  override?: ChangeOverride | null;
};

/**
 * The priced new drop-off with the total staff set instead (the change flow's override line,
 * overriddenBreakdown): the new total and the difference follow.
 */
export function applyExtendOverride(detail: ExtendDetail, override: ChangeOverride): ExtendDetail {
  const breakdown = overriddenBreakdown(detail.breakdown, override.total);
  return {
    ...detail,
    breakdown,
    newTotal: breakdown.total,
    difference: priceDifference(detail.oldTotal, breakdown.total),
    override: { ...override, pricedTotal: roundMoney(override.pricedTotal), total: breakdown.total },
  };
}

/** The change's detail when it holds a priced new drop-off, else null. */
export function readExtendDetail(detail: Record<string, unknown> | null | undefined): ExtendDetail | null {
  if (!detail) return null;
  const { oldDropOffAt, newDropOffAt, oldTotal, newTotal, difference, breakdown, agreed } = detail;
  if (typeof oldDropOffAt !== "string" || typeof newDropOffAt !== "string") return null;
  if (Number.isNaN(Date.parse(oldDropOffAt)) || Number.isNaN(Date.parse(newDropOffAt))) return null;
  if (typeof oldTotal !== "number" || typeof newTotal !== "number" || typeof difference !== "number")
    return null;
  if (!breakdown || typeof breakdown !== "object" || !Array.isArray((breakdown as PriceBreakdown).lines))
    return null;
  return {
    oldDropOffAt,
    newDropOffAt,
    oldTotal,
    newTotal,
    difference,
    breakdown: breakdown as PriceBreakdown,
    agreed: agreed === true,
    ...(readOverride(detail.override) ? { override: readOverride(detail.override) } : {}),
  };
}

/** "Mon 12 Apr 2027 10:00 am": a drop-off (or pick-up) as the extend pages and email write it. */
export function whenText(at: Date): string {
  return `${formatNzDate(at)} ${formatNzTime(at)}`;
}

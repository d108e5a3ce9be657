/**
 * The pick-up's checks at the counter (issue 32 item 5), pure: the drivers' licences (how many,
 * the form's fields, the licence valid until the drop-off, the site's one age rule) and the bond
 * (held, waived by an Admin, or still to hold). The page, the action and the tests share them.
 */
import type { RentalBond, RentalDriver } from "~/models/schema";
import { driverAgeRefusal } from "../../changes/check-in/rules";
import { CHECK_IN_MAX_ADDITIONAL_DRIVERS } from "../../changes/check-in/text";
import { formatDayMonthYear } from "../../platform/dates";
import { PICKUP_CHECKS_MESSAGES as M } from "./pickup-checks-text";

/** The extra a booking adds a driver with (one per driver, priced per day). */
export const ADDITIONAL_DRIVER_EXTRA = "additional-driver";
/** The most additional drivers the counter records (the extra's most, 4, and check-in's 2). */
export const MAX_ADDITIONAL_DRIVERS = 4;

export const PICKUP_DRIVER_FIELDS = [
  "name",
  "dateOfBirth",
  "licenceNumber",
  "licenceCountry",
  "licenceExpiry",
] as const;
export type PickupDriverField = (typeof PICKUP_DRIVER_FIELDS)[number];

/** The form's name of a driver's field: drivers[0].name is the hirer's. */
export const pickupDriverField = (index: number, field: PickupDriverField) => `drivers[${index}].${field}`;

/**
 * How many licences the pick-up records: the hirer, and each additional driver the booking has
 * (the additional-driver extra's quantity), or as many as online check-in named if more.
 */
export function driversToRecord(
  extras: ReadonlyArray<{ code: string; quantity: number }>,
  checkInDrivers: number,
): number {
  const additional = extras
    .filter((extra) => extra.code === ADDITIONAL_DRIVER_EXTRA)
    .reduce((sum, extra) => sum + extra.quantity, 0);
  const fromCheckIn = Math.min(checkInDrivers, 1 + CHECK_IN_MAX_ADDITIONAL_DRIVERS);
  return Math.max(1 + Math.min(additional, MAX_ADDITIONAL_DRIVERS), fromCheckIn);
}

/**
 * The booking's rules on the licences the form passed (dates already YYYY-MM-DD): every driver
 * there, each at least the site's age on the booking's pick-up date (`driverAgeRefusal`, the
 * rule of the terms and check-in), each licence valid until the drop-off day (a licence is valid
 * through its expiry day, so one expiring on the drop-off day passes). Messages by field name.
 */
export function driverRefusals(
  drivers: ReadonlyArray<RentalDriver>,
  booking: { required: number; pickupDate: string; dropOffDate: string },
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (let index = drivers.length; index < booking.required; index += 1)
    errors[pickupDriverField(index, "name")] = M.required;
  drivers.forEach((driver, index) => {
    const tooYoung = driverAgeRefusal(formatDayMonthYear(driver.dateOfBirth), booking.pickupDate);
    if (tooYoung) errors[pickupDriverField(index, "dateOfBirth")] = tooYoung;
    if (driver.licenceExpiry < booking.dropOffDate)
      errors[pickupDriverField(index, "licenceExpiry")] = M.expiresBeforeDropOff(
        formatDayMonthYear(booking.dropOffDate),
      );
  });
  return errors;
}

/** A bond payment as the rule needs it. */
export type BondPaymentFacts = {
  id: string;
  purpose: string;
  status: string;
  amount: number;
  cardLast4: string | null;
};

/** The bond held on a card for the booking (online check-in's or the counter's), if any. */
export function heldBond(payments: ReadonlyArray<BondPaymentFacts>): BondPaymentFacts | null {
  return payments.find((payment) => payment.purpose === "bond" && payment.status === "authorised") ?? null;
}

export type BondDecision =
  | { ok: true; bond: RentalBond | null }
  | { ok: false; field: "bond" | "bondWaived" | "bondWaiverReason"; message: string };

/**
 * May the car be handed over as far as the bond goes? Held on a card: yes (whatever is ticked).
 * A cover without a bond: nothing to hold. Else only an Admin may waive it, with a reason.
 */
export function bondDecision(input: {
  held: BondPaymentFacts | null;
  amount: number;
  role: string;
  waived: boolean;
  reason: string | null | undefined;
}): BondDecision {
  if (input.held)
    return {
      ok: true,
      bond: {
        kind: "held",
        paymentId: input.held.id,
        amount: input.held.amount,
        last4: input.held.cardLast4,
      },
    };
  // A cover without a bond: nothing to hold.
  if (!(input.amount > 0)) return { ok: true, bond: null };
  if (!input.waived) return { ok: false, field: "bond", message: M.bondRequired };
  if (input.role !== "Admin") return { ok: false, field: "bondWaived", message: M.bondWaiveAdminOnly };
  if (!input.reason) return { ok: false, field: "bondWaiverReason", message: M.bondWaiverReasonRequired };
  return { ok: true, bond: { kind: "waived", amount: input.amount, reason: input.reason } };
}

/** The key of the counter's bond hold, attempt n (a new attempt after a decline). */
export function counterBondKey(reservationId: string, attempt: number): string {
  return `staff:${reservationId}:bond:card:${attempt}`;
}

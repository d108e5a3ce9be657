/**
 * The rules of damage notes at the counter (issue 32 item 7, docs/back-office/bookings.md).
 * Plain module: the browser's form uses the limits too.
 */
import { DAMAGE_STAGES, type DamageStage } from "~/models/schema/booking-values";

export const DAMAGE_NOTE_MAX_LENGTH = 1000;
/** "Zero to a few photos": at most this many per note, each at most 5 MB (platform/uploads). */
export const DAMAGE_PHOTOS_MAX = 3;
/** After this long out, the form suggests the return rather than the pick-up. */
export const DAMAGE_PICKUP_DEFAULT_HOURS = 2;

type RentalTimes = { pickedUpAt: Date; returnedAt: Date | null } | null;

/**
 * The stages damage can be noted at now. Damage is noted on the car handed over, so nothing
 * before the pick-up is recorded; while the car is out: at pick-up, during the rental, or at the
 * return (noted as it comes back, before the return is recorded); once back: at the return only.
 */
export function damageStagesFor(rental: RentalTimes): DamageStage[] {
  if (!rental) return [];
  if (rental.returnedAt) return ["return"];
  return [...DAMAGE_STAGES];
}

/** The stage the form starts on: the pick-up just after it, else the return. */
export function defaultDamageStage(rental: RentalTimes, now: Date): DamageStage | null {
  const stages = damageStagesFor(rental);
  if (!rental || stages.length === 0) return null;
  if (rental.returnedAt) return "return";
  const hoursOut = (now.getTime() - rental.pickedUpAt.getTime()) / 3_600_000;
  return hoursOut <= DAMAGE_PICKUP_DEFAULT_HOURS ? "pick-up" : "return";
}

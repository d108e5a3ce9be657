/**
 * What the counter shows of damage (issue 32 item 7): the booking's notes with their thumbnails,
 * and the form when damage can be noted now (the stages that fit, the one to start on, a fresh
 * token so a double submit records once).
 */
import { getRental } from "~/models/reservations/rentals.server";
import { DAMAGE_PLACES } from "~/models/schema/booking-values";
import { staffDamageNotes, type DamageNoteView } from "../../changes/damage/damage.server";
import { DAMAGE_PLACE_LABELS, DAMAGE_STAGE_LABELS } from "../../changes/damage/text";
import type { CounterReservation } from "../bookings/reservation.server";
import { adminDamagePath, adminDamagePhotoPath } from "./paths";
import { damageStagesFor, defaultDamageStage } from "./rules";

export type DamageFormView = {
  action: string;
  stages: { value: string; label: string }[];
  places: { value: string; label: string }[];
  defaultStage: string;
  token: string;
};

export type CounterDamageView = { notes: DamageNoteView[]; form: DamageFormView | null };

export async function loadCounterDamage(
  reservation: CounterReservation,
  now: Date,
): Promise<CounterDamageView> {
  const [rental, notes] = await Promise.all([
    getRental(reservation.id),
    staffDamageNotes(reservation.id, (photoId) => adminDamagePhotoPath(reservation.reference, photoId)),
  ]);
  const stages = damageStagesFor(rental);
  const defaultStage = defaultDamageStage(rental, now);
  return {
    notes,
    form:
      stages.length && defaultStage
        ? {
            action: adminDamagePath(reservation.reference),
            stages: stages.map((stage) => ({ value: stage, label: DAMAGE_STAGE_LABELS[stage] })),
            places: DAMAGE_PLACES.map((place) => ({ value: place, label: DAMAGE_PLACE_LABELS[place] })),
            defaultStage,
            token: crypto.randomUUID(),
          }
        : null,
  };
}

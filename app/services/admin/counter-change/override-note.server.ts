/**
 * The staff-only note of a price override (the change and the new drop-off at the counter): once
 * per change, because the note's token is the change's id.
 */
import type { ChangeOverride } from "../../changes/change/rules";
import { addNote } from "../bookings/note.server";
import type { CounterReservation, CounterStaff } from "../bookings/reservation.server";
import { overrideNote } from "./text";

export async function noteOverride(
  staff: CounterStaff,
  reservation: CounterReservation,
  change: { change: { id: string }; detail: { override?: ChangeOverride | null } },
): Promise<void> {
  const override = change.detail.override;
  if (!override) return;
  await addNote(staff, reservation, {
    token: `override-${change.change.id}`,
    body: overrideNote(override.pricedTotal, override.total, override.reason),
  });
}

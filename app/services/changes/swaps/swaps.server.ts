/**
 * A rental's car swaps as every page shows them (issue 32): the counter, the customer's booking
 * page and the rental agreement read the same lines. The swaps themselves are made at the counter
 * (services/admin/swap/).
 */
import { listSwaps, type VehicleSwapLine } from "~/models/reservations/vehicle-swaps.server";
import { formatNzDateTime } from "../../platform/dates";
import { CAR_SWAP_TEXT as T } from "./text";

export type CarSwapView = {
  /** "Sun 29 Nov 2026, 10:00 AM" and its ISO form for <time>. */
  when: string;
  dateTime: string;
  /** "Toyota Corolla ABC123 replaced by Toyota RAV4 XYZ789". */
  summary: string;
  /** The readings of both cars at the swap. */
  readings: string;
  /** A free upgrade or an agreed smaller car, else null. */
  classNote: string | null;
  branch: string;
};

/** One swap as the pages write it. */
export function carSwapView(swap: VehicleSwapLine): CarSwapView {
  return {
    when: formatNzDateTime(swap.swappedAt),
    dateTime: swap.swappedAt.toISOString(),
    summary: T.line(
      T.car(swap.fromClassName, swap.fromRegistration),
      T.car(swap.toClassName, swap.toRegistration),
    ),
    readings: T.readings(swap.fromOdometerKm, swap.fromFuelPercent, swap.toOdometerKm, swap.toFuelPercent),
    classNote:
      swap.classChange === "upgrade" ? T.upgrade : swap.classChange === "downgrade" ? T.downgrade : null,
    branch: swap.branchName,
  };
}

/** The swaps as the agreement and the invoice list them (label and value). */
export function carSwapLines(views: readonly CarSwapView[], when: (at: string) => string) {
  return views.map((view) => ({
    label: T.agreementLabel(when(view.dateTime)),
    value: [`${view.summary} (${view.branch}).`, view.readings, view.classNote].filter(Boolean).join(" "),
  }));
}

/** The booking's swaps, oldest first. */
export async function carSwapViews(reservationId: string): Promise<CarSwapView[]> {
  return (await listSwaps(reservationId)).map(carSwapView);
}

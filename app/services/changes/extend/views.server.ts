/** What the extend pages show: the booking, the priced change, the at-branch contact, the confirmation. */
import { getLatestCompletedChange } from "~/models/reservations/booking-changes.server";
import { getCarClassById } from "~/models/catalog/car-classes.server";
import { getReservation, type Reservation } from "~/models/reservations/reservations.server";
import type { PriceBreakdown } from "../../booking/pricing/rules";
import { manageBookingPath } from "../constants";
import { nzPhone, type PhoneNumber } from "../help-number.server";
import { formatMoney } from "../../platform/money";
import { loadExtendBranches } from "./pricing.server";
import { readExtendDetail, whenText, type ExtendDetail } from "./rules";
import type { AtBranchReason } from "./text";

export type ExtendBookingView = {
  reference: string;
  vehicle: string;
  pickupBranch: string;
  dropOffBranch: string;
  pickup: string;
  dropOff: string;
  days: number;
  total: string;
  /** The total in NZD, for its approximate conversion. */
  totalNzd: number;
  manageHref: string;
};

export type ExtendChangeView = {
  newDropOff: string;
  newDays: number;
  oldTotal: string;
  newTotal: string;
  /** The new total in NZD, for its approximate conversion. */
  newTotalNzd: number;
  difference: number;
  differenceText: string;
  breakdown: PriceBreakdown;
};

export async function bookingView(reservation: Reservation): Promise<ExtendBookingView> {
  const [branches, carClass] = await Promise.all([
    loadExtendBranches(reservation),
    getCarClassById(reservation.carClassId),
  ]);
  return {
    reference: reservation.reference,
    vehicle: carClass?.name ?? "",
    pickupBranch: branches?.pickup.name ?? "",
    dropOffBranch: branches?.dropOff.name ?? "",
    pickup: whenText(reservation.pickupAt),
    dropOff: whenText(reservation.dropOffAt),
    days: reservation.priceBreakdown?.days ?? 0,
    total: formatMoney(reservation.total),
    totalNzd: reservation.total,
    manageHref: manageBookingPath(reservation.reference),
  };
}

export function changeView(detail: ExtendDetail): ExtendChangeView {
  return {
    newDropOff: whenText(new Date(detail.newDropOffAt)),
    newDays: detail.breakdown.days,
    oldTotal: formatMoney(detail.oldTotal),
    newTotal: formatMoney(detail.newTotal),
    newTotalNzd: detail.newTotal,
    difference: detail.difference,
    differenceText: formatMoney(Math.abs(detail.difference)),
    breakdown: detail.breakdown,
  };
}

/** The branch the at-branch page names: the drop-off branch for a time outside its hours, else the pick-up branch. */
export async function atBranchContact(
  reservation: Reservation,
  reason: AtBranchReason | null,
): Promise<{ branchName: string; phone: PhoneNumber } | null> {
  const branches = await loadExtendBranches(reservation);
  if (!branches) return null;
  const branch = reason === "hours" ? branches.dropOff : branches.pickup;
  return { branchName: branch.name, phone: nzPhone(branch.phone) };
}

export type ExtendConfirmationView = {
  booking: ExtendBookingView;
  previousDropOff: string;
  difference: number;
  differenceText: string;
};

/** The last applied change of the booking, for the confirmation page; null when there is none. */
export async function extendConfirmation(reservationId: string): Promise<ExtendConfirmationView | null> {
  const [change, reservation] = await Promise.all([
    getLatestCompletedChange(reservationId, "extend"),
    getReservation(reservationId),
  ]);
  const detail = readExtendDetail(change?.detail);
  if (!change || !detail || !reservation) return null;
  return {
    booking: await bookingView(reservation),
    previousDropOff: whenText(new Date(detail.oldDropOffAt)),
    difference: detail.difference,
    differenceText: formatMoney(Math.abs(detail.difference)),
  };
}

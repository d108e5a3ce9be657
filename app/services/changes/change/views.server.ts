/** What the "Change booking" pages show: the booking, the form's options, the review's lines, who to call. */
import { listShuttlesForBranch } from "~/models/catalog/booking-options.server";
import { getBranchById, listBranches } from "~/models/catalog/branches.server";
import { getCarClassById, listCarClasses } from "~/models/catalog/car-classes.server";
import { getLatestCompletedChange } from "~/models/reservations/booking-changes.server";
import { listPaymentsForChange } from "~/models/reservations/payments.server";
import { getReservation, type Reservation } from "~/models/reservations/reservations.server";
import { getShuttleRequestForReservation } from "~/models/reservations/shuttle-requests.server";
import { isRefundRow } from "../payments.server";
import type { PriceBreakdown } from "../../booking/pricing/rules";
import { formatNzDate, formatNzTime, nowInNewZealand } from "../../platform/dates";
import { formatMoney } from "../../platform/money";
import { t } from "../../platform/i18n/translate";
import { manageBookingPath, SHUTTLE_REQUEST_PATH } from "../constants";
import { MANAGE_BOOKING_TEXT } from "../text";
import { CHANGE_BOOKING_PARAM } from "../access.server";
import { nzPhone, type PhoneNumber } from "../help-number.server";
import type { RefundPlan } from "../settle.server";
import { classChoices } from "./itinerary.server";
import { itineraryOf, type ItineraryOf } from "./itinerary-rules";
import type { ChangeCatalog } from "./pricing.server";
import { blockText, changeSummaryLines, type ChangeChoice, type ChangeDetail } from "./rules";
import { CHANGE_TEXT as T, type ChangeBlockReason } from "./text";

const when = (at: Date) => `${formatNzDate(at)} ${formatNzTime(at)}`;

export type ChangeBookingView = {
  reference: string;
  vehicle: string;
  pickup: string;
  dropOff: string;
  total: string;
  /** The total in NZD, for its approximate conversion. */
  totalNzd: number;
  manageHref: string;
};

export async function changeBookingView(reservation: Reservation): Promise<ChangeBookingView> {
  const [carClass, pickup, dropOff] = await Promise.all([
    getCarClassById(reservation.carClassId),
    getBranchById(reservation.pickupBranchId),
    getBranchById(reservation.dropOffBranchId),
  ]);
  return {
    reference: reservation.reference,
    vehicle: carClass?.name ?? "",
    pickup: `${pickup?.name ?? ""}, ${when(reservation.pickupAt)}`,
    dropOff: `${dropOff?.name ?? ""}, ${when(reservation.dropOffAt)}`,
    total: formatMoney(reservation.total),
    totalNzd: reservation.total,
    manageHref: manageBookingPath(reservation.reference),
  };
}

export type ChangeOptionsView = {
  branches: { id: number; name: string }[];
  classes: { id: number; name: string }[];
  /** Today in New Zealand: the earliest date the date inputs offer. */
  minDate: string;
  extras: { code: string; name: string; price: string; maxQuantity: number }[];
  insurance: { code: string; name: string; price: string }[];
};

export async function changeOptionsView(
  catalog: ChangeCatalog,
  now: Date = new Date(),
): Promise<ChangeOptionsView> {
  const [branches, classes] = await Promise.all([listBranches({ showOnWebOnly: true }), classChoices()]);
  return {
    branches: branches.map((branch) => ({ id: branch.id, name: branch.name })),
    classes,
    minDate: nowInNewZealand(now).date,
    extras: catalog.extraRows.map((extra) => ({
      code: extra.code,
      name: extra.name,
      price: `${formatMoney(extra.price)} ${t(extra.pricing === "per_day" ? T.perDay : T.perRental)}`,
      maxQuantity: extra.maxQuantity,
    })),
    insurance: catalog.insuranceRows.map((option) => ({
      code: option.code,
      name: option.name,
      price: `${formatMoney(option.dailyPrice)} ${t(T.perDay)}`,
    })),
  };
}

/** The form's shuttle part: the request as it is (or none) and the link to change it. */
export type ShuttleView = { request: string | null; href: string; label: string };

/** Null when the pick-up branch runs no shuttle. */
export async function shuttleView(reservation: Reservation): Promise<ShuttleView | null> {
  const branch = await getBranchById(reservation.pickupBranchId);
  const options = branch ? await listShuttlesForBranch(branch.code) : [];
  if (options.length === 0) return null;
  const request = await getShuttleRequestForReservation(reservation.id);
  const name = request ? (options.find((option) => option.code === request.shuttleCode)?.name ?? "") : "";
  const details = request?.details;
  const where =
    details?.kind === "airport"
      ? details.flightNumber
      : details?.kind === "accommodation"
        ? details.accommodationName
        : "";
  return {
    request: request
      ? [name, where, MANAGE_BOOKING_TEXT.shuttlePassengers(request.passengers)].filter(Boolean).join(", ")
      : null,
    href: `${SHUTTLE_REQUEST_PATH}?${CHANGE_BOOKING_PARAM}=${encodeURIComponent(reservation.reference)}`,
    label: t(request ? T.shuttleChange : T.shuttleAsk),
  };
}

export type BlockedView = {
  reason: string;
  branchName: string;
  branchPhone: PhoneNumber | null;
};

export async function blockedView(reservation: Reservation, reason: ChangeBlockReason): Promise<BlockedView> {
  const branch = await getBranchById(reservation.pickupBranchId);
  return {
    reason: blockText(reason),
    branchName: branch?.name ?? "",
    branchPhone: branch?.phone ? nzPhone(branch.phone) : null,
  };
}

/** One row of the review: what it is, as it is, as it will be. */
export type ReviewRow = {
  label: string;
  asIs: string;
  asWillBe: string;
  changed: boolean;
  /** A row of one amount each side: the NZD amounts, shown also in the visitor's currency. */
  amounts?: { asIs: number; asWillBe: number };
};

export type ReviewView = {
  rows: ReviewRow[];
  summary: string[];
  promoNote: string | null;
  difference: number;
  differenceText: string;
  refund: { amount: string; amountNzd: number; to: string; capped: boolean } | null;
};

function extrasText(breakdown: PriceBreakdown | null): string {
  const extras = breakdown?.extras ?? [];
  if (extras.length === 0) return t(T.none);
  return extras
    .map(
      (extra) =>
        `${extra.name}${extra.quantity > 1 ? ` × ${extra.quantity}` : ""} ${formatMoney(extra.amount)}`,
    )
    .join(", ");
}

function coverText(breakdown: PriceBreakdown | null): string {
  return breakdown?.insurance
    ? `${breakdown.insurance.name} ${formatMoney(breakdown.insurance.amount)}`
    : t(T.none);
}

function promoText(breakdown: PriceBreakdown | null): string {
  return breakdown?.discount
    ? `${breakdown.discount.code.toUpperCase()} −${formatMoney(breakdown.discount.amount)}`
    : t(T.none);
}

function feeText(breakdown: PriceBreakdown | null): string {
  return breakdown?.processingFee ? formatMoney(breakdown.processingFee.amount) : t(T.none);
}

const flightText = (choice: ChangeChoice) => choice.flightNumber || t(T.none);

/** The booking as it is and as it will be, line by line, and the difference. */
export async function reviewView(
  reservation: Reservation,
  detail: ChangeDetail,
  plan: RefundPlan | null,
): Promise<ReviewView> {
  const old = reservation.priceBreakdown;
  const next = detail.breakdown;
  const row = (label: string, asIs: string, asWillBe: string): ReviewRow => ({
    label: t(label),
    asIs,
    asWillBe,
    changed: asIs !== asWillBe,
  });
  const money = (label: string, asIs: number, asWillBe: number): ReviewRow => ({
    ...row(label, formatMoney(asIs), formatMoney(asWillBe)),
    amounts: { asIs, asWillBe },
  });
  const [branches, classes] = await Promise.all([listBranches(), listCarClasses({ includeInvisible: true })]);
  const branchName = new Map(branches.map((branch) => [branch.id, branch.name]));
  const className = new Map(classes.map((carClass) => [carClass.carClassId, carClass.name]));
  const from = itineraryOf(reservation);
  const to: ItineraryOf = detail.itinerary?.to ?? from;
  const place = (branchId: number, at: string) => `${branchName.get(branchId) ?? ""}, ${when(new Date(at))}`;
  return {
    rows: [
      row(T.linePickup, place(from.pickupBranchId, from.pickupAt), place(to.pickupBranchId, to.pickupAt)),
      row(
        T.lineDropOff,
        place(from.dropOffBranchId, from.dropOffAt),
        place(to.dropOffBranchId, to.dropOffAt),
      ),
      row(T.lineClass, className.get(from.carClassId) ?? "", className.get(to.carClassId) ?? ""),
      row(T.lineDays, String(old?.days ?? ""), String(next.days)),
      money(T.lineRate, old?.vehicle.dailyRate ?? 0, next.vehicle.dailyRate),
      money(T.lineVehicle, old?.vehicle.amount ?? 0, next.vehicle.amount),
      money(T.lineOneWay, old?.oneWayFee ?? 0, next.oneWayFee),
      row(T.lineExtras, extrasText(old), extrasText(next)),
      row(T.lineCover, coverText(old), coverText(next)),
      row(T.lineFlight, flightText(detail.from), flightText(detail.to)),
      row(T.linePromo, promoText(old), promoText(next)),
      row(T.lineCardFee, feeText(old), feeText(next)),
      money(T.lineTotal, detail.oldTotal, detail.newTotal),
    ],
    summary: changeSummaryLines(detail),
    promoNote: detail.promoNote,
    difference: detail.difference,
    differenceText: formatMoney(Math.abs(detail.difference)),
    refund:
      plan && detail.difference < 0
        ? {
            amount: formatMoney(plan.amount),
            amountNzd: plan.amount,
            to: T.refundTo(plan.toCard ? plan.cardLast4 : null),
            capped: plan.amount < -detail.difference,
          }
        : null,
  };
}

export type DoneView = {
  booking: ChangeBookingView;
  email: string;
  summary: string[];
  difference: number;
  differenceText: string;
  /** Says the money moved instead of "You paid…" (a business account's charge or credit). */
  moneyText?: string | null;
};

/** The last applied change of the booking, for the confirmation page; null when there is none. */
export async function doneView(reservationId: string): Promise<DoneView | null> {
  const [change, reservation] = await Promise.all([
    getLatestCompletedChange(reservationId, "change"),
    getReservation(reservationId),
  ]);
  const detail = change?.detail as ChangeDetail | undefined;
  if (!change || !reservation || !detail || !Array.isArray(detail.summary)) return null;
  // Money back is what was refunded (never more than was paid), not the difference itself.
  const refunded = (await listPaymentsForChange(change.id))
    .filter((payment) => isRefundRow(payment) && payment.status === "refunded")
    .reduce((sum, payment) => sum + payment.amount, 0);
  const moved = change.amount < 0 ? -refunded : change.amount;
  return {
    booking: await changeBookingView(reservation),
    email: reservation.customerDetails?.email ?? "",
    summary: changeSummaryLines(detail),
    difference: moved,
    differenceText: formatMoney(Math.abs(moved)),
  };
}

/**
 * /admin/bookings/<reference>/ (issue 21): the booking page's view. What the customer sees (from
 * changes/manage.server.ts), plus the customer's details, the rental, payments, notes, history and
 * back-office changes, and which of the counter's actions can be done now.
 *
 * The actions are one module each (pick-up, return, cancel, refund, note, resend); the route
 * resolves the booking once with the branch rule (reservation.server.ts) and hands it to them.
 */
import { getBranchById } from "~/models/catalog/branches.server";
import { getCarClassById } from "~/models/catalog/car-classes.server";
import { listAuditEvents } from "~/models/operations/audit-events.server";
import { listBookingNotes } from "~/models/reservations/booking-notes.server";
import { listBookingEvents } from "~/models/reservations/booking-events.server";
import {
  getPaymentByIdempotencyKey,
  listPaymentsForReservation,
  type Payment,
} from "~/models/reservations/payments.server";
import { getRental, getVehicle, listReadyVehicles, type Rental } from "~/models/reservations/rentals.server";
import {
  bookingHistory,
  buildManagedBooking,
  type HistoryItem,
  type ManagedBooking,
} from "../../changes/manage.server";
import { returnRuleFor } from "../../booking/cost/rules";
import { formatNzDate, formatNzDateTime as when, nowInNewZealand } from "../../platform/dates";
import { notFound } from "../../platform/http-status";
import { formatMoney, roundMoney } from "../../platform/money";
import { loadCounterDamage, type CounterDamageView } from "../damage/page.server";
import { pickupChecksView, rentalChecksLines, type PickupChecksView } from "./pickup-checks.server";
import type { CounterReservation, CounterStaff } from "./reservation.server";
import { RETURN_FUTURE_GRACE_MINUTES } from "./return-rules";
import { RETURN_TEXT as RT } from "./return-text";
import { returnBranchOptions } from "./return.server";
import { counterChangePath } from "../counter-change/paths";
import { counterDropOffPath } from "../counter-extend/paths";
import {
  PICKUP_BACKDATE_HOURS,
  isRefundable,
  refundCeiling,
  returnChargeKey,
  staffCancelPlan,
} from "./rules";
import { COUNTER_TEXT as T } from "./text";
import { latestSwap } from "~/models/reservations/vehicle-swaps.server";
import { rentalLeg } from "../swap/rules";
import { swapFormView, type SwapFormView } from "../swap/swap.server";

export type CounterPaymentRow = {
  id: string;
  date: string;
  dateTime: string;
  purpose: string;
  method: string;
  amount: string;
  status: string;
  refunded: string | null;
};

export type CounterBookingView = {
  booking: ManagedBooking;
  customer: { phone: string; country: string; flight: string | null } | null;
  rental: {
    car: string;
    pickedUpAt: string;
    pickupOdometerKm: number;
    pickupFuelPercent: number;
    checks: string[];
    /** The drivers' licences and the bond recorded at the pick-up (issue 32). */
    licences: string[];
    bond: string | null;
    returnedAt: string | null;
    /** Where the car came back (issue 32). */
    returnBranch: string | null;
    returnOdometerKm: number | null;
    returnFuelPercent: number | null;
    damageNote: string | null;
    charges: { label: string; amount: string }[];
    chargesTotal: string | null;
    chargeStatus: string | null;
    /** When the final invoice was emailed (once the return's charges were settled). */
    invoiceEmailedAt: string | null;
  } | null;
  history: HistoryItem[];
  audit: { id: string; when: string; dateTime: string; who: string; action: string; reason: string | null }[];
  notes: { id: string; when: string; dateTime: string; author: string; body: string }[];
  payments: CounterPaymentRow[];
  /** What can be done now. */
  pickup: {
    cars: { value: string; label: string }[];
    minOdometerByCar: Record<string, number>;
    /** The pick-up time's defaults: now, on the New Zealand clock. */
    today: string;
    nowTime: string;
    /** "Mon 12 Apr 2027" when a hand-over now would be before the booking's pick-up day: the override is offered. */
    earlyDay: string | null;
    /** The licences to record and the bond (issue 32). */
    checks: PickupChecksView;
  } | null;
  returnForm: {
    pickupOdometerKm: number;
    pickupFuelPercent: number;
    today: string;
    nowTime: string;
    fuelRule: string | null;
    /** Where the car may be recorded as back (issue 32), and the one the form starts with. */
    branches: { value: string; label: string }[];
    defaultBranchId: string;
    timeHint: string;
  } | null;
  chargeRetry: boolean;
  /** The change at the counter (admin/counter-change/): a confirmed booking whose car is not back. */
  changeHref: string | null;
  /** The swap form (issue 32), when this staff member may swap the car on the road. */
  swapForm: SwapFormView | null;
  /** A new drop-off (admin/counter-extend/): a confirmed rental under way (car out, not back). */
  dropOffHref: string | null;
  cancel: { policy: string; paid: number } | null;
  refundable: { value: string; label: string }[];
  canResend: boolean;
  /** A fresh token for the forms that must not run twice (note, refund). */
  token: string;
  /** Damage noted on the car, and the form when it can be noted now (admin/damage/). */
  damage: CounterDamageView;
};

const minutesText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

function paymentRows(payments: readonly Payment[]): CounterPaymentRow[] {
  return payments
    .filter((payment) => payment.status !== "cancelled")
    .map((payment) => {
      const refunds = payments.filter(
        (refund) => refund.refundOfPaymentId === payment.id && refund.status === "refunded",
      );
      const refundedTotal = roundMoney(refunds.reduce((sum, refund) => sum + refund.amount, 0));
      return {
        id: payment.id,
        date: formatNzDate(payment.createdAt),
        dateTime: payment.createdAt.toISOString(),
        purpose: T.purposes[payment.purpose] ?? payment.purpose,
        method: payment.cardLast4 ? `${payment.method}, ${payment.cardLast4}` : payment.method,
        amount: formatMoney(payment.amount),
        status: payment.status,
        refunded: refundedTotal > 0 ? formatMoney(refundedTotal) : null,
      };
    });
}

async function rentalView(
  rental: Rental,
  payments: readonly Payment[],
): Promise<CounterBookingView["rental"]> {
  const vehicle = await getVehicle(rental.vehicleId);
  const chargePayment = rental.chargePaymentId
    ? payments.find((payment) => payment.id === rental.chargePaymentId)
    : payments.find((payment) => payment.idempotencyKey === returnChargeKey(rental.reservationId));
  return {
    car: vehicle ? `${vehicle.registration} (${vehicle.fleetNumber})` : String(rental.vehicleId),
    pickedUpAt: when(rental.pickedUpAt),
    pickupOdometerKm: rental.pickupOdometerKm,
    pickupFuelPercent: rental.pickupFuelPercent,
    checks: [
      rental.pickupChecks.licenceSeen ? [T.licenceSeen] : [],
      rental.pickupChecks.cardSeen ? [T.cardSeen] : [],
      rental.pickupChecks.damageWalkaround ? [T.damageWalkaround] : [],
    ].flat(),
    ...rentalChecksLines(rental.drivers, rental.bond),
    returnedAt: rental.returnedAt ? when(rental.returnedAt) : null,
    returnBranch: rental.returnBranchId ? ((await getBranchById(rental.returnBranchId))?.name ?? null) : null,
    returnOdometerKm: rental.returnOdometerKm,
    returnFuelPercent: rental.returnFuelPercent,
    damageNote: rental.damageNote,
    charges: rental.charges.map((charge) => ({ label: charge.label, amount: formatMoney(charge.amount) })),
    chargesTotal: rental.returnedAt ? formatMoney(rental.chargesTotal) : null,
    invoiceEmailedAt: rental.invoiceEmailedAt ? when(rental.invoiceEmailedAt) : null,
    chargeStatus: chargePayment?.status ?? null,
  };
}

/** The booking page's view of a booking the route has resolved (`counterReservation`). */
export async function loadCounterBooking(
  reservation: CounterReservation,
  now: Date = new Date(),
  /** Who looks: the return form offers their branches (without: only the booked drop-off). */
  staff: CounterStaff | null = null,
): Promise<CounterBookingView> {
  const [booking, rental, payments, events, notes, audit, carClass] = await Promise.all([
    buildManagedBooking(reservation, now),
    getRental(reservation.id),
    listPaymentsForReservation(reservation.id),
    listBookingEvents(reservation.id),
    listBookingNotes(reservation.id),
    listAuditEvents({ entityType: "reservation", entityId: reservation.id, limit: 200 }),
    getCarClassById(reservation.carClassId),
  ]);
  if (!booking) throw notFound();
  const confirmed = reservation.status === "confirmed";

  const nz = nowInNewZealand(now);
  let pickup: CounterBookingView["pickup"] = null;
  // The branch rule: the ready cars are offered only to the pick-up branch's staff.
  if (confirmed && !rental && reservation.scope.handOver) {
    const cars = await listReadyVehicles(reservation.pickupBranchId, reservation.carClassId, now);
    pickup = {
      cars: cars.map((car) => ({
        value: String(car.id),
        label: `${car.registration} (${car.odometerKm} km)`,
      })),
      minOdometerByCar: Object.fromEntries(cars.map((car) => [String(car.id), car.odometerKm])),
      today: nz.date,
      nowTime: minutesText(nz.minutes),
      // A hand-over recorded up to PICKUP_BACKDATE_HOURS back can fall before the pick-up day too.
      earlyDay:
        nowInNewZealand(new Date(now.getTime() - PICKUP_BACKDATE_HOURS * 3600 * 1000)).date <
        nowInNewZealand(reservation.pickupAt).date
          ? formatNzDate(reservation.pickupAt)
          : null,
      checks: await pickupChecksView(reservation, staff?.role ?? null),
    };
  }
  // On the road: the car's leg (after a swap, the replacement's readings and its class's fuel rule).
  const leg = rental ? rentalLeg(rental, await latestSwap(reservation.id)) : null;
  const legCar = leg ? await getVehicle(leg.vehicleId) : null;
  const legClass = legCar ? await getCarClassById(legCar.carClassId) : carClass;
  const returnForm =
    rental && !rental.returnedAt && leg
      ? {
          pickupOdometerKm: leg.startOdometerKm,
          pickupFuelPercent: leg.startFuelPercent,
          today: nz.date,
          nowTime: minutesText(nz.minutes),
          // The return rule as the customer was told it (the cost page), which the return charges.
          fuelRule: legClass ? returnRuleFor(legClass.fuelType) : null,
          ...(await returnBranchOptions(staff, reservation)),
          timeHint: RT.returnTimeHint(when(rental.pickedUpAt), RETURN_FUTURE_GRACE_MINUTES),
        }
      : null;
  const chargePayment = await getPaymentByIdempotencyKey(returnChargeKey(reservation.id));
  const chargeRetry = Boolean(
    rental?.returnedAt && rental.chargesTotal > 0 && (!chargePayment || chargePayment.status === "pending"),
  );
  const plan = staffCancelPlan(reservation, payments, Boolean(rental), now);
  const details = reservation.customerDetails;

  const damage = await loadCounterDamage(reservation, now);
  return {
    booking,
    customer: details
      ? { phone: details.phone, country: details.country, flight: details.flightNumber ?? null }
      : null,
    rental: rental ? await rentalView(rental, payments) : null,
    swapForm: await swapFormView(staff, reservation, now),
    history: bookingHistory(reservation, events),
    audit: audit.map((event) => ({
      id: event.id,
      when: when(event.occurredAt),
      dateTime: event.occurredAt.toISOString(),
      who: event.actorEmail,
      action: event.action,
      reason: event.reason,
    })),
    notes: notes.map((note) => ({
      id: note.id,
      when: when(note.createdAt),
      dateTime: note.createdAt.toISOString(),
      author: note.authorName,
      body: note.body,
    })),
    payments: paymentRows(payments),
    pickup,
    returnForm,
    chargeRetry,
    changeHref: confirmed && !rental?.returnedAt ? counterChangePath(reservation.reference) : null,
    dropOffHref:
      confirmed && rental?.pickedUpAt && !rental.returnedAt
        ? counterDropOffPath(reservation.reference)
        : null,
    cancel: plan.ok
      ? { policy: T.cancelPolicy(formatMoney(plan.policyRefund), formatMoney(plan.fee)), paid: plan.paid }
      : null,
    refundable: payments
      .filter((payment) => isRefundable(payment))
      .map((payment) => ({
        payment,
        left: refundCeiling(
          payment,
          payments.filter((refund) => refund.refundOfPaymentId === payment.id),
        ),
      }))
      .filter(({ left }) => left > 0)
      .map(({ payment, left }) => ({
        value: payment.id,
        label: T.refundPaymentOption(
          `${T.purposes[payment.purpose] ?? payment.purpose}, ${formatMoney(payment.amount)}, ${formatNzDate(payment.createdAt)}`,
          formatMoney(left),
        ),
      })),
    canResend: confirmed && Boolean(details?.email),
    token: crypto.randomUUID(),
    damage,
  };
}

/**
 * /admin/bookings/ (issue 21): bookings at the counter. Finding them, the booking page (what the
 * customer sees, from changes/manage.server.ts, plus history, payments, notes and the rental),
 * and the actions: pick-up, return with its charges, cancel, refund, note, resend.
 *
 * Every action is audited in the transaction of its change, answers the site's 404 for a booking
 * of another branch, and is safe to repeat: the rental's keys, a payment's idempotency key and
 * the form's token make a refresh or double submit do nothing twice. Money goes through the
 * payment gateway adapter.
 */
import { listAuditEvents } from "~/models/operations/audit-events.server";
import { insertBookingNote, listBookingNotes } from "~/models/reservations/booking-notes.server";
import { listBookingEvents, recordBookingEvent } from "~/models/reservations/booking-events.server";
import { listBranches } from "~/models/catalog/branches.server";
import {
  insertStaffRefund,
  lockPaymentWithRefunds,
  searchCounterBookings,
  settlePendingPayment,
} from "~/models/reservations/counter-bookings.server";
import { getDb } from "~/models/db.server";
import {
  createPayment,
  getPaymentByIdempotencyKey,
  listPaymentsForReservation,
  type Payment,
} from "~/models/reservations/payments.server";
import {
  closeRental,
  getRental,
  getVehicle,
  insertRental,
  isVehicleOnRental,
  listReadyVehicles,
  setRentalChargePayment,
  updateVehicleAfterCounter,
  type Rental,
} from "~/models/reservations/rentals.server";
import {
  cancelConfirmedReservation,
  getReservationByReference,
  type Reservation,
} from "~/models/reservations/reservations.server";
import { formatNzDate, formatNzTime, fromNewZealand, nowInNewZealand } from "../../platform/dates";
import { sendBookingConfirmationEmail } from "../../booking/confirmation/mail.server";
import { refundSource } from "../../changes/payments.server";
import { sendCancellationEmail } from "../../changes/cancel/cancel.server";
import {
  bookingHistory,
  buildManagedBooking,
  isManageableStatus,
  type HistoryItem,
  type ManagedBooking,
} from "../../changes/manage.server";
import { formatMoney, roundMoney } from "../../platform/money";
import { getPaymentGateway, type PaymentGateway } from "../../platform/payments/gateway.server";
import { hitRateLimit } from "../../platform/rate-limit.server";
import { adminNotFound, assertBooking, type SignedInStaff } from "../access/guard.server";
import { visibleBranchIds } from "../access/rules";
import { recordAudit } from "../audit/audit.server";
import { ADMIN_PATHS } from "../access/constants";
import type { z } from "zod";
import type { cancelSchema, noteSchema, pickupSchema, refundSchema, returnSchema } from "./forms";
import {
  COUNTER_RESULTS_LIMIT,
  FUEL_CHARGE_PER_TEN_PERCENT,
  isRefundable,
  overrideRefundRefusal,
  parseCounterQuery,
  pickupOdometerRefusal,
  pickupRefusal,
  refundCeiling,
  returnChargeKey,
  returnCharges,
  returnRefusals,
  staffCancelPlan,
  staffCancelRefundKey,
  staffRefundKey,
} from "./rules";
import { COUNTER_MESSAGES as M, COUNTER_TEXT as T, type CounterDone } from "./text";

export type CounterStaff = Pick<
  SignedInStaff,
  "id" | "email" | "firstName" | "lastName" | "role" | "branchIds"
>;

/** "/admin/bookings/GO1234567/" (with "?done=…" after an action). */
export function counterBookingPath(reference: string, done?: CounterDone): string {
  return `${ADMIN_PATHS.bookings}${encodeURIComponent(reference)}/${done ? `?done=${done}` : ""}`;
}

const when = (at: Date) => `${formatNzDate(at)}, ${formatNzTime(at)}`;
const staffName = (staff: CounterStaff) => `${staff.firstName} ${staff.lastName}`.trim() || staff.email;

/* ------------------------------------------------------------------------------------------------
 * Finding
 * ---------------------------------------------------------------------------------------------- */

export type CounterListItem = {
  reference: string;
  href: string;
  customer: string;
  email: string;
  vehicle: string;
  pickupBranch: string;
  pickup: string;
  pickupDateTime: string;
  dropOffBranch: string;
  dropOff: string;
  status: string;
};

export async function findCounterBookings(
  staff: CounterStaff,
  raw: string | null,
  now: Date = new Date(),
): Promise<{ query: string; items: CounterListItem[] }> {
  const query = parseCounterQuery(raw, now);
  const [rows, branches] = await Promise.all([
    searchCounterBookings(query, visibleBranchIds(staff), COUNTER_RESULTS_LIMIT),
    listBranches(),
  ]);
  const branchName = new Map(branches.map((branch) => [branch.id, branch.name]));
  return {
    query: (raw ?? "").trim().slice(0, 100),
    items: rows.map((row) => ({
      reference: row.reference,
      href: counterBookingPath(row.reference),
      customer: `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim(),
      email: row.email ?? "",
      vehicle: row.registration ? `${row.carClassName}, ${row.registration}` : row.carClassName,
      pickupBranch: branchName.get(row.pickupBranchId) ?? "",
      pickup: when(row.pickupAt),
      pickupDateTime: row.pickupAt.toISOString(),
      dropOffBranch: branchName.get(row.dropOffBranchId) ?? "",
      dropOff: when(row.dropOffAt),
      status:
        T.statusLabels[
          row.returnedAt
            ? "returned"
            : row.pickedUpAt && row.status === "confirmed"
              ? "picked-up"
              : row.status
        ] ?? row.status,
    })),
  };
}

/* ------------------------------------------------------------------------------------------------
 * The booking
 * ---------------------------------------------------------------------------------------------- */

/** The booking `reference` names, when this staff member may see it; else the site's 404 (thrown). */
export async function counterReservation(staff: CounterStaff, reference: string): Promise<Reservation> {
  const normalised = reference.trim().toUpperCase();
  const reservation = /^GO\d{7}$/.test(normalised) ? await getReservationByReference(normalised) : null;
  if (!reservation || !isManageableStatus(reservation.status)) throw adminNotFound();
  assertBooking(staff, reservation);
  return reservation;
}

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
    returnedAt: string | null;
    returnOdometerKm: number | null;
    returnFuelPercent: number | null;
    damageNote: string | null;
    charges: { label: string; amount: string }[];
    chargesTotal: string | null;
    chargeStatus: string | null;
  } | null;
  history: HistoryItem[];
  audit: { id: string; when: string; dateTime: string; who: string; action: string; reason: string | null }[];
  notes: { id: string; when: string; dateTime: string; author: string; body: string }[];
  payments: CounterPaymentRow[];
  /** What can be done now. */
  pickup: { cars: { value: string; label: string }[]; minOdometerByCar: Record<string, number> } | null;
  returnForm: {
    pickupOdometerKm: number;
    pickupFuelPercent: number;
    today: string;
    nowTime: string;
    fuelRule: string;
  } | null;
  chargeRetry: boolean;
  cancel: { policy: string; paid: number } | null;
  refundable: { value: string; label: string }[];
  canResend: boolean;
  /** A fresh token for the forms that must not run twice (note, refund). */
  token: string;
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
    returnedAt: rental.returnedAt ? when(rental.returnedAt) : null,
    returnOdometerKm: rental.returnOdometerKm,
    returnFuelPercent: rental.returnFuelPercent,
    damageNote: rental.damageNote,
    charges: rental.charges.map((charge) => ({ label: charge.label, amount: formatMoney(charge.amount) })),
    chargesTotal: rental.returnedAt ? formatMoney(rental.chargesTotal) : null,
    chargeStatus: chargePayment?.status ?? null,
  };
}

export async function loadCounterBooking(
  staff: CounterStaff,
  reference: string,
  now: Date = new Date(),
): Promise<CounterBookingView> {
  const reservation = await counterReservation(staff, reference);
  const [booking, rental, payments, events, notes, audit] = await Promise.all([
    buildManagedBooking(reservation, now),
    getRental(reservation.id),
    listPaymentsForReservation(reservation.id),
    listBookingEvents(reservation.id),
    listBookingNotes(reservation.id),
    listAuditEvents({ entityType: "reservation", entityId: reservation.id, limit: 200 }),
  ]);
  if (!booking) throw adminNotFound();
  const confirmed = reservation.status === "confirmed";

  let pickup: CounterBookingView["pickup"] = null;
  if (confirmed && !rental) {
    const cars = await listReadyVehicles(reservation.pickupBranchId, reservation.carClassId, now);
    pickup = {
      cars: cars.map((car) => ({
        value: String(car.id),
        label: `${car.registration} (${car.odometerKm} km)`,
      })),
      minOdometerByCar: Object.fromEntries(cars.map((car) => [String(car.id), car.odometerKm])),
    };
  }
  const nz = nowInNewZealand(now);
  const returnForm =
    rental && !rental.returnedAt
      ? {
          pickupOdometerKm: rental.pickupOdometerKm,
          pickupFuelPercent: rental.pickupFuelPercent,
          today: nz.date,
          nowTime: minutesText(nz.minutes),
          fuelRule: T.fuelRule(FUEL_CHARGE_PER_TEN_PERCENT),
        }
      : null;
  const chargePayment = await getPaymentByIdempotencyKey(returnChargeKey(reservation.id));
  const chargeRetry = Boolean(
    rental?.returnedAt && rental.chargesTotal > 0 && (!chargePayment || chargePayment.status === "pending"),
  );
  const plan = staffCancelPlan(reservation, payments, Boolean(rental), now);
  const details = reservation.customerDetails;

  return {
    booking,
    customer: details
      ? { phone: details.phone, country: details.country, flight: details.flightNumber ?? null }
      : null,
    rental: rental ? await rentalView(rental, payments) : null,
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
  };
}

/* ------------------------------------------------------------------------------------------------
 * Actions
 * ---------------------------------------------------------------------------------------------- */

/** An action's answer: done (redirect with the status message) or refused (messages beside the fields). */
export type CounterResult =
  | { ok: true; done: CounterDone }
  | { ok: false; status: 400 | 409 | 422 | 429 | 502 | 503; fieldErrors: Record<string, string> };

const refused = (
  status: 400 | 409 | 422 | 429 | 502 | 503,
  fieldErrors: Record<string, string>,
): CounterResult => ({ ok: false, status, fieldErrors });

/** The field a general refusal of a form is shown beside (the form's first message). */
export const FORM_ERROR_FIELD = "_form";

type Options = { now?: Date; gateway?: PaymentGateway };

/* ---- pick-up ---- */

export async function pickUp(
  staff: CounterStaff,
  reference: string,
  input: z.infer<typeof pickupSchema>,
  options: Options = {},
): Promise<CounterResult> {
  const now = options.now ?? new Date();
  const reservation = await counterReservation(staff, reference);
  const existing = await getRental(reservation.id);
  // A double submit of the same hand-over: done already.
  if (existing && existing.vehicleId === input.vehicleId) return { ok: true, done: "picked-up" };
  const refusal = pickupRefusal({ status: reservation.status, picked: Boolean(existing) });
  if (refusal) return refused(409, { [FORM_ERROR_FIELD]: refusal });

  const vehicle = await getVehicle(input.vehicleId);
  const ready = await listReadyVehicles(reservation.pickupBranchId, reservation.carClassId, now);
  if (!vehicle || !ready.some((car) => car.id === vehicle.id)) {
    const openRental = vehicle ? await isVehicleOnRental(vehicle.id) : false;
    return refused(409, { vehicleId: openRental ? M.vehicleTaken : M.vehicleNotReady });
  }
  const odometer = pickupOdometerRefusal(input.odometerKm, vehicle.odometerKm);
  if (odometer) return refused(422, { odometerKm: odometer });

  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const inserted = await insertRental(tx, {
      reservationId: reservation.id,
      vehicleId: vehicle.id,
      pickedUpAt: now,
      pickedUpByUserId: staff.id,
      pickupOdometerKm: input.odometerKm,
      pickupFuelPercent: input.fuelPercent,
      pickupChecks: {
        licenceSeen: input.licenceSeen,
        cardSeen: input.cardSeen,
        damageWalkaround: input.damageWalkaround,
      },
    });
    if (!inserted.ok) return inserted.taken;
    await updateVehicleAfterCounter(tx, vehicle.id, { odometerKm: input.odometerKm });
    await recordBookingEvent(
      {
        reservationId: reservation.id,
        kind: "picked-up",
        actor: "staff",
        detail: { note: vehicle.registration, registration: vehicle.registration },
        now,
      },
      tx,
    );
    await recordAudit(
      staff,
      {
        action: "booking.pick-up",
        entityType: "reservation",
        entityId: reservation.id,
        branchId: reservation.pickupBranchId,
        before: { vehicleOdometerKm: vehicle.odometerKm, rental: null },
        after: {
          reference: reservation.reference,
          registration: vehicle.registration,
          odometerKm: input.odometerKm,
          fuelPercent: input.fuelPercent,
        },
        occurredAt: now,
      },
      tx,
    );
    return "done" as const;
  });
  if (outcome === "done") return { ok: true, done: "picked-up" };
  if (outcome === "booking") return refused(409, { [FORM_ERROR_FIELD]: M.alreadyPickedUp });
  return refused(409, { vehicleId: M.vehicleTaken });
}

/* ---- return ---- */

export async function returnCar(
  staff: CounterStaff,
  reference: string,
  input: z.infer<typeof returnSchema>,
  options: Options = {},
): Promise<CounterResult> {
  const now = options.now ?? new Date();
  const reservation = await counterReservation(staff, reference);
  const rental = await getRental(reservation.id);
  if (!rental) return refused(409, { [FORM_ERROR_FIELD]: M.notPickedUp });
  // A double submit (or a refresh) of a return already recorded: its charge is made once, below.
  if (rental.returnedAt) return settleReturnCharges(staff, reservation, rental, options);

  const returnedAt = fromNewZealand(input.returnDate, input.returnTime);
  const errors = returnRefusals(
    { odometerKm: rental.pickupOdometerKm, pickedUpAt: rental.pickedUpAt },
    { odometerKm: input.odometerKm, returnedAt },
    now,
  );
  if (Object.keys(errors).length > 0) return refused(422, errors);
  const { charges, total } = returnCharges({
    pickupFuelPercent: rental.pickupFuelPercent,
    returnFuelPercent: input.fuelPercent,
    lateFee: input.lateFee,
    cleaningFee: input.cleaningFee,
  });
  const vehicle = await getVehicle(rental.vehicleId);

  const db = await getDb();
  const closed = await db.transaction(async (tx) => {
    const row = await closeRental(tx, reservation.id, {
      returnedAt,
      returnedByUserId: staff.id,
      returnBranchId: reservation.dropOffBranchId,
      returnOdometerKm: input.odometerKm,
      returnFuelPercent: input.fuelPercent,
      damageNote: input.damageNote || null,
      charges,
      chargesTotal: total,
    });
    if (!row) return null;
    await updateVehicleAfterCounter(tx, rental.vehicleId, {
      odometerKm: Math.max(input.odometerKm, vehicle?.odometerKm ?? 0),
      branchId: reservation.dropOffBranchId,
    });
    await recordBookingEvent(
      {
        reservationId: reservation.id,
        kind: "returned",
        actor: "staff",
        detail: { note: total > 0 ? `charges ${formatMoney(total)}` : null, amount: total },
        now,
      },
      tx,
    );
    await recordAudit(
      staff,
      {
        action: "booking.return",
        entityType: "reservation",
        entityId: reservation.id,
        branchId: reservation.dropOffBranchId,
        before: {
          vehicleBranchId: vehicle?.branchId ?? null,
          vehicleOdometerKm: vehicle?.odometerKm ?? null,
          returnedAt: null,
        },
        after: {
          reference: reservation.reference,
          registration: vehicle?.registration ?? null,
          returnedAt: returnedAt.toISOString(),
          odometerKm: input.odometerKm,
          fuelPercent: input.fuelPercent,
          vehicleBranchId: reservation.dropOffBranchId,
          damageNote: input.damageNote || null,
          charges,
          chargesTotal: total,
        },
        occurredAt: now,
      },
      tx,
    );
    return row;
  });
  const current = closed ?? (await getRental(reservation.id));
  if (!current) return refused(409, { [FORM_ERROR_FIELD]: M.notPickedUp });
  return settleReturnCharges(staff, reservation, current, options);
}

/**
 * Charges a returned rental's charges once: the payment row's idempotency key comes from the
 * booking, so a double submit, a refresh or a retry finds the same row, and only the request
 * whose row is pending calls the gateway (with the same key, so the gateway charges once too).
 */
export async function settleReturnCharges(
  staff: CounterStaff,
  reservation: Reservation,
  rental: Rental,
  options: Options = {},
): Promise<CounterResult> {
  const now = options.now ?? new Date();
  if (!rental.returnedAt) return refused(409, { [FORM_ERROR_FIELD]: M.notPickedUp });
  if (!(rental.chargesTotal > 0)) return { ok: true, done: "returned" };
  const payments = await listPaymentsForReservation(reservation.id);
  const source = refundSource(payments);
  const key = returnChargeKey(reservation.id);
  const { payment, created } = await createPayment({
    reservationId: reservation.id,
    method: source ? "credit-card" : reservation.agentId ? "on-account" : "account2account",
    amount: rental.chargesTotal,
    purpose: "return-charges",
    cardType: source?.cardType ?? null,
    idempotencyKey: key,
    now,
  });
  if (payment.status === "approved") return { ok: true, done: "returned-charged" };
  if (payment.status !== "pending") return { ok: true, done: "returned" };
  if (!source) {
    // No card on file: the charges wait as a bank transfer (or on the business account's invoice).
    if (created) await recordChargeAudit(staff, reservation, payment, now);
    return { ok: true, done: "returned" };
  }
  const gateway = options.gateway ?? getPaymentGateway();
  let answer;
  try {
    answer = await gateway.charge({
      providerReference: source.providerReference!,
      amount: payment.amount,
      description: `Return charges ${reservation.reference}`,
      idempotencyKey: key,
    });
  } catch (error) {
    console.error(`Return charges of ${reservation.reference} failed:`, error);
    answer = { ok: false as const, reason: "gateway error" };
  }
  if (!answer.ok) return { ok: true, done: "charge-failed" };
  const db = await getDb();
  await db.transaction(async (tx) => {
    const approved = await settlePendingPayment(tx, payment.id, "approved", {
      providerReference: answer.chargeReference,
      cardLast4: source.cardLast4,
      now,
    });
    if (!approved) return;
    await setRentalChargePayment(reservation.id, payment.id, tx);
    await recordBookingEvent(
      {
        reservationId: reservation.id,
        kind: "payment",
        actor: "staff",
        detail: { method: "credit-card", amount: payment.amount, purpose: "return-charges" },
        now,
      },
      tx,
    );
    await recordChargeAudit(staff, reservation, approved, now, tx);
  });
  return { ok: true, done: "returned-charged" };
}

async function recordChargeAudit(
  staff: CounterStaff,
  reservation: Reservation,
  payment: Payment,
  now: Date,
  tx?: Parameters<typeof recordAudit>[2],
) {
  await recordAudit(
    staff,
    {
      action: "booking.return-charges",
      entityType: "reservation",
      entityId: reservation.id,
      branchId: reservation.dropOffBranchId,
      before: null,
      after: {
        paymentId: payment.id,
        amount: payment.amount,
        method: payment.method,
        status: payment.status,
      },
      occurredAt: now,
    },
    tx,
  );
}

/** "Charge again" after the gateway failed: the same row, the same key. */
export async function retryReturnCharges(
  staff: CounterStaff,
  reference: string,
  options: Options = {},
): Promise<CounterResult> {
  const reservation = await counterReservation(staff, reference);
  const rental = await getRental(reservation.id);
  if (!rental?.returnedAt) return refused(409, { [FORM_ERROR_FIELD]: M.notPickedUp });
  const result = await settleReturnCharges(staff, reservation, rental, options);
  return result.ok && result.done === "returned-charged" ? { ok: true, done: "return-charges-paid" } : result;
}

/* ---- refunds (a refund of part of a payment, and a cancellation's refund) ---- */

type RefundAnswer =
  { kind: "refunded" } | { kind: "repeat" } | { kind: "too-much"; left: number } | { kind: "failed" };

/**
 * Gives `amount` back from one payment: under a lock on the payment, never more than it less the
 * refunds made or being made from it; a pending refund row (purpose "refund", its key from the
 * form or the booking) is written first, so a repeat finds it; then the gateway pays it out to
 * the card (a payment by bank transfer is refunded by transfer by our team).
 */
async function refundFromPayment(
  staff: CounterStaff,
  reservation: Reservation,
  input: { paymentId: string; amount: number; reason: string; key: string; action: string },
  options: Options,
): Promise<RefundAnswer> {
  const now = options.now ?? new Date();
  const amount = roundMoney(input.amount);
  const db = await getDb();
  const pending = await db.transaction(async (tx) => {
    const locked = await lockPaymentWithRefunds(tx, input.paymentId);
    if (!locked || locked.payment.reservationId !== reservation.id)
      return { kind: "too-much" as const, left: 0 };
    const left = refundCeiling(locked.payment, locked.refunds);
    if (locked.refunds.some((refund) => refund.idempotencyKey === input.key))
      return { kind: "repeat" as const };
    if (amount > left) return { kind: "too-much" as const, left };
    const row = await insertStaffRefund(tx, {
      reservationId: reservation.id,
      refundOfPaymentId: locked.payment.id,
      method: locked.payment.method,
      amount,
      cardType: locked.payment.cardType,
      idempotencyKey: input.key,
      now,
    });
    if (!row) return { kind: "repeat" as const };
    return { kind: "pending" as const, row, source: locked.payment };
  });
  if (pending.kind !== "pending") return pending;

  let reference: string | null = null;
  if (pending.source.method === "credit-card" && pending.source.providerReference) {
    const gateway = options.gateway ?? getPaymentGateway();
    try {
      const answer = await gateway.refund({
        providerReference: pending.source.providerReference,
        amount,
        reason: input.reason,
      });
      if (!answer.ok) throw new Error(answer.reason);
      reference = answer.refundReference;
    } catch (error) {
      console.error(`Staff refund ${pending.row.id} of ${reservation.reference} failed:`, error);
      await db.transaction(async (tx) => {
        await settlePendingPayment(tx, pending.row.id, "cancelled", { now });
      });
      return { kind: "failed" };
    }
  }
  await db.transaction(async (tx) => {
    const done = await settlePendingPayment(tx, pending.row.id, "refunded", {
      providerReference: reference,
      cardLast4: pending.source.cardLast4,
      now,
    });
    if (!done) return;
    await recordBookingEvent(
      {
        reservationId: reservation.id,
        kind: "refunded-by-staff",
        actor: "staff",
        detail: { amount, note: formatMoney(amount) },
        now,
      },
      tx,
    );
    await recordAudit(
      staff,
      {
        action: input.action,
        entityType: "reservation",
        entityId: reservation.id,
        branchId: reservation.pickupBranchId,
        before: { paymentId: pending.source.id, refundable: roundMoney(pending.source.amount) },
        after: { refundPaymentId: done.id, amount, method: done.method },
        reason: input.reason,
        occurredAt: now,
      },
      tx,
    );
  });
  return { kind: "refunded" };
}

export async function refundByStaff(
  staff: CounterStaff,
  reference: string,
  input: z.infer<typeof refundSchema>,
  options: Options = {},
): Promise<CounterResult> {
  const reservation = await counterReservation(staff, reference);
  const payments = await listPaymentsForReservation(reservation.id);
  const payment = payments.find((row) => row.id === input.paymentId && isRefundable(row));
  if (!payment) return refused(422, { paymentId: M.paymentRequired });
  const answer = await refundFromPayment(
    staff,
    reservation,
    {
      paymentId: payment.id,
      amount: input.amount,
      reason: input.reason,
      key: staffRefundKey(payment.id, input.token),
      action: "booking.refund",
    },
    options,
  );
  switch (answer.kind) {
    case "refunded":
    case "repeat":
      return { ok: true, done: "refunded" };
    case "too-much":
      return refused(422, { amount: M.refundAboveLeft(formatMoney(answer.left)) });
    case "failed":
      return refused(502, { [FORM_ERROR_FIELD]: M.gatewayFailed });
  }
}

/* ---- cancel ---- */

export async function cancelByStaff(
  staff: CounterStaff,
  reference: string,
  input: z.infer<typeof cancelSchema>,
  options: Options = {},
): Promise<CounterResult> {
  const now = options.now ?? new Date();
  const reservation = await counterReservation(staff, reference);
  // A double submit or a refresh: cancelled already.
  if (reservation.status === "cancelled") return { ok: true, done: "cancelled" };
  const [rental, payments] = await Promise.all([
    getRental(reservation.id),
    listPaymentsForReservation(reservation.id),
  ]);
  const plan = staffCancelPlan(reservation, payments, Boolean(rental), now);
  if (!plan.ok) return refused(409, { [FORM_ERROR_FIELD]: plan.message });
  const override = input.mode === "override";
  const amount = override ? roundMoney(input.overrideAmount ?? 0) : plan.policyRefund;
  const tooMuch = override ? overrideRefundRefusal(amount, plan.paid) : null;
  if (tooMuch) return refused(422, { overrideAmount: tooMuch });
  // The payment the refund comes from: the latest card payment, else any money taken.
  const source =
    refundSource(payments) ??
    payments
      .filter((payment) => isRefundable(payment))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0] ??
    null;

  const db = await getDb();
  const cancelled = await db.transaction(async (tx) => {
    const row = await cancelConfirmedReservation(reservation.id, { now, executor: tx });
    if (!row) return false;
    await recordBookingEvent(
      {
        reservationId: reservation.id,
        kind: "cancelled-by-staff",
        actor: "staff",
        detail: { amount, note: amount > 0 ? `refund ${formatMoney(amount)}` : null },
        now,
      },
      tx,
    );
    await recordAudit(
      staff,
      {
        action: "booking.cancel",
        entityType: "reservation",
        entityId: reservation.id,
        branchId: reservation.pickupBranchId,
        before: { status: reservation.status },
        after: {
          status: "cancelled",
          refund: amount,
          policyRefund: plan.policyRefund,
          fee: plan.fee,
          mode: input.mode,
        },
        reason: override ? (input.reason ?? null) : null,
        occurredAt: now,
      },
      tx,
    );
    return true;
  });
  if (!cancelled) return { ok: true, done: "cancelled" };
  // The customer hears of it as from the site's own cancel flow (once: only this request cancelled).
  const email = () =>
    sendCancellationEmail(reservation, {
      reason: null,
      actor: "customer",
      fee: roundMoney(Math.max(0, plan.paid - amount)),
      feePaidByCard: 0,
      feeOwed: 0,
      refunded: amount,
      refundToCard: source?.method === "credit-card",
    });
  if (!(amount > 0) || !source) {
    await email();
    return { ok: true, done: "cancelled" };
  }
  const answer = await refundFromPayment(
    staff,
    reservation,
    {
      paymentId: source.id,
      amount,
      reason: input.reason || "Cancelled at the counter",
      key: staffCancelRefundKey(reservation.id),
      action: "booking.cancel-refund",
    },
    options,
  );
  if (answer.kind === "failed") return refused(502, { [FORM_ERROR_FIELD]: M.gatewayFailed });
  if (answer.kind === "too-much")
    return refused(422, { overrideAmount: M.refundAboveLeft(formatMoney(answer.left)) });
  await email();
  return { ok: true, done: "cancelled" };
}

/* ---- note ---- */

export async function addNote(
  staff: CounterStaff,
  reference: string,
  input: z.infer<typeof noteSchema>,
  options: Options = {},
): Promise<CounterResult> {
  const now = options.now ?? new Date();
  const reservation = await counterReservation(staff, reference);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const { created, note } = await insertBookingNote(tx, {
      id: `${reservation.id}:${input.token}`,
      reservationId: reservation.id,
      authorUserId: staff.id,
      authorName: staffName(staff),
      body: input.body,
      now,
    });
    if (!created || !note) return;
    await recordBookingEvent(
      { reservationId: reservation.id, kind: "note", actor: "staff", detail: null, now },
      tx,
    );
    await recordAudit(
      staff,
      {
        action: "booking.note",
        entityType: "reservation",
        entityId: reservation.id,
        branchId: reservation.pickupBranchId,
        before: null,
        after: { noteId: note.id, body: note.body },
        occurredAt: now,
      },
      tx,
    );
  });
  return { ok: true, done: "note-added" };
}

/* ---- resend the confirmation ---- */

/** One resend a minute per booking at the counter: a double submit sends one email. */
export const STAFF_RESEND_LIMIT = { limit: 1, windowSeconds: 60 } as const;

export async function resendByStaff(
  staff: CounterStaff,
  reference: string,
  options: Options = {},
): Promise<CounterResult> {
  const now = options.now ?? new Date();
  const reservation = await counterReservation(staff, reference);
  const email = reservation.customerDetails?.email;
  if (reservation.status !== "confirmed" || !email)
    return refused(409, { [FORM_ERROR_FIELD]: M.resendNoEmail });
  const hit = await hitRateLimit(`staff-resend:${reservation.id}`, STAFF_RESEND_LIMIT, now);
  if (!hit.allowed) return refused(429, { [FORM_ERROR_FIELD]: M.resendLimited });
  let sent = null;
  try {
    sent = await sendBookingConfirmationEmail(reservation.id);
  } catch (error) {
    console.error(`Resending the confirmation of ${reservation.reference} failed:`, error);
  }
  if (!sent) return refused(503, { [FORM_ERROR_FIELD]: M.resendFailed });
  const db = await getDb();
  await db.transaction(async (tx) => {
    await recordBookingEvent(
      {
        reservationId: reservation.id,
        kind: "confirmation-resent",
        actor: "staff",
        detail: { to: email },
        now,
      },
      tx,
    );
    await recordAudit(
      staff,
      {
        action: "booking.resend-confirmation",
        entityType: "reservation",
        entityId: reservation.id,
        branchId: reservation.pickupBranchId,
        before: null,
        after: { to: email },
        occurredAt: now,
      },
      tx,
    );
  });
  return { ok: true, done: "resent" };
}

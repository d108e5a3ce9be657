/**
 * Return at the counter (issues 21 and 32): the rental closed once (a conditional update), the car
 * moved to the branch where it came back (with its move in the car's history), a return to another
 * branch than booked charged the one-way fee difference (or waived with a reason), the return's
 * charges taken once through the payment gateway adapter, with "charge again" after the gateway
 * failed, and the final invoice emailed once.
 */
import type { z } from "zod";
import { listBranches } from "~/models/catalog/branches.server";
import { getCarClassById } from "~/models/catalog/car-classes.server";
import { getDb } from "~/models/db.server";
import { lockVehicle } from "~/models/fleet/fleet.server";
import { recordVehicleMove } from "~/models/fleet/moves.server";
import { recordBookingEvent } from "~/models/reservations/booking-events.server";
import { settlePendingPayment } from "~/models/reservations/counter-bookings.server";
import {
  createPayment,
  listPaymentsForReservation,
  type Payment,
} from "~/models/reservations/payments.server";
import {
  closeRental,
  getRental,
  getVehicle,
  setRentalChargePayment,
  updateVehicleAfterCounter,
  type Rental,
} from "~/models/reservations/rentals.server";
import type { ReturnCharge } from "~/models/schema";
import { loadOneWayFees } from "../../booking/pricing/one-way-fees.server";
import { emailFinalInvoice } from "../../changes/agreement/agreement.server";
import { refundSource } from "../../changes/payments.server";
import { fromNewZealand } from "../../platform/dates";
import { formatMoney, sumMoney } from "../../platform/money";
import { getPaymentGateway } from "../../platform/payments/gateway.server";
import { recordAudit } from "../audit/audit.server";
import { releaseBondsAtReturn } from "./bond.server";
import { FORM_ERROR_FIELD, type returnSchema } from "./forms";
import type { CounterReservation, CounterStaff } from "./reservation.server";
import { refused, type CounterOptions, type CounterResult } from "./result";
import {
  defaultReturnBranchId,
  ONE_WAY_CHARGE_CODE,
  returnBranchChoices,
  returnOneWayFee,
  returnTimeDecision,
} from "./return-rules";
import { RETURN_MESSAGES as RM, RETURN_TEXT as RT } from "./return-text";
import { returnChargeKey, returnCharges } from "./rules";
import { COUNTER_MESSAGES as M } from "./text";
import { latestSwap } from "~/models/reservations/vehicle-swaps.server";
import { rentalLeg } from "../swap/rules";
import { SWAP_MESSAGES } from "../swap/text";
import { log } from "~/log.server";

export async function returnCar(
  staff: CounterStaff,
  reservation: CounterReservation,
  input: z.infer<typeof returnSchema>,
  options: CounterOptions = {},
): Promise<CounterResult> {
  const now = options.now ?? new Date();
  const rental = await getRental(reservation.id);
  if (!rental) return refused(409, { [FORM_ERROR_FIELD]: M.notPickedUp });
  // A double submit (or a refresh) of a return already recorded: its charge is made once, below.
  if (rental.returnedAt) return settleReturnCharges(staff, reservation, rental, options);

  // The car on the road and where its leg started: the latest swap's replacement, else the pick-up.
  const leg = rentalLeg(rental, await latestSwap(reservation.id));
  const errors: Record<string, string> = {};
  if (input.odometerKm < leg.startOdometerKm)
    errors.odometerKm =
      leg.since === rental.pickedUpAt
        ? M.odometerBelowPickup(leg.startOdometerKm)
        : SWAP_MESSAGES.returnOdometerBelowSwap(leg.startOdometerKm);
  const time = returnTimeDecision(fromNewZealand(input.returnDate, input.returnTime), rental.pickedUpAt, now);
  if (!time.ok) errors.returnDate = time.message;
  const plan = await returnPlan(staff, reservation, input.returnBranchId ?? reservation.dropOffBranchId);
  if (!plan) errors.returnBranchId = RM.returnBranchNotAllowed;
  if (!time.ok || !plan || Object.keys(errors).length > 0) return refused(422, errors);
  const returnedAt = time.returnedAt;
  const waived = input.waiveOneWayFee && plan.fee.difference > 0;
  // The fuel rule of the car coming back (after a swap, perhaps another class than booked).
  const legCar = await getVehicle(leg.vehicleId);
  const carClass = await getCarClassById(legCar?.carClassId ?? reservation.carClassId);
  const { charges: counterCharges } = returnCharges({
    fuelType: carClass?.fuelType ?? "unleaded",
    pickupFuelPercent: leg.startFuelPercent,
    returnFuelPercent: input.fuelPercent,
    lateFee: input.lateFee,
    cleaningFee: input.cleaningFee,
  });
  const charges: ReturnCharge[] =
    plan.fee.difference > 0 && !waived
      ? [
          ...counterCharges,
          {
            code: ONE_WAY_CHARGE_CODE,
            label: RT.oneWayChargeLabel(plan.actual.name, plan.bookedDropOff.name),
            amount: plan.fee.difference,
          },
        ]
      : counterCharges;
  const total = sumMoney(charges.map((charge) => charge.amount));

  const db = await getDb();
  const closed = await db.transaction(async (tx) => {
    const row = await closeRental(tx, reservation.id, {
      returnedAt,
      returnedByUserId: staff.id,
      returnBranchId: plan.actual.id,
      returnOdometerKm: input.odometerKm,
      returnFuelPercent: input.fuelPercent,
      damageNote: input.damageNote || null,
      charges,
      chargesTotal: total,
    });
    if (!row) return null;
    // The car's row, locked: where it was until now is where the move starts.
    const vehicle = await lockVehicle(tx, rental.vehicleId);
    const before = await getVehicle(rental.vehicleId, tx);
    await updateVehicleAfterCounter(tx, rental.vehicleId, {
      odometerKm: Math.max(input.odometerKm, before?.odometerKm ?? 0),
      branchId: plan.actual.id,
    });
    if (vehicle)
      await recordVehicleMove(tx, {
        vehicleId: rental.vehicleId,
        fromBranchId: vehicle.branchId,
        toBranchId: plan.actual.id,
        movedAt: returnedAt,
        kind: "return",
        reservationId: reservation.id,
        movedByUserId: staff.id,
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
        branchId: plan.actual.id,
        before: {
          vehicleBranchId: before?.branchId ?? null,
          vehicleOdometerKm: before?.odometerKm ?? null,
          returnedAt: null,
        },
        after: {
          reference: reservation.reference,
          registration: before?.registration ?? null,
          returnedAt: returnedAt.toISOString(),
          odometerKm: input.odometerKm,
          fuelPercent: input.fuelPercent,
          vehicleBranchId: plan.actual.id,
          bookedDropOffBranchId: reservation.dropOffBranchId,
          oneWayFee: { ...plan.fee, waived },
          damageNote: input.damageNote || null,
          charges,
          chargesTotal: total,
        },
        occurredAt: now,
      },
      tx,
    );
    if (waived)
      await recordAudit(
        staff,
        {
          action: "booking.one-way-fee-waived",
          entityType: "reservation",
          entityId: reservation.id,
          branchId: plan.actual.id,
          before: { oneWayFee: plan.fee.difference },
          after: {
            reference: reservation.reference,
            oneWayFee: 0,
            returnBranch: plan.actual.name,
            bookedDropOffBranch: plan.bookedDropOff.name,
          },
          reason: input.waiverReason ?? null,
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

/** The return form's branches: the staff member's, each with what a return there adds, and the default. */
export async function returnBranchOptions(
  staff: CounterStaff | null,
  reservation: CounterReservation,
): Promise<{ branches: { value: string; label: string }[]; defaultBranchId: string }> {
  const [branches, fees] = await Promise.all([listBranches(), loadOneWayFees()]);
  const pickup = branches.find((branch) => branch.id === reservation.pickupBranchId);
  const bookedDropOff = branches.find((branch) => branch.id === reservation.dropOffBranchId);
  const choices = staff
    ? returnBranchChoices(staff, branches)
    : branches.filter((branch) => branch.id === reservation.dropOffBranchId);
  const options = choices.map((actual) => {
    const fee =
      pickup && bookedDropOff
        ? returnOneWayFee({
            pickup,
            bookedDropOff,
            actual,
            bookedFee: reservation.priceBreakdown?.oneWayFee ?? 0,
            fees,
          })
        : null;
    return {
      value: String(actual.id),
      label: RT.returnBranchOption(
        actual.name,
        fee && fee.difference > 0 ? formatMoney(fee.difference) : null,
        actual.id === reservation.dropOffBranchId,
      ),
    };
  });
  const defaultId = defaultReturnBranchId(choices, reservation.dropOffBranchId);
  return { branches: options, defaultBranchId: defaultId === null ? "" : String(defaultId) };
}

/**
 * Where the car is recorded as back (one of the staff member's branches, else null) and the
 * one-way fee a return there adds to the booking, at the rates in force.
 */
async function returnPlan(staff: CounterStaff, reservation: CounterReservation, branchId: number) {
  const [branches, fees] = await Promise.all([listBranches(), loadOneWayFees()]);
  const actual = returnBranchChoices(staff, branches).find((branch) => branch.id === branchId);
  const pickup = branches.find((branch) => branch.id === reservation.pickupBranchId);
  const bookedDropOff = branches.find((branch) => branch.id === reservation.dropOffBranchId);
  if (!actual || !pickup || !bookedDropOff) return null;
  const fee = returnOneWayFee({
    pickup,
    bookedDropOff,
    actual,
    bookedFee: reservation.priceBreakdown?.oneWayFee ?? 0,
    fees,
  });
  return { actual, bookedDropOff, fee };
}

/**
 * The return's charges settled, then the bond released (issue 32: check-in's or the counter's
 * hold, once) and the final invoice emailed to the customer, once (its mark on the rental). Not
 * while a charge failed: the invoice would show money not taken and the bond may still be
 * needed; "charge again" does both when the charge goes through.
 */
async function settleReturnCharges(
  staff: CounterStaff,
  reservation: CounterReservation,
  rental: Rental,
  options: CounterOptions = {},
): Promise<CounterResult> {
  const result = await chargeReturnCharges(staff, reservation, rental, options);
  if (result.ok && result.done !== "charge-failed") {
    await releaseBondsAtReturn(staff, reservation, options);
    try {
      await emailFinalInvoice(reservation, options.now ?? new Date());
    } catch (error) {
      log.error({ err: error }, `Final invoice email for ${reservation.reference} was not sent`);
    }
  }
  return result;
}

/**
 * Charges a returned rental's charges once: the payment row's idempotency key comes from the
 * booking, so a double submit, a refresh or a retry finds the same row, and only the request
 * whose row is pending calls the gateway (with the same key, so the gateway charges once too).
 */
async function chargeReturnCharges(
  staff: CounterStaff,
  reservation: CounterReservation,
  rental: Rental,
  options: CounterOptions = {},
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
    log.error({ err: error }, `Return charges of ${reservation.reference} failed`);
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
  reservation: CounterReservation,
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
  reservation: CounterReservation,
  options: CounterOptions = {},
): Promise<CounterResult> {
  const rental = await getRental(reservation.id);
  if (!rental?.returnedAt) return refused(409, { [FORM_ERROR_FIELD]: M.notPickedUp });
  const result = await settleReturnCharges(staff, reservation, rental, options);
  return result.ok && result.done === "returned-charged" ? { ok: true, done: "return-charges-paid" } : result;
}

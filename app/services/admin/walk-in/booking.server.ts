/**
 * A walk-in's page, /admin/bookings/new/<reference>/ (issue 32): the held car, the customer (found
 * or new), extras and cover, then the payment at the desk. The rules are the website's: its step
 * schemas, priceBooking, startPayment (EFTPOS is recorded there like a charge to an account, once
 * per booking) and its confirmation email. A confirmed walk-in goes straight to its counter page.
 */
import { redirect } from "@remix-run/node";
import { withZod } from "@remix-validated-form/with-zod";
import { validationError } from "remix-validated-form";
import {
  getCounterCustomer,
  isCustomerAccount,
  searchCounterCustomers,
  type CounterCustomerRow,
} from "~/models/reservations/counter-customers.server";
import {
  getReservationByReference,
  updateReservation,
  type Reservation,
} from "~/models/reservations/reservations.server";
import { getCarClassById } from "~/models/catalog/car-classes.server";
import { listBranches } from "~/models/catalog/branches.server";
import type { CardType } from "~/models/schema";
import { extendHold } from "../../booking/availability/claims.server";
import { DEFAULT_TRAVEL_REASON } from "../../booking/constants";
import { completePaymentReturn } from "../../booking/payment/gateway-return.server";
import { startPayment } from "../../booking/payment/start.server";
import { priceBooking } from "../../booking/pricing/booking.server";
import type { SessionItinerary, SessionReservation } from "../../booking/session.server";
import { driverCountries } from "../../booking/steps/driver.server";
import { extraField, NO_SHUTTLE } from "../../booking/steps/forms";
import { loadExtrasOptions } from "../../booking/steps/flow.server";
import { inNewZealand } from "../../platform/dates";
import { notFound } from "../../platform/http-status";
import { getPaymentGateway, type PaymentGateway } from "../../platform/payments/gateway.server";
import { assertBranch } from "../access/guard.server";
import { visibleBranchIds } from "../access/rules";
import { recordAudit } from "../audit/audit.server";
import { counterBookingPath } from "../bookings/paths";
import type { CounterStaff } from "../bookings/reservation.server";
import { formatNzDateTime } from "../../platform/dates";
import {
  FORM_ERROR_FIELD,
  WALK_IN_FORM_IDS,
  WALK_IN_PAYMENT_ANCHOR,
  walkInDetailsSchema,
  walkInPaySchema,
} from "./forms";
import { walkInPath } from "./paths";
import { parseCustomerQuery, WALK_IN_CUSTOMERS_LIMIT } from "./rules";
import { WALK_IN_MESSAGES as M } from "./text";

declare const aWalkIn: unique symbol;
/** A walk-in still being made, of one of the staff member's branches; only `walkInReservation` makes one. */
export type WalkInReservation = Reservation & { readonly [aWalkIn]: true };

/**
 * The walk-in `reference` names: a counter booking not yet confirmed, leaving from one of the staff
 * member's branches (else the site's 404). A confirmed one answers its counter page's path.
 */
export async function walkInReservation(
  staff: CounterStaff,
  reference: string,
): Promise<WalkInReservation | { confirmed: string }> {
  const normalised = reference.trim().toUpperCase();
  const row = /^GO\d{7}$/.test(normalised) ? await getReservationByReference(normalised) : null;
  if (!row || row.salesSource !== "counter" || row.status === "cancelled") throw notFound();
  assertBranch(staff, row.pickupBranchId);
  if (row.status === "confirmed") return { confirmed: counterBookingPath(row.reference) };
  return row as WalkInReservation;
}

function itineraryOf(row: Reservation): SessionItinerary {
  const [pickup, dropOff] = [inNewZealand(row.pickupAt), inNewZealand(row.dropOffAt)];
  return {
    pickupBranchId: row.pickupBranchId,
    dropOffBranchId: row.dropOffBranchId,
    pickupDate: pickup.format("YYYY-MM-DD"),
    pickupTime: pickup.format("HH:mm"),
    dropOffDate: dropOff.format("YYYY-MM-DD"),
    dropOffTime: dropOff.format("HH:mm"),
    promoCode: row.promoCode ?? "",
    aaNumber: null,
    agentId: null,
    clientReferenceNumber: null,
    lastQueryDateTime: row.createdAt.toISOString(),
    searchedByUserId: null,
  };
}

function reservationOf(row: Reservation, cardType: CardType | null = null): SessionReservation {
  return {
    reservationId: row.id,
    carClassId: row.carClassId,
    hotDealId: row.hotDealId,
    extras: row.extras,
    insuranceCode: row.insuranceCode,
    isCarbonOffset: row.isCarbonOffset,
    shuttleCode: row.shuttleCode,
    customerDetails: row.customerDetails,
    travelReason: row.customerDetails?.travelReason ?? DEFAULT_TRAVEL_REASON,
    cardType,
    paymentMethod: null,
    stepComplete: row.stepComplete,
    campaignName: row.campaignName,
  };
}

async function detailsOptions(row: Reservation) {
  const [options, countries] = await Promise.all([loadExtrasOptions(itineraryOf(row)), driverCountries()]);
  return { ...options, countries };
}

async function detailsValidator(row: Reservation) {
  const options = await detailsOptions(row);
  return {
    options,
    validator: withZod(
      walkInDetailsSchema({
        extras: options.extras,
        insuranceCodes: options.insurance.map((option) => option.code),
        shuttleCodes: options.shuttles.map((shuttle) => shuttle.code),
        countryCodes: options.countries.map((country) => country.value),
      }),
    ),
  };
}

/** The walk-in's page: the car and trip, the customers found, the form's values, the price so far. */
export async function loadWalkIn(staff: CounterStaff, row: WalkInReservation, params: URLSearchParams) {
  const scope = visibleBranchIds(staff);
  const query = parseCustomerQuery(params.get("find"));
  const use = params.get("use");
  const [options, carClass, branches, customers, chosen] = await Promise.all([
    detailsOptions(row),
    getCarClassById(row.carClassId),
    listBranches(),
    query ? searchCounterCustomers(query, scope, WALK_IN_CUSTOMERS_LIMIT) : Promise.resolve(null),
    use ? getCounterCustomer(use, scope) : Promise.resolve(null),
  ]);
  const branchName = new Map(branches.map((branch) => [branch.id, branch.name]));
  const details = chosen ?? row.customerDetails;
  const quantities = new Map(row.extras.map((extra) => [extra.code, extra.quantity]));
  return {
    reference: row.reference,
    vehicle: carClass?.name ?? "",
    pickup: `${branchName.get(row.pickupBranchId) ?? ""}, ${formatNzDateTime(row.pickupAt)}`,
    dropOff: `${branchName.get(row.dropOffBranchId) ?? ""}, ${formatNzDateTime(row.dropOffAt)}`,
    find: params.get("find") ?? "",
    customers: customers as CounterCustomerRow[] | null,
    customerUnknown: Boolean(use && !chosen),
    extras: options.extras.map((extra) => ({
      code: extra.code,
      name: extra.name,
      price: extra.price,
      pricing: extra.pricing,
      maxQuantity: extra.maxQuantity,
    })),
    insurance: options.insurance.map((option) => ({
      code: option.code,
      name: option.name,
      dailyPrice: option.dailyPrice,
      excess: option.excess,
    })),
    countries: options.countries,
    defaults: {
      accountId: chosen ? (chosen.accountId ?? "") : (row.userId ?? ""),
      firstName: details?.firstName ?? "",
      lastName: details?.lastName ?? "",
      email: details?.email ?? "",
      phone: details?.phone ?? "",
      country: details?.country || "NZ",
      insurance: row.insuranceCode ?? "",
      shuttle: row.shuttleCode ?? NO_SHUTTLE,
      ...Object.fromEntries(
        options.extras.map((extra) => [extraField(extra.code), String(quantities.get(extra.code) ?? 0)]),
      ),
    } as Record<string, string>,
    /** The price once the customer's details are saved (the amount to take at the desk). */
    total: row.customerDetails ? row.total : null,
    breakdown: row.customerDetails ? row.priceBreakdown : null,
  };
}
export type WalkInView = Awaited<ReturnType<typeof loadWalkIn>>;

/** Saves the customer, extras and cover by the website's schemas, priced by priceBooking; keeps the car held. */
export async function saveWalkInDetails(staff: CounterStaff, row: WalkInReservation, form: FormData) {
  const { validator } = await detailsValidator(row);
  const checked = await validator.validate(form);
  if (checked.error) return validationError(checked.error, checked.submittedData);
  const input = checked.data;
  if (input.accountId && !(await isCustomerAccount(input.accountId)))
    return validationError(
      { fieldErrors: { firstName: M.accountUnknown }, formId: WALK_IN_FORM_IDS.details },
      checked.submittedData,
    );
  const values = input as Record<string, unknown>;
  const { extras } = await loadExtrasOptions(itineraryOf(row));
  const next: SessionReservation = {
    ...reservationOf(row),
    extras: extras
      .map((extra) => ({ code: extra.code, quantity: Number(values[extraField(extra.code)] ?? 0) }))
      .filter((extra) => extra.quantity > 0),
    insuranceCode: input.insurance,
    isCarbonOffset: input.carbonOffset,
    shuttleCode: input.shuttle === NO_SHUTTLE ? null : input.shuttle,
    customerDetails: {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      country: input.country,
      flightNumber: input.flightNumber,
      travelReason: input.travelReason,
    },
  };
  const priced = await priceBooking(itineraryOf(row), next);
  const saved = priced
    ? await updateReservation(row.id, {
        extras: next.extras,
        insuranceCode: next.insuranceCode,
        isCarbonOffset: next.isCarbonOffset,
        shuttleCode: next.shuttleCode,
        customerDetails: next.customerDetails,
        userId: input.accountId,
        stepComplete: 3,
        priceBreakdown: priced.breakdown,
      })
    : null;
  if (!saved) return redirect(walkInPath(row.reference));
  await extendHold(row.id);

  return redirect(`${walkInPath(row.reference)}#${WALK_IN_PAYMENT_ANCHOR}`);
}

/**
 * The payment at the desk. EFTPOS: the website's startPayment confirms the booking with an
 * approved payment under one key per booking (a double submit records it once) and sends the
 * confirmation email. Card: the gateway's hosted page, back to this page. Then the counter page.
 */
export async function payWalkIn(
  staff: CounterStaff,
  row: WalkInReservation,
  form: FormData,
  options: { returnOrigin: string; now?: Date; gateway?: PaymentGateway },
) {
  const now = options.now ?? new Date();
  const checked = await withZod(walkInPaySchema).validate(form);
  if (checked.error) return validationError(checked.error, checked.submittedData);
  const refuse = (message: string, status = 409) =>
    validationError(
      { fieldErrors: { [FORM_ERROR_FIELD]: message }, formId: WALK_IN_FORM_IDS.pay },
      checked.submittedData,
      { status },
    );
  if (!row.customerDetails) return refuse(M.lost, 400);
  const card = checked.data.method === "card";
  const cardType = card ? (checked.data.cardType ?? null) : null;
  if (card) {
    // The card's processing fee, as the website adds it once the card type is known.
    const priced = await priceBooking(itineraryOf(row), reservationOf(row, cardType));
    if (priced) await updateReservation(row.id, { priceBreakdown: priced.breakdown });
  }
  const result = await startPayment({
    itinerary: itineraryOf(row),
    reservation: reservationOf(row, cardType),
    now,
    gateway: options.gateway,
    method: card ? "credit-card" : "eftpos",
    receiptNumber: checked.data.receiptNumber,
    returnOrigin: options.returnOrigin,
    returnPath: walkInPath(row.reference),
  });
  switch (result.kind) {
    case "eftpos":
      if (result.created)
        await recordAudit(staff, {
          action: "booking.walk-in",
          entityType: "reservation",
          entityId: row.id,
          branchId: row.pickupBranchId,
          before: null,
          after: {
            reference: row.reference,
            method: "eftpos",
            amount: result.payment.amount,
            receiptNumber: checked.data.receiptNumber,
          },
          reason: null,
        });
      return redirect(counterBookingPath(row.reference));
    case "confirmed":
      return redirect(counterBookingPath(row.reference));
    case "gateway":
      return redirect(result.redirectTo);
    case "price-changed":
      return refuse(result.notice);
    case "gateway-unavailable":
      return refuse(result.notice, 502);
    case "soldout":
    case "hold-limit":
      return refuse(M.soldOut);
    default:
      return refuse(M.lost, 400);
  }
}

/** The gateway's answer on this page (a card paid at the desk): applied once, then the counter page or the payment again. */
export async function finishWalkInCard(
  staff: CounterStaff,
  row: WalkInReservation,
  url: URL,
  options: { now?: Date; gateway?: PaymentGateway } = {},
): Promise<{ location: string } | { declined: string }> {
  const outcome = await (options.gateway ?? getPaymentGateway()).readReturn(url);
  if (!outcome) throw notFound();
  const result = await completePaymentReturn(outcome, { now: options.now });
  if (result.kind === "invalid" || ("reservationId" in result && result.reservationId !== row.id))
    throw notFound();
  if (result.kind === "approved") {
    if (result.firstTime)
      await recordAudit(staff, {
        action: "booking.walk-in",
        entityType: "reservation",
        entityId: row.id,
        branchId: row.pickupBranchId,
        before: null,
        after: { reference: row.reference, method: "credit-card", amount: outcome.amount },
        reason: null,
      });
    return { location: counterBookingPath(row.reference) };
  }
  return { declined: M.gatewayDeclined };
}

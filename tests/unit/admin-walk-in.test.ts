import { describe, expect, it } from "vitest";
import { newStaff } from "./support/staff";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { clearCatalogCache } from "~/models/catalog/catalog-cache.server";
import { getCarClassByCode } from "~/models/catalog/car-classes.server";
import { getDb } from "~/models/db.server";
import { listAuditEvents } from "~/models/operations/audit-events.server";
import { listOutbox } from "~/models/operations/mail-outbox.server";
import { listPaymentsForReservation } from "~/models/reservations/payments.server";
import { getReservationByReference } from "~/models/reservations/reservations.server";
import { vehicles } from "~/models/schema";
import type { CounterStaff } from "~/services/admin/bookings/reservation.server";
import { counterBookingPath } from "~/services/admin/bookings/paths";
import {
  finishWalkInCard,
  payWalkIn,
  saveWalkInDetails,
  walkInReservation,
  type WalkInReservation,
} from "~/services/admin/walk-in/booking.server";
import { FORM_ERROR_FIELD, WALK_IN_FORM_IDS, walkInPaySchema } from "~/services/admin/walk-in/forms";
import {
  parseCustomerQuery,
  walkInBranch,
  walkInTripRefusals,
  WALK_IN_MIN_HOURS,
} from "~/services/admin/walk-in/rules";
import { WALK_IN_MESSAGES as M } from "~/services/admin/walk-in/text";
import { holdWalkIn, loadWalkInTrip } from "~/services/admin/walk-in/trip.server";
import { loadWalkIn } from "~/services/admin/walk-in/booking.server";
import { priceBooking } from "~/services/booking/pricing/booking.server";
import { walkInItinerary } from "~/services/admin/walk-in/trip.server";
import { BOOKING_FORM_MESSAGES } from "~/services/booking/text";
import { RENTAL_LIMIT_MESSAGES } from "~/services/booking/search/limits";
import { inNewZealand } from "~/services/platform/dates";
import { getPaymentGateway } from "~/services/platform/payments/gateway.server";
import { SANDBOX_CARDS } from "~/services/platform/payments/sandbox-cards";
import type { createSandboxGateway } from "~/services/platform/payments/sandbox.server";

const HOUR = 3_600_000;
const ORIGIN = "http://localhost";
let count = 0;

/** A car of class 5 at the branch, so one is free whatever else the tests hold. */
async function addCar(code: string): Promise<void> {
  count += 1;
  const [branch, carClass] = [(await getBranchByCode(code))!, (await getCarClassByCode("5"))!];
  const db = await getDb();
  await db.insert(vehicles).values({
    fleetNumber: `WALKIN-${count}`,
    registration: `WLK${count}`,
    branchId: branch.id,
    carClassId: carClass.carClassId,
    odometerKm: 5_000,
  });
  clearCatalogCache();
}

/** The trip form's values: from now at `code`, back in two days at 10:00. */
async function trip(code: string, now: Date, extra: Record<string, string> = {}): Promise<FormData> {
  const branch = (await getBranchByCode(code))!;
  const carClass = (await getCarClassByCode("5"))!;
  const form = new FormData();
  const back = inNewZealand(new Date(now.getTime() + 48 * HOUR));
  for (const [key, value] of Object.entries({
    intent: "hold",
    branch: String(branch.id),
    dropOffBranch: String(branch.id),
    returnDate: back.format("YYYY-MM-DD"),
    returnTime: "10:00",
    carClassId: String(carClass.carClassId),
    ...extra,
  }))
    form.set(key, value);
  return form;
}

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const customer = (email: string) => ({
  intent: "details",
  firstName: "Mere",
  lastName: "Walkin",
  email,
  phone: "021 777 1234",
  country: "NZ",
  insurance: "",
  acceptTerms: "on",
});

async function heldWalkIn(staff: CounterStaff, code = "AKL"): Promise<WalkInReservation> {
  await addCar(code);
  const held = await holdWalkIn(staff, await trip(code, new Date()));
  if (!held.ok) throw new Error(`expected a hold: ${JSON.stringify(held)}`);
  const reference = held.location.split("/").at(-2)!;
  const found = await walkInReservation(staff, reference);
  if ("confirmed" in found) throw new Error("expected a walk-in in progress");
  return found;
}

async function reload(staff: CounterStaff, reference: string): Promise<WalkInReservation> {
  const found = await walkInReservation(staff, reference);
  if ("confirmed" in found) throw new Error("expected a walk-in in progress");
  return found;
}

async function withDetails(staff: CounterStaff, email: string): Promise<WalkInReservation> {
  const held = await heldWalkIn(staff);
  const view = await loadWalkIn(staff, held, new URLSearchParams());
  const saved = await saveWalkInDetails(
    staff,
    held,
    form({ ...customer(email), insurance: view.insurance[0]!.code }),
  );
  expect(saved.status).toBe(302);
  return reload(staff, held.reference);
}

async function thrownStatus(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
  throw new Error("expected a thrown Response");
}

describe("a walk-in's own rules", () => {
  it("leaves from the staff member's branch; Admin from any", () => {
    const all = [1, 2, 3];
    expect(walkInBranch({ role: "Staff", branchIds: [2] }, null, all)).toBe(2);
    expect(walkInBranch({ role: "Staff", branchIds: [2] }, 2, all)).toBe(2);
    expect(walkInBranch({ role: "Staff", branchIds: [2] }, 3, all)).toBeNull();
    expect(walkInBranch({ role: "Admin", branchIds: [] }, 3, all)).toBe(3);
    expect(walkInBranch({ role: "Admin", branchIds: [] }, 9, all)).toBeNull();
  });

  it("comes back at least an hour from now and within the website's rental limits", () => {
    const now = new Date("2027-03-01T00:00:00Z"); // 13:00 in Auckland
    const draft = {
      pickupDate: "2027-03-01",
      pickupTime: "13:00",
      dropOffDate: "2027-03-01",
      dropOffTime: "13:30",
    };
    expect(walkInTripRefusals(draft, new Date(now.getTime() + 30 * 60_000), now)).toEqual({
      returnTime: M.returnTooSoon(WALK_IN_MIN_HOURS),
    });
    expect(walkInTripRefusals(draft, new Date(now.getTime() + HOUR), now)).toEqual({});
    const long = { ...draft, dropOffDate: "2027-07-01" };
    expect(walkInTripRefusals(long, new Date("2027-07-01T00:00:00Z"), now)).toEqual({
      returnDate: RENTAL_LIMIT_MESSAGES.rentalTooLong,
    });
  });

  it("searches customers from two characters, phones by their digits", () => {
    expect(parseCustomerQuery(" a ")).toBeNull();
    expect(parseCustomerQuery("021 777-1234")).toEqual({ text: "021 777-1234", digits: "0217771234" });
  });

  it("takes EFTPOS with a receipt number, a card with its type", () => {
    const errors = (values: Record<string, string>) => {
      const parsed = walkInPaySchema.safeParse({ intent: "pay", ...values });
      return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message]));
    };
    expect(errors({ method: "eftpos" })).toEqual({ receiptNumber: M.receiptRequired });
    expect(errors({ method: "eftpos", receiptNumber: "12" })).toEqual({ receiptNumber: M.receiptInvalid });
    expect(errors({ method: "eftpos", receiptNumber: "RCPT-0042" })).toEqual({});
    expect(errors({ method: "card" })).toEqual({ cardType: BOOKING_FORM_MESSAGES.cardTypeRequired });
    expect(errors({})).toEqual({ method: M.methodRequired });
  });
});

describe("a walk-in at the counter", () => {
  it("lists what is free at the branch from now at the website's prices", async () => {
    const staff = await newStaff("Staff", ["AKL"]);
    await addCar("AKL");
    const now = new Date();
    const values = await trip("AKL", now);
    const page = await loadWalkInTrip(
      staff,
      new URLSearchParams(Object.fromEntries(values) as Record<string, string>),
      now,
    );
    expect(page.errors).toEqual({});
    const car = page.cars!.find((listed) => String(listed.carClassId) === values.get("carClassId"));
    expect(car?.bookable).toBe(true);
    // The same price as the website's for the same trip.
    const itinerary = walkInItinerary(
      {
        branch: Number(values.get("branch")),
        dropOffBranch: Number(values.get("dropOffBranch")),
        returnDate: String(values.get("returnDate")),
        returnTime: "10:00",
      },
      now,
    );
    const website = await priceBooking(itinerary, {
      reservationId: null,
      carClassId: car!.carClassId,
      hotDealId: null,
      extras: [],
      insuranceCode: null,
      isCarbonOffset: false,
      shuttleCode: null,
      customerDetails: null,
      travelReason: "Leisure",
      cardType: null,
      paymentMethod: null,
      stepComplete: 0,
      campaignName: null,
    });
    expect(car!.total).toBe(website!.breakdown.total);
  });

  it("refuses another branch's walk-in (404) and a trip from a branch not the staff member's", async () => {
    const akl = await newStaff("Staff", ["AKL"]);
    const chc = await newStaff("Staff", ["CHC"]);
    const held = await heldWalkIn(akl);
    expect(await thrownStatus(walkInReservation(chc, held.reference))).toBe(404);
    const refused = await holdWalkIn(chc, await trip("AKL", new Date()));
    expect(refused).toMatchObject({ ok: false, status: 400, errors: { branch: M.branchInvalid } });
  });

  it("is booked, paid by EFTPOS once under a double submit, emailed, audited, then goes to the pick-up", async () => {
    const staff = await newStaff("Staff", ["AKL"]);
    const email = `walk-in-${Date.now()}@example.co.nz`;
    const walkIn = await withDetails(staff, email);
    expect(walkIn.customerDetails?.email).toBe(email);
    const pay = () =>
      payWalkIn(staff, walkIn, form({ intent: "pay", method: "eftpos", receiptNumber: "RCPT-0042" }), {
        returnOrigin: ORIGIN,
      });
    const [first, second] = await Promise.all([pay(), pay()]);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe(counterBookingPath(walkIn.reference));
    }
    const booked = (await getReservationByReference(walkIn.reference))!;
    expect(booked.status).toBe("confirmed");
    const payments = await listPaymentsForReservation(booked.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      method: "eftpos",
      status: "approved",
      providerReference: "RCPT-0042",
    });
    expect(payments[0]!.amount).toBe(booked.total);
    expect(await listOutbox({ to: email })).toHaveLength(1);
    const audit = await listAuditEvents({ entityType: "reservation", entityId: booked.id });
    expect(audit.map((event) => event.action)).toEqual(["booking.walk-in"]);
    // Opening the walk-in again goes to its counter page.
    expect(await walkInReservation(staff, walkIn.reference)).toEqual({
      confirmed: counterBookingPath(walkIn.reference),
    });
  });

  it("keeps the values and says what is wrong beside the fields", async () => {
    const staff = await newStaff("Staff", ["AKL"]);
    const held = await heldWalkIn(staff);
    const answer = await saveWalkInDetails(
      staff,
      held,
      form({ ...customer("not-an-email"), acceptTerms: "" }),
    );
    expect(answer.status).toBe(422);
    const body = await answer.json();
    expect(body.fieldErrors).toMatchObject({
      email: BOOKING_FORM_MESSAGES.emailInvalid,
      acceptTerms: BOOKING_FORM_MESSAGES.termsRequired,
    });
    expect(body.repopulateFields).toMatchObject({ firstName: "Mere" });
    const unpaid = await payWalkIn(
      staff,
      held,
      form({ intent: "pay", method: "eftpos", receiptNumber: "RCPT-1" }),
      {
        returnOrigin: ORIGIN,
      },
    );
    expect(unpaid.status).toBe(400);
    // Shown at the top of the payment form (its id), the receipt number kept.
    expect(await unpaid.json()).toMatchObject({
      formId: WALK_IN_FORM_IDS.pay,
      fieldErrors: { [FORM_ERROR_FIELD]: M.lost },
      repopulateFields: { receiptNumber: "RCPT-1" },
    });
  });

  it("takes a card on the gateway's page and comes back to the counter page", async () => {
    const staff = await newStaff("Staff", ["AKL"]);
    const email = `walk-in-card-${Date.now()}@example.co.nz`;
    const walkIn = await withDetails(staff, email);
    const started = await payWalkIn(
      staff,
      walkIn,
      form({ intent: "pay", method: "card", cardType: "visa" }),
      {
        returnOrigin: ORIGIN,
      },
    );
    expect(started.status).toBe(302);
    const sandbox = getPaymentGateway() as ReturnType<typeof createSandboxGateway>;
    const token = new URL(started.headers.get("Location")!, ORIGIN).searchParams.get("session");
    const back = new URL(
      sandbox.complete(sandbox.openCheckout(token)!, { number: SANDBOX_CARDS.approve.replace(/\s/g, "") }),
    );
    expect(back.pathname).toBe(`/admin/bookings/new/${walkIn.reference.toLowerCase()}/`);
    const row = await reload(staff, walkIn.reference);
    expect(await finishWalkInCard(staff, row, back)).toEqual({
      location: counterBookingPath(walkIn.reference),
    });
    expect((await getReservationByReference(walkIn.reference))!.status).toBe("confirmed");
    expect(await listOutbox({ to: email })).toHaveLength(1);
  });

  it("finds a customer by phone among the branch's earlier bookings, not another branch's", async () => {
    const akl = await newStaff("Staff", ["AKL"]);
    const chc = await newStaff("Staff", ["CHC"]);
    const email = `walk-in-find-${Date.now()}@example.co.nz`;
    const first = await withDetails(akl, email);
    await payWalkIn(akl, first, form({ intent: "pay", method: "eftpos", receiptNumber: "RCPT-7" }), {
      returnOrigin: ORIGIN,
    });
    const next = await heldWalkIn(akl);
    const view = await loadWalkIn(akl, next, new URLSearchParams({ find: email }));
    expect(view.customers?.map((found) => found.email)).toContain(email);
    const chosen = view.customers!.find((found) => found.email === email)!;
    const prefilled = await loadWalkIn(akl, next, new URLSearchParams({ use: chosen.key }));
    expect(prefilled.defaults).toMatchObject({ email, firstName: "Mere", phone: "021 777 1234" });

    const elsewhere = await heldWalkIn(chc, "CHC");
    const other = await loadWalkIn(chc, elsewhere, new URLSearchParams({ find: email }));
    expect(other.customers?.map((found) => found.email)).not.toContain(email);
  });
});

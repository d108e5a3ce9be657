import { BOOKING_TIMEOUT_SECONDS } from "~/models/constants";
import { describe, expect, it } from "vitest";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { getCarClassByCode } from "~/models/catalog/car-classes.server";
import { getReservation as getReservationRow } from "~/models/reservations/reservations.server";
import {
  chooseVehicle,
  guardBookingStep,
  keepVehicle,
  saveDriver,
  saveExtras,
  saveReview,
  takeVehiclesNotice,
  type BookingState,
} from "~/services/booking/steps/flow.server";
import {
  getItinerary,
  getReservation,
  setReservation,
  type SessionReservation,
} from "~/services/booking/session.server";
import { allowedStep, parseStep } from "~/services/booking/steps/steps";
import { CARBON_OFFSET_PER_DAY, ITINERARY_EXPIRY_HOURS } from "~/services/booking/constants";
import { runSearch } from "~/services/booking/search/itinerary-search.server";
import { ITINERARY_MESSAGES, SEARCH_FORM_MESSAGES } from "~/services/booking/search/text";
import { BOOKING_FORM_MESSAGES, BOOKING_MESSAGES } from "~/services/booking/text";
import { getSession, type AppSession } from "~/services/platform/session.server";
import { searchFormSchema } from "~/services/booking/search/form";

const newSession = () => getSession(new Request("http://localhost/"));
const hours = (date: Date, n: number) => new Date(date.getTime() + n * 3600 * 1000);

async function branchId(code: string) {
  const branch = await getBranchByCode(code);
  if (!branch) throw new Error(`no branch ${code}`);
  return branch.id;
}

async function classId(code: string) {
  const carClass = await getCarClassByCode(code);
  if (!carClass) throw new Error(`no class ${code}`);
  return carClass.carClassId;
}

// Each trip starts a month later than the one before, so tests never compete for the same cars.
let tripNumber = 0;
// Months from next month on, so every trip is within the booking horizon (ADR 0072).
const trip = async (overrides: Record<string, string> = {}) => {
  const start = new Date();
  start.setUTCDate(1);
  start.setUTCMonth(start.getUTCMonth() + (tripNumber++ % 12) + 1);
  const month = start.toISOString().slice(0, 7);
  return searchFormSchema.parse({
    pickupBranch: String(await branchId("AKL")),
    dropOffBranch: "",
    pickupDate: `${month}-10`,
    pickupTime: "10:00",
    dropOffDate: `${month}-14`,
    dropOffTime: "10:00",
    ...overrides,
  });
};

async function searched(session: AppSession, overrides: Record<string, string> = {}) {
  const outcome = await runSearch(session, await trip(overrides));
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.fieldErrors));
  return outcome.itinerary;
}

function state(session: AppSession): BookingState {
  const due = allowedStep(null, getReservation(session)?.stepComplete ?? 0);
  const guard = guardBookingStep(session, due);
  if (!guard.ok) throw new Error(`guard refused: ${guard.response.headers.get("Location")}`);
  return guard.state;
}

const context = { brandCode: "GO", campaignName: null };

describe("step order (stepComplete)", () => {
  it("reads only steps 1 to 5", () => {
    expect(parseStep("3")).toBe(3);
    expect(parseStep("0")).toBeNull();
    expect(parseStep("6")).toBeNull();
    expect(parseStep("two")).toBeNull();
    expect(parseStep(null)).toBeNull();
  });

  it("sends a step ahead of the last completed one back to the step that is due", () => {
    expect(allowedStep(4, 1)).toBe(2);
    expect(allowedStep(2, 1)).toBe(2);
    expect(allowedStep(1, 3)).toBe(1);
    expect(allowedStep(null, 2)).toBe(3);
  });

  it("never opens the final step without a payment", () => {
    expect(allowedStep(5, 4)).toBe(4);
  });
});

describe("runSearch", () => {
  it("defaults the drop-off to the pick-up branch and starts at step index 1", async () => {
    const session = await newSession();
    const itinerary = await searched(session);
    expect(itinerary.dropOffBranchId).toBe(itinerary.pickupBranchId);
    expect(getReservation(session)).toMatchObject({ reservationId: null, carClassId: null, stepComplete: 0 });
  });

  it("answers the itinerary messages beside their fields", async () => {
    const session = await newSession();
    const outcome = await runSearch(
      session,
      await trip({ pickupDate: "2027-03-10", dropOffDate: "2027-03-09" }),
    );
    expect(outcome).toEqual({
      ok: false,
      fieldErrors: { dropOffDate: ITINERARY_MESSAGES.dropOffDateBeforePickup },
    });
    expect(getItinerary(session)).toBeNull();
  });

  it("refuses a one-way trip across the Waiheke car ferry, either way, beside the drop-off", async () => {
    const [waiheke, airport] = [String(await branchId("WHK")), String(await branchId("AKL"))];
    for (const [pickupBranch, dropOffBranch] of [
      [waiheke, airport],
      [airport, waiheke],
    ]) {
      const session = await newSession();
      const outcome = await runSearch(session, await trip({ pickupBranch, dropOffBranch }));
      expect(outcome).toEqual({
        ok: false,
        fieldErrors: { dropOffBranch: SEARCH_FORM_MESSAGES.waihekeCarFerry },
      });
      expect(getItinerary(session)).toBeNull();
    }
    // A Waiheke car that stays on the island is fine.
    expect(
      (await searched(await newSession(), { pickupBranch: waiheke, dropOffBranch: waiheke })).dropOffBranchId,
    ).toBe(Number(waiheke));
  });

  it("refuses year 0001 as an empty date", () => {
    expect(
      searchFormSchema.safeParse({
        pickupBranch: "1",
        pickupDate: "0001-01-01",
        pickupTime: "10:00",
        dropOffDate: "2027-03-14",
        dropOffTime: "10:00",
      }).success,
    ).toBe(false);
  });

  it("a new search gives back the car held for the previous one", async () => {
    const session = await newSession();
    await searched(session);
    expect(await chooseVehicle(session, { carClassId: await classId("1") }, context)).toEqual({ ok: true });
    const held = getReservation(session)!.reservationId!;
    await searched(session);
    expect((await getReservationRow(held))?.status).toBe("cancelled");
    expect(getReservation(session)?.reservationId).toBeNull();
  });
});

describe("booking guard", () => {
  it("ends an itinerary older than 3 hours at /vehicles/ with the expired flag", async () => {
    const session = await newSession();
    await searched(session);
    await chooseVehicle(session, { carClassId: await classId("1") }, context);
    const later = hours(new Date(), ITINERARY_EXPIRY_HOURS + 0.1);
    const guard = guardBookingStep(session, 2, later);
    expect(guard.ok).toBe(false);
    if (!guard.ok) expect(guard.response.headers.get("Location")).toBe("/vehicles/?expired=1");
    expect(guardBookingStep(session, 2, hours(new Date(), ITINERARY_EXPIRY_HOURS - 0.1)).ok).toBe(true);
  });

  it("ends the booking when another user took over the session, unless it is an app login", async () => {
    const session = await newSession();
    await searched(session);
    await chooseVehicle(session, { carClassId: await classId("1") }, context);
    session.set("userId", "someone-else");
    expect(guardBookingStep(session, 2).ok).toBe(false);
    session.set("isAppLogin", true);
    expect(guardBookingStep(session, 2).ok).toBe(true);
  });

  it("sends agents and corporate users to the business booking", async () => {
    const session = await newSession();
    session.set("userType", "Agent");
    const guard = guardBookingStep(session, 2);
    expect(!guard.ok && guard.response.headers.get("Location")).toBe("/business/book-now/");
  });

  it("without a chosen vehicle sends the visitor to choose one", async () => {
    const session = await newSession();
    await searched(session);
    const guard = guardBookingStep(session, 2);
    expect(!guard.ok && guard.response.headers.get("Location")).toBe("/vehicles/");
  });

  it("redirects a step opened ahead of the last completed one", async () => {
    const session = await newSession();
    await searched(session);
    await chooseVehicle(session, { carClassId: await classId("1") }, context);
    const guard = guardBookingStep(session, 4);
    expect(!guard.ok && guard.response.headers.get("Location")).toBe("/book-now/?step=2");
  });
});

describe("choosing a vehicle", () => {
  it("holds a car and records it in the session reservation", async () => {
    const session = await newSession();
    await searched(session);
    expect(await chooseVehicle(session, { carClassId: await classId("1") }, context)).toEqual({ ok: true });
    const reservation = getReservation(session)!;
    expect(reservation.stepComplete).toBe(1);
    const row = await getReservationRow(reservation.reservationId!);
    expect(row?.status).toBe("held");
    expect(row!.holdExpiresAt!.getTime() - Date.now()).toBeLessThanOrEqual(BOOKING_TIMEOUT_SECONDS * 1000);
  });

  it("a change of vehicle resets extras and gives back the first car", async () => {
    const session = await newSession();
    await searched(session);
    await chooseVehicle(session, { carClassId: await classId("1") }, context);
    const first = state(session);
    await saveExtras(session, first, {
      extras: [{ code: "gps", quantity: 1 }],
      insuranceCode: "standard",
      isCarbonOffset: true,
      shuttleCode: null,
    });
    await chooseVehicle(session, { carClassId: await classId("A") }, context);
    const reservation = getReservation(session)!;
    expect(reservation.extras).toEqual([]);
    expect(reservation.isCarbonOffset).toBe(false);
    expect(reservation.stepComplete).toBe(1);
    expect((await getReservationRow(first.reservation.reservationId))?.status).toBe("cancelled");
  });

  it("answers sold out for a class the branch has no car of", async () => {
    const session = await newSession();
    await searched(session, { pickupBranch: String(await branchId("WHK")) });
    const outcome = await chooseVehicle(session, { carClassId: await classId("M") }, context);
    expect(outcome.ok).toBe(false);
  });
});

describe("booking steps", () => {
  it("prices extras, insurance and carbon offset into the reservation", async () => {
    const session = await newSession();
    await searched(session);
    await chooseVehicle(session, { carClassId: await classId("1") }, context);
    const saved = await saveExtras(session, state(session), {
      extras: [
        { code: "gps", quantity: 1 },
        { code: "child-seat", quantity: 0 },
      ],
      insuranceCode: "standard",
      isCarbonOffset: true,
      shuttleCode: null,
    });
    expect(saved).toBe(true);
    const reservation = getReservation(session)!;
    expect(reservation.extras).toEqual([{ code: "gps", quantity: 1 }]);
    expect(reservation.stepComplete).toBe(2);
    const row = await getReservationRow(reservation.reservationId!);
    expect(row?.priceBreakdown?.carbonOffset).toBe(CARBON_OFFSET_PER_DAY * 4);
    expect(row?.priceBreakdown?.insurance?.code).toBe("standard");
    expect(row?.total).toBe(row?.priceBreakdown?.total);
  });

  it("records the driver and then the card, whose processing fee comes last", async () => {
    const session = await newSession();
    await searched(session);
    await chooseVehicle(session, { carClassId: await classId("1") }, context);
    await saveExtras(session, state(session), {
      extras: [],
      insuranceCode: "basic",
      isCarbonOffset: false,
      shuttleCode: null,
    });
    await saveDriver(session, state(session), {
      firstName: "Aroha",
      lastName: "Ngata",
      email: "aroha@example.co.nz",
      phone: "+64 21 555 0101",
      country: "NZ",
      travelReason: "Leisure",
      flightNumber: "NZ123",
    });
    await saveReview(session, state(session), { paymentMethod: "credit-card", cardType: "amex" });
    const reservation = getReservation(session) as SessionReservation;
    expect(reservation).toMatchObject({ stepComplete: 4, paymentMethod: "credit-card", cardType: "amex" });
    const row = await getReservationRow(reservation.reservationId!);
    expect(row?.customerDetails?.email).toBe("aroha@example.co.nz");
    const breakdown = row!.priceBreakdown!;
    expect(breakdown.processingFee?.cardType).toBe("amex");
    expect(breakdown.total).toBeCloseTo(breakdown.subtotal + breakdown.processingFee!.amount, 2);
  });

  it("bank transfer has no processing fee", async () => {
    const session = await newSession();
    await searched(session);
    await chooseVehicle(session, { carClassId: await classId("1") }, context);
    await saveReview(session, state(session), { paymentMethod: "account2account", cardType: "visa" });
    const row = await getReservationRow(getReservation(session)!.reservationId!);
    expect(row?.priceBreakdown?.processingFee).toBeNull();
  });
});

describe("hold timeout", () => {
  it("activity renews the hold", async () => {
    const session = await newSession();
    await searched(session);
    await chooseVehicle(session, { carClassId: await classId("1") }, context);
    const current = state(session);
    const later = new Date(Date.now() + 200 * 1000);
    expect(await keepVehicle(session, current, later)).toBeNull();
    const row = await getReservationRow(current.reservation.reservationId);
    expect(row!.holdExpiresAt!.getTime()).toBe(later.getTime() + BOOKING_TIMEOUT_SECONDS * 1000);
  });

  it("a hold that no longer exists ends at /vehicles/ with a message", async () => {
    const session = await newSession();
    await searched(session);
    await chooseVehicle(session, { carClassId: await classId("1") }, context);
    const current = state(session);
    setReservation(session, {
      ...current.reservation,
      reservationId: "00000000-0000-0000-0000-000000000000",
    });
    const response = await keepVehicle(session, {
      ...current,
      reservation: { ...current.reservation, reservationId: "00000000-0000-0000-0000-000000000000" },
    });
    expect(response?.headers.get("Location")).toBe("/vehicles/");
    expect(getReservation(session)?.reservationId).toBeNull();
    expect(takeVehiclesNotice(session)).toBe(BOOKING_FORM_MESSAGES.bookingLost);
  });
});

describe("a lapsed hold", () => {
  it("is renewed while a car is free, and ends at /vehicles/ with the sold-out message when the last car went", async () => {
    const session = await newSession();
    await searched(session, { pickupBranch: String(await branchId("WHK")) });
    const waiheke = await getBranchByCode("WHK");
    const { countFleet } = await import("~/models/catalog/car-classes.server");
    const { holdVehicle } = await import("~/services/booking/availability/claims.server");
    const carClassId = await classId("1");
    const fleet = await countFleet(waiheke!.id, carClassId);
    expect(fleet).toBeGreaterThan(0);
    await chooseVehicle(session, { carClassId }, context);
    const current = state(session);
    const afterHold = new Date(Date.now() + (BOOKING_TIMEOUT_SECONDS + 60) * 1000);
    // Someone else takes every car once our hold has lapsed.
    const itinerary = getItinerary(session)!;
    const { itineraryInstants } = await import("~/services/booking/search/results.server");
    const period = itineraryInstants(itinerary);
    for (let n = 0; n < fleet; n += 1) {
      const other = await holdVehicle({
        carClassId,
        pickupBranchId: waiheke!.id,
        dropOffBranchId: waiheke!.id,
        ...period,
        now: afterHold,
      });
      expect(other.ok).toBe(true);
    }
    const response = await keepVehicle(session, current, afterHold);
    expect(response?.headers.get("Location")).toBe("/vehicles/");
    expect(takeVehiclesNotice(session)).toBe(BOOKING_MESSAGES.vehicleSoldOut);
  });
});

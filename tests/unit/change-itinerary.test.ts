import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { findStaffAccount } from "~/models/accounts/staff.server";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { clearCatalogCache } from "~/models/catalog/catalog-cache.server";
import { getCarClassByCode, getCarClassById } from "~/models/catalog/car-classes.server";
import { getDb } from "~/models/db.server";
import { getChange, getChangeInProgress } from "~/models/reservations/booking-changes.server";
import { changeHoldKey } from "~/models/reservations/itinerary-changes.server";
import { getReservation, type Reservation } from "~/models/reservations/reservations.server";
import { branches, reservations, staffBranches, users, vehicles } from "~/models/schema";
import type { SignedInStaff } from "~/services/admin/access/guard.server";
import { takeOutOfService } from "~/services/admin/fleet/fleet.server";
import { availabilityOfClass } from "~/services/booking/availability/availability.server";
import { confirmReservation, holdVehicle } from "~/services/booking/availability/claims.server";
import type { SearchFormInput } from "~/services/booking/search/form";
import { RENTAL_LIMIT_MESSAGES } from "~/services/booking/search/limits";
import { itineraryInstants } from "~/services/booking/search/results.server";
import { ITINERARY_MESSAGES, SEARCH_FORM_MESSAGES } from "~/services/booking/search/text";
import { listShuttlesForBranch } from "~/models/catalog/booking-options.server";
import { listBookingEvents } from "~/models/reservations/booking-events.server";
import {
  getShuttleRequestForReservation,
  saveShuttleRequest,
} from "~/models/reservations/shuttle-requests.server";
import { listPaymentsForReservation } from "~/models/reservations/payments.server";
import { commitBookingChange } from "~/services/changes/change/apply.server";
import { renewChangeHold } from "~/services/changes/change/hold.server";
import { handleChangeCardReturn, startChangePayment } from "~/services/changes/change/payment.server";
import { getPaymentGateway } from "~/services/platform/payments/gateway.server";
import { SANDBOX_CARDS } from "~/services/platform/payments/sandbox-cards";
import type { createSandboxGateway } from "~/services/platform/payments/sandbox.server";
import { changeState, proposeChange, type ProposeResult } from "~/services/changes/change/change.server";
import { itineraryFormValues } from "~/services/changes/change/itinerary.server";
import { itineraryOf } from "~/services/changes/change/itinerary-rules";
import { currentChoice, loadChangeCatalog, priceChoice } from "~/services/changes/change/pricing.server";
import { choiceFormValues, readChangeDetail, type ChangeDetail } from "~/services/changes/change/rules";
import {
  CHANGE_HISTORY_TEXT,
  CHANGE_MESSAGES,
  ITINERARY_CHANGE_MESSAGES,
} from "~/services/changes/change/text";

/*
 * A confirmed booking's change of itinerary (docs/changes.md, "Change a booking"): the
 * search's rules, today's price, a car held for the review without giving up the booking's own,
 * and one commit that moves the booking onto it; never one car twice (issue 31 item 3).
 *
 * Every test stocks Invercargill (IVC) with classes it does not otherwise keep, a class per test
 * (so each knows exactly how many cars there are), and books its own month.
 */

const BRANCH = "IVC";
const FREE_CLASSES = [
  ...["C", "E", "3", "5", "D", "G", "9", "11", "12", "13", "14", "15", "16", "X"],
  ...["AM", "1M", "BM", "2M", "3E", "4H", "14H"],
];
let nextClass = 0;
let plates = 0;

beforeAll(async () => {
  await getBranchByCode(BRANCH);
}, 180_000);

/** A class IVC keeps `n` cars of (and no bookings yet). */
async function freshClass(
  n: number,
): Promise<{ branchId: number; carClassId: number; registrations: string[] }> {
  const branch = await getBranchByCode(BRANCH);
  const carClass = await getCarClassByCode(FREE_CLASSES[nextClass++]);
  if (!branch || !carClass) throw new Error("seed missing");
  const db = await getDb();
  const rows = await db
    .insert(vehicles)
    .values(
      Array.from({ length: n }, () => {
        plates += 1;
        return {
          fleetNumber: `TEST-IT-${carClass.classCode}-${plates}`,
          registration: `ZI${String(plates).padStart(4, "0")}`,
          branchId: branch.id,
          carClassId: carClass.carClassId,
        };
      }),
    )
    .returning({ registration: vehicles.registration });
  clearCatalogCache();
  return {
    branchId: branch.id,
    carClassId: carClass.carClassId,
    registrations: rows.map((row) => row.registration),
  };
}

let month = 0;
/** Dates in a month of its own (2027-02 onwards), day `from` to day `to`, 10:00 each. */
function newMonth() {
  month += 1;
  const date = new Date(Date.UTC(2027, month, 1));
  const prefix = date.toISOString().slice(0, 7);
  return (day: number) => `${prefix}-${String(day).padStart(2, "0")}`;
}

/** A new itinerary, as the search form's input and the vehicle class. */
type ItineraryChangeInput = SearchFormInput & { carClassId: number };

function trip(
  branchId: number,
  carClassId: number,
  dates: { pickupDate: string; dropOffDate: string; pickupTime?: string; dropOffTime?: string },
): ItineraryChangeInput {
  // Parsed as the form would (the rental length is the service's to refuse too, so not here).
  const search: SearchFormInput = {
    pickupBranch: branchId,
    dropOffBranch: undefined,
    pickupDate: dates.pickupDate,
    pickupTime: dates.pickupTime ?? "10:00",
    dropOffDate: dates.dropOffDate,
    dropOffTime: dates.dropOffTime ?? "10:00",
  };
  return { ...search, carClassId };
}

let people = 0;
/** A confirmed booking of `input`'s itinerary, priced as a new search would price it. */
async function booking(input: ItineraryChangeInput): Promise<Reservation> {
  const { pickupAt, dropOffAt } = itineraryInstants(input);
  people += 1;
  const held = await holdVehicle({
    carClassId: input.carClassId,
    pickupBranchId: input.pickupBranch,
    dropOffBranchId: input.pickupBranch,
    pickupAt,
    dropOffAt,
    insuranceCode: "basic",
    customerDetails: {
      firstName: "Mere",
      lastName: `Tipene ${people}`,
      email: `itinerary-${people}-${Date.now()}@example.co.nz`,
      phone: "021 555 0102",
      country: "New Zealand",
      travelReason: "Leisure",
    },
  });
  if (!held.ok) throw new Error(`no car for the test booking: ${held.reason}`);
  const confirmed = await confirmReservation(held.reservation.id);
  if (!confirmed.ok) throw new Error("not confirmed");
  const db = await getDb();
  const branch = (await getBranchByCode(BRANCH))!;
  const carClass = await getCarClassByIdOrThrow(input.carClassId);
  const seed = {
    ...confirmed.reservation,
    priceBreakdown: {
      discount: null,
      processingFee: { cardType: "MC", percent: 2 },
    } as unknown as Reservation["priceBreakdown"],
  };
  const priced = await priceChoice(seed, currentChoice(seed), await loadChangeCatalog(), {
    pickupBranch: branch,
    dropOffBranch: branch,
    carClass,
    pickupAt,
    dropOffAt,
  });
  if (!priced) throw new Error("not priced");
  const [row] = await db
    .update(reservations)
    .set({ priceBreakdown: priced.breakdown, total: priced.breakdown.total })
    .where(eq(reservations.id, held.reservation.id))
    .returning();
  return row;
}

async function getCarClassByIdOrThrow(carClassId: number) {
  const carClass = await getCarClassById(carClassId);
  if (!carClass) throw new Error("no class");
  return carClass;
}

async function staffAt(branchCode: string): Promise<SignedInStaff> {
  const db = await getDb();
  people += 1;
  const [user] = await db
    .insert(users)
    .values({
      email: `itinerary.staff.${people}.${Date.now()}@gorentals.example.co.nz`,
      passwordHash: "x",
      firstName: "Fleet",
      lastName: `Tester ${people}`,
      country: "NZ",
      userType: "Staff",
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  const branch = await getBranchByCode(branchCode);
  await db.insert(staffBranches).values({ userId: user.id, branchId: branch!.id });
  const account = await findStaffAccount(user.id);
  if (!account) throw new Error("no staff account");
  return account;
}

/** The change form as posted: the booking's own choices, with the new itinerary's fields. */
async function formEntries(
  reservation: Reservation,
  input: ItineraryChangeInput,
): Promise<[string, string][]> {
  const values = {
    ...choiceFormValues(currentChoice(reservation), await loadChangeCatalog()),
    ...itineraryFormValues(itineraryOf(reservation)),
    pickupBranch: String(input.pickupBranch),
    dropOffBranch: input.dropOffBranch ? String(input.dropOffBranch) : "",
    pickupDate: input.pickupDate,
    pickupTime: input.pickupTime,
    dropOffDate: input.dropOffDate,
    dropOffTime: input.dropOffTime,
    carClassId: String(input.carClassId),
  };
  return Object.entries(values);
}

async function proposeItineraryChange(
  reservation: Reservation,
  input: ItineraryChangeInput,
  options: { clientAddress?: string | null; now?: Date } = {},
): Promise<ProposeResult> {
  return proposeChange(reservation, await formEntries(reservation, input), options);
}

function commitItineraryChange(
  change: { id: string; reservationId: string },
  detail: ChangeDetail,
  options: { now?: Date } = {},
) {
  return commitBookingChange(change, detail, options.now);
}

function held(proposal: ProposeResult) {
  if (proposal.kind !== "priced" || !proposal.detail.itinerary)
    throw new Error(`not held: ${JSON.stringify(proposal)}`);
  return { ...proposal, itinerary: proposal.detail.itinerary };
}

/** Live claims (confirmed, or held and not expired) of a class at a branch. */
async function claimsOf({ branchId, carClassId }: { branchId: number; carClassId: number }) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.pickupBranchId, branchId), eq(reservations.carClassId, carClassId)));
  const now = new Date();
  return rows.filter(
    (row) => row.status === "confirmed" || (row.status === "held" && row.holdExpiresAt! > now),
  );
}

describe("a new itinerary is checked with the search's own rules", () => {
  it("refuses what a search refuses, with the search's messages beside the fields", async () => {
    const own = await freshClass(2);
    const day = newMonth();
    const reservation = await booking(
      trip(own.branchId, own.carClassId, { pickupDate: day(10), dropOffDate: day(14) }),
    );
    const propose = (dates: Parameters<typeof trip>[2], carClassId = own.carClassId) =>
      proposeItineraryChange(reservation, trip(own.branchId, carClassId, dates));

    expect(await propose({ pickupDate: day(12), dropOffDate: day(11) })).toMatchObject({
      kind: "invalid",
      errors: { dropOffDate: ITINERARY_MESSAGES.dropOffDateBeforePickup },
    });
    const longer = new Date(Date.UTC(2027, month + 3, 20)).toISOString().slice(0, 10);
    expect(await propose({ pickupDate: day(10), dropOffDate: longer })).toMatchObject({
      kind: "invalid",
      errors: { dropOffDate: RENTAL_LIMIT_MESSAGES.rentalTooLong },
    });
    const early = await propose({ pickupDate: day(11), dropOffDate: day(14), pickupTime: "06:00" });
    expect(early.kind === "invalid" && early.errors.pickupTime).toContain(
      ITINERARY_MESSAGES.pickupOutsideBranchHours,
    );
    // A class the branch doesn't keep is not offered (T: none at IVC).
    const t = await getCarClassByCode("T");
    expect(await propose({ pickupDate: day(11), dropOffDate: day(14) }, t!.carClassId)).toMatchObject({
      kind: "invalid",
      errors: { carClassId: ITINERARY_CHANGE_MESSAGES.classNotOffered },
    });
    expect(await propose({ pickupDate: day(10), dropOffDate: day(14) })).toMatchObject({
      kind: "invalid",
      errors: { form: CHANGE_MESSAGES.nothingChanged },
    });
    // A branch closed to the web: the search's "no branch there".
    const db = await getDb();
    const [closed] = await db
      .update(branches)
      .set({ showOnWeb: false })
      .where(eq(branches.code, "DUD"))
      .returning({ id: branches.id });
    clearCatalogCache();
    try {
      const moved = await proposeItineraryChange(reservation, {
        ...trip(own.branchId, own.carClassId, { pickupDate: day(11), dropOffDate: day(14) }),
        dropOffBranch: closed.id,
      });
      expect(moved).toMatchObject({
        kind: "invalid",
        errors: { dropOffBranch: SEARCH_FORM_MESSAGES.branchUnknown },
      });
    } finally {
      await db.update(branches).set({ showOnWeb: true }).where(eq(branches.id, closed.id));
      clearCatalogCache();
    }
    // Nothing held, nothing saved.
    expect(await getChangeInProgress(reservation.id, "change")).toBeNull();
    expect(await claimsOf(own)).toHaveLength(1);
  });
});

describe("a new itinerary is priced and held without giving up the booking's car", () => {
  it("prices a day later in a larger class at today's rates, and holds a car of it", async () => {
    const small = await freshClass(1);
    const large = await freshClass(1);
    const day = newMonth();
    const reservation = await booking(
      trip(small.branchId, small.carClassId, { pickupDate: day(10), dropOffDate: day(14) }),
    );
    const input = trip(small.branchId, large.carClassId, { pickupDate: day(11), dropOffDate: day(16) });
    const proposal = held(await proposeItineraryChange(reservation, input));

    // As a new search for the new trip would price the booking's choices.
    const priced = await priceChoice(reservation, currentChoice(reservation), await loadChangeCatalog(), {
      pickupBranch: (await getBranchByCode(BRANCH))!,
      dropOffBranch: (await getBranchByCode(BRANCH))!,
      carClass: await getCarClassByIdOrThrow(large.carClassId),
      ...itineraryInstants(input),
    });
    expect(proposal.detail.breakdown).toEqual(priced!.breakdown);
    expect(proposal.detail.breakdown.days).toBe(5);
    expect(proposal.detail.difference).toBe(
      Math.round((priced!.breakdown.total - reservation.total) * 100) / 100,
    );
    expect(proposal.change.amount).toBe(proposal.detail.difference);
    expect(readChangeDetail(proposal.change.detail)).toEqual(proposal.detail);

    // The booking keeps its car; the hold claims the larger class's only car.
    const hold = await getReservation(proposal.itinerary.holdId);
    expect(hold).toMatchObject({
      status: "held",
      carClassId: large.carClassId,
      sessionKey: changeHoldKey(reservation.id),
    });
    expect(await getReservation(reservation.id)).toMatchObject({
      status: "confirmed",
      carClassId: small.carClassId,
    });
    const larger = await availabilityOfClass({
      pickupBranchId: large.branchId,
      carClassId: large.carClassId,
      ...itineraryInstants(input),
    });
    expect(larger?.available).toBe(0);

    // Choosing again replaces the hold; the same choice again keeps it.
    const again = held(await proposeItineraryChange(reservation, input));
    expect(again.itinerary.holdId).toBe(proposal.itinerary.holdId);
    const other = held(
      await proposeItineraryChange(
        reservation,
        trip(small.branchId, large.carClassId, { pickupDate: day(12), dropOffDate: day(16) }),
      ),
    );
    expect(other.itinerary.holdId).not.toBe(proposal.itinerary.holdId);
    expect((await getReservation(proposal.itinerary.holdId))?.status).toBe("cancelled");
    expect(await claimsOf(large)).toHaveLength(1);
  });

  it("counts the booking's own car as free to it: its only car, a day later, same class", async () => {
    const only = await freshClass(1);
    const day = newMonth();
    const reservation = await booking(
      trip(only.branchId, only.carClassId, { pickupDate: day(10), dropOffDate: day(14) }),
    );
    const proposal = held(
      await proposeItineraryChange(
        reservation,
        trip(only.branchId, only.carClassId, { pickupDate: day(11), dropOffDate: day(15) }),
      ),
    );
    const result = await commitItineraryChange(proposal.change, proposal.detail);
    expect(result.kind).toBe("applied");
    const moved = await getReservation(reservation.id);
    expect(moved).toMatchObject({ status: "confirmed", total: proposal.detail.newTotal });
    expect(moved?.pickupAt.toISOString()).toBe(proposal.itinerary.to.pickupAt);
    expect((await getReservation(proposal.itinerary.holdId))?.status).toBe("cancelled");
    expect((await getChange(proposal.change.id))?.status).toBe("completed");
    expect(await claimsOf(only)).toHaveLength(1);
  });
});

describe("the commit moves the booking once, never onto a car given twice", () => {
  it("a double commit applies once", async () => {
    const from = await freshClass(1);
    const to = await freshClass(1);
    const day = newMonth();
    const reservation = await booking(
      trip(from.branchId, from.carClassId, { pickupDate: day(10), dropOffDate: day(14) }),
    );
    const proposal = held(
      await proposeItineraryChange(
        reservation,
        trip(to.branchId, to.carClassId, { pickupDate: day(10), dropOffDate: day(15) }),
      ),
    );
    const results = await Promise.all([
      commitItineraryChange(proposal.change, proposal.detail),
      commitItineraryChange(proposal.change, proposal.detail),
    ]);
    expect(results.map((result) => result.kind).sort()).toEqual(["already", "applied"]);
    expect(await commitItineraryChange(proposal.change, proposal.detail)).toEqual({ kind: "already" });
    expect(await getReservation(reservation.id)).toMatchObject({
      carClassId: to.carClassId,
      total: proposal.detail.newTotal,
    });
    expect(await claimsOf(from)).toHaveLength(0);
    expect(await claimsOf(to)).toHaveLength(1);
  });

  it("two customers changing into the last car of a class at once get one car between them", async () => {
    const from = await freshClass(2);
    const last = await freshClass(1);
    const day = newMonth();
    const dates = { pickupDate: day(10), dropOffDate: day(14) };
    const [first, second] = [
      await booking(trip(from.branchId, from.carClassId, dates)),
      await booking(trip(from.branchId, from.carClassId, dates)),
    ];
    const into = trip(last.branchId, last.carClassId, dates);
    const proposals = await Promise.all([
      proposeItineraryChange(first, into, { clientAddress: "203.0.113.71" }),
      proposeItineraryChange(second, into, { clientAddress: "203.0.113.72" }),
    ]);
    expect(proposals.map((proposal) => proposal.kind).sort()).toEqual(["priced", "soldout"]);
    const loser = proposals.find((proposal) => proposal.kind === "soldout");
    expect(loser).toMatchObject({
      kind: "soldout",
      errors: { carClassId: ITINERARY_CHANGE_MESSAGES.soldOut },
    });

    // The winner's hold lapses and the other takes the car: the winner's commit is refused.
    const winner = held(proposals.find((proposal) => proposal.kind === "priced")!);
    const winnerBooking = winner.change.reservationId === first.id ? first : second;
    const otherBooking = winnerBooking === first ? second : first;
    const later = new Date(Date.now() + 60 * 60_000);
    const retaken = held(await proposeItineraryChange(otherBooking, into, { now: later }));
    const results = await Promise.all([
      commitItineraryChange(winner.change, winner.detail, { now: later }),
      commitItineraryChange(retaken.change, retaken.detail, { now: later }),
    ]);
    expect(results.map((result) => result.kind)).toEqual(["soldout", "applied"]);
    expect(await getReservation(winnerBooking.id)).toMatchObject({
      carClassId: from.carClassId,
      total: winnerBooking.total,
    });
    expect(await getReservation(otherBooking.id)).toMatchObject({ carClassId: last.carClassId });
    expect(await claimsOf(last)).toHaveLength(1);
  });

  it("a change racing a new booking for the last car: one of them gets it", async () => {
    const from = await freshClass(1);
    const last = await freshClass(1);
    const day = newMonth();
    const dates = { pickupDate: day(10), dropOffDate: day(14) };
    const reservation = await booking(trip(from.branchId, from.carClassId, dates));
    const into = trip(last.branchId, last.carClassId, dates);
    const { pickupAt, dropOffAt } = itineraryInstants(into);
    const [proposal, newBooking] = await Promise.all([
      proposeItineraryChange(reservation, into, { clientAddress: "203.0.113.81" }),
      holdVehicle({
        carClassId: last.carClassId,
        pickupBranchId: last.branchId,
        dropOffBranchId: last.branchId,
        pickupAt,
        dropOffAt,
        clientAddress: "203.0.113.82",
      }),
    ]);
    expect([proposal.kind === "priced", newBooking.ok].filter(Boolean)).toHaveLength(1);
    if (proposal.kind === "priced") {
      expect((await commitItineraryChange(proposal.change, proposal.detail)).kind).toBe("applied");
    } else {
      expect(proposal.kind).toBe("soldout");
    }
    expect(await claimsOf(last)).toHaveLength(1);
  });

  it("a car taken out of service while the customer reviews is not moved onto", async () => {
    const from = await freshClass(1);
    const last = await freshClass(1);
    const staff = await staffAt(BRANCH);
    const day = newMonth();
    const dates = { pickupDate: day(10), dropOffDate: day(14) };
    const reservation = await booking(trip(from.branchId, from.carClassId, dates));
    const proposal = held(
      await proposeItineraryChange(reservation, trip(last.branchId, last.carClassId, dates)),
    );
    const takenOut = await takeOutOfService(staff, last.registrations[0], {
      downtimeId: randomUUID(),
      kind: "maintenance",
      from: day(9),
      until: day(20),
      reason: "Brakes",
    });
    // The take-out lists the held change as a clash; the commit then refuses it, hold given back.
    expect(takenOut.ok && takenOut.clashes.length).toBeGreaterThan(0);
    expect(await commitItineraryChange(proposal.change, proposal.detail)).toEqual({ kind: "soldout" });
    expect(await getReservation(reservation.id)).toMatchObject({
      carClassId: from.carClassId,
      status: "confirmed",
    });
    expect((await getReservation(proposal.itinerary.holdId))?.status).toBe("cancelled");
    expect((await getChange(proposal.change.id))?.status).toBe("open");
  });

  it("a change racing staff taking the last car out of service never moves onto it", async () => {
    const from = await freshClass(1);
    const last = await freshClass(1);
    const staff = await staffAt(BRANCH);
    const day = newMonth();
    const dates = { pickupDate: day(10), dropOffDate: day(14) };
    const reservation = await booking(trip(from.branchId, from.carClassId, dates));
    const into = trip(last.branchId, last.carClassId, dates);
    const [proposal, takenOut] = await Promise.all([
      proposeItineraryChange(reservation, into),
      takeOutOfService(staff, last.registrations[0], {
        downtimeId: randomUUID(),
        kind: "out_of_service",
        from: day(1),
        until: null,
        reason: "Windscreen cracked",
      }),
    ]);
    expect(takenOut.ok).toBe(true);
    // Held before the car went (the take-out reports the clash, the commit refuses) or refused
    // after it: a branch without a car of the class no longer offers it, as a search would show.
    if (proposal.kind === "priced") {
      expect(await commitItineraryChange(proposal.change, proposal.detail)).toEqual({ kind: "soldout" });
      expect((await getReservation(held(proposal).itinerary.holdId))?.status).toBe("cancelled");
    } else {
      expect(proposal).toMatchObject({
        kind: "invalid",
        errors: { carClassId: ITINERARY_CHANGE_MESSAGES.classNotOffered },
      });
    }
    expect(await getReservation(reservation.id)).toMatchObject({
      carClassId: from.carClassId,
      status: "confirmed",
    });
    const db = await getDb();
    const moved = await db
      .select()
      .from(reservations)
      .where(
        and(
          eq(reservations.pickupBranchId, last.branchId),
          eq(reservations.carClassId, last.carClassId),
          eq(reservations.status, "confirmed"),
        ),
      );
    expect(moved).toHaveLength(0);
  });
});

const sandbox = () => getPaymentGateway() as ReturnType<typeof createSandboxGateway>;

/** The sandbox gateway's checkout paid with its approving card: the signed return address. */
function payOnGateway(redirectTo: string): URL {
  const token = new URL(redirectTo, "http://localhost").searchParams.get("session");
  const checkout = sandbox().openCheckout(token);
  if (!checkout) throw new Error("no checkout");
  return new URL(sandbox().complete(checkout, { number: SANDBOX_CARDS.approve.replace(/\s/g, "") }));
}

async function readyState(reservation: Reservation) {
  const state = await changeState((await getReservation(reservation.id))!);
  if (state.kind !== "ready") throw new Error(`no change in progress: ${state.kind}`);
  return state;
}

describe("the money of a new itinerary, and the car kept for it", () => {
  it("moves the booking with its new extras when the difference is paid, once, and holds the car meanwhile", async () => {
    const small = await freshClass(2);
    const large = await freshClass(1);
    const day = newMonth();
    const reservation = await booking(
      trip(small.branchId, small.carClassId, { pickupDate: day(10), dropOffDate: day(14) }),
    );
    const into = trip(small.branchId, large.carClassId, { pickupDate: day(11), dropOffDate: day(16) });
    const proposal = held(
      await proposeChange(reservation, [...(await formEntries(reservation, into)), ["extra-gps", "1"]]),
    );
    expect(proposal.detail.difference).toBeGreaterThan(0);
    expect(proposal.detail.summary).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Pick-up: /),
        expect.stringMatching(/^GPS navigation: 0 → 1$/),
      ]),
    );
    const state = await readyState(reservation);
    expect(state.holdExpiresAt).not.toBeNull();

    const started = await startChangePayment(reservation, state, "http://localhost");
    if (started.kind !== "gateway") throw new Error(`not sent to the gateway: ${started.kind}`);
    // The car stays claimed for the payment window, as a booking's does.
    expect((await getReservation(proposal.itinerary.holdId))?.status).toBe("payment_pending");

    const returned = payOnGateway(started.redirectTo);
    const outcomes = await Promise.all([handleChangeCardReturn(returned), handleChangeCardReturn(returned)]);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(["confirmed", "confirmed"]);
    const after = (await getReservation(reservation.id))!;
    expect(after).toMatchObject({ carClassId: large.carClassId, total: proposal.detail.newTotal });
    expect(after.pickupAt.toISOString()).toBe(proposal.itinerary.to.pickupAt);
    expect(after.extras).toEqual([{ code: "gps", quantity: 1 }]);
    expect((await getReservation(proposal.itinerary.holdId))?.status).toBe("cancelled");
    expect(await claimsOf(small)).toHaveLength(0);
    expect(await claimsOf(large)).toHaveLength(1);
    expect(await listBookingEvents(reservation.id, "changed")).toHaveLength(1);
    const paid = (await listPaymentsForReservation(reservation.id)).filter(
      (payment) => payment.purpose === "change" && payment.status === "approved",
    );
    expect(paid.map((payment) => payment.amount)).toEqual([proposal.detail.difference]);
  });

  it("charges nothing when staff took the held car off the road before the customer paid", async () => {
    const from = await freshClass(1);
    const last = await freshClass(1);
    const staff = await staffAt(BRANCH);
    const day = newMonth();
    const dates = { pickupDate: day(10), dropOffDate: day(14) };
    const reservation = await booking(trip(from.branchId, from.carClassId, dates));
    const proposal = held(
      await proposeItineraryChange(
        reservation,
        trip(last.branchId, last.carClassId, { ...dates, dropOffDate: day(18) }),
      ),
    );
    expect(proposal.detail.difference).toBeGreaterThan(0);
    await takeOutOfService(staff, last.registrations[0], {
      downtimeId: randomUUID(),
      kind: "maintenance",
      from: day(9),
      until: day(20),
      reason: "Brakes",
    });
    const started = await startChangePayment(reservation, await readyState(reservation), "http://localhost");
    expect(started).toEqual({ kind: "soldout", notice: ITINERARY_CHANGE_MESSAGES.holdLost });
    expect(await listPaymentsForReservation(reservation.id)).toHaveLength(0);
    expect(await getReservation(reservation.id)).toMatchObject({ carClassId: from.carClassId });
    expect((await getReservation(proposal.itinerary.holdId))?.status).toBe("cancelled");
  });

  it("takes a lapsed hold again while a car is free, and says sold out once it is not", async () => {
    const from = await freshClass(1);
    const last = await freshClass(1);
    const day = newMonth();
    const dates = { pickupDate: day(10), dropOffDate: day(14) };
    const reservation = await booking(trip(from.branchId, from.carClassId, dates));
    const into = trip(last.branchId, last.carClassId, dates);
    const proposal = held(await proposeItineraryChange(reservation, into));

    const later = new Date(Date.now() + 60 * 60_000);
    const renewed = await renewChangeHold(reservation, { now: later });
    expect(renewed.ok).toBe(true);
    const state = await changeState(reservation, later);
    if (state.kind !== "ready" || !state.detail.itinerary) throw new Error("no change in progress");
    expect(state.detail.itinerary.holdId).not.toBe(proposal.itinerary.holdId);
    expect(state.holdExpiresAt).toBe(renewed.ok ? renewed.expiresAt : null);

    // Its new hold lapses too, and a new booking takes the car: the review can't keep it.
    const muchLater = new Date(later.getTime() + 60 * 60_000);
    const { pickupAt, dropOffAt } = itineraryInstants(into);
    const other = await holdVehicle({
      carClassId: last.carClassId,
      pickupBranchId: last.branchId,
      dropOffBranchId: last.branchId,
      pickupAt,
      dropOffAt,
      now: muchLater,
    });
    expect(other.ok).toBe(true);
    expect(await renewChangeHold(reservation, { now: muchLater })).toEqual({ ok: false, reason: "soldout" });
  });
});

describe("a shuttle asked for after booking", () => {
  it("is never charged by a new itinerary, stays with new dates, and falls away when the pick-up moves branch", async () => {
    const own = await freshClass(2);
    const day = newMonth();
    const reservation = await booking(
      trip(own.branchId, own.carClassId, { pickupDate: day(10), dropOffDate: day(14) }),
    );
    const [shuttle] = await listShuttlesForBranch("AKL");
    await saveShuttleRequest({
      reservationId: reservation.id,
      shuttleCode: shuttle.code,
      details: { kind: "airport", flightNumber: "NZ5051" },
      passengers: 2,
      note: null,
    });
    const withShuttle = (await getReservation(reservation.id))!;
    expect(withShuttle.shuttleCode).toBe(shuttle.code);

    // A day later at the same branch: the request stays, and a free request is not priced in.
    const later = held(
      await proposeItineraryChange(
        withShuttle,
        trip(own.branchId, own.carClassId, { pickupDate: day(11), dropOffDate: day(15) }),
      ),
    );
    expect(later.detail.breakdown.shuttle).toBeNull();
    expect(later.detail.summary.join(" ")).not.toContain("Shuttle");

    // Another branch (Dunedin Airport, its economy class): the shuttle can't run there.
    const dunedin = (await getBranchByCode("DUD"))!;
    const economy = (await getCarClassByCode("A"))!;
    const moved = held(
      await proposeItineraryChange(
        withShuttle,
        trip(dunedin.id, economy.carClassId, { pickupDate: day(11), dropOffDate: day(15) }),
      ),
    );
    const branchName = (await getBranchByCode(BRANCH))!.name;
    expect(moved.detail.summary).toContain(CHANGE_HISTORY_TEXT.shuttleDropped(branchName));
    expect((await commitItineraryChange(moved.change, moved.detail)).kind).toBe("applied");
    expect(await getShuttleRequestForReservation(reservation.id)).toBeNull();
    expect(await getReservation(reservation.id)).toMatchObject({
      pickupBranchId: dunedin.id,
      shuttleCode: null,
    });
  });
});

import { eq } from "drizzle-orm";
import { counterBooking, counterCar } from "./support/counter";
import { newStaff } from "./support/staff";
import { describe, expect, it } from "vitest";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { getDb } from "~/models/db.server";
import { listDowntimeOfVehicle } from "~/models/fleet/fleet.server";
import { listAuditEvents } from "~/models/operations/audit-events.server";
import { getRental, getVehicle } from "~/models/reservations/rentals.server";
import { listSwaps } from "~/models/reservations/vehicle-swaps.server";
import { vehicleDowntime, vehicleMoves } from "~/models/schema";
import type { SignedInStaff } from "~/services/admin/access/guard.server";
import { startStaffSession } from "~/services/admin/access/session.server";
import { pickupSchema, returnSchema } from "~/services/admin/bookings/forms";
import { loadCounterBooking } from "~/services/admin/bookings/page.server";
import { pickUp } from "~/services/admin/bookings/pick-up.server";
import { counterReservation } from "~/services/admin/bookings/reservation.server";
import { returnCar } from "~/services/admin/bookings/return.server";
import { COUNTER_MESSAGES as CM } from "~/services/admin/bookings/text";
import { swapSchema } from "~/services/admin/swap/forms";
import { rentalLeg, swapClassChange, swapDecision, type SwapCheck } from "~/services/admin/swap/rules";
import { swapCar } from "~/services/admin/swap/swap.server";
import { SWAP_MESSAGES as M } from "~/services/admin/swap/text";
import { returnEnergyCharge } from "~/services/booking/cost/rules";
import { loadAgreement, loadInvoice } from "~/services/changes/agreement/agreement.server";
import { AGREEMENT_TEXT } from "~/services/changes/agreement/text";
import { buildManagedBooking } from "~/services/changes/manage.server";
import { kmDrivenAcrossSwaps } from "~/services/changes/swaps/rules";
import { nowInNewZealand } from "~/services/platform/dates";
import { action as bookingAction } from "~/routes/admin+/bookings+/$reference";
import { LICENCE_FIELDS } from "./support/pickup-checks";
import { routeResponse } from "./support/route-response";

/** Swapping the car during a rental (issue 32 item 3): the rules, the swap, the return after it. */

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const hhmm = (at: Date) => {
  const minutes = nowInNewZealand(at).minutes;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
};

/** A new car of the class at the branch, ready (in service, no rental, no downtime). */
const car = (code: string, classCode: string, odometerKm = 12_000) =>
  counterCar(code, classCode, { odometerKm, tag: "SWP" });

/** A confirmed booking of class 5 from `code` to `dropOff`, paid by card, with a car of its own. */
async function confirmedBooking(code: string, dropOff = code) {
  const made = await counterBooking(code, { dropOff, tag: "SWP" });
  return { id: made.id, reference: made.reference, first: made.vehicle, pickupBranch: made.pickupBranch };
}

/** The pick-up form, the car handed over an hour ago at 12,000 km and 100 %. */
function pickupInput(vehicleId: number) {
  const at = new Date(Date.now() - HOUR);
  return pickupSchema.parse({
    vehicleId: String(vehicleId),
    odometerKm: "12000",
    fuelPercent: "100",
    licenceSeen: "on",
    cardSeen: "on",
    damageWalkaround: "on",
    pickupDate: nowInNewZealand(at).date,
    pickupTime: hhmm(at),
    earlyOverride: "on",
    overrideReason: "Customer came in early",
    drivers: [LICENCE_FIELDS],
  });
}

/** A confirmed booking of class 5 from `code` to `dropOff`, its car picked up an hour ago at 100 %. */
async function pickedUp(staff: SignedInStaff, code: string, dropOff = code) {
  const made = await confirmedBooking(code, dropOff);
  const result = await pickUp(
    staff,
    await counterReservation(staff, made.reference),
    pickupInput(made.first.id),
    {
      now: new Date(Date.now() - HOUR),
    },
  );
  if (!result.ok) throw new Error(`expected a pick-up: ${JSON.stringify(result)}`);
  return made;
}

let tokens = 0;
/** The swap form as the page sends it: the car on the road to `toVehicleId`, at `branchId`. */
function swapForm(
  fromVehicleId: number,
  toVehicleId: number,
  branchId: number,
  fields: Record<string, string> = {},
): Record<string, string> {
  tokens += 1;
  return {
    token: `swap-token-${Date.now()}-${tokens}`,
    fromVehicleId: String(fromVehicleId),
    swapBranchId: String(branchId),
    fromOdometerKm: "12150",
    fromFuelPercent: "70",
    outgoing: "ready",
    toVehicleId: String(toVehicleId),
    toOdometerKm: "5000",
    toFuelPercent: "80",
    ...fields,
  };
}
const swapInput = (...args: Parameters<typeof swapForm>) => swapSchema.parse(swapForm(...args));

const returnInput = (at: Date, odometerKm: number, fuelPercent: number) =>
  returnSchema.parse({
    odometerKm: String(odometerKm),
    fuelPercent: String(fuelPercent),
    returnDate: nowInNewZealand(at).date,
    returnTime: hhmm(at),
  });

const auditActions = async (entityId: string) =>
  (await listAuditEvents({ entityType: "reservation", entityId })).map((event) => event.action);

/* ------------------------------------------------------------------------------------------------ */

describe("the swap's rules", () => {
  const five = { carClassId: 5, dailyRate: 79, fuelType: "unleaded" };
  it("takes the same class or a dearer one free, calls a cheaper one a downgrade, never a trailer", () => {
    expect(swapClassChange(five, five)).toBe("same");
    expect(swapClassChange(five, { carClassId: 15, dailyRate: 95, fuelType: "electric" })).toBe("upgrade");
    expect(swapClassChange(five, { carClassId: 4, dailyRate: 79, fuelType: "unleaded 91" })).toBe("upgrade");
    expect(swapClassChange(five, { carClassId: 3, dailyRate: 55, fuelType: "unleaded 91" })).toBe(
      "downgrade",
    );
    expect(swapClassChange(five, { carClassId: 40, dailyRate: 25, fuelType: "none" })).toBeNull();
  });

  it("refuses a downgrade while a car of the booked class or better is ready, and without a reason", () => {
    const check: SwapCheck = {
      outgoingVehicleId: 1,
      legStartOdometerKm: 12_000,
      booked: five,
      branchAllowed: true,
      swapBranchId: 7,
      replacement: {
        id: 2,
        branchId: 7,
        ready: true,
        onRental: false,
        odometerKm: 4_000,
        carClass: { carClassId: 3, dailyRate: 55, fuelType: "unleaded 91" },
      },
      betterReady: true,
      input: { fromOdometerKm: 12_100, toOdometerKm: 4_000, downgradeReason: null },
    };
    expect(swapDecision(check)).toEqual({
      ok: false,
      status: 422,
      fieldErrors: { toVehicleId: M.downgradeWhileBetterReady },
    });
    expect(swapDecision({ ...check, betterReady: false })).toEqual({
      ok: false,
      status: 422,
      fieldErrors: { downgradeReason: M.downgradeReasonRequired },
    });
    expect(
      swapDecision({
        ...check,
        betterReady: false,
        input: { ...check.input, downgradeReason: "Only small cars left; customer agreed" },
      }),
    ).toEqual({ ok: true, classChange: "downgrade" });
  });

  it("starts the last car's leg at its swap, and counts the km of every car", () => {
    const rental = {
      vehicleId: 2,
      pickupOdometerKm: 12_000,
      pickupFuelPercent: 100,
      pickedUpAt: new Date(0),
    };
    expect(rentalLeg({ ...rental, vehicleId: 1 }, null)).toMatchObject({
      vehicleId: 1,
      startOdometerKm: 12_000,
      startFuelPercent: 100,
    });
    const swappedAt = new Date(DAY);
    expect(rentalLeg(rental, { toVehicleId: 2, toOdometerKm: 5_000, toFuelPercent: 80, swappedAt })).toEqual({
      vehicleId: 2,
      startOdometerKm: 5_000,
      startFuelPercent: 80,
      since: swappedAt,
    });
    expect(kmDrivenAcrossSwaps(12_000, [{ fromOdometerKm: 12_150, toOdometerKm: 5_000 }], 5_200)).toBe(350);
    expect(kmDrivenAcrossSwaps(12_000, [], 12_300)).toBe(300);
  });
});

describe("swapping the car mid-rental", () => {
  it("moves the rental to the replacement, takes the old car out of service, audits once, swaps once", async () => {
    const staff = await newStaff("Staff", ["AKL"]);
    const made = await pickedUp(staff, "AKL");
    const replacement = await car("AKL", "5", 5_000);
    const input = swapInput(made.first.id, replacement.id, made.pickupBranch.id, {
      outgoing: "out-of-service",
      outOfServiceReason: "Warning light: engine check",
    });
    const at = await counterReservation(staff, made.reference);
    expect(at.scope.swap).toBe(true);
    expect(await swapCar(staff, at, input)).toEqual({ ok: true, done: "car-swapped" });
    // A double submit of the same form (its token) swaps nothing more.
    expect(await swapCar(staff, await counterReservation(staff, made.reference), input)).toEqual({
      ok: true,
      done: "car-swapped",
    });

    expect((await getRental(made.id))?.vehicleId).toBe(replacement.id);
    const swaps = await listSwaps(made.id);
    expect(swaps).toHaveLength(1);
    expect(swaps[0]).toMatchObject({
      fromVehicleId: made.first.id,
      fromOdometerKm: 12_150,
      fromFuelPercent: 70,
      fromOutOfService: true,
      toVehicleId: replacement.id,
      toOdometerKm: 5_000,
      toFuelPercent: 80,
      classChange: "same",
    });
    expect((await getVehicle(made.first.id))?.odometerKm).toBe(12_150);
    const downtime = await listDowntimeOfVehicle(made.first.id);
    expect(downtime).toHaveLength(1);
    expect(downtime[0]).toMatchObject({
      kind: "out_of_service",
      endsAt: null,
      reason: "Warning light: engine check",
    });
    expect((await auditActions(made.id)).filter((action) => action === "booking.car-swapped")).toHaveLength(
      1,
    );
    const vehicleAudit = await listAuditEvents({ entityType: "vehicle", entityId: made.first.registration });
    expect(vehicleAudit.map((event) => event.action)).toEqual(["vehicle.out-of-service"]);

    // Shown on the counter, the customer's booking page and the agreement (whose car is the first).
    const view = await loadCounterBooking(await counterReservation(staff, made.reference), new Date(), staff);
    expect(view.booking.carSwaps).toHaveLength(1);
    expect(view.booking.carSwaps[0].summary).toContain(replacement.registration);
    expect(view.swapForm?.fromVehicleId).toBe(String(replacement.id));
    const customer = await buildManagedBooking(await counterReservation(staff, made.reference));
    expect(customer?.carSwaps[0].summary).toContain(made.first.registration);
    const agreement = await loadAgreement(await counterReservation(staff, made.reference));
    expect(agreement?.content.vehicle.registration).toBe(made.first.registration);
    expect(agreement?.content.swaps?.[0].value).toContain(replacement.registration);
  });

  it("leaves the outgoing car at the branch of the swap, with its move, ready again", async () => {
    const admin = await newStaff("Admin", []);
    const made = await pickedUp(admin, "AKL");
    const wlg = (await getBranchByCode("WLG"))!;
    const replacement = await car("WLG", "5", 5_000);
    expect(
      await swapCar(
        admin,
        await counterReservation(admin, made.reference),
        swapInput(made.first.id, replacement.id, wlg.id),
      ),
    ).toEqual({ ok: true, done: "car-swapped" });
    expect((await getVehicle(made.first.id))?.branchId).toBe(wlg.id);
    const db = await getDb();
    const moves = await db.select().from(vehicleMoves).where(eq(vehicleMoves.vehicleId, made.first.id));
    expect(moves).toMatchObject([{ kind: "swap", fromBranchId: made.pickupBranch.id, toBranchId: wlg.id }]);
    expect(await listDowntimeOfVehicle(made.first.id)).toEqual([]);
  });

  it("refuses beside the field: a car out, on another rental, at another branch, a reading too low", async () => {
    const staff = await newStaff("Staff", ["AKL"]);
    const made = await pickedUp(staff, "AKL");
    const akl = made.pickupBranch.id;
    const swap = async (to: number, fields: Record<string, string> = {}, branchId = akl) =>
      swapCar(
        staff,
        await counterReservation(staff, made.reference),
        swapInput(made.first.id, to, branchId, fields),
      );

    const out = await car("AKL", "5", 5_000);
    const db = await getDb();
    await db.insert(vehicleDowntime).values({
      id: crypto.randomUUID(),
      vehicleId: out.id,
      kind: "out_of_service",
      startsAt: new Date(Date.now() - DAY),
      endsAt: null,
      reason: "Windscreen",
    });
    expect(await swap(out.id)).toEqual({
      ok: false,
      status: 409,
      fieldErrors: { toVehicleId: M.replacementOut },
    });

    const other = await pickedUp(staff, "AKL");
    expect(await swap(other.first.id)).toEqual({
      ok: false,
      status: 409,
      fieldErrors: { toVehicleId: M.replacementTaken },
    });

    const elsewhere = await car("CHC", "5", 5_000);
    expect(await swap(elsewhere.id)).toEqual({
      ok: false,
      status: 422,
      fieldErrors: { toVehicleId: M.replacementElsewhere },
    });
    // Not one of the staff member's branches.
    const chc = (await getBranchByCode("CHC"))!;
    expect(await swap(elsewhere.id, {}, chc.id)).toEqual({
      ok: false,
      status: 422,
      fieldErrors: { swapBranchId: M.branchNotAllowed },
    });

    const ready = await car("AKL", "5", 5_000);
    expect(await swap(ready.id, { toOdometerKm: "4999", fromOdometerKm: "11999" })).toEqual({
      ok: false,
      status: 422,
      fieldErrors: { toOdometerKm: M.toOdometerBelow(5_000), fromOdometerKm: M.fromOdometerBelow(12_000) },
    });
    const trailer = await car("AKL", "T", 100);
    expect(await swap(trailer.id, { toOdometerKm: "100" })).toEqual({
      ok: false,
      status: 422,
      fieldErrors: { toVehicleId: M.replacementUnfit },
    });
    // The out-of-service reason is the schema's to ask, beside its field.
    const noReason = swapSchema.safeParse(
      swapForm(made.first.id, ready.id, akl, { outgoing: "out-of-service" }),
    );
    expect(noReason.success ? [] : noReason.error.issues.map((issue) => issue.path.join("."))).toEqual([
      "outOfServiceReason",
    ]);
    // Nothing changed.
    expect((await getRental(made.id))?.vehicleId).toBe(made.first.id);
    expect(await listSwaps(made.id)).toEqual([]);
  });

  it("answers the site's 404 to staff of another branch than the car's; before the pick-up nothing to swap", async () => {
    const akl = await newStaff("Staff", ["AKL"]);
    const wlgStaff = await newStaff("Staff", ["WLG"]);
    // One way Auckland → Wellington: Wellington sees the booking, but the car on the road is Auckland's.
    const made = await pickedUp(akl, "AKL", "WLG");
    const replacement = await car("WLG", "5", 5_000);
    const wlg = (await getBranchByCode("WLG"))!;
    const seen = await counterReservation(wlgStaff, made.reference);
    expect(seen.scope).toMatchObject({ see: true, swap: false });
    expect((await loadCounterBooking(seen, new Date(), wlgStaff)).swapForm).toBeNull();
    const refused = await swapCar(wlgStaff, seen, swapInput(made.first.id, replacement.id, wlg.id)).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(404);
    expect(await listSwaps(made.id)).toEqual([]);
  });

  it("refuses a hand-over of a car that is out, beside the car field", async () => {
    const staff = await newStaff("Staff", ["AKL"]);
    const made = await pickedUp(staff, "AKL");
    const replacement = await car("AKL", "5", 5_000);
    await swapCar(
      staff,
      await counterReservation(staff, made.reference),
      swapInput(made.first.id, replacement.id, made.pickupBranch.id, {
        outgoing: "out-of-service",
        outOfServiceReason: "Flat battery",
      }),
    );
    // Before a pick-up there is no car to swap: staff choose another ready car, and the car taken
    // out at the swap is refused, said beside the car field.
    const next = await confirmedBooking("AKL");
    const at = await counterReservation(staff, next.reference);
    expect(at.scope.swap).toBe(false);
    expect(await pickUp(staff, at, pickupInput(made.first.id))).toEqual({
      ok: false,
      status: 409,
      fieldErrors: { vehicleId: CM.vehicleOutOfService },
    });
    expect(await pickUp(staff, at, pickupInput(replacement.id))).toEqual({
      ok: false,
      status: 409,
      fieldErrors: { vehicleId: CM.vehicleTaken },
    });
  });
});

describe("the return after a swap", () => {
  it("charges fuel against the replacement's level at the swap and reads km from its odometer", async () => {
    const staff = await newStaff("Staff", ["AKL"]);
    const made = await pickedUp(staff, "AKL");
    // A free upgrade to an electric car: the return follows its charge rule.
    const replacement = await car("AKL", "15", 5_000);
    expect(
      await swapCar(
        staff,
        await counterReservation(staff, made.reference),
        swapInput(made.first.id, replacement.id, made.pickupBranch.id),
      ),
    ).toEqual({ ok: true, done: "car-swapped" });
    expect((await listSwaps(made.id))[0].classChange).toBe("upgrade");

    const at = new Date();
    // The replacement's odometer at the swap is the floor, not the first car's pick-up.
    expect(
      await returnCar(staff, await counterReservation(staff, made.reference), returnInput(at, 4_999, 80)),
    ).toEqual({
      ok: false,
      status: 422,
      fieldErrors: { odometerKm: M.returnOdometerBelowSwap(5_000) },
    });
    const result = await returnCar(
      staff,
      await counterReservation(staff, made.reference),
      returnInput(at, 5_200, 50),
    );
    expect(result.ok).toBe(true);
    const rental = (await getRental(made.id))!;
    const fuel = rental.charges.find((charge) => charge.code === "fuel");
    // 80 % at the swap, 50 % back, by the electric rule; the first car's 100 % → 70 % is GO's.
    expect(fuel?.amount).toBe(returnEnergyCharge("electric", 80, 50));
    expect(returnEnergyCharge("electric", 80, 50)).not.toBe(returnEnergyCharge("unleaded", 100, 50));
    expect((await getVehicle(replacement.id))?.odometerKm).toBe(5_200);

    const invoice = await loadInvoice(await counterReservation(staff, made.reference));
    expect(invoice?.readings).toContainEqual({
      label: AGREEMENT_TEXT.kmDriven,
      value: AGREEMENT_TEXT.km(350),
    });
    expect(invoice?.readings.some((line) => line.value.includes(replacement.registration))).toBe(true);
  });

  it("without a swap, still refuses a reading below the pick-up's", async () => {
    const staff = await newStaff("Staff", ["AKL"]);
    const made = await pickedUp(staff, "AKL");
    expect(
      await returnCar(
        staff,
        await counterReservation(staff, made.reference),
        returnInput(new Date(), 11_999, 100),
      ),
    ).toEqual({ ok: false, status: 422, fieldErrors: { odometerKm: CM.odometerBelowPickup(12_000) } });
  });
});

describe("the booking page's swap form", () => {
  async function post(staff: SignedInStaff, reference: string, fields: Record<string, string>) {
    const setCookie = await startStaffSession(new Request("http://localhost/admin/sign-in/"), staff);
    const request = new Request(`http://localhost/admin/bookings/${reference}/`, {
      method: "POST",
      headers: { Cookie: setCookie.split(";")[0], "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    return routeResponse(bookingAction({ request, params: { reference }, context: {} }));
  }

  it("answers 303 with the status message, or the messages beside the fields with a 4xx", async () => {
    const staff = await newStaff("Staff", ["AKL"]);
    const made = await pickedUp(staff, "AKL");
    const replacement = await car("AKL", "5", 5_000);
    const form = { intent: "swap", ...swapForm(made.first.id, replacement.id, made.pickupBranch.id) };
    const low = await post(staff, made.reference, { ...form, toOdometerKm: "10" });
    expect(low.status).toBe(422);
    expect(((await low.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      toOdometerKm: M.toOdometerBelow(5_000),
    });
    const done = await post(staff, made.reference, form);
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe(
      `/admin/bookings/${made.reference.toLowerCase()}/?done=car-swapped`,
    );
    // The page sent again (a refresh, a double click): the same swap, once.
    expect((await post(staff, made.reference, form)).status).toBe(303);
    expect(await listSwaps(made.id)).toHaveLength(1);
  });
});

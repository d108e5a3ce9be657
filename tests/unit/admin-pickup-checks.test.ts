import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withZod } from "@remix-validated-form/with-zod";
import { saveDriverLicence } from "~/models/accounts/users.server";
import { getDb } from "~/models/db.server";
import { listAuditEvents } from "~/models/operations/audit-events.server";
import { completeChange, openChange } from "~/models/reservations/booking-changes.server";
import { listPaymentsForReservation } from "~/models/reservations/payments.server";
import { getRental, listReadyVehicles } from "~/models/reservations/rentals.server";
import type { Reservation } from "~/models/reservations/reservations.server";
import { reservations, users } from "~/models/schema";
import { startStaffSession } from "~/services/admin/access/session.server";
import { startCounterBond } from "~/services/admin/bookings/bond.server";
import { coverBondAmount } from "~/services/changes/payments.server";
import { pickupSchema } from "~/services/admin/bookings/forms";
import {
  bondDecision,
  driverRefusals,
  driversToRecord,
  pickupDriverField,
} from "~/services/admin/bookings/pickup-checks";
import { PICKUP_CHECKS_MESSAGES as PM } from "~/services/admin/bookings/pickup-checks-text";
import { pickupChecksView } from "~/services/admin/bookings/pickup-checks.server";
import { counterReservation, type CounterStaff } from "~/services/admin/bookings/reservation.server";
import { returnCar } from "~/services/admin/bookings/return.server";
import { returnSchema } from "~/services/admin/bookings/forms";
import { loadAgreement } from "~/services/changes/agreement/agreement.server";
import { CHECK_IN_MIN_DRIVER_AGE, CHECK_IN_TEXT, fillText } from "~/services/changes/check-in/text";
import { formatDayMonthYear, nowInNewZealand } from "~/services/platform/dates";
import { VALIDATOR_MESSAGES } from "~/services/platform/text";
import { action as bookingAction } from "~/routes/admin+/bookings+/$reference";
import { changeableBooking } from "./support/changeable-booking";
import {
  DECLINED_CARD,
  GOOD_LICENCE,
  holdBondAtCounter,
  LICENCE_FIELDS,
  licenceForm,
} from "./support/pickup-checks";
import { routeResponse } from "./support/route-response";
import { newStaff } from "./support/staff";

const DAY = 86_400_000;
const TOO_YOUNG = fillText(CHECK_IN_TEXT.tooYoung, { age: CHECK_IN_MIN_DRIVER_AGE });

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The pick-up form as posted: the first ready car, now, the early override, the checks, one licence. */
async function pickupForm(booking: Reservation, extra: Record<string, string> = {}) {
  const [car] = await listReadyVehicles(booking.pickupBranchId, booking.carClassId, new Date());
  const nz = nowInNewZealand(new Date());
  return {
    intent: "pick-up",
    vehicleId: String(car.id),
    odometerKm: String(car.odometerKm),
    fuelPercent: "100",
    licenceSeen: "on",
    cardSeen: "on",
    damageWalkaround: "on",
    pickupDate: nz.date,
    pickupTime: hhmm(nz.minutes),
    earlyOverride: "on",
    overrideReason: "Came in early",
    ...licenceForm(),
    ...extra,
  };
}

async function post(staff: CounterStaff, reference: string, fields: Record<string, string>) {
  const setCookie = await startStaffSession(new Request("http://localhost/admin/sign-in/"), staff);
  const request = new Request(`http://localhost/admin/bookings/${reference.toLowerCase()}/`, {
    method: "POST",
    headers: { Cookie: setCookie.split(";")[0], "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  return routeResponse(bookingAction({ request, params: { reference }, context: {} }));
}

const auditActions = async (reservationId: string) =>
  (await listAuditEvents({ entityType: "reservation", entityId: reservationId })).map(
    (event) => event.action,
  );

describe("the pick-up's licence rules", () => {
  it("records the hirer and each additional driver of the booking, or check-in's drivers if more", () => {
    expect(driversToRecord([], 0)).toBe(1);
    expect(driversToRecord([{ code: "additional-driver", quantity: 2 }], 0)).toBe(3);
    expect(driversToRecord([{ code: "gps", quantity: 1 }], 2)).toBe(2);
  });

  it("refuses a licence expiring before the drop-off day and a driver under the site's age", () => {
    const booking = { required: 2, pickupDate: "2027-04-10", dropOffDate: "2027-04-14" };
    expect(driverRefusals([{ ...GOOD_LICENCE, licenceExpiry: "2027-04-13" }], booking)).toEqual({
      [pickupDriverField(0, "licenceExpiry")]: PM.expiresBeforeDropOff("14-04-2027"),
      [pickupDriverField(1, "name")]: PM.required,
    });
    // Valid through its expiry day: one expiring on the drop-off day passes.
    expect(
      driverRefusals([{ ...GOOD_LICENCE, licenceExpiry: "2027-04-14" }], { ...booking, required: 1 }),
    ).toEqual({});
    // 21 on the booking's pick-up day, as the terms and check-in say; a day short is refused.
    expect(
      driverRefusals([{ ...GOOD_LICENCE, dateOfBirth: "2006-04-10" }], { ...booking, required: 1 }),
    ).toEqual({});
    expect(
      driverRefusals([{ ...GOOD_LICENCE, dateOfBirth: "2006-04-11" }], { ...booking, required: 1 }),
    ).toEqual({
      [pickupDriverField(0, "dateOfBirth")]: TOO_YOUNG,
    });
  });

  it("checks each licence's dates in the form, by the spec's validators, and a waiver's reason", async () => {
    const validator = withZod(pickupSchema);
    const formOf = (fields: Record<string, string>) => {
      const form = new FormData();
      const base = {
        vehicleId: "1",
        odometerKm: "100",
        fuelPercent: "100",
        licenceSeen: "on",
        cardSeen: "on",
        damageWalkaround: "on",
        pickupDate: "2027-04-10",
        pickupTime: "10:00",
      };
      for (const [name, value] of Object.entries({ ...base, ...fields })) form.set(name, value);
      return form;
    };
    const dates = await validator.validate(
      formOf(licenceForm(0, { licenceExpiry: "01-01-2020", dateOfBirth: "31-02-1990", licenceNumber: " " })),
    );
    expect(dates.error?.fieldErrors).toEqual({
      [pickupDriverField(0, "licenceExpiry")]: VALIDATOR_MESSAGES.licenceExpired,
      [pickupDriverField(0, "dateOfBirth")]: VALIDATOR_MESSAGES.date,
      [pickupDriverField(0, "licenceNumber")]: PM.required,
    });
    const waiver = await validator.validate(formOf({ ...licenceForm(), bondWaived: "on" }));
    expect(waiver.error?.fieldErrors).toEqual({ bondWaiverReason: PM.bondWaiverReasonRequired });
    const good = await validator.validate(formOf(licenceForm()));
    expect(good.data?.drivers).toEqual([GOOD_LICENCE]);
  });
});

describe("the pick-up's bond rule", () => {
  const held = { id: "p1", purpose: "bond", status: "authorised", amount: 500, cardLast4: "4242" };
  it("needs the bond held, or an Admin's waiver with its reason; a cover without a bond needs none", () => {
    const base = { held: null, amount: 1000, role: "Staff", waived: false, reason: null };
    expect(bondDecision({ ...base, held })).toEqual({
      ok: true,
      bond: { kind: "held", paymentId: "p1", amount: 500, last4: "4242" },
    });
    expect(bondDecision(base)).toEqual({ ok: false, field: "bond", message: PM.bondRequired });
    expect(bondDecision({ ...base, waived: true, reason: "Regular" })).toEqual({
      ok: false,
      field: "bondWaived",
      message: PM.bondWaiveAdminOnly,
    });
    expect(bondDecision({ ...base, role: "Admin", waived: true, reason: "Regular" })).toEqual({
      ok: true,
      bond: { kind: "waived", amount: 1000, reason: "Regular" },
    });
    expect(bondDecision({ ...base, amount: 0 })).toEqual({ ok: true, bond: null });
  });
});

describe("the pick-up at the counter", () => {
  it("refuses a licence expiring before the drop-off beside its field (422, values kept), then hands over with the bond held", async () => {
    const staff = await newStaff("Staff", ["ZQN"]);
    const booking = await changeableBooking({ pickupAt: new Date(Date.now() + 2 * DAY) });
    const dropOff = nowInNewZealand(booking.dropOffAt).date;
    const expiring = formatDayMonthYear(nowInNewZealand(new Date(booking.dropOffAt.getTime() - DAY)).date);

    const early = await post(
      staff,
      booking.reference,
      await pickupForm(booking, licenceForm(0, { licenceExpiry: expiring })),
    );
    expect(early.status).toBe(422);
    const answer = await early.json();
    expect(answer.fieldErrors).toEqual({
      [pickupDriverField(0, "licenceExpiry")]: PM.expiresBeforeDropOff(formatDayMonthYear(dropOff)),
      bond: PM.bondRequired,
    });
    // The values are kept (the form reads them back by the field's name).
    expect(answer.repopulateFields[pickupDriverField(0, "licenceExpiry")]).toBe(expiring);
    expect(await getRental(booking.id)).toBeNull();

    // The bond through the gateway's hosted page: a decline holds nothing, an approved card holds it once.
    const at = await counterReservation(staff, booking.reference);
    expect(await holdBondAtCounter(staff, at, DECLINED_CARD)).toBe("bond-declined");
    expect(await holdBondAtCounter(staff, at)).toBe("bond-held");
    // A refresh or a second click: nothing held twice.
    expect(await startCounterBond(staff, at, { returnOrigin: "http://localhost:3000" })).toEqual({
      kind: "done",
      done: "bond-held",
    });
    const bonds = (await listPaymentsForReservation(booking.id)).filter(
      (payment) => payment.purpose === "bond",
    );
    expect(bonds.map((payment) => payment.status).sort()).toEqual(["authorised", "declined"]);
    expect(bonds.find((payment) => payment.status === "authorised")?.amount).toBe(
      await coverBondAmount(booking.insuranceCode),
    );

    const done = await post(staff, booking.reference, await pickupForm(booking));
    expect(done.status).toBe(303);
    const rental = await getRental(booking.id);
    expect(rental?.drivers).toEqual([GOOD_LICENCE]);
    expect(rental?.bond).toMatchObject({
      kind: "held",
      amount: await coverBondAmount(booking.insuranceCode),
      last4: "4242",
    });
    expect(await auditActions(booking.id)).toEqual(
      expect.arrayContaining(["booking.bond-held", "booking.pick-up"]),
    );
    // The agreement lists the licence seen at the counter.
    const agreement = await loadAgreement(booking);
    expect(agreement?.content.drivers).toEqual([
      `${GOOD_LICENCE.name}, licence ${GOOD_LICENCE.licenceNumber}, ${GOOD_LICENCE.licenceCountry}, expires ${LICENCE_FIELDS.licenceExpiry}`,
    ]);

    // Released at the return, once.
    const back = nowInNewZealand(new Date());
    const returnInput = returnSchema.parse({
      odometerKm: String(rental!.pickupOdometerKm + 100),
      fuelPercent: "100",
      returnDate: back.date,
      returnTime: hhmm(back.minutes),
    });
    await returnCar(staff, await counterReservation(staff, booking.reference), returnInput);
    await returnCar(staff, await counterReservation(staff, booking.reference), returnInput);
    const released = (await listPaymentsForReservation(booking.id)).filter(
      (payment) => payment.purpose === "bond" && payment.status === "voided",
    );
    expect(released).toHaveLength(1);
    expect(
      (await auditActions(booking.id)).filter((action) => action === "booking.bond-released"),
    ).toHaveLength(1);
  });

  it("refuses a driver under the site's age and an additional driver left out", async () => {
    const staff = await newStaff("Staff", ["ZQN"]);
    const booking = await changeableBooking({ extras: [{ code: "additional-driver", quantity: 1 }] });
    const pickupDay = nowInNewZealand(booking.pickupAt).date;
    const young = `${pickupDay.slice(8, 10)}-${pickupDay.slice(5, 7)}-${Number(pickupDay.slice(0, 4)) - 20}`;
    const refused = await post(
      staff,
      booking.reference,
      await pickupForm(booking, licenceForm(0, { dateOfBirth: young })),
    );
    expect(refused.status).toBe(422);
    expect((await refused.json()).fieldErrors).toMatchObject({
      [pickupDriverField(0, "dateOfBirth")]: TOO_YOUNG,
      [pickupDriverField(1, "name")]: PM.required,
    });
  });

  it("lets only an Admin waive the bond, with the reason audited", async () => {
    const staff = await newStaff("Staff", ["ZQN"]);
    const admin = await newStaff("Admin", []);
    const booking = await changeableBooking();
    const waiver = { bondWaived: "on", bondWaiverReason: "Corporate customer, bond on file" };
    const byStaff = await post(staff, booking.reference, await pickupForm(booking, waiver));
    expect(byStaff.status).toBe(422);
    expect((await byStaff.json()).fieldErrors).toEqual({ bondWaived: PM.bondWaiveAdminOnly });

    const byAdmin = await post(admin, booking.reference, await pickupForm(booking, waiver));
    expect(byAdmin.status).toBe(303);
    expect((await getRental(booking.id))?.bond).toEqual({
      kind: "waived",
      amount: await coverBondAmount(booking.insuranceCode),
      reason: waiver.bondWaiverReason,
    });
    const events = await listAuditEvents({ entityType: "reservation", entityId: booking.id });
    expect(events.find((event) => event.action === "booking.bond-waived")?.reason).toBe(
      waiver.bondWaiverReason,
    );
  });
});

describe("the pick-up form's licences", () => {
  it("are filled in from online check-in, else from the customer's My account licence", async () => {
    const db = await getDb();
    const withAccount = await changeableBooking();
    const [user] = await db
      .select({ userId: reservations.userId })
      .from(reservations)
      .where(eq(reservations.id, withAccount.id));
    expect(user.userId).toBeNull();
    const [owner] = await db
      .insert(users)
      .values({
        email: `licence-${Date.now()}@example.co.nz`,
        passwordHash: "x",
        firstName: "Aroha",
        lastName: "Ngata",
        country: "NZ",
        userType: "Customer",
      })
      .returning({ id: users.id });
    await db.update(reservations).set({ userId: owner.id }).where(eq(reservations.id, withAccount.id));
    await saveDriverLicence(owner.id, {
      name: "Aroha Ngata",
      dateOfBirth: "1990-05-06",
      number: "AB123456",
      expiryDate: "2035-01-31",
      country: "New Zealand",
    });
    const fromAccount = await pickupChecksView({ ...withAccount, userId: owner.id }, "Staff");
    expect(fromAccount.drivers).toEqual([
      {
        name: "Aroha Ngata",
        dateOfBirth: "06-05-1990",
        licenceNumber: "AB123456",
        licenceCountry: "New Zealand",
        licenceExpiry: "31-01-2035",
      },
    ]);

    const checkedIn = await changeableBooking();
    const drivers = [
      { ...LICENCE_FIELDS },
      { ...LICENCE_FIELDS, name: "Mere Ngata", licenceNumber: "DL999999" },
    ];
    const change = await openChange(checkedIn.id, "check-in", { detail: { drivers } });
    await completeChange(change.id);
    const now = new Date();
    await db.update(reservations).set({ checkedInAt: now }).where(eq(reservations.id, checkedIn.id));
    const fromCheckIn = await pickupChecksView({ ...checkedIn, checkedInAt: now }, "Staff");
    expect(fromCheckIn.drivers).toEqual(drivers);
    expect(fromCheckIn.prefilled).not.toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { newStaff } from "./support/staff";
import { changeableBooking } from "./support/changeable-booking";
import { routeResponse } from "./support/route-response";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { getDb } from "~/models/db.server";
import { listAuditEvents } from "~/models/operations/audit-events.server";
import { listBookingEvents } from "~/models/reservations/booking-events.server";
import { listOutbox } from "~/models/operations/mail-outbox.server";
import { listBookingNotes } from "~/models/reservations/booking-notes.server";
import { listPaymentsForReservation } from "~/models/reservations/payments.server";
import { getReservation } from "~/models/reservations/reservations.server";
import { counterBookingPath } from "~/services/admin/bookings/paths";
import { counterReservation } from "~/services/admin/bookings/reservation.server";
import { counterChangeFormAction } from "~/services/admin/counter-change/change.server";
import { counterChangeReviewPath } from "~/services/admin/counter-change/paths";
import { counterReviewAction } from "~/services/admin/counter-change/review.server";
import { overrideMaxOff } from "~/services/admin/counter-change/rules";
import { COUNTER_CHANGE_MESSAGES as M } from "~/services/admin/counter-change/text";
import { changeState, proposeChange } from "~/services/changes/change/change.server";
import { BOOKING_CHANGE_AUDIT_ACTION } from "~/services/changes/change/audit.server";
import { CHANGE_EMAIL_TEXT } from "~/services/changes/change/text";
import { formatMoney } from "~/services/platform/money";
import { isRefundRow } from "~/services/changes/payments.server";
import { rentals, vehicles } from "~/models/schema";
import { counterReviewLoader } from "~/services/admin/counter-change/review.server";
import { getPaymentGateway } from "~/services/platform/payments/gateway.server";
import { SANDBOX_CARDS } from "~/services/platform/payments/sandbox-cards";
import type { createSandboxGateway } from "~/services/platform/payments/sandbox.server";

const ORIGIN = "http://localhost";
const sandbox = () => getPaymentGateway() as ReturnType<typeof createSandboxGateway>;

/** The card paid on the gateway's page: the URL it sends the payer back to. */
function payOnGateway(redirectTo: string, card: string): URL {
  const token = new URL(redirectTo, ORIGIN).searchParams.get("session");
  const checkout = sandbox().openCheckout(token);
  if (!checkout) throw new Error("no checkout");
  return new URL(sandbox().complete(checkout, { number: card }));
}
let cars = 0;

/** Hands a car over for the booking (a rental under way), as the counter's pick-up records it. */
async function handOver(booking: { id: string; carClassId: number }): Promise<void> {
  cars += 1;
  const db = await getDb();
  const branch = (await getBranchByCode("ZQN"))!;
  const [car] = await db
    .insert(vehicles)
    .values({
      fleetNumber: `CHANGE-${cars}-${Date.now()}`,
      registration: `CHG${cars}${Date.now() % 1000}`,
      branchId: branch.id,
      carClassId: booking.carClassId,
      odometerKm: 1_000,
    })
    .returning();
  await db.insert(rentals).values({
    reservationId: booking.id,
    vehicleId: car.id,
    pickedUpAt: new Date(),
    pickupOdometerKm: 1_000,
    pickupFuelPercent: 100,
    pickupChecks: { licenceSeen: true, cardSeen: true, damageWalkaround: true },
  });
}

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

/** The change form: GPS added, cover and flight as booked, and the override fields. */
const addGps = (override: Record<string, string> = {}) =>
  form({ "extra-gps": "1", insurance: "basic", flightNumber: "NZ601", ...override });

async function pricedTotal(reservationId: string): Promise<number> {
  const state = await changeState((await getReservation(reservationId))!, new Date(), "staff", {
    lifts: ["cutoff"],
  });
  if (state.kind !== "ready") throw new Error(`no change in progress: ${state.kind}`);
  return state.detail.newTotal;
}

describe("changes at the counter", () => {
  it("is the site's 404 for staff who can't act on the booking's branches", async () => {
    const booking = await changeableBooking();
    const elsewhere = await newStaff("Staff", ["AKL"]);
    const refused = await counterReservation(elsewhere, booking.reference).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(404);
  });

  it("changes a booking inside the 48-hour cut-off that the customer can't change online", async () => {
    const booking = await changeableBooking({ start: 1 });
    expect(await proposeChange(booking, addGps().entries())).toEqual({ kind: "blocked", reason: "cutoff" });
    const staff = await newStaff("Staff", ["ZQN"]);
    const answer = await routeResponse(
      counterChangeFormAction(staff, await counterReservation(staff, booking.reference), addGps()),
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(counterChangeReviewPath(booking.reference));
  });

  it("refuses a Staff override above the limit or without a reason beside its field, the values kept", async () => {
    const booking = await changeableBooking();
    const staff = await newStaff("Staff", ["ZQN"]);
    const reservation = await counterReservation(staff, booking.reference);
    await counterChangeFormAction(staff, reservation, addGps());
    const total = await pricedTotal(booking.id);
    const limit = overrideMaxOff("Staff", total);
    const tooLow = (total - limit - 1).toFixed(2);

    const answer = await routeResponse(
      counterChangeFormAction(staff, reservation, addGps({ overrideTotal: tooLow, overrideReason: "" })),
    );
    expect(answer.status).toBe(422);
    const page = await answer.json();
    expect(page.errors).toEqual({
      overrideTotal: M.overrideOverLimit(formatMoney(limit)),
      overrideReason: M.reasonRequired,
    });
    expect(page.values).toMatchObject({ "extra-gps": "1", overrideTotal: tooLow });
  });

  it("takes the difference by EFTPOS once, with the override in the history, the audit log and the email", async () => {
    const booking = await changeableBooking();
    const staff = await newStaff("Staff", ["ZQN"]);
    const reservation = await counterReservation(staff, booking.reference);
    await counterChangeFormAction(staff, reservation, addGps());
    const priced = await pricedTotal(booking.id);
    const set = Math.round((priced - 5) * 100) / 100;
    const reason = "Sat-nav was not in the car last time";
    const proposed = await routeResponse(
      counterChangeFormAction(
        staff,
        reservation,
        addGps({ overrideTotal: set.toFixed(2), overrideReason: reason }),
      ),
    );
    expect(proposed.status).toBe(303);

    const pay = () =>
      routeResponse(
        counterReviewAction(
          staff,
          reservation,
          form({ intent: "pay", method: "eftpos", receiptNumber: "EF-123456" }),
          ORIGIN,
        ).catch((thrown: unknown) => thrown),
      );
    const answers = await Promise.all([pay(), pay()]);
    for (const answer of answers) {
      expect([303, 302]).toContain(answer.status);
      expect(answer.headers.get("Location")).toBe(counterBookingPath(booking.reference, "changed"));
    }

    const after = (await getReservation(booking.id))!;
    expect(after.total).toBe(set);
    expect(after.extras).toEqual([{ code: "gps", quantity: 1 }]);
    const eftpos = (await listPaymentsForReservation(booking.id)).filter((p) => p.method === "eftpos");
    expect(eftpos).toHaveLength(1);
    expect(eftpos[0]).toMatchObject({
      status: "approved",
      purpose: "change",
      amount: Math.round((set - booking.total) * 100) / 100,
      providerReference: "EF-123456",
    });

    const audit = await listAuditEvents({ entityId: booking.id, action: BOOKING_CHANGE_AUDIT_ACTION });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorEmail: staff.email, actorUserId: staff.id });
    expect(audit[0].after).toMatchObject({ overrideReason: reason });
    expect(audit[0].reason).toContain(reason);
    const notes = await listBookingNotes(booking.id);
    expect(notes.filter((note) => note.body.includes(reason))).toHaveLength(1);

    const mail = await listOutbox({ to: booking.customerDetails!.email });
    const changed = mail.filter(
      (message) => message.subject === CHANGE_EMAIL_TEXT.subject(booking.reference),
    );
    expect(changed).toHaveLength(1);
    expect(changed[0].textBody).toContain(formatMoney(set));
    expect(changed[0].textBody).not.toContain(reason);
  });

  it("keeps a rental under way's dates and refunds money back after the change, by staff", async () => {
    const booking = await changeableBooking({ extras: [{ code: "gps", quantity: 1 }] });
    await handOver(booking);
    const staff = await newStaff("Staff", ["ZQN"]);
    const reservation = await counterReservation(staff, booking.reference);
    const posted = form({
      "extra-gps": "0",
      insurance: "basic",
      flightNumber: "NZ601",
      pickupDate: "2030-01-01",
      dropOffDate: "2030-01-09",
    });
    const proposed = await routeResponse(counterChangeFormAction(staff, reservation, posted));
    expect(proposed.status).toBe(303);

    const confirmed = await routeResponse(counterReviewAction(staff, reservation, new FormData(), ORIGIN));
    expect(confirmed.headers.get("Location")).toBe(counterBookingPath(booking.reference, "changed"));
    const after = (await getReservation(booking.id))!;
    expect(after.extras).toEqual([]);
    expect(after.pickupAt).toEqual(booking.pickupAt);
    expect(after.dropOffAt).toEqual(booking.dropOffAt);
    const refunds = (await listPaymentsForReservation(booking.id)).filter(isRefundRow);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      status: "refunded",
      amount: Math.round((booking.total - after.total) * 100) / 100,
    });
    const changed = (await listBookingEvents(booking.id)).filter((event) => event.kind === "changed");
    expect(changed.map((event) => event.actor)).toEqual(["staff"]);
  });

  it("takes the difference by card through the gateway and applies it once, however often it comes back", async () => {
    const booking = await changeableBooking();
    const staff = await newStaff("Admin", []);
    const reservation = await counterReservation(staff, booking.reference);
    await counterChangeFormAction(staff, reservation, addGps());
    const started = await routeResponse(
      counterReviewAction(
        staff,
        reservation,
        form({ intent: "pay", method: "card", cardType: "mastercard" }),
        ORIGIN,
      ),
    );
    expect(started.status).toBe(303);
    const back = payOnGateway(started.headers.get("Location")!, SANDBOX_CARDS.approve.replace(/\s/g, ""));
    expect(back.pathname).toBe(counterChangeReviewPath(booking.reference));

    for (let visit = 0; visit < 2; visit += 1) {
      const answer = await routeResponse(counterReviewLoader(staff, reservation, back));
      expect(answer.headers.get("Location")).toBe(counterBookingPath(booking.reference, "changed"));
    }
    expect((await getReservation(booking.id))!.extras).toEqual([{ code: "gps", quantity: 1 }]);
    const changed = (await listBookingEvents(booking.id)).filter((event) => event.kind === "changed");
    expect(changed).toHaveLength(1);
    const audit = await listAuditEvents({ entityId: booking.id, action: BOOKING_CHANGE_AUDIT_ACTION });
    expect(audit.map((line) => line.actorEmail)).toEqual([staff.email]);
  });

  it("puts the difference of a booking charged to a business account on the account", async () => {
    const booking = await changeableBooking({ owner: { agentId: "AG1001" }, paidBy: "on-account" });
    const staff = await newStaff("Staff", ["ZQN"]);
    const reservation = await counterReservation(staff, booking.reference);
    expect((await routeResponse(counterChangeFormAction(staff, reservation, addGps()))).status).toBe(303);
    const confirmed = await routeResponse(counterReviewAction(staff, reservation, new FormData(), ORIGIN));
    expect(confirmed.headers.get("Location")).toBe(counterBookingPath(booking.reference, "changed"));
    const after = (await getReservation(booking.id))!;
    const charges = (await listPaymentsForReservation(booking.id)).filter((p) => p.purpose === "change");
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      method: "on-account",
      status: "approved",
      amount: Math.round((after.total - booking.total) * 100) / 100,
    });
  });
});

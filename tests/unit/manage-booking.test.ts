import { confirmReservation, holdVehicle } from "~/services/booking/availability/claims.server";
import { describe, expect, it } from "vitest";
import { clearCatalogCache } from "~/models/catalog/catalog-cache.server";
import { listBookingEvents, recordBookingEvent } from "~/models/reservations/booking-events.server";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { getCarClassByCode } from "~/models/catalog/car-classes.server";
import { getDb } from "~/models/db.server";
import { cancelConfirmedReservation, updateReservation } from "~/models/reservations/reservations.server";
import { vehicles } from "~/models/schema";
import { action, loader } from "~/routes/_manage+/manage-booking+/_index";
import { MANAGE_BOOKING_ACCESS_MAX, MANAGE_BOOKING_RESEND_LIMIT } from "~/services/changes/constants";
import { BOOKING_LOOKUP_LIMITS } from "~/services/changes/lookup-limits";
import {
  canViewBooking,
  findBooking,
  loadManagedBooking,
  readAccessList,
  sessionAccessList,
  withAccess,
} from "~/services/changes/found-bookings.server";
import { bookingHistory, myBookingsAccess } from "~/services/changes/manage.server";
import { resendConfirmation, takeResentFlash } from "~/services/changes/resend.server";
import { BUILT_IN_RESIZER_PATH } from "~/services/platform/images/options";
import { MANAGE_BOOKING_MESSAGES as M } from "~/services/changes/text";
import { getSessionStorage, type AppSession } from "~/services/platform/session.server";
import { nzPhone } from "~/services/changes/help-number.server";
import { cookieHeaderFrom } from "./support/cookies";
import { routeResponse } from "./support/route-response";
import { CHANGE_BLOCK_TEXT } from "~/services/changes/change/text";

const HOUR = 3600 * 1000;
const help = async () => nzPhone("0800 467 368");
let count = 0;

type Made = { id: string; reference: string; email: string };

async function booking(
  options: { status?: "confirmed" | "held" | "cancelled"; userId?: string } = {},
): Promise<Made> {
  const now = new Date();
  const branch = await getBranchByCode("WLG");
  const carClass = await getCarClassByCode("5");
  if (!branch || !carClass) throw new Error("seed missing");
  count += 1;
  const db = await getDb();
  await db.insert(vehicles).values({
    fleetNumber: `MANAGE-TEST-${count}`,
    registration: `MNG${count}`,
    branchId: branch.id,
    carClassId: carClass.carClassId,
  });
  clearCatalogCache();
  const pickupAt = new Date(now.getTime() + (100 + count) * HOUR);
  const held = await holdVehicle({
    carClassId: carClass.carClassId,
    pickupBranchId: branch.id,
    dropOffBranchId: branch.id,
    pickupAt,
    dropOffAt: new Date(pickupAt.getTime() + 3 * 24 * HOUR),
    now,
    ...(options.userId ? { userId: options.userId } : {}),
  });
  if (!held.ok) throw new Error("expected a hold");
  const email = `Manage-${count}@Example.co.nz`;
  await updateReservation(held.reservation.id, {
    customerDetails: {
      firstName: "Aroha",
      lastName: "Ngata",
      email,
      phone: "021 555 0101",
      country: "New Zealand",
      travelReason: "Leisure",
    },
  });
  const status = options.status ?? "confirmed";
  if (status !== "held") {
    const confirmed = await confirmReservation(held.reservation.id, { now: new Date(now.getTime() + 1000) });
    if (!confirmed.ok) throw new Error("expected a confirmation");
  }
  if (status === "cancelled")
    await cancelConfirmedReservation(held.reservation.id, { now: new Date(now.getTime() + 2000) });
  return { id: held.reservation.id, reference: held.reservation.reference, email };
}

const freshSession = (): Promise<AppSession> => getSessionStorage().getSession();

describe("access list in the session", () => {
  it("keeps valid ids, moves a repeated one last and holds at most MANAGE_BOOKING_ACCESS_MAX", () => {
    expect(readAccessList("nope")).toEqual([]);
    expect(readAccessList(["a", 3, "", "b"])).toEqual(["a", "b"]);
    expect(withAccess(["a", "b"], "a")).toEqual(["b", "a"]);
    let list: string[] = [];
    for (let i = 0; i < MANAGE_BOOKING_ACCESS_MAX + 5; i++) list = withAccess(list, `id-${i}`);
    expect(list).toHaveLength(MANAGE_BOOKING_ACCESS_MAX);
    expect(list.at(-1)).toBe(`id-${MANAGE_BOOKING_ACCESS_MAX + 4}`);
  });

  it("lets the session that found a booking, or the customer who made it, see it", () => {
    const reservation = { id: "r1", userId: "u1" };
    expect(canViewBooking(reservation, ["r1"], null)).toBe(true);
    expect(canViewBooking(reservation, [], null)).toBe(false);
    expect(canViewBooking(reservation, [], { userId: "u1", userType: "Customer" })).toBe(true);
    expect(canViewBooking(reservation, [], { userId: "u2", userType: "Customer" })).toBe(false);
    expect(canViewBooking({ id: "r2", userId: null }, [], { userId: "u1", userType: "Customer" })).toBe(
      false,
    );
  });
});

describe("findBooking", () => {
  it("finds a confirmed booking by number and email in any case and remembers it", async () => {
    const made = await booking();
    const session = await freshSession();
    const found = await findBooking(
      session,
      { reference: made.reference.toLowerCase(), email: made.email.toUpperCase() },
      { helpNumber: help },
    );
    expect(found).toEqual({ ok: true, reference: made.reference });
    expect(sessionAccessList(session)).toContain(made.id);
    expect(await loadManagedBooking(session, made.reference, null)).not.toBeNull();
  });

  it("gives one message for a wrong email, an unknown number and a booking still in progress", async () => {
    const made = await booking();
    const held = await booking({ status: "held" });
    const session = await freshSession();
    for (const input of [
      { reference: made.reference, email: "someone@else.nz" },
      { reference: "GO0000001", email: made.email },
      { reference: held.reference, email: held.email },
    ]) {
      const result = await findBooking(session, input, { helpNumber: help });
      expect(result).toMatchObject({ ok: false, status: 404, message: M.notFound });
    }
    expect(sessionAccessList(session)).toEqual([]);
    expect(await loadManagedBooking(session, made.reference, null)).toBeNull();
  });

  it(`answers 429 with the NZ number after ${BOOKING_LOOKUP_LIMITS.perSession.limit} failures; found bookings do not count`, async () => {
    const made = await booking();
    const session = await freshSession();
    const now = new Date("2030-01-01T00:10:00Z");
    await findBooking(session, { reference: made.reference, email: made.email }, { helpNumber: help, now });
    for (let i = 0; i < BOOKING_LOOKUP_LIMITS.perSession.limit; i++) {
      const miss = await findBooking(
        session,
        { reference: made.reference, email: "x@y.nz" },
        { helpNumber: help, now },
      );
      expect(miss).toMatchObject({ status: 404 });
    }
    const blocked = await findBooking(
      session,
      { reference: made.reference, email: made.email },
      { helpNumber: help, now },
    );
    // The hour's window began 10 minutes before `now`: the page says when to try again.
    expect(blocked).toMatchObject({
      ok: false,
      status: 429,
      call: { number: "0800 467 368" },
      retryAfterSeconds: 50 * 60,
    });
    if (!blocked.ok) expect(blocked.message).toContain("0800 467 368");
  });
});

describe("the booking page", () => {
  it("shows a cancelled booking with its derived history, without resend", async () => {
    const made = await booking({ status: "cancelled" });
    const session = await freshSession();
    await findBooking(session, { reference: made.reference, email: made.email }, { helpNumber: help });
    const view = await loadManagedBooking(session, made.reference, null);
    expect(view).toMatchObject({ status: "cancelled", canResend: false, canRequestShuttle: false });
    expect(view!.history.map((item) => item.kind)).toEqual(["created", "confirmed", "cancelled"]);
    // The photo through the built-in resizer (IMAGE_RESIZER_PATH's default).
    expect(view!.vehicle.image?.src).toMatch(
      new RegExp(`^${BUILT_IN_RESIZER_PATH}/width=960,format=auto/cars/GROUP-[^/]+-0\\.jpg$`),
    );
  });

  it("merges recorded events with derived ones, oldest first, without doubles", () => {
    const at = (minutes: number) => new Date(Date.UTC(2027, 0, 1, 0, minutes));
    const history = bookingHistory(
      { createdAt: at(0), confirmedAt: at(5), cancelledAt: null, agentId: null },
      [
        {
          kind: "confirmed",
          actor: "customer",
          detail: { method: "credit-card", amount: 512.4 },
          createdAt: at(6),
        },
        { kind: "confirmation-resent", actor: "customer", detail: { to: "a@b.nz" }, createdAt: at(9) },
      ],
    );
    expect(history.map((item) => [item.kind, item.note])).toEqual([
      ["created", null],
      ["confirmed", "Card, $512.40"],
      ["confirmation-resent", "to a@b.nz"],
    ]);
  });
});

describe("resendConfirmation", () => {
  it(`sends at most ${MANAGE_BOOKING_RESEND_LIMIT.limit} times per booking per hour and records each`, async () => {
    const made = await booking();
    const session = await freshSession();
    await findBooking(session, { reference: made.reference, email: made.email }, { helpNumber: help });
    const now = new Date("2030-02-01T00:05:00Z");
    for (let i = 0; i < MANAGE_BOOKING_RESEND_LIMIT.limit; i++) {
      expect(
        await resendConfirmation(session, made.reference, { user: null, helpNumber: help, now }),
      ).toMatchObject({ ok: true, email: made.email });
    }
    expect(takeResentFlash(session, made.reference)).toBe(true);
    const limited = await resendConfirmation(session, made.reference, { user: null, helpNumber: help, now });
    expect(limited).toMatchObject({ ok: false, status: 429, retryAfterSeconds: 55 * 60 });
    expect(await listBookingEvents(made.id, "confirmation-resent")).toHaveLength(
      MANAGE_BOOKING_RESEND_LIMIT.limit,
    );
  });

  it("refuses a booking the visitor has not found, and a cancelled one", async () => {
    const made = await booking();
    expect(
      await resendConfirmation(await freshSession(), made.reference, { user: null, helpNumber: help }),
    ).toMatchObject({ status: 404 });
    const cancelled = await booking({ status: "cancelled" });
    const session = await freshSession();
    await findBooking(
      session,
      { reference: cancelled.reference, email: cancelled.email },
      { helpNumber: help },
    );
    expect(
      await resendConfirmation(session, cancelled.reference, { user: null, helpNumber: help }),
    ).toMatchObject({ status: 409 });
  });
});

describe("my bookings access", () => {
  it("sends guests to sign in, agents and corporate users to the business page", () => {
    expect(myBookingsAccess(null)).toEqual({
      kind: "redirect",
      location: "/sign-in/?redirectTo=%2Fmanage-booking%2Fmy-bookings%2F",
    });
    expect(myBookingsAccess({ userType: "Agent" })).toEqual({
      kind: "redirect",
      location: "/business/my-account/manage-booking/",
    });
    expect(myBookingsAccess({ userType: "Corporate" })).toEqual({
      kind: "redirect",
      location: "/business/my-account/manage-booking/",
    });
    expect(myBookingsAccess({ userType: "Customer" })).toEqual({ kind: "allow" });
  });
});

describe("the /manage-booking/ route", () => {
  const post = (fields: Record<string, string>, cookie = "") =>
    action({
      request: new Request("http://localhost/manage-booking/", {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          ...(cookie ? { Cookie: cookie } : {}),
        },
      }),
      params: {},
      context: {},
    });

  it("redirects a found booking to its page, which shows it; a wrong email gets 404 with the values kept", async () => {
    const made = await booking();
    const found = await routeResponse(post({ intent: "find", reference: made.reference, email: made.email }));
    expect(found.status).toBe(302);
    expect(found.headers.get("Location")).toBe(`/manage-booking/?booking=${made.reference}`);
    const page = await routeResponse(
      loader({
        request: new Request(`http://localhost/manage-booking/?booking=${made.reference}`, {
          headers: { Cookie: cookieHeaderFrom(found.headers) },
        }),
        params: {},
        context: {},
      }),
    );
    const data = await page.json();
    expect(data.step).toBe("booking");
    expect(data.booking.reference).toBe(made.reference);

    const wrong = await routeResponse(
      post({
        intent: "find",
        reference: made.reference,
        email: "wrong@example.nz",
      }),
    );
    expect(wrong.status).toBe(404);
    const body = await wrong.json();
    expect(body.refusal.message).toBe(M.notFound);
    expect(body.repopulateFields).toEqual({ reference: made.reference, email: "wrong@example.nz" });

    const invalid = await routeResponse(post({ intent: "find", reference: "GO12", email: "nope" }));
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).fieldErrors).toMatchObject({
      reference: M.referenceInvalid,
      email: M.emailInvalid,
    });
  });

  it("shows the find form (200) for a booking this visitor has not found", async () => {
    const made = await booking();
    const page = await routeResponse(
      loader({
        request: new Request(`http://localhost/manage-booking/?booking=${made.reference}`),
        params: {},
        context: {},
      }),
    );
    expect(page.status).toBe(200);
    const data = await page.json();
    expect(data).toMatchObject({ step: "find", refusal: { message: M.findFirst } });
  });

  it("records events with recordBookingEvent", async () => {
    const made = await booking();
    await recordBookingEvent({
      reservationId: made.id,
      kind: "payment",
      actor: "system",
      detail: { amount: 10 },
    });
    expect((await listBookingEvents(made.id)).map((event) => event.kind)).toContain("payment");
  });
});

describe("what a booking offers on its manage page", () => {
  it("offers check-in, a change, a new drop-off and cancelling before pick-up, and feedback after the drop-off", async () => {
    const { makeBooking } = await import("./support/after-rental");
    const { buildManagedBooking } = await import("~/services/changes/manage.server");
    const { getReservation } = await import("~/models/reservations/reservations.server");
    const upcoming = await makeBooking({ pickupInDays: 10 });
    const page = await buildManagedBooking((await getReservation(upcoming.id))!);
    expect(page?.offers.map((offer) => offer.href?.split("?")[0])).toEqual([
      "/online-check-in/",
      // This test booking has no price breakdown: the change can't be priced online (it says why).
      undefined,
      "/extend-booking/",
      "/cancel-booking/",
    ]);
    expect(page?.offers[1].note).toBe(CHANGE_BLOCK_TEXT.unpriced);

    const finished = await makeBooking({ pickupInDays: -10, days: 4 });
    const done = await buildManagedBooking((await getReservation(finished.id))!);
    expect(done?.offers.map((offer) => offer.href)).toEqual([
      `/your-feedback/?booking=${finished.reference}&email=${encodeURIComponent(finished.email)}`,
    ]);
  });
});

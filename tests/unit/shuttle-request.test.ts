import { confirmReservation, holdVehicle } from "~/services/booking/availability/claims.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clearCatalogCache } from "~/models/catalog/catalog-cache.server";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { getCarClassByCode } from "~/models/catalog/car-classes.server";
import { getDb } from "~/models/db.server";
import { listOutbox } from "~/models/operations/mail-outbox.server";
import {
  getReservation,
  releaseHold,
  setConfirmedReservationShuttle,
  updateReservation,
} from "~/models/reservations/reservations.server";
import { shuttleRequests, vehicles } from "~/models/schema";
import { listContactPoints } from "~/models/catalog/contact-points.server";
import {
  appReturnHref,
  loader as returnWebviewLoader,
  returnReference,
  returnStatus,
} from "~/routes/_site+/return-webview";
import { action, loader } from "~/routes/_manage+/shuttle-request";
import { detailsSchema, findSchema, validateShuttleRequest } from "~/services/changes/shuttle/forms";
import {
  SHUTTLE_ACCOMMODATION_NAME_MAX_LENGTH,
  SHUTTLE_LOOKUP_MAX_FAILURES,
  SHUTTLE_LOOKUP_WINDOW_SECONDS,
  SHUTTLE_NOTE_MAX_LENGTH,
  SHUTTLE_REQUEST_MIN_HOURS,
} from "~/services/changes/constants";
import {
  SHUTTLE_EMAIL_TEXT,
  SHUTTLE_REQUEST_MESSAGES as M,
  shuttleNoOptionsMessage,
  shuttleTooLateMessage,
  shuttleTooManyAttemptsMessage,
} from "~/services/changes/shuttle/text";
import { RETURN_WEBVIEW_TEXT } from "~/services/changes/text";
import { formatMoney } from "~/services/platform/money";
import { getSessionStorage, type AppSession } from "~/services/platform/session.server";
import {
  findBookingForShuttle,
  foundReservationId,
  loadShuttleBooking,
} from "~/services/changes/shuttle/booking.server";
import {
  loadShuttleConfirmation,
  submitShuttleRequest,
  takeSentOutcome,
} from "~/services/changes/shuttle/request.server";
import {
  lookupsBlocked,
  pickupFarEnough,
  readLookupAttempts,
  shuttleKind,
  withFailedLookup,
} from "~/services/changes/shuttle/rules";
import { normaliseBookingReference as normaliseReference } from "~/services/changes/lookup.server";
import { nzPhone } from "~/services/changes/help-number.server";
import { cookieHeaderFrom } from "./support/cookies";
import { routeResponse } from "./support/route-response";

const HOUR = 3600 * 1000;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

/* ------------------------------------------------------------------------------------------------
 * Bookings for the tests: a car of the class is added at the branch for each one, so holds never
 * compete with each other.
 * ---------------------------------------------------------------------------------------------- */

let carCount = 0;
let emailCount = 0;

type Made = { id: string; reference: string; email: string; pickupAt: Date };

async function booking(
  options: {
    branch?: string;
    classCode?: string;
    pickupInHours?: number;
    status?: "confirmed" | "held" | "cancelled";
    now?: Date;
  } = {},
): Promise<Made> {
  const now = options.now ?? new Date();
  const branch = await getBranchByCode(options.branch ?? "WLG");
  const carClass = await getCarClassByCode(options.classCode ?? "5");
  if (!branch || !carClass) throw new Error("seed missing branch or class");
  carCount += 1;
  const db = await getDb();
  await db.insert(vehicles).values({
    fleetNumber: `SHUTTLE-TEST-${carCount}`,
    registration: `SHT${carCount}`,
    branchId: branch.id,
    carClassId: carClass.carClassId,
  });
  clearCatalogCache();
  const pickupAt = later(now, (options.pickupInHours ?? 72) * HOUR);
  const held = await holdVehicle({
    carClassId: carClass.carClassId,
    pickupBranchId: branch.id,
    dropOffBranchId: branch.id,
    pickupAt,
    dropOffAt: later(pickupAt, 4 * 24 * HOUR),
    now,
  });
  if (!held.ok) throw new Error("expected a hold");
  emailCount += 1;
  const email = `shuttle-${emailCount}@example.co.nz`;
  await updateReservation(held.reservation.id, {
    customerDetails: {
      firstName: "Aroha",
      lastName: "Ngata",
      email,
      phone: "021 555 0101",
      country: "New Zealand",
      travelReason: "Leisure",
      flightNumber: "NZ421",
    },
  });
  const status = options.status ?? "confirmed";
  if (status === "confirmed") {
    const confirmed = await confirmReservation(held.reservation.id, { now });
    if (!confirmed.ok) throw new Error("expected a confirmation");
  }
  if (status === "cancelled") await releaseHold(held.reservation.id, { now });
  return { id: held.reservation.id, reference: held.reservation.reference, email, pickupAt };
}

async function freshSession(): Promise<AppSession> {
  return getSessionStorage().getSession();
}

/** A session that has found the booking (step 1 passed). */
async function sessionFor(made: Made, now = new Date()): Promise<AppSession> {
  const session = await freshSession();
  const found = await findBookingForShuttle(
    session,
    { reference: made.reference, email: made.email },
    { now },
  );
  if (!found.ok) throw new Error(`expected the booking to be found, got ${found.reason}`);
  return session;
}

async function requestsFor(reservationId: string) {
  const db = await getDb();
  return db.select().from(shuttleRequests).where(eq(shuttleRequests.reservationId, reservationId));
}

const airport = {
  shuttleCode: "airport-terminal",
  flightNumber: "nz 421",
  passengers: "2",
  note: "Two surfboards",
};
const accommodation = {
  shuttleCode: "accommodation-pickup",
  accommodationName: "  Ohtel   Wellington ",
  accommodationAddress: "66 Oriental Parade, Oriental Bay, Wellington",
  passengers: "3",
};

/* ------------------------------------------------------------------------------------------------
 * Pure rules
 * ---------------------------------------------------------------------------------------------- */

describe("shuttle request: pure rules", () => {
  it("reads reservation numbers in any case and refuses anything else", () => {
    expect(normaliseReference(" go1234567 ")).toBe("GO1234567");
    expect(normaliseReference("GO123456")).toBeNull();
    expect(normaliseReference("GO12345678")).toBeNull();
    expect(normaliseReference("XX1234567")).toBeNull();
    expect(normaliseReference("GO 1234567")).toBeNull();
  });

  it("knows airport and accommodation shuttles by their code", () => {
    expect(shuttleKind("airport-terminal")).toBe("airport");
    expect(shuttleKind("airport-to-city")).toBe("airport");
    expect(shuttleKind("accommodation-pickup")).toBe("accommodation");
    expect(shuttleKind("ferry")).toBe("other");
  });

  it("writes New Zealand numbers as tel: numbers", () => {
    expect(nzPhone("04 387 9350")).toEqual({ number: "04 387 9350", telephone: "+6443879350" });
    expect(nzPhone("0800 467 368").telephone).toBe("+64800467368");
    expect(nzPhone("+64 9 255 1510").telephone).toBe("+6492551510");
  });

  it(`needs the pick-up at least ${SHUTTLE_REQUEST_MIN_HOURS} hours away`, () => {
    const now = new Date("2027-03-01T00:00:00Z");
    expect(pickupFarEnough(later(now, SHUTTLE_REQUEST_MIN_HOURS * HOUR), now)).toBe(true);
    expect(pickupFarEnough(later(now, SHUTTLE_REQUEST_MIN_HOURS * HOUR - 60_000), now)).toBe(false);
    expect(pickupFarEnough(later(now, -HOUR), now)).toBe(false);
  });

  it(`blocks look-ups after ${SHUTTLE_LOOKUP_MAX_FAILURES} failures within the window, then starts again`, () => {
    const now = new Date("2027-03-01T00:00:00Z");
    let attempts = readLookupAttempts(undefined, now);
    expect(attempts).toEqual({ failures: 0, since: now.toISOString() });
    for (let k = 0; k < SHUTTLE_LOOKUP_MAX_FAILURES - 1; k += 1) attempts = withFailedLookup(attempts);
    expect(lookupsBlocked(attempts)).toBe(false);
    attempts = withFailedLookup(attempts);
    expect(lookupsBlocked(attempts)).toBe(true);
    expect(
      lookupsBlocked(readLookupAttempts(attempts, later(now, SHUTTLE_LOOKUP_WINDOW_SECONDS * 1000 - 1))),
    ).toBe(true);
    expect(readLookupAttempts(attempts, later(now, SHUTTLE_LOOKUP_WINDOW_SECONDS * 1000)).failures).toBe(0);
    // Odd values in the session start afresh rather than failing.
    expect(readLookupAttempts({ failures: "lots", since: 3 }, now).failures).toBe(0);
    expect(readLookupAttempts({ failures: 4, since: "not a date" }, now).failures).toBe(0);
    expect(readLookupAttempts("x", now).failures).toBe(0);
  });

  describe("the request form", () => {
    const options = [
      { code: "airport-terminal", kind: "airport" as const },
      { code: "accommodation-pickup", kind: "accommodation" as const },
    ];

    it("needs a shuttle the branch offers", () => {
      expect(validateShuttleRequest({ passengers: "1" }, options)).toEqual({
        ok: false,
        fieldErrors: { shuttleCode: M.optionRequired },
      });
      expect(
        validateShuttleRequest(
          { shuttleCode: "airport-to-city", flightNumber: "NZ1", passengers: "1" },
          options,
        ),
      ).toMatchObject({
        ok: false,
        fieldErrors: { shuttleCode: M.optionRequired },
      });
    });

    it("needs the flight for the airport shuttle and keeps only the airport details", () => {
      expect(validateShuttleRequest({ shuttleCode: "airport-terminal", passengers: "1" }, options)).toEqual({
        ok: false,
        fieldErrors: { flightNumber: M.flightNumberInvalid },
      });
      expect(
        validateShuttleRequest(
          { shuttleCode: "airport-terminal", flightNumber: "Air NZ", passengers: "1" },
          options,
        ),
      ).toMatchObject({
        ok: false,
      });
      const result = validateShuttleRequest({ ...airport, accommodationName: "ignored" }, options);
      expect(result).toEqual({
        ok: true,
        value: {
          shuttleCode: "airport-terminal",
          details: { kind: "airport", flightNumber: "NZ421" },
          passengers: 2,
          note: "Two surfboards",
        },
      });
    });

    it("needs the accommodation's name and address for a pick-up", () => {
      expect(
        validateShuttleRequest(
          { shuttleCode: "accommodation-pickup", passengers: "1", flightNumber: "NZ1" },
          options,
        ),
      ).toEqual({
        ok: false,
        fieldErrors: {
          accommodationName: M.accommodationNameRequired,
          accommodationAddress: M.accommodationAddressRequired,
        },
      });
      expect(validateShuttleRequest({ ...accommodation, flightNumber: "NZ1", note: "  " }, options)).toEqual({
        ok: true,
        value: {
          shuttleCode: "accommodation-pickup",
          details: {
            kind: "accommodation",
            accommodationName: "Ohtel Wellington",
            accommodationAddress: accommodation.accommodationAddress,
          },
          passengers: 3,
          note: null,
        },
      });
    });

    it("takes 1 to 12 passengers and a note of limited length", () => {
      for (const passengers of ["0", "13", "", "two", "1.5", "-1"]) {
        expect(validateShuttleRequest({ ...airport, passengers }, options)).toMatchObject({
          ok: false,
          fieldErrors: { passengers: M.passengersInvalid },
        });
      }
      expect(validateShuttleRequest({ ...airport, passengers: "12" }, options).ok).toBe(true);
      expect(validateShuttleRequest({ ...airport, passengers: 1 }, options).ok).toBe(true);
      expect(
        validateShuttleRequest({ ...airport, note: "x".repeat(SHUTTLE_NOTE_MAX_LENGTH + 1) }, options),
      ).toMatchObject({
        ok: false,
        fieldErrors: { note: M.noteTooLong },
      });
    });

    it("the browser's schemas say the same", async () => {
      expect(findSchema.safeParse({ reference: "go1234567", email: "a@b.co.nz" }).success).toBe(true);
      expect(findSchema.safeParse({ reference: "GO12", email: "a@b.co.nz" }).success).toBe(false);
      const schema = detailsSchema(options);
      expect(schema.safeParse(airport).success).toBe(true);
      expect(schema.safeParse({ ...airport, flightNumber: "" }).success).toBe(false);
      expect(schema.safeParse({ ...accommodation }).success).toBe(true);
      expect(schema.safeParse({ ...accommodation, accommodationAddress: "" }).success).toBe(false);
      expect(schema.safeParse({ ...airport, passengers: "13" }).success).toBe(false);
    });

    it("the browser's hint is the server's rule: what one takes the other takes, with the same messages", () => {
      const schema = detailsSchema(options);
      const roomy = `Harbour${" ".repeat(SHUTTLE_ACCOMMODATION_NAME_MAX_LENGTH)}View`;
      const forms = [
        { ...airport, flightNumber: "nz  123" },
        { ...airport, flightNumber: " NZ 1234X " },
        { ...airport, flightNumber: "Air NZ" },
        { ...accommodation, accommodationName: roomy },
        { ...accommodation, accommodationName: "x".repeat(SHUTTLE_ACCOMMODATION_NAME_MAX_LENGTH + 1) },
        { ...accommodation, passengers: " 2 " },
        { ...accommodation, note: "x".repeat(SHUTTLE_NOTE_MAX_LENGTH + 1) },
      ];
      for (const form of forms) {
        const server = validateShuttleRequest(form, options);
        const hint = schema.safeParse(form);
        expect(hint.success, JSON.stringify(form)).toBe(server.ok);
        const hintErrors = hint.success
          ? {}
          : Object.fromEntries(hint.error.issues.map((issue) => [issue.path[0], issue.message]));
        expect(hintErrors).toEqual(server.ok ? {} : server.fieldErrors);
      }
    });
  });
});

/* ------------------------------------------------------------------------------------------------
 * Step 1: finding the booking
 * ---------------------------------------------------------------------------------------------- */

describe("shuttle request: finding the booking", () => {
  it("finds a confirmed booking by reservation number and email in any case, with its branch's shuttles", async () => {
    const made = await booking();
    const session = await freshSession();
    const found = await findBookingForShuttle(session, {
      reference: made.reference.toLowerCase(),
      email: ` ${made.email.toUpperCase()} `,
    });
    expect(found.ok).toBe(true);
    if (!found.ok) return;
    expect(found.booking).toMatchObject({
      reference: made.reference,
      branch: { code: "WLG", name: "Wellington Airport" },
      hasRequest: false,
    });
    expect(found.booking.options.map((option) => [option.code, option.kind])).toEqual([
      ["airport-terminal", "airport"],
      ["accommodation-pickup", "accommodation"],
    ]);
    // The booking's flight fills the form in.
    expect(found.booking.values).toMatchObject({ shuttleCode: "", flightNumber: "NZ421", passengers: "1" });
    expect(foundReservationId(session)).toBe(made.id);
  });

  it("answers an unknown number and a wrong email with the same message, and counts both", async () => {
    const made = await booking();
    const session = await freshSession();
    const unknown = await findBookingForShuttle(session, { reference: "GO0000001", email: made.email });
    const wrongEmail = await findBookingForShuttle(session, {
      reference: made.reference,
      email: "someone.else@example.co.nz",
    });
    expect(unknown).toEqual(wrongEmail);
    expect(unknown).toEqual({ ok: false, reason: "not_found", status: 404, message: M.notFound, call: null });
    expect(foundReservationId(session)).toBeNull();
    expect(readLookupAttempts(session.get("shuttleLookupAttempts"), new Date()).failures).toBe(2);
  });

  it("refuses held and cancelled bookings", async () => {
    const held = await booking({ status: "held" });
    const cancelled = await booking({ status: "cancelled" });
    const session = await freshSession();
    expect(
      await findBookingForShuttle(session, { reference: held.reference, email: held.email }),
    ).toMatchObject({
      ok: false,
      reason: "not_confirmed",
      status: 409,
      message: M.notConfirmed,
    });
    expect(
      await findBookingForShuttle(session, { reference: cancelled.reference, email: cancelled.email }),
    ).toMatchObject({
      ok: false,
      reason: "cancelled",
      message: M.cancelled,
    });
    // The visitor knew the email: these are not failed look-ups.
    expect(readLookupAttempts(session.get("shuttleLookupAttempts"), new Date()).failures).toBe(0);
  });

  it(`refuses a pick-up less than ${SHUTTLE_REQUEST_MIN_HOURS} hours away, with the branch's number`, async () => {
    const now = new Date();
    const soon = await booking({ pickupInHours: SHUTTLE_REQUEST_MIN_HOURS - 0.5, now });
    const session = await freshSession();
    const refused = await findBookingForShuttle(
      session,
      { reference: soon.reference, email: soon.email },
      { now },
    );
    expect(refused).toEqual({
      ok: false,
      reason: "too_late",
      status: 409,
      message: shuttleTooLateMessage("Wellington Airport", "04 387 9350"),
      call: { number: "04 387 9350", telephone: "+6443879350" },
    });
    const justInTime = await booking({ pickupInHours: SHUTTLE_REQUEST_MIN_HOURS + 0.1, now });
    expect(
      (
        await findBookingForShuttle(
          session,
          { reference: justInTime.reference, email: justInTime.email },
          { now },
        )
      ).ok,
    ).toBe(true);
  });

  it("tells a customer at a branch without shuttles to call the branch", async () => {
    const made = await booking({ branch: "NSN" });
    const refused = await findBookingForShuttle(await freshSession(), {
      reference: made.reference,
      email: made.email,
    });
    expect(refused).toEqual({
      ok: false,
      reason: "no_shuttles",
      status: 409,
      message: shuttleNoOptionsMessage("Nelson Airport", "03 547 2165"),
      call: { number: "03 547 2165", telephone: "+6435472165" },
    });
  });

  it(`refuses every look-up with 429 after ${SHUTTLE_LOOKUP_MAX_FAILURES} failures in an hour, even a right one`, async () => {
    const made = await booking();
    const session = await freshSession();
    const now = new Date();
    for (let k = 0; k < SHUTTLE_LOOKUP_MAX_FAILURES; k += 1) {
      const miss = await findBookingForShuttle(
        session,
        { reference: `GO900000${k}`, email: made.email },
        { now },
      );
      expect(miss).toMatchObject({ reason: "not_found" });
    }
    const nz = (await listContactPoints()).find((point) => point.region === "NZ")!;
    const blocked = await findBookingForShuttle(
      session,
      { reference: made.reference, email: made.email },
      { now },
    );
    expect(blocked).toEqual({
      ok: false,
      reason: "too_many_attempts",
      status: 429,
      message: shuttleTooManyAttemptsMessage(nz.number),
      call: { number: nz.number, telephone: nz.telephone },
      // The failures all came at `now`: they are forgotten a whole window later.
      retryAfterSeconds: SHUTTLE_LOOKUP_WINDOW_SECONDS,
    });
    expect(foundReservationId(session)).toBeNull();
    const nextHour = later(now, SHUTTLE_LOOKUP_WINDOW_SECONDS * 1000);
    expect(
      (
        await findBookingForShuttle(
          session,
          { reference: made.reference, email: made.email },
          { now: nextHour },
        )
      ).ok,
    ).toBe(true);
  });
});

/* ------------------------------------------------------------------------------------------------
 * Step 2: the request
 * ---------------------------------------------------------------------------------------------- */

describe("shuttle request: saving the request", () => {
  it("saves the request, sets the reservation's shuttle and emails the customer once", async () => {
    const made = await booking();
    const session = await sessionFor(made);
    const result = await submitShuttleRequest(session, airport);
    expect(result).toEqual({ ok: true, outcome: "created" });
    expect(takeSentOutcome(session)).toBe("created");

    const rows = await requestsFor(made.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      shuttleCode: "airport-terminal",
      details: { kind: "airport", flightNumber: "NZ421" },
      passengers: 2,
      note: "Two surfboards",
    });
    expect((await getReservation(made.id))?.shuttleCode).toBe("airport-terminal");

    const mails = await listOutbox({ to: made.email });
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(SHUTTLE_EMAIL_TEXT.subject(made.reference));
    expect(mails[0].textBody).toContain("NZ421");
    expect(mails[0].textBody).toContain("rental car shuttle pick-up area");
    expect(mails[0].textBody).toContain("04 387 9350");
    expect(mails[0].htmlBody).toContain(made.reference);

    const confirmation = await loadShuttleConfirmation(session);
    expect(confirmation).toMatchObject({
      reference: made.reference,
      passengers: 2,
      shuttle: { name: "Airport terminal shuttle", priceText: "Free" },
    });
    expect(confirmation?.nextSteps.join(" ")).toContain("flight NZ421");
  });

  it("does nothing more when the same request comes again (refresh, double click)", async () => {
    const made = await booking();
    const session = await sessionFor(made);
    expect(await submitShuttleRequest(session, airport)).toEqual({ ok: true, outcome: "created" });
    expect(await submitShuttleRequest(session, { ...airport, flightNumber: "NZ421" })).toEqual({
      ok: true,
      outcome: "unchanged",
    });
    expect(await requestsFor(made.id)).toHaveLength(1);
    expect(await listOutbox({ to: made.email })).toHaveLength(1);
  });

  it("creates one request when two identical submits arrive at once", async () => {
    const made = await booking();
    const [first, second] = [await sessionFor(made), await sessionFor(made)];
    const results = await Promise.all([
      submitShuttleRequest(first, airport),
      submitShuttleRequest(second, airport),
    ]);
    expect(results.map((result) => (result.ok ? result.outcome : result.reason)).sort()).toEqual([
      "created",
      "unchanged",
    ]);
    expect(await requestsFor(made.id)).toHaveLength(1);
    expect(await listOutbox({ to: made.email })).toHaveLength(1);
  });

  it("replaces an earlier request with a different one and says it was updated", async () => {
    const made = await booking();
    const session = await sessionFor(made);
    await submitShuttleRequest(session, airport);
    const found = await loadShuttleBooking(session);
    expect(found).toMatchObject({
      ok: true,
      booking: {
        hasRequest: true,
        values: { shuttleCode: "airport-terminal", flightNumber: "NZ421", passengers: "2" },
      },
    });

    expect(await submitShuttleRequest(session, accommodation)).toEqual({ ok: true, outcome: "updated" });
    const rows = await requestsFor(made.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      shuttleCode: "accommodation-pickup",
      details: { kind: "accommodation", accommodationName: "Ohtel Wellington" },
      passengers: 3,
      note: null,
    });
    expect((await getReservation(made.id))?.shuttleCode).toBe("accommodation-pickup");
    const mails = await listOutbox({ to: made.email });
    expect(mails.map((mail) => mail.subject)).toEqual([
      SHUTTLE_EMAIL_TEXT.updatedSubject(made.reference),
      SHUTTLE_EMAIL_TEXT.subject(made.reference),
    ]);
    expect(mails[0].textBody).toContain("Ohtel Wellington");
    expect(mails[0].textBody).toContain(formatMoney(20));
  });

  it("refuses a form with mistakes and saves nothing", async () => {
    const made = await booking();
    const session = await sessionFor(made);
    const result = await submitShuttleRequest(session, { shuttleCode: "airport-terminal", passengers: "40" });
    expect(result).toMatchObject({
      ok: false,
      reason: "invalid",
      status: 400,
      fieldErrors: { flightNumber: M.flightNumberInvalid, passengers: M.passengersInvalid },
      booking: { reference: made.reference },
    });
    expect(await requestsFor(made.id)).toHaveLength(0);
  });

  it("needs a booking found in this session, still confirmed and not too close", async () => {
    expect(await submitShuttleRequest(await freshSession(), airport)).toMatchObject({
      ok: false,
      reason: "booking_lost",
      message: M.bookingLost,
    });

    const now = new Date();
    const made = await booking({ pickupInHours: SHUTTLE_REQUEST_MIN_HOURS + 1, now });
    const session = await sessionFor(made, now);
    expect(await submitShuttleRequest(session, airport, { now: later(now, 2 * HOUR) })).toMatchObject({
      ok: false,
      reason: "too_late",
    });
    expect(foundReservationId(session)).toBeNull();
    expect(await requestsFor(made.id)).toHaveLength(0);
  });

  it("only sets the shuttle of a confirmed reservation", async () => {
    const held = await booking({ status: "held" });
    expect(await setConfirmedReservationShuttle(held.id, "airport-terminal")).toBeNull();
    expect((await getReservation(held.id))?.shuttleCode).toBeNull();
  });
});

/* ------------------------------------------------------------------------------------------------
 * The route: plain forms, redirects, statuses
 * ---------------------------------------------------------------------------------------------- */

const URL_BASE = "http://localhost/shuttle-request/";

function post(fields: Record<string, string>, cookie = "") {
  return routeResponse(
    action({
      request: new Request(URL_BASE, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          ...(cookie ? { Cookie: cookie } : {}),
        },
      }),
      params: {},
      context: {},
    } as ActionFunctionArgs),
  );
}

function get(url: string, cookie = "") {
  return routeResponse(
    loader({
      request: new Request(url, { headers: cookie ? { Cookie: cookie } : {} }),
      params: {},
      context: {},
    } as LoaderFunctionArgs),
  );
}

describe("shuttle request: the page", () => {
  it("goes from the booking to the confirmation with redirects, and says 'updated' the second time", async () => {
    const made = await booking({ branch: "CHC" });
    const first = await get(URL_BASE);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ step: "find", refusal: null });

    const found = await post({ intent: "find", reference: made.reference.toLowerCase(), email: made.email });
    expect(found.status).toBe(302);
    expect(found.headers.get("Location")).toBe("/shuttle-request/");
    const cookie = cookieHeaderFrom(found.headers);

    const details = await get(URL_BASE, cookie);
    expect(await details.json()).toMatchObject({
      step: "details",
      booking: { reference: made.reference, branch: { code: "CHC" } },
    });

    const sent = await post({ intent: "request", ...airport }, cookie);
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe("/shuttle-request/?sent=1");
    const confirmation = await get(`${URL_BASE}?sent=1`, cookie);
    expect(await confirmation.json()).toMatchObject({
      step: "sent",
      outcome: "created",
      confirmation: { reference: made.reference },
    });
    // The flash is read once; the request is still shown on a refresh.
    expect(await (await get(`${URL_BASE}?sent=1`, cookie)).json()).toMatchObject({
      step: "sent",
      outcome: null,
    });

    await post({ intent: "request", ...airport, passengers: "4" }, cookie);
    expect(await (await get(`${URL_BASE}?sent=1`, cookie)).json()).toMatchObject({
      step: "sent",
      outcome: "updated",
      confirmation: { passengers: 4 },
    });
    expect(await requestsFor(made.id)).toHaveLength(1);

    const restart = await post({ intent: "restart" }, cookie);
    expect(restart.headers.get("Location")).toBe("/shuttle-request/");
    expect(await (await get(URL_BASE, cookieHeaderFrom(restart.headers))).json()).toMatchObject({
      step: "find",
    });
  });

  it("answers an unknown booking with the generic message, 404, and the typed values", async () => {
    const response = await post({ intent: "find", reference: "GO7654321", email: "nobody@example.co.nz" });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      step: "find",
      refusal: { message: M.notFound },
      values: { reference: "GO7654321", email: "nobody@example.co.nz" },
      repopulateFields: { reference: "GO7654321", email: "nobody@example.co.nz" },
      formId: "shuttle-find",
    });
  });

  it("answers a malformed number with 400 beside the field, without counting it", async () => {
    const response = await post({ intent: "find", reference: "12345", email: "not-an-email" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fieldErrors: { reference: M.referenceInvalid, email: M.emailInvalid },
      values: { reference: "12345", email: "not-an-email" },
    });
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it(`answers 429 after ${SHUTTLE_LOOKUP_MAX_FAILURES} failed look-ups from one session`, async () => {
    let cookie = "";
    for (let k = 0; k < SHUTTLE_LOOKUP_MAX_FAILURES; k += 1) {
      const response = await post(
        { intent: "find", reference: `GO800000${k}`, email: "probe@example.co.nz" },
        cookie,
      );
      expect(response.status).toBe(404);
      cookie = cookieHeaderFrom(response.headers) || cookie;
    }
    const blocked = await post(
      { intent: "find", reference: "GO8000099", email: "probe@example.co.nz" },
      cookie,
    );
    expect(blocked.status).toBe(429);
    const retryAfterSeconds = Number(blocked.headers.get("Retry-After"));
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(retryAfterSeconds).toBeLessThanOrEqual(SHUTTLE_LOOKUP_WINDOW_SECONDS);
    const nz = (await listContactPoints()).find((point) => point.region === "NZ")!;
    expect(await blocked.json()).toMatchObject({
      refusal: { message: shuttleTooManyAttemptsMessage(nz.number) },
      values: { reference: "GO8000099" },
    });
  });

  it("never answers 500 to odd posts", async () => {
    const json = await routeResponse(
      action({
        request: new Request(URL_BASE, {
          method: "POST",
          body: "{not json",
          headers: { "Content-Type": "application/json" },
        }),
        params: {},
        context: {},
      } as ActionFunctionArgs),
    );
    expect(json.status).toBe(400);
    expect((await post({ intent: "nonsense" })).status).toBe(400);
    expect((await post({ intent: "request", shuttleCode: "airport-terminal" })).status).toBe(409);
    expect(
      (await post({ intent: "find", reference: "GO1234567".repeat(100), email: "x".repeat(5000) })).status,
    ).toBe(400);
    expect((await get(`${URL_BASE}?sent=%E0%A4%A`)).status).toBe(302);
  });
});

/* ------------------------------------------------------------------------------------------------
 * /return-webview/
 * ---------------------------------------------------------------------------------------------- */

describe("return webview", () => {
  it("keeps a valid status and reference and drops anything else", () => {
    expect(returnStatus("success")).toBe("success");
    expect(returnStatus(" Cancelled ")).toBe("cancelled");
    expect(returnStatus("FAILED")).toBe("failed");
    expect(returnStatus("done")).toBeNull();
    expect(returnStatus(null)).toBeNull();
    expect(returnReference("go1234567")).toBe("GO1234567");
    expect(returnReference("GO123")).toBeNull();
    expect(returnReference("GO1234567&x=1")).toBeNull();
    expect(appReturnHref("success", "GO1234567")).toBe(
      "gorentals://return?status=success&reference=GO1234567",
    );
    expect(appReturnHref(null, "GO1234567")).toBe("gorentals://return?reference=GO1234567");
    expect(appReturnHref(null, null)).toBe("gorentals://return");
  });

  it("answers 200 to odd query values", async () => {
    const cases: [string, string][] = [
      ["", "gorentals://return"],
      ["?status=success&reference=go7654321", "gorentals://return?status=success&reference=GO7654321"],
      ["?status=failed&status=success", "gorentals://return?status=failed"],
      ["?status=%E0%A4%A&reference=%", "gorentals://return"],
      ["?status=<script>&reference=GO1", "gorentals://return"],
      ["?reference=GO7654321%0A", "gorentals://return?reference=GO7654321"],
    ];
    for (const [query, appHref] of cases) {
      const response = await routeResponse(
        returnWebviewLoader({
          request: new Request(`http://localhost/return-webview/${query}`),
          params: {},
          context: {},
        } as LoaderFunctionArgs),
      );
      expect(response.status).toBe(200);
      expect((await response.json()).appHref).toBe(appHref);
    }
    expect(RETURN_WEBVIEW_TEXT.title.none).toBe("All done: you can go back to the GO Rentals app");
  });
});

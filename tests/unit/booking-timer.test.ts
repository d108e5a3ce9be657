import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { holdVehicle } from "~/services/booking/availability/claims.server";
import { TIME_ZONE } from "~/models/constants";
import { BOOKING_TIMEOUT_SECONDS } from "~/models/constants";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clearCatalogCache } from "~/models/catalog/catalog-cache.server";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { getCarClassByCode } from "~/models/catalog/car-classes.server";
import { getDb } from "~/models/db.server";
import { getReservation as getReservationRow } from "~/models/reservations/reservations.server";
import { vehicles } from "~/models/schema";
import * as holdRoute from "~/routes/_booking+/book-now.hold";
import { takeVehiclesNotice } from "~/services/booking/steps/flow.server";
import {
  getReservation,
  resetReservation,
  setItinerary,
  setReservation,
} from "~/services/booking/session.server";
import {
  clockOffsetMs,
  describeCountdown,
  formatCountdown,
  initialClockOffsetMs,
  mayRenew,
  msUntilWarning,
  parseHoldRenewal,
  remainingSeconds,
  timerPhase,
  toClientMs,
} from "~/services/booking/steps/timer";
import {
  BOOKING_HOLD_RENEW_THROTTLE_SECONDS,
  BOOKING_TIMER_WARN_SECONDS,
} from "~/services/booking/constants";
import { BOOKING_MESSAGES } from "~/services/booking/text";
import { commitSession, getSession } from "~/services/platform/session.server";
import { PRIVATE_NO_STORE } from "~/services/platform/cache-control";

dayjs.extend(utc);
dayjs.extend(timezone);

const T0 = Date.parse("2027-04-01T00:00:00.000Z");
const s = (seconds: number) => T0 + seconds * 1000;

describe("booking hold timer: remaining time", () => {
  it("counts whole seconds up to the hold's end, never below zero", () => {
    const expiresAt = s(BOOKING_TIMEOUT_SECONDS);
    expect(remainingSeconds(expiresAt, T0)).toBe(300);
    expect(remainingSeconds(expiresAt, s(0.2))).toBe(300);
    expect(remainingSeconds(expiresAt, s(299.5))).toBe(1);
    expect(remainingSeconds(expiresAt, s(300))).toBe(0);
    expect(remainingSeconds(expiresAt, s(400))).toBe(0);
    expect(remainingSeconds(Number.NaN, T0)).toBe(0);
  });
});

describe("booking hold timer: when to warn", () => {
  it("runs, warns from 60 seconds before the end, and expires at the end", () => {
    expect(BOOKING_TIMER_WARN_SECONDS).toBe(60);
    expect(timerPhase(300)).toBe("running");
    expect(timerPhase(61)).toBe("running");
    expect(timerPhase(60)).toBe("warning");
    expect(timerPhase(1)).toBe("warning");
    expect(timerPhase(0)).toBe("expired");
    expect(timerPhase(-5)).toBe("expired");
  });

  it("honours another warning time", () => {
    expect(timerPhase(90, 120)).toBe("warning");
    expect(timerPhase(121, 120)).toBe("running");
  });

  it("knows how long until the warning is due", () => {
    expect(msUntilWarning(s(300), T0)).toBe(240_000);
    expect(msUntilWarning(s(300), s(250))).toBe(0);
    expect(msUntilWarning(s(300), T0, 30)).toBe(270_000);
  });
});

describe("booking hold timer: activity renews at most every 30 seconds", () => {
  it("lets the first renewal through, then one per throttle window", () => {
    expect(BOOKING_HOLD_RENEW_THROTTLE_SECONDS).toBe(30);
    expect(mayRenew(null, T0)).toBe(true);
    expect(mayRenew(T0, s(1))).toBe(false);
    expect(mayRenew(T0, s(29.999))).toBe(false);
    expect(mayRenew(T0, s(30))).toBe(true);
    expect(mayRenew(T0, s(31), 60)).toBe(false);
  });
});

describe("booking hold timer: server and browser clocks", () => {
  it("moves server instants onto the browser clock", () => {
    // The browser runs 90 s ahead of the server.
    const offset = clockOffsetMs("2027-04-01T00:00:00.000Z", s(90));
    expect(offset).toBe(90_000);
    expect(toClientMs("2027-04-01T00:05:00.000Z", offset)).toBe(s(390));
    expect(remainingSeconds(toClientMs("2027-04-01T00:05:00.000Z", offset), s(90))).toBe(300);
  });

  it("from the page's server time, corrects only a browser clock that is behind (never ends late)", () => {
    // Page data 20 s old when hydrated: not mistaken for a clock 20 s ahead.
    expect(initialClockOffsetMs("2027-04-01T00:00:00.000Z", s(20))).toBe(0);
    // Browser clock 2 minutes behind.
    expect(initialClockOffsetMs("2027-04-01T00:00:00.000Z", s(-120))).toBe(-120_000);
    expect(initialClockOffsetMs(undefined, T0)).toBe(0);
  });

  it("assumes agreeing clocks without a server time", () => {
    expect(clockOffsetMs(undefined, T0)).toBe(0);
    expect(clockOffsetMs("not a date", T0)).toBe(0);
    expect(Number.isNaN(toClientMs("not a date", 0))).toBe(true);
  });
});

describe("booking hold timer: countdown text", () => {
  it("shows minutes and seconds", () => {
    expect(formatCountdown(300)).toBe("5:00");
    expect(formatCountdown(65)).toBe("1:05");
    expect(formatCountdown(9)).toBe("0:09");
    expect(formatCountdown(-3)).toBe("0:00");
  });

  it("spells it out for screen readers", () => {
    expect(describeCountdown(60)).toBe("1 minute");
    expect(describeCountdown(61)).toBe("1 minute 1 second");
    expect(describeCountdown(125)).toBe("2 minutes 5 seconds");
    expect(describeCountdown(45)).toBe("45 seconds");
    expect(describeCountdown(1)).toBe("1 second");
  });
});

describe("booking hold timer: the hold route's answer", () => {
  it("reads a renewal, a sold-out car and anything else as no hold", () => {
    expect(
      parseHoldRenewal({
        ok: true,
        expiresAt: "2027-04-01T00:05:00.000Z",
        serverNow: "2027-04-01T00:00:00.000Z",
      }),
    ).toEqual({
      ok: true,
      expiresAt: "2027-04-01T00:05:00.000Z",
      serverNow: "2027-04-01T00:00:00.000Z",
    });
    expect(
      parseHoldRenewal({ ok: true, expiresAt: null, serverNow: "2027-04-01T00:00:00.000Z" }),
    ).toMatchObject({ ok: true, expiresAt: null });
    expect(parseHoldRenewal({ ok: false, reason: "soldout" })).toEqual({ ok: false, reason: "soldout" });
    expect(parseHoldRenewal({ ok: false, reason: "none" })).toEqual({ ok: false, reason: "none" });
    expect(parseHoldRenewal("<html>")).toEqual({ ok: false, reason: "none" });
    expect(parseHoldRenewal(null)).toEqual({ ok: false, reason: "none" });
  });
});

/* ------------------------------------------------------------------------------------------------
 * POST /book-now/hold (real clock)
 * ---------------------------------------------------------------------------------------------- */

describe("/book-now/hold route", () => {
  const inDays = (days: number) => dayjs().tz(TIME_ZONE).add(days, "day");

  async function ids(branchCode: string, classCode: string) {
    const branch = await getBranchByCode(branchCode);
    const carClass = await getCarClassByCode(classCode);
    if (!branch || !carClass) throw new Error(`seed missing ${branchCode} ${classCode}`);
    return { branchId: branch.id, carClassId: carClass.carClassId };
  }

  /** A session booking a held car of the class at the branch; the hold was taken at `heldAt`. */
  async function bookingCookie(branchCode: string, classCode: string, heldAt: Date) {
    const { branchId, carClassId } = await ids(branchCode, classCode);
    const pickup = inDays(30).hour(10).minute(0).second(0).millisecond(0);
    const dropOff = pickup.add(3, "day");
    const hold = await holdVehicle({
      carClassId,
      pickupBranchId: branchId,
      dropOffBranchId: branchId,
      pickupAt: pickup.toDate(),
      dropOffAt: dropOff.toDate(),
      now: heldAt,
    });
    if (!hold.ok) throw new Error("expected a hold");
    const session = await getSession(new Request("http://localhost/"));
    setItinerary(session, {
      pickupBranchId: branchId,
      dropOffBranchId: branchId,
      pickupDate: pickup.format("YYYY-MM-DD"),
      pickupTime: "10:00",
      dropOffDate: dropOff.format("YYYY-MM-DD"),
      dropOffTime: "10:00",
      promoCode: "",
      aaNumber: null,
      agentId: null,
      clientReferenceNumber: null,
      lastQueryDateTime: new Date().toISOString(),
      searchedByUserId: null,
    });
    setReservation(session, {
      ...resetReservation(),
      reservationId: hold.reservation.id,
      carClassId,
      stepComplete: 2,
    });
    return {
      cookie: (await commitSession(session)).split(";")[0],
      hold: hold.reservation,
      branchId,
      carClassId,
      pickup,
      dropOff,
    };
  }

  const post = (cookie = "") =>
    holdRoute.action({
      request: new Request("http://localhost/book-now/hold", {
        method: "POST",
        headers: cookie ? { Cookie: cookie } : {},
      }),
      params: {},
      context: {},
    });

  it("answers 405 to anything but POST", async () => {
    const response = holdRoute.loader();
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });

  it("answers none without a booking in the session", async () => {
    const response = await post();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: false, reason: "none" });
  });

  it("renews the hold for another 300 seconds and says when it ends", async () => {
    const { cookie, hold } = await bookingCookie("AKL", "1", new Date(Date.now() - 200_000));
    const before = Date.now();
    const response = await post(cookie);
    const body = parseHoldRenewal(await response.json());
    if (!body.ok || body.expiresAt === null) throw new Error("expected a renewed hold");
    const expiresAt = Date.parse(body.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + BOOKING_TIMEOUT_SECONDS * 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + BOOKING_TIMEOUT_SECONDS * 1000);
    expect(Date.parse(body.serverNow)).toBeGreaterThanOrEqual(before);
    expect((await getReservationRow(hold.id))?.holdExpiresAt?.toISOString()).toBe(body.expiresAt);
    expect(response.headers.get("Cache-Control")).toBe(PRIVATE_NO_STORE);
  });

  it("ends the booking with the sold-out message when the lapsed hold's car has gone", async () => {
    // Nelson gets exactly one glamper; the visitor's hold lapsed and someone else took the car.
    const { branchId, carClassId } = await ids("NSN", "M");
    const db = await getDb();
    await db.delete(vehicles).where(eq(vehicles.branchId, branchId));
    clearCatalogCache();
    await db
      .insert(vehicles)
      .values({ fleetNumber: "TEST-NSN-M", registration: "ZZNSNM1", branchId, carClassId });
    clearCatalogCache();
    const booking = await bookingCookie(
      "NSN",
      "M",
      new Date(Date.now() - (BOOKING_TIMEOUT_SECONDS + 60) * 1000),
    );
    const other = await holdVehicle({
      carClassId,
      pickupBranchId: branchId,
      dropOffBranchId: branchId,
      pickupAt: booking.pickup.toDate(),
      dropOffAt: booking.dropOff.toDate(),
    });
    expect(other.ok).toBe(true);

    const response = await post(booking.cookie);
    expect(await response.json()).toEqual({ ok: false, reason: "soldout" });
    const session = await getSession(
      new Request("http://localhost/", { headers: { Cookie: booking.cookie } }),
    );
    expect(getReservation(session)).toEqual(resetReservation());
    expect(takeVehiclesNotice(session)).toBe(BOOKING_MESSAGES.vehicleSoldOut);
  });
});

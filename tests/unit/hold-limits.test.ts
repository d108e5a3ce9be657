import { and, eq, gt, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BOOKING_TIMEOUT_SECONDS } from "~/models/constants";
import { getDb } from "~/models/db.server";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { getCarClassByCode } from "~/models/catalog/car-classes.server";
import { reservations } from "~/models/schema";
import { FLEET_PLAN } from "~/models/seed/fleet";
import { action as bookNowAction } from "~/routes/_booking+/book-now/route";
import { loader as vehiclesLoader } from "~/routes/_booking+/vehicles+/_index";
import { extendHold } from "~/services/booking/availability/claims.server";
import { notStarted } from "~/services/booking/payment/paying-session.server";
import { startPayment } from "~/services/booking/payment/start.server";
import { HOLDS_PER_CLIENT_ADDRESS } from "~/services/booking/constants";
import { getItinerary, getReservation } from "~/services/booking/session.server";
import { runSearch } from "~/services/booking/search/itinerary-search.server";
import { searchFormSchema } from "~/services/booking/search/form";
import { chooseVehicle } from "~/services/booking/steps/flow.server";
import { holdLimitMessage } from "~/services/booking/text";
import { commitSession, getSession, type AppSession } from "~/services/platform/session.server";
import { cookieHeaderFrom } from "./support/cookies";
import { routeResponse } from "./support/route-response";

/*
 * The holds cap (docs/booking.md, "How many holds one visitor may have"): one client address holds
 * at most HOLDS_PER_CLIENT_ADDRESS unpaid cars at once and never a class's last free car when it
 * already holds one of the class; a session holds one car.
 */

const AKL_CLASS_1_CARS = FLEET_PLAN.AKL["1"];

async function classId(code: string): Promise<number> {
  const carClass = await getCarClassByCode(code);
  if (!carClass) throw new Error(`no class ${code}`);
  return carClass.carClassId;
}

// Each test books its own month (a month apart, within the booking horizon), so no test takes
// another's cars; and its own addresses, so no test counts another's holds.
let tripNumber = 0;
async function newTrip(branchCode = "AKL") {
  const branch = await getBranchByCode(branchCode);
  if (!branch) throw new Error(`no branch ${branchCode}`);
  const start = new Date();
  start.setUTCDate(1);
  start.setUTCMonth(start.getUTCMonth() + (tripNumber++ % 11) + 1);
  const month = start.toISOString().slice(0, 7);
  return searchFormSchema.parse({
    pickupBranch: String(branch.id),
    dropOffBranch: "",
    pickupDate: `${month}-12`,
    pickupTime: "10:00",
    dropOffDate: `${month}-16`,
    dropOffTime: "10:00",
  });
}
type Trip = Awaited<ReturnType<typeof newTrip>>;

/** A visitor without a cookie: a session of its own that searched `trip`. */
async function visitor(trip: Trip): Promise<AppSession> {
  const session = await getSession(new Request("http://localhost/"));
  const outcome = await runSearch(session, trip);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.fieldErrors));
  return session;
}

const choose = (session: AppSession, carClassId: number, clientAddress: string, now?: Date) =>
  chooseVehicle(session, { carClassId }, { brandCode: "GO", campaignName: null, clientAddress, now });

async function liveHolds(where: { clientAddress?: string; sessionKey?: string }, now = new Date()) {
  const db = await getDb();
  return db
    .select()
    .from(reservations)
    .where(
      and(
        where.clientAddress ? eq(reservations.clientAddress, where.clientAddress) : undefined,
        where.sessionKey ? eq(reservations.sessionKey, where.sessionKey) : undefined,
        inArray(reservations.status, ["held", "payment_pending"]),
        gt(reservations.holdExpiresAt, now),
      ),
    );
}

const capMessage = holdLimitMessage({ rule: "address", limit: HOLDS_PER_CLIENT_ADDRESS });

describe("holds per client address", () => {
  it("an address holding the cap cannot hold another car; another address can", async () => {
    const trip = await newTrip();
    const class1 = await classId("1");
    for (let n = 0; n < HOLDS_PER_CLIENT_ADDRESS; n += 1) {
      expect(await choose(await visitor(trip), class1, "203.0.113.10")).toEqual({ ok: true });
    }
    const refused = await visitor(trip);
    const answer = await choose(refused, class1, "203.0.113.10");
    expect(answer).toMatchObject({ ok: false, message: capMessage });
    expect(answer.ok ? 0 : answer.retryAfterSeconds).toBeGreaterThan(0);
    expect(answer.ok ? Infinity : answer.retryAfterSeconds).toBeLessThanOrEqual(BOOKING_TIMEOUT_SECONDS);
    // The refused visitor keeps the trip and holds nothing.
    expect(getItinerary(refused)).not.toBeNull();
    expect(getReservation(refused)?.reservationId ?? null).toBeNull();
    expect(await liveHolds({ clientAddress: "203.0.113.10" })).toHaveLength(HOLDS_PER_CLIENT_ADDRESS);

    expect(await choose(await visitor(trip), class1, "198.51.100.10")).toEqual({ ok: true });
  });

  it("parallel attempts from one address, for any classes, never pass the cap", async () => {
    const trip = await newTrip();
    const classes = await Promise.all(["X", "A", "1", "B", "2", "1", "A", "X"].map(classId));
    const sessions = await Promise.all(classes.map(() => visitor(trip)));
    const answers = await Promise.all(
      sessions.map((session, index) => choose(session, classes[index], "203.0.113.20")),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(HOLDS_PER_CLIENT_ADDRESS);
    expect(answers.filter((answer) => !answer.ok && answer.message === capMessage)).toHaveLength(
      classes.length - HOLDS_PER_CLIENT_ADDRESS,
    );
    expect(await liveHolds({ clientAddress: "203.0.113.20" })).toHaveLength(HOLDS_PER_CLIENT_ADDRESS);
  });

  it("an expired hold no longer counts", async () => {
    const trip = await newTrip();
    const class1 = await classId("1");
    const now = new Date();
    const earlier = new Date(now.getTime() - (BOOKING_TIMEOUT_SECONDS + 60) * 1000);
    for (let n = 0; n < HOLDS_PER_CLIENT_ADDRESS; n += 1) {
      expect(await choose(await visitor(trip), class1, "203.0.113.30", earlier)).toEqual({ ok: true });
    }
    const aMinuteLater = new Date(earlier.getTime() + 60_000);
    expect(await choose(await visitor(trip), class1, "203.0.113.30", aMinuteLater)).toMatchObject({
      ok: false,
      message: capMessage,
      // The first hold ends BOOKING_TIMEOUT_SECONDS after it was taken.
      retryAfterSeconds: BOOKING_TIMEOUT_SECONDS - 60,
    });
    // Now every one of those holds has lapsed.
    expect(await choose(await visitor(trip), class1, "203.0.113.30", now)).toEqual({ ok: true });
  });

  it("a lapsed hold is not taken again past the cap", async () => {
    const trip = await newTrip();
    const class1 = await classId("1");
    const now = new Date();
    const earlier = new Date(now.getTime() - (BOOKING_TIMEOUT_SECONDS + 60) * 1000);
    const lapsed = await visitor(trip);
    expect(await choose(lapsed, class1, "203.0.113.35", earlier)).toEqual({ ok: true });
    for (let n = 0; n < HOLDS_PER_CLIENT_ADDRESS; n += 1) {
      expect(await choose(await visitor(trip), class1, "203.0.113.35", now)).toEqual({ ok: true });
    }
    expect(await extendHold(getReservation(lapsed)!.reservationId!, { now })).toMatchObject({
      ok: false,
      reason: "hold_limit",
    });
    expect(await liveHolds({ clientAddress: "203.0.113.35" }, now)).toHaveLength(HOLDS_PER_CLIENT_ADDRESS);

    // Paying for the lapsed hold says why too, back on the list with its 429, the trip kept.
    const reservationId = getReservation(lapsed)!.reservationId!;
    const started = await startPayment({
      itinerary: getItinerary(lapsed)!,
      reservation: getReservation(lapsed)!,
      now,
      returnOrigin: "http://localhost",
    });
    expect(started).toMatchObject({ kind: "hold-limit", message: capMessage });
    if (started.kind !== "hold-limit") return;
    expect(notStarted(lapsed, "customer", reservationId, started)).toMatch(/^\/vehicles\//);
    const cookie = cookieHeaderFrom(new Headers({ "Set-Cookie": await commitSession(lapsed) }));
    const list = await routeResponse(
      vehiclesLoader({
        request: new Request("http://localhost/vehicles/", { headers: { Cookie: cookie } }),
        params: {},
        context: { clientAddress: "203.0.113.35" },
      }),
    );
    expect(list.status).toBe(429);
    expect(((await list.json()) as { notice: string }).notice).toBe(capMessage);
  });

  it("an address holding a car of a class never holds its last free one", async () => {
    const trip = await newTrip();
    const class1 = await classId("1");
    // Other addresses leave two cars of the class.
    for (let n = 0; n < AKL_CLASS_1_CARS - 2; n += 1) {
      expect(await choose(await visitor(trip), class1, `198.51.100.${40 + n}`)).toEqual({ ok: true });
    }
    expect(await choose(await visitor(trip), class1, "203.0.113.40")).toEqual({ ok: true });
    expect(await choose(await visitor(trip), class1, "203.0.113.40")).toMatchObject({
      ok: false,
      message: holdLimitMessage({ rule: "last-car", limit: HOLDS_PER_CLIENT_ADDRESS }),
    });
    // Another class is fine, and so is the last car for someone else.
    expect(await choose(await visitor(trip), await classId("A"), "203.0.113.40")).toEqual({ ok: true });
    expect(await choose(await visitor(trip), class1, "198.51.100.60")).toEqual({ ok: true });
  });
});

describe("holds per session", () => {
  it("the same session's second hold replaces its first, also when both are sent at once", async () => {
    const trip = await newTrip();
    const [classA, class1, classB] = await Promise.all(["A", "1", "B"].map(classId));
    const session = await visitor(trip);
    expect(await choose(session, classA, "203.0.113.50")).toEqual({ ok: true });
    const first = getReservation(session)!.reservationId!;
    expect(await choose(session, class1, "203.0.113.50")).toEqual({ ok: true });
    const second = getReservation(session)!.reservationId!;
    expect(second).not.toBe(first);
    const [held] = await liveHolds({ clientAddress: "203.0.113.50" });
    expect(held.id).toBe(second);
    expect(held.clientAddress).toBe("203.0.113.50");

    // Two requests with the session's cookie at once, for two classes: one hold stays.
    const cookie = cookieHeaderFrom(new Headers({ "Set-Cookie": await commitSession(session) }));
    const request = () => getSession(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    const [one, two] = await Promise.all([request(), request()]);
    const answers = await Promise.all([
      choose(one, classA, "203.0.113.50"),
      choose(two, classB, "203.0.113.50"),
    ]);
    expect(answers).toEqual([{ ok: true }, { ok: true }]);
    expect(await liveHolds({ sessionKey: held.sessionKey! })).toHaveLength(1);

    // A double submit of one choice: both answers name the same hold.
    const [three, four] = await Promise.all([request(), request()]);
    await Promise.all([choose(three, class1, "203.0.113.50"), choose(four, class1, "203.0.113.50")]);
    const live = await liveHolds({ sessionKey: held.sessionKey! });
    expect(live).toHaveLength(1);
    expect(getReservation(three)?.reservationId).toBe(live[0].id);
    expect(getReservation(four)?.reservationId).toBe(live[0].id);
  });
});

describe("the attack of issue 31", () => {
  it("cookie-less sessions from one address cannot take every car of a class; the refusal is a 429 on the list", async () => {
    const trip = await newTrip();
    const class1 = await classId("1");
    const attacker = { clientAddress: "203.0.113.66" };
    const chooseThroughRoute = async (context: { clientAddress: string }) => {
      const session = await visitor(trip);
      const cookie = cookieHeaderFrom(new Headers({ "Set-Cookie": await commitSession(session) }));
      const answer = await routeResponse(
        bookNowAction({
          request: new Request("http://localhost/book-now/?step=1", {
            method: "POST",
            headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ carClassId: String(class1) }),
          }),
          params: {},
          context,
        }),
      );
      return { answer, cookie };
    };

    const attempts = [];
    for (let n = 0; n < 12; n += 1) attempts.push(await chooseThroughRoute(attacker));
    const held = attempts.filter(({ answer }) => answer.headers.get("Location")?.includes("step=2"));
    expect(held).toHaveLength(HOLDS_PER_CLIENT_ADDRESS);
    expect(await liveHolds(attacker)).toHaveLength(HOLDS_PER_CLIENT_ADDRESS);

    // A refused attempt goes back to the list, which says why with 429 and Retry-After.
    const refused = attempts.find(({ answer }) => answer.headers.get("Location")?.startsWith("/vehicles/"))!;
    const list = await routeResponse(
      vehiclesLoader({
        request: new Request("http://localhost/vehicles/", { headers: { Cookie: refused.cookie } }),
        params: {},
        context: attacker,
      }),
    );
    expect(list.status).toBe(429);
    expect(Number(list.headers.get("Retry-After"))).toBeGreaterThan(0);
    const page = (await list.json()) as { notice: string; vehicles: { carClassId: number }[] };
    expect(page.notice).toBe(capMessage);
    // The trip is kept: the list still shows its vehicles.
    expect(page.vehicles.some((vehicle) => vehicle.carClassId === class1)).toBe(true);

    // The next visitor, from another address, is offered the class and holds a car of it.
    const next = await visitor(trip);
    const nextCookie = cookieHeaderFrom(new Headers({ "Set-Cookie": await commitSession(next) }));
    const offered = await routeResponse(
      vehiclesLoader({
        request: new Request("http://localhost/vehicles/", { headers: { Cookie: nextCookie } }),
        params: {},
        context: { clientAddress: "198.51.100.66" },
      }),
    );
    expect(offered.status).toBe(200);
    const results = (await offered.json()) as { vehicles: { carClassId: number; carClassStatus: string }[] };
    expect(results.vehicles.find((vehicle) => vehicle.carClassId === class1)?.carClassStatus).not.toBe(
      "Soldout",
    );
    const { answer } = await chooseThroughRoute({ clientAddress: "198.51.100.66" });
    expect(answer.headers.get("Location")).toContain("step=2");
  });
});

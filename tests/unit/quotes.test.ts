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
import { listOutbox } from "~/models/operations/mail-outbox.server";
import {
  deleteQuotesExpiredBefore,
  quoteTimesForEmailSince,
  findQuoteByTokenHash,
} from "~/models/reservations/quotes.server";
import { getReservation as getReservationRow } from "~/models/reservations/reservations.server";
import { quotes, vehicles } from "~/models/schema";
import {
  getItinerary,
  getReservation,
  resetReservation,
  setItinerary,
  setReservation,
  takePaymentNotice,
  type SessionItinerary,
  type SessionReservation,
} from "~/services/booking/session.server";
import { takeVehiclesNotice } from "~/services/booking/steps/flow.server";
import { priceBooking } from "~/services/booking/pricing/booking.server";
import { QUOTE_EMAILS_PER_HOUR, QUOTE_VALIDITY_DAYS } from "~/services/booking/constants";
import {
  QUOTE_EMAIL_TEXT,
  QUOTE_MESSAGES,
  QUOTE_PAGE_TEXT,
  quotePriceChangedMessage,
  quoteSentMessage,
} from "~/services/booking/quotes/text";
import { formatMoney } from "~/services/platform/money";
import {
  buildQuoteEmail,
  generateQuoteToken,
  hashQuoteToken,
  parseQuoteCode,
  QUOTE_SENT_URL,
  quoteResumeUrl,
  resumeQuote,
  resumeStepUrl,
  saveQuote,
} from "~/services/booking/quotes/quotes.server";
import { commitSession, getSession } from "~/services/platform/session.server";
import * as quoteRoute from "~/routes/_booking+/book-from-quote";
import { cookieHeaderFrom } from "./support/cookies";
import { routeResponse } from "./support/route-response";

dayjs.extend(utc);
dayjs.extend(timezone);

const nz = (text: string) => dayjs.tz(text, TIME_ZONE).toDate();
const DAY_MS = 24 * 3600 * 1000;

async function ids(branchCode: string, classCode: string) {
  const branch = await getBranchByCode(branchCode);
  const carClass = await getCarClassByCode(classCode);
  if (!branch || !carClass) throw new Error(`seed missing ${branchCode} ${classCode}`);
  return { branchId: branch.id, carClassId: carClass.carClassId };
}

function itineraryFor(branchId: number, overrides: Partial<SessionItinerary> = {}): SessionItinerary {
  return {
    pickupBranchId: branchId,
    dropOffBranchId: branchId,
    pickupDate: "2027-04-12",
    pickupTime: "10:00",
    dropOffDate: "2027-04-15",
    dropOffTime: "10:00",
    promoCode: "",
    aaNumber: null,
    agentId: null,
    clientReferenceNumber: null,
    lastQueryDateTime: "2027-04-01T00:00:00.000Z",
    searchedByUserId: null,
    ...overrides,
  };
}

function reservationFor(carClassId: number, overrides: Partial<SessionReservation> = {}): SessionReservation {
  return {
    ...resetReservation(),
    reservationId: "some-held-row",
    carClassId,
    extras: [{ code: "child-seat", quantity: 2 }],
    insuranceCode: "standard",
    customerDetails: {
      firstName: "Kiri",
      lastName: "Tane",
      email: "Kiri.Tane@Example.nz",
      phone: "021 123 4567",
      country: "New Zealand",
      travelReason: "Leisure",
    },
    stepComplete: 3,
    ...overrides,
  };
}

async function newSession(userId?: string) {
  const session = await getSession(new Request("http://localhost/"));
  if (userId) session.set("userId", userId);
  return session;
}

/** Saves a quote of class 1 at AKL; the quote was made at `savedAt`. */
async function savedQuote(
  options: {
    savedAt?: Date;
    email?: string;
    itinerary?: Partial<SessionItinerary>;
    branch?: string;
    classCode?: string;
  } = {},
) {
  const { branchId, carClassId } = await ids(options.branch ?? "AKL", options.classCode ?? "1");
  const itinerary = itineraryFor(branchId, options.itinerary);
  const reservation = reservationFor(carClassId);
  const result = await saveQuote(
    { itinerary, reservation },
    options.email ?? `quote-${generateQuoteToken().slice(0, 8)}@example.nz`,
    {
      now: options.savedAt ?? nz("2027-04-01 09:00"),
    },
  );
  if (!result.ok) throw new Error(`saveQuote failed: ${result.reason}`);
  return { ...result, itinerary, reservation, branchId, carClassId };
}

describe("quote codes and links", () => {
  it("reads a bare code, a pasted link or nothing", () => {
    const token = generateQuoteToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(parseQuoteCode(token)).toBe(token);
    expect(parseQuoteCode(`  ${token}\n`)).toBe(token);
    expect(parseQuoteCode(`https://gorentals.co.nz/book-from-quote/?quote=${token}`)).toBe(token);
    expect(parseQuoteCode(`http://localhost:3000/book-from-quote/?brand=ET&quote=${token}#top`)).toBe(token);
    expect(parseQuoteCode("")).toBe("");
    expect(parseQuoteCode(null)).toBe("");
    expect(parseQuoteCode("   ")).toBe("");
    expect(parseQuoteCode("not a quote")).toBeNull();
    expect(parseQuoteCode(`${token}x`)).toBeNull();
    expect(parseQuoteCode("?quote=%E0%A4%A")).toBeNull();
    expect(parseQuoteCode("'; drop table quotes; --")).toBeNull();
  });

  it("builds the resume link on the public base URL", () => {
    expect(quoteResumeUrl("https://www.gorentals.co.nz/", "abc_-1")).toBe(
      "https://www.gorentals.co.nz/book-from-quote/?quote=abc_-1",
    );
    expect(quoteResumeUrl("http://localhost:3000", "t")).toBe(
      "http://localhost:3000/book-from-quote/?quote=t",
    );
  });

  it("resumes at the step after the last completed one, at most review and pay", () => {
    expect(resumeStepUrl(1)).toBe("/book-now/?step=2");
    expect(resumeStepUrl(2)).toBe("/book-now/?step=3");
    expect(resumeStepUrl(3)).toBe("/book-now/?step=4");
    expect(resumeStepUrl(4)).toBe("/book-now/?step=4");
    expect(resumeStepUrl(5)).toBe("/book-now/?step=4");
    expect(QUOTE_SENT_URL).toBe("/book-now/?step=4&quoteSent=1");
  });

  it("says where the quote went", () => {
    expect(quoteSentMessage("kiri@example.nz")).toBe("Quote sent to kiri@example.nz");
  });
});

describe("the quote email", () => {
  const data = {
    firstName: "Kiri <b>",
    vehicleName: "Toyota Yaris or similar",
    pickup: { branchName: "Auckland Airport", date: "2027-04-12", time: "10:00" },
    dropOff: { branchName: "Christchurch Airport", date: "2027-04-15", time: "16:30" },
    extras: ["Child seat × 2"],
    lines: [
      { kind: "vehicle" as const, label: "Vehicle: 3 days × $49", amount: 147 },
      { kind: "oneWayFee" as const, label: "One-way fee", amount: 95 },
      { kind: "discount" as const, label: "Promo code REALNZ (10% off the vehicle)", amount: -14.7 },
    ],
    total: 227.3,
    resumeUrl: "http://localhost:3000/book-from-quote/?quote=abc&x=<y>",
    token: "abc",
    expiresAt: nz("2027-04-08 09:00"),
  };

  it("has the itinerary, vehicle, extras, every price line, the total and the link in plain text", () => {
    const mail = buildQuoteEmail(data);
    expect(mail.subject).toBe(QUOTE_EMAIL_TEXT.subject("Toyota Yaris or similar"));
    expect(mail.text).toContain("Auckland Airport, 12-04-2027 at 10:00 AM");
    expect(mail.text).toContain("Christchurch Airport, 15-04-2027 at 4:30 PM");
    expect(mail.text).toContain("Toyota Yaris or similar");
    expect(mail.text).toContain("Child seat × 2");
    expect(mail.text).toContain("Vehicle: 3 days × $49: $147");
    expect(mail.text).toContain("One-way fee: $95");
    expect(mail.text).toContain("Promo code REALNZ (10% off the vehicle): -$14.70");
    expect(mail.text).toContain("$227.30 NZD");
    expect(mail.text).toContain(data.resumeUrl);
    expect(mail.text).toContain(QUOTE_EMAIL_TEXT.validUntil("08-04-2027"));
  });

  it("escapes everything in the HTML version", () => {
    const mail = buildQuoteEmail(data);
    expect(mail.html).toContain("Kia ora Kiri &lt;b&gt;,");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain('href="http://localhost:3000/book-from-quote/?quote=abc&amp;x=&lt;y&gt;"');
    expect(mail.html).toContain("Child seat × 2");
    expect(mail.html).toContain("-$14.70");
  });

  it("lists no extras as None", () => {
    expect(buildQuoteEmail({ ...data, extras: [] }).text).toContain(
      `${QUOTE_EMAIL_TEXT.extras}: ${QUOTE_EMAIL_TEXT.noExtras}`,
    );
  });
});

describe("saveQuote", () => {
  it("stores a snapshot under a hashed token and emails the price summary with the resume link", async () => {
    const savedAt = nz("2027-04-01 09:00");
    const { token, quote, email, resumeUrl, itinerary, reservation } = await savedQuote({
      savedAt,
      email: " Kiri.Tane@Example.NZ ",
    });
    expect(email).toBe("kiri.tane@example.nz");
    expect(resumeUrl).toBe(`http://localhost:3000/book-from-quote/?quote=${token}`);

    // Only the hash is stored; the token finds it.
    expect(quote.tokenHash).toBe(hashQuoteToken(token));
    expect(quote.tokenHash).not.toContain(token);
    const db = await getDb();
    const [row] = await db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.email).toBe("kiri.tane@example.nz");
    expect(row.itinerary).toEqual(itinerary);
    expect(row.reservation).not.toHaveProperty("reservationId");
    expect(row.reservation).toMatchObject({
      carClassId: reservation.carClassId,
      stepComplete: 3,
      extras: reservation.extras,
    });
    expect(row.createdAt.getTime()).toBe(savedAt.getTime());
    expect(row.expiresAt.getTime()).toBe(savedAt.getTime() + QUOTE_VALIDITY_DAYS * DAY_MS);
    expect(row.resumedAt).toBeNull();

    const priced = await priceBooking(itinerary, reservation);
    expect(row.total).toBe(priced?.breakdown.total);

    const [mail] = await listOutbox({ to: "kiri.tane@example.nz" });
    expect(mail.subject).toBe(QUOTE_EMAIL_TEXT.subject("Toyota Yaris or similar"));
    expect(mail.textBody).toContain(resumeUrl);
    expect(mail.textBody).toContain("Kia ora Kiri,");
    for (const line of priced?.breakdown.lines ?? []) expect(mail.textBody).toContain(line.label);
    expect(mail.textBody).toContain(`${formatMoney(row.total)} NZD`);
    expect(mail.htmlBody).toContain(`quote=${token}`);
  });

  it("refuses without a booking, without a valid email, and past the hourly limit per address", async () => {
    const { branchId, carClassId } = await ids("AKL", "1");
    const itinerary = itineraryFor(branchId);
    const reservation = reservationFor(carClassId);
    const now = nz("2027-04-01 10:00");

    expect(await saveQuote({ itinerary: null, reservation }, "a@example.nz", { now })).toEqual({
      ok: false,
      reason: "no-booking",
      message: QUOTE_MESSAGES.noBooking,
    });
    expect(
      await saveQuote({ itinerary, reservation: { ...reservation, carClassId: null } }, "a@example.nz", {
        now,
      }),
    ).toMatchObject({
      reason: "no-booking",
    });
    for (const bad of [null, undefined, "", "not-an-email", `${"x".repeat(250)}@example.nz`]) {
      expect(await saveQuote({ itinerary, reservation }, bad, { now })).toEqual({
        ok: false,
        reason: "no-email",
        message: QUOTE_MESSAGES.noEmail,
      });
    }

    const address = "limit@example.nz";
    for (let n = 0; n < QUOTE_EMAILS_PER_HOUR; n += 1) {
      expect(
        (await saveQuote({ itinerary, reservation }, address, { now: new Date(now.getTime() + n * 60_000) }))
          .ok,
      ).toBe(true);
    }
    expect(
      await saveQuote({ itinerary, reservation }, "LIMIT@example.nz", {
        now: new Date(now.getTime() + 10 * 60_000),
      }),
    ).toEqual({
      ok: false,
      reason: "too-many",
      message: QUOTE_MESSAGES.tooMany,
      // The first of the hour's quotes went 10 minutes ago: 50 minutes until one more may go.
      retryAfterSeconds: 50 * 60,
    });
    expect(await listOutbox({ to: address })).toHaveLength(QUOTE_EMAILS_PER_HOUR);
    // An hour after the first, one more may go.
    expect(
      (await saveQuote({ itinerary, reservation }, address, { now: new Date(now.getTime() + 3601_000) })).ok,
    ).toBe(true);
    expect(await quoteTimesForEmailSince(address, now)).toHaveLength(QUOTE_EMAILS_PER_HOUR + 1);
  });
});

describe("resumeQuote", () => {
  it("answers a clear message for no code, an unknown code and an expired quote", async () => {
    const session = await newSession();
    expect(await resumeQuote(session, "", nz("2027-04-02 09:00"))).toEqual({
      ok: false,
      reason: "missing",
      status: 400,
      message: QUOTE_MESSAGES.codeRequired,
    });
    for (const code of ["nonsense", generateQuoteToken()]) {
      expect(await resumeQuote(session, code, nz("2027-04-02 09:00"))).toEqual({
        ok: false,
        reason: "unknown",
        status: 404,
        message: QUOTE_MESSAGES.unknown,
      });
    }

    const savedAt = nz("2027-03-01 09:00");
    const { token } = await savedQuote({ savedAt });
    const expiry = new Date(savedAt.getTime() + QUOTE_VALIDITY_DAYS * DAY_MS);
    expect(await resumeQuote(session, token, expiry)).toEqual({
      ok: false,
      reason: "expired",
      status: 410,
      message: QUOTE_MESSAGES.expired,
    });
    expect(getItinerary(session)).toBeNull();
    expect(getReservation(session)).toBeNull();
  });

  it("asks for a new search when the pick-up time has passed", async () => {
    const { token } = await savedQuote({ savedAt: nz("2027-04-10 09:00") });
    const session = await newSession();
    expect(await resumeQuote(session, token, nz("2027-04-12 10:00"))).toEqual({
      ok: false,
      reason: "pickup-past",
      status: 410,
      message: QUOTE_MESSAGES.pickupPast,
    });
    expect(getItinerary(session)).toBeNull();
  });

  it("restores the itinerary as a fresh search, holds the vehicle again and opens the next step", async () => {
    const { token, quote, itinerary, reservation, carClassId, branchId } = await savedQuote({
      savedAt: nz("2027-04-01 09:00"),
    });
    const session = await newSession("user-42");
    // The session had another booking in progress: its car is given back.
    const other = await holdVehicle({
      carClassId,
      pickupBranchId: branchId,
      dropOffBranchId: branchId,
      pickupAt: nz("2027-06-01 10:00"),
      dropOffAt: nz("2027-06-03 10:00"),
      now: nz("2027-04-03 08:59"),
    });
    if (!other.ok) throw new Error("expected a hold");
    setReservation(session, {
      ...reservationFor(carClassId),
      reservationId: other.reservation.id,
      stepComplete: 1,
    });

    const now = nz("2027-04-03 09:00");
    const result = await resumeQuote(session, `http://localhost:3000/book-from-quote/?quote=${token}`, now);
    expect(result).toEqual({ ok: true, redirectTo: "/book-now/?step=4", priceChanged: false });

    expect(getItinerary(session)).toEqual({
      ...itinerary,
      lastQueryDateTime: now.toISOString(),
      searchedByUserId: "user-42",
    });
    const restored = getReservation(session);
    expect(restored).toEqual({ ...reservation, reservationId: restored?.reservationId });
    expect(restored?.reservationId).not.toBe(reservation.reservationId);
    expect(restored?.reservationId).toBeTruthy();

    const row = await getReservationRow(restored?.reservationId ?? "");
    expect(row).toMatchObject({
      status: "held",
      carClassId,
      pickupBranchId: branchId,
      stepComplete: 3,
      userId: "user-42",
      extras: reservation.extras,
      insuranceCode: "standard",
    });
    expect(row?.holdExpiresAt?.getTime()).toBe(now.getTime() + BOOKING_TIMEOUT_SECONDS * 1000);
    expect(row?.total).toBe(quote.total);
    expect((await getReservationRow(other.reservation.id))?.status).toBe("cancelled");

    expect((await findQuoteByTokenHash(hashQuoteToken(token)))?.resumedAt?.getTime()).toBe(now.getTime());
    expect(takePaymentNotice(session)).toBeNull();

    // Resuming again (an email scanner, a second click) works and gives the first hold back.
    const again = await resumeQuote(session, token, new Date(now.getTime() + 60_000));
    expect(again.ok).toBe(true);
    expect((await getReservationRow(restored?.reservationId ?? ""))?.status).toBe("cancelled");
  });

  it("tells the customer when today's price differs from the quote", async () => {
    const { token, quote } = await savedQuote({ savedAt: nz("2027-04-01 09:00") });
    const db = await getDb();
    await db.update(quotes).set({ total: 1 }).where(eq(quotes.id, quote.id));
    const session = await newSession();
    const result = await resumeQuote(session, token, nz("2027-04-02 09:00"));
    expect(result).toMatchObject({ ok: true, priceChanged: true });
    expect(takePaymentNotice(session)).toBe(quotePriceChangedMessage(formatMoney(1)));
  });

  it("keeps the itinerary but not the vehicle when it has sold out", async () => {
    // Invercargill gets exactly one people mover, then someone else holds it.
    const { branchId, carClassId } = await ids("IVC", "14");
    const db = await getDb();
    await db.delete(vehicles).where(eq(vehicles.branchId, branchId));
    clearCatalogCache();
    await db
      .insert(vehicles)
      .values({ fleetNumber: "TEST-IVC-14", registration: "ZZIVC14", branchId, carClassId });
    clearCatalogCache();
    const { token, itinerary } = await savedQuote({
      savedAt: nz("2027-04-01 09:00"),
      branch: "IVC",
      classCode: "14",
    });
    const now = nz("2027-04-02 09:00");
    const taken = await holdVehicle({
      carClassId,
      pickupBranchId: branchId,
      dropOffBranchId: branchId,
      pickupAt: nz("2027-04-12 10:00"),
      dropOffAt: nz("2027-04-15 10:00"),
      now,
    });
    expect(taken.ok).toBe(true);

    const session = await newSession();
    setItinerary(session, itineraryFor(branchId, { pickupDate: "2027-09-01" }));
    expect(await resumeQuote(session, token, now)).toEqual({
      ok: false,
      reason: "unavailable",
      status: 409,
      message: QUOTE_MESSAGES.vehicleUnavailable,
      redirectTo: "/vehicles/",
    });
    expect(takeVehiclesNotice(session)).toBe(QUOTE_MESSAGES.vehicleUnavailable);
    expect(getItinerary(session)).toEqual({
      ...itinerary,
      lastQueryDateTime: now.toISOString(),
      searchedByUserId: null,
    });
    expect(getReservation(session)).toEqual(resetReservation());
  });
});

describe("quote clean-up", () => {
  it("deletes quotes that expired before a given instant", async () => {
    const { quote } = await savedQuote({ savedAt: nz("2026-01-01 09:00") });
    expect(await deleteQuotesExpiredBefore(nz("2026-01-09 09:00"))).toBeGreaterThanOrEqual(1);
    expect(await findQuoteByTokenHash(quote.tokenHash)).toBeNull();
  });
});

/* ------------------------------------------------------------------------------------------------
 * The /book-from-quote/ route (real clock: dates are relative to today)
 * ---------------------------------------------------------------------------------------------- */

describe("/book-from-quote/ route", () => {
  const inDays = (days: number) => dayjs().tz(TIME_ZONE).add(days, "day").format("YYYY-MM-DD");

  async function bookingCookie(overrides: Partial<SessionReservation> = {}) {
    const { branchId, carClassId } = await ids("CHC", "1");
    const session = await newSession();
    setItinerary(
      session,
      itineraryFor(branchId, {
        pickupDate: inDays(20),
        dropOffDate: inDays(24),
        lastQueryDateTime: new Date().toISOString(),
      }),
    );
    setReservation(session, reservationFor(carClassId, overrides));
    const setCookie = await commitSession(session);
    return setCookie.split(";")[0];
  }

  const get = (query: string, cookie = "") =>
    routeResponse(
      quoteRoute.loader({
        request: new Request(`http://localhost/book-from-quote/${query}`, {
          headers: cookie ? { Cookie: cookie } : {},
        }),
        params: {},
        context: {},
      }),
    );

  const post = (body: BodyInit | null, cookie = "", contentType?: string) => {
    const headers: Record<string, string> = {};
    if (cookie) headers.Cookie = cookie;
    if (contentType) headers["Content-Type"] = contentType;
    return routeResponse(
      quoteRoute.action({
        request: new Request("http://localhost/book-from-quote/", { method: "POST", body, headers }),
        params: {},
        context: {},
      }),
    );
  };

  const form = (fields: Record<string, string>) => new URLSearchParams(fields);

  it("shows the page without a code, and the reason with 404, 410 or 400", async () => {
    const plain = await get("");
    expect(plain.status).toBe(200);
    expect(await plain.json()).toEqual({ code: "", error: null, back: null });

    const unknown = await get(`?quote=${generateQuoteToken()}`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toEqual({ message: QUOTE_MESSAGES.unknown });

    const empty = await get("?quote=");
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toEqual({ message: QUOTE_MESSAGES.codeRequired });

    const { token } = await savedQuote({
      savedAt: new Date(Date.now() - (QUOTE_VALIDITY_DAYS + 1) * DAY_MS),
    });
    const expired = await get(`?quote=${token}`);
    expect(expired.status).toBe(410);
    expect((await expired.json()).error).toEqual({ message: QUOTE_MESSAGES.expired });
    expect(expired.headers.get("Set-Cookie")).toBeNull();
  });

  it("saves and emails the session's booking, then resumes it from the link at step 4", async () => {
    const cookie = await bookingCookie({
      customerDetails: { ...reservationFor(1).customerDetails!, email: "route@example.nz" },
    });
    const saved = await post(form({ intent: "save" }), cookie, "application/x-www-form-urlencoded");
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/book-now/?step=4&quoteSent=1");

    const [mail] = await listOutbox({ to: "route@example.nz" });
    const link = /http:\/\/localhost:3000\/book-from-quote\/\?quote=([A-Za-z0-9_-]+)/.exec(mail.textBody);
    expect(link).not.toBeNull();

    // Another visitor (no session yet) opens the link.
    const resumed = await get(`?quote=${link?.[1]}`);
    expect(resumed.status).toBe(302);
    expect(resumed.headers.get("Location")).toBe("/book-now/?step=4");
    const session = await getSession(
      new Request("http://localhost/", { headers: { Cookie: cookieHeaderFrom(resumed.headers) } }),
    );
    expect(getItinerary(session)?.pickupDate).toBe(inDays(20));
    expect(getReservation(session)?.reservationId).toBeTruthy();
  });

  it("never answers 500 to a bad post, and sends a visitor without a booking to /vehicles/", async () => {
    expect((await post(form({ intent: "other" }))).status).toBe(400);
    expect((await post(JSON.stringify({ intent: "save" }), "", "application/json")).status).toBe(400);
    expect((await post(null)).status).toBe(400);
    const noBooking = await post(form({ intent: "save" }));
    expect(noBooking.status).toBe(302);
    expect(noBooking.headers.get("Location")).toBe("/vehicles/");
  });

  it("asks for the email address first when the details have none", async () => {
    const cookie = await bookingCookie({ customerDetails: null });
    const response = await post(form({ intent: "save" }), cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: "",
      error: { message: QUOTE_MESSAGES.noEmail },
      back: { href: "/book-now/?step=3", label: QUOTE_PAGE_TEXT.backToBooking },
    });
  });
});

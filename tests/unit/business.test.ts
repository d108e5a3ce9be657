import { confirmReservation, holdVehicle } from "~/services/booking/availability/claims.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { CARD_PRICE_TEXT } from "~/services/booking/search/card-price";
import { describe, expect, it } from "vitest";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { listPaymentsForReservations } from "~/models/accounts/business.server";
import {
  createPayment,
  approvePayment,
  listPaymentsForReservation,
} from "~/models/reservations/payments.server";
import {
  getReservation,
  updateReservation,
  type Reservation,
} from "~/models/reservations/reservations.server";
import { DEMO_ACCOUNTS } from "~/models/seed/accounts";
import { findUserRowByEmail, withoutPassword } from "~/models/accounts/users.server";
import { loader as bookNowLoader } from "~/routes/_booking+/book-now/route";
import { loader as businessBookNowLoader } from "~/routes/business+/book-now";
import { loader as dashboardLoader } from "~/routes/business+/my-account+/_index";
import { loader as invoicesLoader } from "~/routes/business+/my-account+/invoices";
import { loader as manageLoader } from "~/routes/business+/my-account+/manage-booking";
import { action as profileAction } from "~/routes/business+/my-account+/profile._index";
import { loader as csvLoader } from "~/routes/business+/my-account+/reports_.export";
import { action as signInAction } from "~/routes/business+/sign-in";
import { guardBookingStep } from "~/services/booking/steps/flow.server";
import { payOnAccount } from "~/services/booking/payment/on-account.server";
import {
  getConfirmedReservationId,
  resetReservation,
  setItinerary,
  setReservation,
  type SessionItinerary,
} from "~/services/booking/session.server";
import { priceBooking } from "~/services/booking/pricing/booking.server";
import { BUSINESS_BOOK_NOW_BASE, stepUrl } from "~/services/booking/steps/steps";
import {
  cancelBusinessBooking,
  cancelRule,
  paymentsToSettle,
  withinFreeCancellation,
} from "~/services/changes/cancel/business.server";
import { allInclusivePrice } from "~/services/business/new-booking.server";
import { businessSignIn, businessSignInDestination } from "~/services/business/sign-in.server";
import { invoicesFor, parseInvoiceParam, settlingPayment } from "~/services/business/invoices.server";
import { matchesBookingQuery } from "~/services/business/bookings.server";
import { monthlyReport, reportCsv } from "~/services/business/reports.server";
import { BUSINESS_PATHS } from "~/services/business/constants";
import { UNAUTHORIZED } from "~/services/platform/error-text";
import { BUSINESS_MESSAGES } from "~/services/business/text";
import { itineraryInstants, searchVehicles } from "~/services/booking/search/results.server";
import { getSession, getSessionStorage } from "~/services/platform/session.server";
import { startUserSession } from "~/services/accounts/user-session.server";
import { nzDate, stock } from "./support/booking-at-review";
import { routeResponse } from "./support/route-response";

dayjs.extend(utc);
dayjs.extend(timezone);

const PASSWORD = "GoRentals!2026";
const AGENT = DEMO_ACCOUNTS.find((account) => account.userType === "Agent")!;
const CUSTOMER = DEMO_ACCOUNTS.find((account) => account.userType === "Customer")!;
const CORPORATE = DEMO_ACCOUNTS.find((account) => account.userType === "Corporate")!;
const HOUR = 3600 * 1000;

/* ---- helpers ---- */

function reservation(overrides: Partial<Reservation>): Reservation {
  const now = new Date("2026-06-15T00:00:00Z");
  return {
    id: "r1",
    reference: "GO1000001",
    status: "confirmed",
    carClassId: 1,
    pickupBranchId: 1,
    dropOffBranchId: 1,
    pickupAt: new Date("2026-07-01T22:00:00Z"),
    dropOffAt: new Date("2026-07-05T22:00:00Z"),
    holdExpiresAt: null,
    hotDealId: null,
    customerDetails: {
      firstName: "Mere",
      lastName: "Tipene",
      email: "mere@example.co.nz",
      phone: "021 555 0101",
      country: "NZ",
      travelReason: "Business",
    },
    extras: [],
    insuranceCode: null,
    isCarbonOffset: false,
    shuttleCode: null,
    promoCode: null,
    clientReferenceNumber: "KT-001",
    agentId: "AG1001",
    salesSource: "web",
    campaignName: null,
    brandCode: "GO",
    language: "",
    stepComplete: 4,
    priceBreakdown: null,
    total: 100,
    currency: "NZD",
    userId: null,
    clientAddress: null,
    sessionKey: null,
    confirmedAt: now,
    cancelledAt: null,
    checkedInAt: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

async function cookieFor(email: string | null): Promise<string> {
  if (!email) return "";
  const row = await findUserRowByEmail(email);
  return (await startUserSession(new Request("http://localhost/"), withoutPassword(row!))).split(";")[0];
}

type Handler = (args: LoaderFunctionArgs & ActionFunctionArgs) => unknown;
async function call(handler: Handler, url: string, cookie = "", init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (cookie) headers.set("Cookie", cookie);
  try {
    return await routeResponse(
      handler({
        request: new Request(`http://localhost${url}`, { ...init, headers }),
        params: {},
        context: {},
      }),
    );
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** An agency booking at step 4 in a session of the agent, `daysAhead` days away. */
async function agencyBookingAtReview(classCode: string, daysAhead: number, agentCookie: string) {
  const { branchId, carClassId } = await stock(classCode, 1);
  const session = await getSession(new Request("http://localhost/", { headers: { Cookie: agentCookie } }));
  const now = new Date();
  const itinerary: SessionItinerary = {
    pickupBranchId: branchId,
    dropOffBranchId: branchId,
    pickupDate: nzDate(daysAhead),
    pickupTime: "10:00",
    dropOffDate: nzDate(daysAhead + 4),
    dropOffTime: "10:00",
    promoCode: "",
    aaNumber: null,
    agentId: "AG1001",
    clientReferenceNumber: "KT-42",
    lastQueryDateTime: now.toISOString(),
    searchedByUserId: session.get("userId") as string,
  };
  const { pickupAt, dropOffAt } = itineraryInstants(itinerary);
  const held = await holdVehicle({
    carClassId,
    pickupBranchId: branchId,
    dropOffBranchId: branchId,
    pickupAt,
    dropOffAt,
    agentId: "AG1001",
    clientReferenceNumber: "KT-42",
    now,
  });
  if (!held.ok) throw new Error("expected a hold");
  const customerDetails = {
    firstName: "Mere",
    lastName: "Tipene",
    email: "mere@example.co.nz",
    phone: "021 555 0101",
    country: "NZ",
    travelReason: "Business",
  };
  const sessionReservation = {
    ...resetReservation(),
    reservationId: held.reservation.id,
    carClassId,
    customerDetails,
    stepComplete: 4,
  };
  const priced = await priceBooking(itinerary, sessionReservation);
  await updateReservation(held.reservation.id, {
    customerDetails,
    priceBreakdown: priced!.breakdown,
    stepComplete: 4,
  });
  setItinerary(session, itinerary);
  setReservation(session, sessionReservation);
  return { session, reservationId: held.reservation.id };
}

/* ---- pure rules ---- */

describe("business sign-in", () => {
  it("lets agents and corporate users in and sends customers to /sign-in/", async () => {
    expect((await businessSignIn(AGENT.email, PASSWORD)).ok).toBe(true);
    expect((await businessSignIn(CORPORATE.email, PASSWORD)).ok).toBe(true);
    const customer = await businessSignIn(CUSTOMER.email, PASSWORD);
    expect(customer).toMatchObject({
      ok: false,
      reason: "customer",
      message: BUSINESS_MESSAGES.customerAccount,
    });
    expect(customer.ok ? "" : customer.message).toContain("/sign-in/");
    expect((await businessSignIn(AGENT.email, "wrong-password")).ok).toBe(false);
  });

  it("goes to a /business/ redirectTo only", () => {
    expect(
      businessSignInDestination(
        "http://localhost/business/sign-in/?redirectTo=%2Fbusiness%2Fmy-account%2Finvoices%2F",
      ),
    ).toBe("/business/my-account/invoices/");
    expect(
      businessSignInDestination("http://localhost/business/sign-in/?redirectTo=%2F%2Fevil.example"),
    ).toBe(BUSINESS_PATHS.myAccount);
    expect(businessSignInDestination("http://localhost/business/sign-in/?redirectTo=%2Fmy-account%2F")).toBe(
      BUSINESS_PATHS.myAccount,
    );
    expect(businessSignInDestination("http://localhost/business/sign-in/")).toBe(BUSINESS_PATHS.myAccount);
  });

  it("the route answers 403 with the message for a customer, keeping the address", async () => {
    const body = new URLSearchParams({ email: CUSTOMER.email, password: PASSWORD });
    const response = await call(signInAction as Handler, "/business/sign-in/", "", { method: "POST", body });
    expect(response.status).toBe(403);
    const data = await response.json();
    expect(data.formError).toBe(BUSINESS_MESSAGES.customerAccount);
    expect(data.repopulateFields).toEqual({ email: CUSTOMER.email });
  });

  it("the route rotates the session and lands on the dashboard for an agent", async () => {
    const body = new URLSearchParams({ email: AGENT.email, password: PASSWORD });
    const response = await call(signInAction as Handler, "/business/sign-in/", "", { method: "POST", body });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(BUSINESS_PATHS.myAccount);
    expect(response.headers.get("Set-Cookie")).toBeTruthy();
  });
});

describe("invoices: one per confirmed booking of the agency", () => {
  const context = {
    branchNames: new Map([[1, "Auckland Airport"]]),
    vehicleNames: new Map([[1, "Toyota Corolla"]]),
  };

  it("skips holds, payments in progress and cancelled bookings, newest first", () => {
    const rows = [
      reservation({ id: "a", reference: "GO1000001", confirmedAt: new Date("2026-05-01T00:00:00Z") }),
      reservation({ id: "b", reference: "GO1000002", status: "held" }),
      reservation({ id: "c", reference: "GO1000003", status: "cancelled" }),
      reservation({ id: "d", reference: "GO1000004", status: "payment_pending" }),
      reservation({ id: "e", reference: "GO1000005", confirmedAt: new Date("2026-06-01T00:00:00Z") }),
    ];
    const invoices = invoicesFor(rows, [], context);
    expect(invoices.map((invoice) => invoice.number)).toEqual(["INV-GO1000005", "INV-GO1000001"]);
    expect(invoices[0]).toMatchObject({
      clientName: "Mere Tipene",
      clientReference: "KT-001",
      pickupBranch: "Auckland Airport",
      vehicle: "Toyota Corolla",
      total: 100,
    });
  });

  it("says how each booking is paid", () => {
    const at = new Date();
    const payment = (
      id: string,
      method: "on-account" | "credit-card" | "account2account",
      status: "approved" | "pending" | "cancelled",
    ) =>
      ({
        id,
        reservationId: "a",
        method,
        status,
        amount: 100,
        processingFee: 0,
        cardType: null,
        cardLast4: null,
        provider: "sandbox",
        providerReference: null,
        declineReason: null,
        idempotencyKey: id,
        purpose: "booking",
        changeId: null,
        refundOfPaymentId: null,
        createdAt: at,
        updatedAt: at,
      }) as const;
    expect(
      settlingPayment([payment("1", "credit-card", "cancelled"), payment("2", "on-account", "approved")])?.id,
    ).toBe("2");
    const [onAccount] = invoicesFor(
      [reservation({ id: "a" })],
      [payment("2", "on-account", "approved")],
      context,
    );
    expect(onAccount).toMatchObject({ paymentLabel: BUSINESS_MESSAGES.onAccountLabel, paymentStatus: "Due" });
    const [card] = invoicesFor(
      [reservation({ id: "a" })],
      [payment("3", "credit-card", "approved")],
      context,
    );
    expect(card).toMatchObject({ paymentLabel: "Paid by card", paymentStatus: "Paid" });
  });

  it("reads ?invoice= as a reservation number", () => {
    expect(parseInvoiceParam("go1234567")).toBe("GO1234567");
    expect(parseInvoiceParam("INV-GO1234567")).toBe("GO1234567");
    expect(parseInvoiceParam("GO12")).toBeNull();
    expect(parseInvoiceParam(null)).toBeNull();
  });
});

describe("reports: bookings and revenue per month", () => {
  const now = new Date("2026-11-15T00:00:00Z");

  it("covers the last 12 months, oldest first, zeros included", () => {
    const report = monthlyReport([], now);
    expect(report).toHaveLength(12);
    expect(report[0].month).toBe("2025-12");
    expect(report[11]).toEqual({ month: "2026-11", label: "Nov 2026", bookings: 0, revenue: 0 });
  });

  it("counts confirmed bookings by New Zealand month of confirmation", () => {
    const rows = [
      // 31 Oct 23:30 UTC is 1 Nov in New Zealand.
      reservation({ confirmedAt: new Date("2026-10-31T23:30:00Z"), total: 120.5 }),
      reservation({ confirmedAt: new Date("2026-11-10T00:00:00Z"), total: 99.25 }),
      reservation({ confirmedAt: new Date("2026-10-10T00:00:00Z"), total: 50 }),
      reservation({ status: "cancelled", confirmedAt: new Date("2026-11-10T00:00:00Z"), total: 999 }),
      reservation({
        status: "held",
        confirmedAt: null,
        createdAt: new Date("2026-11-10T00:00:00Z"),
        total: 999,
      }),
      // Older than 12 months: not in the report.
      reservation({ confirmedAt: new Date("2025-10-10T00:00:00Z"), total: 999 }),
    ];
    const report = monthlyReport(rows, now);
    expect(report.find((row) => row.month === "2026-11")).toMatchObject({ bookings: 2, revenue: 219.75 });
    expect(report.find((row) => row.month === "2026-10")).toMatchObject({ bookings: 1, revenue: 50 });
    expect(report.reduce((sum, row) => sum + row.bookings, 0)).toBe(3);
  });

  it("writes CSV with a header row and two decimals", () => {
    const csv = reportCsv([{ month: "2026-11", label: "Nov 2026", bookings: 2, revenue: 219.75 }]);
    expect(csv).toBe("Month,Bookings,Revenue (NZD)\r\n2026-11,2,219.75\r\n");
  });
});

describe("cancel cut-off: free up to 48 hours before pick-up", () => {
  const now = new Date("2026-06-01T00:00:00Z");
  it("allows exactly 48 hours, refuses 47 h 59", () => {
    expect(withinFreeCancellation(new Date(now.getTime() + 48 * HOUR), now)).toBe(true);
    expect(withinFreeCancellation(new Date(now.getTime() + 48 * HOUR - 60_000), now)).toBe(false);
    expect(cancelRule(reservation({ pickupAt: new Date(now.getTime() + 72 * HOUR) }), now)).toBe("allowed");
    expect(cancelRule(reservation({ pickupAt: new Date(now.getTime() + 24 * HOUR) }), now)).toBe("too-late");
    expect(cancelRule(reservation({ pickupAt: new Date(now.getTime() - HOUR) }), now)).toBe(
      "not-cancellable",
    );
    expect(
      cancelRule(reservation({ status: "cancelled", pickupAt: new Date(now.getTime() + 72 * HOUR) }), now),
    ).toBe("not-cancellable");
  });

  it("refunds approved cards, cancels pending payments, leaves on-account alone", () => {
    const at = new Date();
    const base = {
      reservationId: "a",
      amount: 10,
      processingFee: 0,
      cardType: null,
      cardLast4: null,
      provider: "sandbox" as const,
      providerReference: null,
      declineReason: null,
      purpose: "booking" as const,
      changeId: null,
      createdAt: at,
      updatedAt: at,
    };
    const settle = paymentsToSettle([
      { ...base, id: "card", idempotencyKey: "1", method: "credit-card", status: "approved" },
      { ...base, id: "transfer", idempotencyKey: "2", method: "account2account", status: "pending" },
      { ...base, id: "account", idempotencyKey: "3", method: "on-account", status: "approved" },
    ]);
    expect(settle.refund.map((payment) => payment.id)).toEqual(["card"]);
    expect(settle.cancel.map((payment) => payment.id)).toEqual(["transfer"]);
  });
});

describe("manage-booking search and all-inclusive prices", () => {
  it("matches reservation number, client name and client reference, any case", () => {
    const row = reservation({});
    expect(matchesBookingQuery(row, "")).toBe(true);
    expect(matchesBookingQuery(row, "go1000001")).toBe(true);
    expect(matchesBookingQuery(row, "mere  tipene")).toBe(true);
    expect(matchesBookingQuery(row, "kt-001")).toBe(true);
    expect(matchesBookingQuery(row, "GO9")).toBe(false);
  });

  it("adds standard cover for every rental day", () => {
    const price = allInclusivePrice(
      {
        price: {
          days: 4,
          discountedDailyRate: 50,
          oneWayFee: 0,
          vehicle: { freeDays: 0, chargeableDays: 4 },
        } as never,
      },
      19,
    );
    expect(price).toMatchObject({ total: 276, dailyRate: 69 });
  });

  it("shows cover on a deal's free days as its own line, so the card adds up", () => {
    const price = allInclusivePrice(
      {
        price: {
          days: 4,
          discountedDailyRate: 50,
          oneWayFee: 95,
          vehicle: { freeDays: 1, chargeableDays: 3 },
        } as never,
      },
      19,
    );
    expect(price.dailyRate).toBe(69);
    expect(price.lines).toEqual([
      { label: CARD_PRICE_TEXT.oneWayFee, amount: 95 },
      { label: CARD_PRICE_TEXT.coverOnFreeDays, amount: 19 },
    ]);
    expect(price.total).toBe(69 * 3 + 95 + 19);
  });

  it("business steps live under /business/book-now/", () => {
    expect(stepUrl(3, "", BUSINESS_BOOK_NOW_BASE)).toBe("/business/book-now/?step=3");
    expect(stepUrl(3)).toBe("/book-now/?step=3");
  });
});

/* ---- role checks of the business loaders and actions ---- */

describe("role rules of the business routes (spec section 6)", () => {
  it("guest → /business/sign-in/, customer → 404 Unauthorized, agent and corporate → 200", async () => {
    const guest = await call(dashboardLoader as Handler, "/business/my-account/");
    expect(guest.status).toBe(302);
    expect(guest.headers.get("Location")).toBe("/business/sign-in/?redirectTo=%2Fbusiness%2Fmy-account%2F");

    const customer = await call(
      dashboardLoader as Handler,
      "/business/my-account/",
      await cookieFor(CUSTOMER.email),
    );
    expect(customer.status).toBe(404);
    expect(await customer.text()).toBe(UNAUTHORIZED);

    for (const email of [AGENT.email, CORPORATE.email]) {
      const response = await call(
        dashboardLoader as Handler,
        "/business/my-account/",
        await cookieFor(email),
      );
      expect(response.status).toBe(200);
    }
    const invoices = await call(
      invoicesLoader as Handler,
      "/business/my-account/invoices/",
      await cookieFor(CUSTOMER.email),
    );
    expect(invoices.status).toBe(404);
    const manage = await call(manageLoader as Handler, "/business/my-account/manage-booking/?q=x");
    expect(manage.headers.get("Location")).toMatch(/^\/business\/sign-in\//);
  });

  it("actions check the role too, and saving needs a live token", async () => {
    const body = () => new URLSearchParams({ accountName: "Kiwi Travel Co", contactPhone: "+64 9 555 0188" });
    const guest = await call(profileAction as Handler, "/business/my-account/profile/", "", {
      method: "POST",
      body: body(),
    });
    expect(guest.headers.get("Location")).toMatch(/^\/business\/sign-in\//);
    const customer = await call(
      profileAction as Handler,
      "/business/my-account/profile/",
      await cookieFor(CUSTOMER.email),
      { method: "POST", body: body() },
    );
    expect(customer.status).toBe(404);
    const agent = await call(
      profileAction as Handler,
      "/business/my-account/profile/",
      await cookieFor(AGENT.email),
      { method: "POST", body: body() },
    );
    expect(agent.status).toBe(200);
    const bad = await call(
      profileAction as Handler,
      "/business/my-account/profile/",
      await cookieFor(AGENT.email),
      {
        method: "POST",
        body: new URLSearchParams({ accountName: "", contactPhone: "abc" }),
      },
    );
    expect(bad.status).toBe(422);

    // A session whose token was revoked (signed out elsewhere) goes back to sign-in.
    const cookie = await cookieFor(AGENT.email);
    const session = await getSession(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    const { revokeToken } = await import("~/services/accounts/auth.server");
    await revokeToken((session.get("user") as { token: string }).token);
    const revoked = await call(profileAction as Handler, "/business/my-account/profile/", cookie, {
      method: "POST",
      body: body(),
    });
    expect(revoked.headers.get("Location") ?? "").toMatch(/^\/business\/sign-in\//);
  });

  it("/business/book-now/: guest and customer → /book-now/; /book-now/: agent → /business/book-now/", async () => {
    for (const cookie of ["", await cookieFor(CUSTOMER.email)]) {
      const response = await call(businessBookNowLoader as Handler, "/business/book-now/?step=1", cookie);
      expect(response.headers.get("Location")).toBe("/book-now/");
    }
    const agent = await call(bookNowLoader as Handler, "/book-now/?step=2", await cookieFor(AGENT.email));
    expect(agent.headers.get("Location")).toBe("/business/book-now/");
    // An agent with nothing to book goes to the business search.
    const nothing = await call(
      businessBookNowLoader as Handler,
      "/business/book-now/?step=2",
      await cookieFor(AGENT.email),
    );
    expect(nothing.headers.get("Location")).toBe(BUSINESS_PATHS.newBooking);
  });

  it("guardBookingStep in business mode refuses guests and keeps the business path", async () => {
    const session = await getSessionStorage().getSession();
    const guarded = guardBookingStep(session, 2, new Date(), "business");
    expect(guarded.ok).toBe(false);
    if (!guarded.ok) expect(guarded.response.headers.get("Location")).toBe("/book-now/");
  });
});

/* ---- on the database: on-account booking, invoice, report, cancel ---- */

describe("an agency booking charged to the account", () => {
  it("is confirmed with an on-account payment, invoiced, reported and cancellable up to 48 h", async () => {
    const cookie = await cookieFor(AGENT.email);
    const { session, reservationId } = await agencyBookingAtReview("5", 40, cookie);
    const location = await payOnAccount(session);
    expect(location).toBe(BUSINESS_PATHS.confirmation);
    expect(getConfirmedReservationId(session)).toBe(reservationId);
    const row = await getReservation(reservationId);
    expect(row).toMatchObject({ status: "confirmed", agentId: "AG1001", clientReferenceNumber: "KT-42" });
    const payments = await listPaymentsForReservation(reservationId);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ method: "on-account", status: "approved", processingFee: 0 });
    // Charging again changes nothing.
    await payOnAccount(session);
    expect(await listPaymentsForReservation(reservationId)).toHaveLength(1);

    const invoices = await call(
      invoicesLoader as Handler,
      `/business/my-account/invoices/?invoice=${row!.reference}`,
      cookie,
    );
    expect(invoices.status).toBe(200);
    const data = await invoices.json();
    expect(data.invoice).toMatchObject({
      reference: row!.reference,
      clientReference: "KT-42",
      paymentLabel: BUSINESS_MESSAGES.onAccountLabel,
    });
    const missing = await call(
      invoicesLoader as Handler,
      "/business/my-account/invoices/?invoice=GO0000000",
      cookie,
    );
    expect(missing.status).toBe(404);

    const manage = await (
      await call(manageLoader as Handler, "/business/my-account/manage-booking/?q=kt-42", cookie)
    ).json();
    expect(manage.bookings.map((booking: { reference: string }) => booking.reference)).toEqual([
      row!.reference,
    ]);

    const csv = await call(csvLoader as Handler, "/business/my-account/reports/export/?format=csv", cookie);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="go-rentals-report-AG1001-\d{4}-\d{2}\.csv"$/,
    );
    const text = await csv.text();
    expect(text.split("\r\n")[0]).toBe("Month,Bookings,Revenue (NZD)");
    expect(text).toContain(`,1,${row!.total.toFixed(2)}`);

    // Another account cannot cancel it; this one can (40 days ahead), once.
    expect((await cancelBusinessBooking("CO2001", row!.reference)).kind).toBe("not-found");
    const cancelled = await cancelBusinessBooking("AG1001", row!.reference);
    expect(cancelled).toMatchObject({ kind: "cancelled", refunded: null });
    expect((await getReservation(reservationId))?.status).toBe("cancelled");
    expect((await cancelBusinessBooking("AG1001", row!.reference)).kind).toBe("not-found");
  });

  it("within 48 hours of pick-up goes to support; a card payment is refunded on cancel", async () => {
    const { branchId, carClassId } = await stock("9", 2);
    const now = new Date();
    const soon = await holdVehicle({
      carClassId,
      pickupBranchId: branchId,
      dropOffBranchId: branchId,
      pickupAt: new Date(now.getTime() + 24 * HOUR),
      dropOffAt: new Date(now.getTime() + 96 * HOUR),
      agentId: "AG1001",
      now,
    });
    const later = await holdVehicle({
      carClassId,
      pickupBranchId: branchId,
      dropOffBranchId: branchId,
      pickupAt: new Date(now.getTime() + 30 * 24 * HOUR),
      dropOffAt: new Date(now.getTime() + 33 * 24 * HOUR),
      agentId: "AG1001",
      now,
    });
    if (!soon.ok || !later.ok) throw new Error("expected holds");
    await confirmReservation(soon.reservation.id, { now });
    await confirmReservation(later.reservation.id, { now });
    expect(await cancelBusinessBooking("AG1001", soon.reservation.reference, now)).toEqual({
      kind: "too-late",
      reference: soon.reservation.reference,
    });

    const { payment } = await createPayment({
      reservationId: later.reservation.id,
      method: "credit-card",
      amount: 321.5,
      idempotencyKey: `test:${later.reservation.id}`,
      now,
    });
    await approvePayment(payment.id, { now });
    const result = await cancelBusinessBooking("AG1001", later.reservation.reference, now);
    expect(result).toMatchObject({ kind: "cancelled", refunded: 321.5 });
    // The refund is its own payment row (the customer flow's refund, cancel-booking.server.ts).
    const refunds = (await listPaymentsForReservations([later.reservation.id])).filter(
      (row) => row.status === "refunded",
    );
    expect(refunds.map((row) => row.amount)).toEqual([321.5]);
  });
});

describe("the business booking through its routes", () => {
  it("search → choose → extras → client details → charge to account → confirmation", async () => {
    const { loader: newBookingLoader, action: newBookingAction } =
      await import("~/routes/business+/my-account+/new-booking");
    const { action: businessBookNowAction } = await import("~/routes/business+/book-now");
    const { loader: confirmationLoader } = await import("~/routes/business+/confirmation");
    const { cookieHeaderFrom } = await import("./support/cookies");
    const branch = await getBranchByCode("WLG");
    let cookie = await cookieFor(AGENT.email);
    const post = (handler: Handler, url: string, fields: Record<string, string>) =>
      call(handler, url, cookie, { method: "POST", body: new URLSearchParams(fields) });

    const bad = await post(newBookingAction as Handler, "/business/my-account/new-booking/", {
      pickupBranch: "",
    });
    expect(bad.status).toBe(422);
    const searched = await post(newBookingAction as Handler, "/business/my-account/new-booking/", {
      pickupBranch: String(branch!.id),
      pickupDate: nzDate(50),
      pickupTime: "10:00",
      dropOffDate: nzDate(54),
      dropOffTime: "10:00",
    });
    expect(searched.status).toBe(303);
    cookie = cookieHeaderFrom(searched.headers) || cookie;
    const page = await (
      await call(newBookingLoader as Handler, "/business/my-account/new-booking/", cookie)
    ).json();
    const vehicle = page.vehicles.find(
      (candidate: { carClassStatus: string }) => candidate.carClassStatus !== "Soldout",
    );
    expect(vehicle).toBeTruthy();
    // All-inclusive: standard cover ($19 a day) on top of the vehicle price a customer is quoted.
    const trip: SessionItinerary = {
      pickupBranchId: branch!.id,
      dropOffBranchId: branch!.id,
      pickupDate: nzDate(50),
      pickupTime: "10:00",
      dropOffDate: nzDate(54),
      dropOffTime: "10:00",
      promoCode: "",
      aaNumber: null,
      agentId: null,
      clientReferenceNumber: null,
      lastQueryDateTime: new Date().toISOString(),
      searchedByUserId: null,
    };
    const quoted = (await searchVehicles(trip)).find(
      (candidate) => candidate.carClassId === vehicle.carClassId,
    )!;
    expect(vehicle.shown.days).toBe(quoted.price.days);
    expect(vehicle.shown.total).toBeCloseTo(quoted.price.total + 19 * quoted.price.days, 2);
    // What the card shows adds up: per day (cover included) × the days not free + its lines.
    const lines = (vehicle.shown.lines ?? []).reduce(
      (sum: number, line: { amount: number }) => sum + line.amount,
      0,
    );
    expect(
      vehicle.shown.dailyRate * (vehicle.shown.days - (vehicle.shown.freeDays ?? 0)) + lines,
    ).toBeCloseTo(vehicle.shown.total, 2);
    // The page carries what its cards show, not the price breakdown.
    expect(vehicle).not.toHaveProperty("price");

    const chosen = await post(businessBookNowAction as Handler, "/business/book-now/?step=1", {
      carClassId: String(vehicle.carClassId),
    });
    expect(chosen.headers.get("Location")).toBe("/business/book-now/?step=2");
    const extras = await post(businessBookNowAction as Handler, "/business/book-now/?step=2", {
      insurance: "standard",
      shuttle: "none",
    });
    expect(extras.headers.get("Location")).toBe("/business/book-now/?step=3");
    const driver = {
      firstName: "Mere",
      lastName: "Tipene",
      email: "mere@example.co.nz",
      phone: "+64 21 555 0101",
      country: "NZ",
      travelReason: "Business",
      acceptTerms: "on",
    };
    const missingReference = await post(
      businessBookNowAction as Handler,
      "/business/book-now/?step=3",
      driver,
    );
    expect(missingReference.status).toBe(422);
    expect((await missingReference.json()).fieldErrors.clientReferenceNumber).toBe(
      BUSINESS_MESSAGES.clientReferenceRequired,
    );
    const tooLong = await post(businessBookNowAction as Handler, "/business/book-now/?step=3", {
      ...driver,
      clientReferenceNumber: "X".repeat(31),
    });
    expect((await tooLong.json()).fieldErrors.clientReferenceNumber).toBe(
      BUSINESS_MESSAGES.clientReferenceTooLong,
    );
    const details = await post(businessBookNowAction as Handler, "/business/book-now/?step=3", {
      ...driver,
      clientReferenceNumber: "KT-ROUTE",
    });
    expect(details.headers.get("Location")).toBe("/business/book-now/?step=4");
    const noMethod = await post(businessBookNowAction as Handler, "/business/book-now/?step=4", {});
    expect(noMethod.status).toBe(422);
    const paid = await post(businessBookNowAction as Handler, "/business/book-now/?step=4", {
      paymentMethod: "on-account",
    });
    expect(paid.headers.get("Location")).toBe(BUSINESS_PATHS.confirmation);

    const confirmation = await (
      await call(confirmationLoader as Handler, "/business/confirmation/", cookie)
    ).json();
    expect(confirmation.booking.reference).toMatch(/^GO\d{7}$/);
    expect(confirmation).toMatchObject({ clientReference: "KT-ROUTE", onAccount: true });
    const row = await getReservation(confirmation.booking.reservationId);
    expect(row).toMatchObject({
      status: "confirmed",
      agentId: "AG1001",
      clientReferenceNumber: "KT-ROUTE",
      insuranceCode: "standard",
    });
  });
});

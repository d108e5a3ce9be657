/**
 * An agent's (or corporate) change of a business booking: reached from the business area's list,
 * settled on the account when the booking was charged to it (once, however often the review is
 * submitted), on the invoice, and in the back office (the booking's history and the audit log).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { findUserRowByEmail, withoutPassword } from "~/models/accounts/users.server";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { getDb } from "~/models/db.server";
import { listAuditEvents } from "~/models/operations/audit-events.server";
import { listBookingEvents } from "~/models/reservations/booking-events.server";
import { listPaymentsForReservation } from "~/models/reservations/payments.server";
import { getReservation, type Reservation } from "~/models/reservations/reservations.server";
import { reservations } from "~/models/schema";
import { DEMO_ACCOUNTS } from "~/models/seed/accounts";
import {
  action as reviewRouteAction,
  loader as reviewRouteLoader,
} from "~/routes/_manage+/manage-booking+/change.review";
import { loader as doneRouteLoader } from "~/routes/_manage+/manage-booking+/change.done";
import { loader as manageLoader } from "~/routes/business+/my-account+/manage-booking";
import { auditLogPage } from "~/services/admin/audit/audit.server";
import { startUserSession } from "~/services/accounts/user-session.server";
import { listAgencyInvoices } from "~/services/business/invoices.server";
import { BUSINESS_MESSAGES } from "~/services/business/text";
import { BOOKING_CHANGE_AUDIT_ACTION } from "~/services/changes/change/audit.server";
import { applyBookingChange } from "~/services/changes/change/apply.server";
import {
  blockOf,
  changeState,
  proposeChange,
  type ChangeInProgress,
} from "~/services/changes/change/change.server";
import { changeExtraField, changeStartPath } from "~/services/changes/change/rules";
import { counterBookingPath } from "~/services/admin/bookings/paths";
import { CHANGE_BLOCK_TEXT, CHANGE_ON_ACCOUNT_TEXT, CHANGE_PATHS } from "~/services/changes/change/text";
import { isRefundRow } from "~/services/changes/payments.server";
import { formatMoney } from "~/services/platform/money";
import { changeableBooking } from "./support/changeable-booking";
import { routeResponse } from "./support/route-response";

const AGENT = DEMO_ACCOUNTS.find((account) => account.userType === "Agent")!;
const AGENT_ID = "AG1001";
const DAY = 86_400_000;
const cents = (amount: number) => Math.round(amount * 100);

beforeAll(async () => {
  await getBranchByCode("ZQN");
}, 180_000);

function at(days: number): Date {
  return new Date(Date.now() + days * DAY);
}

/** An agency's confirmed booking at Queenstown Airport, `start` days into November 2027. */
function agencyBooking(options: {
  start: number;
  paidBy: "on-account" | "credit-card";
  extras?: { code: string; quantity: number }[];
}): Promise<Reservation> {
  return changeableBooking({
    pickupAt: at(options.start),
    paidBy: options.paidBy,
    extras: options.extras,
    owner: { agentId: AGENT_ID },
  });
}

async function agentCookie(): Promise<string> {
  const row = await findUserRowByEmail(AGENT.email);
  return (await startUserSession(new Request("http://localhost/"), withoutPassword(row!))).split(";")[0];
}

type Handler = (args: LoaderFunctionArgs & ActionFunctionArgs) => unknown;
async function call(
  handler: Handler,
  url: string,
  cookie: string,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("Cookie", cookie);
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

/** The change the agent chose on the form, priced and in progress. */
async function proposed(reservation: Reservation, extras: Record<string, number>): Promise<ChangeInProgress> {
  const entries: [string, string][] = Object.entries(extras).map(([code, quantity]) => [
    changeExtraField(code),
    String(quantity),
  ]);
  entries.push(["insurance", "basic"], ["flightNumber", "NZ601"]);
  const result = await proposeChange(reservation, entries, { actor: "agent" });
  if (result.kind !== "priced") throw new Error(`expected a price, got ${JSON.stringify(result)}`);
  const state = await changeState((await getReservation(reservation.id))!, new Date(), "agent");
  if (state.kind !== "ready") throw new Error(`expected a change in progress, got ${state.kind}`);
  return state;
}

/** The review page's button, pressed `times` at once by the agent. */
async function submitReview(reservation: Reservation, cookie: string, times: number): Promise<Response[]> {
  const url = `${CHANGE_PATHS.review}?booking=${reservation.reference}`;
  return Promise.all(
    Array.from({ length: times }, () => call(reviewRouteAction as Handler, url, cookie, { method: "POST" })),
  );
}

describe("the business area's list of bookings", () => {
  it("offers Change booking for a booking that may change, and says why for one that can't", async () => {
    const later = await agencyBooking({ start: 30, paidBy: "on-account" });
    const soon = await agencyBooking({ start: 1, paidBy: "on-account" });
    const response = await call(
      manageLoader as Handler,
      "/business/my-account/manage-booking/",
      await agentCookie(),
    );
    const page = (await response.json()) as {
      bookings: { reference: string; change: { href: string | null; note: string | null } | null }[];
    };
    const row = (reference: string) => page.bookings.find((booking) => booking.reference === reference);
    expect(row(later.reference)?.change).toEqual({ href: changeStartPath(later.reference), note: null });
    expect(row(soon.reference)?.change).toEqual({ href: null, note: CHANGE_BLOCK_TEXT.cutoff });
  });
});

describe("a booking charged to the account", () => {
  it("charges the difference to the account once despite a double submit, with no gateway", async () => {
    const reservation = await agencyBooking({ start: 40, paidBy: "on-account" });
    const cookie = await agentCookie();
    const state = await proposed(reservation, { "child-seat": 1 });
    expect(state.detail.difference).toBeGreaterThan(0);

    const review = await call(
      reviewRouteLoader as Handler,
      `${CHANGE_PATHS.review}?booking=${reservation.reference}`,
      cookie,
    );
    expect(((await review.json()) as { onAccount: string }).onAccount).toBe(
      CHANGE_ON_ACCOUNT_TEXT.chargeNote(formatMoney(state.detail.difference)),
    );

    const answers = await submitReview(reservation, cookie, 3);
    for (const answer of answers) expect(answer.headers.get("Location")).toBe(CHANGE_PATHS.done);

    const payments = await listPaymentsForReservation(reservation.id);
    const charges = payments.filter((payment) => payment.purpose === "change");
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ method: "on-account", status: "approved", providerReference: null });
    expect(cents(charges[0].amount)).toBe(cents(state.detail.difference));
    const after = (await getReservation(reservation.id))!;
    expect(after.extras).toEqual([{ code: "child-seat", quantity: 1 }]);
    expect(cents(after.total)).toBe(cents(state.detail.newTotal));

    const [changed] = await listBookingEvents(reservation.id, "changed");
    expect(changed.actor).toBe("agent");
    expect(changed.detail?.note).toContain(
      CHANGE_ON_ACCOUNT_TEXT.charged(formatMoney(state.detail.difference)),
    );
    expect(changed.detail?.note).toContain(
      `${formatMoney(state.detail.oldTotal)} → ${formatMoney(state.detail.newTotal)}`,
    );

    const done = await call(
      doneRouteLoader as Handler,
      `${CHANGE_PATHS.done}?booking=${reservation.reference}`,
      cookie,
    );
    expect(((await done.json()) as { moneyText: string }).moneyText).toBe(
      CHANGE_ON_ACCOUNT_TEXT.charged(formatMoney(state.detail.difference)),
    );

    // Submitting again (a back button) charges nothing more.
    await submitReview(reservation, cookie, 1);
    expect(
      (await listPaymentsForReservation(reservation.id)).filter((p) => p.purpose === "change"),
    ).toHaveLength(1);
  });

  it("credits money back to the account once despite a double submit, against the account's charge", async () => {
    const reservation = await agencyBooking({
      start: 42,
      paidBy: "on-account",
      extras: [{ code: "child-seat", quantity: 1 }],
    });
    const cookie = await agentCookie();
    const state = await proposed(reservation, {});
    expect(state.detail.difference).toBeLessThan(0);

    const answers = await submitReview(reservation, cookie, 3);
    for (const answer of answers) expect(answer.headers.get("Location")).toBe(CHANGE_PATHS.done);

    const payments = await listPaymentsForReservation(reservation.id);
    const booked = payments.find((payment) => payment.purpose === "booking")!;
    const credits = payments.filter((payment) => isRefundRow(payment));
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({
      method: "on-account",
      status: "refunded",
      refundOfPaymentId: booked.id,
    });
    expect(cents(credits[0].amount)).toBe(-cents(state.detail.difference));
    expect(payments.filter((payment) => payment.method !== "on-account")).toHaveLength(0);
    expect((await getReservation(reservation.id))!.extras).toEqual([]);
    const [changed] = await listBookingEvents(reservation.id, "changed");
    expect(changed.detail?.note).toContain(
      CHANGE_ON_ACCOUNT_TEXT.credited(formatMoney(-state.detail.difference)),
    );
  });

  it("lets only the account change a booking charged to it: a customer is told to ask them", async () => {
    const reservation = await agencyBooking({ start: 60, paidBy: "on-account" });
    const entries: [string, string][] = [
      ["extra-child-seat", "1"],
      ["insurance", "basic"],
    ];
    expect(await proposeChange(reservation, entries)).toEqual({ kind: "blocked", reason: "account" });
    expect(await blockOf(reservation, new Date(), "customer")).toBe("account");
    expect(await blockOf(reservation, new Date(), "agent")).toBeNull();
  });

  it("keeps the card path for a card-paid agency booking", async () => {
    const reservation = await agencyBooking({ start: 44, paidBy: "credit-card" });
    await proposed(reservation, { "child-seat": 1 });
    const [answer] = await submitReview(reservation, await agentCookie(), 1);
    expect(answer.headers.get("Location")).not.toBe(CHANGE_PATHS.done);
    const charges = (await listPaymentsForReservation(reservation.id)).filter((p) => p.purpose === "change");
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ method: "credit-card", status: "pending" });
  });
});

describe("the invoice after a change", () => {
  it("has the booking's new lines and total, and the change's charge and credit, so it adds up", async () => {
    const reservation = await agencyBooking({ start: 46, paidBy: "on-account" });
    const cookie = await agentCookie();
    await proposed(reservation, { "child-seat": 2 });
    await submitReview(reservation, cookie, 1);
    const after = (await getReservation(reservation.id))!;
    await proposed(after, { "child-seat": 1 });
    await submitReview(after, cookie, 1);
    const final = (await getReservation(reservation.id))!;

    const invoice = (await listAgencyInvoices(AGENT_ID)).find(
      (row) => row.reference === reservation.reference,
    )!;
    expect(cents(invoice.total)).toBe(cents(final.total));
    expect(invoice.lines).toEqual(
      final.priceBreakdown!.lines.map(({ label, amount }) => ({ label, amount })),
    );
    const P = BUSINESS_MESSAGES.invoicePayment;
    expect(invoice.payments.map((payment) => payment.label)).toEqual([
      P.charge["on-account"],
      `${P.charge["on-account"]} (${P.purposes.change})`,
      `${P.credit["on-account"]} (${P.purposes.change})`,
    ]);
    const sum = invoice.payments.reduce((total, payment) => total + cents(payment.amount), 0);
    expect(sum).toBe(cents(final.total));
    expect(invoice).toMatchObject({ paymentStatus: "Due" });
    expect(cents(invoice.amountDue)).toBe(cents(final.total));
  });

  it("stays Paid for a card-paid booking whose change was refunded to the card", async () => {
    const reservation = await agencyBooking({
      start: 48,
      paidBy: "credit-card",
      extras: [{ code: "child-seat", quantity: 1 }],
    });
    await proposed(reservation, {});
    await submitReview(reservation, await agentCookie(), 1);
    const final = (await getReservation(reservation.id))!;
    expect(final.extras).toEqual([]);
    const invoice = (await listAgencyInvoices(AGENT_ID)).find(
      (row) => row.reference === reservation.reference,
    )!;
    expect(cents(invoice.total)).toBe(cents(final.total));
    expect(invoice).toMatchObject({ paymentStatus: "Paid", amountDue: 0 });
  });
});

describe("the audit log", () => {
  it("has a line for each applied change: the agent account or the customer by email, the booking", async () => {
    const agents = await agencyBooking({ start: 50, paidBy: "on-account" });
    await proposed(agents, { "child-seat": 1 });
    await submitReview(agents, await agentCookie(), 2);
    const [agentLine, ...more] = await listAuditEvents({ entityType: "reservation", entityId: agents.id });
    expect(more).toHaveLength(0);
    const agentUser = await findUserRowByEmail(AGENT.email);
    expect(agentLine).toMatchObject({
      action: BOOKING_CHANGE_AUDIT_ACTION,
      actorEmail: agentUser!.email,
      actorUserId: agentUser!.id,
    });
    expect(agentLine.reason).toContain(CHANGE_ON_ACCOUNT_TEXT.charged(""));

    // A guest customer's change (found with the booking's email): named by that email.
    const guests = await agencyBooking({ start: 52, paidBy: "credit-card" });
    await getDb().then((db) =>
      db.update(reservations).set({ agentId: null }).where(eq(reservations.id, guests.id)),
    );
    const state = await proposed(guests, { "child-seat": 1 });
    await applyBookingChange(state.change, state.detail, {
      actor: "customer",
      paid: state.detail.difference,
    });
    const [guestLine] = await listAuditEvents({ entityType: "reservation", entityId: guests.id });
    expect(guestLine).toMatchObject({
      action: BOOKING_CHANGE_AUDIT_ACTION,
      actorEmail: guests.customerDetails!.email,
      actorUserId: null,
    });

    const page = await auditLogPage(
      new Request(`http://localhost/admin/audit/?action=${BOOKING_CHANGE_AUDIT_ACTION}`),
    );
    const shown = page.lines.find((line) => line.entityId === agents.id)!;
    expect(shown).toMatchObject({ entityLabel: agents.reference, actorEmail: agentUser!.email });
    expect(shown.entityHref).toBe(counterBookingPath(agents.reference));
  });
});

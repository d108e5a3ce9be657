import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getChange, openChange, updateChange } from "~/models/reservations/booking-changes.server";
import { listBookingEvents } from "~/models/reservations/booking-events.server";
import { listExtras } from "~/models/catalog/booking-options.server";
import { getDb } from "~/models/db.server";
import { listOutbox } from "~/models/operations/mail-outbox.server";
import { approvePayment, createPayment } from "~/models/reservations/payments.server";
import { getReservation } from "~/models/reservations/reservations.server";
import { reservations } from "~/models/schema";
import { readChangeReturn, startChangeCheckout } from "~/services/changes/payments.server";
import type { CheckInDetail } from "~/services/changes/check-in/rules";
import {
  checkInRequestContext,
  loadCheckInState,
  saveCheckIn,
} from "~/services/changes/check-in/check-in.server";
import { signIn } from "~/services/accounts/auth.server";
import { startUserSession } from "~/services/accounts/user-session.server";
import { getPaymentGateway } from "~/services/platform/payments/gateway.server";
import { SANDBOX_CARDS } from "~/services/platform/payments/sandbox-cards";
import type { createSandboxGateway } from "~/services/platform/payments/sandbox.server";
import { makeBooking } from "./support/after-rental";

const sandbox = () => getPaymentGateway() as ReturnType<typeof createSandboxGateway>;
const APPROVE = SANDBOX_CARDS.approve.replace(/\s/g, "");
const DECLINE = Object.keys(SANDBOX_CARDS.declines)[0];
/** Any bond amount: these tests hold one, whatever the cover. */
const TEST_BOND = 500;

function payOnGateway(redirectTo: string, card: string): URL {
  const token = new URL(redirectTo, "http://localhost").searchParams.get("session");
  const checkout = sandbox().openCheckout(token);
  if (!checkout) throw new Error("no checkout");
  return new URL(sandbox().complete(checkout, { number: card }));
}

/** A confirmed booking picking up tomorrow, paid in full by card. */
async function paidBooking(total = 400) {
  const booking = await makeBooking({ pickupInDays: 1, total });
  const { payment } = await createPayment({
    reservationId: booking.id,
    method: "credit-card",
    amount: total,
    idempotencyKey: `test:${booking.id}:card:1`,
  });
  await approvePayment(payment.id, { providerReference: `sbx_${booking.id}`, cardLast4: "1111" });
  return booking;
}

const everyStep: CheckInDetail = {
  hirer: {
    firstName: "Aroha",
    lastName: "Ngata",
    dateOfBirth: "15-06-1985",
    address: "1 Tay St",
    city: "Wellington",
    postcode: "6011",
    country: "New Zealand",
    phone: "021 555 0101",
  },
  drivers: [
    {
      name: "Aroha Ngata",
      dateOfBirth: "15-06-1985",
      licenceNumber: "DL1",
      licenceExpiry: "01-01-2031",
      licenceCountry: "New Zealand",
    },
  ],
  extrasDone: true,
  insuranceDone: true,
  shuttleDone: true,
  keyTermsAcceptedAt: "2027-01-01T00:00:00Z",
  agreement: { signedName: "Aroha Ngata", signedAt: "2027-01-01T00:00:00Z" },
  securityReadAt: "2027-01-01T00:00:00Z",
  bond: { paymentId: "bond", last4: "4242", amount: TEST_BOND },
  creditCard: { holderName: "Aroha Ngata", last4: "4242" },
};

async function stateOf(bookingId: string) {
  const reservation = await getReservation(bookingId);
  if (!reservation) throw new Error("no booking");
  return loadCheckInState(reservation, "customer");
}

// The in-memory database is migrated and seeded on first use: slow on a busy machine.
beforeAll(async () => {
  await getDb();
}, 180_000);

describe("saving a check-in", () => {
  it("saves once whatever the number of concurrent submits: one checked_in_at, one history line, one email", async () => {
    const booking = await paidBooking();
    const state = await stateOf(booking.id);
    await updateChange(state.change.id, { detail: everyStep as Record<string, unknown> });
    const ready = await stateOf(booking.id);
    const outcomes = await Promise.all([saveCheckIn(ready), saveCheckIn(ready), saveCheckIn(ready)]);
    expect(outcomes.filter((outcome) => outcome.kind === "saved" && outcome.firstTime)).toHaveLength(1);
    expect(outcomes.every((outcome) => outcome.kind === "saved")).toBe(true);
    const reservation = await getReservation(booking.id);
    expect(reservation?.checkedInAt).toBeInstanceOf(Date);
    expect((await getChange(ready.change.id))?.status).toBe("completed");
    expect(await listBookingEvents(booking.id, "checked-in")).toHaveLength(1);
    expect(
      (await listOutbox({ to: booking.email })).filter((mail) => mail.subject.includes(booking.reference)),
    ).toHaveLength(1);
    // A later save (refresh, back button) changes nothing.
    expect(await saveCheckIn(ready)).toEqual({ kind: "saved", firstTime: false });
    expect((await getReservation(booking.id))?.checkedInAt?.getTime()).toBe(
      reservation?.checkedInAt?.getTime(),
    );
  });

  it("refuses to save before every step is done, naming the first one left", async () => {
    const booking = await paidBooking();
    const state = await stateOf(booking.id);
    expect(await saveCheckIn(state)).toEqual({ kind: "not-ready", step: "hirer" });
    expect((await getReservation(booking.id))?.checkedInAt).toBeNull();
  });
});

describe("the balance of a check-in", () => {
  it("prices an added extra with the booking's pricing: the difference is to pay", async () => {
    const booking = await paidBooking();
    const [extra] = await listExtras();
    const state = await stateOf(booking.id);
    expect(state.pricing.action).toEqual({ kind: "none" });
    await updateChange(state.change.id, { detail: { extras: [{ code: extra.code, quantity: 1 }] } });
    const after = await stateOf(booking.id);
    expect(after.pricing.action.kind).toBe("pay");
    expect(after.pricing.newTotal).toBeGreaterThan(booking.total);
    if (after.pricing.action.kind === "pay")
      expect(after.pricing.action.amount).toBeCloseTo(after.pricing.newTotal - booking.total, 2);
    expect(after.facts.balanceSettled).toBe(false);
  });

  it("refunds when a booked extra is removed", async () => {
    const booking = await paidBooking();
    const [extra] = await listExtras();
    const db = await getDb();
    await db
      .update(reservations)
      .set({ extras: [{ code: extra.code, quantity: 1 }] })
      .where(eq(reservations.id, booking.id));
    const state = await stateOf(booking.id);
    await updateChange(state.change.id, { detail: { extras: [] } });
    const after = await stateOf(booking.id);
    expect(after.pricing.action.kind).toBe("refund");
    expect(after.pricing.newTotal).toBeLessThan(booking.total);
  });
});

describe("the bond hold", () => {
  it("never holds the bond twice: concurrent submits share one attempt, the answer applies once, a decline starts a new attempt", async () => {
    const booking = await paidBooking();
    const change = await openChange(booking.id, "check-in");
    const hold = () =>
      startChangeCheckout({
        change,
        purpose: "bond",
        amount: TEST_BOND,
        description: "Bond",
        returnPath: "/online-check-in/credit-card-pre-authorisation/",
        returnOrigin: "http://localhost:3000",
      });
    const [a, b] = await Promise.all([hold(), hold()]);
    if (a.kind !== "gateway" || b.kind !== "gateway") throw new Error("expected the gateway");
    expect(a.payment.id).toBe(b.payment.id);
    const declined = await readChangeReturn(payOnGateway(a.redirectTo, DECLINE), "bond");
    expect(declined.kind).toBe("declined");
    const retry = await hold();
    if (retry.kind !== "gateway") throw new Error("expected the gateway");
    expect(retry.payment.id).not.toBe(a.payment.id);
    const url = payOnGateway(retry.redirectTo, APPROVE);
    const answers = await Promise.all([readChangeReturn(url, "bond"), readChangeReturn(url, "bond")]);
    expect(answers.filter((answer) => answer.kind === "approved" && answer.firstTime)).toHaveLength(1);
    expect(
      answers.every((answer) => answer.kind === "approved" && answer.payment.status === "authorised"),
    ).toBe(true);
  });
});

describe("check-in calls carry the user's bearer token", () => {
  it("sends a signed-in visitor whose token has expired (or been revoked) to sign in again, back to the page", async () => {
    const signedIn = await signIn("aroha.customer@example.co.nz", "GoRentals!2026");
    if (!signedIn.ok) throw new Error("demo customer did not sign in");
    const setCookie = await startUserSession(new Request("http://localhost/sign-in/"), signedIn.user);
    const cookie = setCookie.split(";")[0];
    const request = new Request("http://localhost/online-check-in/hirer/", { headers: { Cookie: cookie } });

    // While the token is live the visitor goes on (no booking in hand: no booking, no redirect).
    const live = await checkInRequestContext(request);
    expect(live.user?.email).toBe("aroha.customer@example.co.nz");

    // Two hours later the token has expired: sign in again, back to this page.
    const later = new Date(Date.now() + 2 * 3600 * 1000);
    const answer = await checkInRequestContext(request, later).then(
      () => null,
      (thrown: unknown) => thrown as Response,
    );
    expect(answer?.status).toBe(302);
    expect(answer?.headers.get("Location")).toBe("/sign-in/?redirectTo=%2Fonline-check-in%2Fhirer%2F");
  });
});

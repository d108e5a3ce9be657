import { getConfig, type AppConfig } from "~/config.server";
import { holdVehicle } from "~/services/booking/availability/claims.server";
import { BOOKING_TIMEOUT_SECONDS, PAYMENT_WINDOW_SECONDS } from "~/models/constants";
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { eq } from "drizzle-orm";
import client from "prom-client";
import { describe, expect, it } from "vitest";
import { clearCatalogCache } from "~/models/catalog/catalog-cache.server";
import { getCarClassByCode } from "~/models/catalog/car-classes.server";
import { getDb } from "~/models/db.server";
import { listOutbox } from "~/models/operations/mail-outbox.server";
import { getPayment, listPaymentsForReservation } from "~/models/reservations/payments.server";
import {
  getReservation as getReservationRow,
  updateReservation,
} from "~/models/reservations/reservations.server";
import { carClasses } from "~/models/schema";
import { loader as confirmationLoader } from "~/routes/_booking+/confirmation";
import { loader as bankTransferLoader } from "~/routes/_booking+/payment+/confirmation.account2account";
import { loader as paymentConfirmationLoader } from "~/routes/_booking+/payment+/confirmation._index";
import { loader as paymentLoader } from "~/routes/_booking+/payment+/_index";
import { loader as paymentReturnLoader } from "~/routes/_booking+/paymentReturn";
import { takeVehiclesNotice } from "~/services/booking/steps/flow.server";
import {
  bankTransferDueAt,
  loadBookingConfirmation,
} from "~/services/booking/confirmation/confirmation.server";
import { renderBookingConfirmationEmail } from "~/services/booking/confirmation/mail.server";
import { beginPayment, finishPaymentReturn } from "~/services/booking/payment/checkout.server";
import { completePaymentReturn } from "~/services/booking/payment/gateway-return.server";
import { bankTransferKey, cardPaymentKey } from "~/services/booking/payment/keys";
import { PAYMENT_PATHS } from "~/services/booking/payment/paths.server";
import { rememberPaying } from "~/services/booking/payment/paying-session.server";
import { startPayment } from "~/services/booking/payment/start.server";
import {
  getConfirmedReservationId,
  getReservation,
  takePaymentNotice,
} from "~/services/booking/session.server";
import { priceBooking } from "~/services/booking/pricing/booking.server";
import { BANK_TRANSFER_DUE_DAYS, COMPANY_BANK_ACCOUNT } from "~/services/booking/constants";
import { MANAGE_BOOKING_PATH } from "~/services/changes/constants";
import {
  BOOKING_MESSAGES,
  bookingEmailSubject,
  confirmationSentMessage,
  PAYMENT_MESSAGES,
  paymentDeclinedMessage,
  priceChangedMessage,
} from "~/services/booking/text";
import { formatMoney } from "~/services/platform/money";
import { minutesToText12 } from "~/services/platform/time-slots";
import { cardBrandOf, SANDBOX_CARDS } from "~/services/platform/payments/sandbox-cards";
import { CARD_BRAND_TEXT } from "~/services/booking/payment/card-brand";
import { itineraryInstants } from "~/services/booking/search/results.server";
import { getSession, type AppSession } from "~/services/platform/session.server";
import { cookieHeaderFrom } from "./support/cookies";
import {
  bookingAtReview,
  callLoader,
  cookieFor,
  payOnGateway,
  sandbox,
  sessionWith,
  type Booking,
} from "./support/booking-at-review";
import { routeResponse } from "./support/route-response";

dayjs.extend(utc);
dayjs.extend(timezone);

/** The origin the gateway returns the customer to (the request's own, without PUBLIC_URL). */
const ORIGIN = "http://localhost:3000";
/** The AMEX number of issue 24 item 9. */
const AMEX = "378282246310005";
const DECLINE = "4000000000000002";
const seconds = (date: Date, n: number) => new Date(date.getTime() + n * 1000);

async function startCard(booking: Booking, now = booking.now) {
  const result = await startPayment({
    itinerary: booking.itinerary,
    reservation: booking.reservation,
    now,
    returnOrigin: ORIGIN,
  });
  if (result.kind !== "gateway") throw new Error(`expected the gateway, got ${result.kind}`);
  return result;
}

function cancelOnGateway(redirectTo: string): URL {
  const token = new URL(redirectTo, "http://localhost").searchParams.get("session");
  return new URL(sandbox().cancel(sandbox().openCheckout(token)!));
}

async function outcomeOf(url: URL) {
  const outcome = await sandbox().readReturn(url);
  if (!outcome) throw new Error("expected a genuine answer");
  return outcome;
}

async function sessionFrom(cookie: string): Promise<AppSession> {
  return getSession(new Request("http://localhost/", { headers: { Cookie: cookie } }));
}

const call = callLoader;

async function thrownOrReturned(promise: Promise<Response>): Promise<Response> {
  try {
    return await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** A counter's value for these labels (summed over the others), as /metrics would show it. */
async function counted(name: string, labels: Record<string, string>): Promise<number> {
  const metric = await client.register.getSingleMetric(name)?.get();
  return (metric?.values ?? [])
    .filter((value) => Object.entries(labels).every(([key, wanted]) => value.labels[key] === wanted))
    .reduce((sum, value) => sum + value.value, 0);
}

describe("card payment: approval", () => {
  it("confirms once and sends exactly one email when the answer arrives twice, also at once", async () => {
    const booking = await bookingAtReview("5");
    const start = await startCard(booking);
    expect(start.payment).toMatchObject({ status: "pending", method: "credit-card", cardType: "visa" });
    expect((await getReservationRow(booking.reservation.reservationId))?.status).toBe("payment_pending");
    const outcome = await outcomeOf(payOnGateway(start.redirectTo));
    const confirmedBefore = await counted("bookings_confirmed_total", { method: "credit-card" });
    const takenBefore = await counted("payments_taken_total", { purpose: "booking" });

    const results = await Promise.all([
      completePaymentReturn(outcome),
      completePaymentReturn(outcome),
      completePaymentReturn(outcome),
    ]);
    expect(results.every((result) => result.kind === "approved")).toBe(true);
    expect(results.filter((result) => result.kind === "approved" && result.firstTime)).toHaveLength(1);
    const again = await completePaymentReturn(outcome);
    expect(again).toMatchObject({ kind: "approved", firstTime: false });

    const payment = await getPayment(start.payment.id);
    expect(payment).toMatchObject({
      status: "approved",
      cardLast4: "4242",
      providerReference: outcome.providerReference,
    });
    const row = await getReservationRow(booking.reservation.reservationId);
    expect(row).toMatchObject({ status: "confirmed", holdExpiresAt: null });
    const mails = await listOutbox({ to: booking.email });
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(bookingEmailSubject(row!.reference));
    expect(await listPaymentsForReservation(booking.reservation.reservationId)).toHaveLength(1);
    // Counted once, like the email, however many answers arrived.
    expect(await counted("bookings_confirmed_total", { method: "credit-card" })).toBe(confirmedBefore + 1);
    expect(await counted("payments_taken_total", { purpose: "booking" })).toBe(takenBefore + 1);
  });

  it("charges the priced total with the card's processing fee", async () => {
    const booking = await bookingAtReview("9", { cardType: "amex" });
    const row = await getReservationRow(booking.reservation.reservationId);
    const start = await startCard(booking);
    expect(row?.priceBreakdown?.processingFee).toMatchObject({ cardType: "amex", percent: 3.5 });
    expect(start.payment.amount).toBe(row?.total);
    expect(start.payment.processingFee).toBe(row?.priceBreakdown?.processingFee?.amount);
    const checkout = sandbox().openCheckout(
      new URL(start.redirectTo, "http://x").searchParams.get("session"),
    );
    expect(checkout).toMatchObject({
      paymentId: start.payment.id,
      amount: row?.total,
      returnUrl: "http://localhost:3000/paymentReturn/",
    });
  });

  it("refuses an answer for another amount or an unknown payment", async () => {
    const booking = await bookingAtReview("3E");
    const start = await startCard(booking);
    const outcome = await outcomeOf(payOnGateway(start.redirectTo));
    expect(await completePaymentReturn({ ...outcome, amount: outcome.amount - 1 })).toEqual({
      kind: "invalid",
    });
    expect(await completePaymentReturn({ ...outcome, paymentId: "nope", providerReference: "nope" })).toEqual(
      { kind: "invalid" },
    );
    expect((await getPayment(start.payment.id))?.status).toBe("pending");
  });
});

describe("card payment: decline and cancel", () => {
  it("keeps the reservation after a decline and approves a second attempt with a new payment", async () => {
    const booking = await bookingAtReview("16");
    const first = await startCard(booking);
    const declined = await completePaymentReturn(await outcomeOf(payOnGateway(first.redirectTo, DECLINE)));
    expect(declined).toEqual({
      kind: "declined",
      reservationId: booking.reservation.reservationId,
      notice: paymentDeclinedMessage(SANDBOX_CARDS.declines[DECLINE]),
    });
    expect((declined as { notice: string }).notice).toContain("Your card was declined.");
    expect(await getPayment(first.payment.id)).toMatchObject({
      status: "declined",
      declineReason: SANDBOX_CARDS.declines[DECLINE],
    });
    const kept = await getReservationRow(booking.reservation.reservationId);
    expect(kept?.status).toBe("payment_pending");
    // Still claiming: the only car cannot be held by someone else.
    const { pickupAt, dropOffAt } = itineraryInstants(booking.itinerary);
    const other = await holdVehicle({
      carClassId: booking.carClassId,
      pickupBranchId: kept!.pickupBranchId,
      dropOffBranchId: kept!.pickupBranchId,
      pickupAt,
      dropOffAt,
    });
    expect(other).toEqual({ ok: false, reason: "soldout" });
    expect(await listOutbox({ to: booking.email })).toHaveLength(0);

    const second = await startCard(booking);
    expect(second.payment.id).not.toBe(first.payment.id);
    expect(second.reused).toBe(false);
    expect(second.payment.idempotencyKey).toBe(cardPaymentKey(booking.reservation.reservationId, 2));
    const approved = await completePaymentReturn(await outcomeOf(payOnGateway(second.redirectTo)));
    expect(approved).toMatchObject({ kind: "approved", firstTime: true });
    expect((await getReservationRow(booking.reservation.reservationId))?.status).toBe("confirmed");
    expect(await listOutbox({ to: booking.email })).toHaveLength(1);
    // The first, declined answer again changes nothing.
    expect((await completePaymentReturn(await outcomeOf(payOnGateway(first.redirectTo, DECLINE)))).kind).toBe(
      "declined",
    );
    expect(await getPayment(second.payment.id)).toMatchObject({ status: "approved" });
  });

  it("records a cancelled payment and books nothing with a later approval of the same checkout", async () => {
    const booking = await bookingAtReview("4H");
    const start = await startCard(booking);
    const cancelled = await completePaymentReturn(await outcomeOf(cancelOnGateway(start.redirectTo)));
    expect(cancelled).toMatchObject({ kind: "cancelled", notice: PAYMENT_MESSAGES.cancelled });
    const late = await completePaymentReturn(await outcomeOf(payOnGateway(start.redirectTo)));
    expect(late).toMatchObject({ kind: "stale", notice: PAYMENT_MESSAGES.staleCheckout });
    expect((await getReservationRow(booking.reservation.reservationId))?.status).toBe("payment_pending");
    expect(await getPayment(start.payment.id)).toMatchObject({ status: "cancelled" });
  });
});

describe("card payment: refresh and double submit", () => {
  it("reuses the same pending payment when /payment/ is loaded again or twice at once", async () => {
    const booking = await bookingAtReview("1M");
    const first = await startCard(booking);
    const refresh = await startCard(booking, seconds(booking.now, 30));
    expect(refresh.payment.id).toBe(first.payment.id);
    expect(refresh.reused).toBe(true);
    const [a, b] = await Promise.all([
      startCard(booking, seconds(booking.now, 40)),
      startCard(booking, seconds(booking.now, 40)),
    ]);
    expect(a.payment.id).toBe(first.payment.id);
    expect(b.payment.id).toBe(first.payment.id);
    const payments = await listPaymentsForReservation(booking.reservation.reservationId);
    expect(payments).toHaveLength(1);
    expect(payments[0].idempotencyKey).toBe(cardPaymentKey(booking.reservation.reservationId, 1));
    // Whichever hosted page the payer finishes on, the one payment is approved once.
    const results = await Promise.all([
      completePaymentReturn(await outcomeOf(payOnGateway(first.redirectTo))),
      completePaymentReturn(await outcomeOf(payOnGateway(refresh.redirectTo))),
    ]);
    expect(results.map((result) => result.kind)).toEqual(["approved", "approved"]);
    expect(await listOutbox({ to: booking.email })).toHaveLength(1);
  });

  it("replaces the pending payment when the amount changed (another card type), so the old page books nothing", async () => {
    const booking = await bookingAtReview("2M");
    const first = await startCard(booking);
    const amex = { ...booking.reservation, cardType: "amex" };
    const priced = await priceBooking(booking.itinerary, amex);
    await updateReservation(booking.reservation.reservationId, { priceBreakdown: priced!.breakdown });
    const second = await startCard({ ...booking, reservation: amex });
    expect(second.payment.id).not.toBe(first.payment.id);
    expect(second.payment.amount).toBe(priced!.breakdown.total);
    expect(await getPayment(first.payment.id)).toMatchObject({ status: "cancelled" });
    expect((await completePaymentReturn(await outcomeOf(payOnGateway(first.redirectTo)))).kind).toBe("stale");
    expect((await completePaymentReturn(await outcomeOf(payOnGateway(second.redirectTo, AMEX)))).kind).toBe(
      "approved",
    );
  });

  it("refuses a card of another brand than the one priced for, and books nothing at the wrong fee (issue 24 item 9)", async () => {
    const booking = await bookingAtReview("F");
    const start = await startCard(booking);
    expect(start.payment.cardType).toBe("visa");
    const checkout = sandbox().openCheckout(
      new URL(start.redirectTo, "http://x").searchParams.get("session"),
    )!;
    // The hosted page tells the brand from the number and will not charge an AMEX at Visa's fee.
    expect(cardBrandOf(AMEX)).toBe("amex");
    expect(sandbox().acceptsBrand(checkout, { number: AMEX })).toBe(false);
    expect(() => sandbox().complete(checkout, { number: AMEX })).toThrow();
    // An answer that still reports another brand approves nothing.
    const result = await completePaymentReturn({
      paymentId: start.payment.id,
      providerReference: start.payment.providerReference!,
      status: "approved",
      amount: start.payment.amount,
      cardLast4: "0005",
      cardType: "amex",
      declineReason: null,
    });
    expect(result.kind).toBe("declined");
    expect(await getPayment(start.payment.id)).toMatchObject({
      status: "declined",
      declineReason: CARD_BRAND_TEXT.otherBrand,
    });
    expect((await getReservationRow(booking.reservation.reservationId))?.status).not.toBe("confirmed");
    // The Visa it was priced for pays, and is recorded as a Visa.
    const retry = await startCard(booking);
    expect(await completePaymentReturn(await outcomeOf(payOnGateway(retry.redirectTo)))).toMatchObject({
      kind: "approved",
    });
    expect(await getPayment(retry.payment.id)).toMatchObject({
      status: "approved",
      cardType: "visa",
      cardLast4: "4242",
    });
  });
});

describe("expired hold re-check", () => {
  it("sends the customer back to /vehicles/ with the sold-out message when the car has gone", async () => {
    const booking = await bookingAtReview("12");
    const later = seconds(booking.now, BOOKING_TIMEOUT_SECONDS + 5);
    const row = await getReservationRow(booking.reservation.reservationId);
    const taken = await holdVehicle({
      carClassId: booking.carClassId,
      pickupBranchId: row!.pickupBranchId,
      dropOffBranchId: row!.dropOffBranchId,
      pickupAt: row!.pickupAt,
      dropOffAt: row!.dropOffAt,
      now: later,
    });
    expect(taken.ok).toBe(true);
    expect(
      await startPayment({
        itinerary: booking.itinerary,
        reservation: booking.reservation,
        now: later,
        returnOrigin: ORIGIN,
      }),
    ).toEqual({ kind: "soldout" });
    expect(await listPaymentsForReservation(booking.reservation.reservationId)).toHaveLength(0);

    const session = await sessionWith(booking);
    expect(await beginPayment(session, { now: later, returnOrigin: ORIGIN })).toBe(PAYMENT_PATHS.vehicles);
    expect(takeVehiclesNotice(session)).toBe(BOOKING_MESSAGES.vehicleSoldOut);
    expect(getReservation(session)?.reservationId).toBeNull();
  });

  it("goes back to step 4 with the new total when the price changed, then pays the new total", async () => {
    const booking = await bookingAtReview("14");
    const before = await getReservationRow(booking.reservation.reservationId);
    const later = seconds(booking.now, BOOKING_TIMEOUT_SECONDS + 5);
    const db = await getDb();
    const carClass = await getCarClassByCode("14");
    await db
      .update(carClasses)
      .set({ dailyRate: carClass!.dailyRate + 10 })
      .where(eq(carClasses.carClassId, booking.carClassId));
    clearCatalogCache();
    try {
      const session = await sessionWith(booking);
      const location = await beginPayment(session, { now: later, returnOrigin: ORIGIN });
      expect(location).toBe(PAYMENT_PATHS.review);
      const after = await getReservationRow(booking.reservation.reservationId);
      expect(after!.total).toBeGreaterThan(before!.total);
      expect(takePaymentNotice(session)).toBe(priceChangedMessage(formatMoney(after!.total)));
      // Step 4 must be submitted again; the car is claimed again meanwhile.
      expect(getReservation(session)?.stepComplete).toBe(3);
      expect(after).toMatchObject({ status: "held" });
      expect(after!.holdExpiresAt!.getTime()).toBeGreaterThan(later.getTime());
      expect(await listPaymentsForReservation(booking.reservation.reservationId)).toHaveLength(0);

      const paid = await startCard(booking, seconds(later, 10));
      expect(paid.payment.amount).toBe(after!.total);
    } finally {
      await db
        .update(carClasses)
        .set({ dailyRate: carClass!.dailyRate })
        .where(eq(carClasses.carClassId, booking.carClassId));
      clearCatalogCache();
    }
  });

  it("goes on to the gateway when the expired hold's car is free and the price is the same", async () => {
    const booking = await bookingAtReview("E");
    const later = seconds(booking.now, BOOKING_TIMEOUT_SECONDS + 5);
    const start = await startCard(booking, later);
    expect(start.payment.amount).toBe((await getReservationRow(booking.reservation.reservationId))!.total);
  });
});

describe("payment window", () => {
  it("stops claiming the car when the payment window passes; a late approval is refunded", async () => {
    const booking = await bookingAtReview("13");
    const start = await startCard(booking);
    const row = await getReservationRow(booking.reservation.reservationId);
    expect(row?.holdExpiresAt).toEqual(seconds(booking.now, PAYMENT_WINDOW_SECONDS));
    const input = {
      carClassId: booking.carClassId,
      pickupBranchId: row!.pickupBranchId,
      dropOffBranchId: row!.dropOffBranchId,
      pickupAt: row!.pickupAt,
      dropOffAt: row!.dropOffAt,
    };
    expect(await holdVehicle({ ...input, now: seconds(booking.now, PAYMENT_WINDOW_SECONDS - 1) })).toEqual({
      ok: false,
      reason: "soldout",
    });
    const afterWindow = seconds(booking.now, PAYMENT_WINDOW_SECONDS + 1);
    expect((await holdVehicle({ ...input, now: afterWindow })).ok).toBe(true);

    const refundedBefore = await counted("payments_refunded_total", { purpose: "booking" });
    const confirmedBefore = await counted("bookings_confirmed_total", {});
    const late = await completePaymentReturn(await outcomeOf(payOnGateway(start.redirectTo)), {
      now: seconds(afterWindow, 1),
    });
    expect(late).toEqual({
      kind: "soldout-refunded",
      reservationId: booking.reservation.reservationId,
      amount: start.payment.amount,
    });
    expect(await getPayment(start.payment.id)).toMatchObject({ status: "refunded" });
    expect(await counted("payments_refunded_total", { purpose: "booking" })).toBe(refundedBefore + 1);
    expect(await counted("bookings_confirmed_total", {})).toBe(confirmedBefore);
    expect((await getReservationRow(booking.reservation.reservationId))?.status).toBe("payment_pending");
    expect(await listOutbox({ to: booking.email })).toHaveLength(0);
  });
});

describe("account to account (bank transfer)", () => {
  it("confirms at once with a pending transfer payment and one email, whatever the number of submits", async () => {
    const booking = await bookingAtReview("11", { paymentMethod: "account2account" });
    const input = { itinerary: booking.itinerary, reservation: booking.reservation, returnOrigin: ORIGIN };
    const [a, b] = await Promise.all([startPayment(input), startPayment(input)]);
    expect(a.kind).toBe("account2account");
    expect(b.kind).toBe("account2account");
    const again = await startPayment(input);
    expect(again).toEqual({
      kind: "confirmed",
      reservationId: booking.reservation.reservationId,
      method: "account2account",
    });

    const payments = await listPaymentsForReservation(booking.reservation.reservationId);
    expect(payments).toHaveLength(1);
    const row = await getReservationRow(booking.reservation.reservationId);
    expect(payments[0]).toMatchObject({
      method: "account2account",
      status: "pending",
      amount: row!.total,
      processingFee: 0,
      cardType: null,
      idempotencyKey: bankTransferKey(booking.reservation.reservationId),
    });
    expect(row).toMatchObject({ status: "confirmed" });
    expect(row!.priceBreakdown?.processingFee).toBeNull();

    const mails = await listOutbox({ to: booking.email });
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain(COMPANY_BANK_ACCOUNT.accountNumber);
    expect(mails[0].textBody).toContain(row!.reference);

    const confirmation = await loadBookingConfirmation(booking.reservation.reservationId);
    expect(confirmation?.payment).toMatchObject({
      method: "account2account",
      status: "pending",
      reference: row!.reference,
      amount: row!.total,
    });
  });

  it("is due within the set days of booking, or at pick-up when that is sooner", () => {
    const booked = new Date("2027-03-01T00:00:00Z");
    expect(bankTransferDueAt(booked, new Date("2027-04-01T00:00:00Z"))).toEqual(
      new Date(booked.getTime() + BANK_TRANSFER_DUE_DAYS * 86_400_000),
    );
    const soon = new Date("2027-03-02T00:00:00Z");
    expect(bankTransferDueAt(booked, soon)).toEqual(soon);
  });
});

describe("confirmation data and email", () => {
  it("has the itinerary, vehicle, customer, full price and payment, and a mail with an absolute manage-booking link", async () => {
    const booking = await bookingAtReview("C");
    const start = await startCard(booking);
    await completePaymentReturn(await outcomeOf(payOnGateway(start.redirectTo)));
    const data = await loadBookingConfirmation(booking.reservation.reservationId);
    expect(data).not.toBeNull();
    expect(data!.reference).toMatch(/^GO\d{7}$/);
    // One time formatter and the country's name on the confirmation and in its email (issue 24 item 15).
    expect(data!.pickup).toMatchObject({ branchName: "Invercargill Airport", time: minutesToText12(600) });
    expect(data!.customer?.country).toBe("New Zealand");
    expect(data!.vehicle.image?.src).toMatch(/^\/cars\/GROUP-C-0\.jpg$/);
    expect(data!.customer).toMatchObject({ firstName: "Aroha", email: booking.email, flightNumber: "NZ123" });
    expect(data!.payment).toMatchObject({
      method: "credit-card",
      status: "approved",
      cardLabel: "Visa",
      cardLast4: "4242",
    });
    expect(data!.breakdown?.total).toBe(data!.total);
    expect(data!.manageBookingPath).toBe(MANAGE_BOOKING_PATH);
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);

    const mail = renderBookingConfirmationEmail(data!, "https://www.gorentals.co.nz");
    expect(mail.to).toBe(booking.email);
    expect(mail.text).toContain("https://www.gorentals.co.nz/manage-booking/");
    expect(mail.html).toContain('href="https://www.gorentals.co.nz/manage-booking/"');
    for (const line of data!.breakdown!.lines)
      expect(mail.text).toContain(`${line.label} — ${formatMoney(line.amount)}`);
    expect(mail.text).toContain(`Subtotal — ${formatMoney(data!.breakdown!.subtotal)}`);
    expect(mail.text).toContain(formatMoney(data!.total));
    expect(mail.text).toContain("Invercargill Airport");
    expect(mail.text).toContain("ending 4242");
    expect(mail.text).toContain("10:00 AM");
    expect(mail.text).not.toContain("10:00 am");
  });

  it("is null for a reservation that is not confirmed", async () => {
    const booking = await bookingAtReview("D");
    expect(await loadBookingConfirmation(booking.reservation.reservationId)).toBeNull();
    expect(await loadBookingConfirmation("00000000-0000-0000-0000-000000000000")).toBeNull();
  });
});

describe("routes", () => {
  it("/payment/ guards: no reservation → /vehicles/, steps not done → /book-now/", async () => {
    const empty = await call(paymentLoader, "http://localhost/payment/");
    expect(empty.status).toBe(302);
    expect(empty.headers.get("Location")).toBe("/vehicles/");

    const booking = await bookingAtReview("G");
    const session = await sessionWith({
      ...booking,
      reservation: { ...booking.reservation, stepComplete: 2 },
    });
    const early = await call(paymentLoader, "http://localhost/payment/", await cookieFor(session));
    expect(early.headers.get("Location")).toBe("/book-now/?step=3");
    expect(await listPaymentsForReservation(booking.reservation.reservationId)).toHaveLength(0);
  });

  it("pays from /payment/ through /paymentReturn/ to /payment/confirmation/, and a second visit of the return URL changes nothing", async () => {
    const booking = await bookingAtReview("15");
    const cookie = await cookieFor(await sessionWith(booking));

    const toGateway = await call(paymentLoader, "http://localhost/payment/", cookie);
    expect(toGateway.status).toBe(302);
    const gatewayUrl = toGateway.headers.get("Location")!;
    expect(gatewayUrl.startsWith("/sandbox-gateway/?session=")).toBe(true);
    // A refresh goes to a hosted page for the same payment.
    const refresh = await call(paymentLoader, "http://localhost/payment/", cookie);
    expect(await listPaymentsForReservation(booking.reservation.reservationId)).toHaveLength(1);
    expect(refresh.headers.get("Location")!.startsWith("/sandbox-gateway/?session=")).toBe(true);

    const back = payOnGateway(gatewayUrl);
    const returned = await call(paymentReturnLoader, back.toString(), cookie);
    expect(returned.status).toBe(302);
    expect(returned.headers.get("Location")).toBe(PAYMENT_PATHS.confirmation);
    const after = await sessionFrom(cookie);
    expect(getConfirmedReservationId(after)).toBe(booking.reservation.reservationId);
    expect(getReservation(after)?.reservationId).toBeNull();

    const twice = await call(paymentReturnLoader, back.toString(), cookie);
    expect(twice.headers.get("Location")).toBe(PAYMENT_PATHS.confirmation);
    expect(await listOutbox({ to: booking.email })).toHaveLength(1);

    const page = await call(paymentConfirmationLoader, "http://localhost/payment/confirmation/", cookie);
    expect(page.status).toBe(200);
    const { booking: shown } = await page.json();
    expect(shown.reservationId).toBe(booking.reservation.reservationId);
    expect(confirmationSentMessage(shown.customer.email)).toBe(
      `Booking confirmation sent to ${booking.email}`,
    );
    // /payment/ after the end shows the confirmation again instead of charging.
    const revisit = await call(paymentLoader, "http://localhost/payment/", cookie);
    expect(revisit.headers.get("Location")).toBe(PAYMENT_PATHS.confirmation);
    const general = await call(confirmationLoader, "http://localhost/confirmation/", cookie);
    expect((await general.json()).booking.reference).toBe(shown.reference);
    // The bank-transfer page is not this booking's: it sends the visitor to the right one.
    const wrong = await thrownOrReturned(
      call(bankTransferLoader, "http://localhost/payment/confirmation/account2account/", cookie),
    );
    expect(wrong.headers.get("Location")).toBe(PAYMENT_PATHS.confirmation);
  });

  it("sends a declined payer back to step 4 with the reason, again on a second visit", async () => {
    const booking = await bookingAtReview("3");
    const cookie = await cookieFor(await sessionWith(booking));
    const toGateway = await call(paymentLoader, "http://localhost/payment/", cookie);
    const back = payOnGateway(toGateway.headers.get("Location")!, "4000000000009995");
    for (let visit = 0; visit < 2; visit += 1) {
      const returned = await call(paymentReturnLoader, back.toString(), cookie);
      expect(returned.headers.get("Location")).toBe(PAYMENT_PATHS.review);
      const session = await getSession(new Request("http://localhost/", { headers: { Cookie: cookie } }));
      expect(takePaymentNotice(session)).toBe(
        paymentDeclinedMessage(SANDBOX_CARDS.declines["4000000000009995"]),
      );
      expect(getReservation(session)).toMatchObject({
        reservationId: booking.reservation.reservationId,
        stepComplete: 3,
      });
    }
    expect((await getReservationRow(booking.reservation.reservationId))?.status).toBe("payment_pending");
  });

  it("answers 400 with a clear page, not 500, for a forged, altered or empty result", async () => {
    for (const url of [
      "http://localhost/paymentReturn/?result=",
      "http://localhost/paymentReturn/?status=approved",
      "http://localhost/paymentReturn/?result=forged",
      "http://localhost/paymentReturn/?result=eyJ4IjoxfQ.c2lnbmF0dXJl",
    ]) {
      const response = await call(paymentReturnLoader, url);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ problem: "invalid", amount: null });
    }
    // An altered amount in a genuine answer breaks its signature.
    const booking = await bookingAtReview("AM");
    const start = await startCard(booking);
    const back = payOnGateway(start.redirectTo);
    const [payload, signature] = back.searchParams.get("result")!.split(".");
    const altered = { ...JSON.parse(Buffer.from(payload, "base64url").toString()), amount: 1 };
    back.searchParams.set(
      "result",
      `${Buffer.from(JSON.stringify(altered)).toString("base64url")}.${signature}`,
    );
    expect((await call(paymentReturnLoader, back.toString())).status).toBe(400);
    expect(await getPayment(start.payment.id)).toMatchObject({ status: "pending" });
  });

  it("sends a plain visit without any answer to /confirmation/", async () => {
    const response = await call(paymentReturnLoader, "http://localhost/paymentReturn/");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(PAYMENT_PATHS.bookingConfirmation);
  });

  it("/payment/ with a bank transfer confirms and goes to the account2account page", async () => {
    const booking = await bookingAtReview("14H", { paymentMethod: "account2account" });
    const cookie = await cookieFor(await sessionWith(booking));
    const response = await call(paymentLoader, "http://localhost/payment/", cookie);
    expect(response.headers.get("Location")).toBe(PAYMENT_PATHS.bankTransferConfirmation);
    const page = await call(
      bankTransferLoader,
      "http://localhost/payment/confirmation/account2account/",
      cookie,
    );
    const { booking: shown } = await page.json();
    expect(shown.payment).toMatchObject({
      method: "account2account",
      bank: { accountNumber: COMPANY_BANK_ACCOUNT.accountNumber },
    });
    const card = await thrownOrReturned(
      call(paymentConfirmationLoader, "http://localhost/payment/confirmation/", cookie),
    );
    expect(card.headers.get("Location")).toBe(PAYMENT_PATHS.bankTransferConfirmation);
  });

  it("/confirmation/ without a confirmed booking answers 200 with no booking", async () => {
    const response = await call(confirmationLoader, "http://localhost/confirmation/");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ booking: null });
    const missing = await thrownOrReturned(
      call(paymentConfirmationLoader, "http://localhost/payment/confirmation/"),
    );
    expect(missing.headers.get("Location")).toBe("/confirmation/");
  });

  it("applies a return link opened in a fresh session once, but shows that session no one's details", async () => {
    const booking = await bookingAtReview("8");
    const payer = await cookieFor(await sessionWith(booking));
    const toGateway = await call(paymentLoader, "http://localhost/payment/", payer);
    const back = payOnGateway(toGateway.headers.get("Location")!);

    // Someone else opens the link first (a fresh cookie jar): the payment is applied...
    const fresh = await call(paymentReturnLoader, back.toString());
    expect(fresh.status).toBe(200);
    const text = await fresh.text();
    expect(JSON.parse(text)).toEqual({ problem: "received", amount: null });
    expect(text).not.toContain(booking.email);
    expect((await getReservationRow(booking.reservation.reservationId))?.status).toBe("confirmed");
    expect(
      (await listPaymentsForReservation(booking.reservation.reservationId)).map((payment) => payment.status),
    ).toEqual(["approved"]);
    // ...but that session has no confirmation to show.
    const freshCookie = cookieHeaderFrom(fresh.headers);
    const confirmation = await thrownOrReturned(
      call(paymentConfirmationLoader, "http://localhost/payment/confirmation/", freshCookie),
    );
    expect(confirmation.headers.get("Location")).toBe("/confirmation/");
    expect(
      await (await call(confirmationLoader, "http://localhost/confirmation/", freshCookie)).json(),
    ).toEqual({ booking: null });
    // Opening it again changes nothing.
    expect((await call(paymentReturnLoader, back.toString(), freshCookie)).status).toBe(200);

    // The payer's own session still ends on its confirmation; one payment, one email.
    const returned = await call(paymentReturnLoader, back.toString(), payer);
    expect(returned.headers.get("Location")).toBe(PAYMENT_PATHS.confirmation);
    const page = await call(paymentConfirmationLoader, "http://localhost/payment/confirmation/", payer);
    expect((await page.json()).booking.customer.email).toBe(booking.email);
    expect(await listPaymentsForReservation(booking.reservation.reservationId)).toHaveLength(1);
    expect(await listOutbox({ to: booking.email })).toHaveLength(1);
  });

  it("finishPaymentReturn leaves another booking in progress alone", async () => {
    const paid = await bookingAtReview("6");
    const start = await startCard(paid);
    const next = await bookingAtReview("BM");
    const session = await sessionWith(next);
    // This session went to the gateway for `paid`, then started `next` (in another tab).
    rememberPaying(session, paid.reservation.reservationId);
    const result = await finishPaymentReturn(session, payOnGateway(start.redirectTo));
    expect(result).toEqual({ kind: "redirect", location: PAYMENT_PATHS.confirmation });
    expect(getConfirmedReservationId(session)).toBe(paid.reservation.reservationId);
    expect(getReservation(session)?.reservationId).toBe(next.reservation.reservationId);
  });
});

/**
 * Issue 31 item 6: the gateway sends the payer back to the origin they paid from (PUBLIC_URL when
 * it is set), through the real /payment/ route and the sandbox gateway.
 */
describe("the gateway's return address", () => {
  /** GET /payment/ as a browser on `origin` sends it (its Host), plus `headers`; the URL the gateway returns to. */
  async function returnAddressFor(booking: Booking, origin: string, headers: Record<string, string> = {}) {
    const cookie = await cookieFor(await sessionWith(booking));
    const request = new Request(`${origin}/payment/`, {
      headers: { Host: new URL(origin).host, Cookie: cookie, ...headers },
    });
    const toGateway = await routeResponse(paymentLoader({ request, params: {}, context: {} }));
    expect(toGateway.status).toBe(302);
    return { back: payOnGateway(toGateway.headers.get("Location")!), cookie };
  }

  /** Runs `run` with these configuration values, then puts the old ones back. */
  async function withConfig<T>(patch: Partial<AppConfig>, run: () => Promise<T>): Promise<T> {
    const config = getConfig();
    const before = { ...config };
    Object.assign(config, patch);
    try {
      return await run();
    } finally {
      Object.assign(config, before);
    }
  }

  const PROXIED = { "X-Forwarded-Host": "rentals.example.org", "X-Forwarded-Proto": "https" };

  it("without PUBLIC_URL, brings a payer on http://127.0.0.1:PORT back there, to their confirmation", async () => {
    expect(getConfig().publicUrlSet).toBe(false);
    const booking = await bookingAtReview("7");
    const { back, cookie } = await returnAddressFor(booking, "http://127.0.0.1:4173");
    expect(back.origin).toBe("http://127.0.0.1:4173");
    expect(back.pathname).toBe(PAYMENT_PATHS.paymentReturn);
    const returned = await call(paymentReturnLoader, back.toString(), cookie);
    expect(returned.headers.get("Location")).toBe(PAYMENT_PATHS.confirmation);
  });

  it("behind a trusted proxy (TRUST_PROXY), returns to the origin the proxy says the payer asked for", async () => {
    const booking = await bookingAtReview("10");
    const { back } = await withConfig({ trustProxy: 1 }, () =>
      returnAddressFor(booking, "http://10.0.0.5:3000", PROXIED),
    );
    expect(back.origin).toBe("https://rentals.example.org");
  });

  it("without TRUST_PROXY, ignores X-Forwarded-Host and -Proto sent by the client", async () => {
    const booking = await bookingAtReview("4");
    const { back } = await returnAddressFor(booking, "http://10.0.0.5:3000", PROXIED);
    expect(back.origin).toBe("http://10.0.0.5:3000");
  });

  it("with PUBLIC_URL set, returns to PUBLIC_URL whatever the request's host", async () => {
    const booking = await bookingAtReview("2");
    const { back } = await withConfig(
      { publicUrl: "https://www.gorentals.co.nz", publicUrlSet: true, trustProxy: 1 },
      () => returnAddressFor(booking, "http://127.0.0.1:4173", PROXIED),
    );
    expect(back.toString().startsWith("https://www.gorentals.co.nz/paymentReturn/?result=")).toBe(true);
  });
});

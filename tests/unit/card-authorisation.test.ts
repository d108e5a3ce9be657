import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/models/db.server";
import { cardAuthorisations } from "~/models/schema";
import { loader as completeLoader } from "~/routes/_manage+/credit-card-authorisation+/complete";
import { action as formAction } from "~/routes/_manage+/credit-card-authorisation+/form";
import { cardAuthorisationSchema, parseAmount } from "~/services/changes/after-rental/forms";
import { findBookingByReferenceAndSurname } from "~/services/changes/lookup.server";
import {
  checkCardAuthorisationBooking,
  completeCardAuthorisation,
  idempotencyKey,
  rememberedFormValues,
  resolveAmount,
  startCardAuthorisation,
} from "~/services/changes/after-rental/card-authorisation.server";
import { CARD_AUTHORISATION_TEXT as C } from "~/services/changes/after-rental/text";
import { BOOKING_LOOKUP_TEXT } from "~/services/changes/text";
import { INVALID_PHONE } from "~/services/platform/text";
import { formatMoney } from "~/services/platform/money";
import { getPaymentGateway } from "~/services/platform/payments/gateway.server";
import { createSandboxGateway } from "~/services/platform/payments/sandbox.server";
import { freshSession, makeBooking, type MadeBooking } from "./support/after-rental";
import { routeResponse } from "./support/route-response";

const gateway = createSandboxGateway("card-authorisation-test-secret");
const PUBLIC_URL = "https://www.example.co.nz";

const details = (booking: MadeBooking, extra: Record<string, string> = {}) => ({
  reference: booking.reference,
  surname: "  ngata ",
  holderName: "Mere Ngata",
  email: "mere@example.co.nz",
  phone: "021 555 0199",
  relationship: "Parent or other family member",
  amount: "",
  acceptTerms: "on",
  ...extra,
});

async function start(
  booking: MadeBooking,
  extra: Record<string, string> = {},
  session?: Awaited<ReturnType<typeof freshSession>>,
) {
  return startCardAuthorisation(session ?? (await freshSession()), details(booking, extra), {
    gateway,
    returnOrigin: PUBLIC_URL,
  });
}

/** The hosted page's answer for a started attempt: approved, declined or cancelled. */
function gatewayAnswer(redirectUrl: string, how: "approve" | "decline" | "cancel"): URL {
  const token = new URL(redirectUrl, "http://localhost").searchParams.get("session");
  const checkout = gateway.openCheckout(token);
  if (!checkout) throw new Error("expected a hosted page session");
  if (how === "cancel") return new URL(gateway.cancel(checkout));
  return new URL(
    gateway.complete(checkout, { number: how === "approve" ? "4242424242424242" : "4000000000000002" }),
  );
}

async function rowsFor(reservationId: string) {
  const db = await getDb();
  return db.select().from(cardAuthorisations).where(eq(cardAuthorisations.reservationId, reservationId));
}

describe("card authorisation rules", () => {
  const now = new Date("2027-03-10T00:00:00Z");
  it("needs a confirmed booking that has not ended and has a total", () => {
    const later = new Date("2027-03-20T00:00:00Z");
    expect(checkCardAuthorisationBooking({ status: "confirmed", dropOffAt: later, total: 100 }, now)).toEqual(
      { ok: true },
    );
    expect(
      checkCardAuthorisationBooking({ status: "payment_pending", dropOffAt: later, total: 100 }, now),
    ).toMatchObject({ reason: "not_confirmed" });
    expect(
      checkCardAuthorisationBooking({ status: "confirmed", dropOffAt: now, total: 100 }, now),
    ).toMatchObject({ reason: "ended" });
    expect(
      checkCardAuthorisationBooking({ status: "confirmed", dropOffAt: later, total: 0 }, now),
    ).toMatchObject({ reason: "nothing_to_authorise" });
  });

  it("takes the total by default and never more than the total", () => {
    expect(resolveAmount("", 480.5)).toEqual({ ok: true, amount: 480.5 });
    expect(resolveAmount("$200.25", 480.5)).toEqual({ ok: true, amount: 200.25 });
    expect(resolveAmount("480.50", 480.5)).toEqual({ ok: true, amount: 480.5 });
    expect(resolveAmount("480.51", 480.5)).toEqual({
      ok: false,
      message: C.amountTooHigh(formatMoney(480.5)),
    });
    expect(resolveAmount("12.345", 480.5)).toEqual({ ok: false, message: C.amountInvalid });
    expect(parseAmount("0")).toBe("invalid");
    expect(parseAmount("1,200")).toBe(1200);
  });

  it("validates the form: phone, relationship and the terms", () => {
    const base = {
      reference: "GO1234567",
      surname: "Ngata",
      holderName: "Mere Ngata",
      email: "mere@example.co.nz",
      phone: "021 555 0199",
      relationship: "Friend",
      acceptTerms: "on",
    };
    expect(cardAuthorisationSchema.safeParse(base).success).toBe(true);
    const bad = cardAuthorisationSchema.safeParse({
      ...base,
      phone: "abc",
      relationship: "Stranger",
      acceptTerms: undefined,
    });
    expect(bad.success ? [] : bad.error.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([INVALID_PHONE, C.relationshipRequired, C.termsRequired]),
    );
  });

  it("finds the booking by reservation number and the hirer's surname in any case", async () => {
    const made = await makeBooking({ pickupInDays: 5 });
    expect((await findBookingByReferenceAndSurname(made.reference, "NGATA"))?.id).toBe(made.id);
    expect(await findBookingByReferenceAndSurname(made.reference, "Smith")).toBeNull();
  });
});

describe("starting and completing an authorisation", () => {
  it("refuses a wrong surname with the generic message and keeps the values in the session", async () => {
    const made = await makeBooking({ pickupInDays: 5 });
    const session = await freshSession();
    const result = await start(made, { surname: "Smith" }, session);
    expect(result).toMatchObject({ ok: false, status: 404, message: BOOKING_LOOKUP_TEXT.notFound });
    expect(rememberedFormValues(session)).toMatchObject({
      reference: made.reference,
      surname: "Smith",
      holderName: "Mere Ngata",
    });
    expect(await rowsFor(made.id)).toHaveLength(0);
  });

  it("refuses an amount above the total beside the field", async () => {
    const made = await makeBooking({ pickupInDays: 5, total: 300 });
    const result = await start(made, { amount: "301" });
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { amount: C.amountTooHigh(formatMoney(300)) },
    });
  });

  it("reuses the pending attempt on a double submit and starts a new one for other details", async () => {
    const made = await makeBooking({ pickupInDays: 5 });
    const first = await start(made);
    const again = await start(made);
    if (!first.ok || !again.ok) throw new Error("expected both to start");
    expect(again.authorisation.id).toBe(first.authorisation.id);
    expect(first.authorisation).toMatchObject({
      amount: made.total,
      status: "pending",
      idempotencyKey: idempotencyKey(made.id, 1),
    });
    const other = await start(made, { amount: "100" });
    if (!other.ok) throw new Error("expected a start");
    expect(other.authorisation.idempotencyKey).toBe(idempotencyKey(made.id, 2));
    const rows = await rowsFor(made.id);
    expect(rows.find((row) => row.id === first.authorisation.id)?.status).toBe("cancelled");
    // The replaced attempt's hosted page can no longer authorise anything.
    const late = await completeCardAuthorisation(gatewayAnswer(first.redirectUrl, "approve"), { gateway });
    expect(late).toMatchObject({ kind: "done", changed: false, authorisation: { status: "cancelled" } });
  });

  it("sends the card holder to the gateway with a description and our return URL", async () => {
    const made = await makeBooking({ pickupInDays: 5 });
    const started = await start(made);
    if (!started.ok) throw new Error("expected a start");
    const checkout = gateway.openCheckout(
      new URL(started.redirectUrl, "http://localhost").searchParams.get("session"),
    );
    expect(checkout).toMatchObject({
      description: `Card authorisation for ${made.reference}`,
      returnUrl: `${PUBLIC_URL}/credit-card-authorisation/complete/`,
      amount: made.total,
      paymentId: started.authorisation.id,
    });
  });

  it("applies an approval once; a refresh changes nothing", async () => {
    const made = await makeBooking({ pickupInDays: 5 });
    const started = await start(made);
    if (!started.ok) throw new Error("expected a start");
    const answer = gatewayAnswer(started.redirectUrl, "approve");
    const first = await completeCardAuthorisation(answer, { gateway });
    expect(first).toMatchObject({
      kind: "done",
      changed: true,
      reference: made.reference,
      authorisation: { status: "authorised" },
    });
    const completedAt = first.kind === "done" ? first.authorisation.completedAt : null;
    const refresh = await completeCardAuthorisation(answer, { gateway });
    expect(refresh).toMatchObject({
      kind: "done",
      changed: false,
      authorisation: { status: "authorised", completedAt },
    });
  });

  it("records a decline and a cancel, and refuses a forged answer", async () => {
    const declinedBooking = await makeBooking({ pickupInDays: 5 });
    const declined = await start(declinedBooking);
    if (!declined.ok) throw new Error("expected a start");
    expect(
      await completeCardAuthorisation(gatewayAnswer(declined.redirectUrl, "decline"), { gateway }),
    ).toMatchObject({
      kind: "done",
      authorisation: { status: "declined", declineReason: "Your card was declined." },
    });
    // After a decline the next submit is a new attempt.
    const retry = await start(declinedBooking);
    expect(retry.ok && retry.authorisation.idempotencyKey).toBe(idempotencyKey(declinedBooking.id, 2));

    const cancelledBooking = await makeBooking({ pickupInDays: 5 });
    const cancelled = await start(cancelledBooking);
    if (!cancelled.ok) throw new Error("expected a start");
    expect(
      await completeCardAuthorisation(gatewayAnswer(cancelled.redirectUrl, "cancel"), { gateway }),
    ).toMatchObject({
      authorisation: { status: "cancelled" },
    });

    const forged = new URL(`${PUBLIC_URL}/credit-card-authorisation/complete/?result=abc.def`);
    expect(await completeCardAuthorisation(forged, { gateway })).toEqual({ kind: "invalid" });
  });

  it("the complete page answers 200 without a result and 400 for a forged one", async () => {
    const call = (query: string) =>
      routeResponse(
        completeLoader({
          request: new Request(`http://localhost/credit-card-authorisation/complete/${query}`),
          params: {},
          context: {},
        } as LoaderFunctionArgs),
      );
    const none = await call("");
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual({ kind: "none" });
    expect((await call("?result=forged")).status).toBe(400);
  });

  it("without PUBLIC_URL, the form on a LAN address sends the card holder back to that address", async () => {
    const made = await makeBooking({ pickupInDays: 5 });
    const origin = "http://192.168.1.20:3000";
    const request = new Request(`${origin}/credit-card-authorisation/form/`, {
      method: "POST",
      headers: { Host: "192.168.1.20:3000", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(details(made)),
    });
    const answer = await routeResponse(
      formAction({ request, params: {}, context: {} } as ActionFunctionArgs),
    );
    expect(answer.status).toBe(302);
    const sandbox = getPaymentGateway() as ReturnType<typeof createSandboxGateway>;
    const checkout = sandbox.openCheckout(
      new URL(answer.headers.get("Location")!, origin).searchParams.get("session"),
    );
    expect(checkout?.returnUrl).toBe(`${origin}/credit-card-authorisation/complete/`);
  });
});

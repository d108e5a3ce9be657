import { describe, expect, it } from "vitest";
import { CARD_TYPE_LABELS } from "~/services/booking/payment/methods";
import { getPaymentGateway } from "~/services/platform/payments/gateway.server";
import {
  cardBrandMismatchMessage,
  cardBrandOf,
  cardDigits,
  expiryIsCurrent,
  passesLuhn,
  SANDBOX_CARDS,
} from "~/services/platform/payments/sandbox-cards";
import { createSandboxGateway, SANDBOX_PAGE_PATH } from "~/services/platform/payments/sandbox.server";
import { routeResponse } from "./support/route-response";

const gateway = createSandboxGateway("x".repeat(64));
const request = {
  paymentId: "pay_1",
  amount: 512.4,
  currency: "NZD" as const,
  description: "Booking GO1234567",
  returnUrl: "http://localhost:3000/paymentReturn/",
};

async function hostedCheckout() {
  const start = await gateway.startCheckout(request);
  expect(start.redirectUrl.startsWith(`${SANDBOX_PAGE_PATH}?session=`)).toBe(true);
  const token = new URL(start.redirectUrl, "http://localhost").searchParams.get("session");
  const checkout = gateway.openCheckout(token);
  expect(checkout).toMatchObject({ ...request, providerReference: start.providerReference });
  return checkout!;
}

describe("sandbox payment gateway", () => {
  it("approves a good card and returns a signed answer to the return URL", async () => {
    const checkout = await hostedCheckout();
    const back = new URL(gateway.complete(checkout, { number: cardDigits(SANDBOX_CARDS.approve) }));
    expect(back.pathname).toBe("/paymentReturn/");
    expect(await gateway.readReturn(back)).toEqual({
      paymentId: "pay_1",
      providerReference: checkout.providerReference,
      status: "approved",
      amount: 512.4,
      cardLast4: "4242",
      cardType: "visa",
      declineReason: null,
    });
  });

  it("declines the decline test card with its reason", async () => {
    const checkout = await hostedCheckout();
    const back = new URL(gateway.complete(checkout, { number: "4000000000000002" }));
    expect(await gateway.readReturn(back)).toMatchObject({
      status: "declined",
      declineReason: "Your card was declined.",
    });
  });

  it("reports a cancelled payment", async () => {
    const checkout = await hostedCheckout();
    expect(await gateway.readReturn(new URL(gateway.cancel(checkout)))).toMatchObject({
      status: "cancelled",
    });
  });

  it("refuses forged, tampered and expired tokens", async () => {
    const checkout = await hostedCheckout();
    const back = new URL(gateway.complete(checkout, { number: "4242424242424242" }));
    const token = back.searchParams.get("result")!;
    const [payload, signature] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), amount: 1 }),
    ).toString("base64url");
    back.searchParams.set("result", `${forged}.${signature}`);
    expect(await gateway.readReturn(back)).toBeNull();
    expect(
      await createSandboxGateway("y".repeat(64)).readReturn(
        new URL(gateway.complete(checkout, { number: "4242424242424242" })),
      ),
    ).toBeNull();
    expect(gateway.openCheckout("nonsense")).toBeNull();
    const start = await gateway.startCheckout(request);
    const session = new URL(start.redirectUrl, "http://localhost").searchParams.get("session");
    expect(gateway.openCheckout(session, Date.now() + 31 * 60 * 1000)).toBeNull();
  });
});

describe("card checks", () => {
  it("tells the brand from the number (issue 24 item 9)", () => {
    expect(cardBrandOf("378282246310005")).toBe("amex");
    expect(cardBrandOf("4242424242424242")).toBe("visa");
    expect(cardBrandOf("4508000000000000")).toBe("visa-electron");
    expect(cardBrandOf("5555555555554444")).toBe("mastercard");
    expect(cardBrandOf("2221000000000009")).toBe("mastercard");
    expect(cardBrandOf("3530111333300000")).toBe("jcb");
    expect(cardBrandOf("6011111111111117")).toBeNull();
  });

  it("refuses on its hosted page a card of another brand than the one priced for, before any charge", async () => {
    const { action } = await import("~/routes/_booking+/sandbox-gateway");
    const start = await getPaymentGateway().startCheckout({ ...request, cardType: "visa" });
    const session = new URL(start.redirectUrl, "http://localhost").searchParams.get("session")!;
    const form = new URLSearchParams({
      session,
      cardholderName: "Aroha Ngata",
      cardNumber: "3782 822463 10005",
      expiry: "12/39",
      cvc: "1234",
    });
    const response = await routeResponse(
      action({
        request: new Request("http://localhost/sandbox-gateway/", { method: "POST", body: form }),
        params: {},
        context: {},
      }),
    );
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toContain(
      cardBrandMismatchMessage(CARD_TYPE_LABELS.amex, CARD_TYPE_LABELS.visa),
    );
  });

  it("checks numbers with Luhn", () => {
    expect(passesLuhn(cardDigits("4242 4242 4242 4242"))).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(passesLuhn("abc")).toBe(false);
  });

  it("wants an expiry not before this month", () => {
    const now = new Date("2026-11-21T00:00:00Z");
    expect(expiryIsCurrent("11/26", now)).toBe(true);
    expect(expiryIsCurrent("10/26", now)).toBe(false);
    expect(expiryIsCurrent("01/2030", now)).toBe(true);
    expect(expiryIsCurrent("13/30", now)).toBe(false);
  });
});

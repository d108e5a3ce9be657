import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { CheckoutRequest, PaymentGateway, PaymentOutcome } from "./gateway";
import { cardBrandOf, SANDBOX_CARDS, type SandboxCardCheck } from "./sandbox-cards";

/** Where the sandbox's hosted payment page lives inside this app. */
export const SANDBOX_PAGE_PATH = "/sandbox-gateway/";

type SignedCheckout = CheckoutRequest & { providerReference: string; issuedAt: number };
type SignedResult = Omit<PaymentOutcome, "amount"> & { amount: number; returnUrl: string };

/** A hosted payment session is good for 30 minutes, like a real gateway's. */
const CHECKOUT_LIFETIME_MS = 30 * 60 * 1000;

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/**
 * Signs and verifies the sandbox's tokens. The sandbox keeps no state: the hosted page's
 * session and its answer travel in HMAC-signed tokens, as a real gateway's signed redirect does.
 */
export function sandboxSigner(secret: string) {
  const key = createHash("sha256").update(`sandbox-gateway:${secret}`).digest();
  const sign = (payload: string) => createHmac("sha256", key).update(payload).digest("base64url");
  return {
    seal(value: unknown): string {
      const payload = encode(value);
      return `${payload}.${sign(payload)}`;
    },
    open<T>(token: string | null | undefined): T | null {
      if (!token || token.length > 8192) return null;
      const [payload, signature, extra] = token.split(".");
      if (!payload || !signature || extra !== undefined) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as T;
      } catch {
        return null;
      }
    },
  };
}

export type SandboxCheckout = SignedCheckout;

export function createSandboxGateway(secret: string) {
  const signer = sandboxSigner(secret);

  const gateway: PaymentGateway & {
    openCheckout(token: string | null, now?: number): SignedCheckout | null;
    complete(checkout: SignedCheckout, card: SandboxCardCheck): string;
    /** Whether a card may pay this checkout: its brand is the one priced for (or any brand). */
    acceptsBrand(checkout: SignedCheckout, card: SandboxCardCheck): boolean;
    cancel(checkout: SignedCheckout): string;
  } = {
    name: "sandbox",

    async startCheckout(request) {
      const providerReference = `sbx_${randomBytes(9).toString("base64url")}`;
      const token = signer.seal({
        ...request,
        providerReference,
        issuedAt: Date.now(),
      } satisfies SignedCheckout);
      return { providerReference, redirectUrl: `${SANDBOX_PAGE_PATH}?session=${token}` };
    },

    async readReturn(url) {
      const result = signer.open<SignedResult>(url.searchParams.get("result"));
      if (!result) return null;
      const { returnUrl: _returnUrl, ...outcome } = result;
      return outcome;
    },

    /**
     * The sandbox keeps no ledger: a refund or a release of a hold succeeds for any reference it
     * issued (sbx_…), with a reference of its own, as a real gateway's API answers.
     */
    async refund(request) {
      if (!request.providerReference.startsWith("sbx_"))
        return { ok: false, reason: "Unknown payment reference" };
      if (!(request.amount > 0)) return { ok: false, reason: "A refund needs an amount above 0" };
      return { ok: true, refundReference: `sbx_rf_${randomBytes(9).toString("base64url")}` };
    },

    /**
     * A charge on a card the sandbox took earlier: its reference comes from the idempotency key,
     * so a repeated charge answers the same reference (the charge is made once).
     */
    async charge(request) {
      if (!request.providerReference.startsWith("sbx_"))
        return { ok: false, reason: "Unknown payment reference" };
      if (!(request.amount > 0)) return { ok: false, reason: "A charge needs an amount above 0" };
      const digest = createHash("sha256").update(`charge:${request.idempotencyKey}`).digest("base64url");
      return { ok: true, chargeReference: `sbx_ch_${digest.slice(0, 12)}` };
    },

    async voidAuthorisation(request) {
      if (!request.providerReference.startsWith("sbx_"))
        return { ok: false, reason: "Unknown payment reference" };
      return { ok: true, refundReference: `sbx_vd_${randomBytes(9).toString("base64url")}` };
    },

    /** The hosted page's session, or null when forged or expired. */
    openCheckout(token, now = Date.now()) {
      const checkout = signer.open<SignedCheckout>(token);
      if (!checkout || now - checkout.issuedAt > CHECKOUT_LIFETIME_MS) return null;
      return checkout;
    },

    acceptsBrand(checkout, card) {
      return !checkout.cardType || cardBrandOf(card.number) === checkout.cardType;
    },

    /** The URL the hosted page sends the payer back to after a card was tried. */
    complete(checkout, card) {
      if (!gateway.acceptsBrand(checkout, card))
        throw new Error("A card of another brand than the one priced for");
      const decline = SANDBOX_CARDS.declines[card.number] ?? null;
      const result: SignedResult = {
        paymentId: checkout.paymentId,
        providerReference: checkout.providerReference,
        status: decline ? "declined" : "approved",
        amount: checkout.amount,
        cardLast4: card.number.slice(-4),
        cardType: cardBrandOf(card.number),
        declineReason: decline,
        returnUrl: checkout.returnUrl,
      };
      return withResult(checkout.returnUrl, signer.seal(result));
    },

    cancel(checkout) {
      const result: SignedResult = {
        paymentId: checkout.paymentId,
        providerReference: checkout.providerReference,
        status: "cancelled",
        amount: checkout.amount,
        cardLast4: null,
        declineReason: null,
        returnUrl: checkout.returnUrl,
      };
      return withResult(checkout.returnUrl, signer.seal(result));
    },
  };
  return gateway;
}

function withResult(returnUrl: string, token: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set("result", token);
  return url.toString();
}

import { getConfig } from "~/config.server";
import { createSandboxGateway } from "./sandbox.server";

/** What the site asks a payment gateway for: a hosted payment page for one payment. */
export type CheckoutRequest = {
  /** Our payment id; the gateway hands it back on return. */
  paymentId: string;
  amount: number;
  currency: "NZD";
  description: string;
  /** Absolute URL the hosted page returns the payer to (our /paymentReturn/). */
  returnUrl: string;
};

export type CheckoutStart = { providerReference: string; redirectUrl: string };

export type PaymentOutcome = {
  paymentId: string;
  providerReference: string;
  status: "approved" | "declined" | "cancelled";
  amount: number;
  cardLast4: string | null;
  declineReason: string | null;
};

/**
 * The payment gateway adapter. The default, and the only one configured today, is the built-in
 * sandbox that behaves like a hosted payment page; a real provider implements the same two calls.
 */
export interface PaymentGateway {
  readonly name: "sandbox";
  startCheckout(request: CheckoutRequest): Promise<CheckoutStart>;
  /** Reads and verifies the gateway's answer from the return URL; null when it is not genuine. */
  readReturn(url: URL): Promise<PaymentOutcome | null>;
}

let gateway: PaymentGateway | undefined;

export function getPaymentGateway(): PaymentGateway {
  gateway ??= createSandboxGateway(getConfig().sessionSecrets[0]);
  return gateway;
}

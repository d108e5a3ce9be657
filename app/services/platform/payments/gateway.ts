/** The payment gateway adapter's calls and answers, apart from the module that picks the gateway. */
import type { CardType } from "~/models/schema/booking";

/** What the site asks a payment gateway for: a hosted payment page for one payment. */
export type CheckoutRequest = {
  /** Our payment id; the gateway hands it back on return. */
  paymentId: string;
  amount: number;
  currency: "NZD";
  description: string;
  /** Absolute URL the hosted page returns the payer to (our /paymentReturn/, or a flow's own page). */
  returnUrl: string;
  /**
   * capture (default): take the money. authorise: only hold it on the card (a bond); the hold is
   * released later with voidAuthorisation.
   */
  intent?: "capture" | "authorise";
  /**
   * The card brand the amount was priced for (its processing fee); the gateway refuses a card of
   * another brand before charging it. Absent: any brand.
   */
  cardType?: CardType | null;
};

/** Money given back on an earlier approved payment (all or part of it). */
export type RefundRequest = { providerReference: string; amount: number; reason: string };
export type RefundResult = { ok: true; refundReference: string } | { ok: false; reason: string };

/**
 * A charge on the card of an earlier approved payment, made by GO's staff with the customer's
 * agreement (the rental terms), e.g. the charges at the return of a car. The idempotency key
 * makes a repeated call charge once, as real gateways' APIs do.
 */
export type ChargeRequest = {
  providerReference: string;
  amount: number;
  description: string;
  idempotencyKey: string;
};
export type ChargeResult = { ok: true; chargeReference: string } | { ok: false; reason: string };

export type CheckoutStart = { providerReference: string; redirectUrl: string };

export type PaymentOutcome = {
  paymentId: string;
  providerReference: string;
  status: "approved" | "declined" | "cancelled";
  amount: number;
  cardLast4: string | null;
  /** The brand of the card used, as the gateway tells it; null when unknown or no card. */
  cardType?: CardType | null;
  declineReason: string | null;
};

/**
 * The payment gateway adapter. The default, and the only one configured today, is the built-in
 * sandbox that behaves like a hosted payment page; a real provider implements the same calls.
 */
export interface PaymentGateway {
  readonly name: "sandbox";
  startCheckout(request: CheckoutRequest): Promise<CheckoutStart>;
  /** Reads and verifies the gateway's answer from the return URL; null when it is not genuine. */
  readReturn(url: URL): Promise<PaymentOutcome | null>;
  /** Gives back `amount` of an approved payment to the card it came from. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Charges the card of an earlier approved payment (the card on file) again. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Releases a hold made with intent "authorise". */
  voidAuthorisation(request: { providerReference: string }): Promise<RefundResult>;
}

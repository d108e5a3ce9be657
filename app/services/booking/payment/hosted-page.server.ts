import { setProviderReference, type Payment } from "~/models/reservations/payments.server";
import { SERVICE_UNAVAILABLE } from "../../platform/error-text";
import type { CheckoutRequest, PaymentGateway } from "../../platform/payments/gateway.server";
import { log } from "~/log.server";

export type HostedPageResult =
  /** Send the payer to the gateway's hosted page. `reused`: the pending payment already existed. */
  | { kind: "gateway"; redirectTo: string; payment: Payment; reused: boolean }
  | { kind: "gateway-unavailable"; notice: string };

/**
 * Asks the gateway for its hosted page for a pending card payment (in NZD) and records the
 * provider's reference on the payment. A gateway that refuses is logged (as `what`, e.g. "change
 * payment") and answered as unavailable, so the payer can try again. A booking's payment and a
 * change's payment (changes/payments.server.ts) open the page the same way.
 */
export async function openHostedPage(
  gateway: PaymentGateway,
  pending: { payment: Payment; reused: boolean },
  request: Omit<CheckoutRequest, "paymentId" | "currency">,
  what = "payment",
): Promise<HostedPageResult> {
  const { payment, reused } = pending;
  try {
    const checkout = await gateway.startCheckout({ paymentId: payment.id, currency: "NZD", ...request });
    const withReference = await setProviderReference(payment.id, checkout.providerReference);
    return { kind: "gateway", redirectTo: checkout.redirectUrl, payment: withReference ?? payment, reused };
  } catch (error) {
    log.error({ err: error }, `Payment gateway refused ${what} ${payment.id}`);
    return { kind: "gateway-unavailable", notice: SERVICE_UNAVAILABLE };
  }
}

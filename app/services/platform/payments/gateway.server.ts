import { getConfig } from "~/config.server";
import type { PaymentGateway } from "./gateway";
import { createSandboxGateway } from "./sandbox.server";

export type {
  ChargeRequest,
  ChargeResult,
  CheckoutRequest,
  CheckoutStart,
  PaymentGateway,
  PaymentOutcome,
  RefundRequest,
  RefundResult,
} from "./gateway";

let gateway: PaymentGateway | undefined;

export function getPaymentGateway(): PaymentGateway {
  gateway ??= createSandboxGateway(getConfig().sessionSecrets[0]);
  return gateway;
}

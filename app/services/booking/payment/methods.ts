import type { PaymentMethodChoice } from "~/models/reservations/session-booking";

export { PAYMENT_METHOD_CHOICES, type PaymentMethodChoice } from "~/models/reservations/session-booking";

export const PAYMENT_METHOD_LABELS: Record<PaymentMethodChoice, string> = {
  "credit-card": "Credit or debit card",
  account2account: "Bank transfer (account to account)",
};

/** The card icons of spec section 9: visa, visa electron, master card, AMEX, jcb. */
export const CARD_TYPE_LABELS = {
  visa: "Visa",
  "visa-electron": "Visa Electron",
  mastercard: "Master Card",
  amex: "AMEX",
  jcb: "JCB",
} as const;

/**
 * Constants of the cancel-booking flow (issue 5). Plain module: routes, components, services and
 * the Playwright tests all import from here. Rules: app/services/changes/cancel/rules.ts.
 */

/** Business bookings can be cancelled online, free, up to this many hours before pick-up. */
export const BUSINESS_FREE_CANCEL_HOURS = 48;

/** Free cancellation up to this many hours before pick-up: ONE constant for customers and business. */
export const FREE_CANCEL_HOURS = BUSINESS_FREE_CANCEL_HOURS;

/** Seconds on a cancel page before the cancel timer asks whether the visitor is still there. */
export const CANCEL_TIMER_SECONDS = 600;

/** The id of the cancel timer modal (ChangeTimer). */
export const CANCEL_TIMER_ID = "cancel-timer";

/** The id of the "cancellation confirm and payment" modal (spec section 2). */
export const CANCEL_CONFIRM_MODAL_ID = "cancel-confirm-payment";

/** The form id of the agent and corporate cancel page (remix-validated-form's answers carry it). */
export const BUSINESS_CANCEL_FORM_ID = "cancel-business";

export const CANCEL_PATHS = {
  start: "/cancel-booking/",
  beforeYouGo: "/cancel-booking/before-you-go/",
  noCharge: "/cancel-booking/no-charge/",
  payment: "/cancel-booking/payment/",
  creditCard: "/cancel-booking/payment/credit-card/",
  account2account: "/cancel-booking/payment/account2account/",
  refund: "/cancel-booking/payment/refund/",
  confirmation: "/cancel-booking/confirmation/",
  contactSupport: "/cancel-booking/contact-support/",
  agent: "/cancel-booking/agent/",
  corporate: "/cancel-booking/corporate/",
} as const;

/** The flow's start for a booking (what /manage-booking/ and My bookings link to). */
export function cancelStartPath(reference: string): string {
  return `${CANCEL_PATHS.start}?booking=${encodeURIComponent(reference)}`;
}

/** Why the customer cancels (before-you-go select): value → label. */
export const CANCEL_REASONS = {
  "plans-changed": "My travel plans have changed",
  "found-cheaper": "I found a better price elsewhere",
  "wrong-details": "I booked the wrong dates, place or vehicle",
  "no-longer-needed": "I no longer need a vehicle",
  other: "Another reason",
} as const;
export type CancelReason = keyof typeof CANCEL_REASONS;
export const CANCEL_REASON_VALUES = Object.keys(CANCEL_REASONS) as CancelReason[];
/** The reasons as a select's options. */
export const CANCEL_REASON_OPTIONS = CANCEL_REASON_VALUES.map((value) => ({
  value,
  label: CANCEL_REASONS[value],
}));

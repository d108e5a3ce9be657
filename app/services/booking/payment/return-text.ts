/**
 * /paymentReturn/ opened by a browser session that did not pay (the link sent on, a shared
 * computer, another browser): the payment is applied, but the page names no one and no trip
 * (issue 24 item 4). The booker's own session sees the confirmation as before.
 */
export const PAYMENT_RECEIVED_ELSEWHERE_TEXT = {
  title: "Your payment was received",
  text: "To see your booking, open Manage booking and enter your reservation number and the email address on the booking. Your reservation number starts with GO and is in your confirmation email.",
} as const;

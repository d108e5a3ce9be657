import { formatMoney } from "../../platform/money";
import { COUNTER_OVERRIDE_MAX_OFF, COUNTER_OVERRIDE_MAX_PERCENT } from "./rules";

/** Texts of a change made at the counter, /admin/bookings/<reference>/change/ (issue 32 item 3). */
export const COUNTER_CHANGE_TEXT = {
  title: (reference: string) => `Change booking ${reference}`,
  reviewTitle: (reference: string) => `Review the change of ${reference}`,
  back: "Back to the booking",
  intro:
    "Change the dates, branches, vehicle, extras, cover or flight number with the website's own rules and prices. The customer is emailed the change.",
  keptItinerary:
    "The rental is under way (or sold as it is): its dates, branches and vehicle stay as booked here. To swap the car or record the return, use the booking page.",
  overrideLegend: "Price override (optional)",
  overrideTotal: "New total (NZ$)",
  overrideHint: (admin: boolean) =>
    admin
      ? "Leave empty to keep the price the rules give. Any amount from $0."
      : `Leave empty to keep the price the rules give. Staff may take off at most ${formatMoney(COUNTER_OVERRIDE_MAX_OFF)} or ${COUNTER_OVERRIDE_MAX_PERCENT} % of the new total, whichever is less.`,
  overrideReason: "Reason for the override",
  overrideRow: "Price override",
  overrideText: (priced: string, set: string, reason: string) => `Priced ${priced}, set to ${set}: ${reason}`,
  payTitle: "Payment at the desk",
  toPay: (amount: string) => `To take at the desk: ${amount}`,
  onAccount: (note: string) => note,
  confirm: "Confirm the change",
  refund: (amount: string) => `Confirm and refund ${amount}`,
  pay: "Confirm the change and payment",
  blockedTitle: "This booking can't be changed here",
  startAgain: "Change it again",
} as const;

export const COUNTER_CHANGE_MESSAGES = {
  overrideInvalid: "Enter the new total in dollars and cents, e.g. 480.00",
  overrideNegative: "The new total can't be below $0.00",
  overrideOverLimit: (max: string) =>
    `Staff may take off at most ${max} from this price. Ask an Admin for a larger override.`,
  overrideAbove: "Staff may only lower the price. Ask an Admin to raise it.",
  reasonRequired: "Give the reason for the override",
  reasonTooLong: "Keep the reason to 200 characters",
  returned: "The car is back: this rental is finished and can't be changed.",
  eftposRefund: (amount: string) =>
    `The change wasn't made: if the customer paid ${amount} on the EFTPOS terminal, refund it there, then start again.`,
} as const;

/** The history's staff-only note of an override, and its audit reason. */
export const overrideNote = (priced: number, set: number, reason: string) =>
  `Price override on a change: ${formatMoney(priced)} → ${formatMoney(set)}. Reason: ${reason}`;

/** Texts of a new drop-off set at the counter, /admin/bookings/<reference>/drop-off/ (issue 32 item 3). */
export const COUNTER_DROP_OFF_TEXT = {
  title: (reference: string) => `New drop-off for ${reference}`,
  reviewTitle: (reference: string) => `Review the new drop-off of ${reference}`,
  link: "New drop-off",
  intro:
    "The car is with the customer. Set the new drop-off date and time, later or earlier (after now), at the same branch: the website's extend rules and prices apply, and the customer is emailed the change.",
  dateLabel: "New drop-off date",
  timeLabel: "New drop-off time",
  checkPrice: "Check the price",
  newDropOff: "New drop-off",
  oldTotal: "Current total",
  newTotal: "New total",
  toPay: (amount: string) => `To take at the desk: ${amount}`,
  toRefund: (amount: string) => `Money back: ${amount}, refunded once the drop-off has moved.`,
  noCharge: "No change in price.",
  confirm: "Confirm the new drop-off",
  refund: (amount: string) => `Confirm and refund ${amount}`,
  pay: "Confirm the new drop-off and payment",
  blockedTitle: "The drop-off can't be moved here",
  again: "Change the new drop-off",
} as const;

export const COUNTER_DROP_OFF_MESSAGES = {
  notUnderWay:
    "Only a rental under way (the car handed over, not back) gets a new drop-off here. Before pick-up, change the dates on the change page.",
  cancelled: "This booking is cancelled.",
  deal: "A hot-deal or relocation rate is tied to its dates: its drop-off can't be moved.",
  unavailable:
    "No car of this vehicle class is free for the added time (another booking needs it): choose an earlier drop-off.",
  refundOwed: (amount: string) =>
    `The drop-off moved, but the refund of ${amount} didn't go through: pay it back to the customer another way.`,
} as const;

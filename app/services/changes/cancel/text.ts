/**
 * Every text of the cancel-booking flow (issue 5), defined once: pages, components, emails and the
 * tests import them from here.
 */
import { t } from "../../platform/i18n/translate";
import { FREE_CANCEL_HOURS } from "./constants";

export const CANCEL_TEXT = {
  startTitle: "Cancel your booking",
  startIntro: "Find your booking with its reservation number and the email address you booked with.",
  findLegend: "Your booking",
  referenceLabel: "Reservation number",
  referenceHint: "GO and 7 digits, e.g. GO1234567",
  emailLabel: "Email address",
  find: "Find my booking",
  finding: "Finding…",
  feeRuleTitle: "Cancellation fee",
  feeRule: `Cancelling is free up to ${FREE_CANCEL_HOURS} hours before pick-up. Within ${FREE_CANCEL_HOURS} hours of pick-up the cancellation fee is one rental day's vehicle charge (never more than the booking total). Once the pick-up time has passed, please contact us.`,
  summaryTitle: "Your booking",
  reservationNumber: "Reservation number",
  pickup: "Pick-up",
  dropOff: "Drop-off",
  vehicle: "Vehicle",
  total: "Booking total",
  paid: "Paid so far",
  freeUntil: (when: string) => t("Free cancellation until {{when}}.", { when }),
  lateNow: (fee: string) =>
    t("Your pick-up is less than {{FREE_CANCEL_HOURS}} hours away, so the cancellation fee is {{fee}}.", {
      FREE_CANCEL_HOURS,
      fee,
    }),
  continue: "Continue to cancel",
  keepBooking: "Keep my booking",

  beforeTitle: "Before you go",
  beforeIntro: "Not going any more, or only on different dates? You may not need to cancel.",
  alternativesTitle: "Other options",
  changeDates: "Change your dates",
  changeDatesText: "Need the vehicle longer? Extend your booking instead of cancelling it.",
  contactUs: "Contact us",
  contactUsText: "Our team can change your booking for you: call",
  orEmail: "or email",
  keepText: "Changed your mind? Your booking stays as it is.",
  reasonLegend: "Cancel your booking",
  reasonLabel: "Why are you cancelling?",
  reasonPlaceholder: "Choose a reason",
  reasonRequired: "Please choose why you are cancelling.",
  cancelMyBooking: "Cancel my booking",
  cancelling: "Cancelling…",

  noChargeTitle: "Cancel with no charge",
  noChargeText: "There is no cancellation fee and nothing has been paid, so there is nothing to refund.",
  noChargeKept: (fee: string) =>
    t(
      "The cancellation fee of {{fee}} is covered by what you have paid, so there is nothing more to pay and nothing to refund.",
      { fee },
    ),
  confirmCancel: "Confirm cancellation",

  refundTitle: "Your refund",
  refundText: (amount: string) =>
    t("We will refund {{amount}} when you confirm the cancellation.", { amount }),
  refundToCard: (card: string) =>
    t(
      "The refund goes back to the card you paid with ({{card}}). It usually shows on your statement within 5 to 10 working days.",
      { card },
    ),
  refundToBank:
    "You paid by bank transfer, so our team refunds it to the bank account you paid from, within 5 working days.",
  feeKept: (fee: string) => t("The cancellation fee of {{fee}} is kept from what you paid.", { fee }),
  confirmRefundButton: "Confirm cancellation and refund",

  paymentTitle: "Pay the cancellation fee",
  paymentText: (amount: string) =>
    t("To cancel your booking, please pay the cancellation fee of {{amount}}.", { amount }),
  paymentNothingCancelled: "Your booking is only cancelled once the fee is paid.",
  methodLegend: "How would you like to pay?",
  methodCard: "Credit or debit card",
  methodCardHint: "On our payment provider's secure page; your booking is cancelled as soon as it is paid.",
  methodTransfer: "Bank transfer",
  methodTransferHint: "Your booking is cancelled now and you pay the fee by bank transfer within 3 days.",
  methodRequired: "Please choose how you would like to pay.",
  payAndCancel: (amount: string) => t("Pay {{amount}} and cancel", { amount }),
  cancelAndTransfer: "Cancel and pay by bank transfer",

  transferTitle: "Pay the fee by bank transfer",
  transferIntro: (amount: string) =>
    t("Your booking is cancelled. Please pay the cancellation fee of {{amount}} to:", { amount }),
  transferReferenceNote: "Use your reservation number as the payment reference.",

  confirmTitle: "Confirm your cancellation",
  confirmIntro: (reference: string) =>
    t("You are cancelling booking {{reference}}. This cannot be undone.", { reference }),
  confirmIntroChosen: "You are cancelling the chosen booking. This cannot be undone.",
  confirmFee: (fee: string) => t("Cancellation fee: {{fee}}.", { fee }),
  confirmNoFee: "No cancellation fee.",
  confirmRefund: (amount: string) => t("Refund: {{amount}}.", { amount }),
  confirmPay: (amount: string) => t("To pay now: {{amount}}.", { amount }),
  goBack: "Go back",

  confirmationTitle: "Your booking is cancelled",
  cancelledText: (reference: string) =>
    t("Booking {{reference}} is cancelled. We've emailed you a confirmation.", { reference }),
  cancelledFee: (fee: string) => t("Cancellation fee: {{fee}}.", { fee }),
  cancelledNoFee: "There was no cancellation fee.",
  cancelledRefund: (amount: string) => t("Refund: {{amount}}.", { amount }),
  cancelledFeeOwed: (amount: string) =>
    t("Cancellation fee to pay by bank transfer: {{amount}}.", { amount }),
  reason: "Reason",
  newSearch: "Book another vehicle",
  backToBooking: "Back to your booking",

  supportTitle: "Please contact us to cancel",
  supportStarted: "The pick-up time of this booking has passed, so it can no longer be cancelled online.",
  supportText: "Please call the branch or email us and we'll help you:",
  callBranch: (branch: string) => t("Call {{branch}}", { branch }),
  emailUs: "Email",

  alreadyCancelled: "This booking is already cancelled.",
  notFound:
    "We couldn't find that booking, or it isn't yours to cancel. Please find it with its reservation number and email address.",
  findFirst: "Please find your booking first.",
  processing: "Your cancellation is being processed. Please refresh this page in a moment.",
  stepChanged: "Your cancellation has changed: please check it again.",

  timerTitle: "Are you still there?",
  timerText: "Your cancellation is waiting for you. Continue to check the fee again with the latest details.",
  timerContinue: "Continue cancelling",
  timerLeave: "Keep my booking",

  agentTitle: "Cancel a business booking",
  agentIntro:
    "Cancel one of your account's bookings. Bookings picking up within 48 hours can only be cancelled by our business team.",
  agentFind: "Reservation number",
  agentChoose: "Choose a booking to cancel",
  corporateTitle: "Cancel a corporate booking",
  businessTooLate: "Within 48 hours of pick-up: please call our business team to cancel.",
  businessNotFound:
    "We couldn't find that booking among your account's upcoming bookings, or it is already cancelled.",
  businessNone: "Your account has no upcoming bookings to cancel.",

  emailSubject: (reference: string) => t("Booking {{reference}} cancelled", { reference }),
  emailGreeting: (name: string) => t("Kia ora {{name}},", { name }),
  emailBody: (reference: string) => t("Your GO Rentals booking {{reference}} is cancelled.", { reference }),
  emailFee: (fee: string) => t("Cancellation fee: {{fee}}", { fee }),
  emailRefund: (amount: string) => t("Refund: {{amount}}", { amount }),
  emailOwed: (amount: string, account: string) =>
    t(
      "Please pay the cancellation fee of {{amount}} by bank transfer to {{account}}, with your reservation number as the reference.",
      { amount, account },
    ),
  emailSignOff: "Ngā mihi, the GO Rentals team",

  historyReason: (reason: string) => t("Reason: {{reason}}", { reason }),
} as const;

/** Texts of the after-rental pages: feedback, card authorisation, identity check. */
import { t } from "../../platform/i18n/translate";

export const FEEDBACK_TEXT = {
  title: "Your feedback",
  intro: "Tell us how your rental went. It takes a minute, and every answer is read by our team.",
  bookingLegend: "Your booking",
  ratingLegend: "How was your rental?",
  ratingRequired: "Please choose a rating from 1 to 5",
  ratingLabels: ["1 – Very poor", "2 – Poor", "3 – OK", "4 – Good", "5 – Excellent"],
  recommendLegend: "Would you recommend GO Rentals to a friend?",
  recommendRequired: "Please answer yes or no",
  yes: "Yes",
  no: "No",
  commentsLabel: "Comments (optional)",
  commentsHint: "What went well, what could be better. At most 2000 characters.",
  commentsTooLong: "Comments can be at most 2000 characters",
  publicLabel: "You may quote my comments on the GO Rentals website (first name and city only)",
  submit: "Send feedback",
  submitting: "Sending…",
  existing: "You have already sent feedback for this booking. Sending the form again updates it.",
  rentalNotEnded: (date: string) =>
    t("You can tell us how it went after your rental ends on {{date}}.", { date }),
  completeTitle: "Thank you for your feedback",
  completeCreated: (reference: string) =>
    t("We have your feedback for booking {{reference}}.", { reference }),
  completeUpdated: (reference: string) =>
    t("Your feedback for booking {{reference}} is updated.", { reference }),
  completePublic: "Thank you for letting us quote you.",
  completeNone: "There is no feedback to show here yet.",
  completeNoneLead:
    "To tell us how your rental went, open the feedback form with your reservation number and email.",
  giveFeedback: "Give feedback",
  changeFeedback: "Change my feedback",
  home: "Back to the home page",
} as const;

export const CARD_AUTHORISATION_TEXT = {
  title: "Credit card authorisation",
  intro:
    "Paying for someone else's rental? The card holder can authorise a payment on their card for a GO Rentals booking, even when they are not the hirer.",
  whatTitle: "What it is for",
  what: [
    "A parent, partner, employer or travel agent pays for a rental booked in another person's name.",
    "We place a hold (an authorisation) for the amount on the card. Nothing is charged until the rental is settled at the branch.",
    "The hold is released by your bank if the amount is not used.",
  ],
  howTitle: "How it works",
  how: [
    "You need the reservation number and the hirer's surname.",
    "Fill in your details and the amount to authorise (at most the booking total).",
    "You then enter your card on our payment provider's secure page. We never see the card number.",
    "The card holder must show photo ID (passport or driver licence) at the branch, or send a copy to the branch before pick-up.",
  ],
  start: "Start",
  formTitle: "Authorise a card for a booking",
  formIntro:
    "We'll check the booking, then send you to our payment provider's secure page to place the hold.",
  bookingLegend: "The booking",
  surnameLabel: "Hirer's surname",
  surnameHint: "The surname of the person the booking is in",
  surnameRequired: "Please enter the hirer's surname",
  holderLegend: "Card holder",
  holderNameLabel: "Card holder's full name",
  holderNameRequired: "Please enter the card holder's name",
  emailLabel: "Card holder's email",
  emailInvalid: "Please enter a valid email address",
  phoneLabel: "Card holder's phone",
  relationshipLabel: "Relationship to the hirer",
  relationshipRequired: "Please choose the relationship to the hirer",
  relationshipPlaceholder: "Please choose",
  amountLabel: "Amount to authorise (NZD)",
  amountHint: "Leave empty to authorise the booking total. It can't be more than the total.",
  amountInvalid: "Please enter an amount in dollars, e.g. 450 or 450.50",
  amountTooHigh: (total: string) =>
    t("The amount can't be more than the booking total of {{total}}", { total }),
  termsLabel:
    "I am the card holder and I authorise GO Rentals to place a hold for this amount on my card and charge it for this booking. I will show photo ID at the branch.",
  termsRequired: "Please accept the authorisation terms",
  submit: "Continue to secure payment page",
  submitting: "Checking…",
  notAvailable: "This booking has ended, so a card can no longer be authorised for it online.",
  nothingToAuthorise: "There is nothing to authorise for this booking. Please call us.",
  description: (reference: string) => t("Card authorisation for {{reference}}", { reference }),
  authorisedTitle: "Card authorised",
  authorisedLead: (amount: string, reference: string) =>
    t("A hold of {{amount}} is placed on the card for booking {{reference}}.", { amount, reference }),
  providerReference: "Authorisation reference",
  authorisedNext:
    "Please bring photo ID (passport or driver licence) to the branch at pick-up, or ask the hirer to bring a copy.",
  declinedTitle: "The card was not authorised",
  declinedLead: "Nothing was held on the card.",
  cancelledTitle: "Authorisation cancelled",
  cancelledLead: "You left the payment page before authorising. Nothing was held on the card.",
  tryAgain: "Try again",
  invalidTitle: "We couldn't read the answer of the payment page",
  invalidLead: "The link is not valid or has been changed. Nothing was held by this link.",
  noResultTitle: "Card authorisation",
  noResultLead:
    "This page shows the result of a card authorisation. To authorise a card for a booking, start here.",
  startLink: "Authorise a card",
  home: "Back to the home page",
} as const;

export const IDENTITY_CHECK_TEXT = {
  aboutTitle: "Identity check",
  about:
    "Before pick-up we check the driver's identity online: you take a photo of your driver licence and a selfie, and the branch can hand over the keys faster.",
  howToStart: "Start a check with your reservation number and email below, or from",
  manageBooking: "Manage booking",
  startLegend: "Verify my identity",
  start: "Verify my identity",
  starting: "Starting…",
  successTitle: "Your ID is verified",
  successLead: "Your ID is verified; show your licence at the counter.",
  successNext:
    "Bring the same driver licence to the branch at pick-up. Every other driver shows theirs at the counter too.",
  cancelTitle: "Identity check cancelled",
  cancelLead: "You left the identity check before it was finished. Nothing was saved.",
  tryAgain: "Try again",
  tryAgainStarting: "Starting…",
  retryFailed:
    "This check can't be started again. Please start a new one with your reservation number and email.",
  alreadyVerified: "This identity check was already completed: your ID is verified.",
  alreadyCancelled: "This identity check was cancelled, so it did not verify your ID.",
  unknownCheck: "We couldn't find that identity check.",
  notAvailable: "This booking has ended, so an identity check is no longer needed.",
  sandboxTitle: "Identity check (sandbox)",
  sandboxLead:
    "This is the built-in test identity provider: no photo is taken and nothing leaves the site. Choose how the check ends.",
  sandboxVerify: "Verify my identity",
  sandboxCancel: "Cancel",
  sandboxDone: "This check is finished.",
  backToSite: "Back to GO Rentals",
  home: "Back to the home page",
} as const;

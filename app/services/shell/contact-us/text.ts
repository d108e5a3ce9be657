/** Texts of the contact page and the "Email us" modal (spec section 2). */
import { FORM_LOADING_TEXT } from "../../platform/page-text";
import { t } from "../../platform/i18n/translate";

/** The contact page and the "Email us" modal (spec section 2). */
export const CONTACT_TEXT = {
  pageTitle: "Contact us",
  pageDescription:
    "Send GO Rentals a message: a question about a booking, a branch or renting a car in New Zealand.",
  pageIntro:
    "Send us a message and the right team will get back to you, usually within one business day. For anything urgent about a booking that starts today, please call us.",
  modalTitle: "Email us",
  modalIntro: "Send us a message and we'll reply by email, usually within one business day.",
  loading: FORM_LOADING_TEXT,
  nameLabel: "Your name",
  emailLabel: "Email address",
  emailHint: "We'll reply to this address.",
  phoneLabel: "Phone (optional)",
  phoneHint: "If a call is easier, we'll ring you.",
  enquiryLabel: "What is it about?",
  generalEnquiry: "General enquiry",
  branchEnquiry: (branchName: string) => t("{{branch}} branch", { branch: branchName }),
  messageLabel: "Your message",
  messageHint: "A reservation number (GO and 7 digits) helps us find your booking.",
  honeypotLabel: "Leave this field empty",
  submit: "Send message",
  submitting: "Sending…",
  nameRequired: "Please enter your name",
  nameTooLong: "Please use at most 100 characters",
  emailInvalid: "Please enter a valid email address, like name@example.co.nz",
  enquiryInvalid: "Please choose a branch or General enquiry",
  messageRequired: "Please tell us how we can help",
  messageTooShort: "Please write a little more: at least 10 characters",
  messageTooLong: "Please keep your message to 2000 characters",
  sentTitle: "Message sent",
  sentText: (name: string, team: string) =>
    t("Thank you, {{name}}. Your message is on its way to {{team}}.", { name, team }),
  sentReply: (email: string) => t("We'll reply to {{email}}, usually within one business day.", { email }),
  sentAgain: "Send another message",
  close: "Close",
  supportTeam: "our customer care team",
  branchTeam: (branchName: string) => t("our {{branch}} team", { branch: branchName }),
  noSentMessage: "There is no sent message to show. Use the form to send one.",
  /** The enquiry email goes to GO's staff: English, whatever the page's language (docs/languages.md). */
  mailSubject: (name: string, about: string) => `Website enquiry (${about}) from ${name}`,
} as const;

/** Paths and choices of the after-rental pages: feedback, card authorisation, identity check. */

export const FEEDBACK_PATH = "/your-feedback/";
export const FEEDBACK_COMPLETE_PATH = "/feedback-complete/";
export const FEEDBACK_COMMENTS_MAX_LENGTH = 2000;
export const CARD_AUTHORISATION_PATHS = {
  index: "/credit-card-authorisation/",
  form: "/credit-card-authorisation/form/",
  complete: "/credit-card-authorisation/complete/",
} as const;
/** Who the card holder is to the hirer (the form's choices). */
export const CARD_AUTHORISATION_RELATIONSHIPS = [
  "Partner or spouse",
  "Parent or other family member",
  "Friend",
  "Employer or colleague",
  "Travel agent",
  "Other",
] as const;
export const IDENTITY_CHECK_PATHS = {
  success: "/aplyid-success/",
  cancel: "/aplyid-cancel/",
  sandbox: "/identity-check-sandbox/",
  manageBooking: "/manage-booking/",
} as const;

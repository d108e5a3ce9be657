/** Ids of the shell's shared modals; also their no-JavaScript anchors (#call-us). */
export const CALL_US_MODAL_ID = "call-us";
export const EMAIL_US_MODAL_ID = "email-us";
/** The confirmation that follows a sent "Email us" form (spec section 2: "email confirmation"). */
export const EMAIL_CONFIRMATION_MODAL_ID = "email-confirmation";

/** Ids of the shell's shared modals; also their no-JavaScript anchors (#call-us). */
export const CALL_US_MODAL_ID = "call-us";
export const EMAIL_US_MODAL_ID = "email-us";

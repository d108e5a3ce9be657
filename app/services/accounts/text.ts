/** Texts of the customer accounts (issue 4): sign-up, sign-in, account pages and account emails. */
import { FORM_UNREADABLE } from "../platform/text";
import { UPLOAD_TEXT } from "../platform/uploads/text";
import { BOOKING_FORM_MESSAGES } from "../booking/text";
import { SIGN_OUT_LABEL } from "./sign-out";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants";
import { plural, t } from "../platform/i18n/translate";

/** The one answer to a failed sign-in, whatever was wrong (no account enumeration). */
export const SIGN_IN_FAILED = "Your email or password is incorrect";

export const ACCOUNT_PAGE_TEXT = {
  signUpTitle: "Create your account",
  signUpLead: "Sign up to book faster and see your bookings in one place.",
  checkEmailTitle: "Check your email",
  verifyTitle: "Verify your account",
  verifiedTitle: "Your account is verified",
  verifyFailedTitle: "We couldn't verify your account",
  resendLead: "Enter your email address and we'll send you a new verification link.",
  signInTitle: "Sign in",
  signInLead: "Sign in to manage your details and see your bookings.",
  businessSignInPrompt: "Travel agent or corporate customer?",
  noAccountPrompt: "New to GO Rentals?",
  forgotPasswordTitle: "Forgot your password?",
  forgotPasswordLead:
    "Enter the email address of your account and we'll email you a link to choose a new password.",
  resetPasswordTitle: "Choose a new password",
  resetFailedTitle: "This link can't be used",
  requestNewLink: "Ask for a new link",
  dashboardTitle: "My account",
  memberSince: "Member since",
  upcomingBooking: "Your next booking",
  noUpcomingBooking: "You have no upcoming bookings.",
  profileTitle: "Profile",
  changePasswordTitle: "Change password",
  addressPhoneTitle: "Address and phone",
  driverLicenceTitle: "Driver licence",
  myBookingsTitle: "My bookings",
  upcomingTitle: "Upcoming rentals",
  pastTitle: "Past rentals",
  noPastBookings: "You have no past rentals.",
  profileSaved: "Your profile has been saved.",
  addressSaved: "Your address and phone number have been saved.",
  licenceSaved: "Your driver licence has been saved.",
  photoOnFile: "Photo on file",
  viewPhoto: "View the photo of your licence",
  signOut: SIGN_OUT_LABEL,
  emailReadOnly: "To change your email address, please call us.",
  verifyNoLink:
    "To verify your account, open the link in the email we sent you when you signed up. No email? Ask for a new link below.",
  resetNoLink:
    "To choose a new password, open the link in the email we sent you. No email? Ask for a new link.",
} as const;

export const ACCOUNT_MESSAGES = {
  /** Sign-up's answer, the same whether or not the address already had an account. */
  signUpDone:
    "Thanks! We've sent you an email with a link to verify your account. Please open it within 24 hours to finish signing up.",
  /** Right password, address not verified yet. */
  verifyFirst:
    "Please verify your email address first: open the link in the email we sent you when you signed up.",
  resendVerification: "Send me a new verification link",
  verificationResent:
    "If that address has an account waiting to be verified, we've sent it a new verification link.",
  accountVerified: "Your email address is verified. You can now sign in.",
  verifyLinkInvalid:
    "This verification link isn't valid. Please use the latest link we emailed you, or ask for a new one.",
  verifyLinkExpired: "This verification link has expired. Please ask for a new one.",
  /** The answer to "forgot password", the same whether or not the address has an account. */
  resetRequested:
    "If there's an account for that email address, we've sent it a link to reset your password. The link works once, within an hour.",
  resetLinkInvalid:
    "This password reset link isn't valid or has already been used. Please ask for a new one.",
  resetLinkExpired: "This password reset link has expired. Please ask for a new one.",
  passwordReset: "Your password has been changed. Please sign in with your new password.",
  passwordChanged: "Your password has been changed.",
  currentPasswordWrong: "Your current password is incorrect",
  passwordTooShort: `Your password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Your password can be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordRequired: "Please enter your password",
  emailRequired: "Please enter your email address",
  emailInvalid: BOOKING_FORM_MESSAGES.emailInvalid,
  firstNameRequired: BOOKING_FORM_MESSAGES.firstNameRequired,
  lastNameRequired: BOOKING_FORM_MESSAGES.lastNameRequired,
  nameTooLong: BOOKING_FORM_MESSAGES.nameTooLong,
  countryRequired: BOOKING_FORM_MESSAGES.countryRequired,
  signedOut: "You have been signed out.",
  sessionExpired: "Your session has expired. Please sign in again.",
} as const;

/**
 * The account emails (plain text; links are absolute on PUBLIC_URL), made in the language of the
 * request that sends them: each text is translated where the email is made (auth.server.ts).
 */
export const ACCOUNT_EMAIL_TEXT = {
  greeting: (firstName: string | null) =>
    firstName ? t("Kia ora {{firstName}},", { firstName }) : t("Kia ora,"),
  signOff: "The GO Rentals team",
  verifySubject: "Verify your GO Rentals account",
  verifyIntro:
    "Thanks for signing up with GO Rentals. Please verify your email address by opening this link within 24 hours:",
  alreadyRegisteredSubject: "You already have a GO Rentals account",
  alreadyRegisteredIntro:
    "Someone (hopefully you) tried to sign up to GO Rentals with this email address, but you already have an account. You can sign in here:",
  alreadyRegisteredReset: "Forgotten your password? Reset it here:",
  resetSubject: "Reset your GO Rentals password",
  resetIntro:
    "We received a request to reset the password of your GO Rentals account. Open this link within an hour to choose a new one:",
  ignoreIfNotYou:
    "If you didn't ask for this, you can ignore this email: nothing changes until the link is used.",
} as const;

/** The dashboard's link to every upcoming booking, when there are more than one. */
export const SEE_ALL_UPCOMING = plural(
  "See all {{count}} upcoming bookings",
  "See all {{count}} upcoming bookings",
);

/** "Need to change this booking? Call us on 0800 …" */
export function changeBookingByPhone(number: string): string {
  return t("Need to change this booking? Call us on {{number}}.", { number });
}

export const ACCOUNT_FORM_MESSAGES = {
  confirmPasswordRequired: "Please confirm your password",
  currentPasswordRequired: "Please enter your current password",
  phoneCodeRequired: "Please choose the country code of your phone number",
  /** English in the schemas (zod), translated where shown: its catalogue entries are FIELD_TOO_LONG's. */
  fieldTooLong: (max: number) => `This field can be at most ${max} characters`,
  licenceNameRequired: "Please enter your name as it is on your licence",
  dateOfBirthRequired: "Please enter your date of birth",
  licenceNumberRequired: "Please enter your licence number",
  licenceNumberInvalid: "Please enter the licence number with letters and digits only",
  licenceExpiryRequired: "Please enter the expiry date of your licence",
  licenceCountryRequired: "Please choose the country that issued your licence",
  photoTooLarge: UPLOAD_TEXT.photoTooLarge,
  photoWrongType: UPLOAD_TEXT.photoWrongType,
  formUnreadable: FORM_UNREADABLE,
} as const;

/**
 * The messages fieldTooLong makes for the account forms' limits (10, 20, 100), listed so the
 * catalogues carry each (a function's texts are not read by the catalogue test).
 */
export const FIELD_TOO_LONG = [10, 20, 100].map((max) => ACCOUNT_FORM_MESSAGES.fieldTooLong(max));

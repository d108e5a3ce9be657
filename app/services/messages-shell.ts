/**
 * The messages the site shell and the home page show: kept apart from messages.ts (which
 * re-exports them) so that the JavaScript every page loads carries these few, not all of them.
 * Modules of the shell import from here; everything else imports from messages.ts.
 */

export const NOT_FOUND_TITLE = "Oops, page not found";

export const NOT_FOUND_TEXT =
  "Sorry, we can't seem to find what you're looking for. Contact us via Help or give us a call for a hand.";

export const NOT_FOUND_BUTTON = "Get help";

export const DEFAULT_PAGE_ERROR = "Page not found";

export const UNAUTHORIZED = "Unauthorized";

export const ERROR_PAGE_FAILED_TITLE = "An error occurred while showing the error page";

export const ERROR_PAGE_FAILED_TEXT =
  "Unfortunately an error occurred and while showing the error page another error occurred";

export const ERROR_PAGE_FAILED_LINK = "Go back to home";

export const INVALID_FOOTER_STYLE = "Invalid footer style";

export const SERVICE_UNAVAILABLE =
  "This doesn't seem to be working how we want it to. Please try again in a few minutes.";

export const PROMO_MESSAGES = {
  promoCodeRequired: "Please enter a promo code",
  promoCodeTooLong: "The promo code can be at most 25 characters",
  aaNumberRequired: "Please enter your AA membership number",
  aaNumberTooLong: "The AA membership number can be at most 16 digits",
  aaNumberNotInteger: "The AA membership number may only contain digits",
  promoCodeUnknown: "Sorry, we don't recognise that promo code",
  promoCodeExpired: "Sorry, that promo code has expired",
  promoCodeNotYetValid: "Sorry, that promo code isn't valid yet",
  promoNotWithDeals: "Promo codes can't be combined with hot deals or relocations",
} as const;

/** Fixed texts of the promo code modal (spec section 2). */
export const PROMO_FORM_TEXT = {
  title: "Promo code",
  placeholder: "Enter code",
  aaNumberLabel: "AA membership number",
  submit: "Apply code",
  errorListTitle: "Sorry",
} as const;

export const SEARCH_SUBMIT_LABEL = "Search vehicles";

/** Texts around the promo code form; the form's own fixed texts are PROMO_FORM_TEXT. */
/** Shown in a modal while its form loads (the form's code is fetched when the modal first opens). */
export const FORM_LOADING_TEXT = "Loading the form…";

export const PROMO_UI_TEXT = {
  trigger: "Have a promo code?",
  remove: "Remove promo code",
  removing: "Removing…",
  applying: "Applying…",
  appliedLabel: "Promo code applied:",
  aaNumberHint: "Up to 16 digits, as printed on your AA membership card.",
  storedNotice: "We'll apply it to your search when you look for a vehicle.",
  searchNotice: "It's applied to your current search.",
  pageIntro: "Got a promo code? Enter it below and we'll apply it to your vehicle search.",
  back: "Back to where you were",
  searchVehicles: "Search vehicles",
  loading: FORM_LOADING_TEXT,
} as const;

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
  forgotPasswordLead: "Enter the email address of your account and we'll email you a link to choose a new password.",
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
  signOut: "Sign out",
  emailReadOnly: "To change your email address, please call us.",
  verifyNoLink: "To verify your account, open the link in the email we sent you when you signed up. No email? Ask for a new link below.",
  resetNoLink: "To choose a new password, open the link in the email we sent you. No email? Ask for a new link.",
} as const;

export const PROMO_BAR_TEXT = {
  region: "Offer",
  close: "Close this offer",
} as const;

export const REVIEWS_TEXT = {
  companyTitle: "What our customers say",
  companyIntro: "Ratings and recent reviews from independent review sites.",
  branchTitle: (branchName: string) => `Reviews of ${branchName}`,
  platformNames: { google: "Google", tripadvisor: "Tripadvisor", rankers: "Rankers" } as Record<string, string>,
  ratingLine: (rating: string, count: number, platform: string) =>
    `${rating} out of 5 from ${count.toLocaleString("en-NZ")} ${count === 1 ? "review" : "reviews"} on ${platform}`,
  starsLabel: (rating: number) => `Rated ${rating} out of 5`,
  readMore: (platform: string) => `Read all reviews on ${platform}`,
  none: "No reviews to show right now.",
} as const;

export const CONTACT_TEXT = {
  pageTitle: "Contact us",
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
  branchEnquiry: (branchName: string) => `${branchName} branch`,
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
  sentText: (name: string, team: string) => `Thank you, ${name}. Your message is on its way to ${team}.`,
  sentReply: (email: string) => `We'll reply to ${email}, usually within one business day.`,
  sentAgain: "Send another message",
  close: "Close",
  supportTeam: "our customer care team",
  branchTeam: (branchName: string) => `our ${branchName} team`,
  noSentMessage: "There is no sent message to show. Use the form to send one.",
  mailSubject: (name: string, about: string) => `Website enquiry (${about}) from ${name}`,
} as const;

/** Texts of the back office's sign-in and access (issue 21). */
export const ADMIN_ACCESS_TEXT = {
  signInTitle: "Back office sign in",
  signInHeading: "GO Rentals back office",
  signInIntro: "For GO Rentals staff. Customers and agents sign in at the website's Sign in page.",
  signInButton: "Sign in",
  codeTitle: "Enter your sign-in code",
  codeIntro: "Open your authenticator app and enter the 6-digit code for GO Rentals back office.",
  codeLabel: "6-digit code",
  codeButton: "Continue",
  setUpTitle: "Set up your second sign-in step",
  setUpIntro:
    "Admin accounts sign in with a password and a code from an authenticator app. Add this key to your app (Google Authenticator, Microsoft Authenticator, 1Password, …), then enter the code it shows.",
  setUpKeyLabel: "Key",
  setUpLinkLabel: "Or open this link on the phone that has your app",
  setUpButton: "Turn on and continue",
  secondStepTitle: "Second sign-in step",
  secondStepOn: "Your account asks for a code from your authenticator app at every sign-in.",
  secondStepOff:
    "Your account signs in with the password alone. Add a code from an authenticator app to make it safer.",
  secondStepTurnOff: "Turn off the second step",
  secondStepAdminRequired: "Admin accounts must keep the second step.",
  secondStepTurnedOn: "The second step is on: your next sign-in will ask for a code.",
  secondStepTurnedOff: "The second step is off.",
  signOut: "Sign out",
  signedInAs: (name: string, role: string) => `${name} (${role})`,
} as const;

export const ADMIN_ACCESS_MESSAGES = {
  /** Same answer whatever was wrong: no hint whether the address has a back-office account. */
  signInFailed: "The email or password is not right, or this account cannot sign in here.",
  codeRequired: "Enter the 6-digit code from your authenticator app.",
  codeInvalid: "That code is not right or has expired. Enter the code your app shows now.",
  codeRateLimited: "Too many wrong codes. Wait 15 minutes, then sign in again.",
  pendingExpired: "Your sign-in took too long. Enter your email and password again.",
} as const;

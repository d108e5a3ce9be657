import { type AccountUser } from "~/models/accounts/users.server";
import { loadCountryChoices, saveProfileChanges } from "../../accounts/pages.server";
import { saveLicence } from "../../accounts/licence.server";
import {
  changePassword,
  issueAccessToken,
  renewAccessToken,
  requestPasswordReset,
  revokeToken,
  signIn,
} from "../../accounts/auth.server";
import { formatDayMonthYear } from "../../platform/dates";
import { API_MESSAGES } from "../text";
import { loadApiDashboard } from "../dashboard.server";
import { ApiFailure } from "../http.server";
import {
  asyncQuery,
  changePasswordBody,
  loginBody,
  resetPasswordEmailBody,
  saveDriverLicenceBody,
  saveProfileBody,
} from "../schemas";
import type { ApiEndpoint } from "../endpoint";

/** The user fields an app needs after signing in (spec section 3 user profile; never the password hash). */
export function apiUser(user: AccountUser) {
  return {
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userType: user.userType,
    country: user.country,
    phoneCountryCode: user.phoneCountryCode,
    phone: user.phone,
    street: user.street,
    town: user.town,
    city: user.city,
    postCode: user.postCode,
  };
}

function rateLimited(message: string, retryAfterSeconds: number, result: unknown = null): ApiFailure {
  return new ApiFailure(
    429,
    [{ errorMessage: message }],
    { "Retry-After": String(retryAfterSeconds) },
    result,
  );
}

const CUSTOMERS = ["Customer"] as const;

const EXAMPLE_TOKEN = "q0m3vH0pTTQf1m0zZ5cJmPqk3w8l6cY4b9fJ2nX7a1E";
const EXAMPLE_USER = {
  userId: "7c1e2a40-8f8e-4a55-9a59-2f5a0c6f9d11",
  email: "aroha.customer@example.co.nz",
  firstName: "Aroha",
  lastName: "Te Rangi",
  userType: "Customer",
  country: "NZ",
  phoneCountryCode: "+64",
  phone: "21 555 0199",
  street: "",
  town: "",
  city: "",
  postCode: "",
};

/** The Accounts calls: sign in and out, the access token, passwords, the customer's dashboard, profile and driver licence. */
export const ACCOUNT_ENDPOINTS = {
  renewToken: {
    path: "auth/renewToken",
    method: "GET",
    tag: "Accounts",
    summary: "Renew the access token",
    description:
      "Gives the bearer token another 1800 seconds. A token that cannot be renewed answers 401 (the app signs out).",
    auth: "bearer",
    query: asyncQuery,
    example: {
      query: { async: "true" },
      result: { isAuthenticated: true, token: EXAMPLE_TOKEN, tokenExpiresAt: "2027-03-24T10:30:00.000Z" },
    },
    async handle({ token, now }) {
      const tokenExpiresAt = await renewAccessToken(token, now);
      if (!tokenExpiresAt) throw new ApiFailure(401, [{ errorMessage: API_MESSAGES.tokenRequired }]);
      return { result: { isAuthenticated: true, token, tokenExpiresAt: tokenExpiresAt.toISOString() } };
    },
  },
  login: {
    path: "auth/login",
    method: "POST",
    tag: "Accounts",
    summary: "Sign in",
    description:
      "Checks email and password like the website's sign-in (same rate limits: 5 attempts per address and 20 per IP in 15 minutes) and answers the user and a new access token (1800 s). A wrong email or password answers 400 with one message whether or not the address has an account; an unverified customer 403; too many attempts 429.",
    auth: "none",
    body: loginBody,
    rateLimited: true,
    example: {
      body: { userName: "aroha.customer@example.co.nz", password: "GoRentals!2026" },
      result: { user: EXAMPLE_USER, token: EXAMPLE_TOKEN, tokenExpiresAt: "2027-03-24T10:30:00.000Z" },
    },
    async handle({ body, ip, now }) {
      const outcome = await signIn(body.userName, body.password, { ip, now });
      if (!outcome.ok) {
        if (outcome.reason === "rate-limited") throw rateLimited(outcome.message, outcome.retryAfterSeconds);
        throw new ApiFailure(outcome.reason === "unverified" ? 403 : 400, [
          { errorMessage: outcome.message },
        ]);
      }
      const token = await issueAccessToken(outcome.user.id, now);
      return {
        result: {
          user: apiUser(outcome.user),
          token: token.token,
          tokenExpiresAt: token.tokenExpiresAt.toISOString(),
        },
      };
    },
  },
  sendResetPasswordEmail: {
    path: "auth/sendResetPasswordEmail",
    method: "POST",
    tag: "Accounts",
    summary: "Email a password reset link",
    description:
      "Emails a reset link (valid 1 hour) when the address has an account; the same answer either way. Rate limited like the website's form (3 per address and 10 per IP an hour): then 429 with result false.",
    auth: "none",
    body: resetPasswordEmailBody,
    rateLimited: true,
    example: { body: { emailAddress: "aroha.customer@example.co.nz" }, result: true },
    async handle({ body, ip, now }) {
      const outcome = await requestPasswordReset(body.emailAddress, { ip, now });
      if (!outcome.ok) throw rateLimited(outcome.message, outcome.retryAfterSeconds, false);
      return { result: true };
    },
  },
  logout: {
    path: "auth/logout",
    method: "GET",
    tag: "Accounts",
    summary: "Sign out",
    description: "Revokes the bearer token: it stops working for the API and for app logins at once.",
    auth: "bearer",
    example: { result: true },
    async handle({ token, now }) {
      await revokeToken(token, now);
      return { result: true };
    },
  },
  changePassword: {
    path: "auth/changePassword",
    method: "POST",
    tag: "Accounts",
    summary: "Change the password",
    description:
      "The signed-in user's password, given the current one (8 to 128 characters; the confirmation must match).",
    auth: "bearer",
    body: changePasswordBody,
    example: {
      body: {
        currentPassword: "GoRentals!2026",
        newPassword: "Kia ora 2027!",
        confirmPassword: "Kia ora 2027!",
      },
      result: true,
    },
    async handle({ body, user, now }) {
      const outcome = await changePassword(user!.id, body.currentPassword, body.newPassword, now);
      if (!outcome.ok) {
        throw new ApiFailure(400, [
          {
            errorMessage: outcome.message,
            field: outcome.reason === "wrong-password" ? "currentPassword" : "newPassword",
          },
        ]);
      }
      return { result: true };
    },
  },
  getDashboard: {
    path: "myAccount/getDashboard",
    method: "GET",
    tag: "Accounts",
    summary: "The customer's dashboard",
    description:
      "Spec section 3's dashboard: licenceDetailModel (the driver licence: id, customerProfileId, name, dateOfBirth, number, expiryDate, country, storage of its photo; null when none is saved), profileModel (the profile with its createDateTime) and myAccountRentals (each confirmed booking's rentalId and itinerary: pickupDate, pickupTime, dropOffDate, dropOffTime; dates day-month-year, 24-hour times, New Zealand time; upcoming first). Customers only.",
    auth: "bearer",
    userTypes: CUSTOMERS,
    example: {
      result: {
        licenceDetailModel: {
          id: "0b6f3d52-5c1e-4f0e-9d7a-3e2b1c4d5a6f",
          customerProfileId: EXAMPLE_USER.userId,
          name: "Aroha Te Rangi",
          dateOfBirth: "14-05-1990",
          number: "DL482913",
          expiryDate: "14-05-2031",
          country: "New Zealand",
          storage: null,
        },
        profileModel: { ...EXAMPLE_USER, createDateTime: "2026-11-21T00:00:00.000Z" },
        myAccountRentals: [
          {
            rentalId: "GO1234567",
            itinerary: {
              pickupDate: "24-03-2027",
              pickupTime: "10:00",
              dropOffDate: "31-03-2027",
              dropOffTime: "10:00",
            },
          },
        ],
      },
    },
    async handle({ user, now }) {
      return { result: await loadApiDashboard(user!, apiUser(user!), now) };
    },
  },
  saveProfile: {
    path: "myAccount/saveProfile",
    method: "POST",
    tag: "Accounts",
    summary: "Save the customer's profile",
    description:
      "Names, country, phone (dialling code from the country lookup) and, optionally, the address. Answers the saved profile. Customers only.",
    auth: "bearer",
    userTypes: CUSTOMERS,
    body: saveProfileBody(),
    async bodyFor() {
      const choices = await loadCountryChoices();
      return saveProfileBody({ countryCodes: choices.countryCodes, dialCodes: choices.dialCodeValues });
    },
    example: {
      body: {
        firstName: "Aroha",
        lastName: "Te Rangi",
        country: "NZ",
        phoneCountryCode: "+64",
        phone: "21 555 0199",
        street: "12 Queen Street",
        town: "",
        city: "Auckland",
        postCode: "1010",
      },
      result: { ...EXAMPLE_USER, street: "12 Queen Street", city: "Auckland", postCode: "1010" },
    },
    async handle({ body, user }) {
      const saved = await saveProfileChanges(user!.id, body);
      if (!saved.ok) throw new ApiFailure(503, [{ errorMessage: saved.message }]);
      return { result: apiUser(saved.value) };
    },
  },
  saveDriverLicence: {
    path: "myAccount/saveDriverLicence",
    method: "POST",
    tag: "Accounts",
    summary: "Save the customer's driver licence",
    description:
      "Name, date of birth and expiry date (day-month-year, e.g. 14-05-1990), licence number and the country that issued it (New Zealand, Australia, United Kingdom). The photo is uploaded on the website. Customers only.",
    auth: "bearer",
    userTypes: CUSTOMERS,
    body: saveDriverLicenceBody(),
    bodyFor: async () => saveDriverLicenceBody(),
    example: {
      body: {
        name: "Aroha Te Rangi",
        dateOfBirth: "14-05-1990",
        number: "DL482913",
        expiryDate: "14-05-2031",
        country: "New Zealand",
      },
      result: {
        name: "Aroha Te Rangi",
        dateOfBirth: "14-05-1990",
        number: "DL482913",
        expiryDate: "14-05-2031",
        country: "New Zealand",
        hasPhoto: false,
      },
    },
    async handle({ body, user }) {
      const saved = await saveLicence(user!.id, body, { kind: "none" });
      if (!saved.ok) throw new ApiFailure(503, [{ errorMessage: saved.message }]);
      const licence = saved.value;
      return {
        result: {
          name: licence.name,
          dateOfBirth: formatDayMonthYear(licence.dateOfBirth),
          number: licence.number,
          expiryDate: formatDayMonthYear(licence.expiryDate),
          country: licence.country,
          hasPhoto: Boolean(licence.photoKey),
        },
      };
    },
  },
} satisfies Record<string, ApiEndpoint>;

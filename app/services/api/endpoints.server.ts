import type { z } from "zod";
import { getLookupOptions, getLookups } from "~/models/catalog/lookups.server";
import { listProcessingFees } from "~/models/catalog/booking-options.server";
import { getBusinessAccount, type AccountUser } from "~/models/accounts/users.server";
import type { SiteUserType } from "~/models/schema";
import { checkAaMembership } from "../booking/promo/aa-membership.server";
import { loadCountryChoices, saveProfileChanges } from "../accounts/pages.server";
import { saveLicence } from "../accounts/licence.server";
import {
  changePassword,
  issueAccessToken,
  renewAccessToken,
  requestPasswordReset,
  revokeToken,
  signIn,
} from "../accounts/auth.server";
import { agentDetailsOf, saveAgentDetails } from "../business/agent-details.server";
import { formatDayMonthYear } from "../platform/dates";
import { API_MESSAGES } from "./text";
import { SERVICE_UNAVAILABLE } from "../platform/error-text";
import { loadDeals } from "../content/places/pages.server";
import { unquotedVehicles } from "../booking/search/results.server";
import { loadApiDashboard } from "./dashboard.server";
import { ApiFailure } from "./http.server";
import {
  aaMembershipQuery,
  agentSaveProfileBody,
  asyncQuery,
  changePasswordBody,
  dealsSearchBody,
  loginBody,
  lookupQuery,
  lookupTypesOf,
  resetPasswordEmailBody,
  saveDriverLicenceBody,
  saveProfileBody,
  searchBody,
} from "./schemas";
import { apiDealsSearch, apiSearch } from "./search.server";

/** A bearer token's user is always a site user: back-office accounts never get tokens (auth.server.ts signIn). */
function siteUser(user: AccountUser): AccountUser & { userType: SiteUserType } {
  if (user.userType === "Staff" || user.userType === "Admin")
    throw new Error("A staff account has no access token");
  return user as AccountUser & { userType: SiteUserType };
}

/**
 * The calls of spec section 7, one entry each: path (under /api/), method, who may call it, the
 * zod schemas of its query and body, and a handler that calls the website's own services. The
 * dispatcher (handler.server.ts) checks api key, token, user type and input before a handler runs;
 * the OpenAPI document and the /api/ reference page are made from this table.
 */

export type ApiUserType = AccountUser["userType"];

export type ApiContext = {
  request: Request;
  /** The parsed query (the endpoint's query schema's output). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- typed by each endpoint's own schema
  query: any;
  /** The parsed body (the endpoint's body schema's output). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- typed by each endpoint's own schema
  body: any;
  /** The bearer token's user (always set for auth "bearer"; maybe for "optional-bearer"). */
  user: AccountUser | null;
  token: string | null;
  ip: string;
  now: Date;
};

export type ApiOutcome = { status?: number; result: unknown; headers?: Record<string, string> };

export type ApiEndpoint = {
  /** Under /api/, as spec section 7 spells it ("Lookup", "booking/search"). Matched without regard to case. */
  path: string;
  method: "GET" | "POST";
  summary: string;
  description: string;
  tag: "Booking" | "Accounts" | "Business" | "Reference data";
  /** none: api key only; bearer: also a live access token; optional-bearer: a token only for some inputs. */
  auth: "none" | "bearer" | "optional-bearer";
  /** Bearer calls open to these user types only (others: 404 Unauthorized, spec section 8). */
  userTypes?: readonly ApiUserType[];
  query?: z.ZodTypeAny;
  /** The body schema the document shows; `bodyFor` (when set) builds the one that validates, from live data. */
  body?: z.ZodTypeAny;
  bodyFor?: () => Promise<z.ZodTypeAny>;
  /** Lookups and driver questions: Cache-Control and ETag, 304 on If-None-Match. */
  cacheable?: boolean;
  /** Rate limited like the website's own form (429 with Retry-After). */
  rateLimited?: boolean;
  example: { query?: Record<string, string>; body?: unknown; result: unknown };
  handle: (context: ApiContext) => Promise<ApiOutcome>;
};

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
const BUSINESS = ["Agent", "Corporate"] as const;

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
const EXAMPLE_SEARCH = {
  pickupLocation: 1,
  dropOffLocation: 1,
  pickupDateTime: "24/03/2027 10:00",
  dropOffDateTime: "31/03/2027 10:00",
  agentId: null,
  promotion: null,
  clientReferenceNumber: null,
  isMobile: true,
};

export const API_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    path: "booking/validateAAMembership",
    method: "GET",
    tag: "Booking",
    summary: "Check an AA membership number",
    description:
      "Whether the AA accepts the number, for the AA member promo codes. 503 when the AA service cannot be asked.",
    auth: "none",
    query: aaMembershipQuery,
    example: { query: { aamembershipNumber: "6365010000000011" }, result: true },
    async handle({ query }) {
      try {
        return { result: await checkAaMembership(query.aamembershipNumber) };
      } catch {
        throw new ApiFailure(503, [{ errorMessage: SERVICE_UNAVAILABLE }], {}, false);
      }
    },
  },
  {
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
  {
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
  {
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
  {
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
  {
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
  {
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
  {
    path: "agent/details",
    method: "GET",
    tag: "Business",
    summary: "The business account's details",
    description:
      "Agency or company name, contact phone, agent id and whether the account is all-inclusive. Agents and corporate users only.",
    auth: "bearer",
    userTypes: BUSINESS,
    example: {
      result: {
        accountName: "Kiwi Travel Co",
        userType: "Agent",
        email: "agent@kiwitravel.example.co.nz",
        agentId: "AG1001",
        isAllInclusive: true,
        contactPhone: "09 555 0101",
      },
    },
    async handle({ user }) {
      const account = await getBusinessAccount(user!.id);
      return { result: agentDetailsOf(siteUser(user!), account) };
    },
  },
  {
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
  {
    path: "agent/saveProfile",
    method: "POST",
    tag: "Business",
    summary: "Save the business account's details",
    description:
      "The agency (agents) or company (corporate) name and the contact phone; agent id and all-inclusive are GO's to set. Agents and corporate users only.",
    auth: "bearer",
    userTypes: BUSINESS,
    body: agentSaveProfileBody,
    example: {
      body: { accountName: "Kiwi Travel Co", contactPhone: "09 555 0101" },
      result: {
        accountName: "Kiwi Travel Co",
        userType: "Agent",
        email: "agent@kiwitravel.example.co.nz",
        agentId: "AG1001",
        isAllInclusive: true,
        contactPhone: "09 555 0101",
      },
    },
    async handle({ body, user }) {
      const saved = await saveAgentDetails(user!.id, user!.userType, body);
      if (!saved) throw new ApiFailure(409, [{ errorMessage: API_MESSAGES.saveFailed }]);
      return { result: agentDetailsOf(siteUser(user!), saved) };
    },
  },
  {
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
  {
    path: "payment/getProcessingFees",
    method: "GET",
    tag: "Reference data",
    summary: "Card processing fees",
    description:
      "The card types with their processing fee percent, in display order (added last to a card payment; bank transfer has none). An empty list when they cannot be read.",
    auth: "none",
    example: { result: [{ cardType: "visa", label: "Visa", percent: 1.9, sortOrder: 10 }] },
    async handle() {
      return { result: await listProcessingFees() };
    },
  },
  {
    path: "booking/search",
    method: "POST",
    tag: "Booking",
    summary: "Search vehicles",
    description:
      "Every vehicle class with its availability at the pick-up branch, hot deal or relocation when one applies, and price, in the site's order; the itinerary rules of the website's search (dates, half-hour times, branch hours) answer 400 with field errors. With an agentId (and that business account's bearer token) each vehicle also has shownTotal and shownDailyRate, the account's prices.",
    auth: "optional-bearer",
    body: searchBody,
    example: {
      body: EXAMPLE_SEARCH,
      result: [
        {
          carClassId: 3,
          classCode: "ECAR",
          name: "Toyota Corolla or similar",
          available: 4,
          hotDealInfo: null,
          price: { days: 7, total: 413 },
        },
      ],
    },
    async handle(context) {
      return { result: await apiSearch(context.body, { user: context.user, now: context.now }) };
    },
  },
  {
    path: "booking/dealsSearch",
    method: "POST",
    tag: "Booking",
    summary: "Search hot deals and relocations",
    description:
      'The search above for the deals only: the vehicles whose hot deal or relocation applies to the itinerary. dealTypes "hotdeal", "relocation" or both (default); agentId is always null.',
    auth: "none",
    body: dealsSearchBody,
    example: { body: { ...EXAMPLE_SEARCH, dealTypes: "hotdeal,relocation" }, result: [] },
    async handle({ body, now }) {
      return { result: await apiDealsSearch(body, { now }) };
    },
  },
  {
    path: "booking/unquotedSearch",
    method: "GET",
    tag: "Booking",
    summary: "The fleet without an itinerary",
    description:
      "Every visible vehicle class with a 'from' daily rate (its rate in the cheapest season of the coming year), for when no itinerary is set.",
    auth: "none",
    example: {
      result: [
        {
          carClassId: 3,
          classCode: "ECAR",
          name: "Toyota Corolla or similar",
          carClassStatus: "Available",
          fromDailyRate: 47.2,
        },
      ],
    },
    async handle({ now }) {
      return { result: await unquotedVehicles(now) };
    },
  },
  {
    path: "booking/unquotedDealsSearch",
    method: "GET",
    tag: "Booking",
    summary: "The live deals without an itinerary",
    description:
      "The hot deals and relocations on offer now (branches, dates, rate, free days), as on /deals/.",
    auth: "none",
    example: { result: { hotDeals: [], relocations: [] } },
    async handle({ now }) {
      return { result: await loadDeals(now) };
    },
  },
  {
    path: "Lookup",
    method: "GET",
    tag: "Reference data",
    summary: "Lookups",
    description:
      "The options of one or more lookup types, in the order asked; an unknown type comes back with no options. Cacheable (ETag).",
    auth: "none",
    query: lookupQuery,
    cacheable: true,
    example: {
      query: { types: "brand,country" },
      result: [{ lookupType: "brand", lookupOptions: [{ code: "GO", name: "GO Rentals", payload: {} }] }],
    },
    async handle({ query }) {
      return { result: await getLookups(lookupTypesOf(query.types)) };
    },
  },
  {
    path: "lookup/getDriverQuestions",
    method: "GET",
    tag: "Reference data",
    summary: "Drive-safe questions",
    description:
      "The drive-safe questions with their answers, the correct answer's index and the explanation. Cacheable (ETag).",
    auth: "none",
    cacheable: true,
    example: {
      result: [
        {
          code: "Q1",
          question: "What is the maximum speed when passing a stopped school bus?",
          answers: ["20 km/h", "30 km/h"],
          correctAnswer: 0,
          explanation: "…",
        },
      ],
    },
    async handle() {
      const options = await getLookupOptions("driveSafeQuestion");
      return { result: options.map((option) => ({ code: option.code, ...option.payload })) };
    },
  },
];

/** The endpoints of a path under /api/ (any case, trailing slash or not); none for an unknown path. */
export function findEndpoints(path: string): ApiEndpoint[] {
  const wanted = path.replace(/^\/+|\/+$/g, "").toLowerCase();
  return API_ENDPOINTS.filter((endpoint) => endpoint.path.toLowerCase() === wanted);
}

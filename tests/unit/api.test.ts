import dayjs from "dayjs";
import { beforeAll, describe, expect, it, vi } from "vitest";

// CORS needs a partner origin in the configuration, read on first use (before any import runs it).
vi.hoisted(() => {
  process.env.PARTNER_ORIGINS = "https://partner.example";
});

import { getBranchByCode } from "~/models/catalog/branches.server";
import { DEMO_ACCOUNT_PASSWORD, DEMO_ACCOUNTS } from "~/models/seed/accounts";
import { eq, inArray } from "drizzle-orm";
import { getCarClassByCode } from "~/models/catalog/car-classes.server";
import { getDb } from "~/models/db.server";
import { driverLicences, reservations } from "~/models/schema";
import { findUserRowByEmail, saveDriverLicence } from "~/models/accounts/users.server";
import { action, loader } from "~/routes/api+/$";
import { issueAccessToken, revokeToken } from "~/services/accounts/auth.server";
import type { ApiEndpoint } from "~/services/api/endpoint";
import { API_ENDPOINTS } from "~/services/api/endpoints.server";
import { DEMO_API_KEY } from "~/models/seed/demo-api-key";
import { zodToJsonSchema } from "~/services/api/zod-json-schema";
import { createApiKey, revokeApiKey } from "~/services/api/keys.server";
import { API_MAX_BODY_BYTES } from "~/services/api/constants";
import { PROMO_MESSAGES } from "~/services/booking/promo/text";
import { ACCOUNT_MESSAGES, SIGN_IN_FAILED } from "~/services/accounts/text";
import { API_MESSAGES } from "~/services/api/text";
import { SERVICE_UNAVAILABLE, UNAUTHORIZED } from "~/services/platform/error-text";
import { setAaMembershipService } from "~/services/booking/promo/aa-membership.server";
import { changeableBooking } from "./support/changeable-booking";

/**
 * Contract tests of the API (issue 7): the route's loader and action with real Request objects,
 * on the in-memory database. Every call: a success, no api key (401), a bad token where the call
 * needs one (401), malformed input (400 with field errors) where the call takes any.
 */

const ORIGIN = "http://localhost";
const [CUSTOMER, AGENT] = DEMO_ACCOUNTS;
let apiKey = "";
let customerToken = "";
let agentToken = "";

type CallOptions = {
  key?: string | null;
  token?: string | null;
  query?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
};

async function call(method: string, path: string, options: CallOptions = {}) {
  const url = new URL(`/api/${path}`, ORIGIN);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
  const headers = new Headers(options.headers);
  const key = options.key === undefined ? apiKey : options.key;
  if (key) headers.set("api-key", key);
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers.set("Content-Type", "application/json");
  const request = new Request(url, { method, headers, body });
  const args = { request, params: { "*": path }, context: {} };
  const handler = method === "GET" || method === "HEAD" || method === "OPTIONS" ? loader : action;
  const response = (await handler(args as never)) as Response;
  const text = await response.text();
  return { response, status: response.status, json: text ? JSON.parse(text) : null };
}

function expectEnvelope(json: any, status: number) {
  expect(json).toEqual(expect.objectContaining({ statusCode: status, hasError: status >= 400 }));
  expect(Array.isArray(json.errors)).toBe(true);
  expect("result" in json).toBe(true);
}

/** "24/12/2026 10:00" for a day from now, New Zealand time. */
function nzDateTime(daysFromNow: number, time = "10:00"): string {
  return `${dayjs().add(daysFromNow, "day").format("DD/MM/YYYY")} ${time}`;
}

let aucklandId = 0;
/** The demo customer's bookings: one to read and price, one with a priced change to confirm. */
let changeReference = "";
let confirmReference = "";
const searchPayload = () => ({
  pickupLocation: aucklandId,
  dropOffLocation: aucklandId,
  pickupDateTime: nzDateTime(20),
  dropOffDateTime: nzDateTime(25),
  agentId: null,
  promotion: null,
  clientReferenceNumber: null,
  isMobile: true,
});

beforeAll(async () => {
  const created = await createApiKey("contract-tests");
  if (!created.ok) throw new Error(created.message);
  apiKey = created.key;
  const customer = await findUserRowByEmail(CUSTOMER.email);
  const agent = await findUserRowByEmail(AGENT.email);
  customerToken = (await issueAccessToken(customer!.id)).token;
  agentToken = (await issueAccessToken(agent!.id)).token;
  aucklandId = (await getBranchByCode("AKL"))!.id;
  changeReference = (await changeableBooking({ owner: { userId: customer!.id } })).reference;
  confirmReference = (await changeableBooking({ owner: { userId: customer!.id } })).reference;
  const priced = await call("POST", "booking/priceChange", {
    token: customerToken,
    body: { reference: confirmReference, changes: { insurance: "standard" } },
  });
  if (priced.status !== 200) throw new Error(JSON.stringify(priced.json));
});

/**
 * One success request per call; `token` picks the user; `malformed` is a request with bad input
 * and a field that must be named in the errors.
 */
type Case = {
  token?: "customer" | "agent";
  query?: () => Record<string, string>;
  body?: () => unknown;
  check?: (result: any) => void;
  malformed?: { query?: Record<string, string>; body?: unknown; field: string };
};

const CASES: Record<string, Case> = {
  "booking/validateAAMembership": {
    query: () => ({ aamembershipNumber: "6365010000000011" }),
    check: (result) => expect(result).toBe(true),
    malformed: { query: { aamembershipNumber: "12ab" }, field: "aamembershipNumber" },
  },
  "auth/renewToken": {
    token: "customer",
    query: () => ({ async: "true" }),
    check: (result) => {
      expect(result.isAuthenticated).toBe(true);
      expect(new Date(result.tokenExpiresAt).getTime()).toBeGreaterThan(Date.now());
    },
    malformed: { query: { async: "maybe" }, field: "async" },
  },
  "auth/login": {
    body: () => ({ userName: CUSTOMER.email, password: DEMO_ACCOUNT_PASSWORD }),
    check: (result) => {
      expect(result.user).toEqual(
        expect.objectContaining({
          email: CUSTOMER.email,
          firstName: CUSTOMER.firstName,
          userType: "Customer",
        }),
      );
      expect(result.user.passwordHash).toBeUndefined();
      expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    },
    malformed: { body: { userName: "not-an-email", password: "x" }, field: "userName" },
  },
  "auth/sendResetPasswordEmail": {
    body: () => ({ emailAddress: "nobody.here@example.co.nz" }),
    check: (result) => expect(result).toBe(true),
    malformed: { body: { emailAddress: "" }, field: "emailAddress" },
  },
  "auth/logout": {
    token: "customer",
    check: (result) => expect(result).toBe(true),
  },
  "auth/changePassword": {
    token: "customer",
    body: () => ({
      currentPassword: DEMO_ACCOUNT_PASSWORD,
      newPassword: DEMO_ACCOUNT_PASSWORD,
      confirmPassword: DEMO_ACCOUNT_PASSWORD,
    }),
    check: (result) => expect(result).toBe(true),
    malformed: {
      body: { currentPassword: DEMO_ACCOUNT_PASSWORD, newPassword: "short", confirmPassword: "other" },
      field: "newPassword",
    },
  },
  "myAccount/getDashboard": {
    token: "customer",
    check: (result) => {
      expect(Object.keys(result).sort()).toEqual(["licenceDetailModel", "myAccountRentals", "profileModel"]);
      expect(result.profileModel).toEqual(
        expect.objectContaining({
          firstName: CUSTOMER.firstName,
          email: CUSTOMER.email,
          createDateTime: expect.any(String),
        }),
      );
    },
  },
  "agent/details": {
    token: "agent",
    check: (result) =>
      expect(result).toEqual(
        expect.objectContaining({ agentId: "AG1001", accountName: "Kiwi Travel Co", isAllInclusive: true }),
      ),
  },
  "myAccount/saveProfile": {
    token: "customer",
    body: () => ({
      firstName: "Aroha",
      lastName: "Te Rangi",
      country: "NZ",
      phoneCountryCode: "+64",
      phone: "21 555 0142",
      city: "Auckland",
    }),
    check: (result) =>
      expect(result).toEqual(
        expect.objectContaining({ firstName: "Aroha", city: "Auckland", phone: "21 555 0142" }),
      ),
    malformed: {
      body: {
        firstName: "",
        lastName: "Te Rangi",
        country: "ZZ",
        phoneCountryCode: "+64",
        phone: "21 555 0142",
      },
      field: "firstName",
    },
  },
  "agent/saveProfile": {
    token: "agent",
    body: () => ({ accountName: "Kiwi Travel Co", contactPhone: "09 555 0101" }),
    check: (result) =>
      expect(result).toEqual(
        expect.objectContaining({
          accountName: "Kiwi Travel Co",
          contactPhone: "09 555 0101",
          agentId: "AG1001",
        }),
      ),
    malformed: { body: { accountName: "Kiwi Travel Co", contactPhone: "call me" }, field: "contactPhone" },
  },
  "myAccount/saveDriverLicence": {
    token: "customer",
    body: () => ({
      name: "Aroha Te Rangi",
      dateOfBirth: "14-05-1990",
      number: "dl482913",
      expiryDate: "14-05-2031",
      country: "New Zealand",
    }),
    check: (result) =>
      expect(result).toEqual(
        expect.objectContaining({ number: "DL482913", dateOfBirth: "14-05-1990", country: "New Zealand" }),
      ),
    malformed: {
      body: {
        name: "Aroha",
        dateOfBirth: "14-05-1990",
        number: "DL482913",
        expiryDate: "14-05-2001",
        country: "New Zealand",
      },
      field: "expiryDate",
    },
  },
  "payment/getProcessingFees": {
    check: (result) => {
      expect(result.map((fee: any) => fee.cardType)).toEqual(expect.arrayContaining(["visa", "amex"]));
      expect(result.find((fee: any) => fee.cardType === "amex").percent).toBe(3.5);
    },
  },
  "booking/search": {
    body: searchPayload,
    check: (result) => {
      expect(result.length).toBeGreaterThan(0);
      expect(result[0]).toEqual(
        expect.objectContaining({
          carClassId: expect.any(Number),
          price: expect.objectContaining({ total: expect.any(Number) }),
        }),
      );
    },
    malformed: {
      body: { pickupLocation: "Auckland", pickupDateTime: "tomorrow", dropOffDateTime: nzDateTime(3) },
      field: "pickupDateTime",
    },
  },
  "booking/dealsSearch": {
    body: () => ({ ...searchPayload(), dealTypes: "hotdeal" }),
    check: (result) => {
      expect(result.length).toBeGreaterThan(0);
      for (const vehicle of result) expect(vehicle.hotDealInfo.dealType).toBe("HotDeal");
    },
    malformed: {
      body: {
        ...{ pickupLocation: 1, pickupDateTime: nzDateTime(5), dropOffDateTime: nzDateTime(9) },
        dealTypes: "cheap",
      },
      field: "dealTypes",
    },
  },
  "booking/unquotedSearch": {
    check: (result) =>
      expect(result[0]).toEqual(expect.objectContaining({ fromDailyRate: expect.any(Number) })),
  },
  "booking/unquotedDealsSearch": {
    check: (result) => {
      expect(result.hotDeals.length).toBeGreaterThan(0);
      expect(Array.isArray(result.relocations)).toBe(true);
    },
  },
  "booking/changeOptions": {
    token: "customer",
    body: () => ({ reference: changeReference }),
    check: (result) => expect(result).toMatchObject({ reference: changeReference, canChange: true }),
    malformed: { body: { reference: "GO12" }, field: "reference" },
  },
  "booking/priceChange": {
    token: "customer",
    body: () => ({ reference: changeReference, changes: { insurance: "standard" } }),
    check: (result) => expect(result).toMatchObject({ next: "pay", differenceCents: expect.any(Number) }),
    malformed: { body: { reference: "GO1234567", changes: "standard" }, field: "changes" },
  },
  "booking/confirmChange": {
    token: "customer",
    body: () => ({ reference: confirmReference }),
    check: (result) => expect(result).toMatchObject({ status: "payment-required" }),
    malformed: { body: { reference: "GO1234567", email: "not an email" }, field: "email" },
  },
  Lookup: {
    query: () => ({ types: "brand,country" }),
    check: (result) => {
      expect(result.map((lookup: any) => lookup.lookupType)).toEqual(["brand", "country"]);
      expect(result[0].lookupOptions.map((option: any) => option.code)).toContain("GO");
    },
    malformed: { query: { types: "brand;drop table" }, field: "types" },
  },
  "lookup/getDriverQuestions": {
    check: (result) => {
      expect(result.length).toBeGreaterThan(3);
      expect(result[0]).toEqual(
        expect.objectContaining({
          question: expect.any(String),
          answers: expect.any(Array),
          correctAnswer: expect.any(Number),
        }),
      );
    },
  },
};

function tokenFor(kind: Case["token"]): string | null {
  if (kind === "customer") return customerToken;
  if (kind === "agent") return agentToken;
  return null;
}

describe("every call of spec section 7 has a contract test", () => {
  it("covers exactly the endpoint table", () => {
    expect(Object.keys(CASES).sort()).toEqual(API_ENDPOINTS.map((endpoint) => endpoint.path).sort());
  });
});

describe.each(API_ENDPOINTS.map((endpoint) => [endpoint.path, endpoint] as [string, ApiEndpoint]))(
  "%s",
  (path, endpoint) => {
    const spec = CASES[path];

    it("succeeds with the envelope", async () => {
      // Logging out revokes the token: use a token of its own.
      let token = tokenFor(spec.token);
      if (path === "auth/logout")
        token = (await issueAccessToken((await findUserRowByEmail(CUSTOMER.email))!.id)).token;
      const { status, json, response } = await call(endpoint.method, path, {
        token,
        query: spec.query?.(),
        body: spec.body?.(),
      });
      expect(status, JSON.stringify(json)).toBe(200);
      expectEnvelope(json, 200);
      expect(json.errors).toEqual([]);
      expect(response.headers.get("Content-Type")).toContain("application/json");
      spec.check?.(json.result);
    });

    it("answers 401 without an api key", async () => {
      const { status, json } = await call(endpoint.method, path, {
        key: null,
        token: tokenFor(spec.token),
        query: spec.query?.(),
        body: spec.body?.(),
      });
      expect(status).toBe(401);
      expectEnvelope(json, 401);
      expect(json.errors).toEqual([{ errorMessage: API_MESSAGES.apiKeyRequired }]);
    });

    if (endpoint.auth === "bearer") {
      it("answers 401 for a missing or bad token", async () => {
        const missing = await call(endpoint.method, path, { query: spec.query?.(), body: spec.body?.() });
        expect(missing.status).toBe(401);
        expect(missing.json.errors).toEqual([{ errorMessage: API_MESSAGES.tokenRequired }]);
        const bad = await call(endpoint.method, path, {
          token: "x".repeat(43),
          query: spec.query?.(),
          body: spec.body?.(),
        });
        expect(bad.status).toBe(401);
        expectEnvelope(bad.json, 401);
      });
    }

    if (spec.malformed) {
      it("answers 400 with field errors for malformed input", async () => {
        const { status, json } = await call(endpoint.method, path, {
          token: tokenFor(spec.token),
          query: spec.malformed!.query,
          body: spec.malformed!.body,
        });
        expect(status).toBe(400);
        expectEnvelope(json, 400);
        expect(json.errors.map((error: any) => error.field)).toContain(spec.malformed!.field);
        for (const error of json.errors) expect(typeof error.errorMessage).toBe("string");
      });
    }
  },
);

describe("API rules", () => {
  it("answers 404 for an unknown call and 405 (with Allow) for a wrong method", async () => {
    const unknown = await call("GET", "booking/nothingHere");
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({
      result: null,
      hasError: true,
      errors: [{ errorMessage: API_MESSAGES.notFound }],
      statusCode: 404,
    });
    const wrong = await call("GET", "auth/login");
    expect(wrong.status).toBe(405);
    expect(wrong.response.headers.get("Allow")).toBe("POST");
    expectEnvelope(wrong.json, 405);
  });

  it("matches paths in any case and with a trailing slash", async () => {
    const { status } = await call("GET", "lookup/", { query: { types: "brand" } });
    expect(status).toBe(200);
  });

  it("refuses a revoked or made-up api key", async () => {
    const created = await createApiKey("short-lived");
    if (!created.ok) throw new Error(created.message);
    expect((await call("GET", "payment/getProcessingFees", { key: created.key })).status).toBe(200);
    await revokeApiKey("short-lived");
    expect((await call("GET", "payment/getProcessingFees", { key: created.key })).status).toBe(401);
    expect(
      (await call("GET", "payment/getProcessingFees", { key: "gork_madeUpKeyThatIsLongEnough0000" })).status,
    ).toBe(401);
    expect((await createApiKey("Contract-Tests")).ok).toBe(false);
  });

  it("accepts the seeded demo key", async () => {
    expect((await call("GET", "payment/getProcessingFees", { key: DEMO_API_KEY })).status).toBe(200);
  });

  it("answers 404 Unauthorized for the wrong user type", async () => {
    const agentOnDashboard = await call("GET", "myAccount/getDashboard", { token: agentToken });
    expect(agentOnDashboard.status).toBe(404);
    expect(agentOnDashboard.json.errors).toEqual([{ errorMessage: UNAUTHORIZED }]);
    const customerOnAgent = await call("GET", "agent/details", { token: customerToken });
    expect(customerOnAgent.status).toBe(404);
  });

  it("myAccount/getDashboard answers spec section 3's dashboard: licence, profile with createDateTime, rentals", async () => {
    const customer = (await findUserRowByEmail(CUSTOMER.email))!;
    const licence = await saveDriverLicence(customer.id, {
      name: "Aroha Te Rangi",
      dateOfBirth: "1990-05-14",
      number: "DL482913",
      expiryDate: "2031-05-14",
      country: "New Zealand",
      photoKey: `licences/${customer.id}.jpg`,
    });
    const branchId = (await getBranchByCode("AKL"))!.id;
    const carClassId = (await getCarClassByCode("1"))!.carClassId;
    const db = await getDb();
    const rental = {
      carClassId,
      pickupBranchId: branchId,
      dropOffBranchId: branchId,
      total: 300,
      status: "confirmed" as const,
      userId: customer.id,
    };
    await db.insert(reservations).values([
      // 10:00 and 16:30 New Zealand time (NZDT, UTC+13, in March).
      {
        ...rental,
        reference: "GO8100001",
        pickupAt: new Date("2099-03-23T21:00:00Z"),
        dropOffAt: new Date("2099-03-31T03:30:00Z"),
      },
      {
        ...rental,
        reference: "GO8100002",
        pickupAt: new Date("2020-01-09T21:00:00Z"),
        dropOffAt: new Date("2020-01-11T21:00:00Z"),
      },
      {
        ...rental,
        reference: "GO8100003",
        status: "held" as const,
        holdExpiresAt: new Date("2099-01-01T00:00:00Z"),
        pickupAt: new Date("2099-04-01T21:00:00Z"),
        dropOffAt: new Date("2099-04-03T21:00:00Z"),
      },
    ]);
    try {
      const { status, json } = await call("GET", "myAccount/getDashboard", { token: customerToken });
      expect(status).toBe(200);
      expect(json.result.licenceDetailModel).toEqual({
        id: licence.id,
        customerProfileId: customer.id,
        name: "Aroha Te Rangi",
        dateOfBirth: "14-05-1990",
        number: "DL482913",
        expiryDate: "14-05-2031",
        country: "New Zealand",
        storage: `licences/${customer.id}.jpg`,
      });
      expect(json.result.profileModel).toEqual(
        expect.objectContaining({
          userId: customer.id,
          email: CUSTOMER.email,
          firstName: CUSTOMER.firstName,
          lastName: CUSTOMER.lastName,
          createDateTime: customer.createdAt.toISOString(),
        }),
      );
      expect(json.result.profileModel.passwordHash).toBeUndefined();
      const ours = json.result.myAccountRentals.filter((item: any) => item.rentalId.startsWith("GO81"));
      expect(ours).toEqual([
        {
          rentalId: "GO8100001",
          itinerary: {
            pickupDate: "24-03-2099",
            pickupTime: "10:00",
            dropOffDate: "31-03-2099",
            dropOffTime: "16:30",
          },
        },
        {
          rentalId: "GO8100002",
          itinerary: {
            pickupDate: "10-01-2020",
            pickupTime: "10:00",
            dropOffDate: "12-01-2020",
            dropOffTime: "10:00",
          },
        },
      ]);
    } finally {
      await db
        .delete(reservations)
        .where(inArray(reservations.reference, ["GO8100001", "GO8100002", "GO8100003"]));
    }
  });

  it("myAccount/getDashboard: licenceDetailModel is null before a licence is saved", async () => {
    const db = await getDb();
    const customer = (await findUserRowByEmail(CUSTOMER.email))!;
    await db.delete(driverLicences).where(eq(driverLicences.userId, customer.id));
    const { status, json } = await call("GET", "myAccount/getDashboard", { token: customerToken });
    expect(status).toBe(200);
    expect(json.result.licenceDetailModel).toBeNull();
    expect(Array.isArray(json.result.myAccountRentals)).toBe(true);
  });

  it("a logged-out token stops working", async () => {
    const token = (await issueAccessToken((await findUserRowByEmail(CUSTOMER.email))!.id)).token;
    expect((await call("GET", "myAccount/getDashboard", { token })).status).toBe(200);
    await call("GET", "auth/logout", { token });
    expect((await call("GET", "myAccount/getDashboard", { token })).status).toBe(401);
    expect((await call("GET", "auth/renewToken", { token })).status).toBe(401);
    await revokeToken(token);
  });

  it("auth/login: a wrong password is one message (400), and too many attempts answer 429 like the web sign-in", async () => {
    const email = "nobody.at.all@example.co.nz";
    const first = await call("POST", "auth/login", { body: { userName: email, password: "wrong password" } });
    expect(first.status).toBe(400);
    expect(first.json.errors).toEqual([{ errorMessage: SIGN_IN_FAILED }]);
    let last = first;
    for (let attempt = 0; attempt < 6; attempt += 1)
      last = await call("POST", "auth/login", { body: { userName: email, password: "wrong password" } });
    expect(last.status).toBe(429);
    expect(Number(last.response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expectEnvelope(last.json, 429);
  });

  it("auth/sendResetPasswordEmail: rate limited like the web form, answering false", async () => {
    const email = "reset.limit@example.co.nz";
    let last = await call("POST", "auth/sendResetPasswordEmail", { body: { emailAddress: email } });
    expect(last.json.result).toBe(true);
    for (let attempt = 0; attempt < 4; attempt += 1)
      last = await call("POST", "auth/sendResetPasswordEmail", { body: { emailAddress: email } });
    expect(last.status).toBe(429);
    expect(last.json.result).toBe(false);
  });

  it("auth/changePassword: a wrong current password is a field error", async () => {
    const { status, json } = await call("POST", "auth/changePassword", {
      token: customerToken,
      body: {
        currentPassword: "not my password",
        newPassword: "Kia ora 2027!",
        confirmPassword: "Kia ora 2027!",
      },
    });
    expect(status).toBe(400);
    expect(json.errors).toEqual([
      { errorMessage: ACCOUNT_MESSAGES.currentPasswordWrong, field: "currentPassword" },
    ]);
  });

  it("booking/search: the itinerary rules answer in the API's field names", async () => {
    const past = await call("POST", "booking/search", {
      body: { ...searchPayload(), pickupDateTime: nzDateTime(-3) },
    });
    expect(past.status).toBe(400);
    expect(past.json.errors.map((error: any) => error.field)).toContain("pickupDateTime");
    const unknownBranch = await call("POST", "booking/search", {
      body: { ...searchPayload(), pickupLocation: 999999 },
    });
    expect(unknownBranch.status).toBe(400);
    expect(unknownBranch.json.errors.map((error: any) => error.field)).toContain("pickupLocation");
  });

  it("booking/search: promo codes are checked like the promo form (AA codes need an accepted number)", async () => {
    const unknown = await call("POST", "booking/search", {
      body: { ...searchPayload(), promotion: "nosuchcode" },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toEqual([
      { errorMessage: PROMO_MESSAGES.promoCodeUnknown, field: "promotion" },
    ]);
    const noNumber = await call("POST", "booking/search", {
      body: { ...searchPayload(), promotion: "aamember" },
    });
    expect(noNumber.status).toBe(400);
    expect(noNumber.json.errors).toEqual([
      { errorMessage: PROMO_MESSAGES.aaNumberRequired, field: "aaMembershipNumber" },
    ]);
    const plain = await call("POST", "booking/search", { body: searchPayload() });
    const discounted = await call("POST", "booking/search", {
      body: { ...searchPayload(), promotion: "AAmember", aaMembershipNumber: "6365010000000011" },
    });
    expect(discounted.status).toBe(200);
    const priceOf = (json: any, id: number) =>
      json.result.find((vehicle: any) => vehicle.carClassId === id).price.total;
    const id = plain.json.result.find((vehicle: any) => !vehicle.hotDealInfo).carClassId;
    expect(priceOf(discounted.json, id)).toBeLessThan(priceOf(plain.json, id));
  });

  it("booking/search with an agentId needs that account's token and shows its prices", async () => {
    const body = { ...searchPayload(), agentId: "AG1001" };
    expect((await call("POST", "booking/search", { body })).status).toBe(401);
    expect((await call("POST", "booking/search", { body, token: customerToken })).status).toBe(404);
    expect(
      (await call("POST", "booking/search", { body: { ...body, agentId: "AG9999" }, token: agentToken }))
        .status,
    ).toBe(400);
    const own = await call("POST", "booking/search", { body, token: agentToken });
    expect(own.status).toBe(200);
    const vehicle = own.json.result[0];
    expect(vehicle.shownTotal).toBeGreaterThan(vehicle.price.total);
    expect(
      (await call("POST", "booking/search", { body: searchPayload(), token: "y".repeat(43) })).status,
    ).toBe(401);
  });

  it("booking/validateAAMembership: false for an unknown number, 503 when the AA cannot be asked", async () => {
    expect(
      (await call("GET", "booking/validateAAMembership", { query: { aamembershipNumber: "1234" } })).json
        .result,
    ).toBe(false);
    setAaMembershipService({
      checkAaMembership: async () => {
        throw new Error("AA down");
      },
    });
    try {
      const down = await call("GET", "booking/validateAAMembership", {
        query: { aamembershipNumber: "6365010000000011" },
      });
      expect(down.status).toBe(503);
      expect(down.json.errors).toEqual([{ errorMessage: SERVICE_UNAVAILABLE }]);
    } finally {
      setAaMembershipService(null);
    }
  });

  it("answers an unexpected failure with the spec's text and no stack trace", async () => {
    const endpoint = API_ENDPOINTS.find((candidate) => candidate.path === "booking/unquotedSearch")!;
    const original = endpoint.handle;
    // The app's error line (JSON on stdout, ADR 0089), kept out of the test's output.
    const spy = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    (endpoint as { handle: ApiEndpoint["handle"] }).handle = async () => {
      throw new Error("database on fire at /secret/path.ts:12");
    };
    try {
      const { status, json } = await call("GET", "booking/unquotedSearch");
      expect(status).toBe(500);
      expect(json).toEqual({
        result: null,
        hasError: true,
        errors: [{ errorMessage: SERVICE_UNAVAILABLE }],
        statusCode: 500,
      });
      expect(JSON.stringify(json)).not.toContain("secret");
      const failure = spy.mock.calls.map((call) => String(call[0])).find((line) => line.includes("API GET"));
      expect(JSON.parse(failure!)).toMatchObject({
        level: "error",
        err: { message: "database on fire at /secret/path.ts:12" },
      });
    } finally {
      (endpoint as { handle: ApiEndpoint["handle"] }).handle = original;
      spy.mockRestore();
    }
  });

  it("answers 413 for a body over 64 KB and 400 for a body that is not JSON", async () => {
    const big = await call("POST", "auth/login", {
      rawBody: JSON.stringify({ userName: "a@b.co", password: "x".repeat(API_MAX_BODY_BYTES) }),
    });
    expect(big.status).toBe(413);
    expectEnvelope(big.json, 413);
    const notJson = await call("POST", "auth/login", { rawBody: "userName=a" });
    expect(notJson.status).toBe(400);
    expect(notJson.json.errors).toEqual([{ errorMessage: API_MESSAGES.bodyNotJson }]);
  });
});

describe("caching", () => {
  it.each([
    ["Lookup", { types: "country" }],
    ["lookup/getDriverQuestions", {}],
  ])("%s has Cache-Control and an ETag, and answers 304 to If-None-Match", async (path, query) => {
    const first = await call("GET", path, { query });
    const etag = first.response.headers.get("ETag");
    expect(etag).toMatch(/^".+"$/);
    expect(first.response.headers.get("Cache-Control")).toMatch(/max-age=\d+/);
    const again = await call("GET", path, { query, headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(again.json).toBeNull();
    const changed = await call("GET", path, { query, headers: { "If-None-Match": '"something-else"' } });
    expect(changed.status).toBe(200);
  });

  it("other calls are not stored", async () => {
    const { response } = await call("GET", "payment/getProcessingFees");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("ETag")).toBeNull();
  });
});

describe("CORS", () => {
  it("answers a partner origin's preflight and calls with CORS headers", async () => {
    const preflight = await call("OPTIONS", "auth/login", {
      key: null,
      headers: {
        Origin: "https://partner.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "api-key, content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.response.headers.get("Access-Control-Allow-Origin")).toBe("https://partner.example");
    expect(preflight.response.headers.get("Access-Control-Allow-Methods")).toContain("POST");
    expect(preflight.response.headers.get("Access-Control-Allow-Headers")).toContain("api-key");
    const actual = await call("GET", "payment/getProcessingFees", {
      headers: { Origin: "https://partner.example" },
    });
    expect(actual.response.headers.get("Access-Control-Allow-Origin")).toBe("https://partner.example");
  });

  it("gives any other origin no CORS headers", async () => {
    const preflight = await call("OPTIONS", "auth/login", {
      key: null,
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.response.headers.get("Access-Control-Allow-Origin")).toBeNull();
    const actual = await call("GET", "payment/getProcessingFees", {
      headers: { Origin: "https://evil.example" },
    });
    expect(actual.status).toBe(200);
    expect(actual.response.headers.get("Access-Control-Allow-Origin")).toBeNull();
    expect(actual.response.headers.get("Vary")).toBe("Origin");
  });
});

describe("OpenAPI document", () => {
  async function document() {
    const { status, json } = await call("GET", "openapi.json", { key: null });
    expect(status).toBe(200);
    return json;
  }

  function resolve(doc: any, pointer: string): unknown {
    expect(pointer.startsWith("#/")).toBe(true);
    return pointer
      .slice(2)
      .split("/")
      .reduce(
        (node: any, part) =>
          node === undefined ? undefined : node[part.replace(/~1/g, "/").replace(/~0/g, "~")],
        doc,
      );
  }

  function allRefs(node: unknown, found: string[] = []): string[] {
    if (Array.isArray(node)) node.forEach((item) => allRefs(item, found));
    else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if (key === "$ref" && typeof value === "string") found.push(value);
        else allRefs(value, found);
      }
    }
    return found;
  }

  it("is OpenAPI 3.1 with the required fields", async () => {
    const doc = await document();
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toEqual(expect.any(String));
    expect(doc.info.version).toEqual(expect.any(String));
    expect(doc.components.securitySchemes.apiKey).toEqual(
      expect.objectContaining({ type: "apiKey", in: "header", name: "api-key" }),
    );
    expect(doc.components.securitySchemes.bearerAuth).toEqual(
      expect.objectContaining({ type: "http", scheme: "bearer" }),
    );
  });

  it("lists every endpoint with its method, and every operation is complete", async () => {
    const doc = await document();
    for (const endpoint of API_ENDPOINTS) {
      const operation = doc.paths[`/api/${endpoint.path}`]?.[endpoint.method.toLowerCase()];
      expect(operation, endpoint.path).toBeDefined();
      expect(operation.operationId).toEqual(expect.any(String));
      expect(operation.responses["200"]).toBeDefined();
      expect(operation.responses["401"]).toBeDefined();
      expect(operation.security.length).toBeGreaterThan(0);
      for (const requirement of operation.security)
        for (const scheme of Object.keys(requirement))
          expect(doc.components.securitySchemes[scheme]).toBeDefined();
      for (const parameter of operation.parameters) {
        expect(parameter).toEqual(
          expect.objectContaining({
            name: expect.any(String),
            in: "query",
            required: expect.any(Boolean),
            schema: expect.any(Object),
          }),
        );
      }
      if (endpoint.method === "POST")
        expect(operation.requestBody.content["application/json"].schema.$ref).toEqual(expect.any(String));
      if (endpoint.auth === "bearer") expect(operation.security).toEqual([{ apiKey: [], bearerAuth: [] }]);
    }
    const operationCount = Object.values(doc.paths).reduce(
      (sum: number, item: any) => sum + Object.keys(item).length,
      0,
    );
    expect(operationCount).toBe(API_ENDPOINTS.length);
    const ids = Object.values(doc.paths).flatMap((item: any) =>
      Object.values(item).map((operation: any) => operation.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("shows myAccount/getDashboard's answer as spec section 3's dashboard", async () => {
    const doc = await document();
    const operation = doc.paths["/api/myAccount/getDashboard"].get;
    const example = operation.responses["200"].content["application/json"].example.result;
    expect(Object.keys(example).sort()).toEqual(["licenceDetailModel", "myAccountRentals", "profileModel"]);
    expect(Object.keys(example.licenceDetailModel).sort()).toEqual([
      "country",
      "customerProfileId",
      "dateOfBirth",
      "expiryDate",
      "id",
      "name",
      "number",
      "storage",
    ]);
    expect(example.profileModel.createDateTime).toEqual(expect.any(String));
    expect(Object.keys(example.myAccountRentals[0].itinerary).sort()).toEqual([
      "dropOffDate",
      "dropOffTime",
      "pickupDate",
      "pickupTime",
    ]);
    for (const name of ["licenceDetailModel", "profileModel", "myAccountRentals", "createDateTime"])
      expect(operation.description).toContain(name);
  });

  it("every $ref resolves", async () => {
    const doc = await document();
    const refs = allRefs(doc);
    expect(refs.length).toBeGreaterThan(10);
    for (const pointer of refs) expect(resolve(doc, pointer), pointer).toBeDefined();
  });

  it("describes the bodies from the zod schemas that validate them", async () => {
    const doc = await document();
    const login = doc.components.schemas.AuthLoginRequest;
    expect(login.required).toEqual(["userName", "password"]);
    expect(login.properties.userName.format).toBe("email");
    const search = doc.components.schemas.BookingSearchRequest;
    expect(search.required).toEqual(["pickupLocation", "pickupDateTime", "dropOffDateTime"]);
    expect(search.properties.pickupLocation.type).toBe("integer");
    expect(search.properties.agentId.type).toEqual(["string", "null"]);
    const change = doc.components.schemas.BookingPriceChangeRequest;
    expect(change.required).toEqual(["reference", "changes"]);
    expect(change.properties.changes.type).toBe("object");
    expect(change.properties.changes.additionalProperties.anyOf).toEqual([
      expect.objectContaining({ type: "string" }),
      expect.objectContaining({ type: "number" }),
    ]);
    const priceChange = doc.paths["/api/booking/priceChange"].post.responses;
    expect(Object.keys(priceChange)).toEqual(expect.arrayContaining(["409", "422", "429"]));
    const lookup = doc.paths["/api/Lookup"].get.parameters;
    expect(lookup).toEqual([expect.objectContaining({ name: "types", required: true })]);
    const aa = doc.paths["/api/booking/validateAAMembership"].get.parameters[0];
    expect(aa.schema).toEqual(expect.objectContaining({ type: "string", maxLength: 16, pattern: "^\\d+$" }));
  });

  it("the converter handles the zod features in use", async () => {
    const { z } = await import("zod");
    expect(
      zodToJsonSchema(
        z.object({
          a: z.string().min(2).max(5),
          b: z.number().int().min(1).optional(),
          c: z.enum(["x", "y"]).default("x"),
          d: z.array(z.boolean()).max(3),
          e: z.null(),
        }),
      ),
    ).toEqual({
      type: "object",
      properties: {
        a: { type: "string", minLength: 2, maxLength: 5 },
        b: { type: "integer", minimum: 1 },
        c: { type: "string", enum: ["x", "y"], default: "x" },
        d: { type: "array", items: { type: "boolean" }, maxItems: 3 },
        e: { type: "null" },
      },
      required: ["a", "d", "e"],
    });
  });
});

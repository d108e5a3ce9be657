import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { getCarClassByCode } from "~/models/catalog/car-classes.server";
import { getDb } from "~/models/db.server";
import { reservations } from "~/models/schema";
import { DEMO_ACCOUNTS } from "~/models/seed/accounts";
import { findUserRowByEmail, getDriverLicence } from "~/models/accounts/users.server";
import {
  addressPhoneSchema,
  changePasswordSchema,
  driverLicenceSchema,
  signUpSchema,
} from "~/services/accounts/forms";
import { keptValues } from "~/services/accounts/http.server";
import { POST_CODE_MESSAGES } from "~/services/accounts/post-code";
import {
  countryChoicesFrom,
  formatMemberSince,
  saveFailureMessage,
  signInDestination,
} from "~/services/accounts/pages.server";
import {
  licencePhotoContentType,
  licencePhotoFile,
  licencePhotoKey,
  licencePhotoProblem,
  licenceUploadHandler,
  readLicencePhoto,
  saveLicence,
  sniffImageType,
  type LicenceUploadState,
} from "~/services/accounts/licence.server";
import { bookingView, loadMyBookings, splitBookings } from "~/services/changes/my-bookings.server";
import { listConfirmedBookings } from "~/models/reservations/reservations.server";
import { MAX_UPLOAD_BYTES, RATE_LIMITS } from "~/services/accounts/constants";
import { ACCOUNT_FORM_MESSAGES, ACCOUNT_MESSAGES, changeBookingByPhone } from "~/services/accounts/text";
import { SAVE_FAILED } from "~/services/platform/error-text";
import { INVALID_PHONE, VALIDATOR_MESSAGES } from "~/services/platform/text";
import { routeResponse } from "./support/route-response";
import { CHANGE_BLOCK_TEXT } from "~/services/changes/change/text";

// Licence photos go to a temporary DATA_DIR, never the repository's ./data.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "account-pages-"));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const WEBP = new Uint8Array([
  ...new TextEncoder().encode("RIFF"),
  0,
  0,
  0,
  0,
  ...new TextEncoder().encode("WEBPVP8 "),
]);

async function* chunks(total: number, size = 64 * 1024): AsyncIterable<Uint8Array> {
  for (let sent = 0; sent < total; sent += size) yield new Uint8Array(Math.min(size, total - sent));
}
async function* once(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}

type Part = Parameters<ReturnType<typeof licenceUploadHandler>>[0];
const part = (values: Partial<Part> & Pick<Part, "name" | "data">): Part =>
  ({ filename: undefined, contentType: "text/plain", ...values }) as Part;

describe("signInDestination", () => {
  it("sends customers to a safe redirectTo, else /my-account/", () => {
    expect(signInDestination("Customer", "/book-now/?step=3")).toBe("/book-now/?step=3");
    expect(signInDestination("Customer", null)).toBe("/my-account/");
    expect(signInDestination("Customer", "https://evil.example/")).toBe("/my-account/");
    expect(signInDestination("Customer", "//evil.example/")).toBe("/my-account/");
    expect(signInDestination("Customer", "/business/my-account/")).toBe("/my-account/");
    expect(signInDestination("Customer", "/sign-in/")).toBe("/my-account/");
  });

  it("sends Agent and Corporate to /business/my-account/ unless redirectTo is a business page", () => {
    expect(signInDestination("Agent", "/my-account/")).toBe("/business/my-account/");
    expect(signInDestination("Corporate", null)).toBe("/business/my-account/");
    expect(signInDestination("Agent", "/business/my-account/reports/")).toBe("/business/my-account/reports/");
  });
});

describe("countryChoicesFrom", () => {
  it("lists countries and unique dialling codes named after their first country", () => {
    const choices = countryChoicesFrom([
      { code: "NZ", name: "New Zealand", payload: { dialCode: "+64" } },
      { code: "US", name: "United States", payload: { dialCode: "+1" } },
      { code: "CA", name: "Canada", payload: { dialCode: "+1" } },
      { code: "XX", name: "Nowhere", payload: {} },
    ]);
    expect(choices.countryCodes).toEqual(["NZ", "US", "CA", "XX"]);
    expect(choices.dialCodes).toEqual([
      { value: "+64", label: "New Zealand (+64)" },
      { value: "+1", label: "United States (+1)" },
    ]);
  });
});

describe("formatMemberSince", () => {
  it("gives the New Zealand calendar day in words", () => {
    expect(formatMemberSince(new Date("2026-11-21T01:00:00Z"))).toBe("21 November 2026");
    // 11 pm UTC on the 20th is already the 21st in Auckland.
    expect(formatMemberSince(new Date("2026-11-20T23:00:00Z"))).toBe("21 November 2026");
  });
});

describe("splitBookings", () => {
  const now = new Date("2027-03-01T00:00:00Z");
  const at = (iso: string) => new Date(iso);
  const rows = [
    { id: "past-old", pickupAt: at("2026-01-01T00:00:00Z"), dropOffAt: at("2026-01-05T00:00:00Z") },
    { id: "future-late", pickupAt: at("2027-06-01T00:00:00Z"), dropOffAt: at("2027-06-05T00:00:00Z") },
    { id: "on-hire", pickupAt: at("2027-02-27T00:00:00Z"), dropOffAt: at("2027-03-02T00:00:00Z") },
    { id: "past-recent", pickupAt: at("2027-02-01T00:00:00Z"), dropOffAt: at("2027-03-01T00:00:00Z") },
    { id: "future-soon", pickupAt: at("2027-04-01T00:00:00Z"), dropOffAt: at("2027-04-03T00:00:00Z") },
  ];

  it("puts rentals not yet dropped off under upcoming (soonest first) and the rest under past (latest first)", () => {
    const { upcoming, past } = splitBookings(rows, now);
    expect(upcoming.map((row) => row.id)).toEqual(["on-hire", "future-soon", "future-late"]);
    expect(past.map((row) => row.id)).toEqual(["past-recent", "past-old"]);
  });

  it("shows itinerary, vehicle, reservation number and total", () => {
    const view = bookingView(
      {
        reference: "GO1234567",
        pickupAt: new Date("2027-04-11T22:00:00Z"),
        dropOffAt: new Date("2027-04-15T22:00:00Z"),
        pickupBranchName: "Auckland Airport",
        dropOffBranchName: "Christchurch Airport",
        vehicleName: "Toyota Corolla",
        total: 412.5,
        status: "confirmed",
        checkedInAt: null,
        hotDealId: null,
        priceBreakdown: null,
      },
      new Date("2027-04-01T00:00:00Z"),
    );
    // Ten days ahead: check-in is not open yet (it says when), the booking can't be changed online
    // without a price to start from (it says why), the drop-off can change, cancelling is free.
    expect(view.offers.map((offer) => offer.href)).toEqual([
      "/online-check-in/?booking=GO1234567",
      null,
      "/extend-booking/?booking=GO1234567",
      "/cancel-booking/?booking=GO1234567",
    ]);
    expect(view.offers[0].note).toMatch(/^Online check-in opens /);
    expect(view.offers[1].note).toBe(CHANGE_BLOCK_TEXT.unpriced);
    expect(view).toMatchObject({
      reference: "GO1234567",
      pickupBranch: "Auckland Airport",
      pickupDate: "Mon 12 Apr 2027",
      pickupTime: "10:00 AM",
      dropOffBranch: "Christchurch Airport",
      dropOffDate: "Fri 16 Apr 2027",
      vehicle: "Toyota Corolla",
      total: "$412.50",
    });
    expect(changeBookingByPhone("0800 123 456")).toBe(
      "Need to change this booking? Call us on 0800 123 456.",
    );
  });
});

describe("listConfirmedBookings", () => {
  it("lists only the user's confirmed reservations (userId), not other users' nor held ones", async () => {
    const customer = (await findUserRowByEmail(DEMO_ACCOUNTS[0].email))!;
    const branch = (await getBranchByCode("AKL"))!;
    const carClass = (await getCarClassByCode("1"))!;
    const db = await getDb();
    const base = {
      carClassId: carClass.carClassId,
      pickupBranchId: branch.id,
      dropOffBranchId: branch.id,
      total: 300,
    };
    await db.insert(reservations).values([
      {
        ...base,
        reference: "GO9000001",
        status: "confirmed",
        userId: customer.id,
        pickupAt: new Date("2099-01-10T00:00:00Z"),
        dropOffAt: new Date("2099-01-12T00:00:00Z"),
      },
      {
        ...base,
        reference: "GO9000002",
        status: "confirmed",
        userId: customer.id,
        pickupAt: new Date("2020-01-10T00:00:00Z"),
        dropOffAt: new Date("2020-01-12T00:00:00Z"),
      },
      {
        ...base,
        reference: "GO9000003",
        status: "held",
        holdExpiresAt: new Date("2099-02-01T00:00:00Z"),
        userId: customer.id,
        pickupAt: new Date("2099-02-10T00:00:00Z"),
        dropOffAt: new Date("2099-02-12T00:00:00Z"),
      },
      {
        ...base,
        reference: "GO9000004",
        status: "confirmed",
        userId: null,
        pickupAt: new Date("2099-03-10T00:00:00Z"),
        dropOffAt: new Date("2099-03-12T00:00:00Z"),
      },
    ]);
    const rows = await listConfirmedBookings(customer.id);
    expect(rows.map((row) => row.reference).sort()).toEqual(["GO9000001", "GO9000002"]);
    expect(rows[0].pickupBranchName).toBe(branch.name);
    const { upcoming, past } = await loadMyBookings(customer.id);
    expect(upcoming.map((row) => row.reference)).toEqual(["GO9000001"]);
    expect(past.map((row) => row.reference)).toEqual(["GO9000002"]);
  });
});

describe("saveFailureMessage", () => {
  it("uses the server's title when there is one, else SAVE_FAILED", () => {
    expect(saveFailureMessage({ title: "Profile is locked" })).toBe("Profile is locked");
    expect(saveFailureMessage(new Response(null, { status: 409, statusText: "Conflict" }))).toBe("Conflict");
    expect(saveFailureMessage(new Error("connection reset"))).toBe(SAVE_FAILED);
    expect(saveFailureMessage(null)).toBe("Save request could not be completed");
  });
});

describe("account form schemas", () => {
  const choices = { countryCodes: ["NZ", "AU"], dialCodes: ["+64", "+61"] };
  const form = (values: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(values)) data.set(name, value);
    return data;
  };
  const signUp = {
    firstName: "Tama",
    lastName: "Ngata",
    email: "tama@example.co.nz",
    password: "correct horse",
    confirmPassword: "correct horse",
    country: "NZ",
    phoneCountryCode: "+64",
    phone: "21 555 0199",
  };

  it("sign-up: the spec's messages for a mismatched confirmation and a bad phone", () => {
    expect(signUpSchema(choices).safeParse(signUp).success).toBe(true);
    const result = signUpSchema(choices).safeParse({
      ...signUp,
      confirmPassword: "correct horsf",
      phone: "abc",
    });
    expect(result.success).toBe(false);
    const issues = result.success
      ? []
      : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues).toContainEqual(["confirmPassword", VALIDATOR_MESSAGES.passwordsDoNotMatch]);
    expect(issues).toContainEqual(["phone", INVALID_PHONE]);
    expect(VALIDATOR_MESSAGES.passwordsDoNotMatch).toBe(
      "Passwords do not match. Please make sure your passwords match",
    );
  });

  it("change password: mismatch beside the confirmation", () => {
    const result = changePasswordSchema.safeParse({
      currentPassword: "x",
      newPassword: "new password 1",
      confirmPassword: "new password 2",
    });
    expect(result.success).toBe(false);
    expect(result.success ? null : result.error.issues[0]).toMatchObject({
      path: ["confirmPassword"],
      message: VALIDATOR_MESSAGES.passwordsDoNotMatch,
    });
  });

  it("address and phone: 'Invalid phone number', an unknown dialling code refused", () => {
    const schema = addressPhoneSchema({ dialCodes: choices.dialCodes });
    expect(
      schema.safeParse({ street: "1 Queen St", phoneCountryCode: "+64", phone: "09 123 4567" }).success,
    ).toBe(true);
    const bad = schema.safeParse({ phoneCountryCode: "+999", phone: "12" });
    expect(bad.success ? [] : bad.error.issues.map((issue) => issue.message)).toEqual([
      ACCOUNT_FORM_MESSAGES.phoneCodeRequired,
      INVALID_PHONE,
    ]);
  });

  it("driver licence: day-month-year dates, in the past, not expired, country from the three", () => {
    const now = () => new Date("2026-11-21T00:00:00Z");
    const good = {
      name: "Aroha Te Rangi",
      dateOfBirth: "14/05/1990",
      number: "DL482913",
      expiryDate: "14-05-2031",
      country: "Australia",
    };
    expect(driverLicenceSchema(now).safeParse(good).success).toBe(true);
    const messages = (values: Record<string, string>) => {
      const result = driverLicenceSchema(now).safeParse({ ...good, ...values });
      return result.success
        ? {}
        : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
    };
    expect(messages({ expiryDate: "01-01-2026" })).toEqual({ expiryDate: "The Licence has expired." });
    expect(messages({ dateOfBirth: "31-02-1990" })).toEqual({ dateOfBirth: "Date is not valid." });
    expect(messages({ dateOfBirth: "01-01-2030" })).toEqual({ dateOfBirth: "Date should be in the past" });
    expect(messages({ country: "Canada" })).toEqual({
      country: ACCOUNT_FORM_MESSAGES.licenceCountryRequired,
    });
    expect(messages({ dateOfBirth: "" })).toEqual({ dateOfBirth: ACCOUNT_FORM_MESSAGES.dateOfBirthRequired });
  });

  it("never sends passwords back into a form", () => {
    expect(
      keptValues(
        form({
          email: "a@b.co",
          password: "secret",
          confirmPassword: "secret",
          currentPassword: "x",
          newPassword: "y",
        }),
      ),
    ).toEqual({ email: "a@b.co" });
  });
});

describe("licence photo", () => {
  it("recognises JPEG, PNG and WebP by their bytes only", () => {
    expect(sniffImageType(JPEG)).toBe("image/jpeg");
    expect(sniffImageType(PNG)).toBe("image/png");
    expect(sniffImageType(WEBP)).toBe("image/webp");
    expect(sniffImageType(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it("reads text fields and a photo within the limit", async () => {
    const state: LicenceUploadState = { photo: { kind: "none" } };
    const handler = licenceUploadHandler(state, 1024);
    expect(await handler(part({ name: "name", data: once(new TextEncoder().encode("Aroha")) }))).toBe(
      "Aroha",
    );
    expect(
      await handler(
        part({ name: "photo", filename: "licence.jpg", contentType: "image/jpeg", data: once(JPEG) }),
      ),
    ).toBeUndefined();
    expect(state.photo).toMatchObject({ kind: "file", declaredType: "image/jpeg" });
    expect(licencePhotoProblem(state.photo)).toBeNull();
  });

  it("marks a file over the limit too large (413) without keeping it, and an empty file input as none", async () => {
    const state: LicenceUploadState = { photo: { kind: "none" } };
    const handler = licenceUploadHandler(state);
    await handler(
      part({
        name: "photo",
        filename: "big.jpg",
        contentType: "image/jpeg",
        data: chunks(MAX_UPLOAD_BYTES + 1),
      }),
    );
    expect(state.photo).toEqual({ kind: "too-large" });
    expect(licencePhotoProblem(state.photo)).toEqual({
      status: 413,
      message: ACCOUNT_FORM_MESSAGES.photoTooLarge,
    });

    const exact: LicenceUploadState = { photo: { kind: "none" } };
    await licenceUploadHandler(exact)(
      part({ name: "photo", filename: "ok.jpg", contentType: "image/jpeg", data: chunks(MAX_UPLOAD_BYTES) }),
    );
    expect(exact.photo.kind).toBe("file");

    const empty: LicenceUploadState = { photo: { kind: "none" } };
    await licenceUploadHandler(empty)(
      part({
        name: "photo",
        filename: "",
        contentType: "application/octet-stream",
        data: once(new Uint8Array()),
      }),
    );
    expect(empty.photo).toEqual({ kind: "none" });
  });

  it("refuses other types (400), whatever the browser declared", () => {
    expect(
      licencePhotoProblem({
        kind: "file",
        bytes: new TextEncoder().encode("%PDF-1.7"),
        declaredType: "image/jpeg",
      })?.status,
    ).toBe(400);
    expect(licencePhotoProblem({ kind: "file", bytes: JPEG, declaredType: "image/gif" })).toEqual({
      status: 400,
      message: ACCOUNT_FORM_MESSAGES.photoWrongType,
    });
  });

  it("keeps photos under DATA_DIR/uploads/licences with keys that cannot leave it", () => {
    expect(licencePhotoKey("abc-123", "image/png")).toBe("licences/abc-123.png");
    expect(licencePhotoFile("licences/abc-123.png", "/srv/data")).toBe(
      path.join("/srv/data", "uploads", "licences", "abc-123.png"),
    );
    expect(licencePhotoFile("licences/../../etc/passwd.png", "/srv/data")).toBeNull();
    expect(licencePhotoFile("licences/abc.svg", "/srv/data")).toBeNull();
    expect(licencePhotoContentType("licences/abc.webp")).toBe("image/webp");
  });

  it("saves the licence with its photo, keeps the photo when none comes, and serves it to its owner only", async () => {
    const customer = (await findUserRowByEmail(DEMO_ACCOUNTS[0].email))!;
    const values = {
      name: "Aroha Te Rangi",
      dateOfBirth: "14-05-1990",
      number: "dl482913",
      expiryDate: "14-05-2031",
      country: "New Zealand",
    };
    const saved = await saveLicence(customer.id, values, {
      kind: "file",
      bytes: PNG,
      declaredType: "image/png",
    });
    expect(saved.ok).toBe(true);
    const licence = await getDriverLicence(customer.id);
    expect(licence).toMatchObject({
      dateOfBirth: "1990-05-14",
      expiryDate: "2031-05-14",
      number: "DL482913",
      photoKey: `licences/${customer.id}.png`,
    });
    const file = path.join(dataDir, "uploads", "licences", `${customer.id}.png`);
    expect(new Uint8Array(await readFile(file))).toEqual(PNG);

    expect((await saveLicence(customer.id, { ...values, name: "Aroha T. Rangi" }, { kind: "none" })).ok).toBe(
      true,
    );
    expect((await getDriverLicence(customer.id))?.photoKey).toBe(`licences/${customer.id}.png`);

    const photo = await readLicencePhoto(customer.id);
    expect(photo?.contentType).toBe("image/png");
    const agent = (await findUserRowByEmail(DEMO_ACCOUNTS[1].email))!;
    expect(await readLicencePhoto(agent.id)).toBeNull();
  });
});

describe("account routes (loaders and actions)", () => {
  const cookieOf = (response: Response) => (response.headers.get("Set-Cookie") ?? "").split(";")[0];
  const post = (path: string, body: FormData | URLSearchParams, cookie = "") =>
    new Request(`http://localhost${path}`, {
      method: "POST",
      body,
      headers: cookie ? { Cookie: cookie } : {},
    });
  const args = (request: Request) => ({ request, params: {}, context: {} });

  async function signedInCookie(): Promise<string> {
    const { action } = await import("~/routes/_accounts+/sign-in");
    const response = await routeResponse(
      action(
        args(
          post(
            "/sign-in/?redirectTo=%2Fmy-account%2Fprofile%2F",
            new URLSearchParams({
              email: DEMO_ACCOUNTS[0].email,
              password: "GoRentals!2026",
              redirectTo: "/my-account/profile/",
            }),
          ),
        ),
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/my-account/profile/");
    return cookieOf(response);
  }

  it("sign-in: wrong password 401 with the one message, values kept but never the password", async () => {
    const { action } = await import("~/routes/_accounts+/sign-in");
    const response = await routeResponse(
      action(
        args(
          post(
            "/sign-in/",
            new URLSearchParams({ email: DEMO_ACCOUNTS[0].email, password: "wrong password" }),
          ),
        ),
      ),
    );
    expect(response.status).toBe(401);
    const body = await response.json();
    expect(body.formError).toBe("Your email or password is incorrect");
    expect(body.repopulateFields).toEqual({ email: DEMO_ACCOUNTS[0].email });
  });

  it("my-account: guests go to sign in; a bad phone answers 400 beside the field; a save redirects", async () => {
    const { loader, action } = await import("~/routes/_accounts+/my-account+/profile._index");
    await expect(loader(args(new Request("http://localhost/my-account/profile/")))).rejects.toMatchObject({
      status: 302,
    });
    const cookie = await signedInCookie();
    const loaded = await routeResponse(
      loader(args(new Request("http://localhost/my-account/profile/", { headers: { Cookie: cookie } }))),
    );
    expect((await loaded.json()).defaults).toMatchObject({ firstName: "Aroha", phoneCountryCode: "+64" });

    const values = {
      firstName: "Aroha",
      lastName: "Te Rangi",
      country: "NZ",
      phoneCountryCode: "+64",
      phone: "abc",
    };
    const bad = await routeResponse(
      action(args(post("/my-account/profile/", new URLSearchParams(values), cookie))),
    );
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(body.fieldErrors).toEqual({ phone: INVALID_PHONE });
    expect(body.repopulateFields).toMatchObject({ firstName: "Aroha", phone: "abc" });

    const good = await routeResponse(
      action(
        args(
          post(
            "/my-account/profile/",
            new URLSearchParams({ ...values, firstName: "Aroha", phone: "21 555 0142" }),
            cookie,
          ),
        ),
      ),
    );
    expect(good.status).toBe(302);
    expect(good.headers.get("Location")).toBe("/my-account/profile/?saved=1");
  });

  it("address and phone: unreadable 400, an unknown dialling code beside the field, a save keeps the session in step", async () => {
    const { loader, action } = await import("~/routes/_accounts+/my-account+/address-phone");
    const cookie = await signedInCookie();
    const page = "http://localhost/my-account/address-phone/";
    const unreadable = new Request(page, {
      method: "POST",
      body: "x",
      headers: { "Content-Type": "text/plain", Cookie: cookie },
    });
    const refused = await routeResponse(action(args(unreadable)));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      formId: "address-phone",
      formError: ACCOUNT_FORM_MESSAGES.formUnreadable,
    });

    const values = {
      street: "12 Queen Street",
      town: "",
      city: "Auckland",
      postCode: "1010",
      phoneCountryCode: "+999",
      phone: "21 555 0142",
    };
    const bad = await routeResponse(
      action(args(post("/my-account/address-phone/", new URLSearchParams(values), cookie))),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors).toEqual({
      phoneCountryCode: ACCOUNT_FORM_MESSAGES.phoneCodeRequired,
    });

    const good = await routeResponse(
      action(
        args(
          post(
            "/my-account/address-phone/",
            new URLSearchParams({ ...values, phoneCountryCode: "+64" }),
            cookie,
          ),
        ),
      ),
    );
    expect(good.status).toBe(302);
    expect(good.headers.get("Location")).toBe("/my-account/address-phone/?saved=1");
    expect(good.headers.get("Set-Cookie")).toBeTruthy();
    const loaded = await routeResponse(
      loader(args(new Request(`${page}?saved=1`, { headers: { Cookie: cookieOf(good) || cookie } }))),
    );
    expect(await loaded.json()).toMatchObject({
      saved: true,
      defaults: { street: "12 Queen Street", city: "Auckland", postCode: "1010" },
    });
  });

  it("address and phone: a post code is four digits, letters get the numeric message (issue 24 item 14)", async () => {
    const { action } = await import("~/routes/_accounts+/my-account+/address-phone");
    const cookie = await signedInCookie();
    const values = {
      street: "12 Queen Street",
      town: "",
      city: "Auckland",
      postCode: "10a1",
      phoneCountryCode: "+64",
      phone: "21 555 0142",
    };
    const letters = await routeResponse(
      action(args(post("/my-account/address-phone/", new URLSearchParams(values), cookie))),
    );
    expect(letters.status).toBe(400);
    const body = await letters.json();
    expect(body.fieldErrors).toEqual({ postCode: VALIDATOR_MESSAGES.numeric });
    expect(body.repopulateFields).toMatchObject({ street: "12 Queen Street", postCode: "10a1" });
    const short = await routeResponse(
      action(
        args(post("/my-account/address-phone/", new URLSearchParams({ ...values, postCode: "101" }), cookie)),
      ),
    );
    expect(short.status).toBe(400);
    expect((await short.json()).fieldErrors).toEqual({ postCode: POST_CODE_MESSAGES.length });
  });

  it("driver licence: an oversize photo answers 413 beside the field with the other values kept", async () => {
    const { action } = await import("~/routes/_accounts+/my-account+/driver-licence._index");
    const cookie = await signedInCookie();
    const form = new FormData();
    form.set("name", "Aroha Te Rangi");
    form.set("dateOfBirth", "14-05-1990");
    form.set("number", "DL482913");
    form.set("expiryDate", "14-05-2031");
    form.set("country", "New Zealand");
    form.set("photo", new File([new Uint8Array(MAX_UPLOAD_BYTES + 10)], "big.jpg", { type: "image/jpeg" }));
    const response = await routeResponse(action(args(post("/my-account/driver-licence/", form, cookie))));
    expect(response.status).toBe(413);
    const body = await response.json();
    expect(body.fieldErrors).toEqual({ photo: ACCOUNT_FORM_MESSAGES.photoTooLarge });
    expect(body.repopulateFields).toMatchObject({ number: "DL482913", expiryDate: "14-05-2031" });

    const expired = new FormData();
    for (const [name, value] of form.entries()) if (name !== "photo") expired.set(name, value);
    expired.set("expiryDate", "01-01-2020");
    const refused = await routeResponse(action(args(post("/my-account/driver-licence/", expired, cookie))));
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldErrors).toEqual({ expiryDate: VALIDATOR_MESSAGES.licenceExpired });
  });

  it("forgot password and resend verification: unreadable 400, bad address beside the field, else the one notice", async () => {
    const forgot = await import("~/routes/_accounts+/forgot-password");
    const verify = await import("~/routes/_accounts+/verify-account");
    const unreadable = new Request("http://localhost/forgot-password/", {
      method: "POST",
      body: "x",
      headers: { "Content-Type": "text/plain" },
    });
    const refused = await routeResponse(forgot.action(args(unreadable)));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      formId: "forgot-password",
      formError: ACCOUNT_FORM_MESSAGES.formUnreadable,
    });

    const bad = await routeResponse(
      verify.action(args(post("/verify-account/", new URLSearchParams({ email: "not an address" })))),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors).toEqual({ email: ACCOUNT_MESSAGES.emailInvalid });

    const email = "nobody-email-link@example.co.nz";
    const reset = await routeResponse(
      forgot.action(args(post("/forgot-password/", new URLSearchParams({ email })))),
    );
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ notice: ACCOUNT_MESSAGES.resetRequested });
    const resent = await routeResponse(
      verify.action(args(post("/verify-account/", new URLSearchParams({ email })))),
    );
    expect(resent.status).toBe(200);
    expect(await resent.json()).toEqual({ notice: ACCOUNT_MESSAGES.verificationResent });

    // Past the per-address limit: 429 above the form, the address kept, and when to try again.
    let limited: Response | null = null;
    for (let attempt = 0; attempt <= RATE_LIMITS.passwordResetPerEmail.limit && !limited; attempt++) {
      const answer = await routeResponse(
        forgot.action(args(post("/forgot-password/", new URLSearchParams({ email })))),
      );
      if (answer.status === 429) limited = answer;
    }
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await limited?.json()).toMatchObject({ formId: "forgot-password", repopulateFields: { email } });
  });

  it("business sign-in: past the limit, 429 says when to try again", async () => {
    const { action } = await import("~/routes/business+/sign-in");
    const email = "nobody-business-limit@example.co.nz";
    let last: Response | null = null;
    for (let attempt = 0; attempt <= RATE_LIMITS.signInPerEmail.limit; attempt++) {
      last = await routeResponse(
        action(args(post("/business/sign-in/", new URLSearchParams({ email, password: "wrong password" })))),
      );
    }
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("session renewal and logout", async () => {
    const renew = await import("~/routes/_site+/session.renew");
    const logout = await import("~/routes/_accounts+/logout");
    const cookie = await signedInCookie();
    const renewed = await renew.action(args(post("/session/renew", new URLSearchParams(), cookie)));
    const answer = await renewed.json();
    expect(answer).toMatchObject({ ok: true });
    expect(answer.expiresInMs).toBeGreaterThan(1_700_000);
    const out = await logout.action(args(post("/logout", new URLSearchParams(), cookie)));
    expect(out.status).toBe(303);
    expect(out.headers.get("Location")).toBe("/");
    const after = await renew.action(args(post("/session/renew", new URLSearchParams(), cookie)));
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ ok: false });
  });
});

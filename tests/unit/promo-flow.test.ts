import { holdVehicle } from "~/services/booking/availability/claims.server";
import { afterEach, describe, expect, it } from "vitest";
import { promoFormValidator } from "~/components/promo/PromoCodeForm";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { getCarClassByCode } from "~/models/catalog/car-classes.server";
import { getReservation as getReservationRow } from "~/models/reservations/reservations.server";
import { AA_MEMBERS } from "~/models/seed/booking";
import { setAaMembershipService } from "~/services/booking/promo/aa-membership.server";
import {
  getItinerary,
  getReservation,
  getStoredPromo,
  resetReservation,
  setItinerary,
  setReservation,
  setStoredPromo,
  type SessionItinerary,
} from "~/services/booking/session.server";
import { fromNewZealand } from "~/services/platform/dates";
import { INVALID_AA_MEMBERSHIP_NUMBER, PROMO_MESSAGES } from "~/services/booking/promo/text";
import { SERVICE_UNAVAILABLE } from "~/services/platform/error-text";
import {
  applyPromo,
  currentPromoCode,
  DEALS_PROMOTION_PATH,
  promoFormAction,
  removePromo,
  VEHICLES_PATH,
  withResultsAnchor,
  type PromoFlowResult,
  type PromoFormResponse,
} from "~/services/booking/promo/flow.server";
import { commitSession, getSession, type AppSession } from "~/services/platform/session.server";
import { routeResponse } from "./support/route-response";

const MEMBER = AA_MEMBERS.find((member) => member.isActive && member.expiresOn === null)!.memberNumber;
const EXPIRED_MEMBER = AA_MEMBERS.find(
  (member) => member.expiresOn != null && member.expiresOn < "2025-01-01",
)!.memberNumber;
const NOW = new Date("2027-03-01T00:00:00Z"); // 1 March 2027, 1 pm in New Zealand
const HERE = "/search-vehicles/";

async function newSession(): Promise<AppSession> {
  return getSession(new Request("http://localhost/"));
}

async function itinerary(overrides: Partial<SessionItinerary> = {}): Promise<SessionItinerary> {
  const zqn = await getBranchByCode("ZQN");
  return {
    pickupBranchId: zqn!.id,
    dropOffBranchId: zqn!.id,
    pickupDate: "2027-05-10",
    pickupTime: "10:00",
    dropOffDate: "2027-05-14",
    dropOffTime: "10:00",
    promoCode: "",
    aaNumber: null,
    agentId: null,
    clientReferenceNumber: "PO-4471",
    lastQueryDateTime: "2027-02-28T22:00:00.000Z",
    searchedByUserId: null,
    ...overrides,
  };
}

async function sessionWithItinerary(overrides: Partial<SessionItinerary> = {}): Promise<AppSession> {
  const session = await newSession();
  setItinerary(session, await itinerary(overrides));
  return session;
}

function apply(session: AppSession, promoCode: string | null, aaNumber?: string | null, from = HERE) {
  return applyPromo(session, { promoCode, aaNumber }, { from, now: NOW });
}

function failed(result: PromoFlowResult) {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result)}`);
  return result;
}

afterEach(() => setAaMembershipService(null));

describe("apply: the promo code field (spec section 5)", () => {
  it("is required", async () => {
    const session = await newSession();
    for (const empty of [null, "", "   "]) {
      const result = failed(await apply(session, empty));
      expect(result.status).toBe(400);
      expect(result.fieldErrors).toEqual({ promoCode: PROMO_MESSAGES.promoCodeRequired });
    }
    expect(getStoredPromo(session)).toBeNull();
  });

  it("is trimmed and stored lower-case", async () => {
    const session = await newSession();
    const result = await apply(session, "  RealNZ  ");
    expect(result).toMatchObject({ ok: true, promoCode: "realnz" });
    expect(getStoredPromo(session)).toEqual({ promoCode: "realnz", aaNumber: null });
  });

  it("allows at most 25 characters after trimming", async () => {
    const session = await newSession();
    const tooLong = failed(await apply(session, "x".repeat(26)));
    expect(tooLong.fieldErrors.promoCode).toBe(PROMO_MESSAGES.promoCodeTooLong);
    // 25 characters plus padding passes the length rule (and then is simply unknown).
    const padded = failed(await apply(session, `  ${"x".repeat(25)}  `));
    expect(padded.fieldErrors.promoCode).toBe(PROMO_MESSAGES.promoCodeUnknown);
  });

  it("keeps what the visitor typed for the form when it fails", async () => {
    const result = failed(await apply(await newSession(), " NOPE ", " 12 "));
    expect(result.values).toEqual({ promoCode: " NOPE ", aaNumber: " 12 " });
  });
});

describe("apply: unknown, switched-off, expired and not-yet-valid codes", () => {
  it("refuses an unknown code and a switched-off one with the unknown message", async () => {
    const session = await newSession();
    expect(failed(await apply(session, "nosuchcode")).fieldErrors).toEqual({
      promoCode: PROMO_MESSAGES.promoCodeUnknown,
    });
    expect(failed(await apply(session, "LAUNCH20")).fieldErrors).toEqual({
      promoCode: PROMO_MESSAGES.promoCodeUnknown,
    });
    expect(getStoredPromo(session)).toBeNull();
  });

  it("checks the dates against today in New Zealand when there is no itinerary", async () => {
    // winter2025 runs 2025-06-01 to 2025-09-30.
    const session = await newSession();
    const at = (iso: string) =>
      applyPromo(session, { promoCode: "winter2025" }, { from: HERE, now: new Date(iso) });
    expect(failed(await at("2027-03-01T00:00:00Z")).fieldErrors.promoCode).toBe(
      PROMO_MESSAGES.promoCodeExpired,
    );
    expect(failed(await at("2025-05-01T00:00:00Z")).fieldErrors.promoCode).toBe(
      PROMO_MESSAGES.promoCodeNotYetValid,
    );
    // 31 May 2025, 12:30 UTC is already 1 June in New Zealand.
    expect((await at("2025-05-31T12:30:00Z")).ok).toBe(true);
  });

  it("checks the dates against the itinerary's pick-up date when there is one", async () => {
    const inSeason = await sessionWithItinerary({ pickupDate: "2025-07-01", dropOffDate: "2025-07-05" });
    expect((await apply(inSeason, "WINTER2025")).ok).toBe(true);
    const outOfSeason = await sessionWithItinerary({ pickupDate: "2025-10-01", dropOffDate: "2025-10-05" });
    const result = failed(
      await applyPromo(
        outOfSeason,
        { promoCode: "winter2025" },
        { from: HERE, now: new Date("2025-08-01T00:00:00Z") },
      ),
    );
    expect(result.fieldErrors.promoCode).toBe(PROMO_MESSAGES.promoCodeExpired);
    expect(getItinerary(outOfSeason)?.promoCode).toBe("");
  });
});

describe("apply: AA member codes", () => {
  it("need an AA number for aamembership, aamember and aamemberdeal in any case", async () => {
    const session = await newSession();
    for (const code of ["aamembership", "AAMEMBER", " AaMemberDeal "]) {
      expect(failed(await apply(session, code)).fieldErrors).toEqual({
        aaNumber: PROMO_MESSAGES.aaNumberRequired,
      });
      expect(failed(await apply(session, code, "   ")).fieldErrors).toEqual({
        aaNumber: PROMO_MESSAGES.aaNumberRequired,
      });
    }
  });

  it("check the AA number: at most 16, digits only", async () => {
    const session = await newSession();
    expect(failed(await apply(session, "aamember", "12345678901234567")).fieldErrors.aaNumber).toBe(
      PROMO_MESSAGES.aaNumberTooLong,
    );
    for (const bad of ["6365-0100", "12.5", "1e5", "-12", "abc"]) {
      expect(failed(await apply(session, "aamember", bad)).fieldErrors.aaNumber).toBe(
        PROMO_MESSAGES.aaNumberNotInteger,
      );
    }
  });

  it("trim the AA number and accept a member the AA check knows", async () => {
    const session = await newSession();
    const result = await apply(session, "AAMember", `  ${MEMBER}  `);
    expect(result).toMatchObject({ ok: true, promoCode: "aamember", outcome: "stored" });
    expect(getStoredPromo(session)).toEqual({ promoCode: "aamember", aaNumber: MEMBER });
  });

  it("show 'Invalid AA membership number' in the Sorry list when the AA check refuses", async () => {
    const session = await newSession();
    for (const number of ["1234567890123456", EXPIRED_MEMBER]) {
      const result = failed(await apply(session, "aamemberdeal", number));
      expect(result).toMatchObject({
        status: 400,
        fieldErrors: {},
        formErrors: [INVALID_AA_MEMBERSHIP_NUMBER],
      });
    }
    expect(INVALID_AA_MEMBERSHIP_NUMBER).toBe("Invalid AA membership number");
    expect(getStoredPromo(session)).toBeNull();
  });

  it("ask the AA check first, with the trimmed number, and never for other codes", async () => {
    const asked: string[] = [];
    setAaMembershipService({
      async checkAaMembership(number) {
        asked.push(number);
        return false;
      },
    });
    const session = await newSession();
    await apply(session, "realnz", "999");
    expect(asked).toEqual([]);
    // A refused number is reported even though the code would otherwise be fine.
    expect(failed(await apply(session, "aamember", " 42 ")).formErrors).toEqual([
      INVALID_AA_MEMBERSHIP_NUMBER,
    ]);
    expect(asked).toEqual(["42"]);
  });

  it("say the service is unavailable (503, not 500) when the AA check cannot be asked", async () => {
    setAaMembershipService({
      checkAaMembership: () => Promise.reject(new Error("AA service down")),
    });
    const result = failed(await apply(await newSession(), "aamember", MEMBER));
    expect(result).toMatchObject({ status: 503, formErrors: [SERVICE_UNAVAILABLE] });
  });
});

describe("apply with no itinerary: the promo is only stored", () => {
  it("stores it and the visitor stays where they were", async () => {
    const session = await newSession();
    const result = await apply(session, "sudima", null, "/about-us/");
    expect(result).toEqual({ ok: true, outcome: "stored", promoCode: "sudima", redirectTo: "/about-us/" });
    expect(getItinerary(session)).toBeNull();
    expect(getReservation(session)).toBeNull();
    expect(currentPromoCode(session)).toBe("sudima");
  });

  it("goes on to /vehicles/ from the deals/promotion page", async () => {
    for (const from of [DEALS_PROMOTION_PATH, "/deals/promotion/?utm=x"]) {
      const result = await apply(await newSession(), "realnz", null, from);
      expect(result).toMatchObject({ ok: true, outcome: "stored", redirectTo: VEHICLES_PATH });
    }
  });
});

describe("apply with an itinerary: the search is repeated with the promo", () => {
  it("puts the code on the itinerary, renews lastQueryDateTime and goes to /vehicles/", async () => {
    const session = await sessionWithItinerary();
    setStoredPromo(session, { promoCode: "sudima", aaNumber: null });
    setReservation(session, {
      ...resetReservation("spring-sale"),
      stepComplete: 3,
      extras: [{ code: "GPS", quantity: 1 }],
    });
    const result = await apply(session, "AAMEMBERSHIP", ` ${MEMBER} `, DEALS_PROMOTION_PATH);
    expect(result).toEqual({
      ok: true,
      outcome: "search",
      promoCode: "aamembership",
      redirectTo: VEHICLES_PATH,
    });
    expect(getItinerary(session)).toMatchObject({
      promoCode: "aamembership",
      aaNumber: MEMBER,
      clientReferenceNumber: "PO-4471",
      lastQueryDateTime: NOW.toISOString(),
    });
    expect(getReservation(session)).toEqual(resetReservation("spring-sale"));
    // The itinerary carries the code from now on; no stored promo is left behind.
    expect(getStoredPromo(session)).toBeNull();
    expect(currentPromoCode(session)).toBe("aamembership");
  });

  it("releases the car the reservation held", async () => {
    const zqn = await getBranchByCode("ZQN");
    const carClass = await getCarClassByCode("7");
    const held = await holdVehicle({
      carClassId: carClass!.carClassId,
      pickupBranchId: zqn!.id,
      dropOffBranchId: zqn!.id,
      pickupAt: fromNewZealand("2027-05-10", "10:00"),
      dropOffAt: fromNewZealand("2027-05-14", "10:00"),
      now: NOW,
    });
    if (!held.ok) throw new Error("the test hold failed");
    const session = await sessionWithItinerary();
    setReservation(session, {
      ...resetReservation(),
      reservationId: held.reservation.id,
      carClassId: carClass!.carClassId,
      stepComplete: 2,
    });

    expect((await apply(session, "realnz")).ok).toBe(true);

    expect((await getReservationRow(held.reservation.id))?.status).toBe("cancelled");
    expect(getReservation(session)).toEqual(resetReservation());
  });

  it("changes nothing when the code is refused", async () => {
    const session = await sessionWithItinerary({ promoCode: "sudima" });
    const before = getItinerary(session);
    setReservation(session, { ...resetReservation(), stepComplete: 2 });
    failed(await apply(session, "nosuchcode"));
    expect(getItinerary(session)).toEqual(before);
    expect(getReservation(session)?.stepComplete).toBe(2);
  });
});

describe("remove", () => {
  it("clears promo code, AA number and client reference and repeats the search", async () => {
    const session = await sessionWithItinerary({ promoCode: "aamember", aaNumber: MEMBER });
    setStoredPromo(session, { promoCode: "aamember", aaNumber: MEMBER });
    setReservation(session, { ...resetReservation(), stepComplete: 3 });
    const result = await removePromo(session, { from: HERE, now: NOW });
    expect(result).toEqual({ ok: true, outcome: "search", promoCode: null, redirectTo: VEHICLES_PATH });
    expect(getItinerary(session)).toMatchObject({
      promoCode: "",
      aaNumber: null,
      clientReferenceNumber: null,
      lastQueryDateTime: NOW.toISOString(),
      pickupDate: "2027-05-10",
    });
    expect(getReservation(session)).toEqual(resetReservation());
    expect(getStoredPromo(session)).toBeNull();
    expect(currentPromoCode(session)).toBeNull();
  });

  it("forgets the stored promo when there is no itinerary, and stays", async () => {
    const session = await newSession();
    setStoredPromo(session, { promoCode: "realnz", aaNumber: null });
    expect(await removePromo(session, { from: "/" })).toEqual({
      ok: true,
      outcome: "stored",
      promoCode: null,
      redirectTo: "/",
    });
    expect(getStoredPromo(session)).toBeNull();
  });
});

describe("redirect targets", () => {
  it("lands on the results of /vehicles/ when asked", () => {
    expect(withResultsAnchor("/vehicles/", true)).toBe("/vehicles/#results");
    expect(withResultsAnchor("/vehicles/?expired=1", true)).toBe("/vehicles/?expired=1#results");
    expect(withResultsAnchor("/vehicles/", false)).toBe("/vehicles/");
    expect(withResultsAnchor("/about-us/", true)).toBe("/about-us/");
  });
});

describe("the form's POST (promoFormAction)", () => {
  async function post(fields: Record<string, string>, cookie?: string) {
    const body = new URLSearchParams(fields);
    const request = new Request("http://localhost/promo-code/", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    });
    return routeResponse(promoFormAction(request, { defaultFrom: "/promo-code/" }));
  }

  it("redirects and saves the session on success", async () => {
    const response = await post({
      intent: "apply",
      promoCode: "REALNZ",
      redirectTo: "/vehicles/",
      scrollToResults: "1",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/vehicles/#results");
    const cookie = response.headers.get("Set-Cookie")!.split(";")[0];
    const session = await getSession(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    expect(getStoredPromo(session)).toEqual({ promoCode: "realnz", aaNumber: null });
  });

  it("answers 400 with the errors, the Sorry list, the values and the form id", async () => {
    const response = await post({
      promoCode: "aamember",
      aaNumber: "1234567890123456",
      __rvfInternalFormId: "promo-page",
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as PromoFormResponse;
    expect(body).toEqual({
      fieldErrors: {},
      formErrors: [INVALID_AA_MEMBERSHIP_NUMBER],
      repopulateFields: { promoCode: "aamember", aaNumber: "1234567890123456" },
      formId: "promo-page",
    });
  });

  it("ignores an off-site redirectTo", async () => {
    const response = await post({ promoCode: "sudima", redirectTo: "https://evil.example/" });
    expect(response.headers.get("Location")).toBe("/promo-code/");
  });

  it("removes with intent=remove", async () => {
    const session = await newSession();
    setItinerary(session, await itinerary({ promoCode: "realnz" }));
    const cookie = (await commitSession(session)).split(";")[0];
    const response = await post({ intent: "remove", redirectTo: "/vehicles/" }, cookie);
    expect(response.headers.get("Location")).toBe("/vehicles/");
    const after = await getSession(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    expect(getItinerary(after)?.promoCode).toBe("");
  });

  it("treats an unreadable body as an empty form: 400, never 500", async () => {
    const request = new Request("http://localhost/promo-code/", {
      method: "POST",
      body: "{not a form",
      headers: { "Content-Type": "application/json" },
    });
    const response = await routeResponse(promoFormAction(request, { defaultFrom: "/promo-code/" }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as PromoFormResponse).fieldErrors).toEqual({
      promoCode: PROMO_MESSAGES.promoCodeRequired,
    });
  });
});

describe("the promo form component and the server agree", () => {
  it("gives the same hints in the browser as the server's rules", async () => {
    const hint = async (fields: Record<string, string>) => {
      const result = await promoFormValidator.validate(new URLSearchParams(fields) as unknown as FormData);
      return result.error?.fieldErrors ?? {};
    };
    expect(await hint({ promoCode: " " })).toEqual({ promoCode: PROMO_MESSAGES.promoCodeRequired });
    expect(await hint({ promoCode: "x".repeat(26) })).toEqual({ promoCode: PROMO_MESSAGES.promoCodeTooLong });
    expect(await hint({ promoCode: "AAMEMBER" })).toEqual({ aaNumber: PROMO_MESSAGES.aaNumberRequired });
    expect(await hint({ promoCode: "aamember", aaNumber: "12a" })).toEqual({
      aaNumber: PROMO_MESSAGES.aaNumberNotInteger,
    });
    expect(await hint({ promoCode: "realnz", intent: "apply", redirectTo: "/vehicles/" })).toEqual({});
  });
});

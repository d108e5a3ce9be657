import { describe, expect, it } from "vitest";
import { findActivePromo, isValidAaMember, lookupPromo } from "~/services/booking/promo/codes.server";
import { AA_MEMBERS } from "~/models/seed/booking";
import { AA_NUMBER_MAX_LENGTH, PROMO_CODE_MAX_LENGTH } from "~/services/booking/promo/constants";
import { INVALID_AA_MEMBERSHIP_NUMBER, PROMO_FORM_TEXT, PROMO_MESSAGES } from "~/services/booking/promo/text";
import {
  normalisePromoCode,
  promoStatus,
  promoStatusMessage,
  requiresAaNumber,
  validatePromoForm,
} from "~/services/booking/promo/rules";

describe("promo code form (spec section 5)", () => {
  it("keeps the code trimmed and lower-case", () => {
    expect(normalisePromoCode("  RealNZ ")).toBe("realnz");
    expect(normalisePromoCode(undefined)).toBe("");
    const result = validatePromoForm({ promoCode: "  SUDIMA  " });
    expect(result).toEqual({ ok: true, values: { promoCode: "sudima", aaNumber: null }, errors: {} });
  });

  it("requires a code", () => {
    expect(validatePromoForm({ promoCode: "" }).errors.promoCode).toBe(PROMO_MESSAGES.promoCodeRequired);
    expect(validatePromoForm({ promoCode: "   " }).errors.promoCode).toBe(PROMO_MESSAGES.promoCodeRequired);
    expect(validatePromoForm({}).ok).toBe(false);
  });

  it("allows at most 25 characters after trimming", () => {
    expect(PROMO_CODE_MAX_LENGTH).toBe(25);
    expect(validatePromoForm({ promoCode: ` ${"a".repeat(25)} ` }).ok).toBe(true);
    expect(validatePromoForm({ promoCode: "a".repeat(26) }).errors.promoCode).toBe(
      PROMO_MESSAGES.promoCodeTooLong,
    );
    expect(PROMO_MESSAGES.promoCodeTooLong).toContain(String(PROMO_CODE_MAX_LENGTH));
  });

  it("knows the three AA codes in any case", () => {
    for (const code of ["aamembership", "AAMEMBER", " AaMemberDeal "])
      expect(requiresAaNumber(code)).toBe(true);
    for (const code of ["aa", "aamembers", "realnz", "", null]) expect(requiresAaNumber(code)).toBe(false);
  });

  it("requires an AA membership number for the AA codes only", () => {
    expect(validatePromoForm({ promoCode: "AAMEMBER" }).errors).toEqual({
      aaNumber: PROMO_MESSAGES.aaNumberRequired,
    });
    expect(validatePromoForm({ promoCode: "aamember", aaNumber: "  " }).errors.aaNumber).toBe(
      PROMO_MESSAGES.aaNumberRequired,
    );
    expect(validatePromoForm({ promoCode: "realnz", aaNumber: "abc" })).toMatchObject({
      ok: true,
      values: { aaNumber: null },
    });
  });

  it("checks the AA number: trimmed, at most 16, digits only", () => {
    expect(AA_NUMBER_MAX_LENGTH).toBe(16);
    expect(validatePromoForm({ promoCode: "aamember", aaNumber: " 6365010000000011 " })).toEqual({
      ok: true,
      values: { promoCode: "aamember", aaNumber: "6365010000000011" },
      errors: {},
    });
    expect(validatePromoForm({ promoCode: "aamember", aaNumber: "63650100000000111" }).errors.aaNumber).toBe(
      PROMO_MESSAGES.aaNumberTooLong,
    );
    for (const bad of ["6365-0100", "12.5", "1e5", "-123", "6365 0100"]) {
      expect(validatePromoForm({ promoCode: "aamember", aaNumber: bad }).errors.aaNumber).toBe(
        PROMO_MESSAGES.aaNumberNotInteger,
      );
    }
  });

  it("reports only the AA number when the code itself is fine", () => {
    const result = validatePromoForm({ promoCode: "aamemberdeal", aaNumber: "x" });
    expect(result.ok).toBe(false);
    expect(Object.keys(result.errors)).toEqual(["aaNumber"]);
  });

  it("has the spec's texts", () => {
    expect(INVALID_AA_MEMBERSHIP_NUMBER).toBe("Invalid AA membership number");
    expect(PROMO_FORM_TEXT).toMatchObject({
      title: "Promo code",
      placeholder: "Enter code",
      submit: "Apply code",
      errorListTitle: "Sorry",
    });
  });
});

describe("promo validity", () => {
  const promo = { isActive: true, validFrom: "2027-01-01", validTo: "2027-01-31" };

  it("is usable within its dates, both inclusive", () => {
    expect(promoStatus(promo, "2027-01-01")).toBe("active");
    expect(promoStatus(promo, "2027-01-31")).toBe("active");
    expect(promoStatus(promo, "2026-12-31")).toBe("not_yet_valid");
    expect(promoStatus(promo, "2027-02-01")).toBe("expired");
    expect(promoStatus({ ...promo, isActive: false }, "2027-01-10")).toBe("inactive");
    expect(promoStatus({ isActive: true, validFrom: null, validTo: null }, "2099-01-01")).toBe("active");
  });

  it("has a clear message for each unusable state", () => {
    expect(promoStatusMessage("active")).toBeNull();
    expect(promoStatusMessage("expired")).toBe(PROMO_MESSAGES.promoCodeExpired);
    expect(promoStatusMessage("not_yet_valid")).toBe(PROMO_MESSAGES.promoCodeNotYetValid);
    expect(promoStatusMessage("unknown")).toBe(PROMO_MESSAGES.promoCodeUnknown);
    expect(promoStatusMessage("inactive")).toBe(PROMO_MESSAGES.promoCodeUnknown);
  });
});

describe("promo codes in the database", () => {
  it("finds an active code in any case", async () => {
    const promo = await findActivePromo("  RealNZ ", "2027-03-01");
    expect(promo).toMatchObject({ code: "realnz", discountPercent: 10, requiresAaNumber: false });
    expect((await findActivePromo("SUDIMA", new Date()))?.discountPercent).toBe(10);
  });

  it("gives AA members 15% and asks for their number", async () => {
    for (const code of ["aamember", "aamembership", "aamemberdeal"]) {
      expect(await findActivePromo(code)).toMatchObject({ discountPercent: 15, requiresAaNumber: true });
    }
  });

  it("tells unknown, expired and switched-off codes apart", async () => {
    expect(await lookupPromo("nosuchcode")).toEqual({ status: "unknown", promo: null });
    expect(await lookupPromo("")).toEqual({ status: "unknown", promo: null });
    expect((await lookupPromo("winter2025", "2026-11-21")).status).toBe("expired");
    expect((await lookupPromo("winter2025", "2025-07-01")).status).toBe("active");
    expect((await lookupPromo("launch20")).status).toBe("inactive");
    expect(await findActivePromo("winter2025", "2026-11-21")).toBeNull();
    expect(await findActivePromo("launch20")).toBeNull();
  });
});

describe("embedded AA membership check", () => {
  it("accepts the seeded members, trimmed", async () => {
    const valid = AA_MEMBERS.filter((m) => m.isActive !== false && m.expiresOn === null).map(
      (m) => m.memberNumber,
    );
    expect(valid.length).toBeGreaterThanOrEqual(4);
    for (const number of valid) expect(await isValidAaMember(` ${number} `)).toBe(true);
    expect(await isValidAaMember("6365010000000052")).toBe(true);
  });

  it("refuses unknown, expired, cancelled and malformed numbers", async () => {
    expect(await isValidAaMember("6365010000000099")).toBe(false);
    expect(await isValidAaMember("6365010000000060")).toBe(false);
    expect(await isValidAaMember("6365010000000078")).toBe(false);
    expect(await isValidAaMember("")).toBe(false);
    expect(await isValidAaMember("63650100000000111")).toBe(false);
    expect(await isValidAaMember("abc'; drop table aa_members; --")).toBe(false);
  });

  it("judges expiry on the date given", async () => {
    expect(await isValidAaMember("6365010000000060", "2024-12-31")).toBe(true);
    expect(await isValidAaMember("6365010000000060", "2025-01-01")).toBe(false);
  });
});

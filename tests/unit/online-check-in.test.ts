import { describe, expect, it } from "vitest";
import { INVALID_PHONE, VALIDATOR_MESSAGES } from "~/services/platform/text";
import {
  applicableSteps,
  balanceAction,
  checkInEligibility,
  checkInOffer,
  checkInOpensAt,
  driverField,
  firstIncompleteStep,
  isBalanceSettled,
  readExtrasForm,
  signatureMatches,
  stepAccess,
  validateDrivers,
  validateHirer,
  type CheckInDetail,
} from "~/services/changes/check-in/rules";
import { CHECK_IN_MIN_DRIVER_AGE, CHECK_IN_TEXT as T, fillText } from "~/services/changes/check-in/text";
import { runInLanguage } from "~/services/platform/i18n/i18n.server";

const HOUR = 3600 * 1000;
const pickupAt = new Date("2027-03-10T21:00:00Z"); // 10:00 on 11 March, New Zealand
const booking = { reference: "GO1234567", status: "confirmed", pickupAt, checkedInAt: null };

describe("check-in window", () => {
  it("opens 72 hours before pick-up and closes at the pick-up time", () => {
    expect(checkInOpensAt(pickupAt).getTime()).toBe(pickupAt.getTime() - 72 * HOUR);
    expect(checkInEligibility(booking, new Date(pickupAt.getTime() - 72 * HOUR - 1))).toEqual({
      kind: "not-yet",
      opensAt: checkInOpensAt(pickupAt),
    });
    expect(checkInEligibility(booking, new Date(pickupAt.getTime() - 72 * HOUR))).toEqual({ kind: "open" });
    expect(checkInEligibility(booking, new Date(pickupAt.getTime() - 1))).toEqual({ kind: "open" });
    expect(checkInEligibility(booking, pickupAt)).toEqual({ kind: "closed" });
  });

  it("is only for confirmed bookings not yet checked in", () => {
    const now = new Date(pickupAt.getTime() - 24 * HOUR);
    expect(checkInEligibility({ ...booking, status: "cancelled" }, now).kind).toBe("not-confirmed");
    expect(checkInEligibility({ ...booking, status: "payment_pending" }, now).kind).toBe("not-confirmed");
    expect(checkInEligibility({ ...booking, checkedInAt: now }, now).kind).toBe("checked-in");
  });

  it("offers the flow as the lead's pages need it", () => {
    const early = new Date(pickupAt.getTime() - 100 * HOUR);
    expect(checkInOffer(booking, early)).toEqual({
      href: "/online-check-in/?booking=GO1234567",
      label: T.offerLabelBefore,
      opensAt: checkInOpensAt(pickupAt).toISOString(),
    });
    expect(checkInOffer(booking, new Date(pickupAt.getTime() - HOUR))).toEqual({
      href: "/online-check-in/?booking=GO1234567",
      label: T.offerLabel,
    });
    expect(checkInOffer({ ...booking, checkedInAt: early }, early)?.href).toBe(
      "/online-check-in/confirmation/?booking=GO1234567",
    );
    expect(checkInOffer(booking, pickupAt)).toBeNull();
    expect(checkInOffer({ ...booking, status: "cancelled" }, early)).toBeNull();
  });
});

const complete: CheckInDetail = {
  hirer: {
    firstName: "Aroha",
    lastName: "Ngata",
    dateOfBirth: "15-06-1985",
    address: "1 Tay St",
    city: "Invercargill",
    postcode: "9810",
    country: "New Zealand",
    phone: "021 555 0101",
  },
  drivers: [
    {
      name: "Aroha Ngata",
      dateOfBirth: "15-06-1985",
      licenceNumber: "DL1",
      licenceExpiry: "01-01-2031",
      licenceCountry: "New Zealand",
    },
  ],
  extrasDone: true,
  insuranceDone: true,
  keyTermsAcceptedAt: "x",
  agreement: { signedName: "Aroha Ngata", signedAt: "x" },
  securityReadAt: "x",
  bond: { paymentId: "p", last4: "4242", amount: 500 },
  creditCard: { holderName: "Aroha Ngata", last4: "4242" },
};

describe("step engine", () => {
  const facts = { hasShuttles: false, balanceSettled: true };

  it("leaves the shuttle out where the branch has none", () => {
    expect(applicableSteps(facts)).not.toContain("shuttle");
    expect(applicableSteps({ ...facts, hasShuttles: true })).toContain("shuttle");
    expect(applicableSteps(facts)[0]).toBe("hirer");
    expect(applicableSteps(facts).at(-1)).toBe("save");
  });

  it("finds the first incomplete step, in order", () => {
    expect(firstIncompleteStep({}, facts)).toBe("hirer");
    expect(firstIncompleteStep({ hirer: complete.hirer }, facts)).toBe("driver");
    expect(firstIncompleteStep(complete, { hasShuttles: true, balanceSettled: true })).toBe("shuttle");
    expect(firstIncompleteStep(complete, facts)).toBe("save");
    // A balance to pay keeps the payment step open; nothing to pay skips it.
    expect(firstIncompleteStep(complete, { ...facts, balanceSettled: false })).toBe("payment");
  });

  it("sends a step opened before the previous ones are done to the first incomplete step", () => {
    expect(stepAccess("agreement", { hirer: complete.hirer }, facts)).toEqual({
      ok: false,
      redirectTo: "driver",
    });
    expect(stepAccess("driver", { hirer: complete.hirer }, facts)).toEqual({ ok: true });
    expect(stepAccess("hirer", { hirer: complete.hirer }, facts)).toEqual({ ok: true });
    expect(stepAccess("shuttle", complete, facts)).toEqual({ ok: false, redirectTo: "save" });
    expect(stepAccess("save", complete, facts)).toEqual({ ok: true });
  });
});

describe("hirer and driver forms", () => {
  const now = new Date("2027-03-09T00:00:00Z");
  const hirer = {
    firstName: "Aroha",
    lastName: "Ngata",
    dateOfBirth: "15-06-1985",
    address: "1 Tay St",
    city: "Invercargill",
    postcode: "9810",
    country: "New Zealand",
    phone: "021 555 0101",
  };

  it("checks the hirer with the spec's validators", () => {
    expect(validateHirer(hirer, now).ok).toBe(true);
    const bad = validateHirer({ ...hirer, phone: "call me", dateOfBirth: "31-02-1985" }, now);
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.errors.phone).toBe(INVALID_PHONE);
      expect(bad.errors.dateOfBirth).toBe(VALIDATOR_MESSAGES.date);
      expect(bad.values.firstName).toBe("Aroha");
    }
    const future = validateHirer({ ...hirer, dateOfBirth: "01-01-2030" }, now);
    expect(!future.ok && future.errors.dateOfBirth).toBe(VALIDATOR_MESSAGES.dateOfBirth);
  });

  const driver = (index: number, values: Partial<Record<string, string>>) =>
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => [driverField(index, key as never), value]),
    );
  const main = {
    name: "Aroha Ngata",
    dateOfBirth: "15-06-1985",
    licenceNumber: "dl1",
    licenceExpiry: "01-01-2031",
    licenceCountry: "New Zealand",
  };

  it("refuses an expired licence beside its field and keeps the rest", () => {
    const result = validateDrivers(driver(0, { ...main, licenceExpiry: "01-01-2020" }), "2027-03-11", now);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors[driverField(0, "licenceExpiry")]).toBe(VALIDATOR_MESSAGES.licenceExpired);
    expect(result.entered[0].licenceNumber).toBe("DL1");
  });

  it("needs every driver to be at least the minimum age on the pick-up date (day-month-year ages)", () => {
    const tooYoung = fillText(T.tooYoung, { age: CHECK_IN_MIN_DRIVER_AGE });
    // 21 on the pick-up day itself passes; one day later does not.
    expect(validateDrivers(driver(0, { ...main, dateOfBirth: "11-03-2006" }), "2027-03-11", now).ok).toBe(
      true,
    );
    const young = validateDrivers(driver(0, { ...main, dateOfBirth: "12-03-2006" }), "2027-03-11", now);
    expect(!young.ok && young.errors[driverField(0, "dateOfBirth")]).toBe(tooYoung);
  });

  it("reads ages the same on a German or Chinese page, where dates are written otherwise", () => {
    for (const language of ["de", "zh"]) {
      const adult = runInLanguage(language, () =>
        validateDrivers(driver(0, { ...main, dateOfBirth: "11-03-2006" }), "2027-03-11", now),
      );
      expect(adult.ok, language).toBe(true);
      const young = runInLanguage(language, () =>
        validateDrivers(driver(0, { ...main, dateOfBirth: "12-03-2006" }), "2027-03-11", now),
      );
      expect(!young.ok && young.errors[driverField(0, "dateOfBirth")], language).toBe(
        runInLanguage(language, () => fillText(T.tooYoung, { age: CHECK_IN_MIN_DRIVER_AGE })),
      );
    }
  });

  it("takes optional additional drivers, all or nothing, from the three countries", () => {
    const two = validateDrivers(
      { ...driver(0, main), ...driver(1, { ...main, name: "Mere Ngata" }) },
      "2027-03-11",
      now,
    );
    expect(two.ok && two.values.map((d) => d.name)).toEqual(["Aroha Ngata", "Mere Ngata"]);
    const partial = validateDrivers(
      { ...driver(0, main), ...driver(1, { licenceNumber: "X" }) },
      "2027-03-11",
      now,
    );
    expect(!partial.ok && partial.errors[driverField(1, "name")]).toBe(T.partialDriver);
    const country = validateDrivers(driver(0, { ...main, licenceCountry: "France" }), "2027-03-11", now);
    expect(!country.ok && country.errors[driverField(0, "licenceCountry")]).toBe(T.required);
    const none = validateDrivers({}, "2027-03-11", now);
    expect(none.ok).toBe(false);
  });

  it("reads extras quantities within each extra's maximum", () => {
    const extras = [
      { code: "GPS", maxQuantity: 1 },
      { code: "SEAT", maxQuantity: 3 },
    ];
    expect(readExtrasForm({ "qty.GPS": "1", "qty.SEAT": "0" }, extras)).toEqual({
      ok: true,
      values: [{ code: "GPS", quantity: 1 }],
    });
    expect(readExtrasForm({ "qty.SEAT": "4" }, extras).ok).toBe(false);
    expect(readExtrasForm({ "qty.SEAT": "-1" }, extras).ok).toBe(false);
  });
});

describe("signature", () => {
  const hirer = { firstName: "Aroha", lastName: "Te Rangi" };
  it("matches the hirer's full name in any case and spacing", () => {
    expect(signatureMatches("aroha te rangi", hirer)).toBe(true);
    expect(signatureMatches("  AROHA   Te  Rangi ", hirer)).toBe(true);
    expect(signatureMatches("Aroha", hirer)).toBe(false);
    expect(signatureMatches("A Te Rangi", hirer)).toBe(false);
    expect(signatureMatches("", { firstName: "", lastName: "" })).toBe(false);
  });
});

describe("balance", () => {
  it("pays more, refunds an overpayment, or skips when nothing is due", () => {
    expect(balanceAction({ newTotal: 150, netPaid: 119.22, pendingTransfer: 0 })).toEqual({
      kind: "pay",
      amount: 30.78,
    });
    expect(balanceAction({ newTotal: 100, netPaid: 119.22, pendingTransfer: 0 })).toEqual({
      kind: "refund",
      amount: 19.22,
    });
    expect(balanceAction({ newTotal: 119.22, netPaid: 119.22, pendingTransfer: 0 })).toEqual({
      kind: "none",
    });
    expect(balanceAction({ newTotal: 150, netPaid: 119.22, pendingTransfer: 30.78 })).toEqual({
      kind: "none",
    });
    expect(balanceAction({ newTotal: 0.1 + 0.2, netPaid: 0.3, pendingTransfer: 0 })).toEqual({
      kind: "none",
    });
  });

  it("is settled when nothing is due or the one refund is made", () => {
    expect(isBalanceSettled({ kind: "none" }, false)).toBe(true);
    expect(isBalanceSettled({ kind: "pay", amount: 5 }, true)).toBe(false);
    expect(isBalanceSettled({ kind: "refund", amount: 5 }, false)).toBe(false);
    expect(isBalanceSettled({ kind: "refund", amount: 5 }, true)).toBe(true);
  });
});

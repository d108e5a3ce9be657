import { describe, expect, it } from "vitest";
import { runInLanguage } from "~/services/platform/i18n/i18n.server";
import { buildQuoteEmail, quoteResumeUrl } from "~/services/booking/quotes/quotes.server";
import { VEHICLE_LIST_TEXT, vehicleCountText } from "~/services/booking/vehicles/text";

/** Area B of issue 34: the search's texts and the quote email in the language they are made in. */
const email = (prefix: string) =>
  runInLanguage(prefix, () =>
    buildQuoteEmail({
      firstName: "Aroha",
      vehicleName: "Toyota Corolla or similar",
      pickup: { branchName: "Auckland Airport", date: "2027-03-01", time: "14:30" },
      dropOff: { branchName: "Christchurch Airport", date: "2027-03-08", time: "10:00" },
      extras: [],
      lines: [{ kind: "oneWayFee", label: "One-way fee", amount: 100 }],
      total: 700,
      resumeUrl: quoteResumeUrl("https://www.gorentals.co.nz", "tok"),
      token: "tok",
      expiresAt: new Date("2027-02-08T00:00:00Z"),
    }),
  );

describe("the quote email", () => {
  it("is German when sent from a German page, its link back keeping /de/", () => {
    const mail = email("de");
    expect(mail.subject).toBe("Ihr Angebot von GO Rentals: Toyota Corolla or similar");
    expect(mail.text).toContain("Einweggebühr:");
    expect(mail.text).toContain("01.03.2027 um 14:30");
    expect(mail.text).toContain("https://www.gorentals.co.nz/de/book-from-quote/?quote=tok");
    expect(mail.html).toContain('<html lang="de');
  });

  it("is Chinese from a Chinese page, and English as before from an English one", () => {
    expect(email("zh").subject).toBe("您的 GO Rentals 报价：Toyota Corolla or similar");
    expect(email("zh").text).toContain("/zh/book-from-quote/?quote=tok");
    const english = email("");
    expect(english.subject).toBe("Your GO Rentals quote: Toyota Corolla or similar");
    expect(english.text).toContain("01-03-2027 at 2:30 PM");
    expect(english.text).toContain("https://www.gorentals.co.nz/book-from-quote/?quote=tok");
  });
});

describe("the results' counts", () => {
  it("take the language's plural forms", () => {
    expect(runInLanguage("de", () => vehicleCountText(1, 1, false))).toBe("1 Fahrzeug");
    expect(runInLanguage("de", () => vehicleCountText(5, 34, true))).toBe("5 von 34 Fahrzeuge");
    expect(runInLanguage("de", () => VEHICLE_LIST_TEXT.loosenAll(12))).toBe(
      "Setzen Sie Ihre Filter zurück, um alle 12 Fahrzeuge zu sehen.",
    );
    expect(runInLanguage("", () => vehicleCountText(5, 34, true))).toBe("5 of 34 vehicles");
  });
});

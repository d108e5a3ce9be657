import { describe, expect, it } from "vitest";
import type { Reservation } from "~/models/reservations/reservations.server";
import type { PriceBreakdown } from "~/services/booking/pricing/rules";
import { renderExtendedEmail } from "~/services/changes/extend/apply.server";
import type { ExtendDetail } from "~/services/changes/extend/rules";
import { EXTEND_EMAIL_TEXT } from "~/services/changes/extend/text";
import { MANAGE_BOOKING_TEXT } from "~/services/changes/text";
import { runInLanguage } from "~/services/platform/i18n/i18n.server";

/**
 * Area D of issue 34: an email about a booking is written in the booking's language
 * (reservations.language), whatever the language of the request that changed it, and its link
 * keeps that language's prefix; words that depend on a number take the language's plural forms.
 */
const PUBLIC_URL = "https://www.gorentals.co.nz";

function booking(language: string): Reservation {
  return {
    reference: "GO1234567",
    language,
    customerDetails: { email: "traveller@example.com", firstName: "Anna", lastName: "Muster" },
  } as unknown as Reservation;
}

const DETAIL: ExtendDetail = {
  oldDropOffAt: "2027-10-05T21:00:00.000Z",
  newDropOffAt: "2027-10-07T21:00:00.000Z",
  oldTotal: 400,
  newTotal: 560,
  difference: 160,
  breakdown: {} as PriceBreakdown,
  agreed: true,
};

describe("the extension email", () => {
  it("is English for an English booking", () => {
    const mail = renderExtendedEmail(booking(""), DETAIL, PUBLIC_URL)!;
    expect(mail.subject).toBe(EXTEND_EMAIL_TEXT.subject("GO1234567"));
    expect(mail.text).toContain(`${EXTEND_EMAIL_TEXT.manage}: ${PUBLIC_URL}/manage-booking/`);
  });

  it("is German for a German booking, even when made on an English page", () => {
    const mail = renderExtendedEmail(booking("de"), DETAIL, PUBLIC_URL)!;
    expect(mail.subject).toBe("Ihre Buchung GO1234567 wurde geändert");
    expect(mail.text).toContain("Neue Rückgabe: ");
    expect(mail.text).toContain("Ngā mihi, Ihr GO Rentals Team");
    expect(mail.text).toContain(`Buchung verwalten: ${PUBLIC_URL}/de/manage-booking/`);
    expect(mail.text).not.toContain(EXTEND_EMAIL_TEXT.signOff);
  });

  it("is Chinese for a Chinese booking, even when made on a German page", () => {
    const mail = runInLanguage("de", () => renderExtendedEmail(booking("zh"), DETAIL, PUBLIC_URL))!;
    expect(mail.subject).toBe("您的预订GO1234567已更改");
    expect(mail.text).toContain(`管理预订: ${PUBLIC_URL}/zh/manage-booking/`);
  });
});

describe("the manage page's rental length", () => {
  it("takes each language's plural forms", () => {
    expect(MANAGE_BOOKING_TEXT.rentalDays(1)).toBe("1 day");
    expect(MANAGE_BOOKING_TEXT.rentalDays(3)).toBe("3 days");
    expect(runInLanguage("de", () => MANAGE_BOOKING_TEXT.rentalDays(1))).toBe("1 Tag");
    expect(runInLanguage("de", () => MANAGE_BOOKING_TEXT.rentalDays(3))).toBe("3 Tage");
    expect(runInLanguage("zh", () => MANAGE_BOOKING_TEXT.rentalDays(3))).toMatch(/^3 ?天$/);
  });
});

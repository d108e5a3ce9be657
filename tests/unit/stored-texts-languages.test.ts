import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer } from "./support/app-server";
import { listOutbox } from "~/models/operations/mail-outbox.server";
import { listBookingEvents } from "~/models/reservations/booking-events.server";
import { getReservation } from "~/models/reservations/reservations.server";
import { loadCounterBooking } from "~/services/admin/bookings/page.server";
import type { CounterReservation } from "~/services/admin/bookings/reservation.server";
import { englishPriceLineLabel, priceLineLabel } from "~/services/booking/pricing/line-label";
import { applyBookingChange } from "~/services/changes/change/apply.server";
import { proposeChange } from "~/services/changes/change/change.server";
import { CHANGE_EMAIL_TEXT, CHANGE_HISTORY_TEXT } from "~/services/changes/change/text";
import { bookingHistory } from "~/services/changes/manage.server";
import { MANAGE_BOOKING_TEXT } from "~/services/changes/text";
import { runInLanguage } from "~/services/platform/i18n/i18n.server";
import { formatMoney } from "~/services/platform/money";
import { staffCookie } from "./support/admin-call";
import { changeableBooking } from "./support/changeable-booking";
import { cookieHeaderFrom } from "./support/cookies";
import { newStaff } from "./support/staff";

/**
 * Texts kept with a booking are written where they are shown, in the language showing them
 * (docs/languages.md, "Texts kept with a booking"): price lines of a booking priced on a German
 * page read in English in the back office and in German on /de/manage-booking/; the "what
 * changed" lines of a change made on a Chinese page read in English to staff.
 */
let app: Awaited<ReturnType<typeof startAppServer>>;
let base: string;

beforeAll(async () => {
  app = await startAppServer();
  base = app.base;
}, 180_000);

afterAll(() => app.close());

const counterView = (reservation: NonNullable<Awaited<ReturnType<typeof getReservation>>>) =>
  loadCounterBooking({
    ...reservation,
    scope: { see: true, handOver: true, swap: false },
  } as CounterReservation);

describe("a booking's price lines", () => {
  it("priced on a German page: English in the back office, German on /de/manage-booking/", async () => {
    const booking = await runInLanguage("de", () => changeableBooking());
    const lines = booking.priceBreakdown!.lines;
    const vehicle = lines.find((line) => line.kind === "vehicle")!;
    const fee = lines.find((line) => line.kind === "processingFee")!;
    // Kept as parts, with English words for readers of the row.
    expect(vehicle.values).toMatchObject({ days: 4 });
    expect(vehicle.label).toMatch(/^Vehicle: 4 days × \$/);
    expect(fee.label).toBe("Card processing fee (2%)");

    // The back office's booking page (English), through the real app.
    const admin = await newStaff("Admin", ["ZQN"]);
    const staffPage = await fetch(`${base}/admin/bookings/${booking.reference}/`, {
      headers: { Cookie: await staffCookie(admin) },
    });
    expect(staffPage.status).toBe(200);
    const staffHtml = await staffPage.text();
    expect(staffHtml).toContain(`>${vehicle.label}<`);
    expect(staffHtml).toContain("Card processing fee (2%)");
    expect(staffHtml).not.toContain("Fahrzeug");

    // The traveller's page in German, through the real app.
    const found = await fetch(`${base}/de/manage-booking/`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
      body: new URLSearchParams({
        intent: "find",
        reference: booking.reference,
        email: booking.customerDetails!.email,
      }),
    });
    expect(found.status).toBe(302);
    expect(found.headers.get("Location")).toBe(`/de/manage-booking/?booking=${booking.reference}`);
    const page = await fetch(`${base}/de/manage-booking/?booking=${booking.reference}`, {
      headers: { Cookie: cookieHeaderFrom(found.headers) },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    const rate = runInLanguage("de", () => formatMoney(vehicle.values!.rate!));
    expect(html).toContain(`Fahrzeug: 4 Tage × ${rate}`);
    expect(html).toContain("Kartenbearbeitungsgebühr (2 %)");
    expect(html).not.toContain(`>${vehicle.label}<`);
  });

  it("kept before the parts were (a label only) shows its label; fixed words follow the reader", () => {
    const old = { kind: "vehicle" as const, label: "Fahrzeug: 3 Tage × 80,00 NZ$", amount: 240 };
    expect(priceLineLabel(old)).toBe(old.label);
    const fee = { kind: "oneWayFee" as const, label: "Einweggebühr", amount: 95 };
    expect(englishPriceLineLabel(fee)).toBe("One-way fee");
    expect(runInLanguage("zh", () => priceLineLabel(fee))).toBe("异地还车费");
  });
});

describe("a change's history lines", () => {
  it("made on a Chinese page: English to staff and in an English booking's email, Chinese on /zh/", async () => {
    const booking = await changeableBooking();
    const proposed = await runInLanguage("zh", () =>
      proposeChange(booking, [
        ["insurance", "basic"],
        ["flightNumber", "NZ99"],
      ]),
    );
    if (proposed.kind !== "priced") throw new Error(`not priced: ${proposed.kind}`);
    // Free of charge or a refund, a change of flight number is applied with no card.
    const applied = await runInLanguage("zh", () =>
      applyBookingChange(proposed.change, proposed.detail, { refunded: 0 }),
    );
    expect(applied.kind).toBe("applied");
    const flight = CHANGE_HISTORY_TEXT.flight("NZ601", "NZ99");

    const after = (await getReservation(booking.id))!;
    const counter = await counterView(after);
    const changed = counter.history.find((item) => item.label === MANAGE_BOOKING_TEXT.history.changed);
    expect(changed?.note).toContain(flight);
    expect(changed?.note).toContain(
      CHANGE_HISTORY_TEXT.total(formatMoney(booking.total), formatMoney(after.total)),
    );
    expect(changed?.note).not.toMatch(/[\u4e00-\u9fff]/);

    // The traveller's booking page in Chinese writes the same event in Chinese.
    const events = await listBookingEvents(booking.id);
    const inChinese = runInLanguage("zh", () => bookingHistory(after, events)).find(
      (item) => item.kind === "changed",
    );
    expect(inChinese?.note).toContain("航班号：NZ601 → NZ99");

    // The email goes in the booking's language (English here), whatever the page's.
    const mails = await listOutbox({ to: after.customerDetails!.email });
    const mail = mails.find((item) => item.subject === CHANGE_EMAIL_TEXT.subject(after.reference));
    expect(mail?.textBody).toContain(`- ${flight}`);
  });
});

import { describe, expect, it } from "vitest";
import { listOutbox } from "~/models/operations/mail-outbox.server";
import { getReservation } from "~/models/reservations/reservations.server";
import { sendBookingConfirmationEmail } from "~/services/booking/confirmation/mail.server";
import { completePaymentReturn } from "~/services/booking/payment/gateway-return.server";
import { startPayment } from "~/services/booking/payment/start.server";
import { driverCountries } from "~/services/booking/steps/driver.server";
import { bookingEmailSubject } from "~/services/booking/text";
import { runInLanguage } from "~/services/platform/i18n/i18n.server";
import { bookingAtReview, payOnGateway, sandbox, type Booking } from "./support/booking-at-review";

/**
 * The booking in another language (issue 34, area C): the payer comes back to the page's language,
 * and the confirmation email is written in the language of the page that confirmed the booking.
 */
const ORIGIN = "http://localhost:3000";

async function payIn(language: string, booking: Booking) {
  const start = await runInLanguage(language, () =>
    startPayment({
      itinerary: booking.itinerary,
      reservation: booking.reservation,
      now: booking.now,
      returnOrigin: ORIGIN,
    }),
  );
  if (start.kind !== "gateway") throw new Error(`expected the gateway, got ${start.kind}`);
  const back = payOnGateway(start.redirectTo);
  const outcome = await sandbox().readReturn(back);
  if (!outcome) throw new Error("expected a genuine answer");
  await runInLanguage(language, () => completePaymentReturn(outcome));
  return back;
}

describe("a booking paid in German", () => {
  it("returns the payer to /de/ and mails the confirmation in German, with German links", async () => {
    // Held on an English page, then the visitor switched to German before paying.
    const booking = await bookingAtReview("C");
    const back = await payIn("de", booking);
    expect(back.pathname).toBe("/de/paymentReturn/");

    const row = await getReservation(booking.reservation.reservationId);
    expect(row?.language).toBe("de");
    const [mail] = await listOutbox({ to: booking.email });
    const germanSubject = runInLanguage("de", () => bookingEmailSubject(row!.reference));
    expect(mail.subject).toBe(`Ihre GO Rentals Buchung ${row!.reference} ist bestätigt`);
    expect(mail.subject).toBe(germanSubject);
    expect(mail.textBody).toContain(`Reservierungsnummer: ${row!.reference}`);
    expect(mail.textBody).toContain("/de/manage-booking/");
    expect(mail.textBody).not.toContain("Thank you for booking");
    expect(mail.htmlBody).toContain('<html lang="de"');

    // Sent again from an English request (a resend, a job): still the booking's language.
    const again = await sendBookingConfirmationEmail(booking.reservation.reservationId);
    expect(again).not.toBeNull();
    const [latest] = await listOutbox({ to: booking.email });
    expect(latest.subject).toBe(germanSubject);
  });

  it("keeps English for a booking paid on English pages", async () => {
    const booking = await bookingAtReview("D");
    const back = await payIn("", booking);
    expect(back.pathname).toBe("/paymentReturn/");
    const row = await getReservation(booking.reservation.reservationId);
    const [mail] = await listOutbox({ to: booking.email });
    expect(mail.subject).toBe(`Your GO Rentals booking ${row!.reference} is confirmed`);
    expect(mail.textBody).not.toContain("/de/");
  });
});

describe("the driver's country select", () => {
  it("names the countries in the page's language, in its order", async () => {
    const english = await driverCountries();
    const german = await runInLanguage("de", () => driverCountries());
    const chinese = await runInLanguage("zh", () => driverCountries());
    const label = (options: { value: string; label: string }[], code: string) =>
      options.find((option) => option.value.toUpperCase() === code)?.label;
    expect(label(english, "DE")).toBe("Germany");
    expect(label(german, "DE")).toBe("Deutschland");
    expect(label(chinese, "DE")).toBe("德国");
    expect(german.map((option) => option.value).sort()).toEqual(english.map((option) => option.value).sort());
  });
});

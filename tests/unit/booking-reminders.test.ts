import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/models/db.server";
import { listOutbox } from "~/models/operations/mail-outbox.server";
import { listPaymentsForReservation, voidPayment } from "~/models/reservations/payments.server";
import { cancelConfirmedReservation } from "~/models/reservations/reservations.server";
import { rentals, reservations } from "~/models/schema";
import { addUnsubscribe } from "~/models/accounts/unsubscribes.server";
import { RETURN_RULES } from "~/services/booking/cost/text";
import { FEEDBACK_PATH } from "~/services/changes/after-rental/constants";
import { checkInPath } from "~/services/changes/check-in/rules";
import { manageBookingPath } from "~/services/changes/constants";
import { sendDueReminders } from "~/services/changes/reminders/sweep.server";
import { AFTER_HOURS_HELP_PATH, REMINDER_TEXT as T } from "~/services/changes/reminders/text";
import { formatNzDate, fromNewZealand, inNewZealand } from "~/services/platform/dates";
import { runInLanguage } from "~/services/platform/i18n/i18n.server";
import { pathInLanguage } from "~/services/platform/i18n/language";
import { t } from "~/services/platform/i18n/translate";
import { htmlToText } from "~/services/platform/html-text";
import { UNSUBSCRIBE_PATH } from "~/services/platform/unsubscribe";
import { formatBranchHours } from "~/services/platform/time-slots";
import { getConfig } from "~/config.server";
import { counterBooking } from "./support/counter";

/**
 * The booking's reminder emails (ADR 0091, issue 33 part 3): the sweep, called with `now`, sends
 * each once at its moment in New Zealand time, computed from the booking's current dates.
 */

const HOUR = 3600 * 1000;
const MINUTE = 60 * 1000;
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

/** The emails of `kind` the sweep at `now` sent for this booking. */
async function sweepFor(reservationId: string, now: Date, kind?: string) {
  const { sent } = await sendDueReminders(now);
  return sent.filter((item) => item.reservationId === reservationId && (!kind || item.kind === kind));
}

async function setDates(reservationId: string, pickupAt: Date, dropOffAt: Date) {
  const db = await getDb();
  await db.update(reservations).set({ pickupAt, dropOffAt }).where(eq(reservations.id, reservationId));
}

/** A NZ calendar date `days` from today, "YYYY-MM-DD". */
const nzDay = (days: number) => inNewZealand(later(new Date(), days * 24 * HOUR)).format("YYYY-MM-DD");

/** The booking's rental, picked up at its pick-up and returned at `returnedAt`. */
async function returned(booking: Awaited<ReturnType<typeof counterBooking>>, returnedAt: Date) {
  const db = await getDb();
  const [reservation] = await db.select().from(reservations).where(eq(reservations.id, booking.id));
  await db.insert(rentals).values({
    reservationId: booking.id,
    vehicleId: booking.vehicle.id,
    pickedUpAt: reservation.pickupAt,
    pickupOdometerKm: 12_000,
    pickupFuelPercent: 100,
    pickupChecks: { licenceSeen: true, cardSeen: true, damageWalkaround: true },
    returnedAt,
    returnBranchId: booking.dropOffBranch.id,
    returnOdometerKm: 12_400,
    returnFuelPercent: 100,
  });
}

describe("the pick-up reminder", () => {
  it("goes once, 48 hours before the pick-up, and moves when the dates change", async () => {
    const booking = await counterBooking("AKL", { pickupInHours: 120, tag: "RMA" });
    const db = await getDb();
    const [row] = await db.select().from(reservations).where(eq(reservations.id, booking.id));
    const moment = later(row.pickupAt, -48 * HOUR);

    expect(await sweepFor(booking.id, new Date())).toEqual([]);
    expect(await sweepFor(booking.id, later(moment, -MINUTE))).toEqual([]);
    expect(await sweepFor(booking.id, moment)).toEqual([{ reservationId: booking.id, kind: "pick-up" }]);
    expect(await sweepFor(booking.id, later(moment, 5 * MINUTE))).toEqual([]);
    expect(await listOutbox({ to: booking.email })).toHaveLength(1);

    // Another booking moved a day later before its moment: the reminder moves with it.
    const moved = await counterBooking("AKL", { pickupInHours: 120, tag: "RMB" });
    const [before] = await db.select().from(reservations).where(eq(reservations.id, moved.id));
    const newPickup = later(before.pickupAt, 24 * HOUR);
    await setDates(moved.id, newPickup, later(before.dropOffAt, 24 * HOUR));
    expect(await sweepFor(moved.id, later(before.pickupAt, -48 * HOUR))).toEqual([]);
    expect(await sweepFor(moved.id, later(newPickup, -48 * HOUR - MINUTE))).toEqual([]);
    expect(await sweepFor(moved.id, later(newPickup, -48 * HOUR), "pick-up")).toHaveLength(1);
    expect(await sweepFor(moved.id, later(newPickup, -47 * HOUR))).toEqual([]);
  });

  it("is never sent for a cancelled booking, nor for one booked after its moment", async () => {
    const cancelled = await counterBooking("AKL", { pickupInHours: 120, tag: "RMC" });
    await cancelConfirmedReservation(cancelled.id);
    const late = await counterBooking("AKL", { pickupInHours: 10, tag: "RMD" });
    const inTwoHours = later(new Date(), 2 * HOUR);
    const [cancelledRow] = await (
      await getDb()
    )
      .select()
      .from(reservations)
      .where(eq(reservations.id, cancelled.id));
    expect(await sweepFor(cancelled.id, later(cancelledRow.pickupAt, -47 * HOUR))).toEqual([]);
    expect(await sweepFor(late.id, inTwoHours)).toEqual([]);
    expect(await sweepFor(late.id, later(new Date(), 9 * HOUR))).toEqual([]);
    expect(await listOutbox({ to: cancelled.email })).toEqual([]);
    // (Its return reminder may go: the sweeps above are of days to come.)
    const lateMails = await listOutbox({ to: late.email });
    expect(lateMails.filter((mail) => mail.subject.includes("pick-up"))).toEqual([]);
  });

  it("two sweeps at once send it once", async () => {
    const booking = await counterBooking("AKL", { pickupInHours: 120, tag: "RME" });
    const [row] = await (await getDb()).select().from(reservations).where(eq(reservations.id, booking.id));
    const at = later(row.pickupAt, -47 * HOUR);
    const [first, second] = await Promise.all([sendDueReminders(at), sendDueReminders(at)]);
    const mine = [...first.sent, ...second.sent].filter((item) => item.reservationId === booking.id);
    expect(mine).toEqual([{ reservationId: booking.id, kind: "pick-up" }]);
    expect(await listOutbox({ to: booking.email })).toHaveLength(1);
  });

  it("says where, when, what to bring, and links online check-in and manage booking", async () => {
    const booking = await counterBooking("AKL", { pickupInHours: 120, tag: "RMF" });
    // No bond held yet: the customer brings the card for it.
    for (const payment of await listPaymentsForReservation(booking.id))
      if (payment.purpose === "bond") await voidPayment(payment.id);
    const [row] = await (await getDb()).select().from(reservations).where(eq(reservations.id, booking.id));
    await sendDueReminders(later(row.pickupAt, -48 * HOUR));
    const [mail] = await listOutbox({ to: booking.email });
    const { publicUrl } = getConfig();
    const checkIn = new URL(checkInPath(null, booking.reference), publicUrl).toString();
    const manage = new URL(manageBookingPath(booking.reference), publicUrl).toString();
    for (const body of [mail.textBody, htmlToText(mail.htmlBody!)]) {
      expect(body).toContain(booking.reference);
      expect(body).toContain(booking.pickupBranch.address);
      expect(body).toContain(booking.pickupBranch.phone);
      expect(body).toContain(formatBranchHours(booking.pickupBranch));
      expect(body).toContain(T.bringLicences);
      expect(body).toContain(checkIn);
      expect(body).toContain(manage);
    }
    expect(mail.textBody).toContain(T.checkInIntro(false));
    expect(mail.textBody).toMatch(/A credit card in the hirer's name for the bond of \$/);
    expect(mail.subject).toBe(
      T.pickUpSubject(booking.reference, inNewZealand(row.pickupAt).format("ddd D MMM YYYY")),
    );
    // One column that fits a phone: no fixed widths.
    expect(mail.htmlBody).not.toMatch(/(?<!max-)width:\s*\d+px/);
    expect(mail.htmlBody).toContain('name="viewport"');
  });
});

describe("the return reminder", () => {
  it("goes at 07:00 NZ time on the drop-off day, once, with the fuel rule and after-hours returns", async () => {
    const booking = await counterBooking("AKL", { tag: "RMG" });
    const day = nzDay(20);
    const dropOffAt = fromNewZealand(day, "14:00");
    await setDates(booking.id, fromNewZealand(nzDay(17), "10:00"), dropOffAt);
    const seven = fromNewZealand(day, "07:00");
    expect(await sweepFor(booking.id, later(seven, -MINUTE), "return")).toEqual([]);
    expect(await sweepFor(booking.id, seven, "return")).toHaveLength(1);
    expect(await sweepFor(booking.id, later(seven, 5 * MINUTE), "return")).toEqual([]);

    const mail = (await listOutbox({ to: booking.email })).find((row) => row.subject.includes("drop-off"))!;
    for (const body of [mail.textBody, mail.htmlBody!]) {
      expect(body).toContain(booking.dropOffBranch.address);
      expect(body).toContain(formatBranchHours(booking.dropOffBranch));
    }
    // Class 5 runs on fuel: the site's one rule, as the cost page says it.
    expect(mail.textBody).toContain(RETURN_RULES.fuel);
    expect(mail.textBody).toContain(T.afterHoursAllowed);
    expect(mail.textBody).toContain(new URL(AFTER_HOURS_HELP_PATH, getConfig().publicUrl).toString());
  });

  it("for a drop-off before 09:00 goes at 18:00 the evening before; a branch without after-hours returns says so", async () => {
    const booking = await counterBooking("IVC", { tag: "RMH" });
    await setDates(booking.id, fromNewZealand(nzDay(24), "10:00"), fromNewZealand(nzDay(27), "08:00"));
    const evening = fromNewZealand(nzDay(26), "18:00");
    expect(await sweepFor(booking.id, later(evening, -MINUTE), "return")).toEqual([]);
    expect(await sweepFor(booking.id, evening, "return")).toHaveLength(1);
    const mail = (await listOutbox({ to: booking.email })).find((row) => row.subject.includes("drop-off"))!;
    expect(mail.textBody).toContain(T.afterHoursNotAllowed);
    expect(mail.textBody).not.toContain(T.afterHoursAllowed);
  });
});

describe("the thank-you", () => {
  it("goes once, two hours after the return at the counter, with the feedback link", async () => {
    const booking = await counterBooking("AKL", { tag: "RMI" });
    const notReturned = await counterBooking("AKL", { tag: "RMJ" });
    const day = nzDay(40);
    await setDates(booking.id, fromNewZealand(nzDay(37), "10:00"), fromNewZealand(day, "09:00"));
    await setDates(notReturned.id, fromNewZealand(nzDay(37), "11:00"), fromNewZealand(day, "10:00"));
    const returnedAt = fromNewZealand(day, "09:30");
    await returned(booking, returnedAt);

    expect(await sweepFor(booking.id, later(returnedAt, 2 * HOUR - MINUTE), "thank-you")).toEqual([]);
    expect(await sweepFor(booking.id, later(returnedAt, 2 * HOUR), "thank-you")).toHaveLength(1);
    expect(await sweepFor(booking.id, later(returnedAt, 3 * HOUR), "thank-you")).toEqual([]);
    expect(await sweepFor(notReturned.id, later(returnedAt, 3 * HOUR), "thank-you")).toEqual([]);

    const mail = (await listOutbox({ to: booking.email })).find((row) => row.subject.includes("Thank you"))!;
    const feedback = new URL(FEEDBACK_PATH, getConfig().publicUrl);
    feedback.searchParams.set("booking", booking.reference);
    feedback.searchParams.set("email", booking.email);
    expect(mail.textBody).toContain(feedback.toString());
    expect(mail.htmlBody).toContain(feedback.toString().replace(/&/g, "&amp;"));
    expect(mail.textBody).toContain(new URL(UNSUBSCRIBE_PATH, getConfig().publicUrl).toString());
  });

  it("honours unsubscribe, which the reminders do not (they are the booking's service messages)", async () => {
    const booking = await counterBooking("AKL", { pickupInHours: 120, tag: "RMK" });
    await addUnsubscribe(booking.email.toUpperCase());
    const [row] = await (await getDb()).select().from(reservations).where(eq(reservations.id, booking.id));
    expect(await sweepFor(booking.id, later(row.pickupAt, -48 * HOUR), "pick-up")).toHaveLength(1);
    const returnedAt = later(row.dropOffAt, -HOUR);
    await returned(booking, returnedAt);
    expect(await sweepFor(booking.id, later(returnedAt, 3 * HOUR), "thank-you")).toEqual([]);
  });
});

describe("in the booking's language (issue 34)", () => {
  it("writes the pick-up reminder in German, whatever the sweep's language, with links under /de/", async () => {
    const booking = await counterBooking("AKL", { pickupInHours: 120, tag: "RML" });
    const db = await getDb();
    await db.update(reservations).set({ language: "de" }).where(eq(reservations.id, booking.id));
    const [row] = await db.select().from(reservations).where(eq(reservations.id, booking.id));
    await sendDueReminders(later(row.pickupAt, -48 * HOUR));
    const [mail] = await listOutbox({ to: booking.email });
    const { publicUrl } = getConfig();
    const german = runInLanguage("de", () => ({
      subject: T.pickUpSubject(booking.reference, formatNzDate(row.pickupAt)),
      licences: t(T.bringLicences),
      heading: t(T.whatToBring),
    }));
    expect(german.licences).not.toBe(T.bringLicences);
    expect(mail.subject).toBe(german.subject);
    expect(mail.textBody).toContain(german.licences);
    expect(mail.textBody).toContain(german.heading.toLocaleUpperCase("de-DE"));
    expect(mail.textBody).not.toContain(T.bringLicences);
    expect(mail.textBody).toContain(
      new URL(pathInLanguage(checkInPath(null, booking.reference), "de"), publicUrl).toString(),
    );
    expect(mail.textBody).toContain(
      new URL(pathInLanguage(manageBookingPath(booking.reference), "de"), publicUrl).toString(),
    );
    expect(mail.htmlBody).toContain('<html lang="de"');
  });

  it("sends the thank-you of a Chinese booking in Chinese, its feedback link under /zh/", async () => {
    const booking = await counterBooking("AKL", { tag: "RMM" });
    const db = await getDb();
    await db.update(reservations).set({ language: "zh" }).where(eq(reservations.id, booking.id));
    const day = nzDay(45);
    await setDates(booking.id, fromNewZealand(nzDay(42), "10:00"), fromNewZealand(day, "09:00"));
    const returnedAt = fromNewZealand(day, "09:30");
    await returned(booking, returnedAt);
    expect(await sweepFor(booking.id, later(returnedAt, 2 * HOUR), "thank-you")).toHaveLength(1);
    const [mail] = await listOutbox({ to: booking.email });
    expect(mail.subject).toBe(runInLanguage("zh", () => T.thankYouSubject(booking.reference)));
    expect(mail.textBody).toContain(runInLanguage("zh", () => t(T.feedbackIntro)));
    expect(mail.textBody).toContain(
      `${getConfig().publicUrl.replace(/\/$/, "")}/zh${FEEDBACK_PATH}?booking=`,
    );
  });
});

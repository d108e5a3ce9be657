import { describe, expect, it } from "vitest";
import { clearCatalogCache } from "~/models/catalog/catalog-cache.server";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { getCarClassByCode } from "~/models/catalog/car-classes.server";
import { getDb } from "~/models/db.server";
import { cancelConfirmedReservation, updateReservation } from "~/models/reservations/reservations.server";
import { confirmReservation, holdVehicle } from "~/services/booking/availability/claims.server";
import { vehicles } from "~/models/schema";
import { loader as calendarLoader } from "~/routes/_manage+/add-to-calendar[.ics]";
import {
  bookingCalendar,
  calendarFileName,
  calendarHref,
  calendarUtc,
  CALENDAR_CONTENT_TYPE,
  CALENDAR_EVENT_MINUTES,
  CALENDAR_LINE_OCTETS,
  escapeCalendarText,
  foldCalendarLine,
} from "~/services/booking/confirmation/calendar";
import { CALENDAR_TEXT } from "~/services/booking/confirmation/calendar-text";
import { loadBookingConfirmation } from "~/services/booking/confirmation/confirmation.server";
import { renderBookingConfirmationEmail } from "~/services/booking/confirmation/mail.server";
import { setConfirmedReservationId } from "~/services/booking/session.server";
import { findBooking } from "~/services/changes/found-bookings.server";
import { nzPhone } from "~/services/changes/help-number.server";
import { NOT_FOUND_TITLE } from "~/services/platform/page-text";
import { commitSession, getSessionStorage, type AppSession } from "~/services/platform/session.server";
import { cookieHeaderFrom } from "./support/cookies";

/** Issue 23 item 7: a confirmed booking's pick-up and drop-off as an .ics file (RFC 5545). */

const HOUR = 3600 * 1000;
const encoder = new TextEncoder();
const octets = (line: string) => encoder.encode(line).length;

/** Undoes folding (RFC 5545 section 3.1): a CRLF followed by one space or tab joins the lines. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "");

describe("calendar text values", () => {
  it("escapes backslashes, semicolons, commas and line breaks", () => {
    expect(escapeCalendarText("Level 1; 2, Queen St\\Shed\nBay 3\r\nGate")).toBe(
      "Level 1\\; 2\\, Queen St\\\\Shed\\nBay 3\\nGate",
    );
    expect(escapeCalendarText("Plain: text")).toBe("Plain: text");
  });

  it("folds lines at 75 octets with CRLF and a space, never inside a character", () => {
    const short = "SUMMARY:GO Rentals pick-up";
    expect(foldCalendarLine(short)).toBe(short);
    const long = `DESCRIPTION:${"a".repeat(200)}`;
    const folded = foldCalendarLine(long);
    const lines = folded.split("\r\n");
    expect(lines.length).toBe(3);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(CALENDAR_LINE_OCTETS);
    for (const line of lines.slice(1)) expect(line.startsWith(" ")).toBe(true);
    expect(unfold(folded)).toBe(long);
    // Māori macrons are two octets in UTF-8: a fold never cuts one in half.
    const macrons = `LOCATION:${"ā".repeat(80)}`;
    const parts = foldCalendarLine(macrons).split("\r\n");
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(CALENDAR_LINE_OCTETS);
    expect(unfold(parts.join("\r\n"))).toBe(macrons);
    expect(parts.join("").includes("\uFFFD")).toBe(false);
  });

  it("writes times in UTC", () => {
    expect(calendarUtc(new Date("2027-04-12T22:30:00.000Z"))).toBe("20270412T223000Z");
    expect(calendarFileName("GO4821937")).toBe("GO4821937.ics");
    expect(calendarHref("GO4821937")).toBe("/add-to-calendar.ics?booking=GO4821937");
  });
});

describe("the booking's calendar file", () => {
  // 10:00 am on Tue 13 Apr 2027 in Auckland (NZST, UTC+12) is 22:00 UTC on the 12th.
  const booking = {
    reference: "GO4821937",
    vehicleName: "Toyota Corolla, or similar",
    pickup: {
      branchName: "Auckland Airport",
      address: "160 Montgomerie Road, Māngere, Auckland 2022",
      phone: "+64 9 255 1030",
      dateTime: "2027-04-12T22:00:00.000Z",
    },
    dropOff: {
      branchName: "Wellington",
      address: "22 Kemp Street; Kilbirnie",
      phone: "+64 4 387 1017",
      dateTime: "2027-04-16T22:00:00.000Z",
    },
    sequence: 0,
  };
  const ics = bookingCalendar(booking, {
    stamp: new Date("2027-03-01T01:02:03Z"),
    manageUrl: "https://www.gorentals.co.nz/manage-booking/?booking=GO4821937",
  });
  const lines = unfold(ics).split("\r\n");

  it("is a VCALENDAR with CRLF line endings, no bare LF and no long lines", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(/[^\r]\n/.test(ics)).toBe(false);
    for (const line of ics.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(CALENDAR_LINE_OCTETS);
    expect(lines).toContain("METHOD:PUBLISH");
    expect(lines.some((line) => line.startsWith("PRODID:"))).toBe(true);
  });

  it("has a pick-up and a drop-off event at the booked times, in UTC", () => {
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(2);
    expect(lines).toContain("DTSTART:20270412T220000Z");
    expect(lines).toContain(`DTEND:20270412T22${String(CALENDAR_EVENT_MINUTES).padStart(2, "0")}00Z`);
    expect(lines).toContain("DTSTART:20270416T220000Z");
    expect(lines).toContain("DTSTAMP:20270301T010203Z");
    expect(lines).toContain("UID:GO4821937-pickup@www.gorentals.co.nz");
    expect(lines).toContain("UID:GO4821937-dropoff@www.gorentals.co.nz");
    expect(lines.filter((line) => line === "SEQUENCE:0")).toHaveLength(2);
    expect(lines).toContain(`SUMMARY:${CALENDAR_TEXT.pickupSummary("Auckland Airport")}`);
    expect(lines).toContain(`SUMMARY:${CALENDAR_TEXT.dropOffSummary("Wellington")}`);
  });

  it("names the branch address, the branch phone and the reservation number, escaped", () => {
    expect(lines).toContain("LOCATION:Auckland Airport\\, 160 Montgomerie Road\\, Māngere\\, Auckland 2022");
    expect(lines).toContain("LOCATION:Wellington\\, 22 Kemp Street\\; Kilbirnie");
    const descriptions = lines.filter((line) => line.startsWith("DESCRIPTION:"));
    expect(descriptions[0]).toContain(`${CALENDAR_TEXT.reservationNumber}: GO4821937\\n`);
    expect(descriptions[0]).toContain(`${CALENDAR_TEXT.branchPhone}: +64 9 255 1030`);
    expect(descriptions[1]).toContain(`${CALENDAR_TEXT.branchPhone}: +64 4 387 1017`);
    expect(descriptions[0]).toContain(`${CALENDAR_TEXT.vehicle}: Toyota Corolla\\, or similar`);
  });
});

/* ------------------------------------------------------------------------------------------------
 * The file as a visitor gets it: /add-to-calendar.ics and the confirmation email
 * ---------------------------------------------------------------------------------------------- */

let count = 0;
type Made = { id: string; reference: string; email: string };

async function booking(status: "confirmed" | "held" | "cancelled" = "confirmed"): Promise<Made> {
  const now = new Date();
  const branch = await getBranchByCode("WLG");
  const carClass = await getCarClassByCode("5");
  if (!branch || !carClass) throw new Error("seed missing");
  count += 1;
  const db = await getDb();
  await db.insert(vehicles).values({
    fleetNumber: `ICS-TEST-${count}`,
    registration: `ICS${count}`,
    branchId: branch.id,
    carClassId: carClass.carClassId,
  });
  clearCatalogCache();
  const pickupAt = new Date(now.getTime() + (200 + count) * HOUR);
  const held = await holdVehicle({
    carClassId: carClass.carClassId,
    pickupBranchId: branch.id,
    dropOffBranchId: branch.id,
    pickupAt,
    dropOffAt: new Date(pickupAt.getTime() + 3 * 24 * HOUR),
    now,
  });
  if (!held.ok) throw new Error("expected a hold");
  const email = `calendar-${count}@example.co.nz`;
  await updateReservation(held.reservation.id, {
    customerDetails: {
      firstName: "Aroha",
      lastName: "Ngata",
      email,
      phone: "021 555 0101",
      country: "New Zealand",
      travelReason: "Leisure",
    },
  });
  if (status !== "held") {
    const confirmed = await confirmReservation(held.reservation.id, { now: new Date(now.getTime() + 1000) });
    if (!confirmed.ok) throw new Error("expected a confirmation");
  }
  if (status === "cancelled")
    await cancelConfirmedReservation(held.reservation.id, { now: new Date(now.getTime() + 2000) });
  return { id: held.reservation.id, reference: held.reservation.reference, email };
}

const freshSession = (): Promise<AppSession> => getSessionStorage().getSession();
const help = async () => nzPhone("0800 467 368");

async function download(reference: string, session: AppSession | null): Promise<Response> {
  const headers = new Headers();
  if (session)
    headers.set("Cookie", cookieHeaderFrom(new Headers({ "Set-Cookie": await commitSession(session) })));
  const request = new Request(`http://localhost${calendarHref(reference)}`, { headers });
  return (await calendarLoader({ request, params: {}, context: {} })) as Response;
}

describe("/add-to-calendar.ics", () => {
  it("gives the file to the session that found the booking on Manage booking", async () => {
    const made = await booking();
    const session = await freshSession();
    expect(
      (await findBooking(session, { reference: made.reference, email: made.email }, { helpNumber: help })).ok,
    ).toBe(true);
    const response = await download(made.reference, session);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe(CALENDAR_CONTENT_TYPE);
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="${made.reference}.ics"`);
    expect(response.headers.get("Cache-Control")).toMatch(/no-store/);
    const text = unfold(await response.text());
    expect(text).toContain(`${CALENDAR_TEXT.reservationNumber}: ${made.reference}`);
    const branch = await getBranchByCode("WLG");
    expect(text).toContain(`${CALENDAR_TEXT.branchPhone}: ${branch!.phone}`);
    expect(text).toContain(`LOCATION:${escapeCalendarText(`${branch!.name}, ${branch!.address}`)}`);
  });

  it("gives the file to the session that has just confirmed the booking (the confirmation page)", async () => {
    const made = await booking();
    const session = await freshSession();
    setConfirmedReservationId(session, made.id);
    expect((await download(made.reference.toLowerCase(), session)).status).toBe(200);
  });

  it("is not found for anyone else, for a booking not confirmed and for nonsense", async () => {
    const made = await booking();
    const other = await booking();
    const session = await freshSession();
    setConfirmedReservationId(session, other.id);
    for (const response of [
      await download(made.reference, null),
      await download(made.reference, session),
      await download("<script>", null),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(NOT_FOUND_TITLE);
    }
    for (const status of ["held", "cancelled"] as const) {
      const unconfirmed = await booking(status);
      const own = await freshSession();
      setConfirmedReservationId(own, unconfirmed.id);
      await findBooking(
        own,
        { reference: unconfirmed.reference, email: unconfirmed.email },
        { helpNumber: help },
      );
      expect((await download(unconfirmed.reference, own)).status).toBe(404);
    }
  });

  it("is attached to the confirmation email", async () => {
    const made = await booking();
    const data = await loadBookingConfirmation(made.id);
    const mail = renderBookingConfirmationEmail(data!, "https://www.gorentals.co.nz");
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments!;
    expect(file.filename).toBe(`${made.reference}.ics`);
    expect(file.contentType).toBe(CALENDAR_CONTENT_TYPE);
    expect(unfold(file.content)).toContain(`UID:${made.reference}-pickup@www.gorentals.co.nz`);
    expect(mail.text).toContain(CALENDAR_TEXT.emailAttachment);
  });
});

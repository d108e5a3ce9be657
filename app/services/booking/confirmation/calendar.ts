import { CALENDAR_TEXT } from "./calendar-text";
import { currentLanguage, t } from "../../platform/i18n/translate";
import { pathInLanguage } from "../../platform/i18n/language";
import type { BookingConfirmationData } from "./confirmation.server";
import { MANAGE_BOOKING_PARAM, MANAGE_BOOKING_PATH } from "../constants";

/**
 * A confirmed booking as an iCalendar file (RFC 5545): one event for the pick-up and one for the
 * drop-off, each at its branch (name and address as LOCATION, the branch phone and the reservation
 * number in DESCRIPTION). Times are written in UTC (the "Z" form), which every calendar shows in
 * its own zone, so no VTIMEZONE is needed. Lines end in CRLF, are folded at 75 octets and text
 * values are escaped. Pure: the caller passes the stamp time and the site's public URL.
 */

export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8";
export const CALENDAR_PRODID = "-//GO Rentals//Booking calendar//EN";
/** How long each event lasts in the calendar: long enough to see, short enough not to block a day. */
export const CALENDAR_EVENT_MINUTES = 30;
/** RFC 5545 section 3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
export const CALENDAR_LINE_OCTETS = 75;
export const CRLF = "\r\n";

export type CalendarPlace = {
  branchName: string;
  address: string;
  phone: string;
  /** ISO instant. */
  dateTime: string;
};

export type CalendarBooking = {
  reference: string;
  vehicleName: string;
  pickup: CalendarPlace;
  dropOff: CalendarPlace;
  /** RFC 5545 SEQUENCE: 0 as booked, one more for each change, so calendars update the event. */
  sequence: number;
};

/** Escapes a TEXT value (RFC 5545 section 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeCalendarText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/**
 * Folds a content line (RFC 5545 section 3.1): at most 75 octets a line, continued with CRLF and
 * one space. Never splits a UTF-8 character.
 */
export function foldCalendarLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    if (size + octets > CALENDAR_LINE_OCTETS) {
      parts.push(current);
      current = " ";
      size = 1;
    }
    current += char;
    size += octets;
  }
  parts.push(current);
  return parts.join(CRLF);
}

/** A DATE-TIME in UTC: 20270412T223000Z. */
export function calendarUtc(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

function event(
  kind: "pickup" | "dropoff",
  booking: CalendarBooking,
  place: CalendarPlace,
  summary: string,
  stamp: Date,
  host: string,
  manageUrl: string,
): string[] {
  const start = new Date(place.dateTime);
  const end = new Date(start.getTime() + CALENDAR_EVENT_MINUTES * 60_000);
  const description = [
    `${t(CALENDAR_TEXT.reservationNumber)}: ${booking.reference}`,
    `${t(CALENDAR_TEXT.vehicle)}: ${booking.vehicleName}`,
    `${t(CALENDAR_TEXT.branchPhone)}: ${place.phone}`,
    `${t(CALENDAR_TEXT.manageBooking)}: ${manageUrl}`,
  ].join("\n");
  return [
    "BEGIN:VEVENT",
    `UID:${booking.reference}-${kind}@${host}`,
    `DTSTAMP:${calendarUtc(stamp)}`,
    `SEQUENCE:${booking.sequence}`,
    `DTSTART:${calendarUtc(start)}`,
    `DTEND:${calendarUtc(end)}`,
    `SUMMARY:${escapeCalendarText(summary)}`,
    `LOCATION:${escapeCalendarText(`${place.branchName}, ${place.address}`)}`,
    `DESCRIPTION:${escapeCalendarText(description)}`,
    `URL:${manageUrl}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
}

/** The booking's .ics file, CRLF line endings included. */
export function bookingCalendar(
  booking: CalendarBooking,
  options: { stamp: Date; manageUrl: string },
): string {
  const host = new URL(options.manageUrl).hostname;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${CALENDAR_PRODID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...event(
      "pickup",
      booking,
      booking.pickup,
      CALENDAR_TEXT.pickupSummary(booking.pickup.branchName),
      options.stamp,
      host,
      options.manageUrl,
    ),
    ...event(
      "dropoff",
      booking,
      booking.dropOff,
      CALENDAR_TEXT.dropOffSummary(booking.dropOff.branchName),
      options.stamp,
      host,
      options.manageUrl,
    ),
    "END:VCALENDAR",
  ];
  return lines.map(foldCalendarLine).join(CRLF) + CRLF;
}

/** The file's name: "GO4821937.ics". */
export function calendarFileName(reference: string): string {
  return `${reference.replace(/[^A-Za-z0-9-]/g, "")}.ics`;
}

/** The calendar file of a booking confirmation (page, email, Manage booking): name, type, content. */
export function confirmationCalendar(
  booking: Pick<
    BookingConfirmationData,
    "reference" | "vehicle" | "pickup" | "dropOff" | "confirmedAt" | "calendarRevision"
  >,
  publicUrl: string,
  now: Date = new Date(),
): { filename: string; contentType: string; content: string } {
  // In the language the file is made in (the page's, or the booking's for its email).
  const manageUrl = new URL(
    pathInLanguage(
      `${MANAGE_BOOKING_PATH}?${MANAGE_BOOKING_PARAM}=${encodeURIComponent(booking.reference)}`,
      currentLanguage().prefix,
    ),
    publicUrl,
  ).toString();
  const content = bookingCalendar(
    {
      reference: booking.reference,
      vehicleName: booking.vehicle.name,
      pickup: booking.pickup,
      dropOff: booking.dropOff,
      sequence: booking.calendarRevision.sequence,
    },
    { stamp: new Date(booking.calendarRevision.changedAt ?? booking.confirmedAt ?? now), manageUrl },
  );
  return { filename: calendarFileName(booking.reference), contentType: CALENDAR_CONTENT_TYPE, content };
}

/** The resource route that answers a booking's calendar file (routes/add-to-calendar[.ics].tsx). */
export const CALENDAR_PATH = "/add-to-calendar.ics";

/** "/add-to-calendar.ics?booking=GO4821937": the link on the confirmation and Manage booking. */
export function calendarHref(reference: string): string {
  return `${CALENDAR_PATH}?${MANAGE_BOOKING_PARAM}=${encodeURIComponent(reference)}`;
}

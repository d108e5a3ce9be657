import { holdVehicle } from "../availability/claims.server";
import { DEFAULT_BRAND_CODE } from "~/models/constants";
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { getConfig } from "~/config.server";
import {
  findQuoteByTokenHash,
  insertQuote,
  markQuoteResumed,
  quoteTimesForEmailSince,
  type Quote,
  type QuoteReservation,
} from "~/models/reservations/quotes.server";
import { releaseHold, updateReservation } from "~/models/reservations/reservations.server";
import {
  getReservation,
  resetReservation,
  setItinerary,
  setPaymentNotice,
  setReservation,
  type SessionItinerary,
  type SessionReservation,
  sessionHoldKey,
} from "../session.server";
import { setVehiclesNotice } from "../steps/flow.server";
import { holdLimitMessage } from "../text";
import { priceBooking } from "../pricing/booking.server";
import { allowedStep, PAYMENT_STEP, stepUrl } from "../steps/steps";
import {
  QUOTE_EMAILS_PER_HOUR,
  QUOTE_PARAM,
  QUOTE_PATH,
  QUOTE_SENT_PARAM,
  QUOTE_VALIDITY_DAYS,
} from "../constants";
import { formatDayMonthYear, fromNewZealand, inNewZealand } from "../../platform/dates";
import { sendMail } from "../../platform/mail.server";
import { QUOTE_EMAIL_TEXT, QUOTE_MESSAGES, quotePriceChangedMessage } from "./text";
import { formatMoney, roundMoney } from "../../platform/money";
import { currentLanguage, inEnglish, t as translate } from "../../platform/i18n/translate";
import { pathInLanguage } from "../../platform/i18n/language";
import type { PriceLine } from "../pricing/rules";
import { priceLineLabel } from "../pricing/line-label";
import type { AppSession } from "../../platform/session.server";
import { minutesToText12, text24ToMinutes } from "../../platform/time-slots";
import { escapeMarkup } from "../../platform/html-text";

/**
 * Saved quotes (spec section 2: "/book-from-quote/ resumes a saved quote (emailed from the review
 * step) at its next step"). A quote is a snapshot of the session's itinerary and reservation; its
 * link carries a random token of which only a hash is stored.
 */

/** Where "Email me this quote" returns to: step 4, which then shows quoteSentMessage(email). */
export const QUOTE_SENT_URL = stepUrl(PAYMENT_STEP, `${QUOTE_SENT_PARAM}=1`);
export const REVIEW_STEP_URL = stepUrl(PAYMENT_STEP);
const VEHICLES_URL = "/vehicles/";
/** Where the customer enters their email address (when the session has none). */
export const DETAILS_STEP_URL = stepUrl(3);

const TOKEN_BYTES = 24;
/** base64url of TOKEN_BYTES random bytes: 32 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
const QUOTE_IN_LINK = new RegExp(`[?&]${QUOTE_PARAM}=([^&#\\s]*)`);

export function generateQuoteToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

export function hashQuoteToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The token in what a visitor typed or pasted: the bare code, or the whole link of the email
 * (anything with `quote=` in it). Null when it cannot be a token; "" when nothing was given.
 */
export function parseQuoteCode(input: string | null | undefined): string | null {
  let text = (input ?? "").trim();
  if (text === "") return "";
  const inLink = QUOTE_IN_LINK.exec(text);
  if (inLink) {
    try {
      text = decodeURIComponent(inLink[1]);
    } catch {
      return null;
    }
  }
  text = text.replace(/\s+/g, "");
  return TOKEN_PATTERN.test(text) ? text : null;
}

export function quoteResumeUrl(baseUrl: string, token: string): string {
  // The link back opens the quote in the language it was sent in (issue 34).
  const path = pathInLanguage(QUOTE_PATH, currentLanguage().prefix);
  return `${baseUrl.replace(/\/+$/, "")}${path}?${QUOTE_PARAM}=${encodeURIComponent(token)}`;
}

export function quoteExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + QUOTE_VALIDITY_DAYS * 24 * 3600 * 1000);
}

/** The step a resumed quote opens: the one after its last completed step, at most review and pay. */
export function resumeStepUrl(stepComplete: number): string {
  return stepUrl(allowedStep(null, Number.isFinite(stepComplete) ? stepComplete : 1));
}

/* ------------------------------------------------------------------------------------------------
 * The email
 * ---------------------------------------------------------------------------------------------- */

export type QuoteEmailData = {
  firstName: string | null;
  vehicleName: string;
  pickup: { branchName: string; date: string; time: string };
  dropOff: { branchName: string; date: string; time: string };
  extras: string[];
  lines: readonly PriceLine[];
  total: number;
  resumeUrl: string;
  token: string;
  expiresAt: Date;
};

/** "24-12-2026 at 10:30 AM" */
function when(date: string, time: string): string {
  const minutes = text24ToMinutes(time);
  const clock = minutes === null || !inEnglish() ? time : minutesToText12(minutes);
  return QUOTE_EMAIL_TEXT.when(formatDayMonthYear(date), clock);
}

/** The quote email in plain text and simple HTML, in the language being made (the request's). */
export function buildQuoteEmail(data: QuoteEmailData): { subject: string; text: string; html: string } {
  const TEXT = QUOTE_EMAIL_TEXT;
  const t = {
    ...TEXT,
    intro: translate(TEXT.intro),
    pickup: translate(TEXT.pickup),
    dropOff: translate(TEXT.dropOff),
    vehicle: translate(TEXT.vehicle),
    extras: translate(TEXT.extras),
    noExtras: translate(TEXT.noExtras),
    priceSummary: translate(TEXT.priceSummary),
    total: translate(TEXT.total),
    resume: translate(TEXT.resume),
    code: translate(TEXT.code),
    signOff: translate(TEXT.signOff),
  };
  const pickup = `${data.pickup.branchName}, ${when(data.pickup.date, data.pickup.time)}`;
  const dropOff = `${data.dropOff.branchName}, ${when(data.dropOff.date, data.dropOff.time)}`;
  const extras = data.extras.length > 0 ? data.extras.join(", ") : t.noExtras;
  const validUntil = t.validUntil(formatDayMonthYear(inNewZealand(data.expiresAt).format("YYYY-MM-DD")));
  const money = (amount: number) => formatMoney(amount);

  const text = [
    t.greeting(data.firstName),
    "",
    t.intro,
    "",
    `${t.pickup}: ${pickup}`,
    `${t.dropOff}: ${dropOff}`,
    `${t.vehicle}: ${data.vehicleName}`,
    `${t.extras}: ${extras}`,
    "",
    `${t.priceSummary}:`,
    ...data.lines.map((line) => `  ${priceLineLabel(line)}: ${money(line.amount)}`),
    `  ${t.total}: ${money(data.total)} NZD`,
    "",
    `${t.resume}: ${data.resumeUrl}`,
    `${t.code}: ${data.token}`,
    "",
    validUntil,
    "",
    t.signOff,
    "",
  ].join("\n");

  const row = (label: string, value: string, strong = false) =>
    strong
      ? `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeMarkup(label)}</th><td align="right" style="padding:4px 0"><strong>${escapeMarkup(value)}</strong></td></tr>`
      : `<tr><td style="padding:4px 12px 4px 0">${escapeMarkup(label)}</td><td align="right" style="padding:4px 0">${escapeMarkup(value)}</td></tr>`;
  const html = [
    `<!doctype html><html lang="${currentLanguage().tag}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">`,
    `<p>${escapeMarkup(t.greeting(data.firstName))}</p>`,
    `<p>${escapeMarkup(t.intro)}</p>`,
    `<table role="presentation" cellpadding="0" cellspacing="0">`,
    row(t.pickup, pickup),
    row(t.dropOff, dropOff),
    row(t.vehicle, data.vehicleName),
    row(t.extras, extras),
    `</table>`,
    `<h2 style="font-size:18px">${escapeMarkup(t.priceSummary)}</h2>`,
    `<table role="presentation" cellpadding="0" cellspacing="0">`,
    ...data.lines.map((line) => row(priceLineLabel(line), money(line.amount))),
    row(t.total, `${money(data.total)} NZD`, true),
    `</table>`,
    `<p><a href="${escapeMarkup(data.resumeUrl)}" style="display:inline-block;padding:10px 20px;background:#ffcc00;color:#111111;font-weight:bold;text-decoration:none;border-radius:999px">${escapeMarkup(t.resume)}</a></p>`,
    `<p>${escapeMarkup(t.code)}: <code>${escapeMarkup(data.token)}</code></p>`,
    `<p>${escapeMarkup(validUntil)}</p>`,
    `<p>${escapeMarkup(t.signOff)}</p>`,
    `</body></html>`,
  ].join("\n");

  return { subject: t.subject(data.vehicleName), text, html };
}

/* ------------------------------------------------------------------------------------------------
 * Saving
 * ---------------------------------------------------------------------------------------------- */

export type QuoteSessionState = {
  itinerary: SessionItinerary | null;
  reservation: SessionReservation | null;
};

export type SaveQuoteFailure = "no-booking" | "no-email" | "too-many";
export type SaveQuoteRefusal = {
  ok: false;
  reason: SaveQuoteFailure;
  message: string;
  /** With "too-many": seconds until the address may be sent another (the Retry-After). */
  retryAfterSeconds?: number;
};
export type SaveQuoteResult =
  { ok: true; quote: Quote; token: string; email: string; resumeUrl: string } | SaveQuoteRefusal;

const emailSchema = z.string().trim().toLowerCase().email().max(254);

const SAVE_FAILURE_MESSAGES: Record<SaveQuoteFailure, string> = {
  "no-booking": QUOTE_MESSAGES.noBooking,
  "no-email": QUOTE_MESSAGES.noEmail,
  "too-many": QUOTE_MESSAGES.tooMany,
};

/** The window QUOTE_EMAILS_PER_HOUR counts over. */
const QUOTE_WINDOW_MS = 3600 * 1000;

const saveFailure = (reason: SaveQuoteFailure): SaveQuoteRefusal => ({
  ok: false,
  reason,
  message: SAVE_FAILURE_MESSAGES[reason],
});

/** The session reservation as stored in a quote: everything but the held reservation row. */
export function quoteReservationSnapshot(reservation: SessionReservation): QuoteReservation {
  const { reservationId: _reservationId, ...rest } = reservation;
  return rest;
}

/**
 * Saves the session's booking as a quote for `email` and emails it (price summary and the resume
 * link `${publicUrl}/book-from-quote/?quote=TOKEN`). At most QUOTE_EMAILS_PER_HOUR quotes go to
 * one address per hour.
 */
export async function saveQuote(
  state: QuoteSessionState,
  email: string | null | undefined,
  options: { now?: Date; baseUrl?: string } = {},
): Promise<SaveQuoteResult> {
  const { itinerary, reservation } = state;
  if (!itinerary || !reservation || reservation.carClassId === null) return saveFailure("no-booking");
  const address = emailSchema.safeParse(email ?? "");
  if (!address.success) return saveFailure("no-email");
  const now = options.now ?? new Date();

  const recent = await quoteTimesForEmailSince(address.data, new Date(now.getTime() - QUOTE_WINDOW_MS));
  if (recent.length >= QUOTE_EMAILS_PER_HOUR) {
    // A quote may go again once enough of the hour's have aged out to leave one under the limit.
    const freesUp = recent[recent.length - QUOTE_EMAILS_PER_HOUR]!.getTime() + QUOTE_WINDOW_MS;
    return {
      ...saveFailure("too-many"),
      retryAfterSeconds: Math.max(1, Math.ceil((freesUp - now.getTime()) / 1000)),
    };
  }

  const priced = await priceBooking(itinerary, reservation);
  if (!priced) return saveFailure("no-booking");

  const token = generateQuoteToken();
  const quote = await insertQuote({
    tokenHash: hashQuoteToken(token),
    email: address.data,
    itinerary,
    reservation: quoteReservationSnapshot(reservation),
    total: priced.breakdown.total,
    createdAt: now,
    expiresAt: quoteExpiry(now),
  });

  const resumeUrl = quoteResumeUrl(options.baseUrl ?? getConfig().publicUrl, token);
  const message = buildQuoteEmail({
    firstName: reservation.customerDetails?.firstName?.trim() || null,
    vehicleName: priced.carClass.name,
    pickup: {
      branchName: priced.context.pickupBranch.name,
      date: itinerary.pickupDate,
      time: itinerary.pickupTime,
    },
    dropOff: {
      branchName: priced.context.dropOffBranch.name,
      date: itinerary.dropOffDate,
      time: itinerary.dropOffTime,
    },
    extras: priced.breakdown.extras.map((extra) =>
      extra.quantity > 1 ? `${extra.name} × ${extra.quantity}` : extra.name,
    ),
    lines: priced.breakdown.lines,
    total: priced.breakdown.total,
    resumeUrl,
    token,
    expiresAt: quote.expiresAt,
  });
  await sendMail({ to: address.data, ...message });
  return { ok: true, quote, token, email: address.data, resumeUrl };
}

/* ------------------------------------------------------------------------------------------------
 * Resuming
 * ---------------------------------------------------------------------------------------------- */

export type ResumeQuoteFailure = "missing" | "unknown" | "expired" | "pickup-past" | "unavailable";
/** redirectTo: where to send the visitor instead of showing the message (the message is flashed there). */
type ResumeQuoteRefusal = {
  ok: false;
  reason: ResumeQuoteFailure;
  status: number;
  message: string;
  redirectTo?: string;
};
export type ResumeQuoteResult =
  | { ok: true; redirectTo: string; priceChanged: boolean }
  | ResumeQuoteRefusal
  /** Over the holds cap: the quote's page says so (429); the itinerary is restored in the session. */
  | { ok: false; reason: "hold-limit"; status: 429; message: string; retryAfterSeconds: number };

const RESUME_FAILURES: Record<ResumeQuoteFailure, { status: number; message: string }> = {
  missing: { status: 400, message: QUOTE_MESSAGES.codeRequired },
  unknown: { status: 404, message: QUOTE_MESSAGES.unknown },
  expired: { status: 410, message: QUOTE_MESSAGES.expired },
  "pickup-past": { status: 410, message: QUOTE_MESSAGES.pickupPast },
  unavailable: { status: 409, message: QUOTE_MESSAGES.vehicleUnavailable },
};

const resumeFailure = (reason: ResumeQuoteFailure): ResumeQuoteRefusal => ({
  ok: false,
  reason,
  ...RESUME_FAILURES[reason],
});

/**
 * Resumes a quote into the session: the itinerary comes back as a fresh search by the current
 * user, the vehicle is held again (availability re-checked) and the reservation restored with a
 * new hold and the quote's stepComplete. Answers the URL of the next step. When the vehicle is
 * gone the itinerary is still restored, with an empty reservation, and the answer sends the
 * visitor to /vehicles/ (with the message flashed there) to choose another.
 * A price that changed since the quote is flashed as the review step's payment notice.
 */
export async function resumeQuote(
  session: AppSession,
  input: string | null | undefined,
  now: Date = new Date(),
  /** clientAddress(context): its holds are capped. Only direct service calls (tests) leave it out. */
  options: { clientAddress?: string } = {},
): Promise<ResumeQuoteResult> {
  const token = parseQuoteCode(input);
  if (token === "") return resumeFailure("missing");
  if (token === null) return resumeFailure("unknown");
  const quote = await findQuoteByTokenHash(hashQuoteToken(token));
  if (!quote) return resumeFailure("unknown");
  if (quote.expiresAt.getTime() <= now.getTime()) return resumeFailure("expired");
  const pickupAt = fromNewZealand(quote.itinerary.pickupDate, quote.itinerary.pickupTime);
  const dropOffAt = fromNewZealand(quote.itinerary.dropOffDate, quote.itinerary.dropOffTime);
  if (!(pickupAt.getTime() > now.getTime())) return resumeFailure("pickup-past");

  const userId = typeof session.get("userId") === "string" ? (session.get("userId") as string) : null;
  const itinerary: SessionItinerary = {
    ...quote.itinerary,
    lastQueryDateTime: now.toISOString(),
    searchedByUserId: userId,
  };
  const draft: SessionReservation = { ...quote.reservation, reservationId: null };

  // The booking this session had in progress gives its car back before the quote takes one.
  const previous = getReservation(session);
  if (previous?.reservationId) await releaseHold(previous.reservationId, { now });
  setItinerary(session, itinerary);
  setReservation(session, resetReservation(draft.campaignName));

  const unavailable = (): ResumeQuoteRefusal => {
    setVehiclesNotice(session, QUOTE_MESSAGES.vehicleUnavailable);
    return { ...resumeFailure("unavailable"), redirectTo: VEHICLES_URL };
  };
  const priced = await priceBooking(itinerary, draft);
  if (!priced) return unavailable();
  const brandCode = session.get("brandCode");
  const hold = await holdVehicle({
    carClassId: priced.carClass.carClassId,
    pickupBranchId: itinerary.pickupBranchId,
    dropOffBranchId: itinerary.dropOffBranchId,
    pickupAt,
    dropOffAt,
    hotDealId: draft.hotDealId,
    customerDetails: draft.customerDetails,
    extras: draft.extras,
    insuranceCode: draft.insuranceCode,
    isCarbonOffset: draft.isCarbonOffset,
    shuttleCode: draft.shuttleCode,
    promoCode: itinerary.promoCode || null,
    clientReferenceNumber: itinerary.clientReferenceNumber,
    agentId: itinerary.agentId,
    campaignName: draft.campaignName,
    brandCode: typeof brandCode === "string" ? brandCode : DEFAULT_BRAND_CODE,
    userId,
    priceBreakdown: priced.breakdown,
    clientAddress: options.clientAddress ?? null,
    sessionKey: sessionHoldKey(session),
    now,
  });
  if (!hold.ok && hold.reason === "hold_limit") {
    const message = holdLimitMessage(hold);
    return {
      ok: false,
      reason: "hold-limit",
      status: 429,
      message,
      retryAfterSeconds: hold.retryAfterSeconds,
    };
  }
  if (!hold.ok) return unavailable();
  if (draft.stepComplete > 1)
    await updateReservation(hold.reservation.id, { stepComplete: draft.stepComplete });

  setReservation(session, { ...draft, reservationId: hold.reservation.id });
  await markQuoteResumed(quote.id, now);
  const priceChanged = roundMoney(priced.breakdown.total) !== roundMoney(quote.total);
  if (priceChanged) setPaymentNotice(session, quotePriceChangedMessage(formatMoney(quote.total)));
  return { ok: true, redirectTo: resumeStepUrl(draft.stepComplete), priceChanged };
}

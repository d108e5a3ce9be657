import { getShuttleOption } from "~/models/catalog/booking-options.server";
import { recordBookingEventQuietly } from "~/models/reservations/booking-events.server";
import { getBranchById } from "~/models/catalog/branches.server";
import { getReservation } from "~/models/reservations/reservations.server";
import {
  getShuttleRequestForReservation,
  saveShuttleRequest,
  type ShuttleRequestDetails,
  type ShuttleRequestOutcome,
} from "~/models/reservations/shuttle-requests.server";
import { absoluteUrl } from "../../booking/confirmation/mail.server";
import { SHUTTLE_REQUEST_PATH } from "../constants";
import { sendMail, type MailMessage } from "../../platform/mail.server";
import {
  SHUTTLE_EMAIL_TEXT,
  SHUTTLE_NEXT_STEPS,
  SHUTTLE_REQUEST_MESSAGES as M,
  SHUTTLE_REQUEST_TEXT as T,
} from "./text";
import { formatMoney } from "../../platform/money";
import type { AppSession } from "../../platform/session.server";
import { escapeMarkup } from "../../platform/html-text";
import { runInLanguage } from "../../platform/i18n/i18n.server";
import { pathInLanguage } from "../../platform/i18n/language";
import { currentLanguage, t } from "../../platform/i18n/translate";
import { validateShuttleRequest, type ShuttleRequestFieldErrors, type ShuttleRequestForm } from "./forms";
import {
  bookingBasics,
  forgetFoundReservation,
  foundReservationId,
  loadShuttleBooking,
  shuttleRefusal,
  type ShuttleBooking,
  type ShuttleRefusal,
} from "./booking.server";
import { log } from "~/log.server";

/**
 * Step 2 of /shuttle-request/: the request for the booking found in step 1 (booking.server.ts),
 * one per reservation (asking again replaces it; the same request again changes nothing), the
 * reservation's shuttle set, the customer's email, and what the confirmation shows.
 */

const SENT_FLASH_KEY = "shuttleRequestSent";

/** Reads (and so clears) the outcome flashed by the last saved request. */
export function takeSentOutcome(session: AppSession): ShuttleRequestOutcome | null {
  const value = session.get(SENT_FLASH_KEY);
  return value === "created" || value === "updated" || value === "unchanged" ? value : null;
}

export type SubmitShuttleResult =
  | { ok: true; outcome: ShuttleRequestOutcome }
  | ShuttleRefusal
  | {
      ok: false;
      reason: "invalid";
      status: 400;
      fieldErrors: ShuttleRequestFieldErrors;
      booking: ShuttleBooking;
    };

/**
 * Step 2: saves the request for the booking found in this session, after checking the booking
 * again. The same request twice changes nothing and sends no second email; a different one
 * replaces the earlier request and emails the new details. The outcome is flashed in the session
 * for the confirmation view. The caller commits the session.
 */
export async function submitShuttleRequest(
  session: AppSession,
  form: ShuttleRequestForm,
  options: { now?: Date } = {},
): Promise<SubmitShuttleResult> {
  const now = options.now ?? new Date();
  const loaded = await loadShuttleBooking(session, now);
  if (!loaded) return shuttleRefusal("booking_lost", M.bookingLost);
  if (!loaded.ok) return loaded;
  const booking = loaded.booking;

  const checked = validateShuttleRequest(form, booking.options);
  if (!checked.ok)
    return { ok: false, reason: "invalid", status: 400, fieldErrors: checked.fieldErrors, booking };

  const saved = await saveShuttleRequest({ reservationId: booking.reservationId, ...checked.value }, { now });
  if (!saved) {
    forgetFoundReservation(session);
    return shuttleRefusal("not_confirmed", M.notConfirmed);
  }
  if (saved.outcome !== "unchanged") {
    const chosen = booking.options.find((option) => option.code === checked.value.shuttleCode);
    await recordBookingEventQuietly({
      reservationId: booking.reservationId,
      kind: "shuttle-requested",
      actor: "customer",
      detail: {
        shuttleCode: checked.value.shuttleCode,
        shuttleName: chosen?.name ?? null,
        outcome: saved.outcome,
      },
      now,
    });
    // The email is in the booking's language (reservations.language), whatever the page's.
    const outcome = saved.outcome;
    const language = (await getReservation(booking.reservationId))?.language ?? "";
    const message = await runInLanguage(language, async () => {
      const confirmation = await loadShuttleConfirmation(session);
      return confirmation ? renderShuttleRequestEmail(confirmation, outcome, undefined, language) : null;
    });
    if (message) {
      try {
        await sendMail(message);
      } catch (error) {
        // The request is saved and shown on the page; a mail failure must not undo it.
        log.error({ err: error }, `Shuttle request email for ${booking.reference} was not sent`);
      }
    }
  }
  session.flash(SENT_FLASH_KEY, saved.outcome);
  return { ok: true, outcome: saved.outcome };
}

/* ------------------------------------------------------------------------------------------------
 * Confirmation (page and email)
 * ---------------------------------------------------------------------------------------------- */

export type ShuttleConfirmation = {
  reference: string;
  firstName: string | null;
  email: string;
  branch: ShuttleBooking["branch"];
  pickup: ShuttleBooking["pickup"];
  changeBy: string;
  shuttle: { code: string; name: string; price: number; priceText: string };
  details: ShuttleRequestDetails;
  passengers: number;
  note: string | null;
  /** Where and how to meet the driver, then the price and what to bring. */
  nextSteps: string[];
};

/** The steps the customer reads after asking: where to meet the driver, the ride, price, licence. */
export function shuttleNextSteps(
  booking: Pick<ShuttleBooking, "branch" | "pickup">,
  shuttle: { price: number },
  details: ShuttleRequestDetails,
): string[] {
  const meet =
    details.kind === "airport"
      ? SHUTTLE_NEXT_STEPS.airport({
          branchName: booking.branch.name,
          phone: booking.branch.phone.number,
          flightNumber: details.flightNumber,
        })
      : details.kind === "accommodation"
        ? SHUTTLE_NEXT_STEPS.accommodation({
            accommodationName: details.accommodationName,
            date: booking.pickup.date,
            time: booking.pickup.time,
          })
        : SHUTTLE_NEXT_STEPS.other();
  return [
    ...meet,
    SHUTTLE_NEXT_STEPS.ride(booking.branch.address, booking.branch.minutesFromPickupToBranch),
    shuttle.price > 0 ? SHUTTLE_NEXT_STEPS.paid(formatMoney(shuttle.price)) : t(SHUTTLE_NEXT_STEPS.free),
    t(SHUTTLE_NEXT_STEPS.bring),
  ];
}

/**
 * The request saved for the booking found in this session, with what happens next; null when
 * there is no such booking or request (or the booking no longer passes the rules).
 */
export async function loadShuttleConfirmation(session: AppSession): Promise<ShuttleConfirmation | null> {
  const id = foundReservationId(session);
  if (!id) return null;
  const [reservation, request] = await Promise.all([getReservation(id), getShuttleRequestForReservation(id)]);
  // Shown even when the pick-up is now close: only new requests have a deadline.
  if (!reservation || !request || reservation.status !== "confirmed" || !reservation.customerDetails)
    return null;
  const [branch, option] = await Promise.all([
    getBranchById(reservation.pickupBranchId),
    getShuttleOption(request.shuttleCode),
  ]);
  if (!branch) return null;
  const basics = bookingBasics(reservation, branch);
  const price = option?.price ?? 0;
  return {
    reference: basics.reference,
    firstName: basics.firstName,
    email: basics.email,
    branch: basics.branch,
    pickup: basics.pickup,
    changeBy: basics.changeBy,
    shuttle: {
      code: request.shuttleCode,
      name: option?.name ?? request.shuttleCode,
      price,
      priceText: price > 0 ? formatMoney(price) : t(T.free),
    },
    details: request.details,
    passengers: request.passengers,
    note: request.note,
    nextSteps: shuttleNextSteps(basics, { price }, request.details),
  };
}

/** The request's details as label/value rows (page and email), the labels in the current language. */
export function shuttleDetailRows(confirmation: ShuttleConfirmation): [string, string][] {
  const details = confirmation.details;
  const rows: [string, string][] = [
    [T.reservationNumber, confirmation.reference],
    [T.pickup, `${confirmation.pickup.time}, ${confirmation.pickup.date}`],
    [T.branch, `${confirmation.branch.name}, ${confirmation.branch.address}`],
    [T.shuttle, confirmation.shuttle.name],
    ...(details.kind === "airport" ? [[T.flight, details.flightNumber] as [string, string]] : []),
    ...(details.kind === "accommodation"
      ? [
          [T.accommodation, `${details.accommodationName}, ${details.accommodationAddress}`] as [
            string,
            string,
          ],
        ]
      : []),
    [T.passengers, String(confirmation.passengers)],
    ...(confirmation.note ? [[T.note, confirmation.note] as [string, string]] : []),
    [T.price, confirmation.shuttle.priceText],
  ];
  return rows.map(([label, value]) => [t(label), value]);
}

/** The customer's email about a created or updated request, plain text and simple HTML. */
export function renderShuttleRequestEmail(
  confirmation: ShuttleConfirmation,
  outcome: Exclude<ShuttleRequestOutcome, "unchanged">,
  publicUrl?: string,
  /** The booking's language prefix: the form's link opens in it (call inside `runInLanguage`). */
  language = "",
): MailMessage {
  const rows = shuttleDetailRows(confirmation);
  const formUrl = absoluteUrl(pathInLanguage(SHUTTLE_REQUEST_PATH, language), publicUrl);
  const intro = t(outcome === "updated" ? SHUTTLE_EMAIL_TEXT.updatedIntro : SHUTTLE_EMAIL_TEXT.intro);
  const changeText = `${T.changeBy(confirmation.changeBy)} ${t(SHUTTLE_EMAIL_TEXT.change)}`;
  const callText = `${T.callBranch(confirmation.branch.name)} ${confirmation.branch.phone.number}.`;
  const text = [
    SHUTTLE_EMAIL_TEXT.greeting(confirmation.firstName),
    "",
    intro,
    "",
    t(T.detailsTitle).toLocaleUpperCase(currentLanguage().intl),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    t(T.nextTitle).toLocaleUpperCase(currentLanguage().intl),
    ...confirmation.nextSteps.map((step) => `- ${step}`),
    "",
    changeText,
    formUrl,
    callText,
    "",
    t(SHUTTLE_EMAIL_TEXT.signOff),
    "",
  ].join("\n");
  const cell = "padding:4px 8px;border-bottom:1px solid #ddd;text-align:left;vertical-align:top";
  const html = `<!doctype html>
<html lang="${escapeMarkup(currentLanguage().tag)}"><body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1a1a1a;line-height:1.5;margin:0;padding:16px">
<p>${escapeMarkup(SHUTTLE_EMAIL_TEXT.greeting(confirmation.firstName))}</p>
<p>${escapeMarkup(intro)}</p>
<h2 style="font-size:18px">${escapeMarkup(t(T.detailsTitle))}</h2>
<table style="border-collapse:collapse;width:100%;max-width:560px">${rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="${cell};font-weight:400">${escapeMarkup(label)}</th><td style="${cell}">${escapeMarkup(value)}</td></tr>`,
    )
    .join("")}</table>
<h2 style="font-size:18px">${escapeMarkup(t(T.nextTitle))}</h2>
<ul>${confirmation.nextSteps.map((step) => `<li>${escapeMarkup(step)}</li>`).join("")}</ul>
<p>${escapeMarkup(changeText)}<br><a href="${escapeMarkup(formUrl)}">${escapeMarkup(formUrl)}</a><br>${escapeMarkup(callText)}</p>
<p>${t(SHUTTLE_EMAIL_TEXT.signOff).split("\n").map(escapeMarkup).join("<br>")}</p>
</body></html>`;
  const subject =
    outcome === "updated"
      ? SHUTTLE_EMAIL_TEXT.updatedSubject(confirmation.reference)
      : SHUTTLE_EMAIL_TEXT.subject(confirmation.reference);
  return { to: confirmation.email, subject, text, html };
}

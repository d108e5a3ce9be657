import { and, count, eq } from "drizzle-orm";
import { getDb } from "~/models/db.server";
import { getReservation, type Reservation } from "~/models/reservations/reservations.server";
import { cardAuthorisations, type CardAuthorisationStatus } from "~/models/schema";
import { cardAuthorisationSchema, parseAmount, type CardAuthorisationForm } from "./forms";
import {
  findBookingByReferenceAndSurname,
  lookUpBooking,
  parseLookupForm,
  type InvalidLookupForm,
  type BookingPageRefusal,
} from "../lookup.server";
import { CARD_AUTHORISATION_PATHS } from "./constants";
import { BOOKING_LOOKUP_TEXT } from "../text";
import { CARD_AUTHORISATION_TEXT as C } from "./text";
import { formatMoney } from "../../platform/money";
import { getPaymentGateway, type PaymentGateway } from "../../platform/payments/gateway.server";
import type { AppSession } from "../../platform/session.server";
import { pathInLanguage } from "../../platform/i18n/language";
import { currentLanguage } from "../../platform/i18n/translate";

/**
 * The rules of /credit-card-authorisation/: a card holder who is not the hirer places a hold
 * (an authorisation, not a charge) on their card for a booking.
 * - The booking is found by reservation number and the hirer's surname (any case), under the
 *   session's look-up limit; it must be confirmed, not yet returned, and have a total above 0.
 * - The amount defaults to the booking total and may not exceed it.
 * - One `card_authorisations` row per attempt, keyed `reservation:<id>:card-authorisation:<n>`.
 *   Submitting the same details again while the latest attempt is pending reuses it (a new hosted
 *   page for the same row); other details cancel the pending attempt and start attempt n+1.
 * - The gateway's answer moves the row out of `pending` once (UPDATE … WHERE status = 'pending'),
 *   so a refresh of the return page or a second return changes nothing.
 */

export type CardAuthorisation = typeof cardAuthorisations.$inferSelect;
export type CardAuthorisationRefusal = BookingPageRefusal;

export function checkCardAuthorisationBooking(
  reservation: Pick<Reservation, "status" | "dropOffAt" | "total">,
  now: Date,
): { ok: true } | CardAuthorisationRefusal {
  if (reservation.status !== "confirmed") {
    return { ok: false, reason: "not_confirmed", status: 409, message: BOOKING_LOOKUP_TEXT.notConfirmed };
  }
  if (reservation.dropOffAt.getTime() <= now.getTime())
    return { ok: false, reason: "ended", status: 409, message: C.notAvailable };
  if (!(reservation.total > 0))
    return { ok: false, reason: "nothing_to_authorise", status: 409, message: C.nothingToAuthorise };
  return { ok: true };
}

/** The amount to hold: the typed amount (at most the total), or the total when left empty. */
export function resolveAmount(
  typed: string,
  total: number,
): { ok: true; amount: number } | { ok: false; message: string } {
  const parsed = parseAmount(typed);
  if (parsed === "invalid") return { ok: false, message: C.amountInvalid };
  if (parsed === null) return { ok: true, amount: total };
  if (parsed > total) return { ok: false, message: C.amountTooHigh(formatMoney(total)) };
  return { ok: true, amount: parsed };
}

export function idempotencyKey(reservationId: string, attempt: number): string {
  return `reservation:${reservationId}:card-authorisation:${attempt}`;
}

type AttemptDetails = {
  holderName: string;
  email: string;
  phone: string;
  relationship: string;
  amount: number;
};

const sameDetails = (row: CardAuthorisation, details: AttemptDetails) =>
  row.holderName === details.holderName &&
  row.email === details.email &&
  row.phone === details.phone &&
  row.relationship === details.relationship &&
  Math.abs(row.amount - details.amount) < 0.005;

async function getByKey(key: string): Promise<CardAuthorisation | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(cardAuthorisations)
    .where(eq(cardAuthorisations.idempotencyKey, key))
    .limit(1);
  return row ?? null;
}

export async function getCardAuthorisation(id: string): Promise<CardAuthorisation | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(cardAuthorisations).where(eq(cardAuthorisations.id, id)).limit(1);
  return row ?? null;
}

/** The pending attempt for these details: the latest one reused, or attempt n+1 (see above). */
export async function pendingAttempt(
  reservationId: string,
  details: AttemptDetails,
  now: Date = new Date(),
): Promise<CardAuthorisation> {
  const db = await getDb();
  for (let tries = 0; tries < 5; tries += 1) {
    const [{ attempts }] = await db
      .select({ attempts: count() })
      .from(cardAuthorisations)
      .where(eq(cardAuthorisations.reservationId, reservationId));
    const latest = attempts > 0 ? await getByKey(idempotencyKey(reservationId, attempts)) : null;
    if (latest && latest.status === "pending") {
      if (sameDetails(latest, details)) return latest;
      await db
        .update(cardAuthorisations)
        .set({ status: "cancelled", completedAt: now })
        .where(and(eq(cardAuthorisations.id, latest.id), eq(cardAuthorisations.status, "pending")));
    }
    const key = idempotencyKey(reservationId, attempts + 1);
    const [row] = await db
      .insert(cardAuthorisations)
      .values({ reservationId, ...details, status: "pending", idempotencyKey: key, createdAt: now })
      .onConflictDoNothing({ target: cardAuthorisations.idempotencyKey })
      .returning();
    if (row) return row;
    // Another request took that attempt number at the same moment: look again.
  }
  throw new Error("pendingAttempt: could not start a card authorisation attempt");
}

/* ---- The form's values, kept in the session for "try again" ---- */

const FORM_KEY = "cardAuthorisationForm";
export type CardAuthorisationFormValues = Omit<Record<keyof CardAuthorisationForm, string>, "acceptTerms">;
export const EMPTY_CARD_AUTHORISATION_VALUES: CardAuthorisationFormValues = {
  reference: "",
  surname: "",
  holderName: "",
  email: "",
  phone: "",
  relationship: "",
  amount: "",
};

export function rememberedFormValues(session: AppSession): CardAuthorisationFormValues {
  const value = session.get(FORM_KEY);
  if (!value || typeof value !== "object") return EMPTY_CARD_AUTHORISATION_VALUES;
  const stored = value as Record<string, unknown>;
  const result = { ...EMPTY_CARD_AUTHORISATION_VALUES };
  for (const name of Object.keys(result) as (keyof CardAuthorisationFormValues)[]) {
    const field = stored[name];
    if (typeof field === "string") result[name] = field.slice(0, 200);
  }
  return result;
}

const asText = (value: unknown) => (typeof value === "string" ? value.slice(0, 200) : "");

export type StartResult =
  | { ok: true; redirectUrl: string; authorisation: CardAuthorisation }
  | InvalidLookupForm
  | CardAuthorisationRefusal;

/**
 * The form's POST: checks the fields, finds the booking, applies the rules, takes the pending
 * attempt and asks the gateway for a hosted page that places the hold. The caller commits the
 * session and redirects to `redirectUrl`.
 */
export async function startCardAuthorisation(
  session: AppSession,
  raw: Record<string, unknown>,
  options: {
    /** Where the gateway sends the card holder back: `returnOrigin(request)` (platform/request-guard). */
    returnOrigin: string;
    now?: Date;
    gateway?: PaymentGateway;
    clientAddress?: string;
  },
): Promise<StartResult> {
  const now = options.now ?? new Date();
  const values: CardAuthorisationFormValues = {
    reference: asText(raw.reference),
    surname: asText(raw.surname),
    holderName: asText(raw.holderName),
    email: asText(raw.email),
    phone: asText(raw.phone),
    relationship: asText(raw.relationship),
    amount: asText(raw.amount),
  };
  session.set(FORM_KEY, values);

  const parsed = parseLookupForm(cardAuthorisationSchema, raw);
  if (!parsed.ok) return parsed;
  const data = parsed.data;
  const found = await lookUpBooking(
    session,
    { reference: data.reference, clientAddress: options.clientAddress },
    () => findBookingByReferenceAndSurname(data.reference, data.surname),
    now,
    checkCardAuthorisationBooking,
  );
  if (!found.ok) return found;
  const reservation = found.reservation;
  const amount = resolveAmount(data.amount, reservation.total);
  if (!amount.ok)
    return { ok: false, reason: "invalid", status: 400, fieldErrors: { amount: amount.message } };

  const authorisation = await pendingAttempt(
    reservation.id,
    {
      holderName: data.holderName.replace(/\s+/g, " "),
      email: data.email.toLowerCase(),
      phone: data.phone,
      relationship: data.relationship,
      amount: amount.amount,
    },
    now,
  );
  const gateway = options.gateway ?? getPaymentGateway();
  const origin = options.returnOrigin.replace(/\/+$/, "");
  const checkout = await gateway.startCheckout({
    paymentId: authorisation.id,
    amount: authorisation.amount,
    currency: "NZD",
    description: C.description(reservation.reference),
    // Back to the page's language (the gateway's return address is absolute).
    returnUrl: `${origin}${pathInLanguage(CARD_AUTHORISATION_PATHS.complete, currentLanguage().prefix)}`,
  });
  const db = await getDb();
  await db
    .update(cardAuthorisations)
    .set({ providerReference: checkout.providerReference })
    .where(and(eq(cardAuthorisations.id, authorisation.id), eq(cardAuthorisations.status, "pending")));
  return { ok: true, redirectUrl: checkout.redirectUrl, authorisation };
}

const OUTCOME_STATUS: Record<"approved" | "declined" | "cancelled", CardAuthorisationStatus> = {
  approved: "authorised",
  declined: "declined",
  cancelled: "cancelled",
};

export type CompleteResult =
  | { kind: "invalid" }
  | { kind: "done"; authorisation: CardAuthorisation; reference: string; changed: boolean };

/**
 * /credit-card-authorisation/complete/?result=…: reads the gateway's answer and applies it once.
 * A forged answer, or one for another amount, is "invalid". Whatever the answer, the page shows
 * the row's settled status, so a refresh shows the same and changes nothing.
 */
export async function completeCardAuthorisation(
  url: URL,
  options: { now?: Date; gateway?: PaymentGateway } = {},
): Promise<CompleteResult> {
  const gateway = options.gateway ?? getPaymentGateway();
  const outcome = await gateway.readReturn(url);
  if (!outcome) return { kind: "invalid" };
  const row = await getCardAuthorisation(outcome.paymentId);
  if (!row || Math.abs(row.amount - outcome.amount) >= 0.005) return { kind: "invalid" };
  const db = await getDb();
  const [changed] = await db
    .update(cardAuthorisations)
    .set({
      status: OUTCOME_STATUS[outcome.status],
      providerReference: outcome.providerReference,
      declineReason: outcome.declineReason,
      completedAt: options.now ?? new Date(),
    })
    .where(and(eq(cardAuthorisations.id, row.id), eq(cardAuthorisations.status, "pending")))
    .returning();
  const settled = changed ?? (await getCardAuthorisation(row.id)) ?? row;
  const reservation = await getReservation(settled.reservationId);
  return {
    kind: "done",
    authorisation: settled,
    reference: reservation?.reference ?? "",
    changed: Boolean(changed),
  };
}

import { eq, sql } from "drizzle-orm";
import { getDb } from "~/models/db.server";
import type { Reservation } from "~/models/reservations/reservations.server";
import { feedback } from "~/models/schema";
import { feedbackSchema, type FeedbackForm } from "./forms";
import { formatNzDate } from "../../platform/dates";
import {
  findBookingByReferenceAndEmail,
  lookUpBooking,
  parseLookupForm,
  type InvalidLookupForm,
  type BookingPageRefusal,
} from "../lookup.server";
import { BOOKING_LOOKUP_TEXT } from "../text";
import { FEEDBACK_TEXT } from "./text";
import type { AppSession } from "../../platform/session.server";

/**
 * The rules of /your-feedback/: a customer rates a finished rental.
 * - The booking is found by reservation number and email (booking-lookup.server.ts: one message
 *   for "not found" and "wrong email", 10 failed look-ups per session and hour, then 429).
 * - It must be confirmed and its drop-off in the past.
 * - One feedback per booking: sending again updates it (an upsert on the unique reservation id).
 * - Rating 1–5 and would-recommend are required, comments at most 2000 characters, permission to
 *   quote publicly is optional (off by default).
 */

export type FeedbackRow = typeof feedback.$inferSelect;

export type FeedbackRefusal = BookingPageRefusal;

/** Whether feedback can be given for this booking at `now`. */
export function checkFeedbackBooking(
  reservation: Pick<Reservation, "status" | "dropOffAt">,
  now: Date,
): { ok: true } | FeedbackRefusal {
  if (reservation.status !== "confirmed") {
    return { ok: false, reason: "not_confirmed", status: 409, message: BOOKING_LOOKUP_TEXT.notConfirmed };
  }
  if (reservation.dropOffAt.getTime() > now.getTime()) {
    return {
      ok: false,
      reason: "not_ended",
      status: 409,
      message: FEEDBACK_TEXT.rentalNotEnded(formatNzDate(reservation.dropOffAt)),
    };
  }
  return { ok: true };
}

export async function getFeedbackForReservation(reservationId: string): Promise<FeedbackRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(feedback).where(eq(feedback.reservationId, reservationId)).limit(1);
  return row ?? null;
}

type FeedbackValues = Pick<FeedbackForm, "rating" | "wouldRecommend" | "comments" | "publicPermission">;

/** Creates the booking's feedback or updates the one it has (never a second row). */
export async function saveFeedback(
  reservationId: string,
  values: FeedbackValues,
  now: Date = new Date(),
): Promise<{ outcome: "created" | "updated"; row: FeedbackRow }> {
  const db = await getDb();
  const [row] = await db
    .insert(feedback)
    .values({ reservationId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: feedback.reservationId,
      set: {
        rating: values.rating,
        wouldRecommend: values.wouldRecommend,
        comments: values.comments,
        publicPermission: values.publicPermission,
        updatedAt: now,
      },
    })
    .returning({ created: sql<boolean>`(xmax = 0)` });
  const saved = await getFeedbackForReservation(reservationId);
  if (!row || !saved) throw new Error("saveFeedback: the feedback was not saved");
  return { outcome: row.created ? "created" : "updated", row: saved };
}

/** What the form is filled with: the values of earlier feedback, else nothing chosen. */
export type FeedbackFormValues = {
  reference: string;
  email: string;
  rating: string;
  wouldRecommend: string;
  comments: string;
  publicPermission: boolean;
};

export function feedbackFormValues(
  reference: string,
  email: string,
  row: FeedbackRow | null,
): FeedbackFormValues {
  return {
    reference,
    email,
    rating: row ? String(row.rating) : "",
    wouldRecommend: row ? (row.wouldRecommend ? "yes" : "no") : "",
    comments: row?.comments ?? "",
    publicPermission: row?.publicPermission ?? false,
  };
}

export type FeedbackBooking = {
  reservationId: string;
  reference: string;
  hasFeedback: boolean;
  values: FeedbackFormValues;
};

/**
 * Finds the booking for the feedback form (a link with ?booking=…&email=…): the lookup rules,
 * then the feedback rules; the form is filled with earlier feedback. The caller commits the session.
 */
export async function findBookingForFeedback(
  session: AppSession,
  input: { reference: string; email: string },
  now: Date = new Date(),
  clientAddress?: string,
): Promise<{ ok: true; booking: FeedbackBooking } | FeedbackRefusal> {
  const attempt = { reference: input.reference, clientAddress };
  const found = await lookUpBooking(
    session,
    attempt,
    () => findBookingByReferenceAndEmail(input.reference, input.email),
    now,
    checkFeedbackBooking,
  );
  if (!found.ok) return found;
  const existing = await getFeedbackForReservation(found.reservation.id);
  return {
    ok: true,
    booking: {
      reservationId: found.reservation.id,
      reference: found.reservation.reference,
      hasFeedback: existing !== null,
      values: feedbackFormValues(found.reservation.reference, input.email.trim(), existing),
    },
  };
}

const DONE_KEY = "feedbackSubmitted";
export type FeedbackDone = { reference: string; outcome: "created" | "updated"; publicPermission: boolean };

/** What /feedback-complete/ thanks for: the last feedback this session sent (kept, so a refresh shows it again). */
export function submittedFeedback(session: AppSession): FeedbackDone | null {
  const value = session.get(DONE_KEY) as Partial<FeedbackDone> | undefined;
  if (
    !value ||
    typeof value.reference !== "string" ||
    (value.outcome !== "created" && value.outcome !== "updated")
  )
    return null;
  return {
    reference: value.reference,
    outcome: value.outcome,
    publicPermission: value.publicPermission === true,
  };
}

export type FeedbackSubmitResult = { ok: true; done: FeedbackDone } | InvalidLookupForm | FeedbackRefusal;

/** The form's POST: checks the fields, finds the booking, applies the rules and saves. */
export async function submitFeedback(
  session: AppSession,
  raw: Record<string, unknown>,
  now: Date = new Date(),
  clientAddress?: string,
): Promise<FeedbackSubmitResult> {
  const parsed = parseLookupForm(feedbackSchema, raw);
  if (!parsed.ok) return parsed;
  const data = parsed.data;
  const attempt = { reference: data.reference, clientAddress };
  const found = await lookUpBooking(
    session,
    attempt,
    () => findBookingByReferenceAndEmail(data.reference, data.email),
    now,
    checkFeedbackBooking,
  );
  if (!found.ok) return found;
  const { outcome } = await saveFeedback(
    found.reservation.id,
    {
      rating: data.rating,
      wouldRecommend: data.wouldRecommend,
      comments: data.comments,
      publicPermission: data.publicPermission,
    },
    now,
  );
  const done: FeedbackDone = {
    reference: found.reservation.reference,
    outcome,
    publicPermission: data.publicPermission,
  };
  session.set(DONE_KEY, done);
  return { ok: true, done };
}

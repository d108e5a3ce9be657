import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/models/db.server";
import { feedback } from "~/models/schema";
import { loader as completeLoader } from "~/routes/_manage+/feedback-complete";
import { action, loader } from "~/routes/_manage+/your-feedback";
import { feedbackSchema } from "~/services/changes/after-rental/forms";
import { findBookingByReferenceAndEmail } from "~/services/changes/lookup.server";
import { formatNzDate } from "~/services/platform/dates";
import {
  checkFeedbackBooking,
  findBookingForFeedback,
  submitFeedback,
  submittedFeedback,
} from "~/services/changes/after-rental/feedback.server";
import { FEEDBACK_TEXT } from "~/services/changes/after-rental/text";
import { BOOKING_LOOKUP_TEXT } from "~/services/changes/text";
import { cookieHeaderFrom } from "./support/cookies";
import { freshSession, makeBooking } from "./support/after-rental";
import { routeResponse } from "./support/route-response";

const form = (booking: { reference: string; email: string }, extra: Record<string, string> = {}) => ({
  reference: booking.reference,
  email: booking.email,
  rating: "4",
  wouldRecommend: "yes",
  comments: "Great van, friendly staff.",
  ...extra,
});

async function rowsFor(reservationId: string) {
  const db = await getDb();
  return db.select().from(feedback).where(eq(feedback.reservationId, reservationId));
}

describe("feedback rules", () => {
  it("needs a confirmed booking whose drop-off has passed", () => {
    const now = new Date("2027-03-10T00:00:00Z");
    const ended = new Date("2027-03-09T00:00:00Z");
    const future = new Date("2027-03-12T02:00:00Z");
    expect(checkFeedbackBooking({ status: "confirmed", dropOffAt: ended }, now)).toEqual({ ok: true });
    const notEnded = checkFeedbackBooking({ status: "confirmed", dropOffAt: future }, now);
    expect(notEnded).toMatchObject({
      ok: false,
      reason: "not_ended",
      message: FEEDBACK_TEXT.rentalNotEnded(formatNzDate(future)),
    });
    expect(checkFeedbackBooking({ status: "cancelled", dropOffAt: ended }, now)).toMatchObject({
      ok: false,
      reason: "not_confirmed",
    });
    expect(checkFeedbackBooking({ status: "held", dropOffAt: ended }, now)).toMatchObject({
      ok: false,
      reason: "not_confirmed",
    });
  });

  it("validates rating, recommendation and the length of the comments", () => {
    const base = { reference: "go1234567", email: "a@example.co.nz" };
    expect(feedbackSchema.safeParse({ ...base, rating: "5", wouldRecommend: "no" }).success).toBe(true);
    const parsed = feedbackSchema.parse({
      ...base,
      rating: "5",
      wouldRecommend: "no",
      publicPermission: "on",
    });
    expect(parsed).toMatchObject({
      reference: "GO1234567",
      rating: 5,
      wouldRecommend: false,
      comments: "",
      publicPermission: true,
    });
    const missing = feedbackSchema.safeParse(base);
    expect(missing.success).toBe(false);
    const messages = missing.success ? [] : missing.error.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([FEEDBACK_TEXT.ratingRequired, FEEDBACK_TEXT.recommendRequired]),
    );
    expect(feedbackSchema.safeParse({ ...base, rating: "6", wouldRecommend: "yes" }).success).toBe(false);
    expect(feedbackSchema.safeParse({ ...base, rating: "0", wouldRecommend: "yes" }).success).toBe(false);
    expect(
      feedbackSchema.safeParse({ ...base, rating: "3", wouldRecommend: "yes", comments: "x".repeat(2000) })
        .success,
    ).toBe(true);
    const long = feedbackSchema.safeParse({
      ...base,
      rating: "3",
      wouldRecommend: "yes",
      comments: "x".repeat(2001),
    });
    expect(long.success ? null : long.error.issues[0].message).toBe(FEEDBACK_TEXT.commentsTooLong);
  });
});

describe("finding the booking", () => {
  it("matches reservation number and email in any case, and nothing else", async () => {
    const made = await makeBooking();
    expect(
      (await findBookingByReferenceAndEmail(made.reference.toLowerCase(), made.email.toUpperCase()))?.id,
    ).toBe(made.id);
    expect(await findBookingByReferenceAndEmail(made.reference, "someone@example.co.nz")).toBeNull();
    expect(await findBookingByReferenceAndEmail("GO0000000", made.email)).toBeNull();
    expect(await findBookingByReferenceAndEmail("nonsense", made.email)).toBeNull();
  });

  it("gives one message for unknown booking and wrong email, and 429 after 10 failures in an hour", async () => {
    const made = await makeBooking();
    const session = await freshSession();
    const now = new Date("2030-03-01T00:20:00Z");
    const wrong = await findBookingForFeedback(
      session,
      { reference: made.reference, email: "x@example.co.nz" },
      now,
    );
    const unknown = await findBookingForFeedback(session, { reference: "GO0000001", email: made.email }, now);
    expect(wrong).toMatchObject({ ok: false, status: 404, message: BOOKING_LOOKUP_TEXT.notFound });
    expect(unknown).toEqual(wrong);
    // A successful look-up does not count.
    expect(
      (await findBookingForFeedback(session, { reference: made.reference, email: made.email }, now)).ok,
    ).toBe(true);
    for (let i = 0; i < 8; i += 1)
      await findBookingForFeedback(session, { reference: "GO0000001", email: made.email }, now);
    const blocked = await findBookingForFeedback(
      session,
      { reference: made.reference, email: made.email },
      now,
    );
    expect(blocked).toMatchObject({ ok: false, status: 429, retryAfterSeconds: 40 * 60 });
    // Another session is not blocked.
    expect(
      (
        await findBookingForFeedback(
          await freshSession(),
          { reference: made.reference, email: made.email },
          now,
        )
      ).ok,
    ).toBe(true);
  });
});

describe("sending feedback", () => {
  it("stores one feedback per booking; sending again updates it", async () => {
    const made = await makeBooking();
    const session = await freshSession();
    const first = await submitFeedback(session, form(made, { publicPermission: "on" }));
    expect(first).toMatchObject({
      ok: true,
      done: { reference: made.reference, outcome: "created", publicPermission: true },
    });
    expect(submittedFeedback(session)).toEqual({
      reference: made.reference,
      outcome: "created",
      publicPermission: true,
    });
    const second = await submitFeedback(
      session,
      form(made, { rating: "2", wouldRecommend: "no", comments: "" }),
    );
    expect(second).toMatchObject({ ok: true, done: { outcome: "updated", publicPermission: false } });
    const rows = await rowsFor(made.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      rating: 2,
      wouldRecommend: false,
      comments: "",
      publicPermission: false,
    });
    expect(rows[0].updatedAt.getTime()).toBeGreaterThanOrEqual(rows[0].createdAt.getTime());
  });

  it("refuses a rental that has not ended, with its end date, and a booking that is not confirmed", async () => {
    const ongoing = await makeBooking({ pickupInDays: -1, days: 5 });
    const result = await submitFeedback(await freshSession(), form(ongoing));
    expect(result).toMatchObject({
      ok: false,
      status: 409,
      message: FEEDBACK_TEXT.rentalNotEnded(formatNzDate(ongoing.dropOffAt)),
    });
    const cancelled = await makeBooking({ status: "cancelled" });
    expect(await submitFeedback(await freshSession(), form(cancelled))).toMatchObject({
      ok: false,
      reason: "not_confirmed",
    });
    expect(await rowsFor(ongoing.id)).toHaveLength(0);
  });

  it("answers field errors with 400 before looking anything up", async () => {
    const result = await submitFeedback(await freshSession(), { reference: "GO12", email: "nope" });
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(Object.keys("fieldErrors" in result ? result.fieldErrors : {}).sort()).toEqual([
      "email",
      "rating",
      "reference",
      "wouldRecommend",
    ]);
  });
});

describe("the pages", () => {
  const post = (fields: Record<string, string>, cookie = "") =>
    action({
      request: new Request("http://localhost/your-feedback/", {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          ...(cookie ? { Cookie: cookie } : {}),
        },
      }),
      params: {},
      context: {},
    } as ActionFunctionArgs);
  const get = (path: string, cookie = "") =>
    new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });

  it("answers 200 without parameters, 404 with the values kept for an unknown booking", async () => {
    const page = await routeResponse(
      loader({
        request: get("/your-feedback/"),
        params: {},
        context: {},
      } as LoaderFunctionArgs),
    );
    expect(page.status).toBe(200);
    const unknown = await routeResponse(
      post({
        reference: "GO0000002",
        email: "who@example.co.nz",
        rating: "5",
        wouldRecommend: "yes",
        comments: "Hi",
      }),
    );
    expect(unknown.status).toBe(404);
    const body = await unknown.json();
    expect(body.message).toBe(BOOKING_LOOKUP_TEXT.notFound);
    expect(body.values).toMatchObject({
      reference: "GO0000002",
      email: "who@example.co.nz",
      rating: "5",
      comments: "Hi",
    });
  });

  it("redirects to /feedback-complete/, which thanks this session only", async () => {
    const made = await makeBooking();
    const sent = await routeResponse(post(form(made)));
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe("/feedback-complete/");
    const cookie = cookieHeaderFrom(sent.headers);
    const thanks = await routeResponse(
      completeLoader({
        request: get("/feedback-complete/", cookie),
        params: {},
        context: {},
      } as LoaderFunctionArgs),
    );
    expect((await thanks.json()).done).toMatchObject({ reference: made.reference, outcome: "created" });
    const other = await routeResponse(
      completeLoader({
        request: get("/feedback-complete/"),
        params: {},
        context: {},
      } as LoaderFunctionArgs),
    );
    expect(other.status).toBe(200);
    expect((await other.json()).done).toBeNull();
  });

  it("fills the form from a link with earlier feedback", async () => {
    const made = await makeBooking();
    await submitFeedback(await freshSession(), form(made, { rating: "5" }));
    const page = await routeResponse(
      loader({
        request: get(`/your-feedback/?booking=${made.reference}&email=${encodeURIComponent(made.email)}`),
        params: {},
        context: {},
      } as LoaderFunctionArgs),
    );
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({
      existing: true,
      values: { rating: "5", wouldRecommend: "yes" },
    });
  });
});

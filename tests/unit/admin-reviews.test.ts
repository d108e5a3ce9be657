import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listAuditEvents } from "~/models/operations/audit-events.server";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { getCarClassByCode } from "~/models/catalog/car-classes.server";
import { getDb } from "~/models/db.server";
import {
  generateReservationReference,
  type ReservationStatus,
} from "~/models/reservations/reservations.server";
import { ratingTotalsByClass, ratingTotalsForBranch } from "~/models/feedback/reviews.server";
import { feedback, rentals, reservations, users, vehicles } from "~/models/schema";
import { DEMO_ACCOUNTS } from "~/models/seed/accounts";
import { DEMO_REVIEWS, demoReviewId, seedDemoReviews } from "~/models/seed/reviews";
import { findStaffAccount } from "~/models/accounts/staff.server";
import { reviewVisibilitySchema } from "~/services/admin/reviews/forms";
import { changeReviewVisibility, listReviewsForStaff } from "~/services/admin/reviews/reviews.server";
import { branchVerifiedReviews, classRatings } from "~/services/booking/reviews/reviews.server";
import {
  averageRating,
  BRANCH_QUOTES_LIMIT,
  countsAsReview,
  isCompletedRental,
  MIN_REVIEWS,
  reviewerName,
  reviewMonth,
  shownRating,
} from "~/services/booking/reviews/rules";
import { VERIFIED_REVIEWS_TEXT } from "~/services/booking/reviews/text";

const DAY = 24 * 3600 * 1000;
const NOW = new Date();
let count = 0;

/**
 * Bookings of a class and branch the demo reviews leave alone (class 7 at Dunedin), written
 * straight into the tables, each with its feedback.
 */
async function reviewed(options: {
  status?: ReservationStatus;
  dropOffInDays?: number;
  returned?: boolean;
  rating?: number;
  comments?: string;
  publicPermission?: boolean;
  branchCode?: string;
  classCode?: string;
  hidden?: boolean;
  firstName?: string;
  lastName?: string;
}) {
  const db = await getDb();
  const branch = await getBranchByCode(options.branchCode ?? "DUD");
  const carClass = await getCarClassByCode(options.classCode ?? "7");
  if (!branch || !carClass) throw new Error("seed missing");
  count += 1;
  const dropOffAt = new Date(NOW.getTime() + (options.dropOffInDays ?? -2) * DAY);
  const pickupAt = new Date(dropOffAt.getTime() - 3 * DAY);
  const status = options.status ?? "confirmed";
  const [reservation] = await db
    .insert(reservations)
    .values({
      reference: generateReservationReference(),
      status,
      carClassId: carClass.carClassId,
      pickupBranchId: branch.id,
      dropOffBranchId: branch.id,
      pickupAt,
      dropOffAt,
      customerDetails: {
        firstName: options.firstName ?? "Aroha",
        lastName: options.lastName ?? "Ngata",
        email: `reviews-${count}@example.co.nz`,
        phone: "021 555 0101",
        country: "New Zealand",
        travelReason: "Leisure",
      },
      holdExpiresAt: status === "held" ? new Date(NOW.getTime() + 300_000) : null,
      confirmedAt: status === "confirmed" ? pickupAt : null,
      cancelledAt: status === "cancelled" ? pickupAt : null,
    })
    .returning();
  if (options.returned) {
    const [vehicle] = await db
      .insert(vehicles)
      .values({
        fleetNumber: `REVIEWS-TEST-${count}`,
        registration: `RVW${count}`,
        branchId: branch.id,
        carClassId: carClass.carClassId,
      })
      .returning();
    await db.insert(rentals).values({
      reservationId: reservation.id,
      vehicleId: vehicle.id,
      pickedUpAt: new Date(NOW.getTime() - 2 * DAY),
      pickupOdometerKm: 1000,
      pickupFuelPercent: 100,
      pickupChecks: { licenceSeen: true, cardSeen: true, damageWalkaround: true },
      returnedAt: new Date(NOW.getTime() - DAY),
      returnOdometerKm: 1200,
      returnBranchId: branch.id,
    });
  }
  const [row] = await db
    .insert(feedback)
    .values({
      reservationId: reservation.id,
      rating: options.rating ?? 5,
      wouldRecommend: true,
      comments: options.comments ?? `Review number ${count}`,
      publicPermission: options.publicPermission ?? true,
      hiddenAt: options.hidden ? NOW : null,
      createdAt: new Date(NOW.getTime() - (100 - count) * 1000),
    })
    .returning();
  const returnedAt = options.returned ? new Date(NOW.getTime() - DAY) : null;
  return { reservation, feedback: row, returnedAt, branchId: branch.id, carClassId: carClass.carClassId };
}

async function staffOf(userType: "Staff" | "Admin") {
  const email = DEMO_ACCOUNTS.find((account) => account.userType === userType)!.email;
  const db = await getDb();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const account = await findStaffAccount(user.id);
  if (!account) throw new Error("demo staff missing");
  return account;
}

describe("the completed-rental rule", () => {
  const past = new Date(NOW.getTime() - DAY);
  const future = new Date(NOW.getTime() + DAY);

  it("counts a confirmed booking whose drop-off has passed, or which was returned", () => {
    expect(isCompletedRental({ status: "confirmed", dropOffAt: past }, NOW)).toBe(true);
    expect(isCompletedRental({ status: "confirmed", dropOffAt: NOW }, NOW)).toBe(true);
    expect(isCompletedRental({ status: "confirmed", dropOffAt: future }, NOW)).toBe(false);
    expect(isCompletedRental({ status: "confirmed", dropOffAt: future, returnedAt: past }, NOW)).toBe(true);
  });

  it("never counts a cancelled, held or unpaid booking", () => {
    for (const status of ["cancelled", "held", "payment_pending"])
      expect(isCompletedRental({ status, dropOffAt: past, returnedAt: past }, NOW)).toBe(false);
  });

  it("leaves out a review staff have hidden", () => {
    expect(countsAsReview({ status: "confirmed", dropOffAt: past, hiddenAt: null }, NOW)).toBe(true);
    expect(countsAsReview({ status: "confirmed", dropOffAt: past, hiddenAt: past }, NOW)).toBe(false);
  });

  it("is the same rule in SQL: only completed rentals' feedback is counted", async () => {
    const made = [
      await reviewed({ classCode: "9", rating: 5 }),
      await reviewed({ classCode: "9", rating: 4, dropOffInDays: 3 }),
      await reviewed({ classCode: "9", rating: 3, dropOffInDays: 3, returned: true }),
      await reviewed({ classCode: "9", rating: 1, status: "cancelled" }),
      await reviewed({ classCode: "9", rating: 2, status: "held" }),
      await reviewed({ classCode: "9", rating: 2, hidden: true }),
    ];
    const expected = made.filter(({ reservation, feedback: row, returnedAt }) =>
      countsAsReview({ ...reservation, returnedAt, hiddenAt: row.hiddenAt }, NOW),
    );
    expect(expected.map((m) => m.feedback.rating)).toEqual([5, 3]);
    const totals = await ratingTotalsByClass(NOW);
    const classId = made[0].carClassId;
    // Demo reviews are of other classes: class 9 holds only this test's rows.
    expect(totals.get(classId)).toEqual({ count: 2, sum: 8 });
  });
});

describe("what is shown", () => {
  it("rounds the average to one decimal, halves up", () => {
    expect(averageRating(23, 5)).toBe(4.6);
    expect(averageRating(13, 3)).toBe(4.3);
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(93, 20)).toBe(4.7);
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(15, 3)).toBe(5);
  });

  it(`shows nothing below ${MIN_REVIEWS} reviews`, () => {
    expect(MIN_REVIEWS).toBe(3);
    expect(shownRating(undefined)).toBeNull();
    expect(shownRating({ count: 2, sum: 10 })).toBeNull();
    expect(shownRating({ count: 3, sum: 14 })).toEqual({ average: 4.7, count: 3 });
  });

  it("writes the card's text with one decimal", () => {
    expect(VERIFIED_REVIEWS_TEXT.cardRating(4.6, 23)).toBe("4.6 from 23 verified renters");
    expect(VERIFIED_REVIEWS_TEXT.cardRating(5, 3)).toBe("5.0 from 3 verified renters");
  });

  it("names the author by first name and initial, dated by month", () => {
    expect(reviewerName("Aroha", "ngata")).toBe("Aroha N.");
    expect(reviewerName(" Liam ", "")).toBe("Liam");
    expect(reviewerName(null, null)).toBe("A verified renter");
    expect(reviewMonth(new Date("2026-03-31T12:30:00Z"))).toBe("April 2026");
  });
});

describe("class ratings and branch reviews", () => {
  it("gives each class its rating from 3 counted reviews; hiding one takes it below", async () => {
    const made = [
      await reviewed({ classCode: "10", rating: 5 }),
      await reviewed({ classCode: "10", rating: 4 }),
      await reviewed({ classCode: "10", rating: 4, publicPermission: false }),
    ];
    const classId = made[0].carClassId;
    expect((await classRatings(NOW))[classId]).toEqual({ average: 4.3, count: 3 });
    const db = await getDb();
    await db.update(feedback).set({ hiddenAt: NOW }).where(eq(feedback.id, made[0].feedback.id));
    expect((await classRatings(NOW))[classId]).toBeUndefined();
    await db.update(feedback).set({ hiddenAt: null }).where(eq(feedback.id, made[0].feedback.id));
  });

  it("shows the demo classes at Auckland Airport: three with enough reviews, one without", async () => {
    const ratings = await classRatings(NOW);
    const id = async (code: string) => (await getCarClassByCode(code))!.carClassId;
    expect(ratings[await id("1")]).toEqual({ average: 4.6, count: 5 });
    expect(ratings[await id("6")]).toEqual({ average: 4.5, count: 4 });
    expect(ratings[await id("2")]).toEqual({ average: 4.3, count: 3 });
    expect(ratings[await id("4")]).toBeUndefined();
    expect(DEMO_REVIEWS.filter((review) => review.classCode === "4")).toHaveLength(2);
  });

  it("seeds the demo reviews once: seeding again adds nothing and keeps a hidden one hidden", async () => {
    const db = await getDb();
    const akl = (await getBranchByCode("AKL"))!;
    const before = await ratingTotalsForBranch(akl.id, NOW);
    await db
      .update(feedback)
      .set({ hiddenAt: NOW })
      .where(eq(feedback.id, demoReviewId(7)));
    await seedDemoReviews(db, new Date(NOW.getTime() + 40 * DAY));
    const [row] = await db
      .select()
      .from(feedback)
      .where(eq(feedback.id, demoReviewId(7)));
    expect(row.hiddenAt).not.toBeNull();
    expect((await ratingTotalsForBranch(akl.id, NOW)).count).toBe(before.count - 1);
    await db
      .update(feedback)
      .set({ hiddenAt: null })
      .where(eq(feedback.id, demoReviewId(7)));
    expect(await ratingTotalsForBranch(akl.id, NOW)).toEqual(before);
  });

  it("quotes a branch's recent reviews whose authors allowed it, with its average; none below 3", async () => {
    const branch = (await getBranchByCode("IVC"))!;
    await reviewed({ branchCode: "IVC", classCode: "8", rating: 5, comments: "First IVC review" });
    await reviewed({
      branchCode: "IVC",
      classCode: "8",
      rating: 4,
      comments: "Not for quoting",
      publicPermission: false,
    });
    expect(await branchVerifiedReviews(branch.id, NOW)).toBeNull();
    await reviewed({ branchCode: "IVC", classCode: "8", rating: 4, comments: "   " });
    await reviewed({
      branchCode: "IVC",
      classCode: "8",
      rating: 2,
      comments: "Hidden IVC review",
      hidden: true,
    });
    await reviewed({
      branchCode: "IVC",
      classCode: "8",
      rating: 3,
      comments: "Latest IVC review",
      firstName: "Mere",
      lastName: "Tane",
    });
    const shown = await branchVerifiedReviews(branch.id, NOW);
    expect(shown).not.toBeNull();
    expect(shown!.count).toBe(4);
    expect(shown!.average).toBe(4);
    expect(shown!.quotes.map((quote) => quote.comments)).toEqual(["Latest IVC review", "First IVC review"]);
    expect(shown!.quotes[0].author).toBe("Mere T.");
  });

  it(`quotes at most ${BRANCH_QUOTES_LIMIT}, most recent first`, async () => {
    const akl = (await getBranchByCode("AKL"))!;
    const shown = await branchVerifiedReviews(akl.id, NOW);
    expect(shown!.quotes.length).toBeLessThanOrEqual(BRANCH_QUOTES_LIMIT);
    expect(shown!.quotes[0].comments).toBe(DEMO_REVIEWS[0].comments);
  });
});

describe("/admin/reviews/", () => {
  it("lists a Staff member's branches only; Admin sees every branch", async () => {
    const made = await reviewed({ branchCode: "NSN", classCode: "1", comments: "Nelson review" });
    const staff = await staffOf("Staff");
    const admin = await staffOf("Admin");
    const staffList = await listReviewsForStaff(staff, NOW);
    expect(staffList.some((review) => review.id === demoReviewId(1))).toBe(true);
    expect(staffList.some((review) => review.id === made.feedback.id)).toBe(false);
    const adminList = await listReviewsForStaff(admin, NOW);
    expect(adminList.some((review) => review.id === made.feedback.id)).toBe(true);
  });

  it("answers the site's 404 for another branch's review or an unknown one", async () => {
    const made = await reviewed({ branchCode: "NSN", classCode: "1" });
    const staff = await staffOf("Staff");
    for (const feedbackId of [made.feedback.id, "no-such-review"]) {
      const thrown = await changeReviewVisibility(staff, { feedbackId, intent: "hide" }, NOW).catch(
        (error: unknown) => error,
      );
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(404);
    }
    const db = await getDb();
    const [row] = await db.select().from(feedback).where(eq(feedback.id, made.feedback.id));
    expect(row.hiddenAt).toBeNull();
  });

  it("hides and shows once each, audited, whatever the number of clicks", async () => {
    const made = await reviewed({ branchCode: "AKL", classCode: "16", comments: "Audit me" });
    const staff = await staffOf("Staff");
    const input = { feedbackId: made.feedback.id, intent: "hide" as const };
    expect(await changeReviewVisibility(staff, input, NOW)).toEqual({ outcome: "hidden", changed: true });
    expect(await changeReviewVisibility(staff, input, NOW)).toEqual({ outcome: "hidden", changed: false });
    const db = await getDb();
    const [hidden] = await db.select().from(feedback).where(eq(feedback.id, made.feedback.id));
    expect(hidden.hiddenByUserId).toBe(staff.id);
    const akl = (await getBranchByCode("AKL"))!;
    const quotes = (await branchVerifiedReviews(akl.id, NOW))!.quotes.map((quote) => quote.id);
    expect(quotes).not.toContain(made.feedback.id);

    const show = { feedbackId: made.feedback.id, intent: "show" as const };
    expect(await changeReviewVisibility(staff, show, NOW)).toEqual({ outcome: "shown", changed: true });
    expect(await changeReviewVisibility(staff, show, NOW)).toEqual({ outcome: "shown", changed: false });
    const events = await listAuditEvents({ entityType: "feedback", entityId: made.feedback.id });
    expect(events.map((event) => event.action).sort()).toEqual(["review.hide", "review.show"]);
    expect(events.every((event) => event.actorUserId === staff.id && event.branchId === akl.id)).toBe(true);
    const [shownAgain] = await db.select().from(feedback).where(eq(feedback.id, made.feedback.id));
    expect(shownAgain.hiddenAt).toBeNull();
  });

  it("refuses a form without a review or with another intent", () => {
    expect(reviewVisibilitySchema.safeParse({ feedbackId: "x", intent: "hide" }).success).toBe(true);
    expect(reviewVisibilitySchema.safeParse({ feedbackId: "x", intent: "delete" }).success).toBe(false);
    expect(reviewVisibilitySchema.safeParse({ feedbackId: "", intent: "show" }).success).toBe(false);
    expect(reviewVisibilitySchema.safeParse({ feedbackId: "x".repeat(101), intent: "show" }).success).toBe(
      false,
    );
  });
});

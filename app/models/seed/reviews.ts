import { inArray } from "drizzle-orm";
import type { Database } from "../database";
import { feedback, rentals, reservations, vehicles } from "../schema";
import { BRANCHES } from "./branches";
import { CAR_CLASSES } from "./car-classes";

type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Demo verified reviews (issue 23 item 8): a handful of completed rentals (returned, drop-off in
 * the past) with their customers' feedback, so a fresh database shows reviews on the branch pages
 * and ratings on the results cards. Seeded with the demo accounts (never in production unless
 * SEED_DEMO_ACCOUNTS asks for them).
 *
 * At Auckland Airport classes 1 (5 reviews, 4.6), 6 (4, 4.5) and 2 (3, 4.3) reach the minimum of
 * three; class 4 has two, so it shows nothing. Wellington has three of class 3.
 *
 * Rows have fixed ids and are only ever inserted: a review staff have hidden stays hidden across
 * restarts. Dates are set relative to the first seeding.
 */
export type DemoReview = {
  /** 1 to 99: the row ids ("demo-review-07") and booking references ("GO7770007"). */
  n: number;
  branchCode: string;
  classCode: string;
  /** Days between the drop-off and the seeding. */
  droppedOffDaysAgo: number;
  days: number;
  rating: number;
  comments: string;
  publicPermission: boolean;
  firstName: string;
  lastName: string;
};

export const DEMO_REVIEWS: DemoReview[] = [
  {
    n: 1,
    branchCode: "AKL",
    classCode: "1",
    droppedOffDaysAgo: 3,
    days: 4,
    rating: 5,
    comments: "Quick pick-up at the airport and the Yaris was spotless. Would rent again.",
    publicPermission: true,
    firstName: "Aroha",
    lastName: "Ngata",
  },
  {
    n: 2,
    branchCode: "AKL",
    classCode: "6",
    droppedOffDaysAgo: 5,
    days: 7,
    rating: 4,
    comments: "Plenty of room for four of us and our bags on the road to Taupō.",
    publicPermission: true,
    firstName: "Liam",
    lastName: "Walker",
  },
  {
    n: 3,
    branchCode: "AKL",
    classCode: "1",
    droppedOffDaysAgo: 9,
    days: 3,
    rating: 4,
    comments: "Good little car for the city; the shuttle came within ten minutes.",
    publicPermission: true,
    firstName: "Mei",
    lastName: "Chen",
  },
  {
    n: 4,
    branchCode: "AKL",
    classCode: "2",
    droppedOffDaysAgo: 14,
    days: 5,
    rating: 5,
    comments: "Friendly team at the counter and an easy return before our early flight.",
    publicPermission: true,
    firstName: "Sophie",
    lastName: "Martin",
  },
  {
    n: 5,
    branchCode: "AKL",
    classCode: "6",
    droppedOffDaysAgo: 20,
    days: 10,
    rating: 5,
    comments: "The RAV4 handled the Coromandel roads with ease. Great value for ten days.",
    publicPermission: true,
    firstName: "James",
    lastName: "O'Connor",
  },
  {
    n: 6,
    branchCode: "AKL",
    classCode: "4",
    droppedOffDaysAgo: 26,
    days: 6,
    rating: 5,
    comments: "Comfortable SUV and clear instructions for the after-hours drop-off.",
    publicPermission: true,
    firstName: "Hannah",
    lastName: "Schmidt",
  },
  {
    n: 7,
    branchCode: "AKL",
    classCode: "1",
    droppedOffDaysAgo: 33,
    days: 2,
    rating: 5,
    comments: "Great value.",
    publicPermission: false,
    firstName: "Tom",
    lastName: "Baker",
  },
  {
    n: 8,
    branchCode: "AKL",
    classCode: "2",
    droppedOffDaysAgo: 41,
    days: 4,
    rating: 4,
    comments: "Car was clean and economical. Pick-up queue was a little long at midday.",
    publicPermission: true,
    firstName: "Priya",
    lastName: "Patel",
  },
  {
    n: 9,
    branchCode: "AKL",
    classCode: "6",
    droppedOffDaysAgo: 55,
    days: 8,
    rating: 5,
    comments: "",
    publicPermission: false,
    firstName: "Noah",
    lastName: "Williams",
  },
  {
    n: 10,
    branchCode: "AKL",
    classCode: "1",
    droppedOffDaysAgo: 68,
    days: 5,
    rating: 5,
    comments: "Smooth from start to finish, and the car used hardly any fuel.",
    publicPermission: true,
    firstName: "Emma",
    lastName: "Thompson",
  },
  {
    n: 11,
    branchCode: "AKL",
    classCode: "4",
    droppedOffDaysAgo: 80,
    days: 3,
    rating: 3,
    comments: "Fine car, but we waited for the shuttle on the way back.",
    publicPermission: true,
    firstName: "Lucas",
    lastName: "Dubois",
  },
  {
    n: 12,
    branchCode: "AKL",
    classCode: "6",
    droppedOffDaysAgo: 95,
    days: 12,
    rating: 4,
    comments: "Reliable for a long trip around Northland.",
    publicPermission: true,
    firstName: "Olivia",
    lastName: "Brown",
  },
  {
    n: 13,
    branchCode: "AKL",
    classCode: "2",
    droppedOffDaysAgo: 110,
    days: 6,
    rating: 4,
    comments: "No surprises on the price and a very easy return.",
    publicPermission: true,
    firstName: "Kenji",
    lastName: "Sato",
  },
  {
    n: 14,
    branchCode: "AKL",
    classCode: "1",
    droppedOffDaysAgo: 130,
    days: 3,
    rating: 4,
    comments: "Handy for a weekend in Auckland; easy to park.",
    publicPermission: true,
    firstName: "Grace",
    lastName: "Kim",
  },
  {
    n: 15,
    branchCode: "WLG",
    classCode: "3",
    droppedOffDaysAgo: 12,
    days: 4,
    rating: 5,
    comments: "Picked up right by the terminal and straight onto the coast road. Lovely car.",
    publicPermission: true,
    firstName: "Ruby",
    lastName: "Taylor",
  },
  {
    n: 16,
    branchCode: "WLG",
    classCode: "3",
    droppedOffDaysAgo: 47,
    days: 3,
    rating: 5,
    comments: "Helpful staff who sorted the ferry booking change for us.",
    publicPermission: true,
    firstName: "Ben",
    lastName: "Harris",
  },
  {
    n: 17,
    branchCode: "WLG",
    classCode: "3",
    droppedOffDaysAgo: 90,
    days: 5,
    rating: 4,
    comments: "Clean, quiet and comfortable.",
    publicPermission: true,
    firstName: "Isla",
    lastName: "Wilson",
  },
];

const DAY = 24 * 3600 * 1000;

export function demoReviewId(n: number): string {
  return `demo-review-${String(n).padStart(2, "0")}`;
}

export function demoReviewReference(n: number): string {
  return `GO77700${String(n).padStart(2, "0")}`;
}

/** Inserts the demo rentals and their feedback that are not there yet (fast: four statements). */
export async function seedDemoReviews(db: Executor, now: Date = new Date()): Promise<void> {
  const branchIdOf = new Map(BRANCHES.map((branch) => [branch.code, branch.id]));
  const classIdOf = new Map(CAR_CLASSES.map((carClass) => [carClass.classCode, carClass.carClassId]));
  // Ten in the morning, New Zealand time (21:00 UTC the day before), for every drop-off.
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 21));
  const rows = DEMO_REVIEWS.flatMap((review) => {
    const branchId = branchIdOf.get(review.branchCode);
    const carClassId = classIdOf.get(review.classCode);
    if (branchId === undefined || carClassId === undefined) return [];
    const dropOffAt = new Date(today.getTime() - review.droppedOffDaysAgo * DAY - DAY);
    const pickupAt = new Date(dropOffAt.getTime() - review.days * DAY);
    return [{ review, branchId, carClassId, pickupAt, dropOffAt }];
  });
  if (rows.length === 0) return;

  await db
    .insert(reservations)
    .values(
      rows.map(({ review, branchId, carClassId, pickupAt, dropOffAt }) => ({
        id: demoReviewId(review.n),
        reference: demoReviewReference(review.n),
        status: "confirmed" as const,
        carClassId,
        pickupBranchId: branchId,
        dropOffBranchId: branchId,
        pickupAt,
        dropOffAt,
        customerDetails: {
          firstName: review.firstName,
          lastName: review.lastName,
          email: `demo-renter-${String(review.n).padStart(2, "0")}@example.co.nz`,
          phone: "021 555 0100",
          country: "New Zealand",
          travelReason: "Leisure",
        },
        total: review.days * 65,
        stepComplete: 4,
        confirmedAt: new Date(pickupAt.getTime() - 30 * DAY),
        createdAt: new Date(pickupAt.getTime() - 30 * DAY),
      })),
    )
    .onConflictDoNothing();

  // A reference already taken by a real booking leaves that demo row out: only ours go on.
  const ids = rows.map(({ review }) => demoReviewId(review.n));
  const present = new Set(
    (await db.select({ id: reservations.id }).from(reservations).where(inArray(reservations.id, ids))).map(
      (row) => row.id,
    ),
  );
  const kept = rows.filter(({ review }) => present.has(demoReviewId(review.n)));
  if (kept.length === 0) return;

  const fleetNumbers = kept.map(({ review }) => `${review.branchCode}-${review.classCode}-01`);
  const fleet = await db
    .select({ id: vehicles.id, fleetNumber: vehicles.fleetNumber })
    .from(vehicles)
    .where(inArray(vehicles.fleetNumber, fleetNumbers));
  const vehicleIdOf = new Map(fleet.map((row) => [row.fleetNumber, row.id]));
  const returned = kept.flatMap(({ review, branchId, pickupAt, dropOffAt }) => {
    const vehicleId = vehicleIdOf.get(`${review.branchCode}-${review.classCode}-01`);
    if (vehicleId === undefined) return [];
    const pickupOdometerKm = 20_000 + review.n * 1_500;
    return [
      {
        reservationId: demoReviewId(review.n),
        vehicleId,
        pickedUpAt: pickupAt,
        pickupOdometerKm,
        pickupFuelPercent: 100,
        pickupChecks: { licenceSeen: true, cardSeen: true, damageWalkaround: true },
        returnedAt: new Date(dropOffAt.getTime() - 3600 * 1000),
        returnBranchId: branchId,
        returnOdometerKm: pickupOdometerKm + review.days * 180,
        returnFuelPercent: 100,
      },
    ];
  });
  if (returned.length > 0) await db.insert(rentals).values(returned).onConflictDoNothing();

  await db
    .insert(feedback)
    .values(
      kept.map(({ review, dropOffAt }) => ({
        id: demoReviewId(review.n),
        reservationId: demoReviewId(review.n),
        rating: review.rating,
        wouldRecommend: review.rating >= 4,
        comments: review.comments,
        publicPermission: review.publicPermission,
        createdAt: new Date(dropOffAt.getTime() + 5 * 3600 * 1000),
        updatedAt: new Date(dropOffAt.getTime() + 5 * 3600 * 1000),
      })),
    )
    .onConflictDoNothing();
}

import { eq } from "drizzle-orm";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { getCarClassByCode } from "~/models/catalog/car-classes.server";
import { getDb } from "~/models/db.server";
import { approvePayment, createPayment } from "~/models/reservations/payments.server";
import type { Reservation } from "~/models/reservations/reservations.server";
import { reservations } from "~/models/schema";
import { confirmReservation, holdVehicle } from "~/services/booking/availability/claims.server";
import type { PriceBreakdown } from "~/services/booking/pricing/rules";
import { currentChoice, loadChangeCatalog, priceChoice } from "~/services/changes/change/pricing.server";

/**
 * A confirmed booking that may change online, as the booking flow leaves it: a car held and
 * confirmed at Queenstown Airport (at `pickupAt`, or `start` days from now, else a few weeks; 4
 * days), priced with the booking's own rules, and paid by card through the gateway (an approved
 * payment, card ending 4242) or on a business account. `owner` makes it a signed-in customer's
 * (userId) or a business account's (agentId).
 */

const DAY = 86_400_000;
let count = 0;

export async function changeableBooking(
  options: {
    /** When the car is picked up (default: `start` days from now, else a few weeks). */
    pickupAt?: Date;
    start?: number;
    extras?: { code: string; quantity: number }[];
    insuranceCode?: string;
    /** The promo as booked (kept on the booking even if the code has lapsed since). */
    discount?: { code: string; percent: number };
    owner?: { userId?: string; agentId?: string };
    hotDealId?: number;
    /** What was paid (default the total); false: nothing yet. */
    paid?: number | false;
    paidBy?: "credit-card" | "on-account";
  } = {},
): Promise<Reservation> {
  const branch = await getBranchByCode("ZQN");
  const carClass = await getCarClassByCode("C");
  if (!branch || !carClass) throw new Error("seed missing");
  count += 1;
  // Each booking its own days by default, so the branch's few cars of the class never run out.
  const pickupAt = options.pickupAt ?? new Date(Date.now() + (options.start ?? 10 + count * 5) * DAY);
  if (!options.pickupAt) pickupAt.setUTCHours(21, 0, 0, 0);
  const paidBy = options.paidBy ?? "credit-card";
  const held = await holdVehicle({
    carClassId: carClass.carClassId,
    pickupBranchId: branch.id,
    dropOffBranchId: branch.id,
    pickupAt,
    dropOffAt: new Date(pickupAt.getTime() + 4 * DAY),
    extras: options.extras ?? [],
    insuranceCode: options.insuranceCode ?? "basic",
    customerDetails: {
      firstName: "Aroha",
      lastName: "Ngata",
      email: `change-${count}-${Date.now()}@example.co.nz`,
      phone: "021 555 0101",
      country: "New Zealand",
      travelReason: "Leisure",
      flightNumber: "NZ601",
    },
  });
  if (!held.ok) throw new Error("no car for the test booking");
  const confirmed = await confirmReservation(held.reservation.id);
  if (!confirmed.ok) throw new Error("not confirmed");
  // Priced as the booking flow would: the class's rate, with the promo percent when given.
  const seed = {
    ...confirmed.reservation,
    priceBreakdown: {
      days: 4,
      season: null,
      vehicle: { classCode: carClass.classCode, baseDailyRate: 60, dailyRate: 60 },
      oneWayFee: 0,
      shuttle: null,
      discount: options.discount ? { ...options.discount, amount: 0 } : null,
      processingFee: paidBy === "credit-card" ? { cardType: "MC", percent: 2 } : null,
    } as unknown as PriceBreakdown,
  };
  const priced = await priceChoice(seed, currentChoice(seed), await loadChangeCatalog());
  if (!priced) throw new Error("not priced");
  // The promo as booked (pricing the seed again may have dropped a lapsed one).
  const breakdown = options.discount
    ? { ...priced.breakdown, discount: priced.breakdown.discount ?? { ...options.discount, amount: 0 } }
    : priced.breakdown;
  const db = await getDb();
  const [row] = await db
    .update(reservations)
    .set({
      priceBreakdown: breakdown,
      total: breakdown.total,
      hotDealId: options.hotDealId ?? null,
      userId: options.owner?.userId ?? null,
      agentId: options.owner?.agentId ?? null,
    })
    .where(eq(reservations.id, held.reservation.id))
    .returning();
  if (options.paid !== false) {
    const { payment } = await createPayment({
      reservationId: row.id,
      method: paidBy,
      amount: options.paid ?? row.total,
      idempotencyKey: `test:${row.id}:${paidBy}:1`,
    });
    await approvePayment(payment.id, { providerReference: `sbx_test_${row.id}`, cardLast4: "4242" });
  }
  return row;
}

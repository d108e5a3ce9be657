import { and, count, eq, gt, inArray, ne, or } from "drizzle-orm";
import { getDb } from "../db.server";
import { normalisePromoCode } from "./promo-code";
import { aaMembers, promoCodes, reservations } from "../schema";

export type PromoCode = typeof promoCodes.$inferSelect;
export type AaMember = typeof aaMembers.$inferSelect;

/** The promo code row (any case, any padding); null when there is none. */
export async function getPromoCode(code: string): Promise<PromoCode | null> {
  const normalised = normalisePromoCode(code);
  if (!normalised) return null;
  const db = await getDb();
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, normalised)).limit(1);
  return promo ?? null;
}

/**
 * How many bookings use a promo code: confirmed, awaiting payment, or held with the hold still
 * running at `now`; `exceptReservationId` (the customer's own booking) is not counted.
 */
export async function countPromoUses(
  code: string,
  options: { now?: Date; exceptReservationId?: string | null } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const db = await getDb();
  const [row] = await db
    .select({ uses: count() })
    .from(reservations)
    .where(
      and(
        eq(reservations.promoCode, normalisePromoCode(code)),
        or(
          inArray(reservations.status, ["confirmed", "payment_pending"]),
          and(eq(reservations.status, "held"), gt(reservations.holdExpiresAt, now)),
        ),
        options.exceptReservationId ? ne(reservations.id, options.exceptReservationId) : undefined,
      ),
    );
  return Number(row?.uses ?? 0);
}

/** The AA member of a membership number (exactly as given); null when there is none. */
export async function getAaMember(memberNumber: string): Promise<AaMember | null> {
  const db = await getDb();
  const [member] = await db.select().from(aaMembers).where(eq(aaMembers.memberNumber, memberNumber)).limit(1);
  return member ?? null;
}

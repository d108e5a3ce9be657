import { eq } from "drizzle-orm";
import { getDb } from "./db.server";
import { normalisePromoCode } from "./promo-code";
import { aaMembers, promoCodes } from "./schema";

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

/** The AA member of a membership number (exactly as given); null when there is none. */
export async function getAaMember(memberNumber: string): Promise<AaMember | null> {
  const db = await getDb();
  const [member] = await db.select().from(aaMembers).where(eq(aaMembers.memberNumber, memberNumber)).limit(1);
  return member ?? null;
}

import { eq } from "drizzle-orm";
// eslint-disable-next-line import/no-restricted-paths -- moved by the models branch
import { nzDate } from "~/services/booking/pricing";
// eslint-disable-next-line import/no-restricted-paths -- moved by the models branch
import { normalisePromoCode, promoStatus, type PromoStatus } from "~/services/booking/promo/rules";
import { getDb } from "./db.server";
import { aaMembers, promoCodes } from "./schema";

export type PromoCode = typeof promoCodes.$inferSelect;

export type PromoLookup =
  | { status: "active"; promo: PromoCode }
  | { status: Exclude<PromoStatus, "active">; promo: PromoCode }
  | { status: "unknown"; promo: null };

/** "YYYY-MM-DD" as is; a Date as its New Zealand calendar date. */
function toNzDate(onDate: Date | string): string {
  return typeof onDate === "string" ? onDate : nzDate(onDate);
}

/**
 * A promo code (any case, any padding) and whether it can be used on a date (New Zealand date of
 * `onDate`, default now): unknown, inactive, not yet valid, expired or active.
 */
export async function lookupPromo(code: string, onDate: Date | string = new Date()): Promise<PromoLookup> {
  const normalised = normalisePromoCode(code);
  if (!normalised) return { status: "unknown", promo: null };
  const db = await getDb();
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, normalised)).limit(1);
  if (!promo) return { status: "unknown", promo: null };
  const status = promoStatus(promo, toNzDate(onDate));
  return status === "active" ? { status, promo } : { status, promo };
}

/** The promo code if it exists, is switched on and is valid on the date; otherwise null. */
export async function findActivePromo(code: string, onDate: Date | string = new Date()): Promise<PromoCode | null> {
  const result = await lookupPromo(code, onDate);
  return result.status === "active" ? result.promo : null;
}

/**
 * The embedded AA membership check (GET /booking/validateAAMembership): true when the number,
 * trimmed, is a known member number that is active and not past its expiry date (New Zealand
 * date of `onDate`). Anything that is not 1 to 16 digits is refused without a query.
 */
export async function isValidAaMember(number: string, onDate: Date | string = new Date()): Promise<boolean> {
  const wanted = (number ?? "").trim();
  if (!/^\d{1,16}$/.test(wanted)) return false;
  const db = await getDb();
  const [member] = await db.select().from(aaMembers).where(eq(aaMembers.memberNumber, wanted)).limit(1);
  if (!member || !member.isActive) return false;
  return member.expiresOn === null || toNzDate(onDate) <= member.expiresOn;
}

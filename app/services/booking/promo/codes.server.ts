/**
 * Whether a promo code or an AA membership number can be used on a date (spec sections 4 and 5):
 * the rules over the stored codes and members.
 */
import {
  countPromoUses,
  getAaMember,
  getPromoCode,
  type PromoCode,
} from "~/models/catalog/promo-codes.server";
import { nzDate } from "../pricing/rules";
import { promoStatus, type PromoStatus } from "./rules";

export type { PromoCode };

export type PromoLookup =
  | { status: "active"; promo: PromoCode }
  | { status: Exclude<PromoStatus, "active">; promo: PromoCode }
  | { status: "unknown"; promo: null };

/** "YYYY-MM-DD" as is; a Date as its New Zealand calendar date. */
function toNzDate(onDate: Date | string): string {
  return typeof onDate === "string" ? onDate : nzDate(onDate);
}

/** Whose booking asks: its own use of the code is not counted against the usage limit. */
export type PromoUseOptions = { exceptReservationId?: string | null; now?: Date };

/**
 * A promo code (any case, any padding) and whether it can be used on a date (New Zealand date of
 * `onDate`, default now): unknown, inactive, withdrawn, not yet valid, expired, used up or active.
 * The uses are counted only for a code with a usage limit.
 */
export async function lookupPromo(
  code: string,
  onDate: Date | string = new Date(),
  options: PromoUseOptions = {},
): Promise<PromoLookup> {
  const promo = await getPromoCode(code);
  if (!promo) return { status: "unknown", promo: null };
  const uses = promo.usageLimit != null ? await countPromoUses(promo.code, options) : 0;
  const status = promoStatus(promo, toNzDate(onDate), uses);
  return status === "active" ? { status, promo } : { status, promo };
}

/** The promo code if it exists, is switched on, not withdrawn, valid on the date and not used up; otherwise null. */
export async function findActivePromo(
  code: string,
  onDate: Date | string = new Date(),
  options: PromoUseOptions = {},
): Promise<PromoCode | null> {
  const result = await lookupPromo(code, onDate, options);
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
  const member = await getAaMember(wanted);
  if (!member || !member.isActive) return false;
  return member.expiresOn === null || toNzDate(onDate) <= member.expiresOn;
}

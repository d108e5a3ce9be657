/**
 * /admin/promo-codes/ (issue 21 item 6): head office creates codes, withdraws them and sees the
 * confirmed bookings that used them. A code that exists is refused beside the field (the table's
 * primary key decides, so two admins creating the same code at once still get one). The booking
 * flow honours withdrawal and the usage limit (booking/promo/rules.ts promoStatus).
 */
import {
  inPricingTransaction,
  insertPromoCode,
  listPromoCodesWithUses,
  listPromoUses,
  withdrawPromoCode,
} from "~/models/catalog/pricing-admin.server";
import { normalisePromoCode } from "~/models/catalog/promo-code";
import { recordAudit, type AuditActor } from "../audit/audit.server";
import type { PromoCodeInput } from "./forms";
import type { ChangeResult } from "./rates.server";
import { PRICING_MESSAGES } from "./text";

export async function loadPromoCodesPage(usesOf: string | null) {
  const codes = await listPromoCodesWithUses();
  const wanted = usesOf ? normalisePromoCode(usesOf) : null;
  const shown = wanted ? (codes.find((promo) => promo.code === wanted) ?? null) : null;
  return { codes, uses: shown ? { code: shown.code, bookings: await listPromoUses(shown.code) } : null };
}

/** /admin/promo-codes/'s view: the codes, the bookings of one (`?uses=<code>`), the last change done. */
export async function promoCodesPage(params: URLSearchParams) {
  return { ...(await loadPromoCodesPage(params.get("uses"))), done: params.get("done") };
}
export type PromoCodesPage = Awaited<ReturnType<typeof promoCodesPage>>;

export async function createPromoCode(actor: AuditActor, input: PromoCodeInput): Promise<ChangeResult> {
  return inPricingTransaction(async (tx): Promise<ChangeResult> => {
    const row = await insertPromoCode(tx, {
      code: input.code,
      description: input.description,
      discountPercent: input.percent,
      validFrom: input.validFrom,
      validTo: input.validTo,
      usageLimit: input.usageLimit,
      requiresAaNumber: input.requiresAaNumber,
      isActive: true,
    });
    if (!row) return { ok: false, field: "code", message: PRICING_MESSAGES.promoCodeExists };
    await recordAudit(
      actor,
      { action: "promo-code.create", entityType: "promo_code", entityId: row.code, before: null, after: row },
      tx,
    );
    return { ok: true };
  });
}

/** Withdraws a code: no longer accepted; bookings that used it keep their discount. Once only. */
export async function withdrawCode(actor: AuditActor, code: string, now: Date = new Date()): Promise<void> {
  await inPricingTransaction(async (tx) => {
    const before = await withdrawPromoCode(tx, normalisePromoCode(code), now);
    if (!before) return;
    await recordAudit(
      actor,
      {
        action: "promo-code.withdraw",
        entityType: "promo_code",
        entityId: before.code,
        before,
        after: { ...before, withdrawnAt: now },
      },
      tx,
    );
  });
}

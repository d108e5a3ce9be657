/**
 * /admin/currencies/ (issue 34 item 4): head office sets how many units of each visitor currency
 * one NZD buys. Each save is audited with the rate before and after, in the same transaction, and
 * clears the catalogue cache so this process shows it to visitors at once (ADR 0093).
 */
import {
  forgetCachedRates,
  listCurrencyRates,
  putCurrencyRate,
  readCurrencyRateNow,
} from "~/models/catalog/currency-rates.server";
import { inPricingTransaction } from "~/models/catalog/pricing-admin.server";
import { rateIsFresh, VISITOR_CURRENCIES } from "../../platform/currency/currencies";
import { formatNzDateTime } from "../../platform/dates";
import { recordAudit, type AuditActor } from "../audit/audit.server";
import type { CurrencyRateInput } from "./forms";

/** The page: every visitor currency with its rate, when and by whom it was set, and whether visitors see it. */
export async function currenciesPage(params: URLSearchParams, now: Date = new Date()) {
  const rates = await listCurrencyRates();
  return {
    done: params.get("done"),
    currencies: VISITOR_CURRENCIES.map((code) => {
      const row = rates.find((rate) => rate.currencyCode === code);
      return {
        code,
        unitsPerNzd: row ? normaliseRate(row.unitsPerNzd) : null,
        setAt: row ? formatNzDateTime(new Date(row.setAt)) : null,
        setBy: row?.setByEmail ?? null,
        shown: row ? rateIsFresh(row.setAt, now) : false,
      };
    }),
  };
}
export type CurrenciesPage = Awaited<ReturnType<typeof currenciesPage>>;

/** "0.912300" as stored → "0.9123", as head office typed it. */
function normaliseRate(stored: string): string {
  return stored.includes(".") ? stored.replace(/\.?0+$/, "") : stored;
}

/** Sets a currency's rate now, as `actor`, audited. */
export async function setCurrencyRate(
  actor: AuditActor,
  input: CurrencyRateInput,
  now: Date = new Date(),
): Promise<void> {
  await inPricingTransaction(async (tx) => {
    const before = await readCurrencyRateNow(input.currency, tx);
    const after = {
      currencyCode: input.currency,
      unitsPerNzd: input.unitsPerNzd,
      setAt: now,
      setByUserId: actor.id,
      setByEmail: actor.email,
    };
    await putCurrencyRate(after, tx);
    await recordAudit(
      actor,
      {
        action: "currency_rate.set",
        entityType: "currency_rate",
        entityId: input.currency,
        before: before ? { unitsPerNzd: before.unitsPerNzd, setAt: before.setAt.toISOString() } : null,
        after: { unitsPerNzd: input.unitsPerNzd, setAt: now.toISOString() },
      },
      tx,
    );
  });
  forgetCachedRates();
}

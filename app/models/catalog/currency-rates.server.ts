import { eq } from "drizzle-orm";
import { cachedCatalog, clearCatalogCache } from "./catalog-cache.server";
import type { DbExecutor } from "./car-classes.server";
import { getDb } from "../db.server";
import { currencyRates } from "../schema";

/**
 * The exchange rates head office sets (/admin/currencies/, issue 34 item 4). Every page reads
 * them for the visitor's currency, so they go through the catalogue cache (ADR 0061) like the
 * other back-office settings: a saved rate clears it, so this process shows it at once and the
 * others within CATALOG_CACHE_SECONDS.
 */
export type CurrencyRateRow = {
  currencyCode: string;
  /** Units of the currency per 1 NZD, exact as stored ("0.912345"). */
  unitsPerNzd: string;
  setAt: Date;
  setByEmail: string;
};

async function readRates(executor?: DbExecutor): Promise<CurrencyRateRow[]> {
  const db = executor ?? (await getDb());
  return db
    .select({
      currencyCode: currencyRates.currencyCode,
      unitsPerNzd: currencyRates.unitsPerNzd,
      setAt: currencyRates.setAt,
      setByEmail: currencyRates.setByEmail,
    })
    .from(currencyRates)
    .orderBy(currencyRates.currencyCode);
}

/** Every rate set so far (cached). */
export function listCurrencyRates(): Promise<CurrencyRateRow[]> {
  return cachedCatalog("currency-rates", () => readRates());
}

/** One currency's rate read now, in the change's transaction (for the audit's "before"). */
export async function readCurrencyRateNow(
  currencyCode: string,
  executor: DbExecutor,
): Promise<CurrencyRateRow | null> {
  const [row] = await executor
    .select({
      currencyCode: currencyRates.currencyCode,
      unitsPerNzd: currencyRates.unitsPerNzd,
      setAt: currencyRates.setAt,
      setByEmail: currencyRates.setByEmail,
    })
    .from(currencyRates)
    .where(eq(currencyRates.currencyCode, currencyCode))
    .for("update");
  return row ?? null;
}

/** Sets a currency's rate (insert or replace) as `staff` at `setAt`. */
export async function putCurrencyRate(
  row: { currencyCode: string; unitsPerNzd: string; setAt: Date; setByUserId: string; setByEmail: string },
  executor: DbExecutor,
): Promise<void> {
  const { currencyCode, ...values } = row;
  await executor
    .insert(currencyRates)
    .values(row)
    .onConflictDoUpdate({ target: currencyRates.currencyCode, set: values });
}

/** A saved rate is shown at once on this process. */
export const forgetCachedRates = clearCatalogCache;

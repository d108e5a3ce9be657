import { eq } from "drizzle-orm";
import { cachedCatalog } from "./catalog-cache.server";
import type { DbExecutor } from "./car-classes.server";
import { getDb } from "../db.server";
import { siteSettings } from "../schema";

/**
 * Settings head office edits in the back office (site_settings: the one-way fees, the promo bar),
 * by key. Read through the catalogue cache like the rest of the catalogue (ADR 0061): a change is
 * seen at once by the process that made it (it clears the cache) and by the others within
 * CATALOG_CACHE_SECONDS. The value is whatever JSON was stored; the service that owns the key
 * checks its shape and falls back to its defaults.
 */
export const SITE_SETTING_KEYS = { oneWayFees: "one-way-fees", promoBar: "promo-bar" } as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[keyof typeof SITE_SETTING_KEYS];

async function readAllSettings(): Promise<Map<string, unknown>> {
  const db = await getDb();
  const rows = await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings);
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** The stored value of a key (cached), or null when head office never set it. */
export async function getSiteSetting(key: SiteSettingKey): Promise<unknown> {
  const all = await cachedCatalog("site-settings", readAllSettings);
  return all.get(key) ?? null;
}

/** The stored value of a key read now, in the change's transaction (for the audit's "before"). */
export async function readSiteSettingNow(key: SiteSettingKey, executor?: DbExecutor): Promise<unknown> {
  const db = executor ?? (await getDb());
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, key));
  return row?.value ?? null;
}

/** Stores a key's value (insert or replace). */
export async function deleteSiteSetting(key: SiteSettingKey, executor?: DbExecutor): Promise<void> {
  const db = executor ?? (await getDb());
  await db.delete(siteSettings).where(eq(siteSettings.key, key));
}

export async function putSiteSetting(
  key: SiteSettingKey,
  value: unknown,
  executor?: DbExecutor,
): Promise<void> {
  const db = executor ?? (await getDb());
  await db
    .insert(siteSettings)
    .values({ key, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
}

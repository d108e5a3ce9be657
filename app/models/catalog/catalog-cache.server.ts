import { getConfig } from "~/config.server";

/**
 * The catalogue (branches, car classes, lookups, contact numbers, campaigns, rate seasons, the
 * active deals; not the fleet, which staff change: ADR 0074) changes only when it is seeded or
 * migrated, never through the site, yet every page reads some of it and a results page read the
 * branch list four times. Each process
 * keeps what it read for CATALOG_CACHE_SECONDS (30 by default), so a re-seed reaches every instance
 * within that time (docs/decisions/0061-catalogue-cache.md). Reservations, holds, sessions and
 * anything a visitor writes are never kept here, and booking transactions read in the transaction.
 */
type Entry = { expiresAt: number; value: Promise<unknown> };

const entries = new Map<string, Entry>();

/**
 * The value under `key`, loaded once per expiry. Concurrent callers share one load; a failed load
 * is not kept. Callers must not mutate what they get: it is shared.
 */
export function cachedCatalog<T>(key: string, load: () => Promise<T>, now: number = Date.now()): Promise<T> {
  const ttlMs = getConfig().catalogCacheSeconds * 1000;
  if (ttlMs <= 0) return load();
  const entry = entries.get(key);
  if (entry && entry.expiresAt > now) return entry.value as Promise<T>;
  const value = load();
  entries.set(key, { expiresAt: now + ttlMs, value });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

/** Forgets the whole catalogue: the seed calls it, and so do tests that change the catalogue. */
export function clearCatalogCache(): void {
  entries.clear();
}

import { asc } from "drizzle-orm";
import { cachedCatalog } from "./catalog-cache.server";
import { getDb } from "../db.server";
import { lookupOptions } from "../schema";

export type LookupOption = { code: string; name: string; payload: Record<string, unknown> };
export type Lookup = { lookupType: string; lookupOptions: LookupOption[] };

const optionColumns = {
  lookupType: lookupOptions.lookupType,
  code: lookupOptions.code,
  name: lookupOptions.name,
  payload: lookupOptions.payload,
};

/** Every lookup option by type, each type in sort order, from the catalogue cache. */
function allLookups(): Promise<Map<string, LookupOption[]>> {
  return cachedCatalog("lookups", async () => {
    const db = await getDb();
    const rows = await db
      .select(optionColumns)
      .from(lookupOptions)
      .orderBy(asc(lookupOptions.lookupType), asc(lookupOptions.sortOrder), asc(lookupOptions.name));
    const byType = new Map<string, LookupOption[]>();
    for (const { lookupType, code, name, payload } of rows) {
      const options = byType.get(lookupType) ?? [];
      options.push({ code, name, payload });
      byType.set(lookupType, options);
    }
    return byType;
  });
}

/** Options of one lookup type (country, advert_public, brand, driveSafeQuestion, …) in sort order. */
export async function getLookupOptions(lookupType: string): Promise<LookupOption[]> {
  return [...((await allLookups()).get(lookupType) ?? [])];
}

/** Several lookups at once, in the order asked; an unknown type comes back with no options. */
export async function getLookups(types: string[]): Promise<Lookup[]> {
  if (types.length === 0) return [];
  const all = await allLookups();
  return types.map((lookupType) => ({ lookupType, lookupOptions: [...(all.get(lookupType) ?? [])] }));
}

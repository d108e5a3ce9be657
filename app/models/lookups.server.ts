import { asc, eq, inArray } from "drizzle-orm";
import { getDb } from "./db.server";
import { lookupOptions } from "./schema";

export type LookupOption = { code: string; name: string; payload: Record<string, unknown> };
export type Lookup = { lookupType: string; lookupOptions: LookupOption[] };

const optionColumns = {
  lookupType: lookupOptions.lookupType,
  code: lookupOptions.code,
  name: lookupOptions.name,
  payload: lookupOptions.payload,
};

/** Options of one lookup type (country, advert_public, brand, driveSafeQuestion, …) in sort order. */
export async function getLookupOptions(lookupType: string): Promise<LookupOption[]> {
  const db = await getDb();
  const rows = await db
    .select(optionColumns)
    .from(lookupOptions)
    .where(eq(lookupOptions.lookupType, lookupType))
    .orderBy(asc(lookupOptions.sortOrder), asc(lookupOptions.name));
  return rows.map(({ code, name, payload }) => ({ code, name, payload }));
}

/** Several lookups at once, in the order asked; an unknown type comes back with no options. */
export async function getLookups(types: string[]): Promise<Lookup[]> {
  if (types.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select(optionColumns)
    .from(lookupOptions)
    .where(inArray(lookupOptions.lookupType, types))
    .orderBy(asc(lookupOptions.lookupType), asc(lookupOptions.sortOrder), asc(lookupOptions.name));
  return types.map((lookupType) => ({
    lookupType,
    lookupOptions: rows
      .filter((row) => row.lookupType === lookupType)
      .map(({ code, name, payload }) => ({ code, name, payload })),
  }));
}

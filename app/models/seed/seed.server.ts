import { and, eq, getTableColumns, notInArray, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../database";
import { branches, campaigns, carClasses, contactPoints, lookupOptions, vehicles } from "../schema";
import { getConfig } from "~/config.server";
import { clearCatalogCache } from "../catalog/catalog-cache.server";
import { seedDemoAccounts } from "./accounts";
import { seedDemoApiKey } from "./api-keys";
import { seedBooking } from "./booking";
import { BRANCHES } from "./branches";
import { CAR_CLASSES } from "./car-classes";
import { CAMPAIGNS, CONTACT_POINTS } from "./contact-points";
import { FLEET } from "./fleet";
import { LOOKUPS, SEEDED_LOOKUP_TYPES } from "./lookups";
import { seedDemoReviews } from "./reviews";

type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * `SET col = excluded.col` for every column of the table except the conflict key and `keep`,
 * so re-running the seed brings reference rows back in line with the code.
 */
function excludedSet<T extends PgTable>(table: T, keep: string[]): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (keep.includes(key) || column.primary) continue;
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

/**
 * Branches, car classes, fleet, lookups, contact points and campaigns. Reference rows are
 * upserted on their natural keys; operational state (a class's availability status, vehicles
 * already in the fleet) is only ever inserted, never overwritten, and neither is what head office
 * edits in the back office (issue 21): a class's daily rate, a branch's hours and after-hours flags.
 */
export async function seedCatalog(db: Executor): Promise<void> {
  await db
    .insert(branches)
    .values(BRANCHES)
    .onConflictDoUpdate({
      target: branches.id,
      set: excludedSet(branches, [
        "openingMinutes",
        "closingMinutes",
        "isAllowedAfterHoursPickups",
        "isAllowedAfterHoursDroppedOff",
      ]),
    });

  await db
    .insert(carClasses)
    .values(CAR_CLASSES)
    .onConflictDoUpdate({
      target: carClasses.carClassId,
      set: excludedSet(carClasses, ["carClassStatus", "dailyRate"]),
    });

  // Any unique conflict (fleet number or plate) means the vehicle is already there.
  await db.insert(vehicles).values(FLEET).onConflictDoNothing();

  await db
    .insert(lookupOptions)
    .values(LOOKUPS)
    .onConflictDoUpdate({
      target: [lookupOptions.lookupType, lookupOptions.code],
      set: excludedSet(lookupOptions, ["lookupType", "code"]),
    });
  for (const lookupType of SEEDED_LOOKUP_TYPES) {
    const codes = LOOKUPS.filter((row) => row.lookupType === lookupType).map((row) => row.code);
    await db
      .delete(lookupOptions)
      .where(and(eq(lookupOptions.lookupType, lookupType), notInArray(lookupOptions.code, codes)));
  }

  await db
    .insert(contactPoints)
    .values(CONTACT_POINTS)
    .onConflictDoUpdate({ target: contactPoints.region, set: excludedSet(contactPoints, []) });

  await db
    .insert(campaigns)
    .values(CAMPAIGNS)
    .onConflictDoUpdate({ target: campaigns.name, set: excludedSet(campaigns, []) });
}

/**
 * Loads the reference data every environment needs. Safe to run on every start. The demo
 * accounts (seed/accounts.ts) come too, outside production or with SEED_DEMO_ACCOUNTS=true.
 */
export async function seedDatabase(db: Database, options: { demoAccounts?: boolean } = {}): Promise<void> {
  const demoAccounts = options.demoAccounts ?? getConfig().seedDemoAccounts;
  await db.transaction(async (tx) => {
    await seedCatalog(tx);
    await seedBooking(tx);
    if (demoAccounts) await seedDemoAccounts(tx);
    if (demoAccounts) await seedDemoApiKey(tx);
    if (demoAccounts) await seedDemoReviews(tx);
  });
  clearCatalogCache();
}

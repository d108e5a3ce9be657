import { and, eq, lt, sql } from "drizzle-orm";
import { getDb } from "../db.server";
import { rateLimitHits } from "../schema";

/**
 * Counts one hit for a key in a window with a single atomic upsert and returns the count after
 * it, so concurrent requests (on any instance) can never both see the last free slot.
 */
export async function incrementRateLimitHit(key: string, windowStart: Date): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + 1` },
    })
    .returning({ count: rateLimitHits.count });
  return row.count;
}

/** Gives one hit back (a successful sign-in does not use up the budget); never below zero. */
export async function decrementRateLimitHit(key: string, windowStart: Date): Promise<void> {
  const db = await getDb();
  await db
    .update(rateLimitHits)
    .set({ count: sql`greatest(${rateLimitHits.count} - 1, 0)` })
    .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, windowStart)));
}

/** Deletes windows that started before an instant (older than the longest window); for the periodic jobs. */
export async function deleteRateLimitHitsBefore(before: Date): Promise<number> {
  const db = await getDb();
  const rows = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.windowStart, before))
    .returning({ key: rateLimitHits.key });
  return rows.length;
}

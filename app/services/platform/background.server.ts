import { sql } from "drizzle-orm";
import { deleteEndedTokens } from "~/models/accounts/auth-tokens.server";
import { getDatabaseHandle } from "~/models/db.server";
import { deleteQuotesExpiredBefore } from "~/models/reservations/quotes.server";
import { deleteOldRateLimitHits } from "./rate-limit.server";
import type { QueueDefinition } from "./jobs/queue.server";
import { deleteExpiredSessions } from "./session.server";

/**
 * The embedded database has no autovacuum: without a VACUUM new reservations are never marked
 * all-visible, and the availability query (an index-only scan) goes back to reading table pages.
 * Each run only visits the pages changed since the last one. PostgreSQL vacuums itself.
 */
async function vacuumEmbeddedDatabase(): Promise<void> {
  const { db, embedded } = await getDatabaseHandle();
  if (embedded) await db.execute(sql`vacuum (analyze) reservations`);
}

/**
 * Removes what has ended: expired sessions, old rate-limit counters, ended access and one-time
 * tokens, and expired quotes (they hold a driver's details); vacuums the embedded database. Each
 * part runs on its own, so one failing does not stop the others; the job fails (and is kept, to
 * be seen) when any did.
 */
export async function runCleanup(now: Date = new Date()): Promise<void> {
  const parts: [string, () => Promise<unknown>][] = [
    ["sessions", () => deleteExpiredSessions(now)],
    ["rate limits", () => deleteOldRateLimitHits(now)],
    ["tokens", () => deleteEndedTokens(now)],
    ["quotes", () => deleteQuotesExpiredBefore(now)],
    ["vacuum", vacuumEmbeddedDatabase],
  ];
  const results = await Promise.allSettled(parts.map(([, part]) => part()));
  const failed = results.flatMap((result, index) =>
    result.status === "rejected" ? [`${parts[index][0]}: ${String(result.reason)}`] : [],
  );
  if (failed.length > 0) throw new Error(`Cleanup failed (${failed.join("; ")})`);
}

/** Cleanup on the job worker: every ten minutes, once across all instances. */
export const CLEANUP_QUEUE: QueueDefinition = {
  name: "cleanup",
  retryLimit: 0,
  retryDelaySeconds: 60,
  retryBackoff: false,
  expireInSeconds: 600,
};
export const CLEANUP_CRON = "*/10 * * * *";

import { sql } from "drizzle-orm";
import { getConfig } from "~/config.server";
import { deleteEndedTokens } from "~/models/accounts/auth-tokens.server";
import { getDatabaseHandle } from "~/models/db.server";
import { deleteQuotesExpiredBefore } from "~/models/reservations/quotes.server";
import { deleteOldRateLimitHits } from "./rate-limit.server";
import { deleteExpiredSessions } from "./session.server";

const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;
let started = false;
let cleanupTimer: ReturnType<typeof setInterval> | undefined;

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
 * tokens, and expired quotes (they hold a driver's details); vacuums the embedded database. Each job runs on its own, so one
 * failing does not stop the others.
 */
export async function runCleanup(now: Date = new Date()): Promise<void> {
  const jobs: [string, () => Promise<unknown>][] = [
    ["sessions", () => deleteExpiredSessions(now)],
    ["rate limits", () => deleteOldRateLimitHits(now)],
    ["tokens", () => deleteEndedTokens(now)],
    ["quotes", () => deleteQuotesExpiredBefore(now)],
    ["vacuum", vacuumEmbeddedDatabase],
  ];
  await Promise.all(
    jobs.map(([name, job]) => job().catch((error) => console.error(`Cleanup of ${name} failed:`, error))),
  );
}

/**
 * Opens the database at start-up and, unless BACKGROUND_JOBS is false (the cluster's other web
 * processes), cleans up now and every ten minutes.
 */
export function startBackgroundJobs(): void {
  if (started || getConfig().nodeEnv === "test") return;
  started = true;
  const jobs = getConfig().backgroundJobs;
  getDatabaseHandle()
    .then(() => (jobs ? runCleanup() : undefined))
    .catch((error) => {
      console.error("The database could not be opened:", error);
      process.exit(1);
    });
  if (!jobs) return;
  cleanupTimer = setInterval(() => void runCleanup(), CLEANUP_INTERVAL_MS);
  cleanupTimer.unref();
}

/** Graceful shutdown (server.mjs, through entry.server's shutdownApp): stop the timer. */
export function stopBackgroundJobs(): void {
  if (cleanupTimer) clearInterval(cleanupTimer);
  cleanupTimer = undefined;
}

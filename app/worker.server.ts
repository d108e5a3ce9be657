import { getConfig } from "~/config.server";
import { log } from "~/log.server";
import { getDatabaseHandle } from "~/models/db.server";
import { CLEANUP_CRON, CLEANUP_QUEUE, runCleanup } from "~/services/platform/background.server";
import { forgetJobSender } from "~/services/platform/jobs/queue.server";
import {
  reportJobQueueMetrics,
  startJobWorker,
  stopJobWorker,
  type WorkerOptions,
} from "~/services/platform/jobs/worker.server";
import { deliverQueuedMail, MAIL_QUEUE } from "~/services/platform/mail-delivery.server";
import { REMINDERS_CRON, REMINDERS_QUEUE, sendDueReminders } from "~/services/changes/reminders/sweep.server";

/**
 * Every kind of job the worker runs (ADR 0088), beside entry.server.tsx: like it, this module
 * puts the features together, so it may name any of them.
 */
export const SITE_JOBS = [
  { queue: MAIL_QUEUE, handle: deliverQueuedMail },
  { queue: CLEANUP_QUEUE, handle: () => runCleanup(), cron: CLEANUP_CRON },
  { queue: REMINDERS_QUEUE, handle: async () => void (await sendDueReminders()), cron: REMINDERS_CRON },
];

/** Starts the job worker in this process (the web server's, or `npm run worker`'s). */
export function startSiteWorker(options?: WorkerOptions): Promise<void> {
  return startJobWorker(SITE_JOBS, options);
}

let background: Promise<void> | undefined;
let stopping = false;

/**
 * Opens (migrates and seeds) the database as the server starts, not on the first visitor, then,
 * unless BACKGROUND_JOBS is false (the cluster's other web processes, or instances that leave the
 * jobs to `npm run worker`), starts the worker. Nothing runs under the tests, which start what
 * they need.
 */
export function startBackgroundWork(): void {
  const config = getConfig();
  if (config.nodeEnv === "test" || background) return;
  reportJobQueueMetrics();
  background = getDatabaseHandle().then(() =>
    config.backgroundJobs && !stopping ? startSiteWorker() : undefined,
  );
  background.catch((error) => {
    // A shutdown that began while the worker started closes the database under it: no failure.
    if (stopping) return;
    log.error({ err: error }, "the database could not be opened, or the job worker not started");
    process.exit(1);
  });
}

/** Resolves once the database is open and, where this process runs it, the worker has started. */
export async function backgroundWorkStarted(): Promise<void> {
  await (background ?? getDatabaseHandle());
}

/**
 * Graceful shutdown: waits for a worker still starting, then lets the jobs under way finish (or
 * leaves them to be tried again).
 */
export async function stopBackgroundWork(): Promise<void> {
  stopping = true;
  await background?.catch(() => {});
  await stopJobWorker();
  forgetJobSender();
}

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

/**
 * Opens (migrates and seeds) the database as the server starts, not on the first visitor, then,
 * unless BACKGROUND_JOBS is false (the cluster's other web processes, or instances that leave the
 * jobs to `npm run worker`), starts the worker. Nothing runs under the tests, which start what
 * they need.
 */
export function startBackgroundWork(): void {
  const config = getConfig();
  if (config.nodeEnv === "test") return;
  reportJobQueueMetrics();
  getDatabaseHandle()
    .then(() => (config.backgroundJobs ? startSiteWorker() : undefined))
    .catch((error) => {
      log.error({ err: error }, "the database could not be opened, or the job worker not started");
      process.exit(1);
    });
}

/** Graceful shutdown: the worker finishes the jobs under way (or leaves them to be tried again). */
export async function stopBackgroundWork(): Promise<void> {
  await stopJobWorker();
  forgetJobSender();
}

import type PgBoss from "pg-boss";
import { log } from "~/log.server";
import { TIME_ZONE } from "~/models/constants";
import { poolSqlRunner } from "~/models/db.server";
import { countJobsByState, jobTablesExist } from "~/models/operations/job-queue.server";
import { registerJobQueueCollector } from "../metrics.server";
import { ensureQueue, JOB_SCHEMA, newBoss, type QueueDefinition } from "./queue.server";

/** What a job's handler learns besides its data. */
export type JobAttempt = {
  id: string;
  /** 0 on the first try. */
  retryCount: number;
  /** The last try: if it throws, the job is failed for good (and kept, to be seen). */
  final: boolean;
};

/** A kind of job: its queue, what runs it, and, for a recurring one, its cron line in NZ time. */
export type JobDefinition = {
  queue: QueueDefinition;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler reads its own data
  handle: (data: any, attempt: JobAttempt) => Promise<void>;
  cron?: string;
};

export type WorkerOptions = {
  /** How often an idle worker asks for a job (pg-boss's minimum is half a second). */
  pollingIntervalSeconds?: number;
  /** How often expired jobs are put back and old ones archived. */
  maintenanceIntervalSeconds?: number;
};

let running: PgBoss | undefined;

/** Errors of the queue itself and of failed jobs (a job's data, which may name a customer, never). */
const onError = (message: string, error: unknown) => log.error({ err: error }, message);

/**
 * Starts working the queues in this process (ADR 0088): each job's handler runs when a job is
 * due; a recurring job is sent once a slot across every instance (pg-boss's schedules). Any number
 * of processes may run a worker against one PostgreSQL database; on the embedded database the
 * web server's own process runs it.
 */
export async function startJobWorker(jobs: JobDefinition[], options: WorkerOptions = {}): Promise<void> {
  if (running) return;
  const boss = newBoss(await poolSqlRunner(), {
    supervise: true,
    schedule: jobs.some((job) => job.cron),
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
  });
  boss.on("error", (error) => onError("The job queue failed:", error));
  await boss.start();
  running = boss;
  for (const job of jobs) {
    await ensureQueue(boss, job.queue);
    await boss.work<object>(
      job.queue.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, includeMetadata: true, batchSize: 1 },
      async ([next]) => {
        const attempt = {
          id: next.id,
          retryCount: next.retryCount,
          final: next.retryCount >= next.retryLimit,
        };
        try {
          await job.handle(next.data, attempt);
        } catch (error) {
          onError(`Job ${job.queue.name} ${next.id} failed (try ${attempt.retryCount + 1}):`, error);
          throw error;
        }
      },
    );
    if (job.cron) await boss.schedule(job.queue.name, job.cron, {}, { tz: TIME_ZONE });
  }
}

/**
 * Stops taking jobs and waits (up to `timeoutMs`) for those under way; one still running then
 * is tried again by the next worker once it expires.
 */
export async function stopJobWorker(timeoutMs = 10_000): Promise<void> {
  const boss = running;
  running = undefined;
  if (!boss) return;
  await boss.stop({ graceful: true, timeout: timeoutMs, close: false, wait: true });
}

/** pg-boss's own queues (the sending of its schedules): not the site's work. */
const PG_BOSS_QUEUE_PREFIX = "__pgboss__";

/** The site's jobs by queue and state; null before pg-boss has made its tables. */
export async function siteJobCounts(): Promise<{ queue: string; state: string; count: number }[] | null> {
  if (!(await jobTablesExist(JOB_SCHEMA))) return null;
  return (await countJobsByState(JOB_SCHEMA)).filter(({ queue }) => !queue.startsWith(PG_BOSS_QUEUE_PREFIX));
}

let metricsReported = false;

/**
 * The job queue's numbers in /metrics (jobs_queued, jobs_failed_total: ADR 0089), read at each
 * scrape by whichever process answers it. Failed jobs count until pg-boss archives them (a week).
 */
export function reportJobQueueMetrics(): void {
  if (metricsReported) return;
  metricsReported = true;
  registerJobQueueCollector(async () => {
    try {
      const queued = (await siteJobCounts()) ?? [];
      return {
        queued,
        failed: queued
          .filter(({ state }) => state === "failed")
          .map(({ queue, count }) => ({ queue, count })),
      };
    } catch (error) {
      log.warn({ err: error }, "the job queue's numbers could not be read for the metrics");
      return { queued: [], failed: [] };
    }
  });
}

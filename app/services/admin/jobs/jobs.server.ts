import { listFailedJobs } from "~/models/operations/job-queue.server";
import { formatNzDateTime } from "../../platform/dates";
import { JOB_SCHEMA } from "../../platform/jobs/queue.server";
import { siteJobCounts } from "../../platform/jobs/worker.server";
import { JOB_STATES } from "./text";

/** Failed jobs the page lists. */
export const FAILED_JOBS_SHOWN = 50;

export type JobsPage = {
  /** One row per queue: its jobs by state (pg-boss 10's states, in JOB_STATES order). */
  queues: { queue: string; counts: number[] }[];
  /** The latest failed jobs: the queue, when, the tries and the error; never the job's data. */
  failed: {
    id: string;
    queue: string;
    when: { at: string; text: string } | null;
    tries: number;
    error: string | null;
  }[];
};

/**
 * /admin/jobs/ (issue 33): the job queue by queue and state, and the jobs that kept failing
 * ("a job that throws is retried, then parked and shown"). Before the first job there is no queue.
 */
export async function jobsPage(): Promise<JobsPage> {
  const counts = await siteJobCounts();
  if (!counts) return { queues: [], failed: [] };
  const failed = await listFailedJobs(JOB_SCHEMA, FAILED_JOBS_SHOWN);
  const byQueue = new Map<string, number[]>();
  for (const { queue, state, count } of counts) {
    const row = byQueue.get(queue) ?? JOB_STATES.map(() => 0);
    const index = JOB_STATES.indexOf(state as (typeof JOB_STATES)[number]);
    if (index >= 0) row[index] += count;
    byQueue.set(queue, row);
  }
  return {
    queues: [...byQueue].map(([queue, row]) => ({ queue, counts: row })),
    failed: failed.map((job) => ({
      id: job.id,
      queue: job.queue,
      when: job.failedAt ? { at: job.failedAt.toISOString(), text: formatNzDateTime(job.failedAt) } : null,
      tries: job.tries,
      error: job.error,
    })),
  };
}

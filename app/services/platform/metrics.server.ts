import client from "prom-client";
import { metricOnce } from "../../../server/metrics.mjs";

/**
 * The app's own metrics (docs/decisions/0089-logs-metrics-readiness.md), in prom-client's default
 * registry, which server/metrics.mjs serves on /metrics (with the requests' and Node's; the
 * database's and the payments' are counted by the models, app/models/metrics.server.ts). Labels
 * are small fixed sets: never a path, an id, an email or a message.
 */

/** Bookings confirmed (paid, on account or by bank transfer), by how they were paid. */
export const bookingsConfirmed = metricOnce(client.Counter, {
  name: "bookings_confirmed_total",
  help: "Bookings confirmed, by payment method",
  labelNames: ["method"],
});

/** Emails handed to the SMTP server (the lead's mail worker increments it). */
export const mailSent = metricOnce(client.Counter, {
  name: "mail_sent_total",
  help: "Emails accepted by the SMTP server",
});

/**
 * Emails whose sending failed, by kind of failure (`reason`: a short fixed word such as
 * "refused", "timeout", "connection", "final"; never the error's text).
 */
export const mailFailed = metricOnce(client.Counter, {
  name: "mail_failed_total",
  help: "Emails whose sending failed, by kind of failure",
  labelNames: ["reason"],
});

/** What a job queue collector reports: jobs by queue and state, and failed jobs by queue. */
export type JobQueueNumbers = {
  queued: { queue: string; state: string; count: number }[];
  failed: { queue: string; count: number }[];
};

const jobQueueCollectors = new Set<() => Promise<JobQueueNumbers>>();

let lastCollected: { at: number; numbers: Promise<JobQueueNumbers> } | null = null;

/** The collectors' numbers, asked once for both gauges of one scrape. */
function collectJobQueues(): Promise<JobQueueNumbers> {
  if (lastCollected && Date.now() - lastCollected.at < 1_000) return lastCollected.numbers;
  const numbers = (async () => {
    const all: JobQueueNumbers = { queued: [], failed: [] };
    for (const collect of jobQueueCollectors) {
      const each = await collect();
      all.queued.push(...each.queued);
      all.failed.push(...each.failed);
    }
    return all;
  })();
  lastCollected = { at: Date.now(), numbers };
  return numbers;
}

// Several web processes read the same queue tables: the cluster's sum would count them once per
// process, so the aggregate takes the largest (ADR 0089).
metricOnce(client.Gauge, {
  name: "jobs_queued",
  help: "Jobs in the queue, by queue and state, as the job queue reports them at scrape time",
  labelNames: ["queue", "state"],
  aggregator: "max",
  async collect() {
    this.reset();
    for (const { queue, state, count } of (await collectJobQueues()).queued)
      this.set({ queue, state }, count);
  },
});
metricOnce(client.Gauge, {
  name: "jobs_failed_total",
  help: "Jobs that failed for good (no try left), by queue, as the job queue reports them",
  labelNames: ["queue"],
  aggregator: "max",
  async collect() {
    this.reset();
    for (const { queue, count } of (await collectJobQueues()).failed) this.set({ queue }, count);
  },
});

/**
 * Adds a collector of the job queue's numbers, asked at each scrape (jobs_queued{queue,state},
 * jobs_failed_total{queue}); returns the function that removes it. A collector that throws
 * fails the scrape, so catch what may fail and report nothing.
 */
export function registerJobQueueCollector(collect: () => Promise<JobQueueNumbers>): () => void {
  jobQueueCollectors.add(collect);
  lastCollected = null;
  return () => {
    jobQueueCollectors.delete(collect);
    lastCollected = null;
  };
}

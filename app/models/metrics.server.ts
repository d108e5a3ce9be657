import client from "prom-client";
import { metricOnce } from "../../server/metrics.mjs";

/**
 * The metrics the models count where the data changes (docs/decisions/0089): the database's
 * query time and the payments. The rest of the app's metrics, and the hooks of the mail and the
 * job queue, are in app/services/platform/metrics.server.ts; /metrics serves them all.
 */

/** Every query of our pool (node-postgres), from its send to its answer; no label (never SQL). */
export const databaseQueryDuration = metricOnce(client.Histogram, {
  name: "db_query_duration_seconds",
  help: "Time of each database query of the app's pool, from its send to its answer",
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
});

/** Payments taken (pending → approved: by the gateway or recorded at the counter), by purpose. */
export const paymentsTaken = metricOnce(client.Counter, {
  name: "payments_taken_total",
  help: "Payments taken, by purpose (booking, change, extension, ...)",
  labelNames: ["purpose"],
});

/** Refunds paid out (a payment or refund row reaching refunded), by purpose. */
export const paymentsRefunded = metricOnce(client.Counter, {
  name: "payments_refunded_total",
  help: "Refunds paid out, by purpose",
  labelNames: ["purpose"],
});

/** Counts a payment row that has just reached `status` (the row the one winning UPDATE returned). */
export function countPayment(row: { status: string; purpose: string } | null | undefined): void {
  if (row?.status === "approved") paymentsTaken.inc({ purpose: row.purpose });
  else if (row?.status === "refunded") paymentsRefunded.inc({ purpose: row.purpose });
}

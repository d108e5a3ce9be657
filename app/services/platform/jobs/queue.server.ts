import PgBoss from "pg-boss";
import { poolSqlRunner, type SqlRunner } from "~/models/db.server";

/**
 * The job queue (ADR 0088): pg-boss on the site's own database, through the site's own
 * connections (on the embedded database, the one connection its thread serves), in a schema of
 * its own. A job is a row: it survives restarts, is taken by one worker however many instances
 * run (SELECT … FOR UPDATE SKIP LOCKED), retried with backoff, and a job that keeps failing stays
 * in the table as failed.
 */
export const JOB_SCHEMA = "jobs";

/** A queue: its name and how its jobs are retried. */
export type QueueDefinition = {
  name: string;
  /** Tries after the first; the job is failed (and kept) after the last. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Each retry waits about twice as long as the one before. */
  retryBackoff: boolean;
  /** A job still active after this long (its process died) is tried again. */
  expireInSeconds: number;
};

let sender: Promise<PgBoss> | undefined;
const created = new Set<string>();

/** pg-boss over our connections; `extra` for the worker's own instance (maintenance, schedules). */
export function newBoss(runner: SqlRunner, extra: Partial<PgBoss.ConstructorOptions> = {}): PgBoss {
  return new PgBoss({
    db: runner as PgBoss.Db,
    schema: JOB_SCHEMA,
    supervise: false,
    schedule: false,
    ...extra,
  });
}

/** This process's pg-boss for sending jobs (installs or upgrades pg-boss's tables on first use). */
function senderBoss(): Promise<PgBoss> {
  sender ??= (async () => {
    const boss = newBoss(await poolSqlRunner());
    // An EventEmitter's unheard "error" would throw; a failed send already throws to its caller.
    boss.on("error", () => {});
    await boss.start();
    return boss;
  })().catch((error) => {
    sender = undefined;
    throw error;
  });
  return sender;
}

/** Creates the queue with its retry rules unless it exists (pg-boss ignores a second create). */
export async function ensureQueue(boss: PgBoss, queue: QueueDefinition): Promise<void> {
  if (created.has(queue.name)) return;
  const options = {
    name: queue.name,
    retryLimit: queue.retryLimit,
    retryDelay: queue.retryDelaySeconds,
    retryBackoff: queue.retryBackoff,
    expireInSeconds: queue.expireInSeconds,
  };
  await boss.createQueue(queue.name, options);
  // A queue created by an older release keeps its rules unless they are set again.
  await boss.updateQueue(queue.name, options);
  created.add(queue.name);
}

export type JobSender = (data: object, options?: { runner?: SqlRunner; id?: string }) => Promise<string>;

/**
 * What adds jobs to `queue`, once pg-boss's tables and the queue exist. Get it before a
 * transaction begins (on the embedded database the transaction holds the one connection), then
 * give it the transaction's `runner` (inTransactionWithSql): the job is committed with the rest of
 * that transaction or not at all.
 */
export async function queueSender(queue: QueueDefinition): Promise<JobSender> {
  const boss = await senderBoss();
  await ensureQueue(boss, queue);
  return async (data, options = {}) => {
    const id = await boss.send(queue.name, data, {
      db: options.runner as PgBoss.Db | undefined,
      id: options.id,
    });
    if (!id) throw new Error(`the job queue "${queue.name}" refused a job`);
    return id;
  };
}

/** Forgets this process's sender (the database was closed; the next job opens it again). */
export function forgetJobSender(): void {
  sender = undefined;
  created.clear();
}

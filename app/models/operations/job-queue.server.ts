import { poolSqlRunner } from "../db.server";

/**
 * Reads of the job queue's own tables (pg-boss 10, in the schema the jobs module names): the back
 * office's jobs page. A job's `data` is never read here: it may name a customer.
 */

/** A parked job as the back office shows it. */
export type FailedJob = {
  id: string;
  queue: string;
  failedAt: Date | null;
  /** Tries made (the first and the retries). */
  tries: number;
  /** The error's message pg-boss kept in `output`, if any. */
  error: string | null;
};

const quoted = (schema: string) => `"${schema.replace(/"/g, '""')}"`;

/** False until pg-boss has created its tables (the first job sent or worker started). */
export async function jobTablesExist(schema: string): Promise<boolean> {
  const runner = await poolSqlRunner();
  const { rows } = await runner.executeSql(
    "select to_regclass($1) is not null as present, to_regclass($2) is not null as archived",
    [`${quoted(schema)}.job`, `${quoted(schema)}.archive`],
  );
  return Boolean(rows[0]?.present && rows[0]?.archived);
}

/** Jobs by queue and state (pg-boss's own queues included), queue by queue. */
export async function countJobsByState(
  schema: string,
): Promise<{ queue: string; state: string; count: number }[]> {
  const runner = await poolSqlRunner();
  const { rows } = await runner.executeSql(
    `select name as queue, state, count(*)::int as count from ${quoted(schema)}.job group by 1, 2 order by 1, 2`,
  );
  return rows as { queue: string; state: string; count: number }[];
}

/**
 * The latest failed jobs, still in the queue or archived by pg-boss's maintenance, newest first.
 * pg-boss keeps a thrown error as `{ message, stack, … }`, and an expired job's as
 * `{ value: { message } }`.
 */
export async function listFailedJobs(schema: string, limit: number): Promise<FailedJob[]> {
  const runner = await poolSqlRunner();
  const columns = `id::text as id, name as queue, completed_on as "failedAt", retry_count + 1 as tries,
    coalesce(output->>'message', output#>>'{value,message}') as error`;
  const { rows } = await runner.executeSql(
    `select * from (
       select ${columns} from ${quoted(schema)}.job where state = 'failed'
       union all
       select ${columns} from ${quoted(schema)}.archive where state = 'failed'
     ) failed
     order by "failedAt" desc nulls last, id
     limit $1`,
    [limit],
  );
  return (rows as FailedJob[]).map((row) => ({
    ...row,
    failedAt: row.failedAt ? new Date(row.failedAt) : null,
    tries: Number(row.tries),
  }));
}

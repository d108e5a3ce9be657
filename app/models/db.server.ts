import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { sql } from "drizzle-orm";
import pg from "pg";
import { getConfig, type AppConfig } from "~/config.server";
import type { Database } from "./database";
import * as schema from "./schema";
import { PGliteRemote, primaryChannel, threadChannel } from "./pglite-remote.server";
import { seedDatabase } from "./seed/seed.server";

/** One type for both drivers: every query in app/models is written once against it. */
export type { Database };

/**
 * Tables whose committed changes the embedded database announces on "<table>_changed"
 * (installChangeTriggers): the reservations as a whole (payload ''), the sessions row by row
 * (payload: the row's id).
 */
const ANNOUNCED_TABLES = { reservations: { perRow: false }, sessions: { perRow: true } } as const;
export type WatchedTable = keyof typeof ANNOUNCED_TABLES;

export type DatabaseHandle = {
  db: Database;
  close: () => Promise<void>;
  /** PGlite: no autovacuum runs, so the background jobs vacuum it (see background.server.ts). */
  embedded: boolean;
  /**
   * Embedded only (null on PostgreSQL, where other instances write unseen): calls `listener`
   * after every committed statement that changed `table`, whichever process of this server or
   * script made it, and before that commit is answered to its writer. Resolves once listening.
   * What the process keeps derived from the table can be forgotten exactly then (ADR 0066).
   */
  watch: ((table: WatchedTable, listener: () => void) => Promise<void>) | null;
  /**
   * The rows of a query that reads the row `key` of `table` (its id): the same answer as running
   * it, which on the embedded database its host may keep until that row changes (ADR 0067).
   */
  keptRows<T>(table: WatchedTable, key: string, query: { sql: string; params: unknown[] }): Promise<T[]>;
};

/** The channel a table's changes are announced on (pg_notify from its trigger). */
const changeChannel = (table: WatchedTable) => `${table}_changed`;

/**
 * Installs, for each announced table, the trigger that tells of every committed change to it.
 * Statement-level (payload ''), a bulk insert costs one notification; row-level, one per row
 * changed (Postgres merges equal notifications within a transaction). Embedded only:
 * PostgreSQL's NOTIFY takes a lock at every commit that many instances booking at once would
 * queue on.
 */
async function installChangeTriggers(client: PGliteRemote): Promise<void> {
  for (const [table, { perRow }] of Object.entries(ANNOUNCED_TABLES)) {
    const channel = changeChannel(table as WatchedTable);
    const payload = perRow ? "case when tg_op = 'DELETE' then old.id else new.id end" : "''";
    await client.exec(`
      create or replace function go_notify_${channel}() returns trigger language plpgsql as $$
        begin perform pg_notify('${channel}', ${payload}); return null; end $$;
      create or replace trigger go_${channel} after insert or update or delete on ${table}
        for each ${perRow ? "row" : "statement"} execute function go_notify_${channel}();
      create or replace function go_notify_${channel}_all() returns trigger language plpgsql as $$
        begin perform pg_notify('${channel}', ''); return null; end $$;
      create or replace trigger go_${channel}_truncate after truncate on ${table}
        for each statement execute function go_notify_${channel}_all();`);
  }
}

const migrationsFolder = path.resolve(process.cwd(), "drizzle");

/**
 * Opens the database the configuration names, applies the committed migrations and the
 * idempotent seed. PGlite is the embedded default; DATABASE_URL=postgres://… uses node-postgres.
 */
export async function openDatabase(database: AppConfig["database"]): Promise<DatabaseHandle> {
  if (database.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    // An advisory lock keeps several instances starting at once from migrating together.
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock(727274)");
      await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
      await seedDatabase(db);
    } finally {
      await client.query("select pg_advisory_unlock(727274)");
      client.release();
    }
    return {
      db,
      close: () => pool.end(),
      embedded: false,
      watch: null,
      keptRows: async (_table, _key, { sql, params }) => (await pool.query(sql, params)).rows,
    };
  }

  // PGlite runs on a thread of its own (ADR 0063), or in the cluster's primary process when the
  // server runs several web processes (server/cluster.mjs sets PGLITE_IN_PRIMARY for them).
  if (database.kind === "pglite-file") fs.mkdirSync(path.dirname(database.dir), { recursive: true });
  const client = new PGliteRemote(
    process.env.PGLITE_IN_PRIMARY === "true"
      ? primaryChannel()
      : threadChannel(database.kind === "pglite-file" ? database.dir : undefined),
  );
  // Drizzle's driver uses only query and transaction, which PGliteRemote offers with PGlite's meaning.
  const pgliteDb = drizzlePglite(client as unknown as PGlite, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  await installChangeTriggers(client);
  const db = pgliteDb as unknown as Database;
  await seedDatabase(db);
  return {
    db,
    close: () => client.close(),
    embedded: true,
    watch: (table, listener) => client.listen(changeChannel(table), () => listener()),
    keptRows: async <T>(
      table: WatchedTable,
      key: string,
      { sql, params }: { sql: string; params: unknown[] },
    ) => (await client.keptQuery<T>({ table, key }, sql, params)).rows,
  };
}

let handle: Promise<DatabaseHandle> | undefined;

/** The process-wide database, opened (migrated and seeded) on first use. */
export function getDatabaseHandle(): Promise<DatabaseHandle> {
  handle ??= openDatabase(getConfig().database).catch((error) => {
    handle = undefined;
    throw error;
  });
  return handle;
}

export async function getDb(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}

/** Opens the database if need be and asks it `select 1`; throws when it does not answer. */
export async function pingDatabase(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`select 1`);
}

/** Closes the process-wide database if it was opened (graceful shutdown); the next use reopens it. */
export async function closeDatabase(): Promise<void> {
  const current = handle;
  handle = undefined;
  if (!current) return;
  const opened = await current.catch(() => null);
  await opened?.close();
}

import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { getConfig, type AppConfig } from "~/config.server";
import * as schema from "./schema";
import { PGliteThread } from "./pglite-thread.server";
import { seedDatabase } from "./seed/seed.server";

/** One type for both drivers: every query in app/models is written once against it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  close: () => Promise<void>;
  /** PGlite: no autovacuum runs, so the background jobs vacuum it (see background.server.ts). */
  embedded: boolean;
};

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
    return { db, close: () => pool.end(), embedded: false };
  }

  // PGlite runs on a thread of its own, so queries do not stop the server's thread (ADR 0063).
  if (database.kind === "pglite-file") fs.mkdirSync(path.dirname(database.dir), { recursive: true });
  const client = new PGliteThread(database.kind === "pglite-file" ? database.dir : undefined);
  // Drizzle's driver uses only query and transaction, which PGliteThread offers with PGlite's meaning.
  const pgliteDb = drizzlePglite(client as unknown as PGlite, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  const db = pgliteDb as unknown as Database;
  await seedDatabase(db);
  return { db, close: () => client.close(), embedded: true };
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

/** Closes the process-wide database if it was opened (graceful shutdown); the next use reopens it. */
export async function closeDatabase(): Promise<void> {
  const current = handle;
  handle = undefined;
  if (!current) return;
  const opened = await current.catch(() => null);
  await opened?.close();
}

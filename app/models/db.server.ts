import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { sql, type SQL } from "drizzle-orm";
import pg from "pg";
import { holdDataDir } from "../../server/data-dir-lock.mjs";
import { getConfig, type AppConfig } from "~/config.server";
import type { Database } from "./database";
import { databaseQueryDuration } from "./metrics.server";
import * as schema from "./schema";
import { seedDatabase } from "./seed/seed.server";
import { log } from "~/log.server";

/** One type for both databases: every query in app/models is written once against it. */
export type { Database };

export type DatabaseHandle = {
  db: Database;
  close: () => Promise<void>;
  /** PGlite: no autovacuum runs, so the background jobs vacuum it (see background.server.ts). */
  embedded: boolean;
  /** The same connections as `db`, for a library that sends its own SQL (the job queue). */
  pool: pg.Pool;
};

const migrationsFolder = path.resolve(process.cwd(), "drizzle");
const WORKER_FILE = path.resolve(process.cwd(), "server/pglite-socket-worker.mjs");
/** The file name node-postgres (like libpq) looks for in a socket folder given as its host. */
const SOCKET_PORT = 5432;
const socketFileIn = (folder: string) => path.join(folder, `.s.PGSQL.${SOCKET_PORT}`);
/** Linux's limit on a Unix socket's path (sun_path: 108 bytes with the final NUL). */
const MAX_SOCKET_PATH = 107;

type EmbeddedServer = { connection: pg.PoolConfig; stop: () => Promise<void> };

/**
 * Starts the embedded database on a thread of this process, serving the Postgres wire protocol
 * on a Unix socket in DATA_DIR (server/pglite-socket-worker.mjs; ADR 0077): a folder of the
 * operator's, unreachable from the network, with no port to clash. An in-memory database (tests)
 * or a DATA_DIR whose path is too long for a socket gets a private temporary folder instead.
 */
async function startEmbeddedServer(dataDir: string | undefined): Promise<EmbeddedServer> {
  const dataFolder = dataDir === undefined ? undefined : path.dirname(dataDir);
  if (dataFolder) fs.mkdirSync(dataFolder, { recursive: true });
  const ownFolder =
    dataFolder && Buffer.byteLength(socketFileIn(dataFolder)) <= MAX_SOCKET_PATH
      ? null
      : fs.mkdtempSync(path.join(os.tmpdir(), "go-pglite-"));
  const socketFolder = ownFolder ?? dataFolder!;
  const worker = new Worker(WORKER_FILE, { workerData: { dataDir, socketPath: socketFileIn(socketFolder) } });
  const removeOwnFolder = () => {
    if (ownFolder) fs.rmSync(ownFolder, { recursive: true, force: true });
  };
  const answer = <T extends object>(key: keyof T & string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: T) => {
        if (!(key in message)) return;
        worker.off("message", onMessage);
        resolve(message);
      };
      worker.on("message", onMessage);
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`the database thread stopped (exit code ${code})`)));
    });
  const errorFrom = (plain?: { message: string; stack?: string }) =>
    Object.assign(new Error(plain?.message ?? "database error"), { stack: plain?.stack });

  const ready = await answer<{ ready: boolean; error?: { message: string } }>("ready").catch(
    (error: unknown) => ({ ready: false, error: { message: String(error) } }),
  );
  if (!ready.ready) {
    await worker.terminate();
    removeOwnFolder();
    throw errorFrom(ready.error);
  }
  // The pool's own connection keeps the process alive while a query waits; the thread need not.
  worker.unref();
  // Should the thread fail, queries fail (and /healthz answers 503); the web server stays up.
  worker.on("error", (error) => log.error({ err: error }, "The database thread failed"));
  return {
    connection: { host: socketFolder, port: SOCKET_PORT, user: "postgres", database: "postgres" },
    async stop() {
      const closed = answer<{ closed: boolean; error?: { message: string } }>("closed");
      worker.postMessage("close");
      const result = await closed.catch((error: unknown) => ({
        closed: false,
        error: { message: String(error) },
      }));
      await worker.terminate();
      removeOwnFolder();
      if (!result.closed) throw errorFrom(result.error);
    },
  };
}

/**
 * Opens the database the configuration names, applies the committed migrations and the
 * idempotent seed. PGlite is the embedded default, served on a thread of this process over the
 * Postgres wire protocol; DATABASE_URL=postgres://… names a PostgreSQL server. Either way the app
 * talks to it with node-postgres: the same driver, queries and semantics (ADR 0077).
 */
export async function openDatabase(database: AppConfig["database"]): Promise<DatabaseHandle> {
  // The embedded folder belongs to one process: refuse (DataDirHeldError) while another has it.
  const folder = database.kind === "pglite-file" ? holdDataDir(path.dirname(database.dir)) : null;
  const embedded =
    database.kind === "postgres"
      ? null
      : await startEmbeddedServer(database.kind === "pglite-file" ? database.dir : undefined).catch(
          (error: unknown) => {
            folder?.release();
            throw error;
          },
        );
  // PGlite is one Postgres session: one connection, which a transaction holds until it ends (the
  // others wait in the pool's queue), and no idle timeout (the socket serves one connection).
  const pool = new pg.Pool(
    embedded
      ? { ...embedded.connection, max: 1, idleTimeoutMillis: 0, allowExitOnIdle: true }
      : { connectionString: database.kind === "postgres" ? database.url : undefined, max: 10 },
  );
  // A connection that breaks while idle (a server restarted): the next query opens another.
  pool.on("error", () => {});
  pool.on("connect", timeQueries);
  const close = async () => {
    try {
      await pool.end();
      await embedded?.stop();
    } finally {
      folder?.release();
    }
  };
  try {
    const db = drizzle(pool, { schema }) as unknown as Database;
    // An advisory lock keeps several instances starting at once from migrating (and seeding) together.
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock(727274)");
      const locked = drizzle(client, { schema });
      await migrate(locked, { migrationsFolder });
      await seedDatabase(locked as unknown as Database);
    } finally {
      await client.query("select pg_advisory_unlock(727274)");
      client.release();
    }
    return { db, close, embedded: embedded !== null, pool };
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}

type Query = (...args: unknown[]) => unknown;

/**
 * Times every query of a pooled connection (db_query_duration_seconds, ADR 0089): pool.query and
 * a transaction's queries alike go through the connection's `query`, with a callback (the pool)
 * or a promise (drizzle). The SQL is never a label.
 */
function timeQueries(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  const timed: Query = (...args) => {
    const end = databaseQueryDuration.startTimer();
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      args[last] = (...result: unknown[]) => {
        end();
        return (callback as Query)(...result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise)
      result.then(
        () => end(),
        () => end(),
      );
    return result;
  };
  (client as unknown as { query: Query }).query = timed;
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

/** The database or an open transaction (both are Drizzle databases over the same session type). */
type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

const statementNames = new Map<string, string>();

/** The name of a statement's text: the same text always gets the same name, another text another. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `go_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

type Preparing = {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
};

/**
 * Runs `query` as a named prepared statement of the connection (ADR 0094): the first run on a
 * connection parses it; from the sixth, Postgres reuses one plan instead of planning it again,
 * which was most of a search's statements' cost on both databases. Only for the few hot
 * statements of a fixed text (a search's counts, the session's row): each text stays prepared on
 * each connection for the connection's life. Answers as `db.execute` does (`{ rows }`), inside
 * the transaction when `executor` is one.
 */
export async function executePrepared<Row>(executor: Executor, query: SQL): Promise<{ rows: Row[] }> {
  const { dialect, session } = executor as unknown as Preparing;
  const built = dialect.sqlToQuery(query);
  return (await session.prepareQuery(built, undefined, statementName(built.sql), false).execute()) as {
    rows: Row[];
  };
}

/**
 * A query builder's statement as a named prepared statement (see `executePrepared`); the
 * builder maps its rows as it does unnamed: `await prepared(db.select()…).execute()`.
 */
export function prepared<Prepared>(query: {
  toSQL(): { sql: string };
  prepare(name: string): Prepared;
}): Prepared {
  return query.prepare(statementName(query.toSQL().sql));
}

/**
 * A statement built once per database with placeholders (`sql.placeholder("id")`) and prepared
 * under its text's name, then executed with each request's values (`.execute({ id })`): the
 * request neither builds its SQL nor has it planned again. For the statement every page runs
 * (the session's read): building it per request was a third of `prepared`'s cost (ADR 0096).
 */
export function preparedOnce<Prepared>(
  build: (db: Database) => { toSQL(): { sql: string }; prepare(name: string): Prepared },
): (db: Database) => Prepared {
  const kept = new WeakMap<Database, Prepared>();
  return (db) => {
    let statement = kept.get(db);
    if (!statement) {
      statement = prepared(build(db));
      kept.set(db, statement);
    }
    return statement;
  };
}

/** How a library that writes its own SQL (the job queue, pg-boss) runs a statement on our connections. */
export type SqlRunner = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows as the library reads them
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
};

/** A runner on the process-wide pool (each statement takes a connection of its own). */
export async function poolSqlRunner(): Promise<SqlRunner> {
  await getDatabaseHandle();
  // The handle of the moment: the database may be closed and opened again (tests, shutdown).
  return { executeSql: async (text, values) => (await getDatabaseHandle()).pool.query(text, values) };
}

/**
 * Runs `work` in one transaction on one connection, with Drizzle and a raw runner on it: what
 * the outbox needs to commit a message and the job that sends it together (ADR 0088).
 */
export async function inTransactionWithSql<T>(
  work: (tx: Database, runner: SqlRunner) => Promise<T>,
): Promise<T> {
  const { pool } = await getDatabaseHandle();
  const client = await pool.connect();
  try {
    await client.query("begin");
    const result = await work(drizzle(client, { schema }) as unknown as Database, {
      executeSql: (text, values) => client.query(text, values),
    });
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
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

import path from "node:path";
import { Worker } from "node:worker_threads";
import type { QueryOptions, Results } from "@electric-sql/pglite";

/**
 * The embedded database on a thread of its own (ADR 0063): the server's thread sends each query
 * to server/pglite-worker.mjs, which runs PGlite, and awaits the rows. It offers the part of
 * PGlite's interface that Drizzle's PGlite driver and its migrator use: query, exec, transaction
 * and close. Semantics are PGlite's own (one query at a time; a transaction holds the database
 * until it ends), only the work moves off the thread that renders pages.
 */

const WORKER_FILE = path.resolve(process.cwd(), "server/pglite-worker.mjs");

type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: Record<string, unknown> };
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Request =
  | { op: "query"; sql: string; params: unknown[]; rowMode?: QueryOptions["rowMode"]; textTypes: number[]; paramTypes?: number[]; tx?: number }
  | { op: "exec"; sql: string; tx?: number }
  | { op: "begin" }
  | { op: "end"; tx: number; commit: boolean }
  | { op: "close" };

/** What a transaction callback may use (PGlite's Transaction, as far as Drizzle needs it). */
export type PGliteThreadTransaction = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<never>;
  readonly closed: boolean;
};

/** Rebuilds the worker's error (message, stack and Postgres's code, detail, constraint…). */
function errorFrom(plain: Record<string, unknown>): Error {
  const error = new Error(String(plain.message ?? "database error"));
  return Object.assign(error, plain);
}

/**
 * A parser that returns its input keeps the value as Postgres sent it: the worker is simply told
 * to leave those types as text. Any other parser runs here, on the rows that come back.
 */
const PROBE = "\u0000pglite-thread-probe";
function splitParsers(parsers: QueryOptions["parsers"]) {
  const textTypes: number[] = [];
  const parseHere = new Map<number, (value: string, typeId: number) => unknown>();
  for (const [key, parser] of Object.entries(parsers ?? {})) {
    const typeId = Number(key);
    textTypes.push(typeId);
    let keepsText = false;
    try {
      keepsText = parser(PROBE, typeId) === PROBE;
    } catch {
      keepsText = false;
    }
    if (!keepsText) parseHere.set(typeId, parser);
  }
  return { textTypes, parseHere };
}

function applyParsers<T>(results: Results<T>, parseHere: Map<number, (value: string, typeId: number) => unknown>): Results<T> {
  if (parseHere.size === 0) return results;
  results.fields.forEach((field, index) => {
    const parse = parseHere.get(field.dataTypeID);
    if (!parse) return;
    for (const row of results.rows as unknown[]) {
      const key = Array.isArray(row) ? index : field.name;
      const record = row as Record<string | number, unknown>;
      if (typeof record[key] === "string") record[key] = parse(record[key] as string, field.dataTypeID);
    }
  });
  return results;
}

export class PGliteThread {
  readonly waitReady: Promise<void>;
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #lastId = 0;
  #failure: Error | null = null;

  /** `dataDir`: the database's folder; none for an in-memory database (tests). */
  constructor(dataDir?: string) {
    this.#worker = new Worker(WORKER_FILE, { workerData: { dataDir } });
    this.waitReady = new Promise((resolve, reject) => {
      const onReady = (message: { ready?: boolean; error?: Record<string, unknown> }) => {
        if (message.ready === undefined) return;
        this.#worker.off("message", onReady);
        // From now on an idle database thread does not keep the process alive; a query waiting
        // for it does (#call).
        if (this.#pending.size === 0) this.#worker.unref();
        if (message.ready) resolve();
        else reject(errorFrom(message.error ?? {}));
      };
      this.#worker.on("message", onReady);
    });
    this.waitReady.catch(() => {});
    this.#worker.on("message", (message: Reply | { ready: boolean }) => {
      if (!("id" in message)) return;
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#settled(message.id);
      if (message.ok) pending.resolve(message.result);
      else pending.reject(errorFrom(message.error));
    });
    const fail = (error: Error) => {
      this.#failure = error;
      for (const [id, pending] of this.#pending) {
        this.#settled(id);
        pending.reject(error);
      }
    };
    this.#worker.on("error", fail);
    this.#worker.on("exit", (code) => fail(new Error(`the database thread stopped (exit code ${code})`)));
  }

  #settled(id: number) {
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#worker.unref();
  }

  async #call<T>(request: Request): Promise<T> {
    await this.waitReady;
    if (this.#failure) throw this.#failure;
    const id = (this.#lastId += 1);
    const answer = new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    });
    if (this.#pending.size === 1) this.#worker.ref();
    this.#worker.postMessage({ id, ...request });
    return answer;
  }

  async #query<T>(tx: number | undefined, sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    if (options.serializers || options.blob || options.onNotice) {
      throw new Error("PGliteThread: serializers, blob and onNotice are not supported");
    }
    const { textTypes, parseHere } = splitParsers(options.parsers);
    const results = await this.#call<Results<T>>({ op: "query", sql, params, rowMode: options.rowMode, textTypes, paramTypes: options.paramTypes, tx });
    return applyParsers(results, parseHere);
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#call({ op: "exec", sql });
  }

  /** Runs `callback` in a transaction: COMMIT when it resolves, ROLLBACK when it throws. */
  async transaction<T>(callback: (tx: PGliteThreadTransaction) => Promise<T>): Promise<T> {
    const id = await this.#call<number>({ op: "begin" });
    let closed = false;
    const tx: PGliteThreadTransaction = {
      query: (sql, params, options) => this.#query(id, sql, params, options),
      exec: (sql) => this.#call({ op: "exec", sql, tx: id }),
      rollback: async () => {
        throw new Error("PGliteThread: roll back by throwing from the transaction callback");
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      closed = true;
      await this.#call({ op: "end", tx: id, commit: false }).catch(() => {});
      throw error;
    }
    closed = true;
    await this.#call({ op: "end", tx: id, commit: true });
    return result;
  }

  /** Closes the database (its files are synced) and stops the thread. */
  async close(): Promise<void> {
    try {
      await this.#call({ op: "close" });
    } finally {
      await this.#worker.terminate();
    }
  }
}

import path from "node:path";
import { Worker } from "node:worker_threads";
import type { QueryOptions, Results } from "@electric-sql/pglite";
import { IPC_DATABASE_KEY } from "../../server/pglite-host.mjs";

/**
 * The embedded database, used from outside the thread that runs it (ADR 0063, 0066): each query
 * goes as a message to its host (server/pglite-host.mjs) and the rows come back. The host is a
 * thread of this process (server/pglite-worker.mjs) or, when the server runs several web
 * processes, the cluster's primary process (server/cluster.mjs). `PGliteRemote` offers the part of
 * PGlite's interface that Drizzle's PGlite driver and its migrator use (query, exec, transaction,
 * close) with PGlite's own semantics (one query at a time; a transaction holds the database until
 * it ends), plus notifications (LISTEN). Only the work moves off the thread that renders pages.
 */

type Reply =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: Record<string, unknown> };
type Notification = { notify: string; payload: string };
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Request =
  | {
      op: "query";
      sql: string;
      params: unknown[];
      rowMode?: QueryOptions["rowMode"];
      textTypes: number[];
      paramTypes?: number[];
      tx?: number;
      cache?: KeptUnder;
    }
  | { op: "exec"; sql: string; tx?: number }
  | { op: "begin" }
  | { op: "end"; tx: number; commit: boolean }
  | { op: "listen"; channel: string }
  | { op: "close" };

/**
 * Where the host may keep a query's answer: the table it reads and the key of the row, whose
 * change (announced by the table's trigger) forgets it (server/pglite-host.mjs).
 */
export type KeptUnder = { table: string; key: string };

/** How a client reaches its host: the messages both ways, and the end of the conversation. */
export type HostChannel = {
  /** Resolves when the host's database is open, rejects when it could not be. */
  ready: Promise<void>;
  send(message: object): void;
  /** Every message from the host: replies, notifications, and the channel's own failure. */
  listen(onMessage: (message: unknown) => void, onFailure: (error: Error) => void): void;
  /** A query is waiting: keep the process alive. */
  busy(): void;
  /** No query is waiting: the channel need not keep the process alive. */
  idle(): void;
  /** Ends the conversation: stops the thread; a web process of the cluster simply lets go. */
  close(): Promise<void>;
  /** Whether this client owns the database (its only client), and so closes it on close(). */
  ownsDatabase: boolean;
};

/** What a transaction callback may use (PGlite's Transaction, as far as Drizzle needs it). */
export type PGliteRemoteTransaction = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<never>;
  readonly closed: boolean;
};

/** Rebuilds the host's error (message, stack and Postgres's code, detail, constraint…). */
function errorFrom(plain: Record<string, unknown>): Error {
  const error = new Error(String(plain.message ?? "database error"));
  return Object.assign(error, plain);
}

/**
 * A parser that returns its input keeps the value as Postgres sent it: the host is simply told
 * to leave those types as text. Any other parser runs here, on the rows that come back.
 */
const PROBE = "\u0000pglite-remote-probe";
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

function applyParsers<T>(
  results: Results<T>,
  parseHere: Map<number, (value: string, typeId: number) => unknown>,
): Results<T> {
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

const WORKER_FILE = path.resolve(process.cwd(), "server/pglite-worker.mjs");

/** The database on a thread of this process; `dataDir`: its folder, none for an in-memory one (tests). */
export function threadChannel(dataDir?: string): HostChannel {
  const worker = new Worker(WORKER_FILE, { workerData: { dataDir } });
  const ready = new Promise<void>((resolve, reject) => {
    const onReady = (message: { ready?: boolean; error?: Record<string, unknown> }) => {
      if (message.ready === undefined) return;
      worker.off("message", onReady);
      // From now on an idle database thread does not keep the process alive (see busy/idle).
      worker.unref();
      if (message.ready) resolve();
      else reject(errorFrom(message.error ?? {}));
    };
    worker.on("message", onReady);
  });
  ready.catch(() => {});
  return {
    ready,
    ownsDatabase: true,
    send: (message) => worker.postMessage(message),
    listen(onMessage, onFailure) {
      worker.on("message", onMessage);
      worker.on("error", onFailure);
      worker.on("exit", (code) => onFailure(new Error(`the database thread stopped (exit code ${code})`)));
    },
    busy: () => worker.ref(),
    idle: () => worker.unref(),
    close: async () => {
      await worker.terminate();
    },
  };
}

/** The database hosted by the cluster's primary process (server/cluster.mjs), over the IPC channel. */
export function primaryChannel(): HostChannel {
  if (typeof process.send !== "function") throw new Error("no primary process to host the database");
  return {
    ready: Promise.resolve(),
    ownsDatabase: false,
    send: (message) => process.send!({ [IPC_DATABASE_KEY]: message }),
    listen(onMessage, onFailure) {
      process.on("message", (message: unknown) => {
        if (message && typeof message === "object" && IPC_DATABASE_KEY in message)
          onMessage((message as Record<string, unknown>)[IPC_DATABASE_KEY]);
      });
      process.on("disconnect", () =>
        onFailure(new Error("the primary process that hosts the database has gone")),
      );
    },
    // The IPC channel keeps a cluster worker alive as long as it serves requests anyway.
    busy: () => {},
    idle: () => {},
    close: async () => {},
  };
}

export class PGliteRemote {
  readonly waitReady: Promise<void>;
  readonly #channel: HostChannel;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<
    string,
    { listeners: Set<(payload: string) => void>; subscribed: Promise<void> }
  >();
  #lastId = 0;
  #failure: Error | null = null;

  constructor(channel: HostChannel) {
    this.#channel = channel;
    this.waitReady = channel.ready;
    channel.listen(
      (message) => {
        const reply = message as Reply | Notification | { ready: boolean };
        if ("notify" in reply) {
          for (const listener of this.#listeners.get(reply.notify)?.listeners ?? []) listener(reply.payload);
          return;
        }
        if (!("id" in reply)) return;
        const pending = this.#pending.get(reply.id);
        if (!pending) return;
        this.#settled(reply.id);
        if (reply.ok) pending.resolve(reply.result);
        else pending.reject(errorFrom(reply.error));
      },
      (error) => {
        this.#failure = error;
        for (const [id, pending] of this.#pending) {
          this.#settled(id);
          pending.reject(error);
        }
      },
    );
  }

  #settled(id: number) {
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#channel.idle();
  }

  async #call<T>(request: Request): Promise<T> {
    await this.waitReady;
    if (this.#failure) throw this.#failure;
    const id = (this.#lastId += 1);
    const answer = new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    });
    if (this.#pending.size === 1) this.#channel.busy();
    this.#channel.send({ id, ...request });
    return answer;
  }

  async #query<T>(
    tx: number | undefined,
    sql: string,
    params: unknown[] = [],
    options: QueryOptions = {},
    cache?: KeptUnder,
  ): Promise<Results<T>> {
    if (options.serializers || options.blob || options.onNotice) {
      throw new Error("PGliteRemote: serializers, blob and onNotice are not supported");
    }
    const { textTypes, parseHere } = splitParsers(options.parsers);
    const results = await this.#call<Results<T>>({
      op: "query",
      sql,
      params,
      rowMode: options.rowMode,
      textTypes,
      paramTypes: options.paramTypes,
      tx,
      cache,
    });
    return applyParsers(results, parseHere);
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, options);
  }

  /**
   * A query whose answer the host may keep until the row `cache.key` of `cache.table` changes
   * (the table's trigger announces it); the same answer as `query` at every moment.
   */
  keptQuery<T>(cache: KeptUnder, sql: string, params?: unknown[]): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, {}, cache);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#call({ op: "exec", sql });
  }

  /**
   * Calls `listener` with the payload of each notification on `channel` (NOTIFY, pg_notify) once
   * this resolves. A notification raised by a commit arrives before that commit's answer.
   */
  listen(channel: string, listener: (payload: string) => void): Promise<void> {
    let entry = this.#listeners.get(channel);
    if (!entry) {
      entry = {
        listeners: new Set(),
        subscribed: this.#call<null>({ op: "listen", channel }).then(() => {}),
      };
      this.#listeners.set(channel, entry);
    }
    entry.listeners.add(listener);
    return entry.subscribed;
  }

  /** Runs `callback` in a transaction: COMMIT when it resolves, ROLLBACK when it throws. */
  async transaction<T>(callback: (tx: PGliteRemoteTransaction) => Promise<T>): Promise<T> {
    const id = await this.#call<number>({ op: "begin" });
    let closed = false;
    const tx: PGliteRemoteTransaction = {
      query: (sql, params, options) => this.#query(id, sql, params, options),
      exec: (sql) => this.#call({ op: "exec", sql, tx: id }),
      rollback: async () => {
        throw new Error("PGliteRemote: roll back by throwing from the transaction callback");
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

  /**
   * Ends this client: closes the database when it owns it (its files are synced) and stops the
   * thread; a web process of the cluster only lets go (the primary closes the database last).
   */
  async close(): Promise<void> {
    try {
      if (this.#channel.ownsDatabase) await this.#call({ op: "close" });
    } finally {
      await this.#channel.close();
    }
  }
}

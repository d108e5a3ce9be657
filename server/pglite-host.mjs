/**
 * The embedded database's side of the conversation with the code that uses it (ADR 0063, 0066).
 * PGlite is one Postgres session, run synchronously by whichever thread calls it; its host owns
 * it and answers messages from its clients: the web server's thread (server/pglite-worker.mjs,
 * one client) or, with several web processes, each worker process (server/cluster.mjs, the
 * primary hosts the database). app/models/pglite-remote.server.ts is the client.
 *
 *   { id, op: "query", sql, params, rowMode, textTypes, paramTypes, tx }  → Results
 *   { id, op: "query", …, cache: { table, key } }                        → Results, kept (see below)
 *   { id, op: "exec", sql, tx }                                          → Results[]
 *   { id, op: "begin" }                                                  → transaction id
 *   { id, op: "end", tx, commit }                                        → null (COMMIT or ROLLBACK done)
 *   { id, op: "listen", channel }                                        → null; from then on the client
 *                                                                          gets { notify: channel, payload }
 *   { id, op: "close" }                                                  → null (closes PGlite; only for
 *                                                                          a host with allowClose)
 * answered with { id, ok: true, result } or { id, ok: false, error }.
 *
 * A notification raised by a statement reaches the clients before that statement's answer (PGlite
 * calls its listeners while it reads the statement's results), so a client that has its COMMIT
 * answered has already been told what the commit changed.
 *
 * Kept rows (ADR 0067): a query outside a transaction may ask for its answer to be kept under
 * { table, key }, for a table whose trigger announces its changes on "<table>_changed" with the
 * changed row's key as payload ('' for "anything": every kept answer of the table goes). The
 * host hears every commit before it answers anything else, so a kept answer is forgotten exactly
 * when it goes stale; an answer read while a change was announced is not kept. A table without
 * its trigger (go_<table>_changed) is never kept.
 */

/** On a process's IPC channel, database messages are wrapped in this key: { pglite: message }. */
export const IPC_DATABASE_KEY = "pglite";

/** Kept answers per table: at most this many keys (rows), the oldest going first. */
const MAX_KEPT_KEYS = 10_000;

/** Thrown inside PGlite's transaction callback to have it roll back. */
const ROLLBACK = Symbol("rollback");
const keepText = (value) => value;

/** An error as plain data: the message, the stack and Postgres's fields (code, detail, constraint…). */
export function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message, stack: error.stack };
}

/**
 * @param {import("@electric-sql/pglite").PGlite} pg
 * @param {{ allowClose?: boolean }} [options] allowClose: a client's "close" closes PGlite (the
 *   one-client thread); otherwise only the host's owner closes it, after its clients are gone.
 */
export function createPgliteHost(pg, { allowClose = true } = {}) {
  /** Open transactions: id → the PGlite transaction, how to end it, and the client that began it. */
  const transactions = new Map();
  /** channel → the clients listening on it. */
  const listeners = new Map();
  /** channel → its PGlite subscription (made once, for the clients and the kept rows alike). */
  const channels = new Map();
  /** table → { answers: key → Results, generation, triggered: Promise<boolean> } */
  const kept = new Map();
  let lastTransactionId = 0;

  /** Listens on `channel` once: forgets kept answers of its table, passes the notification on. */
  function subscribe(channel) {
    let subscribed = channels.get(channel);
    if (!subscribed) {
      subscribed = pg.listen(channel, (payload) => {
        const table = channel.endsWith("_changed")
          ? kept.get(channel.slice(0, -"_changed".length))
          : undefined;
        if (table) {
          table.generation += 1;
          if (payload) table.answers.delete(payload);
          else table.answers.clear();
        }
        for (const listening of listeners.get(channel) ?? []) listening.post({ notify: channel, payload });
      });
      channels.set(channel, subscribed);
      subscribed.catch(() => channels.delete(channel));
    }
    return subscribed;
  }

  function keptTable(name) {
    let table = kept.get(name);
    if (!table) {
      table = { answers: new Map(), generation: 0, triggered: null };
      kept.set(name, table);
      // Kept only when the table announces its changes; listening before the first answer is kept.
      table.triggered = pg
        .query("select count(*)::int as n from pg_trigger where tgname = $1", [`go_${name}_changed`])
        .then(async ({ rows }) => {
          if (rows[0].n === 0) return false;
          await subscribe(`${name}_changed`);
          return true;
        })
        .catch(() => {
          // Not listening: answer these queries afresh, and try again on the next one.
          kept.delete(name);
          return false;
        });
    }
    return table;
  }

  /** A query's answer, from those kept for `cache` when it is there. */
  async function keptQuery(message, options) {
    const { table: name, key } = message.cache;
    if (typeof name !== "string" || !/^[a-z_][a-z0-9_]{0,40}$/.test(name) || typeof key !== "string")
      throw new Error("bad cache");
    const table = keptTable(name);
    if (!(await table.triggered)) return pg.query(message.sql, message.params, options);
    const answerKey = `${key}\u0000${message.sql}\u0000${JSON.stringify(message.params ?? [])}\u0000${message.rowMode ?? ""}\u0000${(message.textTypes ?? []).join(",")}`;
    const answer = table.answers.get(key)?.get(answerKey);
    if (answer) return answer;
    const generation = table.generation;
    const result = await pg.query(message.sql, message.params, options);
    if (table.generation === generation) {
      if (table.answers.size >= MAX_KEPT_KEYS) table.answers.delete(table.answers.keys().next().value);
      const answers = table.answers.get(key) ?? new Map();
      answers.set(answerKey, result);
      table.answers.set(key, answers);
    }
    return result;
  }

  /** Starts a transaction that stays open until an "end" message for its id. */
  function begin(client) {
    const id = (lastTransactionId += 1);
    return new Promise((started, failed) => {
      const entry = { client };
      entry.ended = new Promise((resolve) => (entry.finish = resolve));
      entry.outcome = pg
        .transaction(async (tx) => {
          entry.tx = tx;
          transactions.set(id, entry);
          started(id);
          if (!(await entry.ended)) throw ROLLBACK;
        })
        .catch((error) => {
          if (error === ROLLBACK) return;
          // BEGIN itself failed: nobody holds the id yet.
          if (!transactions.has(id)) failed(error);
          throw error;
        });
      // Swallowed here, reported by the "end" message that waits for it.
      entry.outcome.catch(() => {});
    });
  }

  async function end(id, commit) {
    const entry = transactions.get(id);
    if (!entry) throw new Error(`no open transaction ${id}`);
    transactions.delete(id);
    entry.finish(commit);
    await entry.outcome;
    return null;
  }

  function target(tx) {
    if (tx === undefined || tx === null) return pg;
    const entry = transactions.get(tx);
    if (!entry) throw new Error(`no open transaction ${tx}`);
    return entry.tx;
  }

  async function listen(channel, client) {
    if (typeof channel !== "string" || !/^[a-z_][a-z0-9_]{0,62}$/.test(channel))
      throw new Error(`bad channel ${channel}`);
    let clients = listeners.get(channel);
    if (!clients) {
      clients = new Set();
      listeners.set(channel, clients);
    }
    clients.add(client);
    await subscribe(channel);
    return null;
  }

  async function run(message, client) {
    switch (message.op) {
      case "query": {
        const parsers = Object.fromEntries((message.textTypes ?? []).map((oid) => [oid, keepText]));
        const options = { rowMode: message.rowMode, parsers, paramTypes: message.paramTypes };
        if (message.cache && (message.tx === undefined || message.tx === null))
          return keptQuery(message, options);
        return target(message.tx).query(message.sql, message.params, options);
      }
      case "exec":
        return target(message.tx).exec(message.sql);
      case "begin":
        return begin(client);
      case "end":
        return end(message.tx, message.commit);
      case "listen":
        return listen(message.channel, client);
      case "close":
        if (!allowClose) throw new Error("the database is closed by its host");
        await pg.close();
        return null;
      default:
        throw new Error(`unknown operation ${message.op}`);
    }
  }

  return {
    /**
     * Answers one message of `client` ({ post(message) }): its result or its error, under its id.
     * @param {{ id: number, op: string } & Record<string, unknown>} message
     * @param {{ post: (message: object) => void }} client
     */
    receive(message, client) {
      run(message, client).then(
        (result) => client.post({ id: message.id, ok: true, result }),
        (error) => client.post({ id: message.id, ok: false, error: plainError(error) }),
      );
    },

    /** A client has gone (its process ended): roll back what it left open, stop its notifications. */
    async drop(client) {
      for (const clients of listeners.values()) clients.delete(client);
      const open = [...transactions].filter(([, entry]) => entry.client === client).map(([id]) => id);
      await Promise.all(open.map((id) => end(id, false).catch(() => {})));
    },

    /** How many transactions are open (for tests and the primary's shutdown). */
    get openTransactions() {
      return transactions.size;
    },
  };
}

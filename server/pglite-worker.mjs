/**
 * The embedded database on a thread of its own (ADR 0063). PGlite runs Postgres compiled to
 * WebAssembly synchronously on the thread that calls it; on the web server's thread, every query
 * (a results page's availability count takes milliseconds over a million reservations) stopped
 * every other request. Here it runs beside the server, as a PostgreSQL server would, and
 * app/models/pglite-thread.server.ts talks to it with messages:
 *   { id, op: "query", sql, params, rowMode, textTypes, paramTypes, tx }   → Results
 *   { id, op: "exec", sql, tx }                                             → Results[]
 *   { id, op: "begin" }                                                     → transaction id
 *   { id, op: "end", tx, commit }                                           → null (COMMIT or ROLLBACK done)
 *   { id, op: "close" }                                                     → null
 * answered with { id, ok: true, result } or { id, ok: false, error }.
 * workerData: { dataDir } (a folder, or undefined for an in-memory database).
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

const pg = new PGlite(workerData?.dataDir ?? undefined);
/** Open transactions: id → the PGlite transaction, how to end it, and how its end went. */
const transactions = new Map();
let lastTransactionId = 0;
/** Thrown inside PGlite's transaction callback to have it roll back. */
const ROLLBACK = Symbol("rollback");
const keepText = (value) => value;

/** Starts a transaction that stays open until an "end" message for its id. */
function begin() {
  const id = (lastTransactionId += 1);
  return new Promise((started, failed) => {
    const entry = {};
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
  if (tx === undefined) return pg;
  const entry = transactions.get(tx);
  if (!entry) throw new Error(`no open transaction ${tx}`);
  return entry.tx;
}

async function run(message) {
  switch (message.op) {
    case "query": {
      const parsers = Object.fromEntries((message.textTypes ?? []).map((oid) => [oid, keepText]));
      return target(message.tx).query(message.sql, message.params, { rowMode: message.rowMode, parsers, paramTypes: message.paramTypes });
    }
    case "exec":
      return target(message.tx).exec(message.sql);
    case "begin":
      return begin();
    case "end":
      return end(message.tx, message.commit);
    case "close":
      await pg.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

/** An error as plain data: the message, the stack and Postgres's fields (code, detail, constraint…). */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message, stack: error.stack };
}

parentPort.on("message", (message) => {
  run(message).then(
    (result) => parentPort.postMessage({ id: message.id, ok: true, result }),
    (error) => parentPort.postMessage({ id: message.id, ok: false, error: plainError(error) }),
  );
});

pg.waitReady.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ ready: false, error: plainError(error) }),
);

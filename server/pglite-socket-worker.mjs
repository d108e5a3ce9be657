/**
 * The embedded database on a thread of its own, served over the Postgres wire protocol
 * (docs/decisions/0077-embedded-database-over-the-wire.md). PGlite runs Postgres compiled to
 * WebAssembly synchronously on the thread that calls it; here it runs beside the web server, as a
 * PostgreSQL server would, and @electric-sql/pglite-socket answers one connection (the app's pool
 * of one, app/models/db.server.ts) on a Unix socket. The app talks to it with node-postgres, as to
 * PostgreSQL.
 * workerData: { dataDir (a folder, or undefined for an in-memory database), socketPath }.
 * Messages: to the parent { ready: true } or { ready: false, error }; from it "close" (stop serving,
 * close the database), answered { closed: true } or { closed: false, error }.
 */
import fs from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

const plainError = (error) => ({ message: String(error?.message ?? error), stack: error?.stack });

const db = new PGlite(workerData.dataDir ?? undefined);
// The app's pool holds one connection, but after a failed query node-postgres's pool drops that
// connection and opens the next at once, before this server has seen the first one close: a
// second connection is let in for that moment (with one, it would be refused, and the query
// fail). The pool never uses two at a time.
const server = new PGLiteSocketServer({ db, path: workerData.socketPath, maxConnections: 2 });

async function start() {
  await db.waitReady;
  // A socket file left by a server that was killed would refuse the listen (the pid file tells
  // whether a server still runs on this DATA_DIR: server/web-server.mjs).
  fs.rmSync(workerData.socketPath, { force: true });
  await server.start();
}

async function close() {
  await server.stop();
  await db.close();
}

parentPort.on("message", (message) => {
  if (message !== "close") return;
  close().then(
    () => parentPort.postMessage({ closed: true }),
    (error) => parentPort.postMessage({ closed: false, error: plainError(error) }),
  );
});

start().then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ ready: false, error: plainError(error) }),
);

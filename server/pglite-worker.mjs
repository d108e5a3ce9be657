/**
 * The embedded database on a thread of its own (ADR 0063). PGlite runs Postgres compiled to
 * WebAssembly synchronously on the thread that calls it; on the web server's thread, every query
 * (a results page's availability count takes milliseconds over a million reservations) stopped
 * every other request. Here it runs beside the server, as a PostgreSQL server would, and
 * app/models/pglite-remote.server.ts talks to it with the messages of server/pglite-host.mjs.
 * workerData: { dataDir } (a folder, or undefined for an in-memory database).
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { createPgliteHost, plainError } from "./pglite-host.mjs";

const pg = new PGlite(workerData?.dataDir ?? undefined);
const host = createPgliteHost(pg);
const client = { post: (message) => parentPort.postMessage(message) };

parentPort.on("message", (message) => host.receive(message, client));

pg.waitReady.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ ready: false, error: plainError(error) }),
);

#!/usr/bin/env node
// Restore of the embedded database from a folder written by `npm run db:backup`:
// `npm run db:restore -- <folder>`. Stop the server first. The current DATA_DIR/pglite (and
// uploads, session-secret) are moved aside to DATA_DIR/before-restore-<timestamp>/, never deleted,
// then the dump is loaded (PGlite loadDataDir) and the row counts checked against the manifest.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { countRows, dataPaths, holdDataDirOrExit } from "./lib/db-files.mjs";

const source = process.argv[2] ? path.resolve(process.argv[2]) : null;
if (!source || !fs.existsSync(path.join(source, "pglite.tar.gz"))) {
  console.error("Usage: npm run db:restore -- <backup folder containing pglite.tar.gz>");
  process.exit(2);
}
if (process.env.DATABASE_URL) {
  console.error("DATABASE_URL is set: restore PostgreSQL with pg_restore/psql (see README, Operations).");
  process.exit(2);
}
const paths = dataPaths();
holdDataDirOrExit(paths);
const manifest = JSON.parse(fs.readFileSync(path.join(source, "manifest.json"), "utf8"));

fs.mkdirSync(paths.dataDir, { recursive: true });
const aside = path.join(paths.dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`);
for (const current of [paths.pglite, paths.uploads, paths.secret]) {
  if (!fs.existsSync(current)) continue;
  fs.mkdirSync(aside, { recursive: true });
  fs.renameSync(current, path.join(aside, path.basename(current)));
}

const dump = new Blob([fs.readFileSync(path.join(source, "pglite.tar.gz"))]);
const db = new PGlite(paths.pglite, { loadDataDir: dump });
await db.waitReady;
const counts = await countRows(db);
await db.close();
if (fs.existsSync(path.join(source, "uploads")))
  fs.cpSync(path.join(source, "uploads"), paths.uploads, { recursive: true });
if (fs.existsSync(path.join(source, "session-secret")))
  fs.copyFileSync(path.join(source, "session-secret"), paths.secret);

const mismatched = Object.keys(manifest.counts).filter((table) => manifest.counts[table] !== counts[table]);
if (mismatched.length > 0) {
  console.error(`Restored, but row counts differ from the backup's for: ${mismatched.join(", ")}`);
  process.exit(1);
}
console.log(
  `Restored ${source} into ${paths.pglite}${fs.existsSync(aside) ? ` (the previous data is in ${aside})` : ""}`,
);
console.log(JSON.stringify(counts));

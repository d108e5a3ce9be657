#!/usr/bin/env node
// Backup of the embedded database: `npm run db:backup [-- <folder>]`.
// Stop the server first (PGlite is a single-process database: a second process opening the same
// data directory could corrupt it). Writes <folder> (default backups/<UTC timestamp>/) with
//   pglite.tar.gz   PGlite's own dump of the data directory (dumpDataDir, gzip)
//   uploads/        the uploaded driver licence and damage photos (DATA_DIR/uploads)
//   session-secret  the generated cookie secret, so signed-in sessions survive a restore
//   manifest.json   when, from where, and the row counts of the main tables
// With DATABASE_URL=postgres://… use pg_dump instead (README, "Operations").
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { countRows, dataPaths, holdDataDirOrExit } from "./lib/db-files.mjs";

const paths = dataPaths();
if (process.env.DATABASE_URL) {
  console.error("DATABASE_URL is set: back PostgreSQL up with pg_dump (see README, Operations).");
  process.exit(2);
}
if (!fs.existsSync(paths.pglite)) {
  console.error(`No embedded database at ${paths.pglite} (DATA_DIR=${paths.dataDir}).`);
  process.exit(2);
}
holdDataDirOrExit(paths);

const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const target = path.resolve(process.argv[2] ?? path.join("backups", stamp));
if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
  console.error(`${target} exists and is not empty: choose another folder.`);
  process.exit(2);
}
fs.mkdirSync(target, { recursive: true });

const db = new PGlite(paths.pglite);
await db.waitReady;
const counts = await countRows(db);
const dump = await db.dumpDataDir("gzip");
await db.close();
fs.writeFileSync(path.join(target, "pglite.tar.gz"), Buffer.from(await dump.arrayBuffer()));
if (fs.existsSync(paths.uploads)) fs.cpSync(paths.uploads, path.join(target, "uploads"), { recursive: true });
if (fs.existsSync(paths.secret)) fs.copyFileSync(paths.secret, path.join(target, "session-secret"));
fs.writeFileSync(
  path.join(target, "manifest.json"),
  `${JSON.stringify({ createdAt: new Date().toISOString(), dataDir: paths.dataDir, counts }, null, 2)}\n`,
);
console.log(`Backup written to ${target}`);
console.log(JSON.stringify(counts));

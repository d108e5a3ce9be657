// Shared by db-backup.mjs and db-restore.mjs: where the embedded data lives and a sanity check.
import fs from "node:fs";
import path from "node:path";

export function dataPaths() {
  const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");
  return {
    dataDir,
    pglite: path.join(dataDir, "pglite"),
    uploads: path.join(dataDir, "uploads"),
    secret: path.join(dataDir, "session-secret"),
    pidFile: path.join(dataDir, "server.pid"),
  };
}

/** server.mjs writes DATA_DIR/server.pid while it runs: refuse to touch a database in use. */
export function assertServerStopped(paths) {
  if (!fs.existsSync(paths.pidFile)) return;
  const pid = Number(fs.readFileSync(paths.pidFile, "utf8").trim());
  let alive = false;
  try {
    if (Number.isInteger(pid) && pid > 0) {
      process.kill(pid, 0);
      alive = true;
    }
  } catch {
    alive = false;
  }
  if (alive) {
    console.error(
      `The server (pid ${pid}) is using ${paths.dataDir}: stop it first (SIGTERM shuts it down cleanly).`,
    );
    process.exit(2);
  }
}

export const BACKUP_TABLES = ["users", "reservations", "payments", "sessions", "mail_outbox"];

/** Row counts of the main tables (a missing table counts as null). */
export async function countRows(db) {
  const counts = {};
  for (const table of BACKUP_TABLES) {
    try {
      const result = await db.query(`select count(*)::int as n from ${table}`);
      counts[table] = result.rows[0].n;
    } catch {
      counts[table] = null;
    }
  }
  return counts;
}

// Shared by db-backup.mjs and db-restore.mjs: where the embedded data lives, and the guard.
import path from "node:path";
import { DataDirHeldError, holdDataDir } from "../../server/data-dir-lock.mjs";

export function dataPaths() {
  const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");
  return {
    dataDir,
    pglite: path.join(dataDir, "pglite"),
    uploads: path.join(dataDir, "uploads"),
    secret: path.join(dataDir, "session-secret"),
  };
}

/**
 * Holds the data folder until this script exits (server/data-dir-lock.mjs, the guard every
 * opener of the embedded database goes through), or says who has it and exits with 2.
 */
export function holdDataDirOrExit(paths) {
  try {
    const folder = holdDataDir(paths.dataDir);
    process.once("exit", () => folder.release());
  } catch (error) {
    if (!(error instanceof DataDirHeldError)) throw error;
    console.error(error.message);
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

// The database of a tsx script (api-key, db-migrate, bench-seed): the app's own handle,
// opened first so that a held embedded folder (server/data-dir-lock.mjs, checked by openDatabase)
// stops the script with the reason and exit code 2 before it does anything.
import { getDatabaseHandle, type DatabaseHandle } from "~/models/db.server";

export async function openScriptDatabase(): Promise<DatabaseHandle> {
  try {
    return await getDatabaseHandle();
  } catch (error) {
    if ((error as { code?: unknown }).code !== "DATA_DIR_HELD") throw error;
    console.error((error as Error).message);
    process.exit(2);
  }
}

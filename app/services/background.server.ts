import { getDatabaseHandle } from "~/models/db.server";
import { deleteExpiredSessions } from "./session.server";

const SESSION_CLEANUP_INTERVAL_MS = 10 * 60 * 1000;
let started = false;

/** Opens the database at start-up and removes expired sessions now and every ten minutes. */
export function startBackgroundJobs(): void {
  if (started || process.env.NODE_ENV === "test") return;
  started = true;
  getDatabaseHandle()
    .then(() => deleteExpiredSessions())
    .catch((error) => {
      console.error("The database could not be opened:", error);
      process.exit(1);
    });
  const timer = setInterval(() => {
    deleteExpiredSessions().catch((error) => console.error("Session cleanup failed:", error));
  }, SESSION_CLEANUP_INTERVAL_MS);
  timer.unref();
}

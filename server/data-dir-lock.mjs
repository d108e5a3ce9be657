// The one guard on the embedded database's folder: PGlite belongs to one process, and a second
// one opening the same files damages them (issue 33: "RuntimeError: Aborted()" on the next open).
// Whatever opens DATA_DIR/pglite (openDatabase in app/models/db.server.ts, which the server, the
// dev server and every tsx script go through; db:backup and db:restore) holds DATA_DIR/pglite.pid
// first, and refuses while a live process holds it. A file left by a process that was killed
// (kill -9) names a process that no longer lives: the next one takes it over.
import fs from "node:fs";
import path from "node:path";

/** The file naming the process that has the embedded database in `dataDir` open. */
export const lockFileOf = (dataDir) => path.join(path.resolve(dataDir), "pglite.pid");

/** The folders this process holds (on globalThis: a module evaluated twice still sees them). */
const HELD = Symbol.for("go-rentals.data-dir-lock.held");
/** @type {Set<string>} */
const held = (globalThis[HELD] ??= new Set());

export class DataDirHeldError extends Error {
  /** @param {string} dataDir @param {number} pid @param {string} holder */
  constructor(dataDir, pid, holder) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}${holder ? ` (${holder})` : ""}: ` +
        "stop it first (SIGTERM shuts the server down cleanly), then run this again. " +
        "Two processes on the same PGlite files damage them.",
    );
    this.name = "DataDirHeldError";
    this.code = "DATA_DIR_HELD";
    this.pid = pid;
  }
}

/** Whether a process with this id lives (EPERM: it does, as another user's). */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
}

/** @returns {{ pid: number, holder: string } | null} null: no file, or one no process stands behind */
function currentHolder(file) {
  let text;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    return null;
  }
  const [first = "", holder = ""] = text.split("\n");
  const pid = Number(first.trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  // Our own id, for a folder this process does not hold: a container restarted gives the new
  // server the id (often 1) of the one that was killed.
  if (pid === process.pid) return held.has(file) ? { pid, holder: holder.trim() } : null;
  return isAlive(pid) ? { pid, holder: holder.trim() } : null;
}

/**
 * Holds `dataDir` for this process, or throws DataDirHeldError when a live process (this one
 * included) already does. `release()` lets it go; a process that dies without it leaves a file
 * the next holder takes over.
 * @param {string} dataDir
 * @returns {{ file: string, release: () => void }}
 */
export function holdDataDir(dataDir) {
  const file = lockFileOf(dataDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const content = `${process.pid}\n${path.basename(process.argv[1] ?? process.argv0)}\n`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      // "wx": created only if absent, so two processes starting together cannot both take it.
      fs.writeFileSync(file, content, { flag: "wx" });
      held.add(file);
      return {
        file,
        release() {
          if (!held.delete(file)) return;
          let text = "";
          try {
            text = fs.readFileSync(file, "utf8");
          } catch {
            return;
          }
          if (Number(text.split("\n")[0]) === process.pid) fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
    }
    const holder = currentHolder(file);
    if (holder) throw new DataDirHeldError(path.dirname(file), holder.pid, holder.holder);
    // Left by a process that is gone: remove it and try once more.
    fs.rmSync(file, { force: true });
  }
  const holder = currentHolder(file);
  throw new DataDirHeldError(path.dirname(file), holder?.pid ?? 0, holder?.holder ?? "");
}

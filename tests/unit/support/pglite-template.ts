import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated and seeded PGlite data folder each test file starts from a copy of. */
    pgliteTemplate: string;
  }
}

/** Where the run's databases live: memory-backed /dev/shm when the machine has it. */
function runFolderBase(): string {
  try {
    fs.accessSync("/dev/shm", fs.constants.W_OK);
    return "/dev/shm";
  } catch {
    return os.tmpdir();
  }
}

/**
 * Vitest's global setup: makes the embedded database once for the whole run, migrated and seeded
 * by the app's own openDatabase() as every test file's database used to be, and gives its folder
 * to the files (tests/unit/setup.ts copies it for each file). Creating a new PGlite (initdb) and
 * migrating it took most of a file's first second or three; a copy opens in a fraction of that.
 * Under `npm run test:pg` each file gets a PostgreSQL database of its own instead
 * (support/postgres-per-file.ts), so nothing is made here.
 */
export default async function makePgliteTemplate(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const root = fs.mkdtempSync(path.join(runFolderBase(), "go-unit-db-"));
  const dataDir = path.join(root, "template");
  // The app reads its configuration from the environment: the tests' own, as in a test file.
  const saved = { ...process.env };
  Object.assign(process.env, project.config.env, { DATA_DIR: dataDir, DATABASE_URL: "" });
  try {
    const { openDatabase } = await import("~/models/db.server");
    const database = await openDatabase({ kind: "pglite-file", dir: path.join(dataDir, "pglite") });
    await database.close();
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
  project.provide("pgliteTemplate", path.join(dataDir, "pglite"));
  return () => fs.rmSync(root, { recursive: true, force: true });
}

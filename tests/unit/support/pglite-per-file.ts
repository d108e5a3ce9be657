import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, inject } from "vitest";

/**
 * Each test file's own embedded database, as a copy of the run's migrated and seeded one
 * (support/pglite-template.ts): DATA_DIR names a folder of this file's with the copy in it, and
 * the app opens it as it would open its own data folder (the migration and seed find nothing left
 * to do). The folder goes when the file's tests are done. Without a template (`npm run test:pg`,
 * or a DATABASE_URL of another kind) the file keeps what it was given.
 */
export function usePgliteCopyPerFile(): void {
  if (process.env.DATABASE_URL !== "memory://") return;
  const template = inject("pgliteTemplate");
  if (!template) return;
  const dataDir = path.join(path.dirname(path.dirname(template)), `file-${randomBytes(6).toString("hex")}`);
  fs.cpSync(template, path.join(dataDir, "pglite"), { recursive: true });
  process.env.DATA_DIR = dataDir;
  process.env.DATABASE_URL = "";
  afterAll(async () => {
    // The database thread serves a socket beside the copy while it is open: close it first.
    if (fs.readdirSync(dataDir).some((name) => name.startsWith(".s.PGSQL."))) {
      const { closeDatabase } = await import("~/models/db.server");
      await closeDatabase();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}

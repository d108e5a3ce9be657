import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";

/** npm run db:backup / db:restore on a small embedded database in a temporary DATA_DIR. */
const ROOT = path.resolve(__dirname, "../..");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "go-backup-"));
const dataDir = path.join(work, "data");
fs.mkdirSync(dataDir, { recursive: true });
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };

function script(name: string, ...args: string[]) {
  return spawnSync(process.execPath, [path.join(ROOT, "scripts", name), ...args], {
    cwd: work,
    env,
    encoding: "utf8",
  });
}

async function withDb<T>(use: (db: PGlite) => Promise<T>): Promise<T> {
  const db = new PGlite(path.join(dataDir, "pglite"));
  try {
    return await use(db);
  } finally {
    await db.close();
  }
}

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe("backup and restore of the embedded database", () => {
  it("restores the data as it was at the backup, keeping the replaced data aside", async () => {
    await withDb(async (db) => {
      await db.exec(
        "create table users (id int primary key, email text); insert into users values (1, 'a@example.com'), (2, 'b@example.com');",
      );
    });
    fs.mkdirSync(path.join(dataDir, "uploads/licences"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "uploads/licences/u1.png"), "photo");

    const backup = script("db-backup.mjs", path.join(work, "backup"));
    expect(backup.status, backup.stderr).toBe(0);
    const manifest = JSON.parse(fs.readFileSync(path.join(work, "backup/manifest.json"), "utf8"));
    expect(manifest.counts.users).toBe(2);

    // Later changes, lost by the restore.
    await withDb(async (db) => {
      await db.exec("insert into users values (3, 'c@example.com'); delete from users where id = 1;");
    });
    fs.rmSync(path.join(dataDir, "uploads"), { recursive: true });

    const restore = script("db-restore.mjs", path.join(work, "backup"));
    expect(restore.status, restore.stderr).toBe(0);
    const emails = await withDb(async (db) =>
      (await db.query<{ email: string }>("select email from users order by id")).rows.map((row) => row.email),
    );
    expect(emails).toEqual(["a@example.com", "b@example.com"]);
    expect(fs.readFileSync(path.join(dataDir, "uploads/licences/u1.png"), "utf8")).toBe("photo");
    expect(fs.readdirSync(dataDir).some((name) => name.startsWith("before-restore-"))).toBe(true);
  }, 120_000);
});

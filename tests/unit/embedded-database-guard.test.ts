import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, hasBuild, ROOT, startServer, type ServerProcess } from "./support/server-process";

/**
 * Issue 33: `npm run outbox` run beside the embedded-database server damaged the database. Every
 * script that opens DATA_DIR/pglite, and a second server, must refuse while a live server holds
 * it (server/data-dir-lock.mjs); a server killed with SIGKILL must not block them for ever.
 * Scripts and servers run as child processes, as an operator runs them. Needs the build.
 */
const TSX = path.join(ROOT, "node_modules/.bin/tsx");

type Run = { code: number | null; output: string };

function run(command: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("exit", (code) => resolve({ code, output }));
  });
}

const SCRIPTS: [string, string, string[]][] = [
  ["npm run api-key:create", TSX, ["scripts/api-key.ts", "create", "--name", "guard-test"]],
  ["db-migrate.ts", TSX, ["scripts/db-migrate.ts"]],
  ["bench-seed.ts", TSX, ["scripts/bench-seed.ts", "10"]],
  ["npm run db:backup", process.execPath, ["scripts/db-backup.mjs"]],
];

describe.skipIf(!hasBuild())("nothing opens the embedded database a server holds", () => {
  let dataDir: string;
  let server: ServerProcess;
  const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "production" });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "go-guard-"));
    server = await startServer(env());
  }, 240_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(SCRIPTS)(
    "%s refuses with the reason while the server runs",
    async (_name, command, args) => {
      const result = await run(command, args, env());
      expect(result.code, result.output).toBe(2);
      expect(result.output).toContain(`in use by process ${server.child.pid}`);
      expect(result.output).toContain("stop it first");
      // The server still answers from an undamaged database.
      expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    },
    60_000,
  );

  it("npm run db:restore refuses too, leaving the data where it is", async () => {
    const backup = fs.mkdtempSync(path.join(os.tmpdir(), "go-guard-backup-"));
    fs.writeFileSync(path.join(backup, "pglite.tar.gz"), "");
    fs.writeFileSync(path.join(backup, "manifest.json"), '{"counts":{}}');
    const result = await run(process.execPath, ["scripts/db-restore.mjs", backup], env());
    fs.rmSync(backup, { recursive: true, force: true });
    expect(result.code, result.output).toBe(2);
    expect(result.output).toContain("stop it first");
    expect(fs.readdirSync(dataDir).some((name) => name.startsWith("before-restore-"))).toBe(false);
  }, 60_000);

  it("a second server on the same DATA_DIR stops with the reason; the first keeps serving", async () => {
    const port = String(await freePort());
    const second = await run(process.execPath, ["server.mjs", "build/index.js"], { ...env(), PORT: port });
    expect(second.code, second.output).toBe(1);
    expect(second.output).toContain(`in use by process ${server.child.pid}`);
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
  }, 120_000);

  it("after a SIGTERM the scripts run", async () => {
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const result = await run(TSX, ["scripts/db-migrate.ts"], env());
    expect(result.code, result.output).toBe(0);
  }, 120_000);

  it("a server killed with SIGKILL leaves nothing that blocks the scripts or the next server", async () => {
    server = await startServer(env());
    server.child.kill("SIGKILL");
    await server.exited;
    expect(fs.existsSync(path.join(dataDir, "pglite.pid"))).toBe(true);
    const result = await run(TSX, ["scripts/db-migrate.ts"], env());
    expect(result.code, result.output).toBe(0);
    server = await startServer(env());
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
  }, 240_000);
});

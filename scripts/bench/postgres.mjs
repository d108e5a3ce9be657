// The PostgreSQL side of the bench: a throwaway cluster on loopback (scripts/pg-test-cluster.sh,
// as `npm run test:pg` uses), or the database BENCH_DATABASE_URL names.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * Starts a throwaway cluster on `port`: its database URL, postmaster's process id and `stop()`.
 * @param {{ projectDir: string, port: number }} options
 */
export function startThrowawayCluster({ projectDir, port }) {
  const script = path.join(projectDir, "scripts", "pg-test-cluster.sh");
  const started = spawnSync(script, ["start", String(port)], { encoding: "utf8" });
  if (started.status !== 0) throw new Error(`PostgreSQL did not start:\n${started.stderr}`);
  const values = Object.fromEntries(
    started.stdout
      .trim()
      .split("\n")
      .map((line) => line.split(/=(.*)/s).slice(0, 2)),
  );
  return {
    url: values.DATABASE_URL,
    /** The postmaster's process id (its backends are its children), or null. */
    postmasterPid: () => {
      try {
        return Number(
          fs.readFileSync(path.join(values.PGTEST_DIR, "data", "postmaster.pid"), "utf8").split("\n")[0],
        );
      } catch {
        return null;
      }
    },
    stop: () => spawnSync(script, ["stop", values.PGTEST_DIR], { stdio: "inherit" }),
  };
}

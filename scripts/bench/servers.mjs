// Starting and stopping the servers the bench measures, and the CPU time they use (Linux /proc).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

/** A started server: its base URL, child process and web process count; `stop()` ends it. */
function handleOf(child, base, processes) {
  let exited = false;
  child.once("exit", () => (exited = true));
  return {
    base,
    child,
    processes,
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 15_000).unref();
      }),
  };
}

/**
 * The site's production server (server.mjs, as `npm start` runs it), request logs off. `webProcesses`
 * "1" is one process; undefined is the default (one per core). `nodeArgs` go to Node (the profiler's).
 * Resolves when every web process listens.
 * @param {{ projectDir: string, port: number, webProcesses?: string, env: Record<string, string>, nodeArgs?: string[] }} options
 */
export function startSiteServer({ projectDir, port, webProcesses, env, nodeArgs = [] }) {
  const base = `http://127.0.0.1:${port}`;
  const childEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_REQUESTS: "false",
    PUBLIC_URL: base,
    ...env,
  };
  if (webProcesses === undefined) delete childEnv.WEB_CONCURRENCY;
  else childEnv.WEB_CONCURRENCY = webProcesses;
  const child = spawn(process.execPath, [...nodeArgs, "server.mjs", "build/index.js"], {
    cwd: projectDir,
    env: childEnv,
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let buffered = "";
    const onExit = (code) => reject(new Error(`the site's server stopped (exit code ${code})`));
    child.once("exit", onExit);
    child.stdout.on("data", (chunk) => {
      buffered += chunk;
      const lines = buffered.split("\n");
      buffered = lines.pop();
      for (const line of lines) {
        let record = null;
        try {
          record = JSON.parse(line);
        } catch {
          continue;
        }
        // On the embedded database the server is always one process (ADR 0077): it says "listening".
        const oneProcess = webProcesses === "1" || !env.DATABASE_URL;
        if (record.msg === "web processes started" || (record.msg === "listening" && oneProcess)) {
          child.off("exit", onExit);
          // Keep reading so a full pipe never blocks the server.
          child.stdout.resume();
          resolve(handleOf(child, base, record.processes ?? 1));
        }
      }
    });
  });
}

/**
 * The bare app, served by remix-serve (one process). Resolves when its page answers.
 * @param {{ projectDir: string, buildPath: string, port: number }} options
 */
export async function startBareServer({ projectDir, buildPath, port }) {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(path.join(projectDir, "node_modules", ".bin", "remix-serve"), [buildPath], {
    cwd: path.dirname(path.dirname(buildPath)),
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1" },
    // remix-serve logs every request (morgan); the lines go nowhere.
    stdio: ["ignore", "ignore", "inherit"],
  });
  const handle = handleOf(child, base, 1);
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`remix-serve stopped (exit code ${child.exitCode})`);
    const answered = await fetch(`${base}/`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (answered) return handle;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await handle.stop();
  throw new Error("remix-serve did not answer within 30 s");
}

/** A process and its descendants, from /proc. */
function processTree(pid) {
  const children = [];
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    const listed = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
    if (listed) children.push(...listed.split(/\s+/).map(Number));
  }
  return [pid, ...children.flatMap(processTree)];
}

/**
 * CPU time (ms) a server's processes have used so far (all threads, the cluster's primary and its
 * web processes); null where /proc is not there. A PostgreSQL server's own CPU is not included.
 */
export function cpuMsOf(server) {
  return cpuMsOfTree(server.child.pid);
}

/** CPU time (ms) a process and its descendants have used so far; null without /proc or the process. */
export function cpuMsOfTree(pid) {
  if (!pid) return null;
  const ticks = (pid) => {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * (1000 / CLOCK_TICKS);
  };
  try {
    return processTree(pid).reduce((sum, pid) => sum + ticks(pid), 0);
  } catch {
    return null;
  }
}

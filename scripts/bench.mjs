#!/usr/bin/env node
// npm run bench [-- --reservations 1000000 --duration 10 --clients 32 --rates 50,80,100 --pg --profile --out bench]
// The benchmark of issue 22 (docs/benchmark.md), against the production build (`npm run build` first):
//  1. builds the baseline, a bare Remix 2 app from the project's own node_modules
//     (scripts/bench/bare-app.mjs), and serves it with remix-serve, one process;
//  2. seeds a fresh embedded database (and, with --pg or BENCH_DATABASE_URL, a PostgreSQL one) with
//     N reservations (scripts/bench-seed.ts);
//  3. for each database, serves the site with server.mjs twice — one web process
//     (WEB_CONCURRENCY=1), then the default (as `npm start`) — and measures a never-seen search
//     (POST /search-vehicles/ with new values every time + GET /vehicles/, timed as one), the home
//     page with a session and the results page of an existing search: closed loop (per second, and
//     the ratio to the bare page's requests per second measured just before) and open loop at fixed
//     offered rates (p50/p95/p99 from when each unit was due);
//  4. page weight: the results page's HTML, the JavaScript per page type (build manifest, gzip) and
//     Lighthouse (mobile) on the home and results pages;
//  5. with --profile, serves the site once more per database (one process, under V8's profiler) and
//     sums where each workload's time goes, by package and by function (scripts/bench/profile.mjs);
//     --profile-only does that pass alone (no figures, no budgets: a quick look while working);
//  6. checks the budgets and writes bench/results.json and bench/results.md. A missed budget is
//     reported, never a failure: the exit code is 0 unless something went wrong.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { buildBareApp } from "./bench/bare-app.mjs";
import { closedLoop, openLoop, request } from "./bench/http-load.mjs";
import { lighthouseVersion, runLighthouse } from "./bench/lighthouse.mjs";
import { javascriptPerPageType } from "./bench/page-weight.mjs";
import { startThrowawayCluster } from "./bench/postgres.mjs";
import {
  markdownOfProfiles,
  profileClockNow,
  profilingNodeArgs,
  summariseProfiles,
} from "./bench/profile.mjs";
import { checkBudgets, markdownOf, WORKLOAD_LABELS } from "./bench/report.mjs";
import { cpuMsOf, cpuMsOfTree, startBareServer, startSiteServer } from "./bench/servers.mjs";
import { bareWorkload, siteWorkloads } from "./bench/workloads.mjs";

const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values: args } = parseArgs({
  options: {
    reservations: { type: "string", default: "1000000" },
    duration: { type: "string", default: "10" },
    clients: { type: "string", default: "32" },
    rates: { type: "string", default: "50,80,100" },
    visitors: { type: "string", default: "200" },
    port: { type: "string", default: "3911" },
    "bare-port": { type: "string", default: "3912" },
    pg: { type: "boolean", default: false },
    profile: { type: "boolean", default: false },
    "profile-only": { type: "boolean", default: false },
    "pg-port": { type: "string", default: "55439" },
    "skip-seed": { type: "boolean", default: false },
    "skip-embedded": { type: "boolean", default: false },
    "skip-lighthouse": { type: "boolean", default: false },
    "lighthouse-runs": { type: "string", default: "3" },
    "data-dir": { type: "string", default: "tests/.tmp/bench-data" },
    out: { type: "string", default: "bench" },
  },
});
const RESERVATIONS = Number(args.reservations);
const SECONDS = Number(args.duration);
const CLIENTS = Number(args.clients);
const RATES = args.rates.split(",").map(Number).filter(Boolean);
const VISITORS = Math.max(Number(args.visitors), CLIENTS);
const WARMUP_SECONDS = 2;
const DATA_DIR = path.resolve(PROJECT, args["data-dir"]);
const OUT_DIR = path.resolve(PROJECT, args.out);
const PG_URL = process.env.BENCH_DATABASE_URL || "";
const WITH_PG = args.pg || Boolean(PG_URL);

if (!fs.existsSync(path.join(PROJECT, "build", "index.js"))) {
  console.error("No build: run `npm run build` first.");
  process.exit(2);
}

const loadAverage = () => os.loadavg().map((n) => Math.round(n * 100) / 100);
const log = (message) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
const startedLoad = loadAverage();
/** Everything started, stopped in reverse order on the way out (also on an error). */
const cleanups = [];
const cleanUp = async () => {
  while (cleanups.length) await cleanups.pop()();
};
process.on("SIGINT", () => cleanUp().then(() => process.exit(130)));

/** Waits until a server answers a cheap request quickly: what the last run queued is worked off. */
async function settle(base, pathname) {
  const agent = new http.Agent({ keepAlive: false });
  for (let i = 0; i < 120; i += 1) {
    const started = performance.now();
    await request({ agent, base: new URL(base), path: pathname }).catch(() => null);
    if (performance.now() - started < 100) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}

/** Seeds a fresh database (the embedded one in DATA_DIR, or the PostgreSQL one at `url`). */
function seed(url) {
  log(
    `Seeding ${RESERVATIONS.toLocaleString("en-NZ")} reservations (${url ? "PostgreSQL" : `embedded, ${DATA_DIR}`})…`,
  );
  const started = Date.now();
  const seeded = spawnSync("npx", ["tsx", "scripts/bench-seed.ts", String(RESERVATIONS)], {
    cwd: PROJECT,
    stdio: "inherit",
    env: {
      ...process.env,
      DATA_DIR: url ? `${DATA_DIR}-pg` : DATA_DIR,
      NODE_ENV: "production",
      DATABASE_URL: url,
    },
  });
  if (seeded.status !== 0) throw new Error(`seeding failed (exit code ${seeded.status})`);
  return Math.round((Date.now() - started) / 1000);
}

/** What the run has measured so far. */
const state = {
  bare: null,
  databases: {},
  resultsHtml: null,
  lighthouse: { skipped: "not run (--skip-lighthouse)" },
  profiles: null,
};
let searchNumber = 0;
const nextSearch = () => searchNumber++;

/**
 * Page weight from the build, the budgets and the report (written after each database too, so an
 * interrupted run keeps what it measured; `final` false marks such a report as partial).
 */
function writeReport(final) {
  const javascript = javascriptPerPageType(PROJECT);
  const report = {
    measuredAt: new Date().toISOString(),
    ...(final ? {} : { partial: "the run had not finished when this was written" }),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      node: process.version,
      loadAverage: { start: startedLoad, end: loadAverage() },
    },
    reservations: RESERVATIONS,
    seconds: SECONDS,
    clients: CLIENTS,
    rates: RATES,
    visitors: VISITORS,
    searchesSent: searchNumber,
    bare: state.bare,
    databases: state.databases,
    pageWeight: {
      resultsHtmlBytes: state.resultsHtml?.bytes ?? null,
      resultsCards: state.resultsHtml?.cards ?? null,
      resultsSmallest: state.resultsHtml?.smallest ?? null,
      resultsPagesWeighed: state.resultsHtml?.pages ?? null,
      javascript,
    },
    lighthouse: state.lighthouse,
    profiles: state.profiles,
    lighthouseVersion: lighthouseVersion(),
    lighthouseRuns: Number(args["lighthouse-runs"]),
  };
  report.budgets = checkBudgets({
    databases: state.databases,
    resultsHtmlBytes: report.pageWeight.resultsHtmlBytes,
    javascript,
    lighthouse: state.lighthouse,
  });
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(path.join(OUT_DIR, "results.json"), `${JSON.stringify(report, null, 2)}\n`);
  const markdown = markdownOf(report);
  fs.writeFileSync(path.join(OUT_DIR, "results.md"), markdown);
  if (final) console.log(`\n${markdown}`);
}

/**
 * The profile pass of one database: a fresh one-process server under V8's profiler, the three
 * workloads closed loop as measured before (not timed: the profiler slows the server), each run's
 * start and end noted, then the server stopped (it writes its profiles on the way out).
 */
async function profileDatabase({ name, env }) {
  const dir = path.join(OUT_DIR, "profiles", name.replace(/\W+/g, "-").replace(/-$/, ""));
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  log(`${name}: profiling one process (${dir})…`);
  const site = await startSiteServer({
    projectDir: PROJECT,
    port: Number(args.port),
    webProcesses: "1",
    env,
    nodeArgs: profilingNodeArgs(dir),
  });
  cleanups.push(() => site.stop());
  const work = siteWorkloads({ base: site.base, nextSearch });
  const setupAgent = new http.Agent({ keepAlive: true });
  await work.makeVisitors(setupAgent, CLIENTS);
  setupAgent.destroy();
  const windows = {};
  for (const workload of ["search", "home", "results"]) {
    await settle(site.base, "/healthz");
    await closedLoop({ clients: CLIENTS, seconds: WARMUP_SECONDS, task: work[workload] });
    const from = profileClockNow();
    const run = await closedLoop({ clients: CLIENTS, seconds: SECONDS, task: work[workload] });
    windows[workload] = { from, to: profileClockNow(), units: run.unitsRun };
  }
  await site.stop();
  cleanups.pop();
  return summariseProfiles({ dir, windows });
}

async function main() {
  // 1. The baseline.
  log("Building the bare Remix app (tests/.tmp/bench-bare)…");
  const bareDir = path.join(PROJECT, "tests", ".tmp", "bench-bare");
  const { buildPath, future } = await buildBareApp({ projectDir: PROJECT, dir: bareDir });
  const bare = await startBareServer({ projectDir: PROJECT, buildPath, port: Number(args["bare-port"]) });
  cleanups.push(() => bare.stop());
  const bareTask = bareWorkload({ base: bare.base });
  state.bare = { future };
  state.bare.remixVersion = JSON.parse(
    fs.readFileSync(path.join(PROJECT, "node_modules", "@remix-run", "react", "package.json"), "utf8"),
  ).version;
  const { databases } = state;

  /** The bare page's requests per second, closed loop, right now. */
  async function bareNow() {
    await settle(bare.base, "/");
    await closedLoop({ clients: CLIENTS, seconds: 1, task: bareTask });
    return (await closedLoop({ clients: CLIENTS, seconds: SECONDS, task: bareTask })).perSecond;
  }

  const plan = [];
  if (!args["skip-embedded"]) plan.push({ name: "embedded (PGlite)", url: "" });
  if (WITH_PG) plan.push({ name: "PostgreSQL", url: PG_URL, throwaway: !PG_URL });

  for (const database of plan) {
    let url = database.url;
    let seedSeconds = null;
    /** The PostgreSQL server's CPU so far (ms), when it runs on this machine and we started it. */
    let databaseCpuMs = () => null;
    if (database.throwaway) {
      log(`Starting a throwaway PostgreSQL cluster on port ${args["pg-port"]}…`);
      const cluster = startThrowawayCluster({ projectDir: PROJECT, port: Number(args["pg-port"]) });
      cleanups.push(async () => cluster.stop());
      url = cluster.url;
      databaseCpuMs = () => cpuMsOfTree(cluster.postmasterPid());
    }
    if (!args["skip-seed"] || database.throwaway) {
      if (!url) fs.rmSync(DATA_DIR, { recursive: true, force: true });
      seedSeconds = seed(url);
    }
    const env = url ? { DATABASE_URL: url, DATA_DIR: `${DATA_DIR}-pg` } : { DATABASE_URL: "", DATA_DIR };

    if (args["profile-only"]) {
      // A quick look while working: the profile pass alone, no figures to compare with budgets.
      state.profiles = {
        ...state.profiles,
        [database.name]: await profileDatabase({ name: database.name, env }),
      };
      console.log(markdownOfProfiles({ [database.name]: state.profiles[database.name] }, WORKLOAD_LABELS));
      continue;
    }
    const bareOpen = {};
    for (const rate of RATES) {
      await settle(bare.base, "/");
      bareOpen[rate] = await openLoop({ rate, seconds: SECONDS, task: bareTask });
      log(`${database.name}, bare page at ${rate}/s: p95 ${bareOpen[rate].p95Ms} ms`);
    }

    const configurations = {};
    for (const [configuration, webProcesses] of [
      ["one process", "1"],
      ["default server", undefined],
    ]) {
      log(`${database.name}: starting the site (${configuration})…`);
      const site = await startSiteServer({ projectDir: PROJECT, port: Number(args.port), webProcesses, env });
      cleanups.push(() => site.stop());
      const work = siteWorkloads({ base: site.base, nextSearch });
      const setupAgent = new http.Agent({ keepAlive: true });
      await work.makeVisitors(setupAgent, VISITORS);
      if (state.resultsHtml === null) {
        // A page's size grows with its cards, and a branch's fleet sets how many: the budget is
        // read on the largest page of the first visitors' searches (which cover every branch).
        const pages = [];
        for (let index = 0; index < Math.min(VISITORS, 18); index += 1) {
          const page = await work.resultsPage(setupAgent, index);
          if (page.status !== 200) throw new Error(`the results page answered ${page.status}`);
          pages.push({ bytes: page.bytes, cards: (page.html.match(/<article\b/g) ?? []).length });
        }
        pages.sort((a, b) => a.bytes - b.bytes);
        state.resultsHtml = { ...pages[pages.length - 1], smallest: pages[0], pages: pages.length };
      }
      setupAgent.destroy();

      const closed = {};
      for (const workload of ["search", "home", "results"]) {
        const bareJustBefore = await bareNow();
        await settle(site.base, "/healthz");
        await closedLoop({ clients: CLIENTS, seconds: WARMUP_SECONDS, task: work[workload] });
        const cpuBefore = cpuMsOf(site);
        const databaseBefore = databaseCpuMs();
        const run = await closedLoop({ clients: CLIENTS, seconds: SECONDS, task: work[workload] });
        const cpuAfter = cpuMsOf(site);
        const databaseAfter = databaseCpuMs();
        const perUnit = (before, after) =>
          before === null || after === null
            ? null
            : Math.round(((after - before) / Math.max(1, run.unitsRun)) * 100) / 100;
        closed[workload] = {
          ...run,
          bareJustBefore,
          ratioToBare: Math.round((run.perSecond / bareJustBefore) * 1000) / 1000,
          serverCpuMsPerUnit: perUnit(cpuBefore, cpuAfter),
          // PostgreSQL's own processes (the embedded database runs inside the server's).
          databaseCpuMsPerUnit: perUnit(databaseBefore, databaseAfter),
        };
        log(
          `${database.name}, ${configuration}, ${WORKLOAD_LABELS[workload]}: ${run.perSecond}/s closed loop (bare ${bareJustBefore} req/s, ratio ${closed[workload].ratioToBare}), ${run.errors} errors${run.firstErrors.length ? ` (${run.firstErrors[0]})` : ""}`,
        );
      }
      const open = {};
      for (const workload of ["search", "home", "results"]) {
        open[workload] = {};
        for (const rate of RATES) {
          await settle(site.base, "/healthz");
          const run = await openLoop({ rate, seconds: SECONDS, task: work[workload] });
          open[workload][rate] = run;
          log(
            `${database.name}, ${configuration}, ${WORKLOAD_LABELS[workload]} at ${rate}/s: p50 ${run.p50Ms} ms, p95 ${run.p95Ms} ms, p99 ${run.p99Ms} ms, ${run.errors} errors${run.firstErrors.length ? ` (${run.firstErrors[0]})` : ""}`,
          );
        }
      }
      configurations[configuration] = {
        webProcesses: site.processes,
        closed,
        open,
        loadAverage: loadAverage(),
      };

      // Phone weight once, on the default server over the first database, after its load runs.
      if (configuration === "default server" && database === plan[0] && !args["skip-lighthouse"]) {
        await settle(site.base, "/healthz");
        log("Lighthouse (mobile) on the home and results pages…");
        state.lighthouse = await runLighthouse({
          runs: Number(args["lighthouse-runs"]),
          pages: {
            home: { url: `${site.base}/` },
            results: { url: `${site.base}/vehicles/`, cookie: work.visitors[0] },
          },
        });
        if (state.lighthouse.error) log(`Lighthouse: ${state.lighthouse.error}`);
      }
      await site.stop();
      cleanups.pop();
    }
    databases[database.name] = { seedSeconds, bareOpen, configurations, loadAverage: loadAverage() };
    if (args.profile) {
      state.profiles = {
        ...state.profiles,
        [database.name]: await profileDatabase({ name: database.name, env }),
      };
      console.log(markdownOfProfiles({ [database.name]: state.profiles[database.name] }, WORKLOAD_LABELS));
    }
    writeReport(false);
  }
  if (WITH_PG === false) {
    databases.PostgreSQL = { skipped: "not asked for (--pg or BENCH_DATABASE_URL)" };
  }

  // 4. and 6.
  writeReport(true);
}

try {
  await main();
  await cleanUp();
  process.exit(0);
} catch (error) {
  console.error(error);
  await cleanUp();
  process.exit(1);
}

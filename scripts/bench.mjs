#!/usr/bin/env node
// npm run bench [-- --reservations 1000000 --duration 10 --port 3911 --skip-seed]   (WEB_CONCURRENCY=1 npm run bench: one process)
// The benchmark of issue 8, against the production build (run `npm run build` first):
//  1. seeds a fresh embedded database (tests/.tmp/bench-data) with N reservations over two years
//     across the nine branches and all classes (scripts/bench-seed.ts);
//  2. starts server.mjs on it (request logs off; WEB_CONCURRENCY web processes, one per core by
//     default, the primary hosting the database) and measures, with autocannon, the home page and
//     a content page (each twice: without a cookie, answered by the page cache, and with a
//     session), /vehicles/ results for a search (the same search again and again, and a different
//     search each request) and /healthz (the baseline: the cheapest route of the same server), two
//     ways: saturation (32 connections, fixed time: requests per second, the ratio to a baseline
//     run made just before, and the server's CPU time per request, all its processes and their web
//     threads) and a fixed offered load of 100 requests per second (p50/p95/p99 latency, from
//     every response's own time);
//  3. reads the JavaScript each page type ships from the build's manifest (gzip bytes);
//  4. checks the budgets and writes bench/results.json and bench/results.md (the table of docs/benchmark.md).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import autocannon from "autocannon";

const { values: args } = parseArgs({
  options: {
    reservations: { type: "string", default: "1000000" },
    duration: { type: "string", default: "10" },
    port: { type: "string", default: "3911" },
    "skip-seed": { type: "boolean", default: false },
    "data-dir": { type: "string", default: "tests/.tmp/bench-data" },
  },
});
const RESERVATIONS = Number(args.reservations);
const DURATION = Number(args.duration);
const PORT = Number(args.port);
const DATA_DIR = path.resolve(args["data-dir"]);
const BASE = `http://127.0.0.1:${PORT}`;
const BUDGETS = {
  searchP95Ms: 50,
  searchThroughputRatio: 0.4,
  homeThroughputRatio: 0.5,
  homeJsGzipBytes: 100 * 1024,
};

if (!fs.existsSync("build/index.js")) {
  console.error("No build: run `npm run build` first.");
  process.exit(2);
}

// 1. Seed.
if (!args["skip-seed"]) {
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  console.log(`Seeding ${RESERVATIONS} reservations into ${DATA_DIR}…`);
  const seeded = spawnSync("npx", ["tsx", "scripts/bench-seed.ts", String(RESERVATIONS)], {
    stdio: "inherit",
    env: { ...process.env, DATA_DIR, NODE_ENV: "production", DATABASE_URL: "" },
  });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}

// 2. Serve and measure.
const server = spawn(process.execPath, ["server.mjs", "build/index.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR,
    DATABASE_URL: "",
    LOG_REQUESTS: "false",
    PUBLIC_URL: BASE,
  },
  stdio: ["ignore", "pipe", "inherit"],
});
const stop = () => server.kill("SIGTERM");
process.on("exit", stop);

/** Resolves when every web process listens: the primary says so, or the only process does. */
function waitForServer() {
  return new Promise((resolve, reject) => {
    let buffered = "";
    server.stdout.on("data", (chunk) => {
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
        if (
          record.msg === "web processes started" ||
          (record.msg === "listening" && process.env.WEB_CONCURRENCY === "1")
        )
          resolve(record);
      }
    });
    server.once("exit", (code) => reject(new Error(`the server stopped (exit code ${code})`)));
  });
}
const startedRecord = await waitForServer();
const webProcesses = startedRecord.processes ?? 1;
console.log(`Serving with ${webProcesses} web process${webProcesses === 1 ? "" : "es"}.`);

/** A session with a search: the cookie that makes /vehicles/ show results for it. */
/** A date `n` days from today, as the search form takes it. */
const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A new visitor's search (the search form's fields): the session cookie it was given. */
async function searchSession(fields) {
  const body = new URLSearchParams({ dropOffBranch: "", dropOffTime: "10:00", ...fields });
  const response = await fetch(`${BASE}/search-vehicles/`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0];
  if (response.status !== 302 || !cookie) throw new Error(`search failed: ${response.status}`);
  return cookie;
}

async function searchCookie() {
  const cookie = await searchSession({
    pickupBranch: "1",
    pickupDate: day(30),
    pickupTime: "10:00",
    dropOffDate: day(37),
  });
  const results = await (await fetch(`${BASE}/vehicles/`, { headers: { Cookie: cookie } })).text();
  if (!results.includes("carClassId")) throw new Error("the results page shows no vehicles for the search");
  return cookie;
}

const cookie = await searchCookie();

/**
 * Sessions with searches that differ from each other and from `cookie` (branch, pick-up day and
 * time, length), for the row whose every request is a search the server has not seen: nothing
 * kept applies to it (render memo, kept counts, kept session rows, ADR 0065-0067).
 */
async function distinctSearchCookies(count, offset) {
  const cookies = [];
  const make = async (n) => {
    const k = offset + n;
    const start = 3 + (k % 300);
    cookies[n] = await searchSession({
      pickupBranch: String(1 + (k % 9)),
      pickupDate: day(start),
      pickupTime: ["09:00", "10:00", "11:30", "14:00", "16:30"][Math.floor(k / 300) % 5],
      dropOffDate: day(start + 2 + (Math.floor(k / 1500) % 10)),
    });
  };
  for (let n = 0; n < count; n += 16)
    await Promise.all(Array.from({ length: Math.min(16, count - n) }, (_, i) => make(n + i)));
  return cookies;
}
// More than either run sends, so no search repeats within a run.
const DISTINCT_SATURATION = Number(process.env.BENCH_DISTINCT_SEARCHES ?? 4000);
const DISTINCT_FIXED = 100 * DURATION + 50;
console.log(`Making ${DISTINCT_SATURATION + DISTINCT_FIXED} distinct searches…`);
const distinctForSaturation = await distinctSearchCookies(DISTINCT_SATURATION, 0);
const distinctForFixedRate = await distinctSearchCookies(DISTINCT_FIXED, DISTINCT_SATURATION);
const TARGETS = [
  { name: "baseline", label: "/healthz (baseline)", path: "/healthz", headers: {} },
  // A first-time visitor sends no cookie: the page cache answers (server/page-cache.mjs).
  { name: "home", label: "home page / (no cookie: page cache)", path: "/", headers: {} },
  // A visitor with a session (here: the one that searched): the loaders always run; the markup is
  // rendered, or kept from an earlier render of the same data (ADR 0065).
  { name: "homeRendered", label: "home page / (with a session)", path: "/", headers: { Cookie: cookie } },
  {
    name: "search",
    label: "/vehicles/ results (the same search again)",
    path: "/vehicles/",
    headers: { Cookie: cookie },
  },
  // A different visitor and search each request: nothing kept helps (reported, not budgeted).
  {
    name: "searchDistinct",
    label: "/vehicles/ results (a different search each request)",
    path: "/vehicles/",
    cookies: { saturation: distinctForSaturation, fixedRate: distinctForFixedRate },
  },
  {
    name: "content",
    label: "content page /about-us/ (no cookie: page cache)",
    path: "/about-us/",
    headers: {},
  },
  {
    name: "contentRendered",
    label: "content page /about-us/ (with a session)",
    path: "/about-us/",
    headers: { Cookie: cookie },
  },
];

/** An autocannon run; resolves with its summary. `cookies`: each request takes the next one (none is sent twice). */
function run({ cookies, ...options }) {
  if (cookies) {
    let next = 0;
    options.requests = [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, Cookie: cookies[next++ % cookies.length] },
        }),
      },
    ];
  }
  return new Promise((resolve, reject) => {
    autocannon({ timeout: 30, ...options, duration: options.duration ?? DURATION }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * A fixed offered load, open loop: one request every 1000/rate ms whatever the server is doing,
 * each timed from when it was due to be sent (so a queue at the server shows as latency instead of
 * as fewer requests). autocannon's own rate option is not this: each connection sends its quota
 * for the second back to back at the top of the second, so it measures bursts of 16 requests.
 */
function openLoop({ url, headers, cookies, rate, seconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const target = new URL(url);
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const times = [];
  let errors = 0;
  let timeouts = 0;
  let finished = 0;
  return new Promise((resolve) => {
    const start = performance.now();
    const done = () => {
      finished += 1;
      if (finished === total) {
        agent.destroy();
        resolve({ times, errors, timeouts, elapsedMs: performance.now() - start });
      }
    };
    const send = (due) => {
      const requestHeaders = cookies ? { ...headers, Cookie: cookies[sent % cookies.length] } : headers;
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          headers: requestHeaders,
        },
        (response) => {
          response.resume();
          response.on("end", () => {
            times.push(performance.now() - due);
            if (response.statusCode >= 400) errors += 1;
            done();
          });
        },
      );
      request.setTimeout(30_000, () => {
        timeouts += 1;
        request.destroy();
      });
      request.on("error", () => {
        errors += 1;
        done();
      });
      request.end();
    };
    let sent = 0;
    const tick = () => {
      // Send everything that is due by now (timers are coarse), then sleep until the next one.
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        send(start + sent * interval);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    tick();
  });
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
}

/** Waits until the server has worked off what the last run left queued (a quick /healthz). */
async function settle() {
  for (let i = 0; i < 120; i += 1) {
    const started = Date.now();
    await fetch(`${BASE}/healthz`).catch(() => null);
    if (Date.now() - started < 200) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const results = {};
const baselineTarget = TARGETS.find((target) => target.name === "baseline");
/** The server's process and its descendants (the web processes), from /proc. */
function processTree(pid) {
  const children = [];
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    const listed = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
    if (listed) children.push(...listed.split(/\s+/).map(Number));
  }
  return [pid, ...children.flatMap(processTree)];
}

/**
 * CPU time the server has used so far, in ms (Linux /proc; null elsewhere): all its processes
 * (the web processes, and the primary that hosts the embedded database; their garbage collector
 * helpers) and the web threads alone (each web process's main thread; the only process's, without
 * a cluster). Per request these are steadier than requests per second on a machine whose speed
 * drifts, and they say where a page's work is done.
 */
function serverCpuMs() {
  const ticks = (file) => {
    const fields = fs.readFileSync(file, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * (1000 / CLOCK_TICKS);
  };
  try {
    const pids = processTree(server.pid);
    const web = pids.length > 1 ? pids.slice(1) : pids;
    return {
      process: pids.reduce((sum, pid) => sum + ticks(`/proc/${pid}/stat`), 0),
      webThread: web.reduce((sum, pid) => sum + ticks(`/proc/${pid}/task/${pid}/stat`), 0),
    };
  } catch {
    return null;
  }
}
const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;
const perRequest = (ms, requests) => Math.round((ms / Math.max(1, requests)) * 100) / 100;

/** A saturation run (32 connections): its requests per second, server CPU per request and autocannon's summary. */
async function saturate(target) {
  await settle();
  const before = serverCpuMs();
  const result = await run({
    url: `${BASE}${target.path}`,
    headers: target.headers,
    cookies: target.cookies?.saturation,
    connections: 32,
  });
  const after = serverCpuMs();
  const cpu =
    before && after
      ? {
          processMsPerRequest: perRequest(after.process - before.process, result.requests.total),
          webThreadMsPerRequest: perRequest(after.webThread - before.webThread, result.requests.total),
        }
      : null;
  return { rps: Math.round(result.requests.average * 10) / 10, cpu, result };
}
// This virtual machine's speed drifts by a third over minutes, so each page's ratio is taken
// against a baseline run made just before its own, and the baseline reports the median of those.
const baselineRuns = [];
for (const target of TARGETS) {
  const url = `${BASE}${target.path}`;
  await settle();
  // A short warm-up so caches and the JIT are not measured.
  // (Not for the distinct searches: that would spend them.)
  if (!target.cookies)
    await run({ url, headers: target.headers, connections: 4, duration: 2 }).catch(() => null);
  const nearbyBaseline = target === baselineTarget ? null : (await saturate(baselineTarget)).rps;
  if (nearbyBaseline !== null) baselineRuns.push(nearbyBaseline);
  const { rps: requestsPerSecond, cpu, result: saturation } = await saturate(target);
  if (target === baselineTarget) baselineRuns.push(requestsPerSecond);
  await settle();
  const fixed = await openLoop({
    url,
    headers: target.headers ?? {},
    cookies: target.cookies?.fixedRate,
    rate: 100,
    seconds: DURATION,
  });
  const sorted = fixed.times.sort((a, b) => a - b);
  results[target.name] = {
    label: target.label,
    saturation: {
      connections: 32,
      seconds: DURATION,
      requestsPerSecond,
      baselineJustBefore: nearbyBaseline,
      serverCpu: cpu,
      non2xx: saturation.non2xx,
      errors: saturation.errors,
      timeouts: saturation.timeouts,
    },
    fixedRate: {
      offered: 100,
      seconds: DURATION,
      achieved: Math.round((fixed.times.length / (fixed.elapsedMs / 1000)) * 10) / 10,
      p50Ms: percentile(sorted, 50),
      p95Ms: percentile(sorted, 95),
      p99Ms: percentile(sorted, 99),
      errors: fixed.errors,
      timeouts: fixed.timeouts,
    },
  };
  console.log(
    `${target.label}: ${results[target.name].saturation.requestsPerSecond} req/s at 32 connections; at 100 req/s p50 ${results[target.name].fixedRate.p50Ms} ms, p95 ${results[target.name].fixedRate.p95Ms} ms, p99 ${results[target.name].fixedRate.p99Ms} ms`,
  );
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
results.baseline.saturation.requestsPerSecond = median(baselineRuns);
results.baseline.saturation.runs = baselineRuns;
for (const name of Object.keys(results)) {
  const baseline =
    results[name].saturation.baselineJustBefore ?? results.baseline.saturation.requestsPerSecond;
  results[name].saturation.ratioToBaseline =
    Math.round((results[name].saturation.requestsPerSecond / baseline) * 100) / 100;
}
stop();

// 3. JavaScript per page type, from the build's manifest.
const manifestFile = fs.readdirSync("public/build").find((name) => /^manifest-.*\.js$/.test(name));
const manifest = JSON.parse(
  fs
    .readFileSync(path.join("public/build", manifestFile), "utf8")
    .replace(/^window\.__remixManifest=/, "")
    .replace(/;?\s*$/, ""),
);
const gzipSize = (url) => zlib.gzipSync(fs.readFileSync(path.join("public", url)), { level: 9 }).length;
const PAGE_TYPES = {
  home: "routes/_index",
  "search results": "routes/vehicles._index",
  "content page": "routes/about-us._index",
  "booking step": "routes/book-now",
  "my account": "routes/my-account._index",
};
const javascript = {};
for (const [page, routeId] of Object.entries(PAGE_TYPES)) {
  const route = manifest.routes[routeId];
  if (!route) continue;
  const files = new Set([
    manifest.entry.module,
    ...manifest.entry.imports,
    manifest.routes.root.module,
    ...(manifest.routes.root.imports ?? []),
    route.module,
    ...(route.imports ?? []),
  ]);
  javascript[page] = {
    route: routeId,
    files: files.size,
    gzipBytes: [...files].reduce((sum, file) => sum + gzipSize(file), 0),
  };
}

// 4. Budgets and the report.
const budgets = {
  "search p95 at 100 req/s ≤ 50 ms":
    results.search.fixedRate.p95Ms !== null && results.search.fixedRate.p95Ms <= BUDGETS.searchP95Ms,
  "search throughput ≥ 40% of baseline":
    results.search.saturation.ratioToBaseline >= BUDGETS.searchThroughputRatio,
  "home throughput ≥ 50% of baseline (no cookie, as a first visit)":
    results.home.saturation.ratioToBaseline >= BUDGETS.homeThroughputRatio,
  "home throughput ≥ 50% of baseline (with a session)":
    results.homeRendered.saturation.ratioToBaseline >= BUDGETS.homeThroughputRatio,
  "home JavaScript ≤ 100 KB gzip": javascript.home.gzipBytes <= BUDGETS.homeJsGzipBytes,
};
const report = {
  measuredAt: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model,
    loadAverageAtEnd: os.loadavg().map((n) => Math.round(n * 100) / 100),
    node: process.version,
  },
  webProcesses,
  reservations: RESERVATIONS,
  durationSeconds: DURATION,
  results,
  javascript,
  budgets,
};
fs.mkdirSync("bench", { recursive: true });
fs.writeFileSync("bench/results.json", `${JSON.stringify(report, null, 2)}\n`);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const lines = [
  `Measured ${report.measuredAt.slice(0, 16).replace("T", " ")} UTC, ${RESERVATIONS.toLocaleString("en-NZ")} reservations, ${DURATION} s per run, ${report.machine.cpus} cores, ${webProcesses} web process${webProcesses === 1 ? "" : "es"}, load average at the end ${report.machine.loadAverageAtEnd.join(" / ")}.`,
  "",
  "| route | req/s at 32 connections | ratio to baseline (its req/s just before) | server CPU per request (web threads) | answered of 100 req/s | p50 | p95 | p99 |",
  "|---|---|---|---|---|---|---|---|",
  ...Object.values(results).map((r) => {
    const ratio =
      r.saturation.baselineJustBefore === null
        ? `1 (median of ${r.saturation.runs.join(", ")})`
        : `${r.saturation.ratioToBaseline} (${r.saturation.baselineJustBefore})`;
    const cpu = r.saturation.serverCpu
      ? `${r.saturation.serverCpu.processMsPerRequest} ms (${r.saturation.serverCpu.webThreadMsPerRequest} ms)`
      : "–";
    return `| ${r.label} | ${r.saturation.requestsPerSecond} | ${ratio} | ${cpu} | ${r.fixedRate.achieved} | ${r.fixedRate.p50Ms ?? "–"} ms | ${r.fixedRate.p95Ms ?? "–"} ms | ${r.fixedRate.p99Ms ?? "–"} ms |`;
  }),
  "",
  "| page type | JavaScript (gzip) |",
  "|---|---|",
  ...Object.entries(javascript).map(([page, js]) => `| ${page} | ${kb(js.gzipBytes)} (${js.files} files) |`),
  "",
  "| budget | met |",
  "|---|---|",
  ...Object.entries(budgets).map(([name, met]) => `| ${name} | ${met ? "yes" : "**no**"} |`),
];
fs.writeFileSync("bench/results.md", `${lines.join("\n")}\n`);
console.log(`\n${lines.join("\n")}`);
process.exit(0);

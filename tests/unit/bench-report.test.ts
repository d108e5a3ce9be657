import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { packageOf, summariseProfiles } from "../../scripts/bench/profile.mjs";
import { checkBudgets } from "../../scripts/bench/report.mjs";

/**
 * The bench's own arithmetic (docs/benchmark.md): what --profile reports per workload, and how
 * issue 35's budgets read a run's figures. A wrong sum here would send the team after the wrong
 * frames, or call a budget met that is not.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-profile-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const frame = (id: number, functionName: string, url: string, children: number[] = []) => ({
  id,
  callFrame: { functionName, url, lineNumber: 9, columnNumber: 0, scriptId: "0" },
  children,
});

describe("bench --profile", () => {
  it("names the part of the stack a frame belongs to", () => {
    const at = (url: string, functionName = "f") => packageOf({ url, functionName });
    expect(at("file:///app/node_modules/@remix-run/router/dist/router.cjs.js")).toBe(
      "Remix (@remix-run/router)",
    );
    expect(at("file:///app/node_modules/react-dom/cjs/x.js")).toBe("React (react-dom)");
    expect(at("file:///app/node_modules/pg-protocol/dist/parser.js")).toBe("node-postgres");
    expect(at("file:///app/node_modules/@electric-sql/pglite/dist/index.js")).toBe("PGlite");
    expect(at("file:///app/build/index.js")).toBe("our code (build)");
    expect(at("node:internal/streams/writable")).toBe("Node");
    expect(at("", "(garbage collector)")).toBe("GC");
    expect(at("", "(idle)")).toBe("(idle)");
  });

  it("sums each workload's samples inside its window only, per unit, idle left out", () => {
    // One web thread: 10 ms in our code and 30 ms in React during the search's window of 4 units,
    // then 50 ms in the router after it; idle time throughout.
    const nodes = [
      frame(1, "(root)", "", [2, 3, 4, 5]),
      frame(2, "loader", "file:///app/build/index.js"),
      frame(3, "render", "file:///app/node_modules/react-dom/cjs/server.js"),
      frame(4, "matchPath", "file:///app/node_modules/@remix-run/router/dist/router.cjs.js"),
      frame(5, "(idle)", ""),
    ];
    const samples: number[] = [];
    const timeDeltas: number[] = [];
    const add = (node: number, times: number) => {
      for (let i = 0; i < times; i += 1) {
        samples.push(node);
        timeDeltas.push(1000);
      }
    };
    add(5, 1); // the first sample only starts the clock
    add(2, 10);
    add(3, 30);
    add(5, 20);
    add(4, 50);
    const profile = { nodes, startTime: 1_000_000, endTime: 1_112_000, samples, timeDeltas };
    fs.writeFileSync(path.join(dir, "CPU.web.cpuprofile"), JSON.stringify(profile));
    type Thread = { thread: string; msPerUnit: number; packages: unknown[]; top: unknown[] };
    const summary = summariseProfiles({
      dir,
      windows: {
        search: { from: 1_000_000, to: 1_061_000, units: 4 },
        home: { from: 1_061_000, to: 1_112_000, units: 10 },
      },
    }) as Record<string, { threads: Thread[] }>;
    const [searchThread] = summary.search.threads;
    expect(searchThread.thread).toBe("web");
    expect(searchThread.msPerUnit).toBe(10);
    expect(searchThread.packages).toEqual([
      { name: "React (react-dom)", msPerUnit: 7.5, share: 75 },
      { name: "our code (build)", msPerUnit: 2.5, share: 25 },
    ]);
    expect(searchThread.top[0]).toMatchObject({
      function: "render",
      package: "React (react-dom)",
      msPerUnit: 7.5,
    });
    // The home page's window holds the router's 50 ms only: 5 ms for each of its 10 units.
    expect(summary.home.threads[0].packages).toEqual([
      { name: "Remix (@remix-run/router)", msPerUnit: 5, share: 100 },
    ]);
  });
});

describe("issue 35's budgets", () => {
  const closed = (search: number, results: number, homeRatio: number, databaseCpu: number | null = null) => ({
    search: { serverCpuMsPerUnit: search, databaseCpuMsPerUnit: databaseCpu, ratioToBare: 0.1 },
    results: { serverCpuMsPerUnit: results },
    home: { ratioToBare: homeRatio },
  });
  const budgets = checkBudgets({
    databases: {
      "embedded (PGlite)": {
        configurations: {
          "one process": { closed: closed(9.5, 4.2, 0.46) },
          "default server": { open: { search: { 80: { p95Ms: 120, errors: 0 } } } },
        },
      },
      PostgreSQL: {
        configurations: {
          "one process": { closed: closed(7.5, 3, 0.4, 2.9) },
          "default server": { open: { search: { 80: { p95Ms: 60, errors: 0 } } } },
        },
      },
    },
    resultsHtmlBytes: 50 * 1024,
    javascript: { home: { gzipBytes: 111 * 1024 } },
    lighthouse: { home: { score: 95 }, results: { score: 94 } },
  }) as { name: string; met: boolean | null; missedBy?: string | null; note?: string }[];
  const met = (start: string) => budgets.find((budget) => budget.name.startsWith(start));

  it("holds the search to 10 ms on the embedded database and 7 ms plus the database's on PostgreSQL", () => {
    expect(met("embedded (PGlite): never-seen search")?.met).toBe(true);
    expect(met("PostgreSQL: never-seen search")).toMatchObject({ met: false, note: "database 2.9 ms" });
  });

  it("reads the results page, the home ratio, the default server at 80/s and the page weights", () => {
    expect(met("embedded (PGlite): results page")).toMatchObject({ met: false, missedBy: "0.2 ms (1.05×)" });
    expect(met("PostgreSQL: results page")?.met).toBe(true);
    expect(met("embedded (PGlite): home page")?.met).toBe(true);
    expect(met("PostgreSQL: home page")?.met).toBe(false);
    expect(met("embedded (PGlite): default server, p95 at 80")?.met).toBe(false);
    expect(met("PostgreSQL: default server, p95 at 80")?.met).toBe(true);
    expect(met("results page HTML")?.met).toBe(true);
    expect(met("home JavaScript")?.met).toBe(false);
    expect(met("Lighthouse mobile performance ≥ 95, home")?.met).toBe(true);
    expect(met("Lighthouse mobile performance ≥ 95, results")?.met).toBe(false);
  });
});

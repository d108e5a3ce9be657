// The budgets (issue 22's page weight, issue 35's costs) and the report (bench/results.json, .md).
import { markdownOfProfiles } from "./profile.mjs";

export const BUDGETS = {
  searchSiteCpuMs: { embedded: 10, postgres: 7 },
  resultsSiteCpuMs: 4,
  homeWithSessionRatio: 0.45,
  defaultServerSearchRate: 80,
  defaultServerSearchP95Ms: 100,
  resultsHtmlBytes: 60 * 1024,
  homeJsGzipBytes: 110 * 1024,
  lighthouseScore: 95,
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => (value === null || value === undefined ? "–" : `${value} ms`);

/** One budget's line: what was measured, the limit, met or not and by how much. */
function check(name, { measured, limit, atLeast, format = String, note }) {
  if (measured === null || measured === undefined) {
    return { name, limit: format(limit), measured: null, met: null, note: note ?? "not measured" };
  }
  const met = atLeast ? measured >= limit : measured <= limit;
  const gap = atLeast ? limit - measured : measured - limit;
  const factor = atLeast ? limit / Math.max(measured, 1e-9) : measured / limit;
  return {
    name,
    limit: format(limit),
    measured: format(measured),
    met,
    missedBy: met ? null : `${format(Math.round(gap * 1000) / 1000)} (${factor.toFixed(2)}×)`,
    ...(note ? { note } : {}),
  };
}

/** Every budget, for every database measured. */
export function checkBudgets({ databases, resultsHtmlBytes, javascript, lighthouse }) {
  const budgets = [];
  for (const [database, measured] of Object.entries(databases)) {
    if (measured.skipped) continue;
    const one = measured.configurations["one process"];
    const standard = measured.configurations["default server"];
    const embedded = database.startsWith("embedded");
    const search = one?.closed.search;
    const searchLimit = BUDGETS.searchSiteCpuMs[embedded ? "embedded" : "postgres"];
    budgets.push(
      check(
        `${database}: never-seen search, one process, site CPU ≤ ${searchLimit} ms${embedded ? " (the database's thread included)" : " + the database's"}`,
        {
          measured: search?.serverCpuMsPerUnit,
          limit: searchLimit,
          format: (value) => `${value} ms`,
          note:
            !embedded && search?.databaseCpuMsPerUnit != null
              ? `database ${search.databaseCpuMsPerUnit} ms`
              : undefined,
        },
      ),
      check(
        `${database}: results page of an existing search, one process, site CPU ≤ ${BUDGETS.resultsSiteCpuMs} ms`,
        {
          measured: one?.closed.results?.serverCpuMsPerUnit,
          limit: BUDGETS.resultsSiteCpuMs,
          format: (value) => `${value} ms`,
        },
      ),
      check(
        `${database}: home page with a session, one process, ≥ ${BUDGETS.homeWithSessionRatio} of the bare page`,
        {
          measured: one?.closed.home.ratioToBare,
          limit: BUDGETS.homeWithSessionRatio,
          atLeast: true,
        },
      ),
    );
    const atRate = standard?.open.search?.[BUDGETS.defaultServerSearchRate];
    const rateBudget = `${database}: default server, p95 at ${BUDGETS.defaultServerSearchRate} never-seen searches/s ≤ ${BUDGETS.defaultServerSearchP95Ms} ms, no errors`;
    budgets.push(
      atRate?.errors
        ? {
            name: rateBudget,
            limit: `${BUDGETS.defaultServerSearchP95Ms} ms`,
            measured: `${atRate.p95Ms} ms, ${atRate.errors} errors`,
            met: false,
            missedBy: `${atRate.errors} errors`,
          }
        : check(rateBudget, {
            measured: atRate?.p95Ms,
            limit: BUDGETS.defaultServerSearchP95Ms,
            format: (value) => `${value} ms`,
            note: atRate ? undefined : `not measured (--rates without ${BUDGETS.defaultServerSearchRate})`,
          }),
    );
  }
  budgets.push(
    check(`results page HTML ≤ ${kb(BUDGETS.resultsHtmlBytes)}`, {
      measured: resultsHtmlBytes,
      limit: BUDGETS.resultsHtmlBytes,
      format: (value) => kb(value),
    }),
    check(`home JavaScript ≤ ${kb(BUDGETS.homeJsGzipBytes)} gzip`, {
      measured: javascript.home?.gzipBytes,
      limit: BUDGETS.homeJsGzipBytes,
      format: (value) => kb(value),
    }),
  );
  for (const page of ["home", "results"]) {
    budgets.push(
      check(`Lighthouse mobile performance ≥ ${BUDGETS.lighthouseScore}, ${page} page`, {
        measured: lighthouse?.[page]?.score,
        limit: BUDGETS.lighthouseScore,
        atLeast: true,
        note:
          lighthouse?.skipped ??
          (lighthouse?.error && !lighthouse?.[page] ? `not measured: ${lighthouse.error}` : undefined),
      }),
    );
  }
  return budgets;
}

/** bench/results.md: the tables of docs/benchmark.md. */
export function markdownOf(report) {
  const lines = [
    ...(report.partial ? [`**Partial**: ${report.partial}.`, ""] : []),
    `Measured ${report.measuredAt.slice(0, 16).replace("T", " ")} UTC on ${report.machine.cpus} cores (${report.machine.model}), Node ${report.machine.node}; ${report.reservations.toLocaleString("en-NZ")} reservations; ${report.seconds} s per run, ${report.clients} clients in the closed loop. Load average (1/5/15 min) at the start ${report.machine.loadAverage.start.join(" / ")}, at the end ${report.machine.loadAverage.end.join(" / ")}.`,
    "",
    `Baseline: a bare Remix ${report.bare.remixVersion} app (root + index route rendering 20 items, remix-serve, one process; future flags ${Object.keys(report.bare.future).join(", ") || "none"}).`,
    "",
  ];
  for (const [database, measured] of Object.entries(report.databases)) {
    if (measured.skipped) {
      lines.push(`### ${database}`, "", `Not measured: ${measured.skipped}`, "");
      continue;
    }
    lines.push(
      `### ${database}`,
      "",
      "Closed loop (units per second; ratio to the bare page's requests per second measured just before; CPU per unit of the site's processes and, for PostgreSQL, of the database server):",
      "",
      "| server | workload | per second | bare req/s just before | ratio | site CPU per unit | database CPU per unit | p50 | p95 | p99 | errors |",
      "|---|---|---|---|---|---|---|---|---|---|---|",
    );
    for (const [configuration, result] of Object.entries(measured.configurations)) {
      for (const [workload, r] of Object.entries(result.closed)) {
        lines.push(
          `| ${configuration} | ${WORKLOAD_LABELS[workload]} | ${r.perSecond} | ${r.bareJustBefore} | ${r.ratioToBare} | ${ms(r.serverCpuMsPerUnit)} | ${r.databaseCpuMsPerUnit !== null ? ms(r.databaseCpuMsPerUnit) : database.startsWith("embedded") ? "in the site's" : "–"} | ${ms(r.p50Ms)} | ${ms(r.p95Ms)} | ${ms(r.p99Ms)} | ${r.errors} |`,
        );
      }
    }
    lines.push(
      "",
      "Open loop (a fixed offered rate; each unit timed from when it was due):",
      "",
      "| server | workload | offered /s | answered /s | p50 | p95 | p99 | max | errors |",
      "|---|---|---|---|---|---|---|---|---|",
    );
    for (const [rate, r] of Object.entries(measured.bareOpen)) {
      lines.push(
        `| bare Remix | the bare page | ${rate} | ${r.answeredPerSecond} | ${ms(r.p50Ms)} | ${ms(r.p95Ms)} | ${ms(r.p99Ms)} | ${ms(r.maxMs)} | ${r.errors} |`,
      );
    }
    for (const [configuration, result] of Object.entries(measured.configurations)) {
      for (const [workload, rates] of Object.entries(result.open)) {
        for (const [rate, r] of Object.entries(rates)) {
          lines.push(
            `| ${configuration} | ${WORKLOAD_LABELS[workload]} | ${rate} | ${r.answeredPerSecond} | ${ms(r.p50Ms)} | ${ms(r.p95Ms)} | ${ms(r.p99Ms)} | ${ms(r.maxMs)} | ${r.errors} |`,
          );
        }
      }
    }
    lines.push(
      "",
      `Load average during this database's runs: ${measured.loadAverage.join(" / ")} (at its end).`,
      "",
    );
  }
  lines.push(
    "### Page weight",
    "",
    `Results page HTML (uncompressed), the largest of ${report.pageWeight.resultsPagesWeighed ?? "?"} visitors' pages: ${report.pageWeight.resultsHtmlBytes === null ? "–" : kb(report.pageWeight.resultsHtmlBytes)} (${report.pageWeight.resultsCards ?? "?"} vehicle cards); the smallest: ${report.pageWeight.resultsSmallest ? `${kb(report.pageWeight.resultsSmallest.bytes)} (${report.pageWeight.resultsSmallest.cards} cards)` : "–"}.`,
    "",
    "| page type | JavaScript (gzip) |",
    "|---|---|",
    ...Object.entries(report.pageWeight.javascript).map(
      ([page, js]) => `| ${page} | ${kb(js.gzipBytes)} (${js.files} files) |`,
    ),
    "",
  );
  if (report.lighthouse?.error) lines.push(`Lighthouse: ${report.lighthouse.error}`, "");
  const pages = Object.entries(report.lighthouse ?? {}).filter(
    ([name]) => name !== "error" && name !== "skipped",
  );
  if (pages.length) {
    lines.push(
      `Lighthouse ${report.lighthouseVersion ?? ""}, mobile (default settings), median of ${report.lighthouseRuns} run(s):`,
      "",
      "| page | performance | LCP | TBT | FCP | CLS | transfer |",
      "|---|---|---|---|---|---|---|",
      ...pages.map(
        ([name, r]) =>
          `| ${name} | ${r.score} (${r.scores.join(", ")}) | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} | ${ms(r.fcpMs)} | ${r.cls} | ${kb(r.transferBytes)} |`,
      ),
      "",
    );
  } else if (report.lighthouse?.skipped) lines.push(`Lighthouse: ${report.lighthouse.skipped}`, "");
  if (report.profiles) {
    lines.push(
      "### Where the time goes (--profile)",
      "",
      "Self time per unit from V8's sampling profiler, one process, the same closed loops run again under the profiler (which slows the server: read the shares, and the CPU figures above for the cost). By package, then the 15 functions with the most self time.",
      markdownOfProfiles(report.profiles, WORKLOAD_LABELS),
      "",
    );
  }
  lines.push(
    "### Budgets",
    "",
    "| budget | measured | met | missed by |",
    "|---|---|---|---|",
    ...report.budgets.map(
      (b) =>
        `| ${b.name} | ${b.measured ?? "–"} | ${b.met === null ? (b.note ?? "not measured") : b.met ? "yes" : "**no**"} | ${b.missedBy ?? ""}${b.note && b.met !== null ? ` (${b.note})` : ""} |`,
    ),
  );
  return `${lines.join("\n")}\n`;
}

export const WORKLOAD_LABELS = {
  search: "never-seen search (POST /search-vehicles/ + GET /vehicles/)",
  home: "home page with a session",
  results: "results page of an existing search",
};

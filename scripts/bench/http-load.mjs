// The bench's load generators (node's http, no dependency): a closed loop (N clients, each sending
// its next unit of work as soon as the last one is answered) and an open loop (units started on a
// fixed schedule whatever the server is doing, each timed from when it was due). A "unit" is one
// request or, for a search, the POST and the GET that follows it: a task function does it.
import http from "node:http";

/**
 * One HTTP request; resolves with its status, headers and body size (the body is read and
 * dropped, or kept as text with `keepBody`). Rejects on a network error or after 30 s.
 * @param {{ agent: http.Agent, base: URL, method?: string, path: string, headers?: Record<string, string>, body?: string, keepBody?: boolean }} options
 */
export function request({ agent, base, method = "GET", path, headers = {}, body, keepBody = false }) {
  return new Promise((resolve, reject) => {
    const sent = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path,
        headers: body === undefined ? headers : { ...headers, "Content-Length": Buffer.byteLength(body) },
      },
      (response) => {
        let bytes = 0;
        const chunks = keepBody ? [] : null;
        response.on("data", (chunk) => {
          bytes += chunk.length;
          chunks?.push(chunk);
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            bytes,
            text: chunks ? Buffer.concat(chunks).toString("utf8") : undefined,
          }),
        );
        response.on("error", reject);
      },
    );
    sent.setTimeout(30_000, () => sent.destroy(new Error("timed out after 30 s")));
    sent.on("error", reject);
    sent.end(body);
  });
}

/** The p-th percentile (nearest rank) of sorted numbers, to 0.1; null for none. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
}

const round1 = (n) => Math.round(n * 10) / 10;

/** p50/p95/p99 and the largest of a list of times (ms). */
export function latencySummary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.length ? round1(sorted[sorted.length - 1]) : null,
  };
}

/**
 * Closed loop: `clients` clients, each with its own keep-alive connection, run `task` back to
 * back for `seconds` (after `warmupSeconds` whose units are not counted). A task resolves to true
 * when its unit succeeded. Units per second count the units that ended inside the window.
 * @param {{ clients: number, seconds: number, warmupSeconds?: number, task: (client: { index: number, agent: http.Agent, n: number }) => Promise<boolean> }} options
 */
export async function closedLoop({ clients, seconds, warmupSeconds = 0, task }) {
  const warmupEnds = performance.now() + warmupSeconds * 1000;
  const ends = warmupEnds + seconds * 1000;
  const times = [];
  let ok = 0;
  let errors = 0;
  let run = 0;
  const firstErrors = [];
  const client = async (index) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const state = { index, agent, n: 0 };
    while (performance.now() < ends) {
      const started = performance.now();
      let succeeded = false;
      try {
        succeeded = await task(state);
      } catch (error) {
        if (firstErrors.length < 3) firstErrors.push(String(error?.message ?? error));
      }
      state.n += 1;
      run += 1;
      const finished = performance.now();
      if (started < warmupEnds || finished > ends) continue;
      if (succeeded) {
        ok += 1;
        times.push(finished - started);
      } else errors += 1;
    }
    agent.destroy();
  };
  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  return {
    clients,
    seconds,
    perSecond: round1(ok / seconds),
    completed: ok,
    /** Every unit run, in the window or not (the warm-up, and those still running when it closed). */
    unitsRun: run,
    errors,
    firstErrors,
    ...latencySummary(times),
  };
}

/**
 * Open loop: `rate` units a second for `seconds`, unit i due at start + i / rate whatever the
 * server is doing, each timed from when it was due (so a queue at the server shows as latency, not
 * as fewer units; autocannon's rate option sends each connection's quota in a burst instead).
 * Units still unanswered 30 s after the last was due count as errors.
 * @param {{ rate: number, seconds: number, task: (unit: { index: number, agent: http.Agent }) => Promise<boolean> }} options
 */
export function openLoop({ rate, seconds, task }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const times = [];
  let errors = 0;
  let finished = 0;
  const firstErrors = [];
  return new Promise((resolve) => {
    const start = performance.now();
    let giveUp = null;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearTimeout(giveUp);
      agent.destroy();
      const elapsed = (performance.now() - start) / 1000;
      resolve({
        offeredPerSecond: rate,
        seconds,
        units: total,
        answeredPerSecond: round1(times.length / Math.max(elapsed, seconds)),
        errors: errors + (total - finished),
        firstErrors,
        ...latencySummary(times),
      });
    };
    const run = async (index, due) => {
      let succeeded = false;
      try {
        succeeded = await task({ index, agent });
      } catch (error) {
        if (firstErrors.length < 3) firstErrors.push(String(error?.message ?? error));
      }
      if (succeeded) times.push(performance.now() - due);
      else errors += 1;
      finished += 1;
      if (finished === total) end();
    };
    let sent = 0;
    const tick = () => {
      // Start everything due by now (timers are coarse), then sleep until the next one is due.
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        run(sent, start + sent * interval);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
      else giveUp = setTimeout(end, 30_000);
    };
    tick();
  });
}

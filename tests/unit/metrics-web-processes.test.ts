import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sample, scrape } from "./support/metrics";
import { hasBuild, startServer, Visitor, type ServerProcess } from "./support/server-process";

/**
 * /metrics of the server's several web processes on PostgreSQL (WEB_CONCURRENCY=2, ADR 0089): a
 * scrape reaches one of them, and shows the sum of both. Runs under `npm run test:pg` (this
 * file's own database); skipped on the embedded database, which serves one web process.
 */
const enabled =
  Boolean(process.env.TEST_DATABASE_URL && process.env.DATABASE_URL?.startsWith("postgres")) && hasBuild();
const TOKEN = "metrics-token-for-the-cluster-test-0123456789";
const HEALTHZ = `route="routes/_site+/healthz",method="GET",status="200"`;

describe.skipIf(!enabled)("/metrics of two web processes", () => {
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServer(
      {
        DATABASE_URL: process.env.DATABASE_URL,
        WEB_CONCURRENCY: "2",
        METRICS_TOKEN: TOKEN,
        LOG_REQUESTS: "true",
      },
      (record) => record.msg === "web processes started",
    );
  }, 240_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  });

  it("answers every scrape with both processes' requests added up", async () => {
    const pids = server.records().find((record) => record.msg === "web processes started")!.pids as number[];
    expect(pids).toHaveLength(2);
    const before = sample(
      (await scrape(server.base, `Bearer ${TOKEN}`)).body,
      "http_requests_total",
      HEALTHZ,
    );
    // Each request on a connection of its own: the primary hands them to both processes in turn.
    const visitor = new Visitor({ newConnections: true });
    const ids: string[] = [];
    for (let n = 0; n < 8; n += 1) {
      const answer = await visitor.request(server.base, "/healthz");
      expect(answer.status).toBe(200);
      ids.push(answer.requestId);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answeredBy = new Set(
      server
        .records()
        .filter((record) => record.msg === "request" && ids.includes(String(record.requestId)))
        .map((record) => record.pid),
    );
    expect(answeredBy).toEqual(new Set(pids));

    // Every scrape, whichever process takes it, counts the eight (and the scrape before them once).
    const scrapeIds: string[] = [];
    for (let n = 0; n < 4; n += 1) {
      const response = await fetch(`${server.base}/metrics`, {
        headers: { Authorization: `Bearer ${TOKEN}`, Connection: "close" },
      });
      expect(response.status).toBe(200);
      scrapeIds.push(response.headers.get("X-Request-Id") ?? "");
      expect(sample(await response.text(), "http_requests_total", HEALTHZ)).toBe(before + 8);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const scrapedBy = new Set(
      server
        .records()
        .filter((record) => record.msg === "request" && scrapeIds.includes(String(record.requestId)))
        .map((record) => record.pid),
    );
    expect(scrapedBy).toEqual(new Set(pids));
  }, 60_000);
});

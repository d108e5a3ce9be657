import fs from "node:fs";
import pg from "pg";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sample, scrape } from "./support/metrics";
import { freePort, hasBuild, startServer, Visitor, type ServerProcess } from "./support/server-process";

/**
 * The built server's logs, /metrics and /readyz as an operator meets them (ADR 0089), on the
 * embedded database. Needs the build (`npm run build`).
 */
const TOKEN = "metrics-token-for-the-tests-0123456789abcdef";
const HEALTHZ_ROUTE = "routes/_site+/healthz";
const titleOf = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];

describe.skipIf(!hasBuild())("logs, /metrics and /readyz of the built server", () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "go-observability-"));
    server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_REQUESTS: "true",
      METRICS_TOKEN: TOKEN,
      SHUTDOWN_TIMEOUT_SECONDS: "5",
      // A content service that is down: the pages' loaders log a warning, and the pages still show.
      CONTENT_API_URL: `http://127.0.0.1:${await freePort()}/api`,
    });
  }, 240_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers /metrics only with the bearer token, else the site's own 404", async () => {
    const missing = await scrape(server.base);
    const wrong = await scrape(server.base, `Bearer ${TOKEN.slice(0, -1)}x`);
    const basic = await scrape(server.base, `Basic ${TOKEN}`);
    const unknownPage = await fetch(`${server.base}/no-such-page/`);
    const unknownPageBody = await unknownPage.text();
    expect(titleOf(unknownPageBody)).toBeTruthy();
    expect(unknownPage.status).toBe(404);
    for (const refused of [missing, wrong, basic]) {
      expect(refused.status).toBe(404);
      expect(titleOf(refused.body)).toBe(titleOf(unknownPageBody));
      expect(refused.body).not.toContain("http_requests_total");
    }
    const scraped = await scrape(server.base, `Bearer ${TOKEN}`);
    expect(scraped.status).toBe(200);
    expect(scraped.type).toContain("text/plain");
    // Node's own, and every metric of the app, there from the start.
    for (const name of [
      "process_cpu_user_seconds_total",
      "nodejs_eventloop_lag_seconds",
      "db_query_duration_seconds_count",
      "bookings_confirmed_total",
      "payments_taken_total",
      "payments_refunded_total",
      "mail_sent_total",
      "mail_failed_total",
    ])
      expect(scraped.body).toContain(name);
    // The token is in no log line.
    expect(server.output.join("")).not.toContain(TOKEN);
  });

  it("counts requests by route id, method and status, never by path", async () => {
    const before = (await scrape(server.base, `Bearer ${TOKEN}`)).body;
    const visitor = new Visitor();
    for (let n = 0; n < 3; n += 1) expect((await visitor.request(server.base, "/healthz")).status).toBe(200);
    const lost = await visitor.request(server.base, "/lost-aroha@example.co.nz/4111111111111111/");
    expect(lost.status).toBe(404);
    const after = (await scrape(server.base, `Bearer ${TOKEN}`)).body;
    const healthz = `route="${HEALTHZ_ROUTE}",method="GET",status="200"`;
    expect(
      sample(after, "http_requests_total", healthz) - sample(before, "http_requests_total", healthz),
    ).toBe(3);
    expect(
      sample(after, "http_request_duration_seconds_count", `route="${HEALTHZ_ROUTE}",method="GET"`),
    ).toBeGreaterThanOrEqual(3);
    // A page no route matched is counted under the site's catch-all route, whatever its path.
    expect(
      sample(after, "http_requests_total", `route="routes/_site+/$",method="GET",status="404"`),
    ).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain("lost-aroha");
    expect(after).not.toContain("4111111111111111");
    expect(sample(after, "db_query_duration_seconds_count", "")).toBeGreaterThan(
      sample(before, "db_query_duration_seconds_count", ""),
    );
  });

  /** The lines written for the request of this id, once `count` of them are there. */
  async function linesOf(requestId: string, count: number) {
    let lines: Record<string, unknown>[] = [];
    for (let attempt = 0; attempt < 40 && lines.length < count; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      lines = server.records().filter((record) => record.requestId === requestId);
    }
    return lines;
  }

  it("writes the app's lines as JSON with the request's id and route id", async () => {
    const page = await fetch(`${server.base}/`, { headers: { "X-Request-Id": "ops-check-home" } });
    expect(page.status).toBe(200);
    const lines = await linesOf("ops-check-home", 2);
    const request = lines.find((record) => record.msg === "request");
    const warning = lines.find((record) => String(record.msg).startsWith("Content service"));
    expect(request).toMatchObject({ level: "info", status: 200, path: "/", pid: server.child.pid });
    expect(String(request?.routeId)).toMatch(/^routes\//);
    expect(warning).toMatchObject({ level: "warn", routeId: request?.routeId, pid: server.child.pid });
    expect(typeof warning?.time).toBe("string");
  });

  it("keeps Remix's own refusals to one line with the request id, and no address a visitor sent", async () => {
    // A POST to a page without an action: Remix refuses it (405) before any route's code runs.
    const response = await fetch(`${server.base}/`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: server.base,
        "X-Request-Id": "ops-check-405",
      },
      body: "email=aroha.customer%40example.co.nz",
      redirect: "manual",
    });
    expect(response.status).toBe(405);
    const lines = await linesOf("ops-check-405", 2);
    expect(lines.find((record) => record.msg === "request")).toMatchObject({ level: "warn", status: 405 });
    expect(lines.find((record) => record.msg !== "request")).toMatchObject({
      level: "warn",
      method: "POST",
      path: "/",
    });
    // Every line of the server is JSON, and none carries the address the visitor sent.
    const text = server.output.join("");
    expect(text).not.toContain("aroha.customer@example.co.nz");
    for (const line of text.split("\n").filter(Boolean)) expect(() => JSON.parse(line), line).not.toThrow();
  });

  it("is ready while it serves, and not ready for a request that arrives during the shutdown", async () => {
    const ready = await fetch(`${server.base}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("Cache-Control")).toBe("no-store");
    // A request whose headers are still arriving when SIGTERM comes: its connection stays open
    // through the shutdown, and the request is the server's last.
    const { port } = new URL(server.base);
    const socket = net.connect(Number(port), "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    let answer = "";
    socket.on("data", (chunk) => (answer += String(chunk)));
    const ended = new Promise((resolve) => socket.once("close", resolve));
    socket.write("GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill("SIGTERM");
    for (
      let attempt = 0;
      attempt < 40 && !server.records().some((record) => record.msg === "shutting down");
      attempt += 1
    )
      await new Promise((resolve) => setTimeout(resolve, 50));
    socket.write("\r\n");
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
    expect(answer).toMatch(/\r\n\r\nnot ready$/);
    expect(await server.exited).toBe(0);
  }, 30_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL || !hasBuild())(
  "/readyz while the database is migrated",
  () => {
    it("answers 503 until the migrations are applied, then 200 (PostgreSQL)", async () => {
      // Another instance migrating: the test holds the migrations' advisory lock (app/models/db.server.ts).
      const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await holder.connect();
      await holder.query("select pg_advisory_lock(727274)");
      let server: ServerProcess | undefined;
      try {
        server = await startServer(
          { DATABASE_URL: process.env.DATABASE_URL, WEB_CONCURRENCY: "1", LOG_REQUESTS: "false" },
          (record) => record.msg === "listening",
        );
        const waiting = await fetch(`${server.base}/readyz`);
        expect(waiting.status).toBe(503);
        expect(await waiting.text()).toBe("not ready");
        await holder.query("select pg_advisory_unlock(727274)");
        await expect
          .poll(async () => (await fetch(`${server!.base}/readyz`)).status, {
            timeout: 60_000,
            interval: 250,
          })
          .toBe(200);
      } finally {
        await holder.end();
        server?.child.kill("SIGTERM");
        await server?.exited;
      }
    }, 120_000);
  },
);

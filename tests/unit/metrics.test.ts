import http from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import client from "prom-client";
import { afterEach, describe, expect, it } from "vitest";
import { bearerMatches, metricsEndpoint } from "../../server/metrics.mjs";
import { readinessEndpoint, readyWithin } from "../../server/readiness.mjs";
import { mailFailed, mailSent, registerJobQueueCollector } from "~/services/platform/metrics.server";

type Handler = (
  req: unknown,
  res: { status(code: number): { send(body: string): void } },
  next: () => void,
) => void;
/** Express, as the server uses it (the project has no types for it: the server is JavaScript). */
const express = createRequire(import.meta.url)("express") as () => http.RequestListener & {
  use(handler: Handler): void;
  listen(port: number, host: string): http.Server;
};

const TOKEN = "metrics-token-for-the-tests-0123456789abcdef";
const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** An express app with `middleware` in front of a 404 for everything else, listening. */
async function serve(middleware: Handler) {
  const app = express();
  app.use(middleware);
  app.use((_req, res) => res.status(404).send("not found"));
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("the lead's hooks", () => {
  it("shows the job queue's numbers while a collector is registered, and the mail counters", async () => {
    const remove = registerJobQueueCollector(async () => ({
      queued: [
        { queue: "mail", state: "created", count: 3 },
        { queue: "mail", state: "retry", count: 1 },
      ],
      failed: [{ queue: "mail", count: 2 }],
    }));
    mailSent.inc();
    mailFailed.inc({ reason: "timeout" });
    const text = await client.register.metrics();
    expect(text).toContain('jobs_queued{queue="mail",state="created"} 3');
    expect(text).toContain('jobs_queued{queue="mail",state="retry"} 1');
    expect(text).toContain('jobs_failed_total{queue="mail"} 2');
    expect(text).toMatch(/^mail_sent_total [1-9]/m);
    expect(text).toMatch(/^mail_failed_total\{reason="timeout"\} [1-9]/m);
    remove();
    expect(await client.register.metrics()).not.toContain('jobs_queued{queue="mail"');
  });
});

describe("/metrics access", () => {
  it("takes only the exact bearer token", () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    for (const header of [undefined, "", TOKEN, `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, "Bearer "])
      expect(bearerMatches(header, TOKEN)).toBe(false);
    expect(bearerMatches("Bearer ", "")).toBe(false);
  });

  it("is a 404 like any unknown page when no token is configured, whatever is sent", async () => {
    const base = await serve(metricsEndpoint({ token: () => null }));
    for (const authorization of [undefined, "Bearer ", "Bearer null", `Bearer ${TOKEN}`]) {
      const response = await fetch(`${base}/metrics`, {
        headers: authorization === undefined ? {} : { Authorization: authorization },
      });
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("not found");
    }
  });
});

describe("/readyz", () => {
  it("is not ready while the database check fails or hangs", async () => {
    let check: () => Promise<boolean> = async () => true;
    const base = await serve(readinessEndpoint({ databaseReady: () => check(), shuttingDown: () => false }));
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    check = async () => {
      throw new Error('relation "__drizzle_migrations" does not exist');
    };
    const failing = await fetch(`${base}/readyz`);
    expect(failing.status).toBe(503);
    expect(await failing.text()).toBe("not ready");
    expect(await readyWithin(() => new Promise<boolean>(() => {}), 50)).toBe(false);
  });
});

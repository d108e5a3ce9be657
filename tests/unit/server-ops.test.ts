import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  bodyLimit,
  bodyLimitStatus,
  FORM_BODY_LIMIT_BYTES,
  MULTIPART_BODY_LIMIT_BYTES,
} from "../../server/body-limit.mjs";
import { Writable } from "node:stream";
import { createLogger } from "../../server/logger.mjs";
import { requestIdFrom, requestLogger, requestLogRecord, splitUrl } from "../../server/request-log.mjs";
import { gracefulShutdown } from "../../server/shutdown.mjs";

/** Plain node:http GET with a fresh connection each time (no keep-alive agent). */
function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>(
    (resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, path, headers, agent: false }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

function post(port: number, path: string, body: string, contentType: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        agent: false,
        headers: { "Content-Type": contentType, "Content-Length": Buffer.byteLength(body) },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

/** A server running one of server/'s middlewares in front of a handler, as express would. */
function serverWith(middleware: Middleware, handler: http.RequestListener): http.Server {
  const server = http.createServer((req, res) => middleware(req, res, () => handler(req, res)));
  servers.push(server);
  return server;
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
}

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

describe("request log line", () => {
  it("keeps the path and the query's keys, never its values", () => {
    const record = requestLogRecord({
      method: "GET",
      url: "/manage-booking/?booking=GO1234567&email=aroha%40example.co.nz&email=x",
      status: 200,
      durationMs: 12.345,
      requestId: "abc-1",
      routeId: "routes/_manage+/manage-booking",
    });
    expect(record).toEqual({
      level: "info",
      msg: "request",
      method: "GET",
      path: "/manage-booking/",
      status: 200,
      durationMs: 12.3,
      requestId: "abc-1",
      routeId: "routes/_manage+/manage-booking",
      queryKeys: ["booking", "email"],
    });
    expect(JSON.stringify(record)).not.toContain("aroha");
    expect(JSON.stringify(record)).not.toContain("GO1234567");
  });

  it("marks 4xx as warn, 5xx as error, and an aborted request", () => {
    expect(
      requestLogRecord({ method: "POST", url: "/x/", status: 404, durationMs: 1, requestId: "r" }).level,
    ).toBe("warn");
    const failed: Record<string, unknown> = requestLogRecord({
      method: "POST",
      url: "/x/",
      status: 500,
      durationMs: 1,
      requestId: "r",
      aborted: true,
    });
    expect(failed.level).toBe("error");
    expect(failed.aborted).toBe(true);
  });

  it("splits odd URLs without throwing", () => {
    expect(splitUrl("/a/?%E0%A4%A=1&&b&c=2")).toEqual({ path: "/a/", queryKeys: ["%E0%A4%A", "b", "c"] });
    expect(splitUrl("/plain/")).toEqual({ path: "/plain/", queryKeys: [] });
  });

  it("takes a well-formed X-Request-Id and replaces anything else", () => {
    expect(requestIdFrom("lb-1234.abc")).toBe("lb-1234.abc");
    expect(requestIdFrom("bad id\nwith newline")).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("writes one JSON line per request with status and duration, and sends the id back", async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split("\n").filter(Boolean));
        done();
      },
    });
    const logger = createLogger({ destination });
    const server = serverWith(requestLogger({ logger }), (_req, res) => {
      res.statusCode = 418;
      res.end("short and stout");
    });
    const port = await listen(server);
    const response = await get(port, "/teapot/?email=someone@example.com", { "X-Request-Id": "req-42" });
    expect(response.status).toBe(418);
    expect(response.headers["x-request-id"]).toBe("req-42");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain("\n");
    const record = JSON.parse(lines[0]);
    expect(record).toMatchObject({
      level: "warn",
      msg: "request",
      method: "GET",
      path: "/teapot/",
      status: 418,
      requestId: "req-42",
      queryKeys: ["email"],
      pid: process.pid,
    });
    expect(record.durationMs).toBeGreaterThanOrEqual(0);
    expect(lines[0]).not.toContain("someone@example.com");
  });
});

describe("body size limit", () => {
  it("answers 413 for a form post over the limit, before the app reads it", async () => {
    let reached = 0;
    const server = serverWith(bodyLimit(), (req, res) => {
      reached += 1;
      req.resume();
      res.end("ok");
    });
    const port = await listen(server);
    const small = await post(port, "/sign-in/", "email=a%40b.c", "application/x-www-form-urlencoded");
    expect(small.status).toBe(200);
    const huge = await post(
      port,
      "/sign-in/",
      `email=${"a".repeat(FORM_BODY_LIMIT_BYTES)}`,
      "application/x-www-form-urlencoded",
    );
    expect(huge.status).toBe(413);
    expect(reached).toBe(1);
  });

  it("allows a licence photo's multipart size, refuses a chunked body without length", () => {
    const multipart = "multipart/form-data; boundary=x";
    expect(
      bodyLimitStatus({
        method: "POST",
        headers: { "content-type": multipart, "content-length": String(5 * 1024 * 1024) },
      }),
    ).toBeNull();
    expect(
      bodyLimitStatus({
        method: "POST",
        headers: { "content-type": multipart, "content-length": String(MULTIPART_BODY_LIMIT_BYTES + 1) },
      }),
    ).toBe(413);
    expect(bodyLimitStatus({ method: "POST", headers: { "transfer-encoding": "chunked" } })).toBe(411);
    expect(bodyLimitStatus({ method: "POST", headers: { "content-length": "-5" } })).toBe(400);
    expect(bodyLimitStatus({ method: "GET", headers: { "content-length": "99999999" } })).toBeNull();
  });
});

describe("graceful shutdown", () => {
  it("finishes the request in flight, refuses new connections, then cleans up", async () => {
    const events: string[] = [];
    const server = http.createServer((req, res) => {
      if (req.url === "/slow") {
        setTimeout(() => {
          events.push("slow answered");
          res.end("done slowly");
        }, 400);
      } else res.end("quick");
    });
    const port = await listen(server);
    const control = gracefulShutdown(server, {
      timeoutMs: 5_000,
      onClosed: async () => {
        events.push("database closed");
      },
    });

    const slow = get(port, "/slow");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(control.inFlight).toBe(1);
    const finished = control.shutdown("SIGTERM");
    expect(control.shuttingDown).toBe(true);

    await expect(get(port, "/quick")).rejects.toMatchObject({ code: "ECONNREFUSED" });
    const answer = await slow;
    expect(answer).toMatchObject({ status: 200, body: "done slowly" });
    await expect(finished).resolves.toEqual({ timedOut: false });
    expect(events).toEqual(["slow answered", "database closed"]);
  });

  it("cuts a request that outlives the timeout and still cleans up", async () => {
    let closed = false;
    const server = http.createServer(() => {
      // never answers
    });
    const port = await listen(server);
    const control = gracefulShutdown(server, { timeoutMs: 200, onClosed: () => void (closed = true) });
    const hanging = get(port, "/hang").catch((error: NodeJS.ErrnoException) => error.code);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(control.shutdown()).resolves.toEqual({ timedOut: true });
    expect(await hanging).toBe("ECONNRESET");
    expect(closed).toBe(true);
  });
});

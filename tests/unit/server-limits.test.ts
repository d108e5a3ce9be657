import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBuild, startServer, type ServerProcess } from "./support/server-process";

/**
 * Issue 33: clients sending headers or bodies a byte at a time were kept open for minutes. The
 * built server with small limits from the environment (server/limits.mjs), probed with raw sockets.
 */
const LIMITS = {
  HEADERS_TIMEOUT_SECONDS: "2",
  REQUEST_TIMEOUT_SECONDS: "5",
  KEEP_ALIVE_TIMEOUT_SECONDS: "1",
  MAX_CONNECTIONS: "3",
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Probe = { socket: net.Socket; closedAfterMs: Promise<number>; received: () => string };

/** A raw connection that writes `first`, then `drip` every 200 ms until the server closes it. */
function probe(port: number, first: string, drip?: string): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const opened = Date.now();
    let received = "";
    socket.on("data", (chunk) => (received += chunk));
    socket.on("error", () => {});
    const closedAfterMs = new Promise<number>((done) =>
      socket.once("close", () => done(Date.now() - opened)),
    );
    socket.once("connect", () => {
      if (first) socket.write(first);
      if (drip) {
        const timer = setInterval(() => !socket.destroyed && socket.write(drip), 200);
        void closedAfterMs.then(() => clearInterval(timer));
      }
      resolve({ socket, closedAfterMs, received: () => received });
    });
    socket.once("error", reject);
  });
}

describe.skipIf(!hasBuild())("the server's timeouts and connection cap", () => {
  let dataDir: string;
  let server: ServerProcess;
  let port: number;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "go-limits-"));
    server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "", ...LIMITS });
    port = Number(new URL(server.base).port);
    // The readiness checks' keep-alive connection goes after KEEP_ALIVE_TIMEOUT_SECONDS.
    await sleep(1500);
  }, 240_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("cuts a client sending its headers a byte at a time after the headers timeout", async () => {
    const slow = await probe(port, "GET /healthz HTTP/1.1\r\nHost: x\r\n", "X");
    const after = await slow.closedAfterMs;
    expect(after).toBeGreaterThanOrEqual(2000);
    expect(after).toBeLessThan(4500);
    expect(slow.received()).toContain("408");
  }, 20_000);

  it("cuts a slow body after the request timeout, not the headers timeout", async () => {
    const slow = await probe(
      port,
      "POST /contact-us/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\n",
      "a",
    );
    const after = await slow.closedAfterMs;
    expect(after).toBeGreaterThanOrEqual(4000);
    expect(after).toBeLessThan(7500);
  }, 20_000);

  it("answers a normal request, and keeps an idle keep-alive connection for its timeout only", async () => {
    const client = await probe(port, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");
    const after = await client.closedAfterMs;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(after).toBeGreaterThanOrEqual(1000);
    expect(after).toBeLessThan(3500);
  }, 20_000);

  it("refuses connections over the cap, and answers again once they go", async () => {
    const held = await Promise.all([1, 2, 3].map(() => probe(port, "")));
    await sleep(200);
    const over = await probe(port, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(await over.closedAfterMs).toBeLessThan(1000);
    expect(over.received()).toBe("");
    for (const connection of held) connection.socket.destroy();
    await sleep(200);
    const response = await fetch(`${server.base}/healthz`, { headers: { Connection: "close" } });
    expect(response.status).toBe(200);
  }, 20_000);
});

import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { setCookieList } from "./cookies";

/**
 * The production server (server.mjs on the build) as a child process, for tests of what only the
 * whole server does: several instances or web processes on one database, shutting down. They
 * need `npm run build` first (`npm test` builds before the unit tests).
 */
export const ROOT = path.resolve(__dirname, "../../..");
export const BUILD = path.join(ROOT, "build/index.js");
export const hasBuild = () => fs.existsSync(BUILD);

/** The demo customer seeded with SEED_DEMO_ACCOUNTS=true. */
export const DEMO_CUSTOMER = {
  email: "aroha.customer@example.co.nz",
  password: "GoRentals!2026",
  firstName: "Aroha",
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  base: string;
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output: string[];
  /** The JSON lines of stdout so far (request logs and the server's own lines). */
  records(): Record<string, unknown>[];
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
};

/**
 * Starts server.mjs with `env` on a free port and waits until a line of its log satisfies
 * `ready` (by default: /healthz answers 200).
 */
export async function startServer(
  env: Record<string, string | undefined>,
  ready?: (record: Record<string, unknown>) => boolean,
): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, ["server.mjs", "build/index.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      SEED_DEMO_ACCOUNTS: "true",
      // Every visitor of these tests comes from 127.0.0.1, and some hold a whole class on purpose.
      HOLD_LIMIT_EXEMPT_ADDRESSES: "127.0.0.1",
      ...env,
      NODE_ENV: "production",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => output.push(String(chunk)));
  child.stderr?.on("data", (chunk) => output.push(String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const records = () =>
    output
      .join("")
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      });
  const server = { base, child, output, records, exited };
  let running = true;
  void exited.then(() => (running = false));
  for (let attempt = 0; attempt < 480 && running; attempt += 1) {
    if (ready) {
      if (records().some(ready)) return server;
    } else {
      try {
        if ((await fetch(`${base}/healthz`)).status === 200) return server;
      } catch {
        // not listening yet
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`the server on ${port} did not start:\n${output.join("")}`);
}

/**
 * A visitor: one cookie jar, following no redirect (they are checked, not followed). With
 * `newConnections`, every request opens a connection of its own (Connection: close), so that
 * the server's web processes take turns answering.
 */
export class Visitor {
  cookies = new Map<string, string>();
  constructor(private readonly options: { newConnections?: boolean } = {}) {}

  async request(base: string, pathname: string, form?: Record<string, string>) {
    const response = await fetch(`${base}${pathname}`, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: {
        Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
        ...(this.options.newConnections ? { Connection: "close" } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const line of setCookieList(response.headers)) {
      const [pair] = line.split(";");
      const index = pair.indexOf("=");
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return {
      status: response.status,
      location: response.headers.get("Location") ?? "",
      requestId: response.headers.get("X-Request-Id") ?? "",
      body: await response.text(),
    };
  }
}

/** A date `daysAhead` from today, as the search form takes it. */
export function isoDate(daysAhead: number): string {
  return new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

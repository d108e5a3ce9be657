import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setCookieList } from "./support/cookies";

/**
 * Two instances of the production build (server.mjs) on different ports against one PostgreSQL
 * database (issue 8). Runs in `npm run test:pg` (after `npm run build`): this file's database is
 * the per-file copy test-pg.sh prepared. Skipped in the default run (in-memory PGlite cannot be
 * shared between processes).
 */
const ROOT = path.resolve(__dirname, "../..");
const BUILD = path.join(ROOT, "build/index.js");
const enabled = Boolean(process.env.TEST_DATABASE_URL) && fs.existsSync(BUILD);
const DEMO_EMAIL = "aroha.customer@example.co.nz";
const DEMO_PASSWORD = "GoRentals!2026";

type Instance = { base: string; child: ChildProcess; output: string[] };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startInstance(port: number): Promise<Instance> {
  const output: string[] = [];
  const child = spawn(process.execPath, ["server.mjs", "build/index.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: process.env.DATABASE_URL,
      SESSION_SECRET: "two-instances-shared-secret-0123456789abcdef",
      SEED_DEMO_ACCOUNTS: "true",
      LOG_REQUESTS: "false",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => output.push(String(chunk)));
  child.stderr?.on("data", (chunk) => output.push(String(chunk)));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).status === 200) return { base, child, output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill("SIGTERM");
  throw new Error(`instance on ${port} did not start:\n${output.join("")}`);
}

/** A visitor: one cookie jar, following nothing (redirects are checked, not followed). */
class Visitor {
  cookies = new Map<string, string>();
  async request(base: string, pathname: string, form?: Record<string, string>) {
    const response = await fetch(`${base}${pathname}`, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: {
        Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const line of setCookieList(response.headers)) {
      const [pair] = line.split(";");
      const index = pair.indexOf("=");
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return { status: response.status, location: response.headers.get("Location") ?? "", body: await response.text() };
  }
}

function isoDate(daysAhead: number): string {
  return new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

let a: Instance;
let b: Instance;
let db: pg.Client;

describe.skipIf(!enabled)("two instances on one PostgreSQL database", () => {
  beforeAll(async () => {
    db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    [a, b] = await Promise.all([freePort().then(startInstance), freePort().then(startInstance)]);
  }, 240_000);

  afterAll(async () => {
    for (const instance of [a, b]) instance?.child.kill("SIGTERM");
    await db?.end();
  });

  it("a session signed in on one instance is valid on the other", async () => {
    const visitor = new Visitor();
    const signedIn = await visitor.request(a.base, "/sign-in/", { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(signedIn.status).toBe(302);
    const onB = await visitor.request(b.base, "/my-account/");
    expect(onB.status).toBe(200);
    expect(onB.body).toContain("Aroha");
    const stranger = await new Visitor().request(b.base, "/my-account/");
    expect(stranger.status).toBe(302);
  }, 120_000);

  it("a car held through one is unavailable through the other, and the last car is sold once", async () => {
    // The branch and class with the smallest in-service fleet that is bookable there.
    const { rows } = await db.query<{ branch_id: number; car_class_id: number; cars: number }>(
      `select v.branch_id, v.car_class_id, count(*)::int as cars
         from vehicles v join car_classes c on c.car_class_id = v.car_class_id
        where v.status = 'in_service' and c.car_class_status = 'Available'
        group by 1, 2 order by 3, 1, 2 limit 1`,
    );
    const { branch_id: branchId, car_class_id: carClassId, cars } = rows[0];
    const trip = { pickupBranch: String(branchId), dropOffBranch: "", pickupDate: isoDate(60), pickupTime: "10:00", dropOffDate: isoDate(64), dropOffTime: "10:00" };

    async function searching(instance: Instance): Promise<Visitor> {
      const visitor = new Visitor();
      const searched = await visitor.request(instance.base, "/search-vehicles/", trip);
      expect(searched.status, searched.body.slice(0, 300)).toBe(302);
      return visitor;
    }
    const choose = (visitor: Visitor, instance: Instance) => visitor.request(instance.base, "/book-now/?step=1", { carClassId: String(carClassId) });
    const held = (answer: { status: number; location: string }) => answer.status === 302 && answer.location.includes("step=2");

    // All but one car held, alternating between the instances.
    for (let index = 0; index < cars - 1; index += 1) {
      const instance = index % 2 === 0 ? a : b;
      expect(held(await choose(await searching(instance), instance))).toBe(true);
    }
    // The last car, wanted through both at once: sold once.
    const [onA, onB] = await Promise.all([searching(a), searching(b)]);
    const answers = await Promise.all([choose(onA, a), choose(onB, b)]);
    expect(answers.filter(held)).toHaveLength(1);
    const { rows: claimed } = await db.query<{ n: number }>(
      `select count(*)::int as n from reservations where car_class_id = $1 and pickup_branch_id = $2 and status = 'held'`,
      [carClassId, branchId],
    );
    expect(claimed[0].n).toBe(cars);
    // Now taken through either instance, it is unavailable through the other.
    for (const instance of [a, b]) expect(held(await choose(await searching(instance), instance))).toBe(false);
  }, 180_000);
});

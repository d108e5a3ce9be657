import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webProcessCount } from "../../server/cluster.mjs";
import { BRANCHES } from "~/models/seed/branches";
import { FLEET_PLAN } from "~/models/seed/fleet";
import { CAR_CLASSES } from "~/models/seed/car-classes";
import {
  DEMO_CUSTOMER,
  hasBuild,
  isoDate,
  startServer,
  Visitor,
  type ServerProcess,
} from "./support/server-process";

/**
 * The production server (server.mjs) asked for two web processes (WEB_CONCURRENCY=2, ADR 0077):
 * on the embedded database it runs one, whose database thread serves that one process; under
 * `npm run test:pg`, on this file's PostgreSQL database, it runs two. Needs the build (`npm test`
 * builds before the unit tests).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL && process.env.DATABASE_URL?.startsWith("postgres"));

const started = (record: Record<string, unknown>) => record.msg === "web processes started";
/** The processes that answered these requests, from their log lines (written as each response ends). */
async function answeredBy(server: ServerProcess, requestIds: string[]): Promise<Set<unknown>> {
  const logged = () =>
    server
      .records()
      .filter((record) => record.msg === "request" && requestIds.includes(String(record.requestId)));
  for (let attempt = 0; attempt < 40 && logged().length < requestIds.length; attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return new Set(logged().map((record) => record.pid));
}

describe("how many web processes WEB_CONCURRENCY asks for", () => {
  const count = (env: Record<string, string>) => {
    const warnings: string[] = [];
    return {
      processes: webProcessCount(env, { cores: 4, warn: (msg: string) => warnings.push(msg) }),
      warnings,
    };
  };
  const postgres = { DATABASE_URL: "postgres://go@db.example/go" };

  it("on PostgreSQL: one per core by default, or the number given", () => {
    expect(count(postgres)).toEqual({ processes: 4, warnings: [] });
    expect(count({ ...postgres, WEB_CONCURRENCY: "3" })).toEqual({ processes: 3, warnings: [] });
  });

  it("on the embedded database: one, saying so when more were asked for", () => {
    expect(count({})).toEqual({ processes: 1, warnings: [] });
    const asked = count({ WEB_CONCURRENCY: "3", DATABASE_URL: "memory://" });
    expect(asked.processes).toBe(1);
    expect(asked.warnings).toEqual([expect.stringMatching(/^WEB_CONCURRENCY=3 taken as 1/)]);
  });

  it("refuses a value that is not a whole number of processes", () => {
    for (const value of ["0", "two", "1.5", "-1"])
      expect(() => count({ ...postgres, WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY must be/);
  });
});

describe.skipIf(!hasBuild())("the embedded database: one web process", () => {
  let dataDir: string;
  let server: ServerProcess;
  const env = () => ({
    WEB_CONCURRENCY: "2",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOG_REQUESTS: "true",
    SHUTDOWN_TIMEOUT_SECONDS: "5",
  });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "go-one-process-"));
    server = await startServer(env());
  }, 240_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("takes WEB_CONCURRENCY=2 as one process, says so, and answers every request from it", async () => {
    expect(
      server
        .records()
        .some(
          (record) =>
            record.level === "warn" && String(record.msg).startsWith("WEB_CONCURRENCY=2 taken as 1"),
        ),
    ).toBe(true);
    const visitor = new Visitor({ newConnections: true });
    const answers = [];
    for (let n = 0; n < 4; n += 1) answers.push(await visitor.request(server.base, "/healthz"));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(
      await answeredBy(
        server,
        answers.map((answer) => answer.requestId),
      ),
    ).toEqual(new Set([server.child.pid]));
  }, 60_000);

  it("stops on SIGTERM, closing the database; its data is there on the next start", async () => {
    const visitor = new Visitor();
    expect(
      (
        await visitor.request(server.base, "/sign-in/", {
          email: DEMO_CUSTOMER.email,
          password: DEMO_CUSTOMER.password,
        })
      ).status,
    ).toBe(302);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.records().filter((record) => record.msg === "shut down")).toHaveLength(1);
    expect(fs.existsSync(path.join(dataDir, "pglite.pid"))).toBe(false);

    server = await startServer(env());
    const page = await visitor.request(server.base, "/my-account/");
    expect(page.status).toBe(200);
    expect(page.body).toContain(DEMO_CUSTOMER.firstName);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 180_000);
});

describe.skipIf(!hasBuild() || !onPostgres)("two web processes on PostgreSQL", () => {
  const url = process.env.DATABASE_URL;
  let dataDir: string;
  let server: ServerProcess;
  const env = () => ({
    WEB_CONCURRENCY: "2",
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    LOG_REQUESTS: "true",
    SHUTDOWN_TIMEOUT_SECONDS: "5",
  });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "go-web-processes-"));
    server = await startServer(env(), started);
  }, 240_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers from both processes, and a session signed in through one is valid through the other", async () => {
    const visitor = new Visitor({ newConnections: true });
    const signedIn = await visitor.request(server.base, "/sign-in/", {
      email: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    });
    expect(signedIn.status).toBe(302);
    const pages = [];
    for (let n = 0; n < 4; n += 1) pages.push(await visitor.request(server.base, "/my-account/"));
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.body).toContain(DEMO_CUSTOMER.firstName);
    }
    expect(
      (
        await answeredBy(
          server,
          pages.map((page) => page.requestId),
        )
      ).size,
    ).toBe(2);
    // Signed out through one, signed out everywhere.
    const signedOut = await visitor.request(server.base, "/logout/", {});
    expect(signedOut.status).toBe(303);
    for (let n = 0; n < 2; n += 1)
      expect((await visitor.request(server.base, "/my-account/")).status).toBe(302);
  }, 120_000);

  it("sells the last car once when both processes want it, and both then show it sold out", async () => {
    // The bookable class with the fewest cars at Invercargill, from the seed's fleet plan.
    const branch = BRANCHES.find((candidate) => candidate.code === "IVC")!;
    const trip = {
      pickupBranch: String(branch.id),
      dropOffBranch: "",
      pickupDate: isoDate(70),
      pickupTime: "10:00",
      dropOffDate: isoDate(73),
      dropOffTime: "10:00",
    };
    const searching = async () => {
      const visitor = new Visitor({ newConnections: true });
      expect((await visitor.request(server.base, "/search-vehicles/", trip)).status).toBe(302);
      return visitor;
    };
    const choosable = (html: string) =>
      [...html.matchAll(/name="carClassId" value="(\d+)"/g)].map((match) => Number(match[1]));
    const results = await (await searching()).request(server.base, "/vehicles/");
    const [carClassId] = choosable(results.body)
      .map((id) => ({
        id,
        cars: FLEET_PLAN.IVC[CAR_CLASSES.find((carClass) => carClass.carClassId === id)!.classCode] ?? 0,
      }))
      .filter((candidate) => candidate.cars > 0)
      .sort((a, b) => a.cars - b.cars)
      .map((candidate) => candidate.id);
    const cars =
      FLEET_PLAN.IVC[CAR_CLASSES.find((carClass) => carClass.carClassId === carClassId)!.classCode];
    const choose = (visitor: Visitor) =>
      visitor.request(server.base, "/book-now/?step=1", { carClassId: String(carClassId) });
    const held = (answer: { status: number; location: string }) =>
      answer.status === 302 && answer.location.includes("step=2");

    // All but one car held, each visitor on a connection of its own (so the processes take turns).
    for (let n = 0; n < cars - 1; n += 1) expect(held(await choose(await searching()))).toBe(true);
    // The last car, wanted by many at once: held once.
    const rivals = await Promise.all(Array.from({ length: 6 }, searching));
    const answers = await Promise.all(rivals.map(choose));
    expect(answers.filter(held)).toHaveLength(1);
    expect(
      (
        await answeredBy(
          server,
          answers.map((answer) => answer.requestId),
        )
      ).size,
    ).toBe(2);
    // Every process's results now show the class sold out.
    // Two visitors, two pages each: the processes take turns, so both answer some of them.
    const pages = [];
    for (let n = 0; n < 2; n += 1) {
      const visitor = await searching();
      for (let page = 0; page < 2; page += 1) pages.push(await visitor.request(server.base, "/vehicles/"));
    }
    for (const page of pages) expect(choosable(page.body)).not.toContain(carClassId);
    expect(
      (
        await answeredBy(
          server,
          pages.map((page) => page.requestId),
        )
      ).size,
    ).toBe(2);
  }, 180_000);

  it("replaces a web process that dies, and serves throughout", async () => {
    const original = server.records().find(started)!.pids as number[];
    const [victim] = original;
    process.kill(victim, "SIGKILL");
    const replaced = () =>
      server
        .records()
        .some((record) => record.msg === "listening" && !original.includes(record.pid as number));
    for (let attempt = 0; attempt < 240 && !replaced(); attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 250));
    expect(
      server
        .records()
        .some(
          (record) => record.msg === "web process stopped: starting another" && record.stopped === victim,
        ),
    ).toBe(true);
    const visitor = new Visitor({ newConnections: true });
    const answers = [];
    for (let n = 0; n < 4; n += 1) answers.push(await visitor.request(server.base, "/healthz"));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const pids = await answeredBy(
      server,
      answers.map((answer) => answer.requestId),
    );
    expect(pids.size).toBe(2);
    expect(pids.has(victim)).toBe(false);
  }, 120_000);

  it("stops on SIGTERM after its web processes; its data is there on the next start", async () => {
    const visitor = new Visitor();
    expect(
      (
        await visitor.request(server.base, "/sign-in/", {
          email: DEMO_CUSTOMER.email,
          password: DEMO_CUSTOMER.password,
        })
      ).status,
    ).toBe(302);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const lines = server.records();
    const primaryPid = server.child.pid;
    const stopped = lines.filter((record) => record.msg === "shut down");
    // Each web process, then the primary last.
    expect(stopped.at(-1)?.pid).toBe(primaryPid);
    expect(stopped.filter((record) => record.pid !== primaryPid)).toHaveLength(2);
    expect(fs.existsSync(path.join(dataDir, "pglite.pid"))).toBe(false);

    // One process on the same data: the session signed in before the stop is still valid.
    server = await startServer({ ...env(), WEB_CONCURRENCY: "1" });
    const page = await visitor.request(server.base, "/my-account/");
    expect(page.status).toBe(200);
    expect(page.body).toContain(DEMO_CUSTOMER.firstName);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 180_000);
});

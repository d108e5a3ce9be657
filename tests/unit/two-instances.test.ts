import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO_CUSTOMER,
  hasBuild,
  isoDate,
  startServer,
  Visitor,
  type ServerProcess,
} from "./support/server-process";

/**
 * Two instances of the production build (server.mjs) on different ports against one PostgreSQL
 * database (issue 8). Runs in `npm run test:pg` (after `npm run build`): this file's database is
 * the per-file copy test-pg.sh prepared. Skipped in the default run (the embedded database serves
 * one process: tests/unit/web-processes.test.ts).
 */
const enabled = Boolean(process.env.TEST_DATABASE_URL) && hasBuild();

type Instance = ServerProcess;

/** An instance of its own (one web process), sharing the database and the session secret. */
const startInstance = () =>
  startServer({
    DATABASE_URL: process.env.DATABASE_URL,
    SESSION_SECRET: "two-instances-shared-secret-0123456789abcdef",
    LOG_REQUESTS: "false",
    WEB_CONCURRENCY: "1",
  });

let a: Instance;
let b: Instance;
let db: pg.Client;

describe.skipIf(!enabled)("two instances on one PostgreSQL database", () => {
  beforeAll(async () => {
    db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    [a, b] = await Promise.all([startInstance(), startInstance()]);
  }, 240_000);

  afterAll(async () => {
    for (const instance of [a, b]) instance?.child.kill("SIGTERM");
    await db?.end();
  });

  it("a session signed in on one instance is valid on the other", async () => {
    const visitor = new Visitor();
    const signedIn = await visitor.request(a.base, "/sign-in/", {
      email: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    });
    expect(signedIn.status).toBe(302);
    const onB = await visitor.request(b.base, "/my-account/");
    expect(onB.status).toBe(200);
    expect(onB.body).toContain(DEMO_CUSTOMER.firstName);
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
    const trip = {
      pickupBranch: String(branchId),
      dropOffBranch: "",
      pickupDate: isoDate(60),
      pickupTime: "10:00",
      dropOffDate: isoDate(64),
      dropOffTime: "10:00",
    };

    async function searching(instance: Instance): Promise<Visitor> {
      const visitor = new Visitor();
      const searched = await visitor.request(instance.base, "/search-vehicles/", trip);
      expect(searched.status, searched.body.slice(0, 300)).toBe(302);
      return visitor;
    }
    const choose = (visitor: Visitor, instance: Instance) =>
      visitor.request(instance.base, "/book-now/?step=1", { carClassId: String(carClassId) });
    const held = (answer: { status: number; location: string }) =>
      answer.status === 302 && answer.location.includes("step=2");

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
    for (const instance of [a, b])
      expect(held(await choose(await searching(instance), instance))).toBe(false);
  }, 180_000);
});

import { types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGliteThread } from "~/models/pglite-thread.server";

/**
 * The embedded database on its own thread (ADR 0063): the same answers, errors and transaction
 * behaviour as PGlite in-process, which Drizzle and the booking code rely on.
 */
let db: PGliteThread;

beforeAll(async () => {
  db = new PGliteThread();
  await db.waitReady;
  await db.exec("create table cars (id serial primary key, plate text not null unique, added timestamptz not null default now())");
});

afterAll(async () => {
  await db.close();
});

describe("the database thread", () => {
  it("answers queries with their parameters, as objects or arrays", async () => {
    await db.query("insert into cars (plate) values ($1), ($2)", ["GO1001", "GO1002"]);
    const objects = await db.query<{ plate: string }>("select plate from cars where plate like $1 order by plate", ["GO100%"]);
    expect(objects.rows).toEqual([{ plate: "GO1001" }, { plate: "GO1002" }]);
    const arrays = await db.query("select count(*)::int, max(plate) from cars", [], { rowMode: "array" });
    expect(arrays.rows).toEqual([[2, "GO1002"]]);
    expect(arrays.fields.map((field) => field.name)).toEqual(["count", "max"]);
  });

  it("keeps the types Drizzle reads itself as Postgres's text, and runs any other parser here", async () => {
    const keepText = (value: string) => value;
    const raw = await db.query<{ added: unknown }>("select added from cars limit 1", [], { parsers: { [types.TIMESTAMPTZ]: keepText } });
    expect(typeof raw.rows[0].added).toBe("string");
    const parsed = await db.query<{ added: unknown }>("select added from cars limit 1", [], {
      parsers: { [types.TIMESTAMPTZ]: (value: string) => `at ${value}` },
    });
    expect(String(parsed.rows[0].added)).toMatch(/^at \d{4}-/);
    const defaults = await db.query<{ added: unknown }>("select added from cars limit 1");
    expect(defaults.rows[0].added).toBeInstanceOf(Date);
  });

  it("passes Postgres's errors on with their code and constraint", async () => {
    const failure = await db.query("insert into cars (plate) values ($1)", ["GO1001"]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: "23505", constraint: "cars_plate_key" });
    expect((failure as Error).message).toMatch(/duplicate key/);
  });

  it("commits a transaction whose callback resolves and rolls back one that throws", async () => {
    await db.transaction(async (tx) => {
      await tx.query("insert into cars (plate) values ($1)", ["GO2001"]);
    });
    const refused = await db
      .transaction(async (tx) => {
        await tx.query("insert into cars (plate) values ($1)", ["GO2002"]);
        throw new Error("changed my mind");
      })
      .catch((error: Error) => error.message);
    expect(refused).toBe("changed my mind");
    const plates = await db.query<{ plate: string }>("select plate from cars where plate like 'GO2%' order by plate");
    expect(plates.rows).toEqual([{ plate: "GO2001" }]);
  });

  it("makes a query from outside wait until an open transaction ends", async () => {
    let insideDone = false;
    const transaction = db.transaction(async (tx) => {
      await tx.query("insert into cars (plate) values ($1)", ["GO3001"]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      insideDone = true;
    });
    // Sent while the transaction is open: it sees the transaction's row only after COMMIT.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const outside = await db.query<{ n: number }>("select count(*)::int as n from cars where plate = 'GO3001'");
    expect(insideDone).toBe(true);
    expect(outside.rows[0].n).toBe(1);
    await transaction;
  });

  it("runs savepoints inside a transaction (Drizzle's nested transactions)", async () => {
    await db.transaction(async (tx) => {
      await tx.query("insert into cars (plate) values ($1)", ["GO4001"]);
      await tx.exec("savepoint sp1");
      await tx.query("insert into cars (plate) values ($1)", ["GO4002"]);
      await tx.exec("rollback to savepoint sp1");
    });
    const plates = await db.query<{ plate: string }>("select plate from cars where plate like 'GO4%'");
    expect(plates.rows).toEqual([{ plate: "GO4001" }]);
  });
});

import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGliteRemote, threadChannel } from "~/models/pglite-remote.server";
import { createPgliteHost } from "../../server/pglite-host.mjs";

/**
 * The embedded database on its own thread (ADR 0063): the same answers, errors and transaction
 * behaviour as PGlite in-process, which Drizzle and the booking code rely on; and notifications,
 * which tell the processes of the server what changed (ADR 0066).
 */
let db: PGliteRemote;

beforeAll(async () => {
  db = new PGliteRemote(threadChannel());
  await db.waitReady;
  await db.exec(
    "create table cars (id serial primary key, plate text not null unique, added timestamptz not null default now())",
  );
});

afterAll(async () => {
  await db.close();
});

describe("the database thread", () => {
  it("answers queries with their parameters, as objects or arrays", async () => {
    await db.query("insert into cars (plate) values ($1), ($2)", ["GO1001", "GO1002"]);
    const objects = await db.query<{ plate: string }>(
      "select plate from cars where plate like $1 order by plate",
      ["GO100%"],
    );
    expect(objects.rows).toEqual([{ plate: "GO1001" }, { plate: "GO1002" }]);
    const arrays = await db.query("select count(*)::int, max(plate) from cars", [], { rowMode: "array" });
    expect(arrays.rows).toEqual([[2, "GO1002"]]);
    expect(arrays.fields.map((field) => field.name)).toEqual(["count", "max"]);
  });

  it("keeps the types Drizzle reads itself as Postgres's text, and runs any other parser here", async () => {
    const keepText = (value: string) => value;
    const raw = await db.query<{ added: unknown }>("select added from cars limit 1", [], {
      parsers: { [types.TIMESTAMPTZ]: keepText },
    });
    expect(typeof raw.rows[0].added).toBe("string");
    const parsed = await db.query<{ added: unknown }>("select added from cars limit 1", [], {
      parsers: { [types.TIMESTAMPTZ]: (value: string) => `at ${value}` },
    });
    expect(String(parsed.rows[0].added)).toMatch(/^at \d{4}-/);
    const defaults = await db.query<{ added: unknown }>("select added from cars limit 1");
    expect(defaults.rows[0].added).toBeInstanceOf(Date);
  });

  it("passes Postgres's errors on with their code and constraint", async () => {
    const failure = await db
      .query("insert into cars (plate) values ($1)", ["GO1001"])
      .catch((error: unknown) => error);
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
    const plates = await db.query<{ plate: string }>(
      "select plate from cars where plate like 'GO2%' order by plate",
    );
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
    const outside = await db.query<{ n: number }>(
      "select count(*)::int as n from cars where plate = 'GO3001'",
    );
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

  it("passes on notifications, a commit's before the commit's own answer", async () => {
    const heard: string[] = [];
    await db.listen("cars_changed", (payload) => heard.push(`notified ${payload}`));
    await db.exec(`create function cars_changed() returns trigger language plpgsql as $$
      begin perform pg_notify('cars_changed', tg_op); return null; end $$;
      create trigger cars_changed after insert or delete on cars for each statement execute function cars_changed();`);
    await db.transaction(async (tx) => {
      await tx.query("insert into cars (plate) values ($1)", ["GO5001"]);
      await tx.query("insert into cars (plate) values ($1)", ["GO5002"]);
      heard.push("inside the transaction");
    });
    heard.push("committed");
    await db
      .transaction(async (tx) => {
        await tx.query("delete from cars where plate = $1", ["GO5001"]);
        throw new Error("never mind");
      })
      .catch(() => heard.push("rolled back"));
    await db.query("delete from cars where plate = $1", ["GO5002"]);
    heard.push("deleted");
    // One notification per committed transaction (equal ones merge), none for the rollback.
    expect(heard).toEqual([
      "inside the transaction",
      "notified INSERT",
      "committed",
      "rolled back",
      "notified DELETE",
      "deleted",
    ]);
  });
});

describe("answers the host keeps (ADR 0067)", () => {
  it("keeps a row's answer until its table's trigger announces that row's change, and only for such a table", async () => {
    await db.exec(`create table drivers (id text primary key, name text not null);
      create table plain (id text primary key, name text not null);
      insert into drivers values ('d1', 'Aroha'), ('d2', 'Tama');
      insert into plain values ('p1', 'Mere');
      create function go_notify_drivers_changed() returns trigger language plpgsql as $$
        begin perform pg_notify('drivers_changed', case when tg_op = 'DELETE' then old.id else new.id end); return null; end $$;
      create trigger go_drivers_changed after insert or update or delete on drivers for each row execute function go_notify_drivers_changed();`);
    const name = async (id: string) =>
      (
        await db.keptQuery<{ name: string }>(
          { table: "drivers", key: id },
          "select name from drivers where id = $1",
          [id],
        )
      ).rows[0]?.name;
    expect([await name("d1"), await name("d2")]).toEqual(["Aroha", "Tama"]);
    // Changed silently (triggers off): the kept answers stand.
    await db.transaction(async (tx) => {
      await tx.exec(
        "set local session_replication_role = replica; update drivers set name = name || ' (silent)'",
      );
    });
    expect([await name("d1"), await name("d2")]).toEqual(["Aroha", "Tama"]);
    // An announced change of d1 forgets d1's answer only.
    await db.query("update drivers set name = 'Aroha K' where id = 'd1'");
    expect([await name("d1"), await name("d2")]).toEqual(["Aroha K", "Tama"]);
    await db.query("delete from drivers where id = 'd2'");
    expect(await name("d2")).toBeUndefined();

    // A table without its trigger is never kept.
    const plain = async () =>
      (
        await db.keptQuery<{ name: string }>(
          { table: "plain", key: "p1" },
          "select name from plain where id = $1",
          ["p1"],
        )
      ).rows[0].name;
    expect(await plain()).toBe("Mere");
    await db.query("update plain set name = 'Mere T'");
    expect(await plain()).toBe("Mere T");
  });
});

describe("the database's host with several clients (the cluster's primary)", () => {
  type Message = { id?: number; ok?: boolean; result?: unknown; notify?: string };
  function clientOf(host: ReturnType<typeof createPgliteHost>) {
    const inbox: Message[] = [];
    const waiting = new Map<number, (message: Message) => void>();
    let lastId = 0;
    const client = {
      post(message: Message) {
        inbox.push(message);
        if (message.id !== undefined) waiting.get(message.id)?.(message);
      },
    };
    const call = (message: Record<string, unknown>) =>
      new Promise<Message>((resolve) => {
        const id = (lastId += 1);
        waiting.set(id, resolve);
        host.receive({ id, ...message } as { id: number; op: string }, client);
      });
    return { client, inbox, call };
  }

  it("tells every listening client, and rolls back what a client that has gone left open", async () => {
    const pg = new PGlite();
    const host = createPgliteHost(pg, { allowClose: false });
    const [first, second] = [clientOf(host), clientOf(host)];
    await first.call({ op: "exec", sql: "create table seats (id int primary key)" });
    await first.call({ op: "listen", channel: "seats_changed" });
    await second.call({ op: "listen", channel: "seats_changed" });
    await first.call({ op: "exec", sql: "notify seats_changed, 'one'" });
    for (const { inbox } of [first, second])
      expect(inbox.filter((message) => message.notify === "seats_changed")).toHaveLength(1);

    // The first client begins a transaction, writes, and goes away without ending it.
    const begun = await first.call({ op: "begin" });
    await first.call({ op: "query", sql: "insert into seats values (1)", params: [], tx: begun.result });
    expect(host.openTransactions).toBe(1);
    const seen = second.call({ op: "query", sql: "select count(*)::int as n from seats", params: [] });
    await host.drop(first.client);
    expect(host.openTransactions).toBe(0);
    expect(((await seen).result as { rows: { n: number }[] }).rows[0].n).toBe(0);
    // Only the host's owner closes the database.
    expect((await second.call({ op: "close" })).ok).toBe(false);
    await pg.close();
  });
});

import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/models/db.server";

/**
 * The database as every query reaches it (ADR 0077): the embedded one over the wire with one
 * connection, or PostgreSQL under `npm run test:pg`.
 */
describe("the database connection", () => {
  it("answers the next queries at once after one fails (a failed query replaces the connection)", async () => {
    const db = await getDb();
    for (let round = 0; round < 5; round += 1) {
      await expect(db.execute(sql`select * from no_such_table`)).rejects.toThrow();
      const result = await db.execute(sql`select 1 as one`);
      expect((result as unknown as { rows: { one: number }[] }).rows).toEqual([{ one: 1 }]);
    }
  });
});

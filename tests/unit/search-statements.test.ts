import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { getDatabaseHandle, getDb } from "~/models/db.server";
import { availabilityByPeriods } from "~/services/booking/availability/availability.server";

const DAY = 86_400_000;

/** The seven periods of a search's flexible-dates row (ADR 0078), the search's own in the middle. */
function flexiblePeriods(start: number, days: number) {
  return [-3, -2, -1, 0, 1, 2, 3].map((offset) => ({
    pickupAt: new Date(start + offset * DAY),
    dropOffAt: new Date(start + (offset + days) * DAY),
  }));
}

/** The statements the pool is sent while `run` runs. */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const { pool } = await getDatabaseHandle();
  const sent: string[] = [];
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: unknown }).query = (...args: unknown[]) => {
    const config = args[0];
    sent.push(typeof config === "string" ? config : (config as { text: string }).text);
    return query(...args);
  };
  try {
    await run();
  } finally {
    (pool as unknown as { query: unknown }).query = query;
  }
  return sent;
}

describe("a search's statements (ADR 0094)", () => {
  it("counts the fleet and the bookings of the seven periods in one statement", async () => {
    const branch = await getBranchByCode("AKL");
    if (!branch) throw new Error("seed missing AKL");
    const start = Date.UTC(2030, 2, 4, 21);
    // The classes come from the catalogue, which the first search reads once for the process.
    await availabilityByPeriods({ pickupBranchId: branch.id, periods: flexiblePeriods(start - DAY, 5) });
    const sent = await statementsOf(() =>
      availabilityByPeriods({ pickupBranchId: branch.id, periods: flexiblePeriods(start, 5) }),
    );
    expect(sent).toHaveLength(1);
  });

  it("keeps the statement prepared on its connection and stops planning it after a few searches", async () => {
    const branch = await getBranchByCode("CHC");
    if (!branch) throw new Error("seed missing CHC");
    const db = await getDb();
    // A transaction holds one connection: the searches and the look-up below share it.
    const plans = await db.transaction(async (tx) => {
      const planned = async () => {
        const result = await tx.execute(
          sql`select generic_plans::int as "generic", custom_plans::int as "custom"
                from pg_prepared_statements where statement like '%width_bucket%'`,
        );
        return (result as unknown as { rows: { generic: number; custom: number }[] }).rows;
      };
      const [before = { generic: 0, custom: 0 }] = await planned();
      for (let search = 0; search < 8; search += 1) {
        const start = Date.UTC(2030, 4, 1 + search, 20);
        await availabilityByPeriods(
          { pickupBranchId: branch.id, periods: flexiblePeriods(start, 3 + search) },
          tx,
        );
      }
      const after = await planned();
      expect(after).toHaveLength(1);
      return { generic: after[0].generic - before.generic, custom: after[0].custom - before.custom };
    });
    expect(plans.generic + plans.custom).toBe(8);
    // Postgres plans a prepared statement for its first five runs, then reuses a generic plan.
    expect(plans.generic).toBeGreaterThan(0);
  });
});

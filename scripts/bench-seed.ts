// Seeds the benchmark database (npm run bench does this): migrations and the normal seed, then
// N reservations (default 1,000,000) spread over two years (one back, one ahead) across every
// branch and every car class, mostly confirmed, some cancelled. Usage:
//   DATA_DIR=tests/.tmp/bench-data npx tsx scripts/bench-seed.ts [count]
import { sql } from "drizzle-orm";
import { getDatabaseHandle } from "~/models/db.server";

const total = Number(process.argv[2] ?? 1_000_000);
const BATCH = 50_000;
const handle = await getDatabaseHandle();
const { db } = handle;
const started = Date.now();
for (let from = 0; from < total; from += BATCH) {
  const to = Math.min(total, from + BATCH) - 1;
  await db.execute(sql`
    with b as (select array_agg(id order by id) as ids from branches),
         c as (select array_agg(car_class_id order by car_class_id) as ids from car_classes),
         g as (select n, date_trunc('day', now()) - interval '365 days'
                          + ((n::bigint * 7919) % 730) * interval '1 day'
                          + (16 + n % 16) * interval '30 minutes' as pickup_at
                 from generate_series(${from}::int, ${to}::int) as n)
    insert into reservations (reference, status, car_class_id, pickup_branch_id, drop_off_branch_id,
                              pickup_at, drop_off_at, total, confirmed_at, cancelled_at, created_at, updated_at)
    select 'GO' || (1000000 + n)::text,
           case when n % 20 = 0 then 'cancelled' else 'confirmed' end,
           c.ids[1 + (n / 9) % array_length(c.ids, 1)],
           b.ids[1 + n % array_length(b.ids, 1)],
           b.ids[1 + (n + (n / 13) % 2) % array_length(b.ids, 1)],
           g.pickup_at,
           g.pickup_at + (1 + n % 14) * interval '1 day',
           100 + n % 900,
           g.pickup_at - interval '20 days',
           case when n % 20 = 0 then g.pickup_at - interval '5 days' end,
           g.pickup_at - interval '30 days',
           g.pickup_at - interval '20 days'
      from g, b, c`);
  process.stdout.write(`\rseeded ${to + 1} of ${total} reservations`);
}
await db.execute(sql`vacuum (analyze)`);
console.log(`\nseeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await handle.close();

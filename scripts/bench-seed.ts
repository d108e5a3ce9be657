// Seeds the benchmark database (npm run bench does this): migrations and the normal seed, then
// N reservations (default 1,000,000) spread over two years (one back, one ahead), mostly
// confirmed, some cancelled, and a fleet that can carry them. Usage:
//   DATA_DIR=tests/.tmp/bench-data npx tsx scripts/bench-seed.ts [count]
//
// A million reservations are forty times what the normal seed's fleet (a few cars per class and
// branch) can carry: every search would answer "sold out", which is not what a traveller sees.
// So each reservation goes to a (branch, class) pair in proportion to the normal fleet, and each
// car of that fleet then becomes as many cars as keep its class 45% to 95% booked at any one time
// (a different share per class): most classes are available, some sell out, more so for long
// rentals (a class counts every reservation that overlaps the period).
import { sql } from "drizzle-orm";
import { openScriptDatabase } from "./lib/script-database";

const total = Number(process.argv[2] ?? 1_000_000);
const BATCH = 50_000;
/** Reservations last 1 to 14 days (1 + n % 14 below): 7.5 on average. */
const AVERAGE_DAYS = 7.5;
const DAYS_SPREAD = 730;
const handle = await openScriptDatabase();
const { db } = handle;
const started = Date.now();

// The normal seed's cars in service: one "slot" each, as (branch, class).
const slots = sql`select array_agg(branch_id order by id) as branches, array_agg(car_class_id order by id) as classes,
                         count(*)::int as size
                    from vehicles where status = 'in_service'`;
for (let from = 0; from < total; from += BATCH) {
  const to = Math.min(total, from + BATCH) - 1;
  await db.execute(sql`
    with s as (${slots}),
         b as (select array_agg(id order by id) as ids from branches),
         g as (select n, date_trunc('day', now()) - interval '365 days'
                          + ((n::bigint * 7919) % ${DAYS_SPREAD}) * interval '1 day'
                          + (16 + n % 16) * interval '30 minutes' as pickup_at,
                      1 + (n / 7) % (select size from s) as slot
                 from generate_series(${from}::int, ${to}::int) as n)
    insert into reservations (reference, status, car_class_id, pickup_branch_id, drop_off_branch_id,
                              pickup_at, drop_off_at, total, confirmed_at, cancelled_at, created_at, updated_at)
    select 'GO' || (1000000 + n)::text,
           case when n % 20 = 0 then 'cancelled' else 'confirmed' end,
           s.classes[g.slot],
           s.branches[g.slot],
           -- one in two trips in each run of 13 ends at the next branch
           b.ids[1 + (array_position(b.ids, s.branches[g.slot]) - 1 + (n / 13) % 2) % array_length(b.ids, 1)],
           g.pickup_at,
           g.pickup_at + (1 + n % 14) * interval '1 day',
           100 + n % 900,
           g.pickup_at - interval '20 days',
           case when n % 20 = 0 then g.pickup_at - interval '5 days' end,
           g.pickup_at - interval '30 days',
           g.pickup_at - interval '20 days'
      from g, s, b`);
  process.stdout.write(`\rseeded ${to + 1} of ${total} reservations`);
}

// Cars each normal-seed car stands for: the reservations it carries at any one time, over the
// share of them its class is booked (45% to 95%, set per class).
const carsInService = async () => {
  const result = await db.execute(
    sql`select count(*)::int as cars from vehicles where status = 'in_service'`,
  );
  return (result as unknown as { rows: { cars: number }[] }).rows[0].cars;
};
const size = await carsInService();
const onRentPerSlot = (total * AVERAGE_DAYS) / DAYS_SPREAD / size;
await db.execute(sql`
  insert into vehicles (fleet_number, registration, branch_id, car_class_id, status)
  select car.fleet_number || '-' || copy, 'ZB' || lpad((row_number() over (order by car.id, copy))::text, 7, '0'),
         car.branch_id, car.car_class_id, 'in_service'
    from vehicles as car,
         generate_series(2, greatest(1, round(${onRentPerSlot}::float8
                                              / (0.45 + 0.05 * ((car.car_class_id * 7) % 11)))::int)) as copy
   where car.status = 'in_service'`);
const cars = await carsInService();
await db.execute(sql`vacuum (analyze)`);
console.log(`\nfleet: ${cars} cars in service; seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await handle.close();

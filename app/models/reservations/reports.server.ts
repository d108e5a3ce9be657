import { sql, type SQL } from "drizzle-orm";
import { getDb } from "../db.server";
import type { DbExecutor } from "../catalog/car-classes.server";
import { payments, reservations, vehicleDowntime, vehicleMoves, vehicles } from "../schema";

/**
 * The back office's report queries (issue 21 item 8). Everything is added up in SQL, per period
 * given by the caller as instants (the New Zealand days and months are worked out in the service),
 * so a report over a year at a million reservations reads an index range, not the whole table.
 */

/** A period of a report: a New Zealand day or month, [startsAt, endsAt). */
export type ReportPeriod = { key: string; startsAt: Date; endsAt: Date };

function periodsTable(periods: readonly ReportPeriod[]): SQL {
  const array = (values: string[]) => `{${values.join(",")}}`;
  // Keys are "YYYY-MM-DD" or "YYYY-MM": nothing to quote inside the array literal.
  return sql`unnest(${array(periods.map((period) => period.key))}::text[],
                    ${array(periods.map((period) => period.startsAt.toISOString()))}::timestamptz[],
                    ${array(periods.map((period) => period.endsAt.toISOString()))}::timestamptz[])
             as periods(key, starts_at, ends_at)`;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export type UtilisationRow = {
  day: string;
  branchId: number;
  carClassId: number;
  /** Car-seconds of the day claimed by confirmed bookings leaving the branch. */
  bookedSeconds: number;
  /** Car-seconds of the day the branch's cars of the class were in service (downtime taken off). */
  inServiceSeconds: number;
};

/**
 * Per day, branch and class: the car-time claimed by confirmed bookings that leave the branch
 * (overlap of [pickup_at, drop_off_at) with the day), and the car-time of the in-service cars
 * while they were at the branch (their moves), less their downtime. The booked side is one sweep over the pick-ups and drop-offs (a
 * running count of cars out between events, day starts added as events), not a join of every
 * booking with every day: a year at a million reservations stays a sort. One query per branch, so
 * that the scan of
 * reservations_branch_pickup_idx starts at the first day minus the branch's longest rental (one
 * read of reservations_branch_length_idx), as the availability search does; the index holds every
 * column the query reads.
 */
export async function utilisationByDay(
  branchIds: readonly number[],
  days: readonly ReportPeriod[],
  executor?: DbExecutor,
): Promise<UtilisationRow[]> {
  if (branchIds.length === 0 || days.length === 0) return [];
  const db = executor ?? (await getDb());
  const first = days[0].startsAt.toISOString();
  const last = days[days.length - 1].endsAt.toISOString();
  const result: UtilisationRow[] = [];
  for (const branchId of branchIds) {
    const booked = rowsOf<{
      key: string;
      car_class_id: number;
      seconds: string | number;
    }>(
      await db.execute(sql`
      with periods_list as (select periods.*, row_number() over (order by periods.starts_at) as ord
                              from ${periodsTable(days)}),
           claims as (
             select ${reservations.carClassId} as car_class_id,
                    greatest(${reservations.pickupAt}, ${first}::timestamptz) as starts_at,
                    least(${reservations.dropOffAt}, ${last}::timestamptz) as ends_at
               from ${reservations}
              where ${reservations.pickupBranchId} = ${branchId}
                and ${reservations.pickupAt} >= ${first}::timestamptz - coalesce((
                      select max(longest.drop_off_at - longest.pickup_at) from ${reservations} as longest
                       where longest.pickup_branch_id = ${branchId}), interval '0')
                and ${reservations.pickupAt} < ${last}::timestamptz
                and ${reservations.dropOffAt} > ${first}::timestamptz
                and ${reservations.status} = 'confirmed'),
           -- Each pick-up (+1), drop-off (-1) and day start (kind 0, first at a tie) per class.
           events as (
             select car_class_id, starts_at as at, 1 as kind, 1 as delta from claims
             union all
             select car_class_id, ends_at, 1, -1 from claims
             union all
             select classes.car_class_id, periods_list.starts_at, 0, 0
               from (select distinct car_class_id from claims) as classes cross join periods_list),
           -- Between one event and the next, the cars out are constant: car-seconds = cars × length.
           segments as (
             select car_class_id, at, lead(at) over w as next_at, sum(delta) over w as cars,
                    sum(case when kind = 0 then 1 else 0 end) over w as ord
               from events
             window w as (partition by car_class_id order by at, kind rows between unbounded preceding and current row))
      select periods_list.key, segments.car_class_id,
             sum(segments.cars * extract(epoch from segments.next_at - segments.at)) as seconds
        from segments
        join periods_list on periods_list.ord = segments.ord
       where segments.next_at is not null and segments.cars > 0
       group by periods_list.key, segments.car_class_id`),
    );
    const fleet = rowsOf<{
      key: string;
      car_class_id: number;
      seconds: string | number;
    }>(await db.execute(fleetSecondsQuery(branchId, days)));
    const rows = new Map<string, UtilisationRow>();
    const rowOf = (day: string, carClassId: number) => {
      const key = `${day}|${carClassId}`;
      let row = rows.get(key);
      if (!row) {
        row = { day, branchId, carClassId: Number(carClassId), bookedSeconds: 0, inServiceSeconds: 0 };
        rows.set(key, row);
      }
      return row;
    };
    for (const row of fleet) rowOf(row.key, row.car_class_id).inServiceSeconds = Number(row.seconds);
    for (const row of booked) rowOf(row.key, row.car_class_id).bookedSeconds = Number(row.seconds);
    result.push(...rows.values());
  }
  return result;
}

/**
 * Per day and class, the car-seconds the in-service cars were at the branch, less their downtime
 * then. Where a car was comes from its moves (vehicle_moves, issue 32): before its first move it
 * was where that move took it from, after each move where it took it until the next; a car that
 * never moved has always been where it is.
 */
function fleetSecondsQuery(branchId: number, days: readonly ReportPeriod[]): SQL {
  return sql`
      with periods_list as (select * from ${periodsTable(days)}),
           ordered_moves as (
             select vehicle_id, from_branch_id, to_branch_id, moved_at,
                    lead(moved_at) over w as next_at, row_number() over w as n
               from ${vehicleMoves}
             window w as (partition by vehicle_id order by moved_at, created_at)),
           stays as (
             select ${vehicles.id} as vehicle_id, ${vehicles.branchId} as branch_id,
                    '-infinity'::timestamptz as starts_at, 'infinity'::timestamptz as ends_at
               from ${vehicles}
              where not exists (select 1 from ${vehicleMoves} where ${vehicleMoves.vehicleId} = ${vehicles.id})
             union all
             select vehicle_id, from_branch_id, '-infinity'::timestamptz, moved_at from ordered_moves where n = 1
             union all
             select vehicle_id, to_branch_id, moved_at, coalesce(next_at, 'infinity'::timestamptz) from ordered_moves),
           -- Each stay at the branch cut to each day it touches.
           pieces as (
             select periods_list.key, ${vehicles.carClassId} as car_class_id, stays.vehicle_id,
                    greatest(stays.starts_at, periods_list.starts_at) as starts_at,
                    least(stays.ends_at, periods_list.ends_at) as ends_at
               from stays
               join ${vehicles} on ${vehicles.id} = stays.vehicle_id
               join periods_list on stays.starts_at < periods_list.ends_at and stays.ends_at > periods_list.starts_at
              where stays.branch_id = ${branchId} and ${vehicles.status} = 'in_service')
      select pieces.key, pieces.car_class_id,
             sum(greatest(0, extract(epoch from pieces.ends_at - pieces.starts_at) - coalesce((
               select sum(extract(epoch from least(coalesce(${vehicleDowntime.endsAt}, pieces.ends_at), pieces.ends_at)
                                           - greatest(${vehicleDowntime.startsAt}, pieces.starts_at)))
                 from ${vehicleDowntime}
                where ${vehicleDowntime.vehicleId} = pieces.vehicle_id
                  and ${vehicleDowntime.startsAt} < pieces.ends_at
                  and (${vehicleDowntime.endsAt} is null or ${vehicleDowntime.endsAt} > pieces.starts_at)), 0))) as seconds
        from pieces
       group by pieces.key, pieces.car_class_id`;
}

export type RevenueRow = { month: string; bookings: number; revenue: number };

/**
 * Confirmed bookings leaving the branches and their totals, per month of pick-up
 * (reservations_branch_pickup_idx for the range; the total is read from the row).
 */
export async function revenueByPickupMonth(
  branchIds: readonly number[],
  months: readonly ReportPeriod[],
  executor?: DbExecutor,
): Promise<RevenueRow[]> {
  if (branchIds.length === 0 || months.length === 0) return [];
  const db = executor ?? (await getDb());
  const rows = rowsOf<{ key: string; bookings: string | number; revenue: string | number }>(
    await db.execute(sql`
    select periods.key, count(*) as bookings, coalesce(sum(${reservations.total}), 0) as revenue
      from ${reservations}
      join ${periodsTable(months)}
        on ${reservations.pickupAt} >= periods.starts_at and ${reservations.pickupAt} < periods.ends_at
     where ${reservations.pickupBranchId} in (${sql.join(
       branchIds.map((id) => sql`${id}`),
       sql`, `,
     )})
       and ${reservations.pickupAt} >= ${months[0].startsAt.toISOString()}::timestamptz
       and ${reservations.pickupAt} < ${months[months.length - 1].endsAt.toISOString()}::timestamptz
       and ${reservations.status} = 'confirmed'
     group by periods.key`),
  );
  return rows.map((row) => ({
    month: row.key,
    bookings: Number(row.bookings),
    revenue: Number(row.revenue),
  }));
}

export type CancellationRow = { month: string; cancellations: number; value: number };

/**
 * Confirmed bookings cancelled since (a released hold was never confirmed and is not counted),
 * per month of cancelling, with the totals they had. reservations_status_hold_idx finds the
 * cancelled rows (status first); the month and branch are read from them.
 */
export async function cancellationsByMonth(
  branchIds: readonly number[],
  months: readonly ReportPeriod[],
  executor?: DbExecutor,
): Promise<CancellationRow[]> {
  if (branchIds.length === 0 || months.length === 0) return [];
  const db = executor ?? (await getDb());
  const rows = rowsOf<{ key: string; cancellations: string | number; value: string | number }>(
    await db.execute(sql`
    select periods.key, count(*) as cancellations, coalesce(sum(${reservations.total}), 0) as value
      from ${reservations}
      join ${periodsTable(months)}
        on ${reservations.cancelledAt} >= periods.starts_at and ${reservations.cancelledAt} < periods.ends_at
     where ${reservations.status} = 'cancelled'
       and ${reservations.confirmedAt} is not null
       and ${reservations.pickupBranchId} in (${sql.join(
         branchIds.map((id) => sql`${id}`),
         sql`, `,
       )})
     group by periods.key`),
  );
  return rows.map((row) => ({
    month: row.key,
    cancellations: Number(row.cancellations),
    value: Number(row.value),
  }));
}

export type RefundRow = { month: string; refunds: number; amount: number };

/**
 * Money given back, per month it was given back (the refunded row's last update), for bookings
 * leaving the branches: refund rows (a customer's change or a staff refund) and whole payments
 * refunded when a booking could not be confirmed.
 */
export async function refundsByMonth(
  branchIds: readonly number[],
  months: readonly ReportPeriod[],
  executor?: DbExecutor,
): Promise<RefundRow[]> {
  if (branchIds.length === 0 || months.length === 0) return [];
  const db = executor ?? (await getDb());
  const rows = rowsOf<{ key: string; refunds: string | number; amount: string | number }>(
    await db.execute(sql`
    select periods.key, count(*) as refunds, coalesce(sum(${payments.amount}), 0) as amount
      from ${payments}
      join ${reservations} on ${reservations.id} = ${payments.reservationId}
      join ${periodsTable(months)}
        on ${payments.updatedAt} >= periods.starts_at and ${payments.updatedAt} < periods.ends_at
     where ${payments.status} = 'refunded'
       and ${reservations.pickupBranchId} in (${sql.join(
         branchIds.map((id) => sql`${id}`),
         sql`, `,
       )})
     group by periods.key`),
  );
  return rows.map((row) => ({ month: row.key, refunds: Number(row.refunds), amount: Number(row.amount) }));
}

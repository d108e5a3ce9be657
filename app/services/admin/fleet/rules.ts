import type { BranchScope } from "../access/rules";
import { canSeeBranch } from "../access/rules";

/**
 * The fleet's rules (issue 21, docs/back-office/board-and-fleet.md): what state a car is in, when
 * a downtime overlaps a period, and when the cars left after downtime are fewer than the bookings
 * that were promised one (a clash). Pure: the caller gives the clock.
 */
export const VEHICLE_STATES = ["ready", "on-rent", "maintenance", "out-of-service", "retired"] as const;
export type VehicleState = (typeof VEHICLE_STATES)[number];

export function isVehicleState(value: string): value is VehicleState {
  return (VEHICLE_STATES as readonly string[]).includes(value);
}

export type DowntimePeriod = { startsAt: Date; endsAt: Date | null };
export type DowntimeLike = DowntimePeriod & { kind: "out_of_service" | "maintenance" };

/** Whether a downtime [startsAt, endsAt) (endsAt null: until further notice) overlaps [from, to). */
export function downtimeOverlaps(downtime: DowntimePeriod, from: Date, to: Date): boolean {
  return downtime.startsAt < to && (downtime.endsAt === null || downtime.endsAt > from);
}

/** Whether the downtime is running at `now`. */
export function downtimeRunning(downtime: DowntimePeriod, now: Date): boolean {
  return downtime.startsAt <= now && (downtime.endsAt === null || downtime.endsAt > now);
}

/**
 * A car's state now:
 * - retired: the car left the fleet for good (vehicles.status 'out_of_service');
 * - on rent: a customer has it (an open rental), even if a downtime has begun meanwhile;
 * - maintenance / out of service: a downtime is running (out of service wins if both);
 * - ready otherwise.
 */
export function vehicleState<D extends DowntimeLike>(
  car: { retired: boolean; onRent: boolean; downtime: readonly D[] },
  now: Date,
): { state: VehicleState; downtime: D | null } {
  if (car.retired) return { state: "retired", downtime: null };
  if (car.onRent) return { state: "on-rent", downtime: null };
  const running = car.downtime.filter((downtime) => downtimeRunning(downtime, now));
  const down = running.find((downtime) => downtime.kind === "out_of_service") ?? running[0];
  if (down)
    return { state: down.kind === "out_of_service" ? "out-of-service" : "maintenance", downtime: down };
  return { state: "ready", downtime: null };
}

/** Where a staff member may move a car from `fromBranchId`: any other branch for Admin, their own for Staff. */
export function moveTargets<T extends { id: number }>(
  scope: BranchScope,
  fromBranchId: number,
  branches: readonly T[],
): T[] {
  if (!canSeeBranch(scope, fromBranchId)) return [];
  return branches.filter((branch) => branch.id !== fromBranchId && canSeeBranch(scope, branch.id));
}

export type ClashClaim = { reference: string; pickupAt: Date; dropOffAt: Date };

/** A day on which a class at a branch has fewer cars left than bookings promised one. */
export type ClashDay = {
  /** The New Zealand date, YYYY-MM-DD. */
  date: string;
  /** Cars of the class left on the road at the worst moment of the day. */
  cars: number;
  /** Bookings holding a car at that moment. */
  claimed: number;
  /** The bookings at that moment (their references, by pick-up). */
  references: string[];
};

/**
 * The days in [from, to) on which, at some moment, more bookings hold a car than the class has
 * cars left (`fleet` in service minus those with a running downtime). Only the moments when a
 * booking starts, a downtime starts or a day begins need looking at: between them the claims only
 * fall and the cars only rise. Two bookings one after the other on the same car never clash.
 * `dayOf` names the (New Zealand) day of an instant and `dayStarts` lists the days' first instants.
 */
export function findClashes(input: {
  fleet: number;
  downtime: readonly DowntimePeriod[];
  claims: readonly ClashClaim[];
  from: Date;
  to: Date;
  dayOf: (at: Date) => string;
  dayStarts: readonly Date[];
}): ClashDay[] {
  const { from, to } = input;
  const moments = new Set<number>([from.getTime()]);
  for (const at of input.dayStarts) moments.add(at.getTime());
  for (const claim of input.claims) moments.add(claim.pickupAt.getTime());
  for (const downtime of input.downtime) moments.add(downtime.startsAt.getTime());
  const byDay = new Map<string, ClashDay>();
  for (const time of [...moments].sort((a, b) => a - b)) {
    if (time < from.getTime() || time >= to.getTime()) continue;
    const at = new Date(time);
    const holding = input.claims.filter((claim) => claim.pickupAt <= at && claim.dropOffAt > at);
    const down = input.downtime.filter((downtime) => downtimeRunning(downtime, at)).length;
    const cars = Math.max(0, input.fleet - down);
    if (holding.length <= cars) continue;
    const date = input.dayOf(at);
    const kept = byDay.get(date);
    if (kept && kept.claimed - kept.cars >= holding.length - cars) continue;
    byDay.set(date, {
      date,
      cars,
      claimed: holding.length,
      references: [...holding]
        .sort((a, b) => a.pickupAt.getTime() - b.pickupAt.getTime())
        .map((claim) => claim.reference),
    });
  }
  return [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date));
}

import { listBranches } from "~/models/catalog/branches.server";
import { listCarClasses } from "~/models/catalog/car-classes.server";
import { getDb } from "~/models/db.server";
import { listMovesOfVehicle, recordVehicleMove } from "~/models/fleet/moves.server";
import {
  deletePlannedDowntime,
  endDowntimeAt,
  findOverlappingDowntime,
  getDowntime,
  getVehicleByRegistration,
  insertDowntime,
  listClaims,
  listDowntimeInWindow,
  listDowntimeNotEnded,
  listDowntimeOfVehicle,
  listOpenRentals,
  listRentalsOfVehicle,
  listVehicles,
  lockVehicle,
  setVehicleBranch,
  countInServiceFleet,
  type FleetVehicle,
} from "~/models/fleet/fleet.server";
import type { DbExecutor } from "~/models/catalog/car-classes.server";
import { lockClass } from "~/models/reservations/reservations.server";
import { formatNzDateTime, fromNewZealand, inNewZealand } from "../../platform/dates";
import { notFound } from "../../platform/http-status";
import { assertBranch, type SignedInStaff } from "../access/guard.server";
import { canSeeBranch, visibleBranchIds, type BranchScope } from "../access/rules";
import { recordAudit } from "../audit/audit.server";
import type { TakeOutInput } from "./forms";
import {
  findClashes,
  isVehicleState,
  moveTargets,
  vehicleState,
  type ClashDay,
  type VehicleState,
} from "./rules";
import { FLEET_MESSAGES } from "./text";

/** The board looks this many days ahead for clashes; the take-out check as far as the downtime lasts (at most as far as bookings go). */
export const CLASH_WINDOW_DAYS = 30;
/** Bookings can start up to 18 months ahead and last 90 days: no booking ends later than this. */
const CLASH_HORIZON_DAYS = 650;

export type FleetRow = FleetVehicle & {
  state: VehicleState;
  downtime: { kind: string; from: string; until: string | null; reason: string } | null;
  rentalReference: string | null;
};

/** Cars the staff member may see, with their state now, filtered as the form asked. */
export async function fleetList(
  staff: BranchScope,
  filter: { branch?: number; class?: string; status?: string },
  now: Date = new Date(),
): Promise<FleetRow[]> {
  const visible = visibleBranchIds(staff);
  if (filter.branch !== undefined && !canSeeBranch(staff, filter.branch)) throw notFound();
  const branchIds = filter.branch !== undefined ? [filter.branch] : visible;
  const classes = await listCarClasses();
  const carClass = filter.class ? classes.find((item) => item.classCode === filter.class) : undefined;
  const [cars, downtime, onRent] = await Promise.all([
    listVehicles({ branchIds, carClassId: carClass?.carClassId }),
    listDowntimeNotEnded({ branchIds, after: now }),
    listOpenRentals(branchIds),
  ]);
  const rentalOf = new Map(onRent.map((rental) => [rental.vehicleId, rental.reference]));
  const rows = cars.map((car): FleetRow => {
    const derived = vehicleState(
      {
        retired: car.status === "out_of_service",
        onRent: rentalOf.has(car.id),
        downtime: downtime.filter((item) => item.vehicleId === car.id),
      },
      now,
    );
    return {
      ...car,
      state: derived.state,
      downtime: derived.downtime
        ? {
            kind: derived.downtime.kind,
            from: formatNzDateTime(derived.downtime.startsAt),
            until: derived.downtime.endsAt ? formatNzDateTime(derived.downtime.endsAt) : null,
            reason: derived.downtime.reason,
          }
        : null,
      rentalReference: rentalOf.get(car.id) ?? null,
    };
  });
  const status = filter.status && isVehicleState(filter.status) ? filter.status : null;
  return status ? rows.filter((row) => row.state === status) : rows;
}

/** The fleet list page: the cars, and the branches and classes its filter form offers. */
export async function fleetListPage(
  staff: BranchScope,
  filter: { branch?: number; class?: string; status?: string },
  now: Date = new Date(),
) {
  const [cars, branches, classes] = await Promise.all([
    fleetList(staff, filter, now),
    listBranches(),
    listCarClasses(),
  ]);
  return {
    cars,
    branches: branches
      .filter((branch) => canSeeBranch(staff, branch.id))
      .map((branch) => ({ value: String(branch.id), label: branch.name })),
    classes: classes.map((carClass) => ({
      value: carClass.classCode,
      label: `${carClass.classCode} — ${carClass.name}`,
    })),
  };
}

/** A car the staff member may see, or the site's 404 (loaders and actions alike). */
export async function visibleVehicle(staff: BranchScope, registration: string): Promise<FleetVehicle> {
  const car = await getVehicleByRegistration(registration);
  if (!car) throw notFound();
  assertBranch(staff, car.branchId);
  return car;
}

function nzDayStarts(from: Date, to: Date): Date[] {
  const starts: Date[] = [];
  let day = inNewZealand(from).startOf("day");
  while (day.valueOf() < to.getTime()) {
    if (day.valueOf() > from.getTime()) starts.push(day.toDate());
    day = fromNewZealandDay(day.add(1, "day").format("YYYY-MM-DD"));
  }
  return starts;
  function fromNewZealandDay(date: string) {
    return inNewZealand(fromNewZealand(date, "00:00"));
  }
}

const dayOf = (at: Date) => inNewZealand(at).format("YYYY-MM-DD");

export type ClassClash = ClashDay & { branchId: number; carClassId: number };

/**
 * Clashes at the branches (all when null) in [from, to): per branch and class, the days when the
 * bookings holding a car outnumber the cars left after downtime. `includeHolds` (an instant)
 * counts live holds and payment windows too (the take-out check); the board counts confirmed
 * bookings only.
 */
export async function clashesAt(
  filter: {
    branchIds: readonly number[] | null;
    carClassId?: number;
    from: Date;
    to: Date;
    includeHolds?: Date;
  },
  executor?: DbExecutor,
): Promise<ClassClash[]> {
  const reads = [
    () => countInServiceFleet(filter, executor),
    () => listDowntimeInWindow(filter, executor),
    () => listClaims({ ...filter, includeHolds: filter.includeHolds ?? null }, executor),
  ] as const;
  // In a transaction (one connection) the reads go one after another: node-postgres deprecates
  // a query sent while another is still running on the same client.
  const [fleet, downtime, claims] = executor
    ? [await reads[0](), await reads[1](), await reads[2]()]
    : await Promise.all([reads[0](), reads[1](), reads[2]()]);
  const dayStarts = nzDayStarts(filter.from, filter.to);
  const key = (branchId: number, carClassId: number) => `${branchId}|${carClassId}`;
  const groups = new Map<string, { branchId: number; carClassId: number; fleet: number }>();
  for (const row of fleet) groups.set(key(row.branchId, row.carClassId), { ...row, fleet: row.total });
  const claimsOf = new Map<string, typeof claims>();
  for (const claim of claims) {
    const at = key(claim.pickupBranchId, claim.carClassId);
    claimsOf.set(at, [...(claimsOf.get(at) ?? []), claim]);
    // A class whose every car left the branch still has its bookings.
    if (!groups.has(at))
      groups.set(at, { branchId: claim.pickupBranchId, carClassId: claim.carClassId, fleet: 0 });
  }
  const clashes: ClassClash[] = [];
  for (const [at, group] of groups) {
    const groupClaims = claimsOf.get(at) ?? [];
    if (groupClaims.length === 0) continue;
    const days = findClashes({
      fleet: group.fleet,
      downtime: downtime.filter((item) => key(item.branchId, item.carClassId) === at),
      claims: groupClaims,
      from: filter.from,
      to: filter.to,
      dayOf,
      dayStarts,
    });
    for (const day of days) clashes.push({ ...day, branchId: group.branchId, carClassId: group.carClassId });
  }
  return clashes.sort((a, b) => a.date.localeCompare(b.date) || a.branchId - b.branchId);
}

/** The car page: the car, its state, its downtime and rentals, where it may move, its class's clashes. */
export async function fleetCarPage(staff: SignedInStaff, registration: string, now: Date = new Date()) {
  const car = await visibleVehicle(staff, registration);
  const [downtime, rentals, moves, branches, onRent, clashes] = await Promise.all([
    listDowntimeOfVehicle(car.id),
    listRentalsOfVehicle(car.id),
    listMovesOfVehicle(car.id),
    listBranches(),
    listOpenRentals([car.branchId]),
    clashesAt({
      branchIds: [car.branchId],
      carClassId: car.carClassId,
      from: now,
      to: new Date(now.getTime() + CLASH_WINDOW_DAYS * 86_400_000),
    }),
  ]);
  const state = vehicleState(
    {
      retired: car.status === "out_of_service",
      onRent: onRent.some((rental) => rental.vehicleId === car.id),
      downtime,
    },
    now,
  );
  return {
    car,
    state: state.state,
    downtime: downtime.map((item) => ({
      ...item,
      running: item.startsAt <= now && (item.endsAt === null || item.endsAt > now),
      planned: item.startsAt > now,
    })),
    rentals,
    moves,
    moveTo: car.status === "out_of_service" ? [] : moveTargets(staff, car.branchId, branches),
    clashes,
  };
}

export type FleetChangeResult =
  { ok: true; clashes: ClassClash[] } | { ok: false; field: string; message: string };

/**
 * Takes a car off the road (maintenance or out of service) from the start of `from` (New
 * Zealand) until the start of `until` (null: until further notice). It takes the class/branch
 * lock the bookings take (lockClass) before anything else, so a booking racing it either counted
 * the car before (and the downtime then reports the clash) or counts it as gone. A car promised to
 * bookings is still taken off the road: a car that is broken cannot be driven whatever was sold;
 * the clash is answered here and listed on the board until staff solve it.
 */
export async function takeOutOfService(
  staff: SignedInStaff,
  registration: string,
  input: Pick<TakeOutInput, "downtimeId" | "kind" | "from" | "until" | "reason">,
  now: Date = new Date(),
): Promise<FleetChangeResult> {
  const car = await visibleVehicle(staff, registration);
  const startsAt = fromNewZealand(input.from, "00:00");
  const endsAt = input.until === null ? null : fromNewZealand(input.until, "00:00");
  const db = await getDb();
  return db.transaction(async (tx): Promise<FleetChangeResult> => {
    await lockClass(tx, car.branchId, car.carClassId);
    const locked = await lockVehicle(tx, car.id);
    if (!locked || locked.branchId !== car.branchId || locked.status === "out_of_service")
      return { ok: false, field: "reason", message: FLEET_MESSAGES.stale };
    const already = await getDowntime(tx, input.downtimeId);
    if (already) return { ok: true, clashes: [] };
    if (await findOverlappingDowntime(tx, car.id, startsAt, endsAt))
      return { ok: false, field: "from", message: FLEET_MESSAGES.overlaps };
    const inserted = await insertDowntime(tx, {
      id: input.downtimeId,
      vehicleId: car.id,
      kind: input.kind,
      startsAt,
      endsAt,
      reason: input.reason,
      createdByUserId: staff.id,
    });
    if (!inserted) return { ok: true, clashes: [] };
    const clashFrom = startsAt > now ? startsAt : now;
    const horizon = new Date(now.getTime() + CLASH_HORIZON_DAYS * 86_400_000);
    const clashTo = endsAt === null || endsAt > horizon ? horizon : endsAt;
    const clashes =
      clashTo > clashFrom
        ? await clashesAt(
            {
              branchIds: [car.branchId],
              carClassId: car.carClassId,
              from: clashFrom,
              to: clashTo,
              includeHolds: now,
            },
            tx,
          )
        : [];
    await recordAudit(
      staff,
      {
        action: input.kind === "maintenance" ? "vehicle.maintenance" : "vehicle.out-of-service",
        entityType: "vehicle",
        entityId: car.registration,
        branchId: car.branchId,
        before: null,
        after: {
          downtimeId: inserted.id,
          kind: inserted.kind,
          startsAt: startsAt.toISOString(),
          endsAt: endsAt?.toISOString() ?? null,
          clashes: clashes.map((clash) => ({ date: clash.date, references: clash.references })),
        },
        reason: input.reason,
        occurredAt: now,
      },
      tx,
    );
    return { ok: true, clashes };
  });
}

/** Ends a running downtime now, or calls off a planned one; a second submit changes nothing. */
export async function endDowntime(
  staff: SignedInStaff,
  registration: string,
  downtimeId: string,
  now: Date = new Date(),
): Promise<"ended" | "called-off" | "unchanged"> {
  const car = await visibleVehicle(staff, registration);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockClass(tx, car.branchId, car.carClassId);
    const before = await getDowntime(tx, downtimeId);
    if (!before || before.vehicleId !== car.id) return "unchanged";
    const ended = await endDowntimeAt(tx, downtimeId, now);
    const calledOff = ended ? null : await deletePlannedDowntime(tx, downtimeId, now);
    if (!ended && !calledOff) return "unchanged";
    await recordAudit(
      staff,
      {
        action: ended ? "vehicle.back-in-service" : "vehicle.downtime-called-off",
        entityType: "vehicle",
        entityId: car.registration,
        branchId: car.branchId,
        before: {
          downtimeId,
          kind: before.kind,
          startsAt: before.startsAt.toISOString(),
          endsAt: before.endsAt?.toISOString() ?? null,
        },
        after: ended ? { downtimeId, endsAt: now.toISOString() } : null,
        reason: before.reason,
        occurredAt: now,
      },
      tx,
    );
    return ended ? "ended" : "called-off";
  });
}

/**
 * Moves a car to another branch (Admin: any; Staff: between their own). Both branches' locks are
 * taken (in branch order, so two moves never wait on each other crosswise): the old branch loses
 * a car its bookings may have counted on, and the clash is reported like a downtime's.
 */
export async function moveVehicle(
  staff: SignedInStaff,
  registration: string,
  input: { fromBranchId: number; toBranchId: number },
  now: Date = new Date(),
): Promise<FleetChangeResult> {
  const car = await visibleVehicle(staff, registration);
  if (input.fromBranchId !== car.branchId) return { ok: true, clashes: [] };
  if (input.toBranchId === car.branchId)
    return { ok: false, field: "toBranchId", message: FLEET_MESSAGES.alreadyThere };
  const branches = await listBranches();
  if (!moveTargets(staff, car.branchId, branches).some((branch) => branch.id === input.toBranchId))
    return { ok: false, field: "toBranchId", message: FLEET_MESSAGES.branchNotAllowed };
  const db = await getDb();
  return db.transaction(async (tx): Promise<FleetChangeResult> => {
    for (const branchId of [car.branchId, input.toBranchId].sort((a, b) => a - b))
      await lockClass(tx, branchId, car.carClassId);
    const locked = await lockVehicle(tx, car.id);
    if (!locked || locked.status === "out_of_service")
      return { ok: false, field: "toBranchId", message: FLEET_MESSAGES.stale };
    if (!(await setVehicleBranch(tx, car.id, input.fromBranchId, input.toBranchId)))
      return { ok: true, clashes: [] };
    await recordVehicleMove(tx, {
      vehicleId: car.id,
      fromBranchId: input.fromBranchId,
      toBranchId: input.toBranchId,
      movedAt: now,
      kind: "transfer",
      movedByUserId: staff.id,
    });
    const horizon = new Date(now.getTime() + CLASH_HORIZON_DAYS * 86_400_000);
    const clashes = await clashesAt(
      { branchIds: [car.branchId], carClassId: car.carClassId, from: now, to: horizon, includeHolds: now },
      tx,
    );
    await recordAudit(
      staff,
      {
        action: "vehicle.move",
        entityType: "vehicle",
        entityId: car.registration,
        branchId: car.branchId,
        before: { branchId: car.branchId },
        after: {
          branchId: input.toBranchId,
          clashes: clashes.map((clash) => ({ date: clash.date, references: clash.references })),
        },
        occurredAt: now,
      },
      tx,
    );
    return { ok: true, clashes };
  });
}

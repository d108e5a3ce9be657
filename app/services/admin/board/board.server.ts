import { listBranches } from "~/models/catalog/branches.server";
import { listCarClasses } from "~/models/catalog/car-classes.server";
import { listOverdue, listPickups, listReturns, type BoardBooking } from "~/models/reservations/board.server";
import { formatNzDateTime, fromNewZealand, inNewZealand } from "../../platform/dates";
import { notFound } from "../../platform/http-status";
import { canSeeBranch, type BranchScope } from "../access/rules";
import { CLASH_WINDOW_DAYS, clashesAt, fleetList } from "../fleet/fleet.server";
import { VEHICLE_STATES, type VehicleState } from "../fleet/rules";

/**
 * The branch board (/admin/, issue 21): at the staff member's branches (one chosen with
 * ?branch=, or all of them), today's and tomorrow's pick-ups and returns (New Zealand days),
 * overdue returns, the cars by state, and the clashes of the next 30 days.
 */
export type BoardRow = {
  reference: string;
  customer: string;
  classCode: string;
  branchId: number;
  at: string;
  /** "Fri 27 Nov 2026, 2:30 PM" on the New Zealand clock. */
  when: string;
  checkedIn: boolean;
  pickedUp: boolean;
  returned: boolean;
  registration: string | null;
};

function row(booking: BoardBooking, at: Date, branchId: number): BoardRow {
  const details = booking.customerDetails;
  return {
    reference: booking.reference,
    customer: details ? `${details.firstName} ${details.lastName}`.trim() : "",
    classCode: booking.classCode,
    branchId,
    at: at.toISOString(),
    when: formatNzDateTime(at),
    checkedIn: booking.checkedInAt !== null,
    pickedUp: booking.pickedUpAt !== null,
    returned: booking.returnedAt !== null,
    registration: booking.registration,
  };
}

/** The branches shown: the one asked for (404 when the staff member may not see it), or all theirs. */
export function boardBranchIds(
  scope: BranchScope,
  asked: string | null,
  allBranchIds: readonly number[],
): number[] {
  const mine = allBranchIds.filter((id) => canSeeBranch(scope, id));
  if (asked === null || asked === "" || asked === "all") return mine;
  const id = Number(asked);
  if (!Number.isInteger(id) || !mine.includes(id)) throw notFound();
  return [id];
}

export async function boardPage(scope: BranchScope, asked: string | null, now: Date = new Date()) {
  const [branches, classes] = await Promise.all([listBranches(), listCarClasses()]);
  const branchIds = boardBranchIds(
    scope,
    asked,
    branches.map((branch) => branch.id),
  );
  const today = inNewZealand(now).format("YYYY-MM-DD");
  const tomorrow = inNewZealand(now).add(1, "day").format("YYYY-MM-DD");
  const dayAfter = inNewZealand(now).add(2, "day").format("YYYY-MM-DD");
  const [todayStart, tomorrowStart, dayAfterStart] = [today, tomorrow, dayAfter].map((date) =>
    fromNewZealand(date, "00:00"),
  );
  const [pickupsToday, pickupsTomorrow, returnsToday, returnsTomorrow, overdue, cars, clashes] =
    await Promise.all([
      listPickups(branchIds, todayStart, tomorrowStart),
      listPickups(branchIds, tomorrowStart, dayAfterStart),
      listReturns(branchIds, todayStart, tomorrowStart),
      listReturns(branchIds, tomorrowStart, dayAfterStart),
      listOverdue(branchIds, now),
      fleetList({ role: "Staff", branchIds }, {}, now),
      clashesAt({
        branchIds,
        from: now,
        to: new Date(now.getTime() + CLASH_WINDOW_DAYS * 86_400_000),
      }),
    ]);
  const pickup = (booking: BoardBooking) => row(booking, booking.pickupAt, booking.pickupBranchId);
  const dropOff = (booking: BoardBooking) => row(booking, booking.dropOffAt, booking.dropOffBranchId);
  const carCounts = Object.fromEntries(VEHICLE_STATES.map((state) => [state, 0])) as Record<
    VehicleState,
    number
  >;
  for (const car of cars) carCounts[car.state] += 1;
  const branchName = new Map(branches.map((branch) => [branch.id, branch.name]));
  return {
    branches: branches
      .filter((branch) => canSeeBranch(scope, branch.id))
      .map((branch) => ({ id: branch.id, name: branch.name })),
    chosen:
      branchIds.length === 1 && asked !== null && asked !== "" && asked !== "all"
        ? String(branchIds[0])
        : "all",
    today,
    tomorrow,
    pickupsToday: pickupsToday.map(pickup),
    pickupsTomorrow: pickupsTomorrow.map(pickup),
    returnsToday: returnsToday.map(dropOff),
    returnsTomorrow: returnsTomorrow.map(dropOff),
    overdue: overdue.map(dropOff),
    carCounts,
    cars: cars
      .filter((car) => car.state !== "ready" && car.state !== "retired")
      .map((car) => ({
        registration: car.registration,
        classCode: car.classCode,
        branchName: car.branchName,
        state: car.state,
        until: car.downtime?.until ?? null,
        reason: car.downtime?.reason ?? null,
        rentalReference: car.rentalReference,
      })),
    clashes: clashes.map((clash) => ({
      ...clash,
      branchName: branchName.get(clash.branchId) ?? "",
      classCode: classes.find((item) => item.carClassId === clash.carClassId)?.classCode ?? "",
    })),
  };
}

export type BoardPage = Awaited<ReturnType<typeof boardPage>>;

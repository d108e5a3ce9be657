/**
 * /admin/bookings/ (issue 21): finding bookings at the counter by reservation number, name, email,
 * phone or registration, among the staff member's branches; without a query, the recent and
 * upcoming pick-ups.
 */
import { listBranches } from "~/models/catalog/branches.server";
import { searchCounterBookings } from "~/models/reservations/counter-bookings.server";
import type { MyBookingItem } from "../../changes/manage.server";
import { visibleBranchIds } from "../access/rules";
import type { CounterStaff } from "./reservation.server";
import { COUNTER_RESULTS_LIMIT, parseCounterQuery } from "./rules";
import { counterBookingPath } from "./paths";
import { COUNTER_TEXT as T } from "./text";
import { formatNzDateTime as when } from "../../platform/dates";

/**
 * A booking in the counter's list: its trip as the customer's own list shows it (manage.server's
 * MyBookingItem), with who booked it and where it stands at the counter.
 */
export type CounterListItem = Pick<
  MyBookingItem,
  | "reference"
  | "href"
  | "vehicle"
  | "pickupBranch"
  | "pickup"
  | "pickupDateTime"
  | "dropOffBranch"
  | "dropOff"
> & { customer: string; email: string; status: string };

export async function findCounterBookings(
  staff: CounterStaff,
  raw: string | null,
  now: Date = new Date(),
): Promise<{ query: string; items: CounterListItem[] }> {
  const query = parseCounterQuery(raw, now);
  const [rows, branches] = await Promise.all([
    searchCounterBookings(query, visibleBranchIds(staff), COUNTER_RESULTS_LIMIT),
    listBranches(),
  ]);
  const branchName = new Map(branches.map((branch) => [branch.id, branch.name]));
  return {
    query: (raw ?? "").trim().slice(0, 100),
    items: rows.map((row) => ({
      reference: row.reference,
      href: counterBookingPath(row.reference),
      customer: `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim(),
      email: row.email ?? "",
      vehicle: row.registration ? `${row.carClassName}, ${row.registration}` : row.carClassName,
      pickupBranch: branchName.get(row.pickupBranchId) ?? "",
      pickup: when(row.pickupAt),
      pickupDateTime: row.pickupAt.toISOString(),
      dropOffBranch: branchName.get(row.dropOffBranchId) ?? "",
      dropOff: when(row.dropOffAt),
      status:
        T.statusLabels[
          row.returnedAt
            ? "returned"
            : row.pickedUpAt && row.status === "confirmed"
              ? "picked-up"
              : row.status
        ] ?? row.status,
    })),
  };
}

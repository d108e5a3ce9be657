/**
 * The fleet pages' views (issue 21): /admin/fleet/ (the cars the GET filter asks for) and
 * /admin/fleet/<registration>/ (one car), and the car page's answer to its forms: take the car off
 * the road, end or call off a downtime, move it. Each change answers 303 with what was done (and
 * how many bookings a clash leaves without a car), or its message beside the field.
 */
import { randomUUID } from "node:crypto";
import { redirect } from "@remix-run/node";
import { withZod } from "@remix-validated-form/with-zod";
import { validationError } from "remix-validated-form";
import type { FleetVehicle } from "~/models/fleet/fleet.server";
import { inNewZealand } from "../../platform/dates";
import { ADMIN_PATHS } from "../access/constants";
import type { SignedInStaff } from "../access/guard.server";
import type { BranchScope } from "../access/rules";
import {
  endDowntime,
  fleetCarPage,
  fleetListPage,
  moveVehicle,
  takeOutOfService,
  type ClassClash,
} from "./fleet.server";
import { endDowntimeSchema, FLEET_FORM_IDS, fleetFilterSchema, moveSchema, takeOutSchema } from "./forms";
import { adminCarPath } from "./paths";
import { formatNzDateTime } from "../../platform/dates";

/** /admin/fleet/'s view: the cars, the filter's choices, and its values as the form shows them. */
export async function fleetListView(staff: BranchScope, params: URLSearchParams) {
  const filter = fleetFilterSchema.parse(Object.fromEntries(params));
  const page = await fleetListPage(staff, filter);
  return {
    ...page,
    filter: {
      branch: filter.branch ? String(filter.branch) : "",
      class: filter.class ?? "",
      status: filter.status ?? "",
    },
  };
}
export type FleetListView = Awaited<ReturnType<typeof fleetListView>>;

/**
 * /admin/fleet/<registration>/'s view: the car, its downtime and rentals as the page writes them,
 * the last change done (`?done=`, with `?clashes=`), and a fresh id for the take-out form.
 */
export async function fleetCarView(staff: SignedInStaff, registration: string, params: URLSearchParams) {
  const page = await fleetCarPage(staff, registration);
  const clashes = Number(params.get("clashes") ?? 0);
  return {
    car: page.car,
    state: page.state,
    downtime: page.downtime.map((item) => ({
      id: item.id,
      kind: item.kind,
      from: formatNzDateTime(item.startsAt),
      until: item.endsAt ? formatNzDateTime(item.endsAt) : null,
      reason: item.reason,
      running: item.running,
      planned: item.planned,
    })),
    rentals: page.rentals.map((rental) => ({
      reference: rental.reference,
      pickedUp: formatNzDateTime(rental.pickedUpAt),
      returned: rental.returnedAt ? formatNzDateTime(rental.returnedAt) : null,
    })),
    moves: page.moves.map((move) => ({
      id: move.id,
      when: formatNzDateTime(move.movedAt),
      dateTime: move.movedAt.toISOString(),
      from: move.fromBranch,
      to: move.toBranch,
      kind: move.kind,
      reference: move.reference,
      by: move.movedBy,
    })),
    moveTo: page.moveTo.map((branch) => ({ value: String(branch.id), label: branch.name })),
    clashes: page.clashes,
    done: params.get("done"),
    clashCount: Number.isInteger(clashes) && clashes > 0 ? clashes : 0,
    downtimeId: randomUUID(),
    today: inNewZealand(new Date()).format("YYYY-MM-DD"),
  };
}
export type FleetCarView = Awaited<ReturnType<typeof fleetCarView>>;

const takeOutValidator = withZod(takeOutSchema);
const moveValidator = withZod(moveSchema);

/** "&clashes=N": the most bookings of one day a change leaves without a car (nothing when none). */
function clashQuery(clashes: readonly ClassClash[]): string {
  const count = clashes.reduce((total, clash) => Math.max(total, clash.claimed - clash.cars), 0);
  return count > 0 ? `&clashes=${count}` : "";
}

/** The car page's answer to a posted form (intent take-out, end or move), for a car the staff member may see. */
export async function answerFleetCarAction(
  staff: SignedInStaff,
  car: FleetVehicle,
  form: FormData,
): Promise<Response> {
  const here = adminCarPath(car.registration);
  const intent = form.get("intent");
  if (intent === "take-out") {
    const formId = FLEET_FORM_IDS.takeOut;
    const checked = await takeOutValidator.validate(form);
    if (checked.error) return validationError({ ...checked.error, formId }, checked.submittedData);
    const result = await takeOutOfService(staff, car.registration, checked.data);
    if (!result.ok)
      return validationError(
        { fieldErrors: { [result.field]: result.message }, formId },
        checked.submittedData,
        { status: 409 },
      );
    return redirect(`${here}?done=taken-out${clashQuery(result.clashes)}`, 303);
  }
  if (intent === "end") {
    const parsed = endDowntimeSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return redirect(here, 303);
    const result = await endDowntime(staff, car.registration, parsed.data.downtimeId);
    return redirect(result === "unchanged" ? here : `${here}?done=${result}`, 303);
  }
  if (intent === "move") {
    const formId = FLEET_FORM_IDS.move;
    const checked = await moveValidator.validate(form);
    if (checked.error) return validationError({ ...checked.error, formId }, checked.submittedData);
    const result = await moveVehicle(staff, car.registration, checked.data);
    if (!result.ok)
      return validationError(
        { fieldErrors: { [result.field]: result.message }, formId },
        checked.submittedData,
        { status: 409 },
      );
    return redirect(`${ADMIN_PATHS.fleet}?done=moved${clashQuery(result.clashes)}`, 303);
  }
  return redirect(here, 303);
}

/**
 * /admin/bookings/new/ (issue 32): what is free at the staff member's branch from now until the
 * return chosen, and the hold of the class chosen. Availability, prices and the hold are the
 * website's own services (searchVehicles, holdVehicle); nothing is counted twice.
 */
import { listBranches } from "~/models/catalog/branches.server";
import { holdVehicle } from "../../booking/availability/claims.server";
import type { SessionItinerary } from "../../booking/session.server";
import { itineraryInstants, searchVehicles } from "../../booking/search/results.server";
import { getDefaultInsuranceOption } from "~/models/catalog/booking-options.server";
import { DEFAULT_BRAND_CODE } from "~/models/constants";
import type { CounterStaff } from "../bookings/reservation.server";
import { formatNzDateTime } from "../../platform/dates";
import { walkInHoldSchema, walkInTripSchema, type WalkInTrip } from "./forms";
import { walkInPath } from "./paths";
import { walkInBranch, walkInPickup, walkInTripRefusals, type WalkInTripErrors } from "./rules";
import { WALK_IN_MESSAGES as M } from "./text";

export type WalkInCar = {
  carClassId: number;
  name: string;
  available: number;
  bookable: boolean;
  dailyRate: number;
  total: number;
};

export type WalkInTripPage = {
  branches: { value: string; label: string }[];
  dropOffBranches: { value: string; label: string }[];
  values: { branch: string; dropOffBranch: string; returnDate: string; returnTime: string };
  errors: Partial<Record<"branch" | "dropOffBranch" | "returnDate" | "returnTime", string>>;
  pickup: string;
  /** Null until a trip is asked for (or when it is refused). */
  cars: WalkInCar[] | null;
};

/** The itinerary of a walk-in: from now at its branch, back at the date and time given. */
export function walkInItinerary(trip: WalkInTrip, now: Date): SessionItinerary {
  const pickup = walkInPickup(now);
  return {
    pickupBranchId: trip.branch,
    dropOffBranchId: trip.dropOffBranch,
    pickupDate: pickup.date,
    pickupTime: pickup.time,
    dropOffDate: trip.returnDate,
    dropOffTime: trip.returnTime,
    promoCode: "",
    aaNumber: null,
    agentId: null,
    clientReferenceNumber: null,
    lastQueryDateTime: now.toISOString(),
    searchedByUserId: null,
  };
}

type CheckedTrip =
  | { ok: true; trip: WalkInTrip; itinerary: SessionItinerary }
  | { ok: false; errors: WalkInTripPage["errors"] };

/** The trip asked for, checked: the staff member's branch, a drop-off branch, a return in the limits. */
async function checkTrip(
  staff: CounterStaff,
  input: Record<string, unknown>,
  now: Date,
  schema: typeof walkInTripSchema | typeof walkInHoldSchema = walkInTripSchema,
): Promise<CheckedTrip & { carClassId?: number }> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const errors: WalkInTripPage["errors"] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof WalkInTripPage["errors"];
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const allIds = (await listBranches()).map((branch) => branch.id);
  if (walkInBranch(staff, parsed.data.branch, allIds) === null)
    return { ok: false, errors: { branch: M.branchInvalid } };
  if (!allIds.includes(parsed.data.dropOffBranch))
    return { ok: false, errors: { dropOffBranch: M.dropOffBranchInvalid } };
  const itinerary = walkInItinerary(parsed.data, now);
  const refusals: WalkInTripErrors = walkInTripRefusals(
    itinerary,
    itineraryInstants(itinerary).dropOffAt,
    now,
  );
  if (Object.keys(refusals).length > 0) return { ok: false, errors: refusals };
  return {
    ok: true,
    trip: parsed.data,
    itinerary,
    carClassId: "carClassId" in parsed.data ? (parsed.data.carClassId as number) : undefined,
  };
}

/** The new-booking page: the trip form (prefilled with the staff member's branch) and, once asked, the cars free. */
export async function loadWalkInTrip(
  staff: CounterStaff,
  params: URLSearchParams,
  now: Date = new Date(),
): Promise<WalkInTripPage> {
  const branches = await listBranches();
  const allIds = branches.map((branch) => branch.id);
  const own = branches.filter((branch) => walkInBranch(staff, branch.id, allIds) !== null);
  const asked = params.has("returnDate");
  const requested = Number(params.get("branch")) || null;
  const branch = walkInBranch(staff, requested, allIds) ?? own[0]?.id ?? null;
  const values = {
    branch: params.get("branch") ?? String(branch ?? ""),
    dropOffBranch: params.get("dropOffBranch") ?? String(branch ?? ""),
    returnDate: params.get("returnDate") ?? "",
    returnTime: params.get("returnTime") ?? walkInPickup(now).time.slice(0, 2) + ":00",
  };
  const page: WalkInTripPage = {
    branches: own.map((b) => ({ value: String(b.id), label: b.name })),
    dropOffBranches: branches.map((b) => ({ value: String(b.id), label: b.name })),
    values,
    errors: {},
    pickup: formatNzDateTime(now),
    cars: null,
  };
  if (!asked) return page;
  const checked = await checkTrip(staff, values, now);
  if (!checked.ok) return { ...page, errors: checked.errors };
  const vehicles = await searchVehicles(checked.itinerary, now);
  return {
    ...page,
    cars: vehicles.map((vehicle) => ({
      carClassId: vehicle.carClassId,
      name: vehicle.name,
      available: vehicle.available,
      bookable: vehicle.carClassStatus !== "Soldout" && vehicle.available > 0,
      dailyRate: vehicle.price.vehicle.dailyRate,
      total: vehicle.price.total,
    })),
  };
}

export type WalkInHoldAnswer =
  | { ok: true; location: string }
  | { ok: false; status: number; errors: WalkInTripPage["errors"]; message?: string };

/**
 * "Book" on a car: the website's holdVehicle claims a car of the class from now (the staff
 * member's hold key: a double submit gets the same hold, a new choice replaces it), at the
 * website's price, then the walk-in's page asks for the customer.
 */
export async function holdWalkIn(
  staff: CounterStaff,
  form: FormData,
  now: Date = new Date(),
): Promise<WalkInHoldAnswer> {
  const checked = await checkTrip(staff, Object.fromEntries(form), now, walkInHoldSchema);
  if (!checked.ok) return { ok: false, status: 400, errors: checked.errors };
  const vehicles = await searchVehicles(checked.itinerary, now);
  const vehicle = vehicles.find((result) => result.carClassId === checked.carClassId);
  if (!vehicle) return { ok: false, status: 400, errors: {}, message: M.notOffered };
  if (vehicle.carClassStatus === "Soldout") return { ok: false, status: 409, errors: {}, message: M.soldOut };
  const { pickupAt, dropOffAt } = itineraryInstants(checked.itinerary);
  const insurance = await getDefaultInsuranceOption();
  const held = await holdVehicle({
    carClassId: vehicle.carClassId,
    pickupBranchId: checked.itinerary.pickupBranchId,
    dropOffBranchId: checked.itinerary.dropOffBranchId,
    pickupAt,
    dropOffAt,
    hotDealId: vehicle.hotDealInfo?.id ?? null,
    insuranceCode: insurance?.code ?? null,
    salesSource: "counter",
    brandCode: DEFAULT_BRAND_CODE,
    priceBreakdown: vehicle.price,
    // The counter is not capped as a visitor's address is; one walk-in at a time per staff member.
    clientAddress: null,
    sessionKey: `staff:${staff.id}`,
    now,
  });
  if (!held.ok) return { ok: false, status: 409, errors: {}, message: M.soldOut };
  return { ok: true, location: walkInPath(held.reservation.reference) };
}

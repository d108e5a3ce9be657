import type { z } from "zod";
import { getBusinessAccount, type AccountUser } from "~/models/accounts/users.server";
import type { SessionItinerary } from "../booking/session.server";
import { businessVehicles } from "../business/new-booking.server";
import { checkSearch } from "../booking/search/itinerary-search.server";
import { API_MESSAGES } from "./text";
import { UNAUTHORIZED } from "../platform/error-text";
import { checkPromo } from "../booking/promo/flow.server";
import { searchFormSchema, type SearchFormInput } from "../booking/search/form";
import { searchVehicles, type VehicleResult } from "../booking/search/results.server";
import { ApiFailure, fieldErrorItems, zodErrors } from "./http.server";
import { dealTypesOf, splitDateTime, type dealsSearchBody, type searchBody } from "./schemas";

/**
 * booking/search and the deals search over the API: the website's search rules without a
 * session. The payload becomes the search form's input (searchFormSchema), the itinerary rules run
 * through checkSearch, a promotion through checkPromo, and the vehicles come from searchVehicles
 * (or businessVehicles for an agent's own account), exactly as /vehicles/ shows them.
 */

type SearchBody = z.infer<typeof searchBody>;
type DealsSearchBody = z.infer<typeof dealsSearchBody>;

/** Where the website's field names show up in the API's payload. */
const FIELD_NAMES: Record<string, string> = {
  pickupBranch: "pickupLocation",
  dropOffBranch: "dropOffLocation",
  pickupDate: "pickupDateTime",
  pickupTime: "pickupDateTime",
  dropOffDate: "dropOffDateTime",
  dropOffTime: "dropOffDateTime",
  promoCode: "promotion",
  aaNumber: "aaMembershipNumber",
};
const apiField = (field: string) => FIELD_NAMES[field] ?? field;

async function itineraryOf(
  body: SearchBody,
  agentId: string | null,
  user: AccountUser | null,
  now: Date,
): Promise<SessionItinerary> {
  const pickup = splitDateTime(body.pickupDateTime);
  const dropOff = splitDateTime(body.dropOffDateTime);
  const parsed = searchFormSchema.safeParse({
    pickupBranch: body.pickupLocation,
    dropOffBranch: body.dropOffLocation ?? undefined,
    pickupDate: pickup.date,
    pickupTime: pickup.time,
    dropOffDate: dropOff.date,
    dropOffTime: dropOff.time,
  });
  if (!parsed.success) throw new ApiFailure(400, zodErrors(parsed.error, apiField));
  const input: SearchFormInput = parsed.data;
  const checked = await checkSearch(input, now);
  if (!checked.ok) throw new ApiFailure(400, fieldErrorItems(checked.fieldErrors, apiField));

  let promoCode = "";
  let aaNumber: string | null = null;
  if (body.promotion) {
    const promo = await checkPromo(
      { promoCode: body.promotion, aaNumber: body.aaMembershipNumber ?? null },
      input.pickupDate,
    );
    if (!promo.ok) {
      const errors = [
        ...fieldErrorItems(promo.fieldErrors, apiField),
        ...promo.formErrors.map((errorMessage) => ({ errorMessage })),
      ];
      throw new ApiFailure(promo.status, errors);
    }
    promoCode = promo.promoCode;
    aaNumber = promo.aaNumber;
  }
  return {
    pickupBranchId: checked.pickupBranch.id,
    dropOffBranchId: checked.dropOffBranch.id,
    pickupDate: input.pickupDate,
    pickupTime: input.pickupTime,
    dropOffDate: input.dropOffDate,
    dropOffTime: input.dropOffTime,
    promoCode,
    aaNumber,
    agentId,
    clientReferenceNumber: body.clientReferenceNumber ?? null,
    lastQueryDateTime: now.toISOString(),
    searchedByUserId: user?.id ?? null,
  };
}

/**
 * booking/search. An agentId needs the bearer token of the business account that has it (401
 * without a token, 404 Unauthorized for any other user); its vehicles carry the account's prices.
 */
export async function apiSearch(body: SearchBody, options: { user: AccountUser | null; now: Date }) {
  const agentId = body.agentId ? body.agentId : null;
  if (agentId === null)
    return searchVehicles(await itineraryOf(body, null, options.user, options.now), options.now);
  if (!options.user) throw new ApiFailure(401, [{ errorMessage: API_MESSAGES.tokenRequired }]);
  const account = options.user.userType === "Customer" ? null : await getBusinessAccount(options.user.id);
  if (!account) throw new ApiFailure(404, [{ errorMessage: UNAUTHORIZED }]);
  if (account.agentId !== agentId)
    throw new ApiFailure(400, [{ errorMessage: API_MESSAGES.agentIdNotYours, field: "agentId" }]);
  const itinerary = await itineraryOf(body, agentId, options.user, options.now);
  return businessVehicles(itinerary, account.isAllInclusive, options.now);
}

/** The deals search: the search's vehicles whose hot deal or relocation (of the asked types) applies. */
export async function apiDealsSearch(
  body: DealsSearchBody,
  options: { now: Date },
): Promise<VehicleResult[]> {
  const wanted = dealTypesOf(body.dealTypes);
  const vehicles = await searchVehicles(
    await itineraryOf({ ...body, agentId: null }, null, null, options.now),
    options.now,
  );
  return vehicles.filter(
    (vehicle) =>
      vehicle.hotDealInfo !== null &&
      wanted.includes(vehicle.hotDealInfo.dealType.toLowerCase() as (typeof wanted)[number]),
  );
}

import { checkAaMembership } from "../../booking/promo/aa-membership.server";
import { SERVICE_UNAVAILABLE } from "../../platform/error-text";
import { loadDeals } from "../../content/places/pages.server";
import { unquotedVehicles } from "../../booking/search/results.server";
import { ApiFailure } from "../http.server";
import { aaMembershipQuery, dealsSearchBody, searchBody } from "../schemas";
import { apiDealsSearch, apiSearch } from "../search.server";
import type { ApiEndpoint } from "../endpoint";

const EXAMPLE_SEARCH = {
  pickupLocation: 1,
  dropOffLocation: 1,
  pickupDateTime: "24/03/2027 10:00",
  dropOffDateTime: "31/03/2027 10:00",
  agentId: null,
  promotion: null,
  clientReferenceNumber: null,
  isMobile: true,
};

/** The Booking calls: the vehicle and deals searches, with and without an itinerary, and the AA membership check. */
export const BOOKING_ENDPOINTS = {
  validateAaMembership: {
    path: "booking/validateAAMembership",
    method: "GET",
    tag: "Booking",
    summary: "Check an AA membership number",
    description:
      "Whether the AA accepts the number, for the AA member promo codes. 503 when the AA service cannot be asked.",
    auth: "none",
    query: aaMembershipQuery,
    example: { query: { aamembershipNumber: "6365010000000011" }, result: true },
    async handle({ query }) {
      try {
        return { result: await checkAaMembership(query.aamembershipNumber) };
      } catch {
        throw new ApiFailure(503, [{ errorMessage: SERVICE_UNAVAILABLE }], {}, false);
      }
    },
  },
  search: {
    path: "booking/search",
    method: "POST",
    tag: "Booking",
    summary: "Search vehicles",
    description:
      "Every vehicle class with its availability at the pick-up branch, hot deal or relocation when one applies, and price, in the site's order; the itinerary rules of the website's search (dates, half-hour times, branch hours) answer 400 with field errors. With an agentId (and that business account's bearer token) each vehicle also has shownTotal and shownDailyRate, the account's prices.",
    auth: "optional-bearer",
    body: searchBody,
    example: {
      body: EXAMPLE_SEARCH,
      result: [
        {
          carClassId: 3,
          classCode: "ECAR",
          name: "Toyota Corolla or similar",
          available: 4,
          hotDealInfo: null,
          price: { days: 7, total: 413 },
        },
      ],
    },
    async handle(context) {
      return { result: await apiSearch(context.body, { user: context.user, now: context.now }) };
    },
  },
  dealsSearch: {
    path: "booking/dealsSearch",
    method: "POST",
    tag: "Booking",
    summary: "Search hot deals and relocations",
    description:
      'The search above for the deals only: the vehicles whose hot deal or relocation applies to the itinerary. dealTypes "hotdeal", "relocation" or both (default); agentId is always null.',
    auth: "none",
    body: dealsSearchBody,
    example: { body: { ...EXAMPLE_SEARCH, dealTypes: "hotdeal,relocation" }, result: [] },
    async handle({ body, now }) {
      return { result: await apiDealsSearch(body, { now }) };
    },
  },
  unquotedSearch: {
    path: "booking/unquotedSearch",
    method: "GET",
    tag: "Booking",
    summary: "The fleet without an itinerary",
    description:
      "Every visible vehicle class with a 'from' daily rate (its rate in the cheapest season of the coming year), for when no itinerary is set.",
    auth: "none",
    example: {
      result: [
        {
          carClassId: 3,
          classCode: "ECAR",
          name: "Toyota Corolla or similar",
          carClassStatus: "Available",
          fromDailyRate: 47.2,
        },
      ],
    },
    async handle({ now }) {
      return { result: await unquotedVehicles(now) };
    },
  },
  unquotedDealsSearch: {
    path: "booking/unquotedDealsSearch",
    method: "GET",
    tag: "Booking",
    summary: "The live deals without an itinerary",
    description:
      "The hot deals and relocations on offer now (branches, dates, rate, free days), as on /deals/.",
    auth: "none",
    example: { result: { hotDeals: [], relocations: [] } },
    async handle({ now }) {
      return { result: await loadDeals(now) };
    },
  },
} satisfies Record<string, ApiEndpoint>;

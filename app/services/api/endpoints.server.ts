import type { ApiEndpoint } from "./endpoint";
import { ACCOUNT_ENDPOINTS } from "./endpoints/accounts.server";
import { BOOKING_ENDPOINTS } from "./endpoints/booking.server";
import { BUSINESS_ENDPOINTS } from "./endpoints/business.server";
import { CHANGE_ENDPOINTS } from "./endpoints/changes.server";
import { REFERENCE_DATA_ENDPOINTS } from "./endpoints/reference-data.server";

/**
 * The calls of spec section 7, one entry each: path (under /api/), method, who may call it, the
 * zod schemas of its query and body, and a handler that calls the website's own services. The
 * dispatcher (handler.server.ts) checks api key, token, user type and input before a handler runs;
 * the OpenAPI document and the /api/ reference page are made from this table, in this order.
 * Each entry is defined with its tag's calls in endpoints/; the shape of one is endpoint.ts.
 */

export const API_ENDPOINTS: readonly ApiEndpoint[] = [
  BOOKING_ENDPOINTS.validateAaMembership,
  ACCOUNT_ENDPOINTS.renewToken,
  ACCOUNT_ENDPOINTS.login,
  ACCOUNT_ENDPOINTS.sendResetPasswordEmail,
  ACCOUNT_ENDPOINTS.logout,
  ACCOUNT_ENDPOINTS.changePassword,
  ACCOUNT_ENDPOINTS.getDashboard,
  BUSINESS_ENDPOINTS.details,
  ACCOUNT_ENDPOINTS.saveProfile,
  BUSINESS_ENDPOINTS.saveProfile,
  ACCOUNT_ENDPOINTS.saveDriverLicence,
  REFERENCE_DATA_ENDPOINTS.processingFees,
  BOOKING_ENDPOINTS.search,
  BOOKING_ENDPOINTS.dealsSearch,
  BOOKING_ENDPOINTS.unquotedSearch,
  BOOKING_ENDPOINTS.unquotedDealsSearch,
  CHANGE_ENDPOINTS.changeOptions,
  CHANGE_ENDPOINTS.priceChange,
  CHANGE_ENDPOINTS.confirmChange,
  REFERENCE_DATA_ENDPOINTS.lookup,
  REFERENCE_DATA_ENDPOINTS.driverQuestions,
];

/** The endpoints of a path under /api/ (any case, trailing slash or not); none for an unknown path. */
export function findEndpoints(path: string): ApiEndpoint[] {
  const wanted = path.replace(/^\/+|\/+$/g, "").toLowerCase();
  return API_ENDPOINTS.filter((endpoint) => endpoint.path.toLowerCase() === wanted);
}

/**
 * What other features take from the business area. The modules beside this one hold it:
 * context.server.ts (the signed-in business user), sign-in.server.ts, agent-details.server.ts,
 * bookings.server.ts, invoices.server.ts, reports.server.ts and new-booking.server.ts.
 */
export { hasLiveToken, requireBusinessContext } from "./context.server";

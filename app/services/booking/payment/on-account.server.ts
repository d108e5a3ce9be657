/** Business bookings: "Charge to agency account" at step 4 of /business/book-now/. */
import { BUSINESS_CONFIRMATION_PATH } from "../steps/steps";
import type { AppSession } from "../../platform/session.server";
import { finishBooking, notStarted, readyToPay } from "./paying-session.server";
import { startPayment } from "./start.server";

/**
 * "Charge to agency account" at step 4 of /business/book-now/: the same guards as beginPayment,
 * then the booking is confirmed at once with an on-account payment. Returns where to redirect
 * (the business confirmation, the business search, or back to a step); the caller commits the
 * session.
 */
export async function payOnAccount(session: AppSession, options: { now?: Date } = {}): Promise<string> {
  const now = options.now ?? new Date();
  // A business booking, however it was paid, ends on the business confirmation page.
  const ready = await readyToPay(session, "business", now, () => BUSINESS_CONFIRMATION_PATH);
  if (!ready.ok) return ready.location;
  const { itinerary, reservation, reservationId } = ready;

  const result = await startPayment({
    itinerary,
    reservation,
    now,
    method: "on-account",
    returnOrigin: null,
  });
  switch (result.kind) {
    case "on-account":
    case "account2account":
    case "eftpos":
    case "confirmed":
      finishBooking(session, result.reservationId);
      return BUSINESS_CONFIRMATION_PATH;
    case "soldout":
    case "hold-limit":
    case "not-found":
    case "price-changed":
    case "gateway-unavailable":
      return notStarted(session, "business", reservationId, result);
    case "gateway":
      // Not reached: on-account never goes to the gateway.
      return result.redirectTo;
  }
}

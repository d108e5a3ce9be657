import { extendHold } from "~/services/booking/availability/claims.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import { setLostHoldNotice } from "~/services/booking/steps/flow.server";
import {
  getItinerary,
  getReservation,
  itineraryExpiry,
  resetReservation,
  setReservation,
} from "~/services/booking/session.server";
import type { HoldRenewal } from "~/services/booking/steps/timer";
import { commitSession, getSession, renewSessionCookie } from "~/services/platform/session.server";
import { NO_STORE } from "~/services/platform/cache-control";

/**
 * POST /book-now/hold: renews the hold of the session's reservation for another
 * BOOKING_TIMEOUT_SECONDS (the booking timer posts here on activity and on "Continue booking").
 * An expired hold is renewed only when a car is still free. Answers JSON (HoldRenewal):
 * { ok: true, expiresAt, serverNow } (expiresAt null once the booking no longer has a time limit:
 * payment pending or confirmed), or { ok: false, reason: "soldout" | "none" }. When the car is
 * lost the booking ends as a step's own renewal ends it: the reservation is reset and /vehicles/
 * gets the message.
 */

const notAllowed = () =>
  Response.json({ ok: false, reason: "method" }, { status: 405, headers: { Allow: "POST", ...NO_STORE } });

export function loader() {
  return notAllowed();
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return notAllowed();
  const headers = new Headers(NO_STORE);
  const answer = (body: HoldRenewal) => Response.json(body, { headers });

  const session = await getSession(request);
  const reservation = getReservation(session);
  const userId = session.get("userId");
  const expiry = itineraryExpiry(getItinerary(session), {
    userId: typeof userId === "string" ? userId : null,
    isAppLogin: session.get("isAppLogin") === true,
  });
  if (!reservation?.reservationId || expiry !== null) return answer({ ok: false, reason: "none" });

  const now = new Date();
  const result = await extendHold(reservation.reservationId, { now });
  if (result.ok) {
    // Activity keeps the session cookie alive too (a plain fetch skips handleDataRequest).
    await renewSessionCookie(request, headers);
    const { status, holdExpiresAt } = result.reservation;
    const expiresAt = status === "held" && holdExpiresAt ? holdExpiresAt.toISOString() : null;
    return answer({ ok: true, expiresAt, serverNow: now.toISOString() });
  }
  const soldOut = result.reason === "soldout";
  setReservation(session, resetReservation(reservation.campaignName));
  setLostHoldNotice(session, result);
  headers.append("Set-Cookie", await commitSession(session));
  return answer({ ok: false, reason: soldOut ? "soldout" : "none" });
}

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireStaff } from "~/services/admin/access/guard.server";
import { finishCounterBond, startCounterBond } from "~/services/admin/bookings/bond.server";
import { counterBookingPath } from "~/services/admin/bookings/paths";
import { counterReservation } from "~/services/admin/bookings/reservation.server";
import { returnOrigin } from "~/services/platform/request-guard/guard.server";

/**
 * /admin/bookings/<reference>/bond/ (issue 32): the pick-up's bond. The counter page's "Hold the
 * bond" form posts here and goes to the gateway's hosted page (the renter's card, present); the
 * gateway sends the renter back here with its answer, recorded once, then the booking page says
 * how it went. Staff of the pick-up branch only (the branch rule; the site's 404 otherwise).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const reservation = await counterReservation(staff, params.reference ?? "");
  const url = new URL(request.url);
  const done = url.searchParams.has("result") ? await finishCounterBond(staff, reservation, url) : null;
  return redirect(counterBookingPath(reservation.reference, done ?? undefined));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const reservation = await counterReservation(staff, params.reference ?? "");
  const started = await startCounterBond(staff, reservation, { returnOrigin: returnOrigin(request) });
  if (started.kind === "gateway") return redirect(started.redirectTo, 303);
  return redirect(counterBookingPath(reservation.reference, started.done ?? undefined), 303);
}

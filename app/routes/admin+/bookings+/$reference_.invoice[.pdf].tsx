import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/services/admin/access/guard.server";
import { counterInvoicePdf } from "~/services/admin/bookings/agreement.server";
import { counterReservation } from "~/services/admin/bookings/reservation.server";

/**
 * /admin/bookings/<reference>/invoice.pdf: the final invoice (every charge and payment) once the
 * car is back, for staff of the booking's branches; the site's 404 otherwise.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  return counterInvoicePdf(await counterReservation(staff, params.reference ?? ""));
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/services/admin/access/guard.server";
import { counterAgreementPdf } from "~/services/admin/bookings/agreement.server";
import { counterReservation } from "~/services/admin/bookings/reservation.server";

/**
 * /admin/bookings/<reference>/agreement.pdf: the booking's rental agreement as a PDF (signed or
 * not yet), for staff of its branches; the site's 404 for any other booking or before pick-up.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  return counterAgreementPdf(await counterReservation(staff, params.reference ?? ""));
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/services/admin/access/guard.server";
import { counterReservation } from "~/services/admin/bookings/reservation.server";
import { readDamagePhoto } from "~/services/changes/damage/damage.server";
import { imageResponse } from "~/services/platform/uploads/images.server";

/**
 * /admin/bookings/<reference>/damage/<photo id>/: a damage photo of the booking, for staff who can
 * see the booking (the branch rule, `bookingScope`); 404 for anyone else, another booking's photo
 * or none. Never cached by shared caches.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const reservation = await counterReservation(staff, params.reference ?? "");
  return imageResponse(await readDamagePhoto(reservation.id, params.photoId ?? ""));
}

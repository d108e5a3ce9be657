/** The customer's damage photos (issue 32 item 7): only through the booking Manage booking shows them. */
import type { SessionUser } from "../../accounts/user-session.server";
import type { AppSession } from "../../platform/session.server";
import { imageResponse } from "../../platform/uploads/images.server";
import { visibleReservation } from "../found-bookings.server";
import { readDamagePhoto } from "./damage.server";

/**
 * A customer's damage photo: of the booking Manage booking shows them (found in this session, or
 * their own while signed in), else the same 404 as for a photo that does not exist.
 */
export async function customerDamagePhotoResponse(
  session: AppSession,
  reference: string | null,
  photoId: string,
  user: Pick<SessionUser, "userId" | "userType"> | null,
): Promise<Response> {
  const reservation = reference ? await visibleReservation(session, reference.slice(0, 40), user) : null;
  return imageResponse(reservation ? await readDamagePhoto(reservation.id, photoId) : null);
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { getSessionUser } from "~/services/accounts/user-session.server";
import { customerDamagePhotoResponse } from "~/services/changes/damage/customer-photo.server";
import { MANAGE_BOOKING_PARAM } from "~/services/changes/constants";
import { getSession } from "~/services/platform/session.server";

/**
 * /manage-booking/damage-photo/<photo id>/?booking=GO1234567: a damage photo of the booking, for
 * the visitor Manage booking shows the booking to (found in this session, or their own while
 * signed in); the same 404 for anyone else or any other photo.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const reference = new URL(request.url).searchParams.get(MANAGE_BOOKING_PARAM);
  return customerDamagePhotoResponse(session, reference, params.photoId ?? "", getSessionUser(session));
}

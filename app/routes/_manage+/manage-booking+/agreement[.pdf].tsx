import type { LoaderFunctionArgs } from "@remix-run/node";
import { getSessionUser } from "~/services/accounts/user-session.server";
import { customerDocumentResponse } from "~/services/changes/agreement/agreement.server";
import { MANAGE_BOOKING_PARAM } from "~/services/changes/constants";
import { getSession } from "~/services/platform/session.server";

/**
 * /manage-booking/agreement.pdf?booking=GO1234567: the booking's signed rental agreement (from pick-up)
 * as a PDF, for the visitor Manage booking shows the booking to (found in this session, or their
 * own while signed in); the same 404 for anyone else. Linked from Manage booking and My bookings.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const reference = new URL(request.url).searchParams.get(MANAGE_BOOKING_PARAM);
  return customerDocumentResponse("agreement", session, reference, getSessionUser(session));
}

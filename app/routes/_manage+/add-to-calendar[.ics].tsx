import type { LoaderFunctionArgs } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { getSessionUser } from "~/services/accounts/user-session.server";
import { visitorBookingCalendar } from "~/services/changes/calendar.server";
import { MANAGE_BOOKING_PARAM } from "~/services/changes/constants";
import { PRIVATE_NO_STORE } from "~/services/platform/cache-control";
import { getSession } from "~/services/platform/session.server";
import { NOT_FOUND_TITLE } from "~/services/platform/page-text";

/**
 * /add-to-calendar.ics?booking=GO1234567: the booking's pick-up and drop-off as an iCalendar file
 * (booking/confirmation/calendar.ts), for the visitor who may see the booking (changes/calendar.server.ts);
 * 404 for anyone else. Linked from the confirmation page and Manage booking; the confirmation
 * email carries the same file.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const reference = new URL(request.url).searchParams.get(MANAGE_BOOKING_PARAM);
  const calendar = await visitorBookingCalendar(
    session,
    reference?.slice(0, 40) ?? null,
    getSessionUser(session),
    getConfig().publicUrl,
  );
  if (!calendar) {
    return new Response(NOT_FOUND_TITLE, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRIVATE_NO_STORE },
    });
  }
  return new Response(calendar.content, {
    headers: {
      "Content-Type": calendar.contentType,
      "Content-Disposition": `attachment; filename="${calendar.filename}"`,
      "Cache-Control": PRIVATE_NO_STORE,
    },
  });
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CounterBookingPage } from "~/components/admin/bookings/CounterBookingPage";
import { requireStaff } from "~/services/admin/access/guard.server";
import { answerCounterAction } from "~/services/admin/bookings/actions.server";
import { loadCounterBooking } from "~/services/admin/bookings/page.server";
import { counterReservation } from "~/services/admin/bookings/reservation.server";
import { COUNTER_TEXT as T, counterDoneNotice } from "~/services/admin/bookings/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { seoMeta } from "~/services/content/seo/seo";
import { readFormData } from "~/services/platform/form-data.server";

/**
 * /admin/bookings/<reference>/: a booking at the counter (what the customer sees, its rental,
 * payments, notes, history and back-office changes) and its actions, each its own POST form
 * (intent=pick-up, return, charge-return, cancel, refund, note, resend, swap) that answers with a 303
 * back here and a status message, or the messages beside its fields. The booking is resolved
 * once per request (`counterReservation`): a booking of a branch the staff member does not work
 * at is the site's 404, here and in every action, and the action is handed the booking found.
 */
export const meta: MetaFunction<typeof loader> = (args) =>
  seoMeta(args, { title: T.bookingTitle(args.data?.view.booking.reference ?? ""), noindex: true });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const reservation = await counterReservation(staff, params.reference ?? "");
  const view = await loadCounterBooking(reservation, new Date(), staff);
  const { message, warn } = counterDoneNotice(new URL(request.url).searchParams.get("done"));
  return data({ view, message, warn }, { headers: NO_STORE });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const reservation = await counterReservation(staff, params.reference ?? "");
  return answerCounterAction(staff, reservation, (await readFormData(request)) ?? new FormData());
}

export default function AdminBooking() {
  const { view, message, warn } = useLoaderData<typeof loader>();
  return <CounterBookingPage view={view} message={message} warn={warn} />;
}

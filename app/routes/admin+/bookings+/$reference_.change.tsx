import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CounterChangeFormView } from "~/components/admin/counter-change/CounterChangePage";
import { requireStaff } from "~/services/admin/access/guard.server";
import { counterReservation } from "~/services/admin/bookings/reservation.server";
import {
  counterChangeFormAction,
  counterChangeFormLoader,
} from "~/services/admin/counter-change/change.server";
import { COUNTER_CHANGE_TEXT as T } from "~/services/admin/counter-change/text";
import { seoMeta } from "~/services/content/seo/seo";
import { readFormData } from "~/services/platform/form-data.server";

/**
 * /admin/bookings/<reference>/change/: staff change a booking at the counter (issue 32 item 3)
 * with the customer's change flow and its rules, plus the counter's allowances and a price
 * override with its reason. Priced → the review; bad input → 422 beside the fields. A booking the
 * staff member may not act on (`counterReservation`, the branch rule) is the site's 404.
 */
export const meta: MetaFunction<typeof loader> = (args) =>
  seoMeta(args, { title: T.title(args.data?.booking.reference ?? ""), noindex: true });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const reservation = await counterReservation(staff, params.reference ?? "");
  return counterChangeFormLoader(staff, reservation);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const reservation = await counterReservation(staff, params.reference ?? "");
  return counterChangeFormAction(staff, reservation, (await readFormData(request)) ?? new FormData());
}

export default function AdminBookingChange() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  return <CounterChangeFormView page={answered ?? loaded} />;
}

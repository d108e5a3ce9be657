import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CounterDropOffFormView } from "~/components/admin/counter-extend/CounterDropOffPage";
import { requireStaff } from "~/services/admin/access/guard.server";
import { counterReservation } from "~/services/admin/bookings/reservation.server";
import { counterDropOffAction, counterDropOffLoader } from "~/services/admin/counter-extend/drop-off.server";
import { COUNTER_DROP_OFF_TEXT as T } from "~/services/admin/counter-extend/text";
import { seoMeta } from "~/services/content/seo/seo";
import { readFormData } from "~/services/platform/form-data.server";

/**
 * /admin/bookings/<reference>/drop-off/: a new drop-off for a rental under way, with the extend
 * flow's rules and prices and the counter's price override (ADR 0087). Priced → the review; bad
 * input or no car for the added days → beside the field. Another branch's booking is the 404.
 */
export const meta: MetaFunction<typeof loader> = (args) =>
  seoMeta(args, { title: T.title(args.data?.booking.reference ?? ""), noindex: true });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const reservation = await counterReservation(staff, params.reference ?? "");
  return counterDropOffLoader(staff, reservation);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const reservation = await counterReservation(staff, params.reference ?? "");
  return counterDropOffAction(staff, reservation, (await readFormData(request)) ?? new FormData());
}

export default function AdminBookingDropOff() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  return <CounterDropOffFormView page={answered ?? loaded} />;
}

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CounterBookingList } from "~/components/admin/bookings/CounterBookingList";
import { requireStaff } from "~/services/admin/access/guard.server";
import { findCounterBookings } from "~/services/admin/bookings/find.server";
import { COUNTER_TEXT as T } from "~/services/admin/bookings/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { seoMeta } from "~/services/content/seo/seo";

/**
 * /admin/bookings/: find a booking at the counter by reservation number, name, email, phone or
 * registration (a GET form the loader answers), among the staff member's branches; without a
 * query, the recent and upcoming pick-ups. Rules: app/services/admin/bookings/.
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: T.listTitle, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const q = new URL(request.url).searchParams.get("q");
  return data(await findCounterBookings(staff, q), { headers: NO_STORE });
}

export default function AdminBookings() {
  const { query, items } = useLoaderData<typeof loader>();
  return <CounterBookingList query={query} items={items} />;
}

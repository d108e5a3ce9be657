import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FleetListPage } from "~/components/admin/fleet/FleetListPage";
import { requireStaff } from "~/services/admin/access/guard.server";
import { fleetListView } from "~/services/admin/fleet/pages.server";
import { FLEET_TEXT } from "~/services/admin/fleet/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { seoMeta } from "~/services/content/seo/seo";

/** /admin/fleet/: the cars of the staff member's branches, filtered by a GET form. */
export const meta: MetaFunction = (args) => seoMeta(args, { title: FLEET_TEXT.title, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  return data(await fleetListView(staff, new URL(request.url).searchParams), { headers: NO_STORE });
}

export default function AdminFleet() {
  return <FleetListPage page={useLoaderData<typeof loader>()} />;
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FleetCarPage } from "~/components/admin/fleet/FleetCarPage";
import { requireStaff } from "~/services/admin/access/guard.server";
import { visibleVehicle } from "~/services/admin/fleet/fleet.server";
import { answerFleetCarAction, fleetCarView } from "~/services/admin/fleet/pages.server";
import { FLEET_TEXT } from "~/services/admin/fleet/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { seoMeta } from "~/services/content/seo/seo";
import { readFormData } from "~/services/platform/form-data.server";

/**
 * /admin/fleet/<registration>/: one car, its downtime and rentals; take it off the road, put it
 * back in service, move it. A car of a branch the staff member does not work at is the site's 404
 * here and in the action.
 */
export const meta: MetaFunction<typeof loader> = (args) =>
  seoMeta(args, {
    title: FLEET_TEXT.carTitle(args.data?.car.registration ?? ""),
    noindex: true,
  });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const view = await fleetCarView(staff, params.registration ?? "", new URL(request.url).searchParams);
  return data(view, { headers: NO_STORE });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const car = await visibleVehicle(staff, params.registration ?? "");
  return answerFleetCarAction(staff, car, (await readFormData(request)) ?? new FormData());
}

export default function AdminFleetCar() {
  return <FleetCarPage page={useLoaderData<typeof loader>()} />;
}

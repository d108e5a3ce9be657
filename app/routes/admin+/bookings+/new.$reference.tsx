import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { WalkInBookingPage } from "~/components/admin/walk-in/WalkInBookingPage";
import { requireStaff } from "~/services/admin/access/guard.server";
import {
  finishWalkInCard,
  loadWalkIn,
  payWalkIn,
  saveWalkInDetails,
  walkInReservation,
} from "~/services/admin/walk-in/booking.server";
import { WALK_IN_TEXT as T } from "~/services/admin/walk-in/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { seoMeta } from "~/services/content/seo/seo";
import { readFormData } from "~/services/platform/form-data.server";
import { returnOrigin } from "~/services/platform/request-guard/guard.server";

/**
 * /admin/bookings/new/<reference>/: a walk-in being made (issue 32): find the customer (GET
 * ?find=, ?use=), their details, extras and cover (intent=details), then the payment at the desk
 * (intent=pay: EFTPOS with its receipt number, or the card on the gateway's page, which comes
 * back here with its answer). A confirmed walk-in goes to its counter page for the pick-up.
 */
export const meta: MetaFunction<typeof loader> = (args) =>
  seoMeta(args, { title: T.heldTitle(args.data?.view.reference ?? ""), noindex: true });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const found = await walkInReservation(staff, params.reference ?? "");
  if ("confirmed" in found) return redirect(found.confirmed);
  const url = new URL(request.url);
  let declined: string | null = null;
  if (url.searchParams.has("result")) {
    const finished = await finishWalkInCard(staff, found, url);
    if ("location" in finished) return redirect(finished.location);
    declined = finished.declined;
  }
  const view = await loadWalkIn(staff, found, url.searchParams);
  return data({ view, declined }, { headers: NO_STORE });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const found = await walkInReservation(staff, params.reference ?? "");
  if ("confirmed" in found) return redirect(found.confirmed, 303);
  const form = (await readFormData(request)) ?? new FormData();
  if (form.get("intent") === "pay")
    return payWalkIn(staff, found, form, { returnOrigin: returnOrigin(request) });
  return saveWalkInDetails(staff, found, form);
}

export default function AdminWalkInBooking() {
  const { view, declined } = useLoaderData<typeof loader>();
  return <WalkInBookingPage view={view} declined={declined} />;
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { WalkInTripPage } from "~/components/admin/walk-in/WalkInTripPage";
import { requireStaff } from "~/services/admin/access/guard.server";
import { WALK_IN_TEXT as T } from "~/services/admin/walk-in/text";
import { holdWalkIn, loadWalkInTrip } from "~/services/admin/walk-in/trip.server";
import { NO_STORE } from "~/services/platform/cache-control";
import { seoMeta } from "~/services/content/seo/seo";
import { readFormData } from "~/services/platform/form-data.server";

/**
 * /admin/bookings/new/: a walk-in booking (issue 32). The GET form asks for the return; the
 * loader lists what is free at the staff member's branch from now; "Book" holds the class and
 * goes on to the walk-in's page. Rules: app/services/admin/walk-in/.
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: T.title, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  return data(await loadWalkInTrip(staff, new URL(request.url).searchParams), { headers: NO_STORE });
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const answer = await holdWalkIn(staff, (await readFormData(request)) ?? new FormData());
  if (answer.ok) return redirect(answer.location, 303);
  return data(
    { errors: answer.errors, message: answer.message ?? null },
    { status: answer.status, headers: NO_STORE },
  );
}

export default function AdminWalkIn() {
  const page = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return <WalkInTripPage page={page} refusal={refused?.message ?? null} />;
}

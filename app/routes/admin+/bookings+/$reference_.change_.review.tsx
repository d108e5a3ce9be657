import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CounterChangeReviewView } from "~/components/admin/counter-change/CounterChangePage";
import { requireStaff } from "~/services/admin/access/guard.server";
import { counterReservation } from "~/services/admin/bookings/reservation.server";
import { counterReviewAction, counterReviewLoader } from "~/services/admin/counter-change/review.server";
import { COUNTER_CHANGE_TEXT as T } from "~/services/admin/counter-change/text";
import { seoMeta } from "~/services/content/seo/seo";
import { readFormData } from "~/services/platform/form-data.server";
import { returnOrigin } from "~/services/platform/request-guard/guard.server";

/**
 * /admin/bookings/<reference>/change/review/: the change as it is and as it will be, with any
 * override, then confirmed once: the difference taken at the desk (EFTPOS with its receipt, or the
 * card on the gateway's page, which comes back here), money back refunded after the change, a
 * business booking settled on its account. Then the booking page.
 */
export const meta: MetaFunction<typeof loader> = (args) =>
  seoMeta(args, { title: T.reviewTitle(args.data?.booking.reference ?? ""), noindex: true });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const reservation = await counterReservation(staff, params.reference ?? "");
  return counterReviewLoader(staff, reservation, new URL(request.url));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const reservation = await counterReservation(staff, params.reference ?? "");
  const form = (await readFormData(request)) ?? new FormData();
  return counterReviewAction(staff, reservation, form, returnOrigin(request));
}

export default function AdminBookingChangeReview() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const page = answered && "review" in answered ? answered : loaded;
  return <CounterChangeReviewView page={page} />;
}

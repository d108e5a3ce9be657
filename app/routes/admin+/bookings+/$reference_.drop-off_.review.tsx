import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CounterDropOffReviewView } from "~/components/admin/counter-extend/CounterDropOffPage";
import { requireStaff } from "~/services/admin/access/guard.server";
import { counterReservation } from "~/services/admin/bookings/reservation.server";
import {
  counterDropOffReviewAction,
  counterDropOffReviewLoader,
} from "~/services/admin/counter-extend/review.server";
import { COUNTER_DROP_OFF_TEXT as T } from "~/services/admin/counter-extend/text";
import { seoMeta } from "~/services/content/seo/seo";
import { readFormData } from "~/services/platform/form-data.server";
import { returnOrigin } from "~/services/platform/request-guard/guard.server";

/**
 * /admin/bookings/<reference>/drop-off/review/: the new drop-off's price (and override), then
 * confirmed once: paid at the desk (EFTPOS or the card, which comes back here), refunded after
 * the move, or settled on a business account. Then the booking page.
 */
export const meta: MetaFunction<typeof loader> = (args) =>
  seoMeta(args, { title: T.reviewTitle(args.data?.booking.reference ?? ""), noindex: true });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const reservation = await counterReservation(staff, params.reference ?? "");
  return counterDropOffReviewLoader(staff, reservation, new URL(request.url));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const reservation = await counterReservation(staff, params.reference ?? "");
  const form = (await readFormData(request)) ?? new FormData();
  return counterDropOffReviewAction(staff, reservation, form, returnOrigin(request));
}

export default function AdminBookingDropOffReview() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const page = answered && "change" in answered ? answered : loaded;
  return <CounterDropOffReviewView page={page} />;
}

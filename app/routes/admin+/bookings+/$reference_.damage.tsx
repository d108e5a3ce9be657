import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CounterDamagePage } from "~/components/admin/damage/CounterDamagePage";
import { requireStaff } from "~/services/admin/access/guard.server";
import { counterReservation } from "~/services/admin/bookings/reservation.server";
import { answerDamagePost } from "~/services/admin/damage/damage.server";
import { loadCounterDamage } from "~/services/admin/damage/page.server";
import { DAMAGE_FORM_TEXT as T } from "~/services/admin/damage/text";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";

/**
 * /admin/bookings/<reference>/damage/: damage on the booking's car (issue 32 item 7), the notes
 * so far and the multipart form (stage, place, note, up to three photos). The booking page posts
 * its damage form here: a 303 back to the booking when noted, else this page with the messages
 * beside the fields. Staff who can see the booking only (the site's 404 otherwise).
 */
export const meta: MetaFunction<typeof loader> = (args) =>
  seoMeta(args, { title: T.pageTitle(args.data?.reference ?? ""), noindex: true });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const reservation = await counterReservation(staff, params.reference ?? "");
  const damage = await loadCounterDamage(reservation, new Date());
  return data({ reference: reservation.reference, damage }, { headers: NO_STORE });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const reservation = await counterReservation(staff, params.reference ?? "");
  return answerDamagePost(staff, reservation, request);
}

export default function AdminBookingDamage() {
  const { reference, damage } = useLoaderData<typeof loader>();
  return <CounterDamagePage reference={reference} damage={damage} />;
}

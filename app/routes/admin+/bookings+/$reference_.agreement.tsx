import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { validationError } from "remix-validated-form";
import { CounterAgreementPage } from "~/components/admin/bookings/CounterAgreementPage";
import { requireStaff } from "~/services/admin/access/guard.server";
import { AGREEMENT_FORM_ID, agreementSignSchema } from "~/services/admin/bookings/agreement-form";
import { loadCounterAgreement, signAtCounter } from "~/services/admin/bookings/agreement.server";
import { counterReservation } from "~/services/admin/bookings/reservation.server";
import { AGREEMENT_TEXT as T } from "~/services/changes/agreement/text";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { readFormData } from "~/services/platform/form-data.server";

/**
 * /admin/bookings/<reference>/agreement/: the rental agreement made at pick-up, to print, and the
 * renter's signature (drawn on the tablet with JavaScript; typed name and tick without it).
 * Staff of the booking's branches only (the site's 404 otherwise, and before the pick-up).
 */
export const meta: MetaFunction<typeof loader> = (args) =>
  seoMeta(args, { title: `${T.title} ${args.data?.view.reference ?? ""}`, noindex: true });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const view = await loadCounterAgreement(await counterReservation(staff, params.reference ?? ""));
  const signed = new URL(request.url).searchParams.get("done") === "signed";
  return data({ view, message: signed && view.signature ? T.signed : null }, { headers: NO_STORE });
}

const validator = withZod(agreementSignSchema);

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const reservation = await counterReservation(staff, params.reference ?? "");
  const form = (await readFormData(request)) ?? new FormData();
  const checked = await validator.validate(form);
  if (checked.error)
    return validationError({ ...checked.error, formId: AGREEMENT_FORM_ID }, checked.submittedData);
  const outcome = await signAtCounter(staff, reservation, checked.data);
  if (outcome.kind === "invalid")
    return validationError(
      { fieldErrors: outcome.errors as Record<string, string>, formId: AGREEMENT_FORM_ID },
      checked.submittedData,
      { status: 422 },
    );
  if (outcome.kind === "not-picked-up")
    return validationError(
      { fieldErrors: { typedName: T.notPickedUp }, formId: AGREEMENT_FORM_ID },
      checked.submittedData,
      { status: 409 },
    );
  return redirect(`${new URL(request.url).pathname}?done=signed`, 303);
}

export default function AdminBookingAgreement() {
  const { view, message } = useLoaderData<typeof loader>();
  return <CounterAgreementPage view={view} message={message} />;
}

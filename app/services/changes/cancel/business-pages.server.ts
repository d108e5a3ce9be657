/**
 * /cancel-booking/agent/ and /cancel-booking/corporate/: the cancel flow for a signed-in Agent or
 * Corporate user, on their account's bookings, ending on the business confirmation and
 * contact-support pages. A guest goes to the business sign-in, a customer gets the 404
 * Unauthorized (roles.server.ts); the other business type goes to its own variant.
 */
import { redirect, data } from "@remix-run/node";
import { withZod } from "@remix-validated-form/with-zod";
import { validationError } from "remix-validated-form";
import { cancelBusinessBooking, listUpcomingBookings } from "./business.server";
import { requireBusinessContext } from "../../business/business.server";
import { BUSINESS_CANCEL_FORM_ID, CANCEL_PATHS, CANCEL_REASONS } from "./constants";
import { cancelBusinessSchema } from "./forms";
import { CANCEL_TEXT as T } from "./text";
import { nzDateTime } from "./pages.server";
import { cancelTerms } from "./rules";
import { BUSINESS_PATHS } from "../../business/constants";
import { formatMoney } from "../../platform/money";
import { NO_STORE } from "../../platform/cache-control";
import { readFormData } from "../../platform/form-data.server";

export type BusinessVariant = "Agent" | "Corporate";

const variantPath = (variant: BusinessVariant) =>
  variant === "Corporate" ? CANCEL_PATHS.corporate : CANCEL_PATHS.agent;

async function requireVariant(request: Request, variant: BusinessVariant) {
  const context = await requireBusinessContext(request);
  const own: BusinessVariant = context.user.userType === "Corporate" ? "Corporate" : "Agent";
  if (own !== variant) throw redirect(`${variantPath(own)}${new URL(request.url).search}`);
  return context;
}

export type BusinessCancelItem = {
  reference: string;
  client: string;
  pickup: string;
  total: string;
  terms: string;
  online: boolean;
};

export async function businessCancelLoader(request: Request, variant: BusinessVariant) {
  const context = await requireVariant(request, variant);
  const now = new Date();
  const bookings: BusinessCancelItem[] = (await listUpcomingBookings(context.agentId, now)).map(
    (reservation) => {
      const terms = cancelTerms(reservation, now);
      const details = reservation.customerDetails;
      return {
        reference: reservation.reference,
        client: details ? `${details.firstName} ${details.lastName}`.trim() : "",
        pickup: nzDateTime(reservation.pickupAt),
        total: formatMoney(reservation.total),
        terms: terms.kind === "free" ? T.freeUntil(nzDateTime(terms.freeUntil)) : T.businessTooLate,
        online: terms.kind === "free",
      };
    },
  );
  const asked = (new URL(request.url).searchParams.get("booking") ?? "").trim().toUpperCase();
  return data(
    {
      variant,
      accountName: context.accountName,
      bookings,
      preselected: bookings.some((booking) => booking.reference === asked) ? asked : null,
    },
    { headers: NO_STORE },
  );
}

export async function businessCancelAction(request: Request, variant: BusinessVariant) {
  const context = await requireVariant(request, variant);
  const form = (await readFormData(request)) ?? new FormData();
  const values = {
    booking: String(form.get("booking") ?? "").slice(0, 20),
    reason: String(form.get("reason") ?? "").slice(0, 40),
  };
  const checked = await withZod(cancelBusinessSchema).validate(form);
  if (checked.error)
    return validationError({ ...checked.error, formId: BUSINESS_CANCEL_FORM_ID }, values, {
      status: 422,
      headers: NO_STORE,
    });
  const reference = checked.data.booking.toUpperCase();
  const result = await cancelBusinessBooking(context.agentId, reference, new Date(), checked.data.reason);
  switch (result.kind) {
    case "cancelled":
      return redirect(`${BUSINESS_PATHS.cancelConfirmation}?reservation=${result.reservation.reference}`, {
        status: 303,
        headers: NO_STORE,
      });
    case "too-late":
      return redirect(`${BUSINESS_PATHS.contactSupport}?reservation=${result.reference}`, {
        status: 303,
        headers: NO_STORE,
      });
    case "not-found":
      return validationError(
        { fieldErrors: { booking: T.businessNotFound }, formId: BUSINESS_CANCEL_FORM_ID },
        values,
        { status: 404, headers: NO_STORE },
      );
  }
}

export { CANCEL_REASONS };

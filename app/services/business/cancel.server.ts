import { redirect } from "@remix-run/node";
import { NO_STORE } from "../platform/cache-control";
import { BUSINESS_PATHS } from "./constants";

/**
 * Where a business user's cancel goes next (a 303 after the post): the cancel confirmation, or
 * contact support when it is too late to cancel online. The cancel rules themselves are the
 * changes feature's (changes/cancel/business.server.ts).
 */
export function afterBusinessCancel(outcome: "cancelled" | "too-late", reference: string): Response {
  const page = outcome === "cancelled" ? BUSINESS_PATHS.cancelConfirmation : BUSINESS_PATHS.contactSupport;
  return redirect(`${page}?reservation=${reference}`, { status: 303, headers: NO_STORE });
}

/**
 * What the /cancel-booking/… route files share: the booking in hand (or a redirect to the start),
 * its summary, and the redirect for each step's answer. Rules: cancel-rules.ts; money and the
 * once-only end: cancel-booking.server.ts.
 */
import type { Reservation } from "~/models/reservations/reservations.server";
import { BUSINESS_PATHS } from "../../business/constants";
import { MANAGE_BOOKING_PATH } from "../constants";
import { CANCEL_PATHS, cancelStartPath } from "./constants";
import { CANCEL_TEXT as T } from "./text";
import {
  latestCancellation,
  loadCancelPlan,
  type CancelOutcome,
  type CancelPlan,
  type StepResult,
} from "./cancel.server";
import { flashChangeNotice, requireChangeContext, type ChangeContext } from "../access.server";
import { buildManagedBooking } from "../manage.server";
import { formatMoney } from "../../platform/money";
import { type AppSession, redirectWithSession } from "../../platform/session.server";
import { formatNzDate, formatNzTime } from "../../platform/dates";

/** The cancel flow's redirects: 303, so the browser GETs the next page after a post. */
export function redirectWith(session: AppSession, path: string): Promise<Response> {
  return redirectWithSession(session, path, 303);
}

/** Back to the start with a one-time message. */
export async function toStart(
  context: Pick<ChangeContext, "session">,
  notice: string,
  reference?: string,
): Promise<Response> {
  flashChangeNotice(context.session, "cancel", notice);
  return redirectWith(context.session, reference ? cancelStartPath(reference) : CANCEL_PATHS.start);
}

/** The variant of the flow a business user cancels in. */
export function businessVariantPath(userType: string | undefined, reference?: string): string {
  const base = userType === "Corporate" ? CANCEL_PATHS.corporate : CANCEL_PATHS.agent;
  return reference ? `${base}?booking=${reference}` : base;
}

export function confirmationPathFor(
  context: Pick<ChangeContext, "actor">,
  reservation: Pick<Reservation, "reference">,
): string {
  return context.actor === "agent"
    ? `${BUSINESS_PATHS.cancelConfirmation}?reservation=${reservation.reference}`
    : CANCEL_PATHS.confirmation;
}

/**
 * A step page's booking: in hand and still confirmed and in the customer flow. Otherwise a
 * redirect (thrown): no booking → the start; a business user → their variant; cancelled → the
 * start with the message; picked up already → contact-support.
 */
export async function requireCancellableStep(
  request: Request,
  now: Date = new Date(),
): Promise<ChangeContext & { plan: Awaited<ReturnType<typeof loadCancelPlan>> }> {
  const context = await requireChangeContext(request, "cancel", CANCEL_PATHS.start, now);
  if (context.actor === "agent")
    throw await redirectWith(
      context.session,
      businessVariantPath(context.user?.userType, context.reservation.reference),
    );
  const plan = await loadCancelPlan(context.reservation, now);
  if (plan.terms.kind === "not-cancellable")
    throw await toStart(context, T.alreadyCancelled, context.reservation.reference);
  if (plan.terms.kind === "started") throw await redirectWith(context.session, CANCEL_PATHS.contactSupport);
  return { ...context, plan };
}

/** The redirect for a step's answer. */
export async function stepResponse(context: ChangeContext, result: StepResult): Promise<Response> {
  switch (result.kind) {
    case "next":
      return redirectWith(context.session, result.path);
    case "cancelled":
      return redirectWith(context.session, confirmationPathFor(context, result.reservation));
    case "support":
      return redirectWith(
        context.session,
        context.actor === "agent"
          ? `${BUSINESS_PATHS.contactSupport}?reservation=${context.reservation.reference}`
          : CANCEL_PATHS.contactSupport,
      );
    case "not-cancellable":
      return toStart(context, T.alreadyCancelled, context.reservation.reference);
    case "notice":
      flashChangeNotice(context.session, "cancel", result.notice);
      return redirectWith(context.session, result.path);
  }
}

export type CancelSummary = {
  reference: string;
  status: "confirmed" | "cancelled";
  pickup: string;
  dropOff: string;
  vehicle: string;
  total: string;
  paid: string;
  branchName: string;
  branchPhone: { number: string; telephone: string };
  contactEmail: string;
  manageHref: string;
};

/** The booking summary every cancel page shows. */
export async function cancelSummary(
  reservation: Reservation,
  plan: Pick<CancelPlan, "paid">,
): Promise<CancelSummary | null> {
  const managed = await buildManagedBooking(reservation);
  if (!managed) return null;
  return {
    reference: managed.reference,
    status: managed.status,
    pickup: `${managed.pickup.branchName}, ${managed.pickup.date} at ${managed.pickup.time}`,
    dropOff: `${managed.dropOff.branchName}, ${managed.dropOff.date} at ${managed.dropOff.time}`,
    vehicle: managed.vehicle.name,
    total: managed.total,
    paid: formatMoney(plan.paid),
    branchName: managed.branchName,
    branchPhone: managed.branchPhone,
    contactEmail: managed.contactEmail,
    manageHref: `${MANAGE_BOOKING_PATH}?booking=${managed.reference}`,
  };
}

/** "Fri 12 Mar 2027 at 10:00 am" in New Zealand time. */
export function nzDateTime(at: Date): string {
  return `${formatNzDate(at)} at ${formatNzTime(at)}`;
}

/** The after-the-end pages (confirmation, bank transfer): the booking we cancelled, or the start. */
export async function requireCancelledBooking(
  request: Request,
): Promise<ChangeContext & { outcome: CancelOutcome }> {
  const context = await requireChangeContext(request, "cancel", CANCEL_PATHS.start);
  const outcome =
    context.reservation.status === "cancelled" ? await latestCancellation(context.reservation.id) : null;
  if (!outcome) throw await redirectWith(context.session, CANCEL_PATHS.start);
  if (context.actor === "agent")
    throw await redirectWith(context.session, confirmationPathFor(context, context.reservation));
  return { ...context, outcome };
}

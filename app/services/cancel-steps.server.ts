/**
 * The loader and action of the settlement pages (no-charge, refund, payment): each page is for one
 * kind of settlement; opened for another (the plan changed, or out of order) it redirects to the
 * right one. The confirm actions take the booking even when it was just cancelled, so a double
 * submit or a re-POST lands on the confirmation instead of an error.
 */
import { redirect } from "@remix-run/node";
import type { Settlement } from "./cancel-rules";
import { CANCEL_PATHS } from "./cancel-booking-constants";
import { CANCEL_TEXT as T } from "./cancel-booking-text";
import { cancellationInProgress, confirmCancellation, parseSettlement, type StepResult } from "./cancel-booking.server";
import { businessVariantPath, redirectWith, requireCancellableStep, stepResponse } from "./cancel-pages.server";
import { requireChangeContext, type ChangeContext } from "./change-access.server";

/** A settlement page's booking: the plan must settle this way and the cancellation must be open. */
export async function requireSettlementStep(request: Request, kind: Settlement["kind"]) {
  const context = await requireCancellableStep(request);
  if (context.plan.settlement.kind !== kind) {
    const path = { "no-charge": CANCEL_PATHS.noCharge, refund: CANCEL_PATHS.refund, pay: CANCEL_PATHS.payment }[context.plan.settlement.kind];
    throw await redirectWith(context.session, path);
  }
  if (!(await cancellationInProgress(context.reservation.id))) throw await redirectWith(context.session, CANCEL_PATHS.beforeYouGo);
  return context;
}

/** A settlement action's booking (confirmed or just cancelled) and the settlement the page showed. */
export async function settlementAction(
  request: Request,
  run: (context: ChangeContext, expected: Settlement, form: FormData) => Promise<StepResult | Response>,
): Promise<Response> {
  const context = await requireChangeContext(request, "cancel", CANCEL_PATHS.start);
  if (context.actor === "agent") return redirectWith(context.session, businessVariantPath(context.user?.userType, context.reservation.reference));
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    form = new FormData();
  }
  const expected = parseSettlement(form.get("settlement"));
  if (!expected) return stepResponse(context, { kind: "notice", path: new URL(request.url).pathname, notice: T.stepChanged });
  const result = await run(context, expected, form);
  return result instanceof Response ? result : stepResponse(context, result);
}

export function confirmAction(request: Request): Promise<Response> {
  return settlementAction(request, (context, expected) => confirmCancellation(context.reservation, expected));
}

export { redirect };

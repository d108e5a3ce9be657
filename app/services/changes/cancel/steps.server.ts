/**
 * The loader and action of the settlement pages (no-charge, refund, payment): each page is for one
 * kind of settlement; opened for another (the plan changed, or out of order) it redirects to the
 * right one. The confirm actions take the booking even when it was just cancelled, so a double
 * submit or a re-POST lands on the confirmation instead of an error.
 */
import { redirect, data } from "@remix-run/node";
import type { Payment } from "~/models/reservations/payments.server";
import type { Settlement } from "./rules";
import { CANCEL_PATHS } from "./constants";
import { CANCEL_TEXT as T } from "./text";
import {
  cancellationInProgress,
  confirmCancellation,
  parseSettlement,
  settlementValue,
  type CancelPlan,
  type StepResult,
} from "./cancel.server";
import {
  businessVariantPath,
  cancelSummary,
  redirectWith,
  requireCancellableStep,
  stepResponse,
} from "./pages.server";
import { requireChangeContext, takeChangeNotice, type ChangeContext } from "../access.server";
import { sessionHeaders } from "../../platform/session.server";
import { readFormData } from "../../platform/form-data.server";

/** A settlement page's booking: the plan must settle this way and the cancellation must be open. */
export async function requireSettlementStep(request: Request, kind: Settlement["kind"]) {
  const context = await requireCancellableStep(request);
  if (context.plan.settlement.kind !== kind) {
    const path = {
      "no-charge": CANCEL_PATHS.noCharge,
      refund: CANCEL_PATHS.refund,
      pay: CANCEL_PATHS.payment,
    }[context.plan.settlement.kind];
    throw await redirectWith(context.session, path);
  }
  if (!(await cancellationInProgress(context.reservation.id)))
    throw await redirectWith(context.session, CANCEL_PATHS.beforeYouGo);
  return context;
}

/** The plan as a settlement page of one kind sees it: its settlement narrowed to that kind. */
export type SettlementPlan<K extends Settlement["kind"]> = CancelPlan & {
  payments: Payment[];
  settlement: Extract<Settlement, { kind: K }>;
};

function settlesAs<K extends Settlement["kind"]>(
  plan: CancelPlan & { payments: Payment[] },
  kind: K,
): plan is SettlementPlan<K> {
  return plan.settlement.kind === kind;
}

/**
 * A settlement page's loader: the booking summary, the one-time notice and the settlement the
 * confirm form posts back (so a plan that changed meanwhile is caught by the action), plus what
 * the page itself says about the money, built by `view` from the plan.
 */
export async function settlementPageLoader<K extends Settlement["kind"], V extends Record<string, unknown>>(
  request: Request,
  kind: K,
  view: (plan: SettlementPlan<K>) => V,
) {
  const context = await requireSettlementStep(request, kind);
  const { plan } = context;
  const summary = await cancelSummary(context.reservation, plan);
  if (!summary || !settlesAs(plan, kind)) throw new Response("Not found", { status: 404 });
  return data(
    {
      summary,
      notice: takeChangeNotice(context.session, "cancel"),
      settlement: settlementValue(plan.settlement),
      ...view(plan),
    },
    { headers: await sessionHeaders(context.session) },
  );
}

/** A settlement action's booking (confirmed or just cancelled) and the settlement the page showed. */
export async function settlementAction(
  request: Request,
  run: (context: ChangeContext, expected: Settlement, form: FormData) => Promise<StepResult | Response>,
): Promise<Response> {
  const context = await requireChangeContext(request, "cancel", CANCEL_PATHS.start);
  if (context.actor === "agent")
    return redirectWith(
      context.session,
      businessVariantPath(context.user?.userType, context.reservation.reference),
    );
  const form = (await readFormData(request)) ?? new FormData();
  const expected = parseSettlement(form.get("settlement"));
  if (!expected)
    return stepResponse(context, {
      kind: "notice",
      path: new URL(request.url).pathname,
      notice: T.stepChanged,
    });
  const result = await run(context, expected, form);
  return result instanceof Response ? result : stepResponse(context, result);
}

export function confirmAction(request: Request): Promise<Response> {
  return settlementAction(request, (context, expected) => confirmCancellation(context.reservation, expected));
}

export { redirect };

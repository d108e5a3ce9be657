/**
 * What every page of the extend flow after the start does first: the booking in hand (else the
 * start), the change in progress (else the start, the at-branch page or the confirmation), the
 * one-time notice, and the session cookie to send back. Also the answers two or more pages share:
 * the no-charge and refund confirm, and the gateway's return.
 */
import { data } from "@remix-run/node";
import type { Reservation } from "~/models/reservations/reservations.server";
import { NO_STORE } from "../../platform/cache-control";
import { type AppSession, redirectWithSession } from "../../platform/session.server";
import {
  flashChangeNotice,
  loadChangeContext,
  rememberChangeBooking,
  requireChangeContext,
  takeChangeNotice,
  type ChangeActor,
} from "../access.server";
import { confirmWithoutPayment, handleExtensionCardReturn } from "./payment.server";
import { atBranchPath, extendStartPath, stepForDifference } from "./rules";
import { EXTEND_MESSAGES, EXTEND_PATHS } from "./text";
import { extendState, type ExtendInProgress } from "./change.server";

export type ExtendPage = ExtendInProgress & {
  reservation: Reservation;
  actor: ChangeActor;
  session: AppSession;
  notice: string | null;
};

/**
 * The booking and its change in progress for a flow page, or a thrown redirect. `needs`:
 * "agreed" for the pages after the agreement, which also must be the page of the difference.
 */
export async function requireExtendPage(
  request: Request,
  needs: { agreed?: boolean; page?: string } = {},
  now: Date = new Date(),
): Promise<ExtendPage> {
  const context = await requireChangeContext(request, "extend", EXTEND_PATHS.start, now);
  const { session, reservation } = context;
  const state = await extendState(reservation, now);
  if (state.kind === "done") throw await redirectWithSession(session, EXTEND_PATHS.confirmation);
  if (state.kind === "at-branch") throw await redirectWithSession(session, atBranchPath(state.reason));
  if (state.kind === "start") {
    if (state.notice) flashChangeNotice(session, "extend", state.notice);
    throw await redirectWithSession(session, extendStartPath(reservation.reference));
  }
  if (needs.agreed && !state.detail.agreed) {
    flashChangeNotice(session, "extend", EXTEND_MESSAGES.agreeFirst);
    throw await redirectWithSession(session, EXTEND_PATHS.agreement);
  }
  if (needs.page && stepForDifference(state.detail.difference) !== needs.page) {
    throw await redirectWithSession(session, stepForDifference(state.detail.difference));
  }
  return {
    ...state,
    reservation,
    actor: context.actor,
    session,
    notice: takeChangeNotice(session, "extend"),
  };
}

/**
 * The confirm of /extend-booking/no-charge/ and /extend-booking/payment/refund/: the change
 * confirmed without a payment (a refund first, when one is due), then the confirmation; else the
 * at-branch page, the start or the page again, with the reason.
 */
export async function confirmWithoutPaymentPage(
  request: Request,
  path: typeof EXTEND_PATHS.noCharge | typeof EXTEND_PATHS.refund,
): Promise<Response> {
  const page = await requireExtendPage(request, { agreed: true, page: path });
  const outcome = await confirmWithoutPayment(page.reservation, page, { actor: page.actor });
  if (outcome.kind === "confirmed") return redirectWithSession(page.session, EXTEND_PATHS.confirmation);
  if (outcome.kind === "at-branch") return redirectWithSession(page.session, atBranchPath(outcome.reason));
  flashChangeNotice(page.session, "extend", outcome.notice);
  return redirectWithSession(page.session, outcome.kind === "start" ? EXTEND_PATHS.start : path);
}

/**
 * /extend-booking/payment/credit-card/: the gateway's signed answer, applied once
 * (handleExtensionCardReturn): approved → the confirmation; declined or cancelled → the payment
 * page with the reason; refunded → the at-branch page or the start; forged → 400. Without an
 * answer, the payment page (or the start, with no booking in hand).
 */
export async function cardReturnPage(request: Request) {
  const url = new URL(request.url);
  const { session, booking } = await loadChangeContext(request, "extend");
  if (!url.searchParams.has("result"))
    return redirectWithSession(session, booking ? EXTEND_PATHS.payment : EXTEND_PATHS.start);
  const outcome = await handleExtensionCardReturn(url, { actor: booking?.actor });
  if (outcome.kind === "invalid") return data({ invalid: true }, { status: 400, headers: NO_STORE });
  // The answer is signed by the gateway: its booking is the one this visitor was paying for.
  if (booking?.reservation.id === outcome.reservationId)
    rememberChangeBooking(session, "extend", booking.reservation.reference);
  if (outcome.kind === "confirmed") return redirectWithSession(session, EXTEND_PATHS.confirmation);
  flashChangeNotice(session, "extend", outcome.notice);
  if (outcome.kind === "retry") return redirectWithSession(session, EXTEND_PATHS.payment);
  return redirectWithSession(session, outcome.reason ? atBranchPath(outcome.reason) : EXTEND_PATHS.start);
}

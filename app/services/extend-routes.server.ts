/**
 * What every page of the extend flow after the start does first: the booking in hand (else the
 * start), the change in progress (else the start, the at-branch page or the confirmation), the
 * one-time notice, and the session cookie to send back.
 */
import { redirect } from "@remix-run/node";
import type { Reservation } from "~/models/reservations.server";
import { commitSession, type AppSession } from "./session.server";
import { flashChangeNotice, requireChangeContext, takeChangeNotice, type ChangeActor } from "./change-access.server";
import { atBranchPath, extendStartPath, stepForDifference } from "./extend-booking";
import { EXTEND_MESSAGES, EXTEND_PATHS } from "./extend-booking-text";
import { extendState, type ExtendInProgress } from "./extend-booking.server";
import { NO_STORE } from "./cache-control";

export async function sessionHeaders(session: AppSession): Promise<Headers> {
  const headers = new Headers(NO_STORE);
  headers.append("Set-Cookie", await commitSession(session));
  return headers;
}

export async function redirectWith(session: AppSession, to: string): Promise<Response> {
  return redirect(to, { headers: await sessionHeaders(session) });
}

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
  if (state.kind === "done") throw await redirectWith(session, EXTEND_PATHS.confirmation);
  if (state.kind === "at-branch") throw await redirectWith(session, atBranchPath(state.reason));
  if (state.kind === "start") {
    if (state.notice) flashChangeNotice(session, "extend", state.notice);
    throw await redirectWith(session, extendStartPath(reservation.reference));
  }
  if (needs.agreed && !state.detail.agreed) {
    flashChangeNotice(session, "extend", EXTEND_MESSAGES.agreeFirst);
    throw await redirectWith(session, EXTEND_PATHS.agreement);
  }
  if (needs.page && stepForDifference(state.detail.difference) !== needs.page) {
    throw await redirectWith(session, stepForDifference(state.detail.difference));
  }
  return { ...state, reservation, actor: context.actor, session, notice: takeChangeNotice(session, "extend") };
}

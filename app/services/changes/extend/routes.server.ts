/**
 * What every page of the extend flow after the start does first: the booking in hand (else the
 * start), the change in progress (else the start, the at-branch page or the confirmation), the
 * one-time notice, and the session cookie to send back.
 */
import type { Reservation } from "~/models/reservations/reservations.server";
import { type AppSession, redirectWithSession } from "../../platform/session.server";
import {
  flashChangeNotice,
  requireChangeContext,
  takeChangeNotice,
  type ChangeActor,
} from "../access.server";
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

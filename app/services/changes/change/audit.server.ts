/**
 * Every applied change of a booking (extras, cover, flight number: by its customer, by the
 * agent's account, or by staff at the counter with any price override and its reason) is a line of the back office's audit log (/admin/audit/), the same log as
 * staff's changes: who (the agent account, else the customer's account, else the email on the
 * booking), the booking, the values before and after, and what changed with the money moved.
 */
import { findBusinessUserByAgentId } from "~/models/accounts/business.server";
import { findUserById } from "~/models/accounts/users.server";
import { insertAuditEvent } from "~/models/operations/audit-events.server";
import type { Reservation } from "~/models/reservations/reservations.server";
import { formatMoney } from "../../platform/money";
import type { ChangeActor, ChangeStaff } from "../access.server";
import type { ChangeChoice, ChangeDetail, ChangeOverride } from "./rules";
import { log } from "~/log.server";

/** The audit log's action for a booking changed online. */
export const BOOKING_CHANGE_AUDIT_ACTION = "booking.change";

/** Who changed the booking, as the audit log names people: a user id when they have one, an email. */
export async function changeAuditActor(
  reservation: Pick<Reservation, "agentId" | "userId" | "customerDetails">,
  actor: ChangeActor,
  by: ChangeStaff | null = null,
): Promise<{ userId: string | null; email: string }> {
  if (actor === "staff" && by) return by;
  if (actor === "agent" && reservation.agentId) {
    const agent = await findBusinessUserByAgentId(reservation.agentId);
    if (agent) return agent;
  }
  if (reservation.userId) {
    const user = await findUserById(reservation.userId);
    if (user) return { userId: user.id, email: user.email };
  }
  return { userId: null, email: reservation.customerDetails?.email ?? actor };
}

const choiceValues = (choice: ChangeChoice, total: number) => ({
  extras: choice.extras.map((extra) => `${extra.code} × ${extra.quantity}`).join(", "),
  cover: choice.insuranceCode,
  flightNumber: choice.flightNumber ?? "",
  total: formatMoney(total),
});

/**
 * Writes the `booking.change` audit line of an applied change (the change flow's, or the extend
 * flow's new drop-off): what it was and is, any price override with its reason, and the history
 * note. A failure is logged, never undoes the change.
 */
export async function recordBookingChangeAudit(
  reservation: Reservation,
  who: { actor: ChangeActor; by?: ChangeStaff | null },
  values: {
    before: Record<string, unknown>;
    after: Record<string, unknown>;
    override?: ChangeOverride | null;
  },
  note: string,
  now: Date,
): Promise<void> {
  const { override } = values;
  try {
    const actor = await changeAuditActor(reservation, who.actor, who.by ?? null);
    await insertAuditEvent({
      actorUserId: actor.userId,
      actorEmail: actor.email,
      action: BOOKING_CHANGE_AUDIT_ACTION,
      entityType: "reservation",
      entityId: reservation.id,
      branchId: reservation.pickupBranchId,
      before: values.before,
      after: override
        ? {
            ...values.after,
            override: `${formatMoney(override.pricedTotal)} → ${formatMoney(override.total)}`,
            overrideReason: override.reason,
          }
        : values.after,
      reason: override ? `${note}; ${override.reason}` : note,
      occurredAt: now,
    });
  } catch (error) {
    log.error({ err: error }, `The audit line of the change of ${reservation.reference} was not written`);
  }
}

/** The audit line of an applied change of the change flow. */
export function recordChangeAudit(
  reservation: Reservation,
  actor: ChangeActor,
  detail: ChangeDetail,
  note: string,
  now: Date,
  by: ChangeStaff | null = null,
): Promise<void> {
  return recordBookingChangeAudit(
    reservation,
    { actor, by },
    {
      before: choiceValues(detail.from, detail.oldTotal),
      after: choiceValues(detail.to, detail.newTotal),
      override: detail.override,
    },
    note,
    now,
  );
}

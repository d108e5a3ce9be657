/**
 * Every applied new drop-off (online by the customer, or by staff at the counter with any price
 * override and its reason) is a line of the back office's audit log, with the change flow's own
 * action (`booking.change`) and actor (change/audit.server.ts): the drop-off and total before and
 * after, and the history note.
 */
import { insertAuditEvent } from "~/models/operations/audit-events.server";
import type { Reservation } from "~/models/reservations/reservations.server";
import { formatMoney } from "../../platform/money";
import type { ChangeActor, ChangeStaff } from "../access.server";
import { BOOKING_CHANGE_AUDIT_ACTION, changeAuditActor } from "../change/audit.server";
import { whenText, type ExtendDetail } from "./rules";

/** Writes the audit line of an applied new drop-off; a failure is logged, never undoes it. */
export async function recordExtensionAudit(
  reservation: Reservation,
  actor: ChangeActor,
  detail: ExtendDetail,
  note: string,
  now: Date,
  by: ChangeStaff | null = null,
): Promise<void> {
  try {
    const who = await changeAuditActor(reservation, actor, by);
    const override = detail.override
      ? {
          override: `${formatMoney(detail.override.pricedTotal)} → ${formatMoney(detail.override.total)}`,
          overrideReason: detail.override.reason,
        }
      : {};
    await insertAuditEvent({
      actorUserId: who.userId,
      actorEmail: who.email,
      action: BOOKING_CHANGE_AUDIT_ACTION,
      entityType: "reservation",
      entityId: reservation.id,
      branchId: reservation.pickupBranchId,
      before: { dropOff: whenText(new Date(detail.oldDropOffAt)), total: formatMoney(detail.oldTotal) },
      after: {
        dropOff: whenText(new Date(detail.newDropOffAt)),
        total: formatMoney(detail.newTotal),
        ...override,
      },
      reason: detail.override ? `${note}; ${detail.override.reason}` : note,
      occurredAt: now,
    });
  } catch (error) {
    console.error(`The audit line of the new drop-off of ${reservation.reference} was not written:`, error);
  }
}

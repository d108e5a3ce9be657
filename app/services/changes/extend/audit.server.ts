/**
 * Every applied new drop-off (online by the customer, or by staff at the counter with any price
 * override and its reason) is a line of the back office's audit log, with the change flow's own
 * action (`booking.change`) and actor (change/audit.server.ts): the drop-off and total before and
 * after, and the history note.
 */
import type { Reservation } from "~/models/reservations/reservations.server";
import { formatMoney } from "../../platform/money";
import type { ChangeActor, ChangeStaff } from "../access.server";
import { recordBookingChangeAudit } from "../change/audit.server";
import { whenText, type ExtendDetail } from "./rules";

/** The audit line of an applied new drop-off (change/audit.server.ts writes it). */
export function recordExtensionAudit(
  reservation: Reservation,
  actor: ChangeActor,
  detail: ExtendDetail,
  note: string,
  now: Date,
  by: ChangeStaff | null = null,
): Promise<void> {
  return recordBookingChangeAudit(
    reservation,
    { actor, by },
    {
      before: { dropOff: whenText(new Date(detail.oldDropOffAt)), total: formatMoney(detail.oldTotal) },
      after: { dropOff: whenText(new Date(detail.newDropOffAt)), total: formatMoney(detail.newTotal) },
      override: detail.override,
    },
    note,
    now,
  );
}

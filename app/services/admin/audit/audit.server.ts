import { insertAuditEvent, type NewAuditEvent } from "~/models/audit-events.server";
import type { DbExecutor } from "~/models/car-classes.server";

/**
 * The audit log (issue 21): every back-office change is written with who made it, when, what,
 * and the values before and after. Pass the change's transaction as `executor` so that the
 * change and its line in the log are written together or not at all.
 */
export type AuditActor = { id: string; email: string };
export type AuditEntry = Omit<NewAuditEvent, "actorUserId" | "actorEmail">;

export async function recordAudit(
  actor: AuditActor,
  entry: AuditEntry,
  executor?: DbExecutor,
): Promise<void> {
  await insertAuditEvent({ ...entry, actorUserId: actor.id, actorEmail: actor.email }, executor);
}

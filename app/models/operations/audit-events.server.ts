import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL } from "drizzle-orm";
import { getDb } from "../db.server";
import type { DbExecutor } from "../catalog/car-classes.server";
import { auditEvents, type AuditValue } from "../schema";

export type AuditEvent = typeof auditEvents.$inferSelect;
export type NewAuditEvent = {
  actorUserId: string | null;
  actorEmail: string;
  action: string;
  entityType: string;
  entityId: string;
  branchId?: number | null;
  before?: AuditValue;
  after?: AuditValue;
  reason?: string | null;
  occurredAt?: Date;
};

/** Appends one event; pass the transaction of the change so that both are written or neither. */
export async function insertAuditEvent(event: NewAuditEvent, executor?: DbExecutor): Promise<void> {
  const db = executor ?? (await getDb());
  await db.insert(auditEvents).values({
    actorUserId: event.actorUserId,
    actorEmail: event.actorEmail,
    action: event.action,
    entityType: event.entityType,
    entityId: event.entityId,
    branchId: event.branchId ?? null,
    before: event.before ?? null,
    after: event.after ?? null,
    reason: event.reason ?? null,
    ...(event.occurredAt ? { occurredAt: event.occurredAt } : {}),
  });
}

export type AuditFilter = {
  /** Only events of these branches or of no branch (null: every event). */
  branchIds?: number[] | null;
  entityType?: string;
  entityId?: string;
  action?: string;
  actorUserId?: string;
  /** Who, by the address they had then (kept even when the account goes). */
  actorEmail?: string;
  from?: Date;
  to?: Date;
  limit?: number;
  offset?: number;
};

function whereOf(filter: AuditFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.entityType ? eq(auditEvents.entityType, filter.entityType) : undefined,
    filter.entityId ? eq(auditEvents.entityId, filter.entityId) : undefined,
    filter.action ? eq(auditEvents.action, filter.action) : undefined,
    filter.actorUserId ? eq(auditEvents.actorUserId, filter.actorUserId) : undefined,
    filter.actorEmail ? eq(auditEvents.actorEmail, filter.actorEmail) : undefined,
    filter.from ? gte(auditEvents.occurredAt, filter.from) : undefined,
    filter.to ? lt(auditEvents.occurredAt, filter.to) : undefined,
    filter.branchIds
      ? filter.branchIds.length > 0
        ? or(inArray(auditEvents.branchId, filter.branchIds))
        : eq(auditEvents.branchId, -1)
      : undefined,
  ];
  return and(...conditions);
}

/** Newest first (audit_events_occurred_idx). */
export async function listAuditEvents(filter: AuditFilter = {}): Promise<AuditEvent[]> {
  const db = await getDb();
  return db
    .select()
    .from(auditEvents)
    .where(whereOf(filter))
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(filter.limit ?? 100)
    .offset(filter.offset ?? 0);
}

/** How many events a filter matches (limit and offset ignored). */
export async function countAuditEvents(filter: AuditFilter = {}): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ total: count() }).from(auditEvents).where(whereOf(filter));
  return Number(row?.total ?? 0);
}

/** The actions, entity types and people that appear in the log: the filter's choices. */
export async function auditFilterChoices(): Promise<{
  actions: string[];
  entityTypes: string[];
  actors: string[];
}> {
  const db = await getDb();
  const [actions, entityTypes, actors] = await Promise.all([
    db.selectDistinct({ value: auditEvents.action }).from(auditEvents).orderBy(asc(auditEvents.action)),
    db
      .selectDistinct({ value: auditEvents.entityType })
      .from(auditEvents)
      .orderBy(asc(auditEvents.entityType)),
    db
      .selectDistinct({ value: auditEvents.actorEmail })
      .from(auditEvents)
      .orderBy(asc(auditEvents.actorEmail)),
  ]);
  return {
    actions: actions.map((row) => row.value),
    entityTypes: entityTypes.map((row) => row.value),
    actors: actors.map((row) => row.value),
  };
}

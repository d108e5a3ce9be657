import {
  auditFilterChoices,
  countAuditEvents,
  insertAuditEvent,
  listAuditEvents,
  type NewAuditEvent,
} from "~/models/operations/audit-events.server";
import type { DbExecutor } from "~/models/catalog/car-classes.server";
import { listBranchChoices } from "~/models/accounts/staff.server";
import { reservationReferences } from "~/models/reservations/reservations.server";
import { formatNzDateTime, fromNewZealand } from "../../platform/dates";
import { pageCountOf, parsePageParam } from "../../platform/pagination";
import { ADMIN_PATHS } from "../access/constants";
import { adminBookingPath } from "../fleet/paths";
import { notFound } from "../../platform/http-status";
import {
  AUDIT_PAGE_SIZE,
  auditPageHref,
  fieldChanges,
  nextDay,
  parseAuditFilter,
  type AuditFilterErrors,
  type AuditFilterForm,
  type FieldChange,
} from "./rules";

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

export type AuditLine = {
  id: string;
  occurredAt: string;
  /** "Fri 27 Nov 2026, 9:05 AM", New Zealand time. */
  when: string;
  actorEmail: string;
  action: string;
  entityType: string;
  entityId: string;
  /** How the record is named: a booking by its reservation number (and its page), else its id. */
  entityLabel: string;
  entityHref: string | null;
  branchId: number | null;
  /** The branch's name, when the change belongs to a branch. */
  branch: string | null;
  reason: string | null;
  changes: FieldChange[];
};

export type AuditLogPage = {
  form: AuditFilterForm;
  errors: AuditFilterErrors;
  choices: { actions: string[]; entityTypes: string[]; actors: string[] };
  lines: AuditLine[];
  total: number;
  page: number;
  pageCount: number;
  previous: string | null;
  next: string | null;
};

/**
 * /admin/audit/: one page of the log for the GET filter (action, record type, person, dates),
 * newest first. A page number that is not one, or past the last page, is the site's 404.
 */
export async function auditLogPage(request: Request): Promise<AuditLogPage> {
  const params = new URL(request.url).searchParams;
  const choices = await auditFilterChoices();
  const { form, errors, query } = parseAuditFilter(params, choices);
  const wanted = parsePageParam(params.get("page"));
  if (wanted.kind === "invalid") throw notFound();
  const page = wanted.kind === "page" ? wanted.page : 1;
  const empty = {
    form,
    errors,
    choices,
    lines: [],
    total: 0,
    page: 1,
    pageCount: 1,
    previous: null,
    next: null,
  };
  if (!query) return empty;
  const filter = {
    action: query.action,
    entityType: query.entityType,
    actorEmail: query.actorEmail,
    from: query.from ? fromNewZealand(query.from, "00:00") : undefined,
    to: query.to ? fromNewZealand(nextDay(query.to), "00:00") : undefined,
  };
  const total = await countAuditEvents(filter);
  const pageCount = pageCountOf(total, AUDIT_PAGE_SIZE);
  if (page > pageCount) throw notFound();
  const [events, branches] = await Promise.all([
    listAuditEvents({ ...filter, limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE }),
    listBranchChoices(),
  ]);
  const references = await reservationReferences(
    events.filter((event) => event.entityType === "reservation").map((event) => event.entityId),
  );
  const branchName = new Map(branches.map((branch) => [branch.id, branch.name]));
  return {
    form,
    errors,
    choices,
    total,
    page,
    pageCount,
    previous: page > 1 ? auditPageHref(ADMIN_PATHS.audit, form, page - 1) : null,
    next: page < pageCount ? auditPageHref(ADMIN_PATHS.audit, form, page + 1) : null,
    lines: events.map((event) => {
      const reference = event.entityType === "reservation" ? references.get(event.entityId) : undefined;
      return {
        id: event.id,
        occurredAt: event.occurredAt.toISOString(),
        when: formatNzDateTime(event.occurredAt),
        actorEmail: event.actorEmail,
        action: event.action,
        entityType: event.entityType,
        entityId: event.entityId,
        entityLabel: reference ?? event.entityId,
        entityHref: reference ? adminBookingPath(reference) : null,
        branchId: event.branchId,
        branch: event.branchId === null ? null : (branchName.get(event.branchId) ?? String(event.branchId)),
        reason: event.reason,
        changes: fieldChanges(event.before, event.after),
      };
    }),
  };
}

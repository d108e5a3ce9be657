import dayjs from "dayjs";
import { parseCalendarDate } from "../../platform/dates";
import { AUDIT_MESSAGES, AUDIT_TEXT } from "./text";

/**
 * The audit log's pure rules (issue 21 item 9): reading the GET filter and showing a change's
 * before and after side by side.
 */

/** Changes per page of the log. */
export const AUDIT_PAGE_SIZE = 50;

export type AuditFilterForm = { action: string; entity: string; person: string; from: string; to: string };
export type AuditFilterErrors = Partial<Record<keyof AuditFilterForm, string>>;
export type AuditChoices = {
  actions: readonly string[];
  entityTypes: readonly string[];
  actors: readonly string[];
};
/** Dates as New Zealand calendar dates; `to` included. */
export type AuditQuery = {
  action?: string;
  entityType?: string;
  actorEmail?: string;
  from?: string;
  to?: string;
};

const FIELDS = ["action", "entity", "person", "from", "to"] as const;

/** The filter of a query string: each value checked against the log's own choices and the calendar. */
export function parseAuditFilter(
  params: URLSearchParams,
  choices: AuditChoices,
): { form: AuditFilterForm; errors: AuditFilterErrors; query: AuditQuery | null } {
  const form = Object.fromEntries(
    FIELDS.map((field) => [field, (params.get(field) ?? "").trim().slice(0, 254)]),
  ) as AuditFilterForm;
  const errors: AuditFilterErrors = {};
  const pick = (field: "action" | "entity" | "person", allowed: readonly string[]) => {
    if (form[field] === "") return undefined;
    if (!allowed.includes(form[field])) {
      // A value no event has: nothing can match, but say so rather than show an empty log.
      errors[field] = AUDIT_MESSAGES.choiceInvalid;
      return undefined;
    }
    return form[field];
  };
  const action = pick("action", choices.actions);
  const entityType = pick("entity", choices.entityTypes);
  const actorEmail = pick("person", choices.actors);
  const from = form.from ? parseCalendarDate(form.from) : null;
  const to = form.to ? parseCalendarDate(form.to) : null;
  if (form.from && !from) errors.from = AUDIT_MESSAGES.dateInvalid;
  if (form.to && !to) errors.to = AUDIT_MESSAGES.dateInvalid;
  if (from && to && to < from) errors.to = AUDIT_MESSAGES.toBeforeFrom;
  if (Object.keys(errors).length > 0) return { form, errors, query: null };
  return {
    form,
    errors,
    query: {
      ...(action ? { action } : {}),
      ...(entityType ? { entityType } : {}),
      ...(actorEmail ? { actorEmail } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    },
  };
}

/** The day after a calendar date (the end of an inclusive `to`). */
export function nextDay(date: string): string {
  return dayjs(date).add(1, "day").format("YYYY-MM-DD");
}

/** A link to another page of the log with the same filter; page 1 is the bare filter. */
export function auditPageHref(basePath: string, form: AuditFilterForm, page: number): string {
  const params = new URLSearchParams();
  for (const field of FIELDS) if (form[field]) params.set(field, form[field]);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}

/** A value of a before or after as text: nothing is a dash, lists and records as compact JSON. */
export function auditValueText(value: unknown): string {
  if (value === undefined || value === null || value === "") return AUDIT_TEXT.empty;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== "object" || item === null))
    return value.length === 0 ? AUDIT_TEXT.empty : value.map((item) => String(item)).join(", ");
  return JSON.stringify(value);
}

export type FieldChange = { field: string; before: string; after: string; changed: boolean };

/**
 * A change's fields side by side: every field of either side, in the order they first appear,
 * the changed ones marked. A creation has no before, a removal no after.
 */
export function fieldChanges(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => {
    const old = before ? before[field] : undefined;
    const now = after ? after[field] : undefined;
    return {
      field,
      before: auditValueText(old),
      after: auditValueText(now),
      changed: JSON.stringify(old ?? null) !== JSON.stringify(now ?? null),
    };
  });
}

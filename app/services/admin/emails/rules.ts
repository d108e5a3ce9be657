import type { OutboxStatus } from "~/models/operations/mail-outbox.server";
import { EMAILS_MESSAGES } from "./text";

export type { OutboxStatus };

/** The back office's emails pages (issue 33): the GET filter, the pages, a message's parts. */

/** Emails per page of the list. */
export const EMAILS_PAGE_SIZE = 50;

/** The states a message may be in, as the filter offers them (the order of the list). */
export const OUTBOX_STATUSES: readonly OutboxStatus[] = ["failed", "pending", "sent", "kept"];

/** States a resend applies to. */
export const RESENDABLE_STATUSES: readonly string[] = ["failed", "pending"];

export type EmailFilterForm = { status: string; to: string };
export type EmailFilterErrors = Partial<Record<keyof EmailFilterForm, string>>;
export type EmailQuery = { status?: OutboxStatus; to?: string };

const ADDRESS = /^[^\s@]+@[^\s@]+$/;

/** The filter of a query string: a state of the list, a whole address (compared lower-cased). */
export function parseEmailFilter(params: URLSearchParams): {
  form: EmailFilterForm;
  errors: EmailFilterErrors;
  query: EmailQuery | null;
} {
  const form = {
    status: (params.get("status") ?? "").trim().slice(0, 20),
    to: (params.get("to") ?? "").trim().toLowerCase().slice(0, 254),
  };
  const errors: EmailFilterErrors = {};
  const status = OUTBOX_STATUSES.find((value) => value === form.status);
  if (form.status && !status) errors.status = EMAILS_MESSAGES.choiceInvalid;
  if (form.to && !ADDRESS.test(form.to)) errors.to = EMAILS_MESSAGES.addressInvalid;
  if (Object.keys(errors).length > 0) return { form, errors, query: null };
  return { form, errors, query: { ...(status ? { status } : {}), ...(form.to ? { to: form.to } : {}) } };
}

/** A link to a page of the list with the same filter; page 1 is the bare filter. */
export function emailsPageHref(basePath: string, form: EmailFilterForm, page: number): string {
  const params = new URLSearchParams();
  if (form.status) params.set("status", form.status);
  if (form.to) params.set("to", form.to);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}

/**
 * The policy of an email's HTML shown in the back office, on top of the iframe's `sandbox` (which
 * already stops scripts, forms, pop-ups and the page's own origin): nothing is fetched from
 * anywhere (no tracking pixel learns that Admin opened it), inline styles and data: images only.
 */
export const EMAIL_PREVIEW_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";

/**
 * The document the iframe's `srcdoc` shows: the policy first, so that the parser puts it in the
 * head whatever the email's own markup (a <meta> before <html> opens the head).
 */
export function emailPreviewDocument(html: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${EMAIL_PREVIEW_CSP}">${html}`;
}

import { getConfig } from "~/config.server";
import {
  countOutbox,
  findOutboxMessage,
  listOutboxPage,
  type OutboxAttachment,
  type OutboxMessage,
  type OutboxStatus,
} from "~/models/operations/mail-outbox.server";
import { formatNzDateTime } from "../../platform/dates";
import { notFound } from "../../platform/http-status";
import { resendMail } from "../../platform/mail-delivery.server";
import { isUuid } from "../../platform/validators";
import { pageCountOf, parsePageParam } from "../../platform/pagination";
import { ADMIN_PATHS } from "../access/constants";
import type { SignedInStaff } from "../access/guard.server";
import { recordAudit } from "../audit/audit.server";
import {
  EMAILS_PAGE_SIZE,
  emailPreviewDocument,
  emailsPageHref,
  parseEmailFilter,
  RESENDABLE_STATUSES,
  type EmailFilterErrors,
  type EmailFilterForm,
} from "./rules";
import { EMAILS_MESSAGES } from "./text";

/**
 * The back office's emails (issue 33): reading the mail outbox, and Admin's resend of a failed or
 * pending message through the job worker (`resendMail`).
 */

/** The page of one message. */
export const adminEmailPath = (id: string) => `${ADMIN_PATHS.emails}${id}/`;

const when = (date: Date | null) => (date ? { at: date.toISOString(), text: formatNzDateTime(date) } : null);

export type EmailLine = {
  id: string;
  href: string;
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  /** When it failed, was sent, or was written (in that order of interest). */
  when: { at: string; text: string };
};

export type EmailsPage = {
  /** Without SMTP_URL the outbox is the transport: nothing is sent. */
  smtp: boolean;
  form: EmailFilterForm;
  errors: EmailFilterErrors;
  lines: EmailLine[];
  total: number;
  page: number;
  pageCount: number;
  previous: string | null;
  next: string | null;
};

/**
 * /admin/emails/: one page of the outbox for the GET filter (state, recipient), failed and
 * pending first. A page number that is not one, or past the last page, is the site's 404.
 */
export async function emailsPage(request: Request): Promise<EmailsPage> {
  const params = new URL(request.url).searchParams;
  const { form, errors, query } = parseEmailFilter(params);
  const wanted = parsePageParam(params.get("page"));
  if (wanted.kind === "invalid") throw notFound();
  const page = wanted.kind === "page" ? wanted.page : 1;
  const smtp = Boolean(getConfig().mail.smtpUrl);
  const base = { smtp, form, errors, page: 1, pageCount: 1, previous: null, next: null };
  if (!query) return { ...base, lines: [], total: 0 };
  const total = await countOutbox(query);
  const pageCount = pageCountOf(total, EMAILS_PAGE_SIZE);
  if (page > pageCount) throw notFound();
  const rows = await listOutboxPage(query, {
    limit: EMAILS_PAGE_SIZE,
    offset: (page - 1) * EMAILS_PAGE_SIZE,
  });
  return {
    ...base,
    total,
    page,
    pageCount,
    previous: page > 1 ? emailsPageHref(ADMIN_PATHS.emails, form, page - 1) : null,
    next: page < pageCount ? emailsPageHref(ADMIN_PATHS.emails, form, page + 1) : null,
    lines: rows.map((row) => ({
      id: row.id,
      href: adminEmailPath(row.id),
      to: row.to,
      subject: row.subject,
      status: row.status as OutboxStatus,
      attempts: row.attempts,
      lastError: row.lastError,
      when: when(row.failedAt ?? row.sentAt ?? row.createdAt)!,
    })),
  };
}

/** The message of a page's id, or the site's 404 (an id that is not a uuid included). */
export async function outboxMessageOr404(id: string | undefined): Promise<OutboxMessage> {
  if (!isUuid(id)) throw notFound();
  const message = await findOutboxMessage(id);
  if (!message) throw notFound();
  return message;
}

/** The size of an attachment's file in bytes (base64 content decoded). */
export function attachmentBytes(attachment: OutboxAttachment): number {
  const content = attachment.content ?? "";
  return attachment.encoding === "base64"
    ? Buffer.from(content, "base64").length
    : Buffer.byteLength(content, "utf8");
}

export type EmailMessagePage = {
  smtp: boolean;
  id: string;
  from: string;
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  written: { at: string; text: string };
  sent: { at: string; text: string } | null;
  failed: { at: string; text: string } | null;
  textBody: string;
  /** The HTML part as the iframe's srcdoc (with the preview's policy), or null. */
  htmlPreview: string | null;
  /** Names, types and sizes only: the files themselves stay on the server. */
  attachments: { filename: string; contentType: string; bytes: number }[];
  resendable: boolean;
};

/** /admin/emails/<id>/: the message's headers, its parts, its attachments' names and sizes. */
export function emailMessagePage(message: OutboxMessage): EmailMessagePage {
  const smtp = Boolean(getConfig().mail.smtpUrl);
  return {
    smtp,
    id: message.id,
    from: message.from ?? getConfig().mail.from,
    to: message.to,
    subject: message.subject,
    status: message.status as OutboxStatus,
    attempts: message.attempts,
    lastError: message.lastError,
    written: when(message.createdAt)!,
    sent: when(message.sentAt),
    failed: when(message.failedAt),
    textBody: message.textBody,
    htmlPreview: message.htmlBody ? emailPreviewDocument(message.htmlBody) : null,
    attachments: (message.attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      bytes: attachmentBytes(attachment),
    })),
    resendable: smtp && RESENDABLE_STATUSES.includes(message.status),
  };
}

export type ResendAnswer = { ok: true } | { ok: false; status: 409; message: string };

/**
 * Admin's resend: back to pending with a new job (`resendMail`), written to the audit log. Refused
 * without a mail server (the outbox is the transport: nothing to resend), for a message no longer
 * failed or pending (sent meanwhile), and for a pending one whose job is still waiting or sending
 * (a double submit, or a second Admin: resending it could send it twice).
 */
export async function resendEmail(
  staff: SignedInStaff,
  message: OutboxMessage,
  now: Date = new Date(),
): Promise<ResendAnswer> {
  if (!getConfig().mail.smtpUrl) return { ok: false, status: 409, message: EMAILS_MESSAGES.noSmtp };
  if (!RESENDABLE_STATUSES.includes(message.status))
    return { ok: false, status: 409, message: EMAILS_MESSAGES.notResendable };
  if (!(await resendMail(message.id))) {
    const current = await findOutboxMessage(message.id);
    return {
      ok: false,
      status: 409,
      message: current?.status === "pending" ? EMAILS_MESSAGES.alreadyQueued : EMAILS_MESSAGES.notResendable,
    };
  }
  await recordAudit(staff, {
    action: "email.resend",
    entityType: "email",
    entityId: message.id,
    branchId: null,
    before: { status: message.status, attempts: message.attempts },
    after: { status: "pending" },
    occurredAt: now,
  });
  return { ok: true };
}

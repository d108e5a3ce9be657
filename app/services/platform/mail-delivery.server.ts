import { randomUUID } from "node:crypto";
import nodemailer, { type Transporter } from "nodemailer";
import { getConfig } from "~/config.server";
import { inTransactionWithSql, type Database } from "~/models/db.server";
import {
  addToOutbox,
  findOutboxMessage,
  markOutboxMessagePending,
  markOutboxMessageSent,
  recordOutboxFailure,
  type OutboxAttachment,
  type OutboxMessage,
} from "~/models/operations/mail-outbox.server";
import { JOB_SCHEMA, queueSender, type QueueDefinition } from "./jobs/queue.server";
import { mailFailed, mailSent } from "./metrics.server";
import type { JobAttempt } from "./jobs/worker.server";

/**
 * Mail through the job worker (ADR 0088). A message to send is a `pending` row of mail_outbox and
 * a job naming it, committed together; the worker's job sends it by SMTP and marks it sent, or
 * counts the failure and lets the queue try again later (after 30-60 s, then about twice as long
 * each time: the ninth and last try comes two to four hours after the first), then marks it failed.
 */
export const MAIL_QUEUE: QueueDefinition = {
  name: "mail",
  retryLimit: 8,
  retryDelaySeconds: 30,
  retryBackoff: true,
  // Well above the SMTP timeouts below: a job still active after this its process has died.
  expireInSeconds: 180,
};

/** A mail server that never answers costs a job this long, never a visitor's request. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

type QueuedMessage = {
  from: string;
  to: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  attachments: OutboxAttachment[];
};

/**
 * What sendMail may write in the message's own transaction, before the message: false sends
 * nothing (the transaction is rolled back), so a record such as "this reminder was sent" and the
 * message are committed together or not at all (ADR 0091).
 */
export type MailAlongside = (tx: Database) => Promise<boolean>;

/**
 * Writes the message and the job that sends it in one transaction (sendMail, with SMTP_URL), with
 * what `alongside` writes; null when `alongside` declined.
 */
export async function queueForDelivery(
  message: QueuedMessage,
  alongside?: MailAlongside,
): Promise<OutboxMessage | null> {
  const send = await queueSender(MAIL_QUEUE);
  return inTransactionWithSql(async (tx, runner) => {
    if (alongside && !(await alongside(tx))) return null;
    const jobId = randomUUID();
    const row = await addToOutbox({ ...message, status: "pending", jobId }, tx);
    await send({ outboxId: row.id }, { runner, id: jobId });
    return row;
  });
}

/**
 * Admin's resend of a failed message, or of a pending one whose job is gone from the queue: back
 * to pending with a new job (an older job then finds the message no longer its own). False when
 * there is no such message, its job may be sending it now, or there is no mail server.
 */
export async function resendMail(outboxId: string): Promise<boolean> {
  if (!getConfig().mail.smtpUrl) return false;
  const send = await queueSender(MAIL_QUEUE);
  return inTransactionWithSql(async (tx, runner) => {
    const jobId = randomUUID();
    if (!(await markOutboxMessagePending(outboxId, jobId, tx, JOB_SCHEMA))) return false;
    await send({ outboxId }, { runner, id: jobId });
    return true;
  });
}

let smtp: { url: string; transport: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (smtp?.url !== url) smtp = { url, transport: nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }) };
  return smtp.transport;
}

/** The domain of the From address, for Message-IDs ("GO Rentals <noreply@x.nz>" → "x.nz"). */
function fromDomain(from: string): string {
  return /@([^\s>]+)/.exec(from)?.[1] ?? "localhost";
}

/** An SMTP failure as the outbox keeps it: the server's answer or the error's message. */
function failureText(error: unknown): string {
  if (error instanceof Error) {
    const response = (error as Error & { response?: unknown }).response;
    return typeof response === "string" && response ? response : error.message;
  }
  return String(error);
}

/** A failed try's kind, for the metrics: never the error's text (it may quote an address). */
function failureKind(error: unknown): "refused" | "timeout" | "connection" | "other" {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === "number") return "refused";
  if (code === "ETIMEDOUT") return "timeout";
  if (typeof code === "string" && /^(ECONNECTION|ECONNREFUSED|ECONNRESET|ESOCKET|EDNS|ENOTFOUND)$/.test(code))
    return "connection";
  return "other";
}

/**
 * The mail queue's job: sends the message it names by SMTP. Nothing to do when the message is no
 * longer this job's to send (sent, or resent by another job). The Message-ID is the message's own,
 * the same on every try, so a receiving server that saw a try whose answer was lost can tell.
 */
export async function deliverQueuedMail(data: { outboxId?: unknown }, attempt: JobAttempt): Promise<void> {
  if (typeof data.outboxId !== "string") return;
  const message = await findOutboxMessage(data.outboxId);
  if (!message || message.status !== "pending" || message.jobId !== attempt.id) return;
  const { smtpUrl } = getConfig().mail;
  try {
    if (!smtpUrl) throw new Error("No SMTP server is configured (SMTP_URL)");
    await smtpTransport(smtpUrl).sendMail({
      from: message.from ?? getConfig().mail.from,
      to: message.to,
      subject: message.subject,
      text: message.textBody,
      html: message.htmlBody ?? undefined,
      messageId: `<${message.id}@${fromDomain(message.from ?? getConfig().mail.from)}>`,
      date: message.createdAt,
      attachments: (message.attachments ?? []).map(({ filename, contentType, content, encoding }) => ({
        filename,
        contentType,
        content,
        encoding,
      })),
    });
  } catch (error) {
    await recordOutboxFailure(message.id, attempt.id, failureText(error), attempt.final);
    mailFailed.inc({ reason: attempt.final ? "final" : failureKind(error) });
    throw error;
  }
  await markOutboxMessageSent(message.id, attempt.id);
  mailSent.inc();
}

import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { getConfig } from "~/config.server";
import { log } from "~/log.server";
import {
  addToOutbox,
  type OutboxAttachment,
  type OutboxMessage,
} from "~/models/operations/mail-outbox.server";
import { inTransactionWithSql } from "~/models/db.server";
import { queueForDelivery, type MailAlongside } from "./mail-delivery.server";

export type { MailAlongside };

/** A file sent with a message (a booking's calendar file, a PDF in base64), kept in the outbox. */
export type MailAttachment = OutboxAttachment;

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};

/** A message as the outbox keeps it, with the files it carries. */
export type SentMail = OutboxMessage & { attachments: MailAttachment[] };

/**
 * Sends a message, without waiting for any mail server (ADR 0088). The message is written to the
 * mail_outbox table; with SMTP_URL, in the same transaction, so is the job that sends it (the job
 * worker tries again with backoff, then marks it failed for the back office's emails page); without
 * it the outbox is the transport (`kept`). With MAIL_DIR it is also written there as a JSON file
 * (what the end-to-end tests read).
 *
 * With `alongside`, the message is written in one transaction with what `alongside` writes first,
 * and only if it answers true (a reminder's "sent once" record, ADR 0091); null when it declined.
 */
export async function sendMail(message: MailMessage): Promise<SentMail>;
export async function sendMail(message: MailMessage, alongside: MailAlongside): Promise<SentMail | null>;
export async function sendMail(message: MailMessage, alongside?: MailAlongside): Promise<SentMail | null> {
  const { mail } = getConfig();
  const outboxMessage = {
    from: mail.from,
    to: message.to.trim().toLowerCase(),
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
    attachments: message.attachments ?? [],
  };
  const kept = { ...outboxMessage, status: "kept" as const, jobId: null };
  const row = mail.smtpUrl
    ? await queueForDelivery(outboxMessage, alongside)
    : alongside
      ? await inTransactionWithSql(async (tx) => ((await alongside(tx)) ? addToOutbox(kept, tx) : null))
      : await addToOutbox(kept);
  if (!row) return null;
  if (mail.dir) await writeToMailDir(mail.dir, row, outboxMessage.attachments);
  return { ...row, attachments: outboxMessage.attachments };
}

/** The file outbox: one JSON file per message, named so that a listing is in sending order. */
async function writeToMailDir(dir: string, row: OutboxMessage, attachments: MailAttachment[]): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    const name = `${row.createdAt.toISOString().replace(/[:.]/g, "-")}-${row.id}.json`;
    const body = {
      id: row.id,
      from: row.from,
      to: row.to,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      attachments,
      createdAt: row.createdAt,
    };
    await writeFile(path.join(dir, name), JSON.stringify(body, null, 2));
  } catch (error) {
    log.error({ err: error, outboxId: row.id }, "an email could not be written to MAIL_DIR");
  }
}

import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { getConfig } from "~/config.server";
import {
  addToOutbox,
  markOutboxMessageSent,
  type OutboxMessage,
} from "~/models/operations/mail-outbox.server";

/** A file sent with a message (a booking's calendar file, say). */
export type MailAttachment = {
  filename: string;
  contentType: string;
  /** The file's text, or its bytes in base64 with `encoding: "base64"` (a PDF). */
  content: string;
  encoding?: "base64";
};

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};

/** A message as the outbox keeps it, with the files it carried (kept in MAIL_DIR and sent by SMTP). */
export type SentMail = OutboxMessage & { attachments: MailAttachment[] };

let smtp: Transporter | undefined;

function smtpTransport(url: string): Transporter {
  smtp ??= nodemailer.createTransport(url);
  return smtp;
}

/**
 * Sends a message. Every message is first written to the mail_outbox table (the embedded
 * transport, readable with `npm run outbox`); with MAIL_DIR it is also written there as a JSON
 * file (what the end-to-end tests read); with SMTP_URL it is then sent and marked sent.
 * A failed SMTP send leaves the row unsent instead of failing the user's request.
 */
export async function sendMail(message: MailMessage): Promise<SentMail> {
  const { mail } = getConfig();
  const row = await addToOutbox({
    from: mail.from,
    to: message.to.trim().toLowerCase(),
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
  });
  const attachments = message.attachments ?? [];
  if (mail.dir) await writeToMailDir(mail.dir, row, attachments);
  if (mail.smtpUrl) {
    try {
      await smtpTransport(mail.smtpUrl).sendMail({
        from: mail.from,
        to: row.to,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody ?? undefined,
        attachments: attachments.map(({ filename, contentType, content, encoding }) => ({
          filename,
          contentType,
          content,
          encoding,
        })),
      });
      await markOutboxMessageSent(row.id);
    } catch (error) {
      console.error(`Mail ${row.id} to ${row.to} was not sent:`, error);
    }
  }
  return { ...row, attachments };
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
    console.error(`Mail ${row.id} could not be written to ${dir}:`, error);
  }
}

import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import { getDb, type Database } from "../db.server";
import { mailOutbox, type OutboxAttachment } from "../schema";

export type OutboxMessage = typeof mailOutbox.$inferSelect;
export type OutboxStatus = "kept" | "pending" | "sent" | "failed";
export type { OutboxAttachment };

/** The longest error text kept with a message (an SMTP server's answer, say). */
const ERROR_TEXT_MAX = 500;

export async function addToOutbox(
  message: {
    from: string;
    to: string;
    subject: string;
    textBody: string;
    htmlBody: string | null;
    attachments: OutboxAttachment[];
    status: "kept" | "pending";
    jobId: string | null;
  },
  db?: Database,
): Promise<OutboxMessage> {
  const [row] = await (db ?? (await getDb()))
    .insert(mailOutbox)
    .values({ ...message, attachments: message.attachments.length > 0 ? message.attachments : null })
    .returning();
  return row;
}

export async function findOutboxMessage(id: string): Promise<OutboxMessage | null> {
  const db = await getDb();
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row ?? null;
}

/** The message `jobId` is to send: pending, and that job's (not a resend's older one). */
const toSendBy = (id: string, jobId: string) =>
  and(eq(mailOutbox.id, id), eq(mailOutbox.status, "pending"), eq(mailOutbox.jobId, jobId));

/** Marks the message sent by its job. */
export async function markOutboxMessageSent(id: string, jobId: string, now = new Date()): Promise<void> {
  const db = await getDb();
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: now, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
    .where(toSendBy(id, jobId));
}

/** Counts a failed try of a pending message; after the last one the message is failed. */
export async function recordOutboxFailure(
  id: string,
  jobId: string,
  error: string,
  final: boolean,
  now = new Date(),
): Promise<void> {
  const db = await getDb();
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: error.slice(0, ERROR_TEXT_MAX),
      ...(final ? { status: "failed", failedAt: now } : {}),
    })
    .where(toSendBy(id, jobId));
}

/**
 * Puts a message back to be sent (Admin's resend), in the caller's transaction with the job that
 * sends it: a failed one, or a pending one whose job is no longer waiting or running in the job
 * queue (in `jobSchema`; it expired out of its tries, say). A pending message whose job may be
 * sending it right now is left alone: resending it could send it twice. False when not resent.
 */
export async function markOutboxMessagePending(
  id: string,
  jobId: string,
  db: Database,
  jobSchema: string,
): Promise<boolean> {
  const jobs = sql.raw(`"${jobSchema.replace(/"/g, '""')}".job`);
  const rows = await db
    .update(mailOutbox)
    .set({ status: "pending", failedAt: null, jobId })
    .where(
      and(
        eq(mailOutbox.id, id),
        or(
          eq(mailOutbox.status, "failed"),
          and(
            eq(mailOutbox.status, "pending"),
            sql`not exists (select 1 from ${jobs} j where j.id = ${mailOutbox.jobId}
                 and j.state in ('created', 'retry', 'active'))`,
          ),
        ),
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/** A filter of the outbox: one address (exact, lower-cased), one state or several. */
export type OutboxFilter = { to?: string; status?: OutboxStatus | OutboxStatus[] };

const outboxFilter = (filter: OutboxFilter) => {
  const filters = [
    filter.to ? eq(mailOutbox.to, filter.to.toLowerCase()) : undefined,
    filter.status === undefined
      ? undefined
      : Array.isArray(filter.status)
        ? inArray(mailOutbox.status, filter.status)
        : eq(mailOutbox.status, filter.status),
  ].filter((item) => item !== undefined);
  return filters.length > 0 ? and(...filters) : undefined;
};

/** Newest first, whole messages; optionally filtered. */
export async function listOutbox(options: OutboxFilter & { limit?: number } = {}): Promise<OutboxMessage[]> {
  const db = await getDb();
  return db
    .select()
    .from(mailOutbox)
    .where(outboxFilter(options))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(options.limit ?? 50);
}

export async function countOutbox(filter: OutboxFilter): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(outboxFilter(filter));
  return row?.count ?? 0;
}

/** A message as a list shows it: no bodies, no attachments. */
export type OutboxListItem = Pick<
  OutboxMessage,
  "id" | "to" | "subject" | "status" | "attempts" | "lastError" | "createdAt" | "sentAt" | "failedAt"
>;

/** One page of the outbox for the back office: failed, then pending, then the rest; newest first in each. */
export async function listOutboxPage(
  filter: OutboxFilter,
  page: { limit: number; offset: number },
): Promise<OutboxListItem[]> {
  const db = await getDb();
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      failedAt: mailOutbox.failedAt,
    })
    .from(mailOutbox)
    .where(outboxFilter(filter))
    .orderBy(
      asc(sql`case ${mailOutbox.status} when 'failed' then 0 when 'pending' then 1 else 2 end`),
      desc(mailOutbox.createdAt),
      desc(mailOutbox.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

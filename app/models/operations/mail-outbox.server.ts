import { desc, eq } from "drizzle-orm";
import { getDb } from "../db.server";
import { mailOutbox } from "../schema";

export type OutboxMessage = typeof mailOutbox.$inferSelect;

export async function addToOutbox(message: {
  from: string;
  to: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
}): Promise<OutboxMessage> {
  const db = await getDb();
  const [row] = await db.insert(mailOutbox).values(message).returning();
  return row;
}

export async function markOutboxMessageSent(id: string): Promise<void> {
  const db = await getDb();
  await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
}

/** Newest first; optionally only the messages to one address. */
export async function listOutbox(options: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
  const db = await getDb();
  const query = db.select().from(mailOutbox);
  const filtered = options.to ? query.where(eq(mailOutbox.to, options.to.toLowerCase())) : query;
  return filtered.orderBy(desc(mailOutbox.createdAt)).limit(options.limit ?? 50);
}

import { eq } from "drizzle-orm";
import { getDb } from "../db.server";
import { mailUnsubscribes } from "../schema";

/** Addresses that asked for no more marketing email (/unsubscribe/), kept lower-case, once. */

/** Stores the address (lower-case); asking again changes nothing. */
export async function addUnsubscribe(email: string, now: Date = new Date()): Promise<void> {
  const db = await getDb();
  await db
    .insert(mailUnsubscribes)
    .values({ email: email.trim().toLowerCase(), createdAt: now })
    .onConflictDoNothing({ target: mailUnsubscribes.email });
}

export async function isUnsubscribed(email: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ email: mailUnsubscribes.email })
    .from(mailUnsubscribes)
    .where(eq(mailUnsubscribes.email, email.trim().toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

import { and, asc, eq, gte, lt } from "drizzle-orm";
import { getDb } from "../db.server";
import { quotes, type QuoteItinerary, type QuoteReservation } from "../schema";

export type { QuoteItinerary, QuoteReservation };
export type Quote = typeof quotes.$inferSelect;

export type NewQuote = {
  tokenHash: string;
  email: string;
  itinerary: QuoteItinerary;
  reservation: QuoteReservation;
  total: number;
  createdAt: Date;
  expiresAt: Date;
};

export async function insertQuote(values: NewQuote): Promise<Quote> {
  const db = await getDb();
  const [row] = await db.insert(quotes).values(values).returning();
  return row;
}

export async function findQuoteByTokenHash(tokenHash: string): Promise<Quote | null> {
  const db = await getDb();
  const [row] = await db.select().from(quotes).where(eq(quotes.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

export async function markQuoteResumed(id: string, at: Date): Promise<void> {
  const db = await getDb();
  await db.update(quotes).set({ resumedAt: at }).where(eq(quotes.id, id));
}

/** How many quotes were saved for an address (stored lower-case) since an instant. */
export async function quoteTimesForEmailSince(email: string, since: Date): Promise<Date[]> {
  const db = await getDb();
  const rows = await db
    .select({ createdAt: quotes.createdAt })
    .from(quotes)
    .where(and(eq(quotes.email, email), gte(quotes.createdAt, since)))
    .orderBy(asc(quotes.createdAt));
  return rows.map((row) => row.createdAt);
}

/** Deletes quotes that expired before an instant (they hold customer details); returns how many. */
export async function deleteQuotesExpiredBefore(before: Date): Promise<number> {
  const db = await getDb();
  const rows = await db.delete(quotes).where(lt(quotes.expiresAt, before)).returning({ id: quotes.id });
  return rows.length;
}

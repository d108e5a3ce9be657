import { desc, eq } from "drizzle-orm";
import { getDb } from "../db.server";
import { contactEnquiries } from "../schema";

export type ContactEnquiry = typeof contactEnquiries.$inferSelect;
export type NewContactEnquiry = Omit<typeof contactEnquiries.$inferInsert, "id" | "createdAt"> & {
  createdAt?: Date;
};

/** Stores an enquiry once per submission token: false when that form was already stored. */
export async function insertContactEnquiry(
  enquiry: NewContactEnquiry,
): Promise<{ created: boolean; enquiry: ContactEnquiry | null }> {
  const db = await getDb();
  const [row] = await db
    .insert(contactEnquiries)
    .values(enquiry)
    .onConflictDoNothing({ target: contactEnquiries.submissionToken })
    .returning();
  return { created: Boolean(row), enquiry: row ?? null };
}

export async function findContactEnquiryByToken(token: string): Promise<ContactEnquiry | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(contactEnquiries)
    .where(eq(contactEnquiries.submissionToken, token))
    .limit(1);
  return row ?? null;
}

/** The newest enquiries first (tests and support tooling). */
export async function listContactEnquiries(limit = 50): Promise<ContactEnquiry[]> {
  const db = await getDb();
  return db.select().from(contactEnquiries).orderBy(desc(contactEnquiries.createdAt)).limit(limit);
}

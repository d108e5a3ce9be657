import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { uuidPrimaryKey, createdAtColumn } from "./columns";

/**
 * Messages sent with the contact-us form (the "Email us" modal, or /contact/ without JavaScript).
 * Each is also mailed to the branch it is about, or to customer care. `submission_token` comes
 * from the form: the same form sent twice (double click, resend after a network error) is one row
 * and one email.
 */
export const contactEnquiries = pgTable(
  "contact_enquiries",
  {
    id: uuidPrimaryKey(),
    submissionToken: text("submission_token").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    /** The branch the enquiry is about (branches.code); null for a general enquiry. */
    branchCode: text("branch_code"),
    /** The address the enquiry was mailed to. */
    recipient: text("recipient").notNull(),
    message: text("message").notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex("contact_enquiries_submission_token_key").on(table.submissionToken),
    index("contact_enquiries_created_at_idx").on(table.createdAt),
  ],
);

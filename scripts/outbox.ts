// Prints the newest messages of the embedded mail outbox: `npm run outbox [-- address]`.
// Uses the same configuration as the server (DATA_DIR, DATABASE_URL); refuses while a server has
// the embedded database open (on PostgreSQL it runs beside the servers).
import { listOutbox } from "~/models/operations/mail-outbox.server";
import { openScriptDatabase } from "./lib/script-database";

const handle = await openScriptDatabase();

const to = process.argv[2];
const messages = await listOutbox({ to, limit: 20 });
if (messages.length === 0) console.log(to ? `No mail to ${to}.` : "The outbox is empty.");
for (const message of messages.reverse()) {
  console.log("─".repeat(72));
  console.log(`To:      ${message.to}`);
  console.log(`Subject: ${message.subject}`);
  console.log(`Date:    ${message.createdAt.toISOString()}${message.sentAt ? " (sent by SMTP)" : ""}`);
  console.log("");
  console.log(message.textBody);
}
await handle.close();

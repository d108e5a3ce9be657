// Applies the migrations and the idempotent seed to the configured database, then exits:
// `DATABASE_URL=postgres://… npx tsx scripts/db-migrate.ts` (the server does the same at start-up).
import { getDatabaseHandle } from "~/models/db.server";

const handle = await getDatabaseHandle();
await handle.close();
console.log("Database migrated and seeded.");

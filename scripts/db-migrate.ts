// Applies the migrations and the idempotent seed to the configured database, then exits:
// `DATABASE_URL=postgres://… npx tsx scripts/db-migrate.ts` (the server does the same at start-up).
import { openScriptDatabase } from "./lib/script-database";

const handle = await openScriptDatabase();
await handle.close();
console.log("Database migrated and seeded.");

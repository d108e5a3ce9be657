/**
 * The type of the Drizzle database over the schema, apart from db.server.ts (which opens it and
 * runs the seeds) so that the seeds can name it without importing the module that imports them.
 */
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

import { and, eq, isNull } from "drizzle-orm";
import { getDb, type Database } from "../db.server";
import { apiKeys, type ApiKeyRow } from "../schema";

type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export type { ApiKeyRow };

/** Stores a new key (its hash); null when the name or the hash is taken. */
export async function insertApiKey(
  values: { name: string; keyHash: string; keyPrefix: string; createdAt?: Date },
  db?: Executor,
): Promise<ApiKeyRow | null> {
  const executor = db ?? (await getDb());
  const [row] = await executor.insert(apiKeys).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The live (not revoked) key with this hash, or null. */
export async function findLiveApiKeyByHash(keyHash: string): Promise<ApiKeyRow | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row ?? null;
}

/** Revokes the key of a name; true when a live key was revoked. */
export async function revokeApiKeyByName(name: string, now: Date = new Date()): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.name, name), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

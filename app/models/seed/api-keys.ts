import { hashApiKey } from "../accounts/api-key-hash";
import type { Database } from "../database";
import { apiKeys } from "../schema";
import { DEMO_API_KEY, DEMO_API_KEY_NAME } from "./demo-api-key";

type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The demo API key (demo-api-key.ts), seeded with the demo accounts. Idempotent. */
export async function seedDemoApiKey(db: Executor): Promise<void> {
  await db
    .insert(apiKeys)
    .values({
      name: DEMO_API_KEY_NAME,
      keyHash: hashApiKey(DEMO_API_KEY),
      keyPrefix: DEMO_API_KEY.slice(0, 9),
    })
    .onConflictDoNothing();
}

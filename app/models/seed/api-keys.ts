// eslint-disable-next-line import/no-restricted-paths -- moved by the models branch
import { DEMO_API_KEY, DEMO_API_KEY_NAME } from "~/services/api/demo-key";
// eslint-disable-next-line import/no-restricted-paths -- moved by the models branch
import { hashApiKey } from "~/services/api/key-hash";
import type { Database } from "../db.server";
import { apiKeys } from "../schema";

type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The demo API key (services/api/demo-key.ts), seeded with the demo accounts. Idempotent. */
export async function seedDemoApiKey(db: Executor): Promise<void> {
  await db
    .insert(apiKeys)
    .values({ name: DEMO_API_KEY_NAME, keyHash: hashApiKey(DEMO_API_KEY), keyPrefix: DEMO_API_KEY.slice(0, 9) })
    .onConflictDoNothing();
}

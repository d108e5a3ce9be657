import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/models/db.server";
import { rateLimitHits } from "~/models/schema";
import { runCleanup } from "~/services/platform/background.server";
import { hitRateLimit } from "~/services/platform/rate-limit.server";

const policy = { limit: 5, windowSeconds: 60 };

async function countHits(key: string) {
  const db = await getDb();
  return (await db.select().from(rateLimitHits).where(eq(rateLimitHits.key, key))).length;
}

describe("cleanup", () => {
  it("removes rate-limit counters older than a day and keeps today's", async () => {
    const now = new Date("2027-01-10T00:00:00Z");
    await hitRateLimit("cleanup:old", policy, new Date("2027-01-08T00:00:00Z"));
    await hitRateLimit("cleanup:new", policy, new Date("2027-01-09T23:00:00Z"));
    await runCleanup(now);
    expect(await countHits("cleanup:old")).toBe(0);
    expect(await countHits("cleanup:new")).toBe(1);
  });
});

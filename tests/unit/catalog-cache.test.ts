import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseConfig } from "~/config.server";
import { getBranchByCode, listBranches } from "~/models/catalog/branches.server";
import { cachedCatalog, clearCatalogCache } from "~/models/catalog/catalog-cache.server";
import { getDb } from "~/models/db.server";
import { branches } from "~/models/schema";
import { seedDatabase } from "~/models/seed/seed.server";

describe("the catalogue cache", () => {
  it("reads once per 30 seconds, shares a load in progress, and reads again after expiry", async () => {
    clearCatalogCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loads;
    };
    const start = Date.now();
    const [first, second] = await Promise.all([
      cachedCatalog("count", load, start),
      cachedCatalog("count", load, start),
    ]);
    expect([first, second, loads]).toEqual([1, 1, 1]);
    expect(await cachedCatalog("count", load, start + 29_000)).toBe(1);
    expect(await cachedCatalog("count", load, start + 30_001)).toBe(2);
  });

  it("does not keep a failed read", async () => {
    clearCatalogCache();
    let fail = true;
    const load = async () => {
      if (fail) throw new Error("database unavailable");
      return "branches";
    };
    await expect(cachedCatalog("flaky", load)).rejects.toThrow("database unavailable");
    fail = false;
    expect(await cachedCatalog("flaky", load)).toBe("branches");
  });

  it("keeps a branch renamed behind the site's back until the cache is cleared, and a re-seed clears it", async () => {
    const db = await getDb();
    const before = await getBranchByCode("NSN");
    expect(before?.name).toBe("Nelson Airport");
    await db.update(branches).set({ name: "Nelson Airport (renamed)" }).where(eq(branches.code, "NSN"));
    // Within the cache's lifetime the branch list is not read again.
    expect((await getBranchByCode("NSN"))?.name).toBe("Nelson Airport");
    clearCatalogCache();
    expect((await listBranches()).find((branch) => branch.code === "NSN")?.name).toBe(
      "Nelson Airport (renamed)",
    );
    // The seed puts the catalogue back and forgets what the process kept.
    await seedDatabase(db);
    expect((await getBranchByCode("NSN"))?.name).toBe("Nelson Airport");
  });

  it("lists a copy: a caller sorting its list does not reorder the next caller's", async () => {
    const first = await listBranches();
    const codes = first.map((branch) => branch.code);
    first.sort((a, b) => b.code.localeCompare(a.code));
    expect((await listBranches()).map((branch) => branch.code)).toEqual(codes);
  });

  it("is configured by CATALOG_CACHE_SECONDS: 30 by default, 0 turns it off, words are refused", () => {
    expect(parseConfig({ DATABASE_URL: "memory://" }).catalogCacheSeconds).toBe(30);
    expect(parseConfig({ DATABASE_URL: "memory://", CATALOG_CACHE_SECONDS: "0" }).catalogCacheSeconds).toBe(
      0,
    );
    expect(() => parseConfig({ DATABASE_URL: "memory://", CATALOG_CACHE_SECONDS: "soon" })).toThrow(
      /CATALOG_CACHE_SECONDS must be a whole number/,
    );
  });
});

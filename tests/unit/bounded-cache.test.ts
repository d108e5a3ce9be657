import { describe, expect, it } from "vitest";
import { BoundedCache } from "~/services/platform/bounded-cache";

describe("BoundedCache", () => {
  it("forgets an entry when its time is up, or at its own earlier expiry", () => {
    let clock = 0;
    const cache = new BoundedCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    cache.set("a", "A");
    cache.set("b", "B", { expiresAt: 400 });
    clock = 399;
    expect([cache.get("a"), cache.get("b")]).toEqual(["A", "B"]);
    clock = 400;
    expect([cache.get("a"), cache.get("b")]).toEqual(["A", undefined]);
    clock = 1000;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps at most maxEntries and maxBytes, dropping the entry stored longest ago", () => {
    const cache = new BoundedCache<string>({ ttlMs: 60_000, maxEntries: 2, maxBytes: 100 });
    cache.set("a", "A", { bytes: 10 });
    cache.set("b", "B", { bytes: 10 });
    cache.set("c", "C", { bytes: 10 });
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([undefined, "B", "C"]);
    cache.set("big", "D", { bytes: 95 });
    expect([cache.get("b"), cache.get("c"), cache.get("big")]).toEqual([undefined, undefined, "D"]);
    expect(cache.bytes).toBe(95);
    // A value bigger than the whole cache is not kept (and evicts nothing).
    cache.set("huge", "E", { bytes: 101 });
    expect([cache.get("big"), cache.get("huge")]).toEqual(["D", undefined]);
  });

  it("keeps nothing when its time is zero", () => {
    const cache = new BoundedCache<string>({ ttlMs: 0, maxEntries: 10 });
    cache.set("a", "A");
    expect(cache.get("a")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { parseConfig } from "~/config.server";
import { getDb } from "~/models/db.server";
import { rateLimitHits } from "~/models/schema";
import { RATE_LIMITS } from "~/services/accounts/constants";
import { RATE_LIMITED, rateLimitedMessage } from "~/services/platform/text";
import {
  deleteOldRateLimitHits,
  hitRateLimit,
  hitRateLimits,
  refundRateLimit,
} from "~/services/platform/rate-limit.server";
import { RATE_LIMIT_CHECKS } from "~/services/accounts/rate-limits.server";
import {
  clientAddress,
  clientAddressKey,
  UNKNOWN_CLIENT_ADDRESS,
} from "~/services/platform/client-address.server";

// A window boundary: 15-minute and 1-hour windows both start here.
const START = new Date("2026-06-15T00:00:00Z");
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);
const policy = { limit: 3, windowSeconds: 60 };

describe("hitRateLimit (fixed windows in the database)", () => {
  it("allows `limit` hits per window, then refuses until the window ends", async () => {
    const key = "test:basic";
    for (let i = 0; i < 3; i++)
      expect(await hitRateLimit(key, policy, at(i))).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await hitRateLimit(key, policy, at(20))).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(await hitRateLimit(key, policy, at(59.5))).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // The next window starts afresh.
    expect((await hitRateLimit(key, policy, at(60))).allowed).toBe(true);
  });

  it("keeps keys apart", async () => {
    for (let i = 0; i < 3; i++) await hitRateLimit("test:a", policy, at(i));
    expect((await hitRateLimit("test:a", policy, at(5))).allowed).toBe(false);
    expect((await hitRateLimit("test:b", policy, at(5))).allowed).toBe(true);
  });

  it("never lets concurrent requests past the limit (atomic counter)", async () => {
    const results = await Promise.all(
      Array.from({ length: 25 }, () => hitRateLimit("test:burst", { limit: 5, windowSeconds: 60 }, at(1))),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  it("gives a hit back with refundRateLimit, never below zero", async () => {
    const key = "test:refund";
    for (let i = 0; i < 3; i++) await hitRateLimit(key, policy, at(i));
    await refundRateLimit(key, policy, at(4));
    expect((await hitRateLimit(key, policy, at(5))).allowed).toBe(true);
    for (let i = 0; i < 10; i++) await refundRateLimit("test:never-hit", policy, at(5));
    expect((await hitRateLimit("test:never-hit", policy, at(6))).allowed).toBe(true);
  });

  it("deletes windows older than a day", async () => {
    await hitRateLimit("test:old", policy, new Date("2020-01-01T00:00:00Z"));
    expect(await deleteOldRateLimitHits(START)).toBeGreaterThanOrEqual(1);
    const db = await getDb();
    const rows = await db.select().from(rateLimitHits);
    expect(rows.some((row) => row.key === "test:old")).toBe(false);
  });
});

describe("named policies", () => {
  it("are the limits of the accounts issue", () => {
    expect(RATE_LIMITS.signInPerEmail).toEqual({ limit: 5, windowSeconds: 900 });
    expect(RATE_LIMITS.signInPerIp).toEqual({ limit: 20, windowSeconds: 900 });
    expect(RATE_LIMITS.passwordResetPerEmail).toEqual({ limit: 3, windowSeconds: 3600 });
    expect(RATE_LIMITS.passwordResetPerIp).toEqual({ limit: 10, windowSeconds: 3600 });
    expect(RATE_LIMITS.signUpPerIp).toEqual({ limit: 5, windowSeconds: 3600 });
  });

  it("key the address as a hash, and the client address when the caller gives one", () => {
    const checks = RATE_LIMIT_CHECKS.signIn("Aroha@Example.co.nz", "203.0.113.9");
    expect(checks).toHaveLength(2);
    expect(checks[0].key).not.toContain("aroha");
    expect(checks[0].key).toBe(RATE_LIMIT_CHECKS.signIn(" aroha@example.co.nz ")[0].key);
    expect(checks[1]).toEqual({ key: "sign-in:ip:203.0.113.9", policy: RATE_LIMITS.signInPerIp });
    expect(RATE_LIMIT_CHECKS.signIn("a@b.nz", UNKNOWN_CLIENT_ADDRESS)).toHaveLength(2);
    expect(RATE_LIMIT_CHECKS.signUp("a@b.nz", null)).toHaveLength(1);
  });

  it("refuse 20 sign-ins per IP in 15 minutes across many addresses, with the message", async () => {
    const ip = "198.51.100.7";
    for (let i = 0; i < 20; i++) {
      expect(
        (await hitRateLimits(RATE_LIMIT_CHECKS.signIn(`person${i}@example.nz`, ip), at(i))).allowed,
      ).toBe(true);
    }
    const refused = await hitRateLimits(RATE_LIMIT_CHECKS.signIn("another@example.nz", ip), at(30));
    expect(refused.allowed).toBe(false);
    if (refused.allowed) return;
    expect(refused.retryAfterSeconds).toBe(900 - 30);
    expect(refused.message).toBe(rateLimitedMessage(870));
    expect(refused.message).toBe("Too many attempts. Please wait 15 minutes and try again, or call us.");
  });
});

describe("the rate-limit message", () => {
  it("rounds the wait up to whole minutes", () => {
    expect(RATE_LIMITED).toBe("Too many attempts. Please wait {n} minutes and try again, or call us.");
    expect(rateLimitedMessage(601)).toBe(
      "Too many attempts. Please wait 11 minutes and try again, or call us.",
    );
    expect(rateLimitedMessage(60)).toBe("Too many attempts. Please wait 1 minute and try again, or call us.");
    expect(rateLimitedMessage(5)).toBe("Too many attempts. Please wait 1 minute and try again, or call us.");
  });
});

describe("TRUST_PROXY", () => {
  it("keeps every earlier value meaning something and refuses anything else", () => {
    expect(parseConfig({ DATABASE_URL: "memory://" }).trustProxy).toBe(false);
    expect(parseConfig({ DATABASE_URL: "memory://", TRUST_PROXY: "false" }).trustProxy).toBe(false);
    // "true" was one reverse proxy in front: now one trusted hop, never Express's "trust every hop".
    expect(parseConfig({ DATABASE_URL: "memory://", TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(parseConfig({ DATABASE_URL: "memory://", TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(
      parseConfig({ DATABASE_URL: "memory://", TRUST_PROXY: "loopback, 10.0.0.0/8,2001:db8::/32" })
        .trustProxy,
    ).toEqual(["loopback", "10.0.0.0/8", "2001:db8::/32"]);
    for (const bad of ["yes", "10.0.0.0/33", "proxy.example.com", "loopback,,10.0.0.1", "-1"]) {
      expect(() => parseConfig({ DATABASE_URL: "memory://", TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe("clientAddress (the load context's, never a header)", () => {
  it("keys IPv4 as it is, IPv4-mapped IPv6 as IPv4, and IPv6 by its /64", () => {
    expect(clientAddress({ clientAddress: "203.0.113.9" })).toBe("203.0.113.9");
    expect(clientAddress({ clientAddress: "::ffff:203.0.113.9" })).toBe("203.0.113.9");
    expect(clientAddress({ clientAddress: "2001:DB8:1:2:aaaa::1" })).toBe("2001:db8:1:2::/64");
    expect(clientAddress({ clientAddress: "2001:db8:1:2:ffff:ffff:ffff:fffe" })).toBe("2001:db8:1:2::/64");
    expect(clientAddressKey("::1")).toBe("0:0:0:0::/64");
  });

  it("counts callers without an address (tests calling loaders directly) under one shared key", () => {
    expect(clientAddress({})).toBe(UNKNOWN_CLIENT_ADDRESS);
    expect(clientAddress(undefined)).toBe(UNKNOWN_CLIENT_ADDRESS);
    expect(clientAddress({ clientAddress: "not an address" })).toBe(UNKNOWN_CLIENT_ADDRESS);
    expect(RATE_LIMIT_CHECKS.signIn("a@b.nz", clientAddress({})).map((check) => check.key)).toContain(
      `sign-in:ip:${UNKNOWN_CLIENT_ADDRESS}`,
    );
  });
});

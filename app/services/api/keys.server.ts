import { randomBytes } from "node:crypto";
import {
  findLiveApiKeyByHash,
  insertApiKey,
  revokeApiKeyByName,
  type ApiKeyRow,
} from "~/models/accounts/api-keys.server";
import type { Database } from "~/models/db.server";
import { hashApiKey } from "~/models/accounts/api-key-hash";

/**
 * API keys (spec section 7: "All API calls send a fixed api-key header"). A key is `gork_` and
 * 32 random bytes in base64url; the database keeps only its SHA-256, so a leaked database gives
 * no usable key. Keys are created by `npm run api-key:create -- --name <name>` (scripts/api-key.ts),
 * which prints the key once.
 */

export const API_KEY_PREFIX = "gork_";
const KEY_PATTERN = /^gork_[A-Za-z0-9_-]{20,100}$/;
export const API_KEY_NAME_PATTERN = /^[a-z0-9][a-z0-9._-]{0,62}$/;

export { hashApiKey };

export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
}

export type CreateApiKeyResult = { ok: true; key: string; row: ApiKeyRow } | { ok: false; message: string };

/** Creates a key for a name (lower-case letters, digits, dot, dash, underscore); the key is returned once. */
export async function createApiKey(
  name: string,
  options: { key?: string; now?: Date; db?: Database } = {},
): Promise<CreateApiKeyResult> {
  const cleanName = name.trim().toLowerCase();
  if (!API_KEY_NAME_PATTERN.test(cleanName)) {
    return {
      ok: false,
      message: "The name must be 1 to 63 lower-case letters, digits, dots, dashes or underscores.",
    };
  }
  const key = options.key ?? newApiKey();
  const row = await insertApiKey(
    {
      name: cleanName,
      keyHash: hashApiKey(key),
      keyPrefix: key.slice(0, API_KEY_PREFIX.length + 4),
      createdAt: options.now ?? new Date(),
    },
    options.db,
  );
  if (!row)
    return {
      ok: false,
      message: `A key named "${cleanName}" already exists; revoke it first (npm run api-key:revoke -- --name ${cleanName}).`,
    };
  return { ok: true, key, row };
}

/** The live key a header value names, or null (missing, malformed, unknown or revoked). */
export async function verifyApiKey(value: string | null | undefined): Promise<ApiKeyRow | null> {
  const key = (value ?? "").trim();
  if (!KEY_PATTERN.test(key)) return null;
  return findLiveApiKeyByHash(hashApiKey(key));
}

export async function revokeApiKey(name: string, now: Date = new Date()): Promise<boolean> {
  return revokeApiKeyByName(name.trim().toLowerCase(), now);
}

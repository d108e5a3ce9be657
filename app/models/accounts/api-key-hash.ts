import { createHash } from "node:crypto";

/** SHA-256 (hex) of an API key: what the api_keys table stores. */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

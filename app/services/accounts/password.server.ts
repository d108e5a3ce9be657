import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Password hashing with scrypt from node:crypto (no dependency). Stored form:
 * `scrypt$N$r$p$<salt base64>$<hash base64>`, so the parameters can be raised later and old hashes
 * still verify (`needsRehash` tells when to re-hash after a successful sign-in).
 * See docs/decisions/0008-password-hashing-and-rate-limits.md.
 */

export const SCRYPT_PARAMS = { N: 16384, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
const PREFIX = "scrypt";
/** scrypt needs 128 * N * r bytes; allow for parameters up to 4x today's. */
const MAX_MEMORY = 128 * SCRYPT_PARAMS.N * SCRYPT_PARAMS.r * 4 + 1024 * 1024;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize("NFKC"), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

type ParsedHash = { N: number; r: number; p: number; salt: Buffer; hash: Buffer };

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [N, r, p] = parts.slice(1, 4).map((value) => (/^\d{1,9}$/.test(value) ? Number(value) : NaN));
  if (!Number.isInteger(N) || !Number.isInteger(r) || !Number.isInteger(p)) return null;
  // N must be a power of two above 1; refuse absurd costs rather than hang the server.
  if (N < 2 || (N & (N - 1)) !== 0 || N > SCRYPT_PARAMS.N * 4 || r < 1 || r > 32 || p < 1 || p > 16)
    return null;
  const salt = Buffer.from(parts[4], "base64");
  const hash = Buffer.from(parts[5], "base64");
  if (salt.length === 0 || hash.length === 0) return null;
  return { N, r, p, salt, hash };
}

/** Hashes a password with a fresh 16-byte salt: `scrypt$16384$8$1$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const { N, r, p } = SCRYPT_PARAMS;
  const hash = await scrypt(password, salt, KEY_BYTES, { N, r, p, maxmem: MAX_MEMORY });
  return [PREFIX, N, r, p, salt.toString("base64"), hash.toString("base64")].join("$");
}

/** True when the password matches the stored hash (constant-time comparison). A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await scrypt(password, parsed.salt, parsed.hash.length, {
    N: parsed.N,
    r: parsed.r,
    p: parsed.p,
    maxmem: MAX_MEMORY,
  });
  return candidate.length === parsed.hash.length && timingSafeEqual(candidate, parsed.hash);
}

/** True when the stored hash was made with other parameters than today's (re-hash after a sign-in). */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  return (
    parsed.N !== SCRYPT_PARAMS.N ||
    parsed.r !== SCRYPT_PARAMS.r ||
    parsed.p !== SCRYPT_PARAMS.p ||
    parsed.salt.length !== SALT_BYTES ||
    parsed.hash.length !== KEY_BYTES
  );
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no account to check against, so the
 * answer's timing does not tell whether an address has an account.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(password, await dummyHash);
  return false;
}

import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import { getDb } from "../db.server";
import { authTokens, oneTimeTokens, users, type OneTimeTokenPurpose } from "../schema";
import { withoutPassword, type AccountUser } from "./users.server";

export type AuthTokenRow = typeof authTokens.$inferSelect;
export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;

/* Access tokens. */

export async function insertAuthToken(values: {
  userId: string;
  tokenHash: string;
  expiresAt: Date;
  createdAt: Date;
}): Promise<AuthTokenRow> {
  const db = await getDb();
  const [row] = await db.insert(authTokens).values(values).returning();
  return row;
}

/** Moves a live token's expiry; null when the token is unknown, revoked or already expired. */
export async function extendAuthToken(
  tokenHash: string,
  expiresAt: Date,
  now: Date,
): Promise<AuthTokenRow | null> {
  const db = await getDb();
  const [row] = await db
    .update(authTokens)
    .set({ expiresAt })
    .where(
      and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now)),
    )
    .returning();
  return row ?? null;
}

/** The user of a live token (not revoked, not expired). */
export async function findUserByTokenHash(tokenHash: string, now: Date): Promise<AccountUser | null> {
  const db = await getDb();
  const [row] = await db
    .select({ user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now)),
    )
    .limit(1);
  return row ? withoutPassword(row.user) : null;
}

export async function revokeAuthToken(tokenHash: string, now: Date): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)))
    .returning({ id: authTokens.id });
  return rows.length > 0;
}

export async function revokeAuthTokensOfUser(userId: string, now: Date): Promise<number> {
  const db = await getDb();
  const rows = await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)))
    .returning({ id: authTokens.id });
  return rows.length;
}

/* One-time tokens (emailed links). */

export async function insertOneTimeToken(values: {
  userId: string;
  purpose: OneTimeTokenPurpose;
  tokenHash: string;
  expiresAt: Date;
  createdAt: Date;
}): Promise<OneTimeTokenRow> {
  const db = await getDb();
  const [row] = await db.insert(oneTimeTokens).values(values).returning();
  return row;
}

/** Marks every unused token of a user and purpose used: only the newest emailed link works. */
export async function retireOneTimeTokens(
  userId: string,
  purpose: OneTimeTokenPurpose,
  now: Date,
): Promise<void> {
  const db = await getDb();
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)),
    );
}

/**
 * Uses a token once: a single conditional UPDATE, so two requests with the same link cannot
 * both succeed. Null when unknown, of another purpose, already used or expired.
 */
export async function consumeOneTimeToken(
  tokenHash: string,
  purpose: OneTimeTokenPurpose,
  now: Date,
): Promise<OneTimeTokenRow | null> {
  const db = await getDb();
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findOneTimeToken(
  tokenHash: string,
  purpose: OneTimeTokenPurpose,
): Promise<OneTimeTokenRow | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose)))
    .limit(1);
  return row ?? null;
}

/**
 * Deletes access tokens and emailed links that ended (expired, revoked or used) before an
 * instant; for the periodic jobs.
 */
export async function deleteEndedTokens(before: Date): Promise<number> {
  const db = await getDb();
  const access = await db
    .delete(authTokens)
    .where(or(lt(authTokens.expiresAt, before), lt(authTokens.revokedAt, before)))
    .returning({ id: authTokens.id });
  const links = await db
    .delete(oneTimeTokens)
    .where(or(lt(oneTimeTokens.expiresAt, before), lt(oneTimeTokens.usedAt, before)))
    .returning({ id: oneTimeTokens.id });
  return access.length + links.length;
}

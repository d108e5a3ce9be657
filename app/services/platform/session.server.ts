import { randomBytes } from "node:crypto";
import {
  createCookie,
  createSession,
  createSessionStorage,
  redirect,
  type Session,
  type SessionStorage,
} from "@remix-run/node";
import { eq, lt, sql } from "drizzle-orm";
import { getConfig } from "~/config.server";
import { getDb, prepared, preparedOnce } from "~/models/db.server";
import { sessions } from "~/models/schema";
import { forgetRequestScoped, requestScoped } from "./request-scope.server";
import { NO_STORE } from "./cache-control";
import { SESSION_MAX_AGE_SECONDS, type UserType } from "./constants";

/** What the server keeps for a visitor. Later features add their own keys here. */
export type SessionData = {
  brandCode?: string;
  userType?: UserType;
  userId?: string;
  isAppLogin?: boolean;
  [key: string]: unknown;
};

export type AppSession = Session<SessionData>;

export const SESSION_COOKIE_NAME = "__session";
/** Rows are touched at most this often, so reads do not turn into a write per request. */
const TOUCH_INTERVAL_MS = 60_000;

let storage: SessionStorage<SessionData> | undefined;

function sessionCookie() {
  const config = getConfig();
  return createCookie(SESSION_COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
    path: "/",
    maxAge: SESSION_MAX_AGE_SECONDS,
    secrets: config.sessionSecrets,
  });
}

function expiryFromNow(): Date {
  return new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
}

/**
 * The session data as stored: PostgreSQL's jsonb cannot hold U+0000, so a NUL that a visitor sent
 * in a form field (and a page keeps to show again) is dropped rather than failing the request.
 */
export function storableSessionData(data: Partial<SessionData>): Partial<SessionData> {
  return JSON.parse(
    JSON.stringify(data, (_key, value: unknown) =>
      typeof value === "string" && value.includes("\0") ? value.replaceAll("\0", "") : value,
    ),
  );
}

/** A session's row by its id: every page reads it, so its statement is built once (ADR 0096). */
const readSessionRow = preparedOnce((db) =>
  db
    .select({ data: sessions.data, expiresAt: sessions.expiresAt, updatedAt: sessions.updatedAt })
    .from(sessions)
    .where(eq(sessions.id, sql.placeholder("id")))
    .limit(1),
);

/** Remix session storage on the sessions table: the cookie holds only a signed id. */
export function getSessionStorage(): SessionStorage<SessionData> {
  storage ??= createSessionStorage<SessionData>({
    cookie: sessionCookie(),
    async createData(data, expires) {
      const db = await getDb();
      const id = randomBytes(24).toString("base64url");
      await db
        .insert(sessions)
        .values({ id, data: storableSessionData(data), expiresAt: expires ?? expiryFromNow() });
      return id;
    },
    async readData(id) {
      const db = await getDb();
      const now = new Date();
      const [row] = await readSessionRow(db).execute({ id });
      if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
      // Activity renews the session: slide the expiry forward, at most once a minute.
      if (now.getTime() - row.updatedAt.getTime() > TOUCH_INTERVAL_MS) {
        await db
          .update(sessions)
          .set({ expiresAt: expiryFromNow(), updatedAt: now })
          .where(eq(sessions.id, id));
      }
      return row.data;
    },
    async updateData(id, rawData, expires) {
      const db = await getDb();
      const data = storableSessionData(rawData);
      const expiresAt = expires ?? expiryFromNow();
      await prepared(
        db
          .insert(sessions)
          .values({ id, data, expiresAt })
          .onConflictDoUpdate({ target: sessions.id, set: { data, expiresAt, updatedAt: new Date() } }),
      ).execute();
    },
    async deleteData(id) {
      const db = await getDb();
      await db.delete(sessions).where(eq(sessions.id, id));
    },
  });
  return storage;
}

const SESSION_READ_KEY = "session:";

/**
 * The visitor's session. Within one request the row is read once (the root and the page loader
 * both ask), and each caller gets its own copy, exactly as if it had read the row itself; a
 * commit or destroy makes the next caller read again.
 */
export async function getSession(request: Request): Promise<AppSession> {
  const cookieHeader = request.headers.get("Cookie");
  const read = await requestScoped(`${SESSION_READ_KEY}${cookieHeader ?? ""}`, () =>
    getSessionStorage().getSession(cookieHeader),
  );
  return createSession<SessionData>(structuredClone(read.data), read.id);
}

export async function commitSession(session: AppSession): Promise<string> {
  const cookie = await getSessionStorage().commitSession(session);
  forgetRequestScoped(SESSION_READ_KEY);
  return cookie;
}

/**
 * Headers of an answer that saves the session: its cookie, `private, no-store` (it belongs to one
 * visitor) and any `extra`, such as a Retry-After.
 */
export async function sessionHeaders(session: AppSession, extra?: HeadersInit): Promise<Headers> {
  const headers = new Headers(NO_STORE);
  new Headers(extra).forEach((value, name) => headers.set(name, value));
  headers.append("Set-Cookie", await commitSession(session));
  return headers;
}

/** A redirect that saves the session (303 where a flow wants the browser to GET the next page). */
export async function redirectWithSession(
  session: AppSession,
  location: string,
  status: 302 | 303 = 302,
): Promise<Response> {
  return redirect(location, { status, headers: await sessionHeaders(session) });
}

export async function destroySession(session: AppSession): Promise<string> {
  const cookie = await getSessionStorage().destroySession(session);
  forgetRequestScoped(SESSION_READ_KEY);
  return cookie;
}

/**
 * The cookie's Max-Age must slide with the server-side expiry. When a request carried a valid
 * session cookie and the response does not set it already, send it again with a fresh Max-Age.
 */
export async function renewSessionCookie(request: Request, responseHeaders: Headers): Promise<void> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader || !cookieHeader.includes(`${SESSION_COOKIE_NAME}=`)) return;
  // Remix's fetch polyfill has no Headers.getSetCookie(): read the joined header instead.
  const alreadySet = new RegExp(`(^|,\\s*)${SESSION_COOKIE_NAME}=`).test(
    responseHeaders.get("Set-Cookie") ?? "",
  );
  if (alreadySet) return;
  const cookie = sessionCookie();
  const id: unknown = await cookie.parse(cookieHeader);
  if (typeof id !== "string" || id.length === 0) return;
  responseHeaders.append("Set-Cookie", await cookie.serialize(id));
}

/** Deletes sessions past their expiry; run at start and then periodically. */
export async function deleteExpiredSessions(now = new Date()): Promise<number> {
  const db = await getDb();
  const deleted = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return deleted.length;
}

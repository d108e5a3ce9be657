import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/models/db.server";
import { sessions } from "~/models/schema";
import { SESSION_MAX_AGE_SECONDS } from "~/services/platform/constants";
import {
  commitSession,
  deleteExpiredSessions,
  destroySession,
  getSession,
  renewSessionCookie,
  SESSION_COOKIE_NAME,
} from "~/services/platform/session.server";
import { runInRequestScope } from "~/services/platform/request-scope.server";
import { setCookieList } from "./support/cookies";

function requestWith(setCookie: string | null): Request {
  const cookie = setCookie ? setCookie.split(";")[0] : "";
  return new Request("http://localhost/", { headers: cookie ? { Cookie: cookie } : {} });
}

async function newSessionCookie(data: Record<string, unknown>): Promise<string> {
  const session = await getSession(requestWith(null));
  for (const [key, value] of Object.entries(data)) session.set(key, value);
  return commitSession(session);
}

describe("server sessions", () => {
  it("stores a form value with a NUL character (PostgreSQL's jsonb refuses U+0000), without the NUL", async () => {
    const setCookie = await newSessionCookie({ kept: { phone: "a\u0000b" } });
    const session = await getSession(requestWith(setCookie));
    expect(session.get("kept")).toEqual({ phone: "ab" });
    session.set("kept", { phone: "c\u0000d" });
    const updated = await getSession(requestWith(await commitSession(session)));
    expect(updated.get("kept")).toEqual({ phone: "cd" });
  });

  it("keeps the data on the server and only a signed id in an httpOnly SameSite cookie", async () => {
    // A value that cannot appear by chance in the cookie's random id and signature.
    const setCookie = await newSessionCookie({ brandCode: "ET", marker: "kept-on-the-server" });
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=`));
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain(`Max-Age=${SESSION_MAX_AGE_SECONDS}`);
    expect(setCookie).not.toContain("kept-on-the-server");
    const session = await getSession(requestWith(setCookie));
    expect(session.get("brandCode")).toBe("ET");
  });

  it("ignores a cookie whose signature was tampered with", async () => {
    const setCookie = await newSessionCookie({ brandCode: "AL" });
    const [pair] = setCookie.split(";");
    const forged = `${pair.slice(0, -3)}abc`;
    const session = await getSession(new Request("http://localhost/", { headers: { Cookie: forged } }));
    expect(session.get("brandCode")).toBeUndefined();
  });

  it("forgets an expired session and the cleanup removes its row", async () => {
    const setCookie = await newSessionCookie({ brandCode: "ZL" });
    const db = await getDb();
    const [row] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.data, { brandCode: "ZL" }));
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, row.id));
    const session = await getSession(requestWith(setCookie));
    expect(session.get("brandCode")).toBeUndefined();
    expect(await deleteExpiredSessions()).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(sessions).where(eq(sessions.id, row.id))).toHaveLength(0);
  });

  it("slides the expiry forward on activity", async () => {
    const setCookie = await newSessionCookie({ marker: "slide" });
    const db = await getDb();
    const [row] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.data, { marker: "slide" }));
    const soon = new Date(Date.now() + 60_000);
    const longAgo = new Date(Date.now() - 10 * 60_000);
    await db.update(sessions).set({ expiresAt: soon, updatedAt: longAgo }).where(eq(sessions.id, row.id));
    await getSession(requestWith(setCookie));
    const [after] = await db.select().from(sessions).where(eq(sessions.id, row.id));
    expect(after.expiresAt.getTime()).toBeGreaterThan(Date.now() + (SESSION_MAX_AGE_SECONDS - 5) * 1000);
  });

  it("re-sends the session cookie with a fresh Max-Age unless the response sets it", async () => {
    const setCookie = await newSessionCookie({ marker: "renew" });
    const headers = new Headers();
    await renewSessionCookie(requestWith(setCookie), headers);
    expect(setCookieList(headers)).toHaveLength(1);
    expect(setCookieList(headers)[0].split(";")[0]).toBe(setCookie.split(";")[0]);

    const alreadySet = new Headers({ "Set-Cookie": setCookie });
    await renewSessionCookie(requestWith(setCookie), alreadySet);
    expect(setCookieList(alreadySet)).toHaveLength(1);

    const none = new Headers();
    await renewSessionCookie(requestWith(null), none);
    expect(setCookieList(none)).toHaveLength(0);
  });

  it("destroys a session", async () => {
    const setCookie = await newSessionCookie({ marker: "bye" });
    const session = await getSession(requestWith(setCookie));
    const cleared = await destroySession(session);
    expect(cleared).toContain("Expires=Thu, 01 Jan 1970");
    expect((await getSession(requestWith(setCookie))).get("marker")).toBeUndefined();
  });
});

describe("one session read per request", () => {
  it("reads the row once for the root and the page loader, each with its own copy, and again after a commit", async () => {
    const setCookie = await newSessionCookie({ marker: "first" });
    const request = requestWith(setCookie);
    const db = await getDb();
    await runInRequestScope(async () => {
      const [root, page] = await Promise.all([getSession(request), getSession(request)]);
      expect([root.get("marker"), page.get("marker")]).toEqual(["first", "first"]);
      // Each loader changes only its own copy.
      page.set("marker", "changed by the page");
      expect(root.get("marker")).toBe("first");
      // Within the request the row is not read again, even if something else wrote it.
      const id = root.id;
      await db
        .update(sessions)
        .set({ data: { marker: "written elsewhere" } })
        .where(eq(sessions.id, id));
      expect((await getSession(request)).get("marker")).toBe("first");
      // A commit in this request (an action before its loaders) makes the next read see it.
      await commitSession(page);
      expect((await getSession(request)).get("marker")).toBe("changed by the page");
    });
    // The next request reads the row again.
    expect((await getSession(request)).get("marker")).toBe("changed by the page");
  });

  it("reads the row on every call outside a request (scripts and tests)", async () => {
    const setCookie = await newSessionCookie({ marker: "first" });
    const request = requestWith(setCookie);
    const session = await getSession(request);
    const db = await getDb();
    await db
      .update(sessions)
      .set({ data: { marker: "second" } })
      .where(eq(sessions.id, session.id));
    expect((await getSession(request)).get("marker")).toBe("second");
  });
});

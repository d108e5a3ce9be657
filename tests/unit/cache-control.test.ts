import { describe, expect, it } from "vitest";
import {
  documentCacheControl,
  documentRetryAfter,
  NO_STORE,
  PRIVATE_NO_STORE,
  sharedPageCacheControl,
} from "~/services/platform/cache-control";
import { retryAfter } from "~/services/platform/rate-limit.server";

describe("a page's Cache-Control from its loaders", () => {
  it("is private, no-store when any loader or the action said private or no-store", () => {
    expect(
      documentCacheControl({
        loaderHeaders: { root: new Headers(), "routes/sign-in": new Headers(NO_STORE) },
      }),
    ).toBe(PRIVATE_NO_STORE);
    expect(
      documentCacheControl({
        loaderHeaders: { root: new Headers() },
        actionHeaders: { "routes/contact": new Headers({ "Cache-Control": "no-store" }) },
      }),
    ).toBe(PRIVATE_NO_STORE);
    expect(
      documentCacheControl({
        loaderHeaders: { root: new Headers({ "Cache-Control": "private, max-age=60" }) },
      }),
    ).toBe(PRIVATE_NO_STORE);
  });

  it("is left alone when none did", () => {
    expect(documentCacheControl(undefined)).toBeNull();
    expect(documentCacheControl({ loaderHeaders: {}, actionHeaders: null })).toBeNull();
    expect(
      documentCacheControl({
        loaderHeaders: {
          root: new Headers(),
          "routes/_index": new Headers({ "Cache-Control": "public, max-age=60" }),
        },
      }),
    ).toBeNull();
  });
});

describe("a page's Retry-After from its loaders and action", () => {
  it("is the action's when it refused for too many attempts, so the page without JavaScript says it too", () => {
    expect(
      documentRetryAfter({
        loaderHeaders: { root: new Headers() },
        actionHeaders: { "routes/forgot-password": new Headers(retryAfter(1800)) },
      }),
    ).toBe("1800");
  });

  it("is the longest when several said one", () => {
    expect(
      documentRetryAfter({
        loaderHeaders: { "routes/a": new Headers(retryAfter(60)) },
        actionHeaders: { "routes/b": new Headers(retryAfter(900)) },
      }),
    ).toBe("900");
  });

  it("is absent when none said one, or what they said is not a number of seconds", () => {
    expect(documentRetryAfter(undefined)).toBeNull();
    expect(
      documentRetryAfter({ loaderHeaders: { root: new Headers(NO_STORE) }, actionHeaders: null }),
    ).toBeNull();
    expect(
      documentRetryAfter({
        loaderHeaders: { root: new Headers({ "Retry-After": "Wed, 21 Oct 2026 07:28:00 GMT" }) },
      }),
    ).toBeNull();
    expect(documentRetryAfter({ loaderHeaders: { root: new Headers(retryAfter(undefined)) } })).toBeNull();
  });
});

describe("a page a CDN or reverse proxy may keep (ADR 0079)", () => {
  const firstVisit = (init: RequestInit = {}) => new Request("https://gorentals.example/about-us/", init);
  const page = (overrides: Partial<Parameters<typeof sharedPageCacheControl>[0]> = {}) =>
    sharedPageCacheControl({
      request: firstVisit(),
      status: 200,
      responseHeaders: new Headers({ "Content-Type": "text/html" }),
      context: { loaderHeaders: { root: new Headers() } },
      seconds: 30,
      ...overrides,
    });

  it("lets a shared cache keep a first visitor's page for the setting, never a browser", () => {
    expect(page()).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=30");
    expect(page({ request: firstVisit({ method: "HEAD" }) })).toMatch(/^public/);
  });

  it("keeps nothing of a visitor with a cookie or the app's sign-in, or of a page that starts a session", () => {
    expect(page({ request: firstVisit({ headers: { Cookie: "__session=abc" } }) })).toBeNull();
    expect(page({ request: firstVisit({ headers: { Authorization: "Bearer token" } }) })).toBeNull();
    expect(page({ responseHeaders: new Headers({ "Set-Cookie": "__session=new" }) })).toBeNull();
  });

  it("keeps nothing private, no error page or redirect, no form answer, and nothing when set to 0", () => {
    expect(page({ context: { loaderHeaders: { "routes/contact": new Headers(NO_STORE) } } })).toBeNull();
    expect(page({ status: 404 })).toBeNull();
    expect(page({ status: 302 })).toBeNull();
    expect(page({ request: firstVisit({ method: "POST", body: "a=1" }) })).toBeNull();
    expect(page({ seconds: 0 })).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import {
  documentCacheControl,
  documentRetryAfter,
  NO_STORE,
  PRIVATE_NO_STORE,
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

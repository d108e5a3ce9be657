import { describe, expect, it } from "vitest";
import { documentCacheControl, NO_STORE, PRIVATE_NO_STORE } from "~/services/cache-control";

describe("a page's Cache-Control from its loaders", () => {
  it("is private, no-store when any loader or the action said private or no-store", () => {
    expect(documentCacheControl({ loaderHeaders: { root: new Headers(), "routes/sign-in": new Headers(NO_STORE) } })).toBe(PRIVATE_NO_STORE);
    expect(documentCacheControl({ loaderHeaders: { root: new Headers() }, actionHeaders: { "routes/contact": new Headers({ "Cache-Control": "no-store" }) } })).toBe(PRIVATE_NO_STORE);
    expect(documentCacheControl({ loaderHeaders: { root: new Headers({ "Cache-Control": "private, max-age=60" }) } })).toBe(PRIVATE_NO_STORE);
  });

  it("is left alone when none did", () => {
    expect(documentCacheControl(undefined)).toBeNull();
    expect(documentCacheControl({ loaderHeaders: {}, actionHeaders: null })).toBeNull();
    expect(documentCacheControl({ loaderHeaders: { root: new Headers(), "routes/_index": new Headers({ "Cache-Control": "public, max-age=60" }) } })).toBeNull();
  });
});

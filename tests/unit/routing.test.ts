import { describe, expect, it } from "vitest";
import { canonicalLocation, isSafeLink, safeRedirectPath, sameSitePath } from "~/services/platform/routing";

const at = (pathAndQuery: string) => canonicalLocation(new URL(`http://localhost${pathAndQuery}`));

describe("spec section 2 URL rules", () => {
  it("adds the trailing slash and keeps the query", () => {
    expect(at("/about-us")).toBe("/about-us/");
    expect(at("/vehicles?brand=ET&x=1")).toBe("/vehicles/?brand=ET&x=1");
  });

  it("leaves canonical paths alone", () => {
    expect(at("/")).toBeNull();
    expect(at("/about-us/our-team/?a=B")).toBeNull();
  });

  it("lower-cases slugs with capitals", () => {
    expect(at("/About-Us/")).toBe("/about-us/");
    expect(at("/Help/Drive-Safe")).toBe("/help/drive-safe/");
  });

  it("keeps routes that are defined with capitals", () => {
    expect(at("/paymentReturn/")).toBeNull();
    expect(at("/paymentReturn?ref=1")).toBe("/paymentReturn/?ref=1");
    expect(at("/PAYMENTRETURN/")).toBe("/paymentReturn/");
  });

  it("leaves files, the health check and the API alone", () => {
    expect(at("/favicon.svg")).toBeNull();
    expect(at("/images/Logo.SVG")).toBeNull();
    expect(at("/healthz")).toBeNull();
    expect(at("/api/booking/search")).toBeNull();
    expect(at("/build/entry.client-ABC.js")).toBeNull();
  });

  it("never redirects off-site through repeated slashes", () => {
    expect(at("//evil.example.com")).toBe("/evil.example.com");
    expect(at("//evil.example/path")).toBe("/evil.example/path/");
    expect(at("/a//b")).toBe("/a/b/");
  });
});

describe("redirect targets: one rule for every redirectTo and from", () => {
  it("accepts only same-site paths", () => {
    expect(sameSitePath("/vehicles/")).toBe("/vehicles/");
    expect(sameSitePath("/deals/promotion/?a=1#x")).toBe("/deals/promotion/?a=1");
    for (const bad of [
      "https://evil.example/",
      "//evil.example/",
      "/\\evil.example",
      "javascript:alert(1)",
      "vehicles/",
      "",
      "/\nx",
      `/${"a".repeat(600)}`,
      null,
      42,
    ]) {
      expect(sameSitePath(bad)).toBeNull();
    }
  });

  it("gives the fallback for anything else", () => {
    expect(safeRedirectPath("/my-account/profile/", "/")).toBe("/my-account/profile/");
    for (const bad of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "",
      null,
      "/a\nb",
    ]) {
      expect(safeRedirectPath(bad, "/")).toBe("/");
    }
  });
});

describe("links from data the site did not write (promo bar, content service)", () => {
  it("allows site paths and https URLs only", () => {
    expect(isSafeLink("/deals/")).toBe(true);
    expect(isSafeLink("https://www.google.com/maps")).toBe(true);
    expect(isSafeLink("https://example.com/x")).toBe(true);
    expect(isSafeLink("http://example.com/x")).toBe(false);
    expect(isSafeLink("//evil.example/")).toBe(false);
    expect(isSafeLink("javascript:alert(1)")).toBe(false);
    expect(isSafeLink("data:text/html,hi")).toBe(false);
  });
});

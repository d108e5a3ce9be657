import { describe, expect, it } from "vitest";
import { canonicalLocation } from "~/services/platform/routing";

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

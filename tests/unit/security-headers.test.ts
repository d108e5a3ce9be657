import { describe, expect, it } from "vitest";
import { createNonce, imageOriginsOf, securityHeaders } from "~/services/platform/security-headers.server";

describe("security headers", () => {
  it("allows scripts only from the site and with this response's nonce", () => {
    const nonce = createNonce();
    const headers = securityHeaders({ nonce, partnerOrigins: [], development: false });
    const csp = headers["Content-Security-Policy"];
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("object-src 'none'");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("lets only configured partner origins frame the site", () => {
    const csp = securityHeaders({
      nonce: null,
      partnerOrigins: ["https://partner.example"],
      development: false,
    })["Content-Security-Policy"];
    expect(csp).toContain("frame-ancestors 'self' https://partner.example");
  });

  it("lets images come from the content service's origin when there is one", () => {
    const csp = securityHeaders({
      nonce: null,
      partnerOrigins: [],
      development: false,
      imageOrigins: ["https://cms.example.co.nz"],
    })["Content-Security-Policy"];
    expect(csp).toContain("img-src 'self' data: blob: https://cms.example.co.nz;");
    expect(
      securityHeaders({ nonce: null, partnerOrigins: [], development: false })["Content-Security-Policy"],
    ).toContain("img-src 'self' data: blob:;");
  });

  it("adds the origins of an absolute content service or image CDN URL, each once", () => {
    expect(imageOriginsOf(["https://cms.example.co.nz/api", "/img", null])).toEqual([
      "https://cms.example.co.nz",
    ]);
    expect(
      imageOriginsOf([
        "https://cdn.example.com/api",
        "https://cdn.example.com/cdn-cgi/image",
        "http://images.example.com:8080/x",
      ]),
    ).toEqual(["https://cdn.example.com", "http://images.example.com:8080"]);
  });

  it("makes a new nonce each time", () => {
    expect(createNonce()).not.toBe(createNonce());
  });
});

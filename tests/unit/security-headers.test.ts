import { describe, expect, it } from "vitest";
import { createNonce, securityHeaders } from "~/services/security-headers.server";

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
    const csp = securityHeaders({ nonce: null, partnerOrigins: ["https://partner.example"], development: false })[
      "Content-Security-Policy"
    ];
    expect(csp).toContain("frame-ancestors 'self' https://partner.example");
  });

  it("makes a new nonce each time", () => {
    expect(createNonce()).not.toBe(createNonce());
  });
});

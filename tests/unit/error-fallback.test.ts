import type { EntryContext } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import handleRequest, { fallbackResponse } from "~/entry.server";
import {
  ERROR_PAGE_FAILED_LINK,
  ERROR_PAGE_FAILED_TEXT,
  ERROR_PAGE_FAILED_TITLE,
} from "~/services/platform/page-text";

describe("the page of last resort (spec section 8)", () => {
  it("says that showing the error page failed and links home", async () => {
    const response = fallbackResponse(500);
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain(ERROR_PAGE_FAILED_TITLE);
    expect(html).toContain(ERROR_PAGE_FAILED_TEXT);
    expect(html).toContain(`<a href="/">${ERROR_PAGE_FAILED_LINK}</a>`);
  });

  it("is what the server answers when rendering the page itself fails", async () => {
    const brokenContext = {} as EntryContext;
    // The failure's error line (JSON on stdout, ADR 0089) stays out of the test's output.
    const written = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    try {
      const response = await handleRequest(
        new Request("http://localhost/"),
        500,
        new Headers(),
        brokenContext,
      );
      expect(response.status).toBe(500);
      expect(await response.text()).toContain(ERROR_PAGE_FAILED_TEXT);
      const lines = written.mock.calls.map((call) => String(call[0]));
      expect(lines.some((line) => line.includes('"level":"error"'))).toBe(true);
    } finally {
      written.mockRestore();
    }
  });
});

describe("a page as entry.server renders it", () => {
  it("is one whole standards-mode document whose scripts carry the response's CSP nonce", async () => {
    const { createRequestHandler } = await import("@remix-run/node");
    const { loadAppBuild } = await import("./support/app-build");
    const { build } = await loadAppBuild();
    const response = await createRequestHandler(
      build,
      "production",
    )(new Request("http://localhost/about-us/"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    // Without the doctype a browser lays the page out in quirks mode.
    expect(html.startsWith('<!DOCTYPE html><html lang="en-NZ">')).toBe(true);
    expect(html.match(/<!DOCTYPE/gi)).toHaveLength(1);
    // Single fetch streams the loader data in scripts React writes after the document (ADR 0075).
    expect(html.match(/<\/html>/gi)).toHaveLength(1);
    expect(html).toContain("streamController.close()");
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  });
});

import type { EntryContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import handleRequest, { fallbackResponse } from "~/entry.server";
import { ERROR_PAGE_FAILED_LINK, ERROR_PAGE_FAILED_TEXT, ERROR_PAGE_FAILED_TITLE } from "~/services/messages";

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
    const originalError = console.error;
    console.error = () => {};
    try {
      const response = await handleRequest(new Request("http://localhost/"), 500, new Headers(), brokenContext);
      expect(response.status).toBe(500);
      expect(await response.text()).toContain(ERROR_PAGE_FAILED_TEXT);
    } finally {
      console.error = originalError;
    }
  });
});

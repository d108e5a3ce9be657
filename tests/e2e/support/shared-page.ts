import { test as base, type BrowserContext, type Page } from "@playwright/test";

/**
 * `test` with `sharedPage`: one browser page per worker, for the specs that open many pages one
 * after another and check each (routes and content pages, place pages), as a visitor browsing the
 * site does: after the first page the site's scripts and styles come from the browser's cache,
 * instead of a fresh browser context (and so a cold cache) for every test. Before each test the
 * cookies are cleared and the project's viewport set again, so no test sees another's session or
 * window; after it, the test's console listeners are removed.
 */
export const test = base.extend<{ sharedPage: Page }, { sharedContext: BrowserContext }>({
  sharedContext: [
    async ({ browser }, use, workerInfo) => {
      const {
        baseURL,
        javaScriptEnabled,
        extraHTTPHeaders,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        javaScriptEnabled,
        extraHTTPHeaders,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      });
      await use(context);
      await context.close();
    },
    { scope: "worker" },
  ],
  sharedPage: async ({ sharedContext }, use, testInfo) => {
    const page = sharedContext.pages()[0] ?? (await sharedContext.newPage());
    await sharedContext.clearCookies();
    const viewport = testInfo.project.use.viewport;
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
    page.removeAllListeners("console");
    page.removeAllListeners("pageerror");
  },
});

export { expect } from "@playwright/test";

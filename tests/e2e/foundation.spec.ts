import { expect, test } from "@playwright/test";
import { NOT_FOUND_BUTTON, NOT_FOUND_TEXT } from "../../app/services/platform/error-text";
import { NOT_FOUND_TITLE } from "../../app/services/platform/page-text";
import { PRIVATE_NO_STORE, SHARED_PAGE_VARY } from "../../app/services/platform/cache-control";
import { CONTACT_FIELDS } from "../../app/services/shell/contact-us/form";
import { expectHydrated, expectNoAxeViolations, watchConsole } from "./support/page-checks";

test.describe("URL rules", () => {
  test("a path without trailing slash answers 301 to the slash form, query kept", async ({ request }) => {
    const response = await request.get("/about-us?utm_source=x&brand=GO", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/about-us/?utm_source=x&brand=GO");
  });

  test("capital letters answer 301 to lower case, except routes defined with capitals", async ({
    request,
  }) => {
    const upper = await request.get("/Help/Drive-Safe/", { maxRedirects: 0 });
    expect(upper.status()).toBe(301);
    expect(upper.headers()["location"]).toBe("/help/drive-safe/");
    const gateway = await request.get("/paymentReturn", { maxRedirects: 0 });
    expect(gateway.status()).toBe(301);
    expect(gateway.headers()["location"]).toBe("/paymentReturn/");
  });

  test("files are served without a slash", async ({ request }) => {
    const response = await request.get("/favicon.svg", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });
});

test.describe("not found", () => {
  test("an unknown route answers 404 inside the shell, no-index, with a way to help", async ({ page }) => {
    const errors = watchConsole(page);
    const response = await page.goto("/no-such-page/");
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND_TITLE);
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
    const help = page.getByRole("link", { name: NOT_FOUND_BUTTON });
    await expect(help).toHaveAttribute("href", "/help/");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expectNoAxeViolations(page);
    // The browser reports the 404 document itself as a failed resource; nothing else may fail.
    expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
  });

  // The error page's code loads when a page needs it (ADR 0060): the server's HTML shows at once
  // and is hydrated when the code has come, so its links then navigate in the page.
  test("the not-found page is hydrated, and a navigation to an unknown page shows it", async ({ page }) => {
    test.skip(
      test.info().project.use.javaScriptEnabled === false,
      "hydration and in-page navigation need JavaScript",
    );
    const errors = watchConsole(page);
    await page.goto("/no-such-page/");
    const home = page.getByRole("main").getByRole("link", { name: "Back to home" });
    await expect(home).toBeVisible();
    // The page's code has come and React has taken the link over: a click before would load a new document.
    await expectHydrated(home);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await home.click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(NOT_FOUND_TITLE);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // Remix's router: a client-side navigation whose loader answers 404 (no link of the site does).
    await page.evaluate(() =>
      (window as unknown as { __remixRouter: { navigate: (to: string) => void } }).__remixRouter.navigate(
        "/another-unknown-page/",
      ),
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND_TITLE);
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
  });

  test("an unknown file answers 404", async ({ request }) => {
    const response = await request.get("/missing-image.png", { maxRedirects: 0 });
    expect(response.status()).toBe(404);
  });
});

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

/** The page has inline scripts, and each carries the CSP's nonce. */
function expectNonceOnEveryInlineScript(html: string, nonce: string) {
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
}

test.describe("security headers and health", () => {
  test("pages carry a CSP whose nonce is on every inline script", async ({ page }) => {
    const response = await page.goto("/");
    const headers = response!.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    const csp = headers["content-security-policy"];
    const nonce = nonceOf(csp);
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'self' https://partner.example");
    expectNonceOnEveryInlineScript(await response!.text(), nonce!);
  });

  test("a first visit's page may be kept by a CDN, never a visitor's own page (ADR 0079)", async ({
    playwright,
    baseURL,
  }) => {
    // A fresh request context: no cookie, as someone opening the page for the first time.
    const firstVisit = await playwright.request.newContext({ baseURL });
    const about = await firstVisit.get("/about-us/");
    expect(about.headers()["cache-control"]).toBe(
      "public, max-age=0, s-maxage=30, stale-while-revalidate=30",
    );
    expect(about.headers()["vary"]).toContain(SHARED_PAGE_VARY);
    expect(about.headers()["set-cookie"]).toBeUndefined();
    // A visitor with a session (a partner brand starts one) gets a page no shared cache keeps.
    await firstVisit.get("/?brand=et");
    const withSession = await firstVisit.get("/about-us/");
    expect(withSession.headers()["cache-control"] ?? "").not.toContain("public");
    await firstVisit.dispose();
  });

  test("a page whose loader says private is never shared: two first visits to the contact form get tokens of their own", async ({
    playwright,
    baseURL,
  }) => {
    const tokenOf = (html: string) =>
      new RegExp(`name="${CONTACT_FIELDS.token}"[^>]*value="([^"]+)"`).exec(html)?.[1];
    const pages = [];
    for (let visitor = 0; visitor < 2; visitor += 1) {
      // A fresh request context each: no cookie, as two people opening the page for the first time.
      const context = await playwright.request.newContext({ baseURL });
      const response = await context.get("/contact/");
      pages.push({
        cacheControl: response.headers()["cache-control"],
        token: tokenOf(await response.text()),
      });
      await context.dispose();
    }
    for (const page of pages) {
      expect(page.cacheControl).toBe(PRIVATE_NO_STORE);
      expect(page.token).toBeTruthy();
    }
    expect(pages[0].token).not.toBe(pages[1].token);
  });

  test("/healthz answers 200 when the database answers", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe("ok");
  });
});

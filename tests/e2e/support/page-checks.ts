import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { LOADING_OVERLAY_TEXT } from "../../../app/services/shell/text";

/**
 * Opens a page as a visitor does (issue 24): waits for the document and, with JavaScript, for
 * the page to be interactive (React has hydrated it: `data-hydrated` on <html>), not for the
 * `load` of every image, which on a busy machine waited for the image resizer. Each test then
 * waits, web-first, for what it checks.
 */
export async function openPage(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: "domcontentloaded" });
  await expectInteractive(page);
  return response;
}

/** With JavaScript, React has taken over the page (its handlers work); without, the document is there. */
export async function expectInteractive(page: Page) {
  if (test.info().project.use.javaScriptEnabled === false) return;
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
}

/**
 * React has hydrated this element: its own handlers work. More than `expectInteractive` where a
 * part of the page waits for its code: the error page's Suspense boundary (root.tsx, ADR 0060)
 * stays the server's HTML after the rest of the page, <html> included, is hydrated, and a click
 * on one of its links before its code has come loads a new document. React keeps its fiber on
 * each element it has hydrated (`__reactFiber$…`, React 17 to 19); the server's HTML has none.
 */
export async function expectHydrated(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"))),
    )
    .toBe(true);
}

/**
 * The loading overlay (spec section 2) is gone: what was submitted or opened has finished, so the
 * page can be used again. A user waits for it before the next click; so does a test.
 */
export async function expectSettled(page: Page) {
  await expect(page.getByRole("status").filter({ hasText: LOADING_OVERLAY_TEXT })).toHaveCount(0);
}

/** Collects console errors and uncaught page errors while a test runs. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * axe needs scripts in the page, so it runs only where JavaScript is on.
 *
 * Every rule runs on the whole page, in the page itself (`setLegacyMode`: axe.run rather than a
 * partial run per frame finished in a blank page the builder opens each time; the site has no
 * iframes, the only thing legacy mode does not reach), and only violations are collected in full
 * (`resultTypes`): the same violations, in a third of the time.
 */
export async function expectNoAxeViolations(page: Page) {
  if (test.info().project.use.javaScriptEnabled === false) return;
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * The page path a response answers for: with JavaScript, Remix asks for a page's data and posts
 * its forms at `/page.data` (single fetch, ADR 0075; `/_root.data` for the home page).
 */
export function pagePathOf(url: string): string {
  const { pathname } = new URL(url);
  if (!pathname.endsWith(".data")) return pathname;
  return pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "/");
}

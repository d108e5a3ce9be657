import { expect, test } from "@playwright/test";
import {
  CROSS_SITE_REQUEST_REFUSED,
  FORM_CONTENT_TYPE_REFUSED,
} from "../../app/services/platform/request-guard/text";

/**
 * The request guard through the real server (server.mjs → server/remix-handler.mjs; ADR 0070):
 * what a visitor lured by another site, or a script posting JSON, gets back.
 */

test("a search posted from another site gets the site's 403 page and runs nothing", async ({ page }) => {
  await page.route("https://evil.example/", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<form method="post" action="${test.info().project.use.baseURL}/search-vehicles/"><input name="pickupBranch" value="1"><button>Go</button></form>`,
    }),
  );
  await page.goto("https://evil.example/");
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes("/search-vehicles/")),
    page.getByRole("button", { name: "Go" }).click(),
  ]);
  expect(response.status()).toBe(403);
  // With JavaScript the page hydrates: it must stay the error page.
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CROSS_SITE_REQUEST_REFUSED);
  await expect(page.getByRole("link", { name: "Back to home" })).toBeVisible();
});

test("foreign, null and look-alike origins are refused with 403, never a 500; the site's own and none pass", async ({
  request,
  baseURL,
}) => {
  const post = (headers: Record<string, string>) =>
    request.post("/search-vehicles/", { form: { pickupBranch: "1" }, headers, maxRedirects: 0 });
  for (const origin of ["https://evil.example", "null", "%%garbage"])
    expect((await post({ Origin: origin })).status(), origin).toBe(403);
  // What Remix's browser code posts the profile form to (single fetch, ADR 0075).
  const fetcher = await request.post("/my-account/profile.data?index", {
    form: { firstName: "X" },
    headers: { Origin: "https://evil.example" },
  });
  expect(fetcher.status()).toBe(403);
  expect(await fetcher.json()).toEqual({ error: CROSS_SITE_REQUEST_REFUSED });
  for (const headers of [{ Origin: baseURL! }, {}] as Record<string, string>[]) {
    const status = (await post(headers)).status();
    expect(status).not.toBe(403);
    expect(status).toBeLessThan(500);
  }
});

test("a JSON body on a form route answers 415 with a message", async ({ request }) => {
  const response = await request.post("/business/sign-in/", {
    data: { email: "a@b.nz" },
    headers: { Accept: "text/html" },
  });
  expect(response.status()).toBe(415);
  expect(await response.text()).toContain(FORM_CONTENT_TYPE_REFUSED);
});

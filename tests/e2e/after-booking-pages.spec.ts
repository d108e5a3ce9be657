import { expect, test, type Page } from "@playwright/test";
import { CONTACT_POINTS } from "../../app/models/seed/contact-points";
import {
  APP_RETURN_URL,
  SHUTTLE_LOOKUP_MAX_FAILURES,
  SHUTTLE_LOOKUP_WINDOW_SECONDS,
} from "../../app/services/changes/constants";
import {
  SHUTTLE_REQUEST_MESSAGES,
  SHUTTLE_REQUEST_TEXT,
  shuttleTooManyAttemptsMessage,
} from "../../app/services/changes/shuttle/text";
import { RETURN_WEBVIEW_TEXT } from "../../app/services/changes/text";
import { expectNoAxeViolations, watchConsole, pagePathOf } from "./support/page-checks";

const javaScriptOn = () => test.info().project.use.javaScriptEnabled !== false;
const nz = CONTACT_POINTS.find((point) => point.region === "NZ")!;

/* ---- /return-webview/ ---------------------------------------------------------------------- */

function appLink(page: Page) {
  return page.getByRole("link", { name: RETURN_WEBVIEW_TEXT.openApp });
}

test.describe("return webview /return-webview/", () => {
  test("hides header and footer and links back into the app with a valid status and reference", async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const response = await page.goto("/return-webview/?status=success&reference=go1234567");
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: RETURN_WEBVIEW_TEXT.title.success }),
    ).toBeVisible();
    await expect(page.getByText(RETURN_WEBVIEW_TEXT.text.success)).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(appLink(page)).toHaveAttribute(
      "href",
      `${APP_RETURN_URL}?status=success&reference=GO1234567`,
    );
    await expect(page.getByRole("link", { name: RETURN_WEBVIEW_TEXT.website })).toHaveAttribute("href", "/");
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test("drops a bad reference and an unknown status, and never fails on odd values", async ({ page }) => {
    const response = await page.goto("/return-webview/?status=maybe&reference=GO12%3Cscript%3E");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: RETURN_WEBVIEW_TEXT.title.none })).toBeVisible();
    await expect(appLink(page)).toHaveAttribute("href", APP_RETURN_URL);

    const kept = await page.goto("/return-webview/?status=failed&reference=GO1234567%22onmouseover%3D");
    expect(kept?.status()).toBe(200);
    await expect(appLink(page)).toHaveAttribute("href", `${APP_RETURN_URL}?status=failed`);

    const odd = await page.goto("/return-webview/?status=%E0%A4%A&reference=%");
    expect(odd?.status()).toBe(200);
    await expect(appLink(page)).toHaveAttribute("href", APP_RETURN_URL);
  });

  test("says what happened when the flow was cancelled or failed", async ({ page }) => {
    await page.goto("/return-webview/?status=cancelled&reference=GO7654321");
    await expect(
      page.getByRole("heading", { level: 1, name: RETURN_WEBVIEW_TEXT.title.cancelled }),
    ).toBeVisible();
    await expect(page.getByText(RETURN_WEBVIEW_TEXT.text.cancelled)).toBeVisible();
    await expect(page.getByText("GO7654321")).toBeVisible();
    await page.goto("/return-webview/?status=FAILED");
    await expect(
      page.getByRole("heading", { level: 1, name: RETURN_WEBVIEW_TEXT.title.failed }),
    ).toBeVisible();
    await expect(appLink(page)).toHaveAttribute("href", `${APP_RETURN_URL}?status=failed`);
  });

  test("tells a listening app webview that the flow is over", async ({ page }) => {
    test.skip(!javaScriptOn(), "the message is posted by a script");
    await page.addInitScript(() => {
      const host = window as unknown as {
        returnMessages: string[];
        ReactNativeWebView: { postMessage: (message: string) => void };
      };
      host.returnMessages = [];
      host.ReactNativeWebView = { postMessage: (message) => host.returnMessages.push(message) };
    });
    await page.goto("/return-webview/?status=cancelled&reference=GO7654321");
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { returnMessages: string[] }).returnMessages))
      .toContain(JSON.stringify({ type: "return", status: "cancelled", reference: "GO7654321" }));
  });
});

/* ---- /shuttle-request/ --------------------------------------------------------------------- */

function referenceField(page: Page) {
  return page.getByLabel(SHUTTLE_REQUEST_TEXT.referenceLabel, { exact: true });
}

function emailField(page: Page) {
  return page.getByLabel(SHUTTLE_REQUEST_TEXT.emailLabel, { exact: true });
}

test.describe("shuttle request /shuttle-request/", () => {
  test("refuses an unknown reservation with the generic message, keeping what was typed @no-js", async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const first = await page.goto("/shuttle-request/");
    expect(first?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: SHUTTLE_REQUEST_TEXT.title })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();

    await referenceField(page).fill("go7654321");
    await emailField(page).fill("nobody@example.co.nz");
    const [answer] = await Promise.all([
      page.waitForResponse(
        (response) =>
          pagePathOf(response.url()).includes("/shuttle-request/") && response.request().method() === "POST",
      ),
      page.getByRole("button", { name: SHUTTLE_REQUEST_TEXT.find }).click(),
    ]);
    expect(answer.status()).toBeGreaterThanOrEqual(400);
    expect(answer.status()).toBeLessThan(500);
    await expect(page.getByRole("alert")).toContainText(SHUTTLE_REQUEST_MESSAGES.notFound);
    await expect(referenceField(page)).toHaveValue("go7654321");
    await expect(emailField(page)).toHaveValue("nobody@example.co.nz");
    await expectNoAxeViolations(page);
    // A refused look-up is an answer, not a page error: only the 404 of the answer itself may be logged.
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  });

  test("answers a malformed reservation number beside the field, with 400 @no-js", async ({
    page,
    request,
  }) => {
    const response = await request.post("/shuttle-request/", {
      form: { intent: "find", reference: "12345", email: "nobody@example.co.nz" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);

    await page.goto("/shuttle-request/");
    await referenceField(page).fill("12345");
    await emailField(page).fill("nobody@example.co.nz");
    await page.getByRole("button", { name: SHUTTLE_REQUEST_TEXT.find }).click();
    await expect(page.getByText(SHUTTLE_REQUEST_MESSAGES.referenceInvalid)).toBeVisible();
    await expect(referenceField(page)).toHaveValue("12345");
    await expect(referenceField(page)).toHaveAttribute("aria-invalid", "true");
  });

  test(`answers 429 after ${SHUTTLE_LOOKUP_MAX_FAILURES} failed look-ups from one session`, async ({
    request,
  }) => {
    for (let attempt = 0; attempt < SHUTTLE_LOOKUP_MAX_FAILURES; attempt += 1) {
      const miss = await request.post("/shuttle-request/", {
        form: { intent: "find", reference: `GO700000${attempt}`, email: "probe@example.co.nz" },
        maxRedirects: 0,
      });
      expect(miss.status()).toBe(404);
    }
    const blocked = await request.post("/shuttle-request/", {
      form: { intent: "find", reference: "GO7000099", email: "probe@example.co.nz" },
      maxRedirects: 0,
    });
    expect(blocked.status()).toBe(429);
    // The page, not just its data, says when the look-ups open again.
    const retryAfterSeconds = Number(blocked.headers()["retry-after"]);
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(retryAfterSeconds).toBeLessThanOrEqual(SHUTTLE_LOOKUP_WINDOW_SECONDS);
    expect(await blocked.text()).toContain(shuttleTooManyAttemptsMessage(nz.number).replace(/'/g, "&#x27;"));
  });

  test("never answers 500 to odd posts", async ({ request }) => {
    const forms: Record<string, string>[] = [
      {},
      { intent: "request" },
      { intent: "find", reference: "GO1234567".repeat(50), email: "@" },
    ];
    for (const form of forms) {
      const response = await request.post("/shuttle-request/", { form, maxRedirects: 0 });
      expect(response.status(), JSON.stringify(form)).toBeGreaterThanOrEqual(400);
      expect(response.status(), JSON.stringify(form)).toBeLessThan(500);
    }
  });
});

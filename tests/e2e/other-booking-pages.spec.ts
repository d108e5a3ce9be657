import { expect, test, type Page } from "@playwright/test";
import {
  CARD_AUTHORISATION_TEXT,
  FEEDBACK_TEXT,
  IDENTITY_CHECK_TEXT,
} from "../../app/services/changes/after-rental/text";
import { BOOKING_LOOKUP_TEXT } from "../../app/services/changes/text";
import { bookFirstVehicle } from "./support/booking";
import { expectInteractive, expectNoAxeViolations, openPage, pagePathOf } from "./support/page-checks";

const EMAIL = "other-pages.e2e@example.co.nz";

const makeBooking = (page: Page) =>
  bookFirstVehicle(page, { branch: "Dunedin Airport", tripOffsetDays: 80, email: EMAIL });

async function startIdentityCheck(page: Page, path: string, reference: string) {
  const response = await openPage(page, path);
  expect(response?.status()).toBe(200);
  await page.getByLabel(BOOKING_LOOKUP_TEXT.referenceLabel, { exact: true }).fill(reference);
  await page.getByLabel(BOOKING_LOOKUP_TEXT.emailLabel, { exact: true }).fill(EMAIL);
  await page.getByRole("button", { name: IDENTITY_CHECK_TEXT.start }).click();
  await expect(page).toHaveURL(/\/identity-check-sandbox\/\?check=/);
  await expect(page.getByRole("heading", { level: 1, name: IDENTITY_CHECK_TEXT.sandboxTitle })).toBeVisible();
  await expectInteractive(page);
}

test.describe("other booking pages", () => {
  test("each page answers 200 without parameters", async ({ page }) => {
    const pages: [string, string][] = [
      ["/your-feedback/", FEEDBACK_TEXT.title],
      ["/feedback-complete/", FEEDBACK_TEXT.title],
      ["/credit-card-authorisation/", CARD_AUTHORISATION_TEXT.title],
      ["/credit-card-authorisation/form/", CARD_AUTHORISATION_TEXT.formTitle],
      ["/credit-card-authorisation/complete/", CARD_AUTHORISATION_TEXT.noResultTitle],
      ["/aplyid-success/", IDENTITY_CHECK_TEXT.aboutTitle],
      ["/aplyid-cancel/", IDENTITY_CHECK_TEXT.aboutTitle],
    ];
    for (const [path, title] of pages) {
      const response = await openPage(page, path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    }
    await openPage(page, "/credit-card-authorisation/");
    await page.getByRole("link", { name: CARD_AUTHORISATION_TEXT.start, exact: true }).click();
    await expect(page).toHaveURL(/\/credit-card-authorisation\/form\/$/);
    await openPage(page, "/feedback-complete/");
    await expect(page.getByRole("link", { name: FEEDBACK_TEXT.giveFeedback })).toHaveAttribute(
      "href",
      "/your-feedback/",
    );
  });

  test("/your-feedback/ with an unknown booking shows the generic message and keeps the values @no-js", async ({
    page,
  }) => {
    await openPage(page, "/your-feedback/");
    await expectNoAxeViolations(page);
    await page.getByLabel(BOOKING_LOOKUP_TEXT.referenceLabel, { exact: true }).fill("GO0000003");
    await page.getByLabel(BOOKING_LOOKUP_TEXT.emailLabel, { exact: true }).fill("nobody@example.co.nz");
    await page
      .getByRole("group", { name: FEEDBACK_TEXT.ratingLegend })
      .getByRole("radio", { name: FEEDBACK_TEXT.ratingLabels[3] })
      .check();
    await page
      .getByRole("group", { name: FEEDBACK_TEXT.recommendLegend })
      .getByRole("radio", { name: FEEDBACK_TEXT.yes })
      .check();
    await page.getByLabel(FEEDBACK_TEXT.commentsLabel).fill("Lovely car");
    const answer = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && pagePathOf(response.url()).includes("/your-feedback/"),
    );
    await page.getByRole("button", { name: FEEDBACK_TEXT.submit }).click();
    const status = (await answer).status();
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    await expect(page.getByRole("alert").filter({ hasText: BOOKING_LOOKUP_TEXT.notFound })).toBeVisible();
    await expect(page.getByLabel(BOOKING_LOOKUP_TEXT.referenceLabel, { exact: true })).toHaveValue(
      "GO0000003",
    );
    await expect(page.getByLabel(BOOKING_LOOKUP_TEXT.emailLabel, { exact: true })).toHaveValue(
      "nobody@example.co.nz",
    );
    await expect(page.getByLabel(FEEDBACK_TEXT.commentsLabel)).toHaveValue("Lovely car");
  });

  test("an identity check round trip: verify, then cancel @no-js", async ({ page }) => {
    test.setTimeout(120_000);
    const reference = await makeBooking(page);

    await startIdentityCheck(page, "/aplyid-success/", reference);
    await page.getByRole("button", { name: IDENTITY_CHECK_TEXT.sandboxVerify }).click();
    await expect(page).toHaveURL(/\/aplyid-success\/\?check=/);
    await expect(
      page.getByRole("heading", { level: 1, name: IDENTITY_CHECK_TEXT.successTitle }),
    ).toBeVisible();
    await expect(page.getByText(IDENTITY_CHECK_TEXT.successLead)).toBeVisible();
    // A refresh shows the same.
    await page.reload({ waitUntil: "domcontentloaded" });
    await expectInteractive(page);
    await expect(
      page.getByRole("heading", { level: 1, name: IDENTITY_CHECK_TEXT.successTitle }),
    ).toBeVisible();

    await startIdentityCheck(page, "/aplyid-cancel/", reference);
    await page.getByRole("button", { name: IDENTITY_CHECK_TEXT.sandboxCancel }).click();
    await expect(page).toHaveURL(/\/aplyid-cancel\/\?check=/);
    await expect(
      page.getByRole("heading", { level: 1, name: IDENTITY_CHECK_TEXT.cancelTitle }),
    ).toBeVisible();
    await page.getByRole("button", { name: IDENTITY_CHECK_TEXT.tryAgain }).click();
    await expect(page).toHaveURL(/\/identity-check-sandbox\/\?check=/);
    await expect(page.getByRole("button", { name: IDENTITY_CHECK_TEXT.sandboxVerify })).toBeVisible();
  });
});

import { expect, test, type Locator, type Page } from "@playwright/test";
import { AA_MEMBERS } from "../../app/models/seed/booking";
import {
  INVALID_AA_MEMBERSHIP_NUMBER,
  PROMO_FORM_TEXT,
  PROMO_MESSAGES,
  PROMO_UI_TEXT,
} from "../../app/services/booking/promo/text";
import { expectNoAxeViolations, watchConsole } from "./support/page-checks";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const NOT_A_MEMBER = "1234567890123456";
const MEMBER = AA_MEMBERS.find((member) => member.isActive && member.expiresOn === null)!.memberNumber;
const javaScriptOn = () => test.info().project.use.javaScriptEnabled !== false;

function codeInput(scope: Page | Locator) {
  return scope.getByPlaceholder(PROMO_FORM_TEXT.placeholder);
}

async function applyCode(scope: Page | Locator, code: string) {
  await codeInput(scope).fill(code);
  await scope.getByRole("button", { name: PROMO_FORM_TEXT.submit }).click();
}

test.describe("promo code page /promo-code/", () => {
  test("with no search yet, the code is stored (lower-case) and can be removed @no-js", async ({ page }) => {
    const errors = watchConsole(page);
    await page.setViewportSize(DESKTOP);
    await page.goto("/promo-code/");
    await expect(page.getByRole("heading", { level: 1, name: PROMO_FORM_TEXT.title })).toBeVisible();
    await expect(page.getByLabel(PROMO_FORM_TEXT.aaNumberLabel)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await applyCode(page, "  RealNZ ");
    await expect(page).toHaveURL(/\/promo-code\/$/);
    await expect(page.getByText(PROMO_UI_TEXT.appliedLabel)).toBeVisible();
    await expect(page.getByText("realnz", { exact: true })).toBeVisible();
    await expect(page.getByText(PROMO_UI_TEXT.storedNotice)).toBeVisible();

    await page.getByRole("button", { name: PROMO_UI_TEXT.remove }).click();
    await expect(page.getByText(PROMO_UI_TEXT.appliedLabel)).toHaveCount(0);
    await expect(page.getByText(PROMO_UI_TEXT.pageIntro)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("an unknown code is refused beside the field, the typed value kept @no-js", async ({ page }) => {
    await page.goto("/promo-code/");
    await applyCode(page, "NOSUCHCODE");
    await expect(page.getByText(PROMO_MESSAGES.promoCodeUnknown)).toBeVisible();
    await expect(codeInput(page)).toHaveValue("NOSUCHCODE");
    await expect(codeInput(page)).toHaveAttribute("aria-invalid", "true");
  });

  test("an AA code asks for the number; a number the AA refuses shows 'Invalid AA membership number' under 'Sorry' @no-js", async ({
    page,
  }) => {
    await page.goto("/promo-code/");
    await applyCode(page, "AAMEMBER");
    // With JavaScript the field appears as the code is typed; without, when the server asks for it.
    await expect(page.getByText(PROMO_MESSAGES.aaNumberRequired)).toBeVisible();
    const number = page.getByLabel(PROMO_FORM_TEXT.aaNumberLabel);
    await expect(number).toBeVisible();

    await number.fill(NOT_A_MEMBER);
    await page.getByRole("button", { name: PROMO_FORM_TEXT.submit }).click();
    const sorry = page
      .getByRole("alert")
      .filter({ has: page.getByRole("heading", { name: PROMO_FORM_TEXT.errorListTitle }) });
    await expect(sorry).toBeVisible();
    await expect(sorry.getByRole("listitem")).toHaveText(INVALID_AA_MEMBERSHIP_NUMBER);
    await expect(codeInput(page)).toHaveValue("AAMEMBER");
    await expect(page.getByLabel(PROMO_FORM_TEXT.aaNumberLabel)).toHaveValue(NOT_A_MEMBER);
    await expect(page.getByText(PROMO_UI_TEXT.appliedLabel)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("answers 400, not 500, to a bad form without JavaScript", async ({ request }) => {
    const response = await request.post("/promo-code/", {
      form: { intent: "apply", promoCode: "aamember", aaNumber: NOT_A_MEMBER },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain(INVALID_AA_MEMBERSHIP_NUMBER);
  });

  test("refuses an off-site redirectTo", async ({ request }) => {
    const response = await request.post("/promo-code/", {
      form: { intent: "apply", promoCode: "sudima", redirectTo: "https://evil.example/" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/promo-code/");
  });
});

test.describe("deals page /deals/promotion/ @no-js", () => {
  test("shows the offer and, with no search yet, goes on to /vehicles/ once the code is stored", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/deals/promotion/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/15% off/).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await applyCode(page, "Sudima");
    await expect(page).toHaveURL(/\/vehicles\/(#results)?$/);
    await expect(page.getByText(PROMO_UI_TEXT.appliedLabel).first()).toBeVisible();
    await expect(page.getByText("sudima", { exact: true }).first()).toBeVisible();
  });

  test("keeps the visitor on the page with the error when the code is unknown", async ({ page }) => {
    await page.goto("/deals/promotion/");
    await applyCode(page, "nope");
    await expect(page).toHaveURL(/\/deals\/promotion\/$/);
    await expect(page.getByText(PROMO_MESSAGES.promoCodeUnknown)).toBeVisible();
  });
});

test.describe("promo code modal on /vehicles/", () => {
  test("opens from 'Have a promo code?' (a page without JavaScript) and lands on the results on a phone @no-js", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/vehicles/");
    if (javaScriptOn()) {
      await page.getByRole("button", { name: PROMO_UI_TEXT.trigger }).first().click();
      const dialog = page.getByRole("dialog", { name: PROMO_FORM_TEXT.title });
      await expect(dialog).toBeVisible();
      await codeInput(dialog).fill("aamember");
      await expect(dialog.getByLabel(PROMO_FORM_TEXT.aaNumberLabel)).toBeVisible();
      await dialog.getByLabel(PROMO_FORM_TEXT.aaNumberLabel).fill(NOT_A_MEMBER);
      await dialog.getByRole("button", { name: PROMO_FORM_TEXT.submit }).click();
      await expect(dialog.getByRole("alert")).toContainText(PROMO_FORM_TEXT.errorListTitle);
      await expect(dialog.getByRole("alert")).toContainText(INVALID_AA_MEMBERSHIP_NUMBER);
      await expectNoAxeViolations(page);

      await dialog.getByLabel(PROMO_FORM_TEXT.aaNumberLabel).fill(MEMBER);
      await dialog.getByRole("button", { name: PROMO_FORM_TEXT.submit }).click();
      await expect(dialog).toBeHidden();
    } else {
      const link = page.getByRole("link", { name: PROMO_UI_TEXT.trigger }).first();
      await expect(link).toHaveAttribute("href", "/promo-code/?redirectTo=%2Fvehicles%2F");
      await link.click();
      await expect(page).toHaveURL(/\/promo-code\/\?redirectTo=/);
      await applyCode(page, "aamember");
      await page.getByLabel(PROMO_FORM_TEXT.aaNumberLabel).fill(MEMBER);
      await page.getByRole("button", { name: PROMO_FORM_TEXT.submit }).click();
    }
    await expect(page).toHaveURL(/\/vehicles\/#results$/);
    await expect(page.getByText("aamember", { exact: true }).first()).toBeVisible();
  });
});

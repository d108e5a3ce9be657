import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { DEMO_ACCOUNT_PASSWORD, DEMO_ACCOUNTS } from "../../app/models/seed/accounts";
import { MY_ACCOUNT_PATHS } from "../../app/services/accounts/constants";
import {
  ACCOUNT_EMAIL_TEXT,
  ACCOUNT_MESSAGES,
  ACCOUNT_PAGE_TEXT as T,
  SIGN_IN_FAILED,
} from "../../app/services/accounts/text";
import { expectNoEnglish } from "./support/languages";
import { latestMailTo, linkIn } from "./support/mail";
import { expectNoAxeViolations, expectSettled, openPage, watchConsole } from "./support/page-checks";

/**
 * Customer accounts in German and Chinese (issue 34, area F), JavaScript on and off: a visitor
 * signs up in German, gets the verification email in German with a /de/ link, signs in and lands
 * on /de/my-account/ (one prefix); the demo customer walks My account in Chinese. Every page is
 * checked for English texts its language translates. The expected words are the catalogues'.
 */
const catalogues = new Map<string, Record<string, string>>();

/** `text` (English, as the code defines it) in the language of `prefix`. */
function tr(prefix: string, text: string): string {
  let catalogue = catalogues.get(prefix);
  if (!catalogue) {
    catalogue = JSON.parse(
      fs.readFileSync(path.resolve("locales", prefix, "accounts.json"), "utf8"),
    ) as Record<string, string>;
    catalogues.set(prefix, catalogue);
  }
  const translated = catalogue[text];
  expect(translated, `"${text}" in locales/${prefix}/accounts.json`).toBeTruthy();
  return translated;
}

const customer = DEMO_ACCOUNTS.find((account) => account.userType === "Customer")!;
const main = (page: Page) => page.getByRole("main");

async function signIn(page: Page, prefix: string, email: string, password: string) {
  await page.getByLabel(tr(prefix, "Email"), { exact: true }).fill(email);
  await page.getByLabel(tr(prefix, "Password"), { exact: true }).fill(password);
  await expectSettled(page);
  await main(page)
    .getByRole("button", { name: tr(prefix, "Sign in"), exact: true })
    .click();
}

test.describe("customer accounts in German and Chinese", () => {
  test("signs up and in in German, with the verification email in German @no-js", async ({
    page,
  }, testInfo) => {
    test.slow();
    const errors = watchConsole(page);
    const email = `de-${testInfo.project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.de`;
    const password = "Schöne Straßen 2027";

    await openPage(page, "/de/sign-up/");
    await expect(page.getByRole("heading", { level: 1, name: tr("de", T.signUpTitle) })).toBeVisible();
    // Country names in German, by their code.
    await expect(page.getByLabel(tr("de", "Country of residence"))).toHaveValue("NZ");
    await expect(page.getByLabel(tr("de", "Country of residence")).locator("option:checked")).toHaveText(
      "Neuseeland",
    );
    await expectNoEnglish(page, "de");
    await expectNoAxeViolations(page);

    await page.getByLabel(tr("de", "First name")).fill("Lena");
    await page.getByLabel(tr("de", "Last name")).fill("Vogel");
    await page.getByLabel(tr("de", "Email"), { exact: true }).fill(email);
    await page.getByLabel(tr("de", "Phone number")).fill("21 555 0188");
    await page.getByLabel(tr("de", "Password"), { exact: true }).fill("kurz");
    await page.getByLabel(tr("de", "Confirm password")).fill("kurz");
    await expectSettled(page);
    await page.getByRole("button", { name: tr("de", "Create account") }).click();
    // The validation message in German, beside its field.
    await expect(page.locator("#field-password-error")).toHaveText(
      tr("de", ACCOUNT_MESSAGES.passwordTooShort),
    );
    await expect(page.getByLabel(tr("de", "First name"))).toHaveValue("Lena");

    await page.getByLabel(tr("de", "Password"), { exact: true }).fill(password);
    await page.getByLabel(tr("de", "Confirm password")).fill(password);
    await expectSettled(page);
    await page.getByRole("button", { name: tr("de", "Create account") }).click();
    // Sign-up hashes the password (scrypt): slower than a page on a loaded machine.
    await expect(page.getByRole("heading", { level: 1, name: tr("de", T.checkEmailTitle) })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/\/de\/sign-up\/\?sent=1$/);
    await expect(page.getByText(tr("de", ACCOUNT_MESSAGES.signUpDone))).toBeVisible();
    await expectNoEnglish(page, "de");

    // The email is German, and its link opens the German page.
    const mail = await latestMailTo(email, "/de/verify-account/");
    expect(mail.subject).toBe(tr("de", ACCOUNT_EMAIL_TEXT.verifySubject));
    expect(mail.text).toContain(tr("de", ACCOUNT_EMAIL_TEXT.verifyIntro));
    await openPage(page, linkIn(mail, "/de/verify-account/"));
    await expect(page.getByRole("heading", { level: 1, name: tr("de", T.verifiedTitle) })).toBeVisible();
    await expectNoEnglish(page, "de");

    // A guest asking for My account signs in and comes back to it, under one prefix.
    await openPage(page, "/de/my-account/profile/");
    await expect(page).toHaveURL(/\/de\/sign-in\/\?redirectTo=%2Fmy-account%2Fprofile%2F$/);
    await expectNoEnglish(page, "de");
    await signIn(page, "de", email, "falsch und falsch");
    await expect(main(page).getByRole("alert")).toHaveText(tr("de", SIGN_IN_FAILED));
    await signIn(page, "de", email, password);
    await expect(page).toHaveURL(/\/de\/my-account\/profile\/$/);
    await expect(page.getByRole("heading", { level: 1, name: tr("de", T.profileTitle) })).toBeVisible();
    await expectNoEnglish(page, "de");
    expect(errors.filter((error) => !/status of 4\d\d/.test(error))).toEqual([]);
  });

  test("walks My account in Chinese @no-js", async ({ page }) => {
    test.slow();
    await openPage(page, "/zh/sign-in/");
    await expect(page.getByRole("heading", { level: 1, name: tr("zh", T.signInTitle) })).toBeVisible();
    await expectNoEnglish(page, "zh");
    await signIn(page, "zh", customer.email, DEMO_ACCOUNT_PASSWORD);
    await expect(page).toHaveURL(/\/zh\/my-account\/$/);
    await expect(page.getByRole("heading", { level: 1, name: tr("zh", T.dashboardTitle) })).toBeVisible();
    await expect(main(page).getByRole("heading", { name: tr("zh", T.upcomingBooking) })).toBeVisible();
    // Member since, in Chinese: 2026年11月21日.
    await expect(main(page).locator("time").first()).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日$/);
    await expectNoEnglish(page, "zh");
    await expectNoAxeViolations(page);

    for (const [href, title] of [
      [MY_ACCOUNT_PATHS.profile, T.profileTitle],
      [MY_ACCOUNT_PATHS.changePassword, T.changePasswordTitle],
      [MY_ACCOUNT_PATHS.addressPhone, T.addressPhoneTitle],
      [MY_ACCOUNT_PATHS.driverLicence, T.driverLicenceTitle],
      [MY_ACCOUNT_PATHS.myBookings, T.myBookingsTitle],
    ] as const) {
      // The account menu keeps the visitor in Chinese.
      await main(page)
        .getByRole("navigation")
        .getByRole("link", { name: tr("zh", title), exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/zh${href}$`));
      await expect(page.getByRole("heading", { level: 1, name: tr("zh", title) })).toBeVisible();
      await expectNoEnglish(page, "zh");
    }

    // A form's message in Chinese: saving the address keeps the visitor on the Chinese page.
    await main(page)
      .getByRole("navigation")
      .getByRole("link", { name: tr("zh", T.addressPhoneTitle) })
      .click();
    await expectSettled(page);
    await page.getByRole("button", { name: tr("zh", "Save address and phone") }).click();
    await expect(page).toHaveURL(/\/zh\/my-account\/address-phone\/\?saved=1$/);
    await expect(
      main(page)
        .getByRole("status")
        .filter({ hasText: tr("zh", T.addressSaved) }),
    ).toBeVisible();
    await expectNoEnglish(page, "zh");
  });
});

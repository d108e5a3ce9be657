import { expect, test } from "@playwright/test";
import { translatorFor } from "../../app/services/platform/i18n/i18n.server";
import { expectNoEnglish } from "./support/languages";
import { expectNoAxeViolations, expectSettled, openPage } from "./support/page-checks";

/**
 * Area A1 of issue 34: the frame, the home page, the contact page and the error page in German and
 * Chinese, JavaScript on and off.
 */
const LANGUAGES = ["de", "zh"].map((prefix) => {
  const { t } = translatorFor(prefix);
  return {
    prefix,
    heading: t("Car rental across New Zealand,"),
    menu: t("Manage booking"),
    contactTitle: t("Contact us"),
    name: t("Your name"),
    email: t("Email address"),
    send: t("Send message"),
    sent: t("Message sent"),
    notFound: t("Oops, page not found"),
  };
});

for (const language of LANGUAGES) {
  test(`the frame and home page in ${language.prefix}, then the contact page and a 404 @no-js`, async ({
    page,
  }) => {
    await openPage(page, `/${language.prefix}/`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      language.heading.replace(/[,，]$/, ""),
    );
    await expect(page.getByRole("link", { name: language.menu }).first()).toHaveAttribute(
      "href",
      `/${language.prefix}/manage-booking/`,
    );
    await expectNoEnglish(page, language.prefix);
    await expectNoAxeViolations(page);

    await openPage(page, `/${language.prefix}/contact/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.contactTitle);
    await page.getByLabel(language.name).fill("Anna Muster");
    await page.getByLabel(language.email).fill("anna@example.com");
    await page.locator("textarea").fill("Eine Frage zu meiner Buchung, bitte.");
    await page.getByRole("button", { name: language.send }).click();
    await expectSettled(page);
    await expect(page.getByRole("heading", { name: language.sent })).toBeVisible();
    await expectNoEnglish(page, language.prefix);

    const missing = await openPage(page, `/${language.prefix}/no-such-page/`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.notFound);
    await expectNoEnglish(page, language.prefix);
  });
}

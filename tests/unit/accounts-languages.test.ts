import { describe, expect, it } from "vitest";
import { getConfig } from "~/config.server";
import { listOutbox } from "~/models/operations/mail-outbox.server";
import { requestPasswordReset, signUp, verifyAccount } from "~/services/accounts/auth.server";
import { countryChoicesFrom, formatMemberSince, signInDestination } from "~/services/accounts/pages.server";
import { requireCustomer } from "~/services/accounts/roles.server";
import { ACCOUNT_EMAIL_TEXT } from "~/services/accounts/text";
import { runInLanguage } from "~/services/platform/i18n/i18n.server";
import { t } from "~/services/platform/i18n/translate";

/**
 * Customer accounts in German and Chinese (issue 34, area F): the account emails are written in
 * the language of the request that sends them, with links under its prefix, and a page asked for
 * under /de/ comes back after sign-in with one prefix, never /de/de/.
 */
let counter = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${counter++}@example.nz`;

const input = (email: string) => ({
  firstName: "Lena",
  lastName: "Vogel",
  email,
  password: "Kia ora 2026!",
  country: "DE",
  phone: "151 555 0100",
  phoneCountryCode: "+49",
});

/** `text` as the catalogue of `prefix` has it; never the English. */
function translated(prefix: string, text: string): string {
  const result = runInLanguage(prefix, () => t(text));
  expect(result).not.toBe(text);
  return result;
}

describe("account emails in the request's language", () => {
  it("sends a German sign-up its verification email in German, linking to /de/verify-account/", async () => {
    const email = uniqueEmail("de");
    await runInLanguage("de", () => signUp(input(email)));
    const [mail] = await listOutbox({ to: email, limit: 1 });
    expect(mail.subject).toBe(translated("de", ACCOUNT_EMAIL_TEXT.verifySubject));
    expect(mail.textBody).toContain(runInLanguage("de", () => ACCOUNT_EMAIL_TEXT.greeting("Lena")));
    expect(mail.textBody).toContain(translated("de", ACCOUNT_EMAIL_TEXT.verifyIntro));
    expect(mail.textBody).toContain(translated("de", ACCOUNT_EMAIL_TEXT.signOff));
    expect(mail.textBody).not.toContain(ACCOUNT_EMAIL_TEXT.verifyIntro);
    const link = new RegExp(`${getConfig().publicUrl}/de/verify-account/\\?token=([\\w-]+)`).exec(
      mail.textBody,
    );
    expect(link).not.toBeNull();
    // The German link works: the account is verified.
    expect((await verifyAccount(link![1])).ok).toBe(true);
  });

  it("sends a Chinese password reset in Chinese, linking to /zh/reset-password/", async () => {
    const email = uniqueEmail("zh");
    await signUp(input(email));
    await runInLanguage("zh", () => requestPasswordReset(email));
    const [mail] = await listOutbox({ to: email, limit: 1 });
    expect(mail.subject).toBe(translated("zh", ACCOUNT_EMAIL_TEXT.resetSubject));
    expect(mail.textBody).toContain(translated("zh", ACCOUNT_EMAIL_TEXT.resetIntro));
    expect(mail.textBody).toContain(`${getConfig().publicUrl}/zh/reset-password/?token=`);
  });

  it("keeps English emails and links as they were", async () => {
    const email = uniqueEmail("en");
    await signUp(input(email));
    const [mail] = await listOutbox({ to: email, limit: 1 });
    expect(mail.subject).toBe(ACCOUNT_EMAIL_TEXT.verifySubject);
    expect(mail.textBody).toContain(`${getConfig().publicUrl}/verify-account/?token=`);
  });
});

describe("returning after sign-in under a prefix", () => {
  it("sends a guest on /de/my-account/profile/ to sign in with a return path Remix can prefix once", async () => {
    const redirect = await runInLanguage("de", () =>
      requireCustomer(new Request("http://localhost/de/my-account/profile/?x=1")).then(
        () => null,
        (thrown: unknown) => thrown as Response,
      ),
    );
    expect(redirect?.status).toBe(302);
    expect(redirect?.headers.get("Location")).toBe("/sign-in/?redirectTo=%2Fmy-account%2Fprofile%2F%3Fx%3D1");
  });

  it("drops the page's own prefix from a redirectTo that holds it, and only that", () => {
    runInLanguage("de", () => {
      expect(signInDestination("Customer", "/de/my-account/my-bookings/")).toBe("/my-account/my-bookings/");
      expect(signInDestination("Customer", "/de/book-now/?step=3")).toBe("/book-now/?step=3");
      expect(signInDestination("Customer", "/dealers/")).toBe("/dealers/");
      expect(signInDestination("Customer", "/de/sign-in/")).toBe("/my-account/");
    });
    expect(signInDestination("Customer", "/de/my-account/")).toBe("/de/my-account/");
  });
});

describe("dates and countries in the page's language", () => {
  it("writes member since on the New Zealand calendar in German and Chinese", () => {
    const createdAt = new Date("2026-11-20T23:00:00Z");
    expect(runInLanguage("de", () => formatMemberSince(createdAt))).toBe("21. November 2026");
    expect(runInLanguage("zh", () => formatMemberSince(createdAt))).toBe("2026年11月21日");
  });

  it("names the countries of the selects in German, by their code", () => {
    const choices = runInLanguage("de", () =>
      countryChoicesFrom([
        { code: "NZ", name: "New Zealand", payload: { dialCode: "+64" } },
        { code: "DE", name: "Germany", payload: { dialCode: "49" } },
      ]),
    );
    expect(choices.countries).toEqual([
      { value: "NZ", label: "Neuseeland" },
      { value: "DE", label: "Deutschland" },
    ]);
    expect(choices.dialCodes[1]).toEqual({ value: "+49", label: "Deutschland (+49)" });
  });
});

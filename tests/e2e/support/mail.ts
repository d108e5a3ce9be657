import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { E2E_BASE_URL, E2E_MAIL_DIR } from "../../../playwright.config";

type SentMail = { to: string; subject: string; text: string };

/**
 * The newest email the server sent to `to` (its file outbox, MAIL_DIR) whose text contains
 * `containing`, waiting for it to arrive: an earlier email to the same address never stands in.
 */
export async function latestMailTo(to: string, containing: string): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(E2E_MAIL_DIR).catch(() => [] as string[])).sort().reverse();
        for (const name of names) {
          const mail = JSON.parse(await readFile(path.join(E2E_MAIL_DIR, name), "utf8")) as SentMail;
          if (mail.to === to.toLowerCase() && mail.text.includes(containing)) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link in an email to a path of this site, made relative to the test server. */
export function linkIn(mail: SentMail, pathPrefix: string): string {
  const match = mail.text.match(new RegExp(`https?://[^\\s]*${pathPrefix.replace(/[/?]/g, "\\$&")}[^\\s]*`));
  expect(match, `a ${pathPrefix} link in "${mail.subject}"`).not.toBeNull();
  const url = new URL(match![0]);
  return new URL(`${url.pathname}${url.search}`, E2E_BASE_URL).toString();
}

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { E2E_BASE_URL, E2E_MAIL_DIR } from "../../../playwright.config";

type SentMail = { to: string; subject: string; text: string };

/**
 * The outbox's mails, newest first: `[file name, mail]`. The server writes each mail in place
 * (app/services/platform/mail.server.ts: open, then write), so a mail that another test is sending
 * at this moment can be read empty or half-written; such a file is read again until it is whole,
 * never taken for a mail that is not there nor left to throw from a poll (a throw ends
 * `expect.poll` at once).
 */
export async function* outboxMails<Mail extends SentMail = SentMail>(): AsyncGenerator<[string, Mail]> {
  const names = (await readdir(E2E_MAIL_DIR).catch(() => [] as string[]))
    .filter((name) => name.endsWith(".json"))
    .sort()
    .reverse();
  for (const name of names) yield [name, await readWholeMail<Mail>(path.join(E2E_MAIL_DIR, name))];
}

async function readWholeMail<Mail>(file: string): Promise<Mail> {
  for (let attempt = 1; ; attempt += 1) {
    const text = await readFile(file, "utf8");
    try {
      return JSON.parse(text) as Mail;
    } catch (error) {
      // Still being written: a whole mail is there within moments.
      if (attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * The newest email the server sent to `to` (its file outbox, MAIL_DIR) whose text contains
 * `containing`, waiting for it to arrive: an earlier email to the same address never stands in.
 */
export async function latestMailTo(to: string, containing: string): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(
      async () => {
        for await (const [, mail] of outboxMails()) {
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

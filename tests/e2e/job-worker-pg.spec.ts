import { expect, test } from "@playwright/test";
import pg from "pg";
import { E2E_DATABASE_URL } from "../../playwright.config";
import { expectSettled, openPage } from "./support/page-checks";

/**
 * The end-to-end run on PostgreSQL (scripts/test-pg.sh): the web processes only write the email
 * and its job; the worker, a process of its own, sends it through the SMTP server. Skipped on the
 * embedded database, where the outbox is the transport.
 */
test.skip(!E2E_DATABASE_URL, "the PostgreSQL run only");

const DEMO_CUSTOMER = "aroha.customer@example.co.nz";

test("an email written by a web process is sent by the worker process @no-js", async ({ page }, testInfo) => {
  const since = new Date();
  await openPage(page, "/forgot-password/");
  await page.getByLabel("Email", { exact: true }).fill(DEMO_CUSTOMER);
  await expectSettled(page);
  await page.getByRole("button", { name: "Email me a link" }).click();

  const db = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await db.connect();
  try {
    await expect
      .poll(
        async () => {
          const { rows } = await db.query<{ status: string }>(
            `select status from mail_outbox where to_address = $1 and created_at >= $2
              order by created_at desc limit 1`,
            [DEMO_CUSTOMER, since],
          );
          return rows[0]?.status;
        },
        { timeout: 20_000, message: `the reset email (${testInfo.project.name}) sent by the worker` },
      )
      .toBe("sent");
  } finally {
    await db.end();
  }
});

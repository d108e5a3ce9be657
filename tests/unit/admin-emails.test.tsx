import { randomUUID } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poolSqlRunner } from "~/models/db.server";
import { addToOutbox, recordOutboxFailure } from "~/models/operations/mail-outbox.server";
import { action as emailAction, loader as emailLoader } from "~/routes/admin+/emails+/$id";
import { loader as emailsLoader } from "~/routes/admin+/emails+/_index";
import { loader as jobsLoader } from "~/routes/admin+/jobs";
import { EmailHtmlPreview } from "~/components/admin/emails/EmailHtmlPreview";
import type { EmailMessagePage, EmailsPage } from "~/services/admin/emails/emails.server";
import { EMAIL_PREVIEW_CSP } from "~/services/admin/emails/rules";
import { EMAILS_MESSAGES } from "~/services/admin/emails/text";
import type { JobsPage } from "~/services/admin/jobs/jobs.server";
import { ensureQueue, newBoss } from "~/services/platform/jobs/queue.server";
import { callRoute, staffCookie } from "./support/admin-call";
import { eventually } from "./support/smtp";
import { newStaff } from "./support/staff";

/**
 * The back office's emails and jobs pages (issue 33) without a mail server: the outbox is the
 * transport. Resending through a real SMTP server: admin-emails-resend.test.ts.
 */
delete process.env.SMTP_URL;

let admin: string;
let staff: string;
beforeAll(async () => {
  admin = await staffCookie(await newStaff("Admin", []));
  staff = await staffCookie(await newStaff("Staff", ["AKL"]));
});

const address = () => `outbox.${randomUUID().slice(0, 8)}@example.nz`;

async function message(to: string, status: "kept" | "sent" | "failed" | "pending", extra = {}) {
  const jobId = randomUUID();
  const row = await addToOutbox({
    from: "GO Rentals <reservations@gorentals.co.nz>",
    to,
    subject: `A ${status} email`,
    textBody: `Kia ora,\n\nThe ${status} one.`,
    htmlBody: null,
    attachments: [],
    status: status === "kept" ? "kept" : "pending",
    jobId: status === "kept" ? null : jobId,
    ...extra,
  });
  if (status === "failed") await recordOutboxFailure(row.id, jobId, "550 Mailbox unavailable", true);
  if (status === "sent") {
    const { markOutboxMessageSent } = await import("~/models/operations/mail-outbox.server");
    await markOutboxMessageSent(row.id, jobId);
  }
  return row;
}

describe("/admin/emails/", () => {
  it("is Admin's: Staff get the site's 404", async () => {
    expect((await callRoute(emailsLoader, "/admin/emails/", staff)).status).toBe(404);
    const row = await message(address(), "kept");
    const page = await callRoute(emailLoader, `/admin/emails/${row.id}/`, staff, { params: { id: row.id } });
    expect(page.status).toBe(404);
    const post = await callRoute(emailAction, `/admin/emails/${row.id}/`, staff, {
      form: { intent: "resend" },
      params: { id: row.id },
    });
    expect(post.status).toBe(404);
  });

  it("lists failed and pending emails first, then the rest newest first, with their tries and last error, and says nothing is sent", async () => {
    const to = address();
    await message(to, "failed");
    await message(to, "pending");
    await message(to, "sent");
    await message(to, "kept");
    const answer = await callRoute(emailsLoader, "/admin/emails/", admin);
    expect(answer.status).toBe(200);
    const page = (await answer.json()) as EmailsPage;
    expect(page.smtp).toBe(false);
    const mine = page.lines.filter((line) => line.to === to);
    expect(mine.map((line) => line.status)).toEqual(["failed", "pending", "kept", "sent"]);
    expect(mine[0]).toMatchObject({ attempts: 1, lastError: "550 Mailbox unavailable" });
    const firstOther = page.lines.findIndex((line) => line.status === "sent" || line.status === "kept");
    expect(
      page.lines.slice(firstOther).some((line) => line.status === "failed" || line.status === "pending"),
    ).toBe(false);
  });

  it("filters by state and by the whole recipient address, whatever its case", async () => {
    const to = address();
    await message(to, "failed");
    await message(to, "kept");
    await message(address(), "failed");
    const url = `/admin/emails/?status=failed&to=${encodeURIComponent(to.toUpperCase())}`;
    const page = (await (await callRoute(emailsLoader, url, admin)).json()) as EmailsPage;
    expect(page.lines.map((line) => [line.to, line.status])).toEqual([[to, "failed"]]);
    expect(page.total).toBe(1);
    const part = await callRoute(emailsLoader, `/admin/emails/?to=${to.split("@")[0]}`, admin);
    expect(part.status).toBe(400);
    expect(((await part.json()) as EmailsPage).errors.to).toBe(EMAILS_MESSAGES.addressInvalid);
    const state = await callRoute(emailsLoader, "/admin/emails/?status=lost", admin);
    expect(((await state.json()) as EmailsPage).errors.status).toBe(EMAILS_MESSAGES.choiceInvalid);
    expect((await callRoute(emailsLoader, "/admin/emails/?page=999", admin)).status).toBe(404);
  });

  it("shows one email: headers, text, attachments' names and sizes, and HTML whose scripts cannot run", async () => {
    const to = address();
    const row = await message(to, "kept", {
      htmlBody: `<p>Hello</p><script>document.body.textContent = "RAN"</script><img src="https://tracker.example/p.gif">`,
      attachments: [
        {
          filename: "invoice.pdf",
          contentType: "application/pdf",
          content: Buffer.alloc(2048).toString("base64"),
          encoding: "base64",
        },
        { filename: "booking.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR" },
      ],
    });
    const answer = await callRoute(emailLoader, `/admin/emails/${row.id}/`, admin, {
      params: { id: row.id },
    });
    expect(answer.status).toBe(200);
    const { message: page } = (await answer.json()) as { message: EmailMessagePage };
    expect(page).toMatchObject({ to, subject: "A kept email", status: "kept", resendable: false });
    expect(page.textBody).toContain("The kept one.");
    expect(page.attachments).toEqual([
      { filename: "invoice.pdf", contentType: "application/pdf", bytes: 2048 },
      { filename: "booking.ics", contentType: "text/calendar", bytes: 15 },
    ]);
    // The HTML is shown only inside a sandbox without scripts, under a policy that fetches nothing.
    expect(
      page.htmlPreview?.startsWith(
        `<meta http-equiv="Content-Security-Policy" content="${EMAIL_PREVIEW_CSP}">`,
      ),
    ).toBe(true);
    expect(EMAIL_PREVIEW_CSP).toContain("default-src 'none'");
    const frame = renderToStaticMarkup(<EmailHtmlPreview srcDoc={page.htmlPreview!} />);
    expect(frame).toContain('sandbox=""');
    expect(frame).not.toContain("allow-");

    const missing = randomUUID();
    expect((await callRoute(emailLoader, `/x`, admin, { params: { id: missing } })).status).toBe(404);
    expect((await callRoute(emailLoader, `/x`, admin, { params: { id: "not-an-id" } })).status).toBe(404);
  });

  it("without a mail server a resend is refused and says why; nothing changes", async () => {
    const row = await message(address(), "failed");
    const answer = await callRoute(emailAction, `/admin/emails/${row.id}/`, admin, {
      form: { intent: "resend" },
      params: { id: row.id },
    });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({ formError: EMAILS_MESSAGES.noSmtp });
    const page = await callRoute(emailLoader, "/x", admin, { params: { id: row.id } });
    expect(((await page.json()) as { message: EmailMessagePage }).message.status).toBe("failed");
  });
});

describe("/admin/jobs/", () => {
  const queue = {
    name: "admin-jobs-test",
    retryLimit: 1,
    retryDelaySeconds: 0,
    retryBackoff: false,
    expireInSeconds: 30,
  };
  let boss: ReturnType<typeof newBoss>;
  beforeAll(async () => {
    boss = newBoss(await poolSqlRunner());
    await boss.start();
    await ensureQueue(boss, queue);
  });
  afterAll(() => boss.stop({ graceful: false, close: false, wait: true }));

  it("is Admin's", async () => {
    expect((await callRoute(jobsLoader, "/admin/jobs/", staff)).status).toBe(404);
  });

  it("a job that throws is retried, then parked and shown with its error, never its data", async () => {
    let tries = 0;
    await boss.work(queue.name, { pollingIntervalSeconds: 0.5 }, async () => {
      tries += 1;
      throw new Error(`The relay said no (try ${tries})`);
    });
    await boss.send(queue.name, { email: "private.person@example.nz", name: "Private Person" });
    await eventually(async () => {
      const page = (await (await callRoute(jobsLoader, "/admin/jobs/", admin)).json()) as JobsPage;
      return page.failed.some((job) => job.queue === queue.name);
    }, 20_000);
    const answer = await callRoute(jobsLoader, "/admin/jobs/", admin);
    const text = await answer.clone().text();
    const page = (await answer.json()) as JobsPage;
    expect(page.failed.find((job) => job.queue === queue.name)).toMatchObject({
      tries: 2,
      error: "The relay said no (try 2)",
    });
    const counts = page.queues.find((row) => row.queue === queue.name)?.counts;
    expect(counts?.[5]).toBe(1);
    expect(text).not.toContain("private.person");
    expect(text).not.toContain("Private Person");
  });
});

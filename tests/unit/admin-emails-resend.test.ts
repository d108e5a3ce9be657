import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poolSqlRunner } from "~/models/db.server";
import { listAuditEvents } from "~/models/operations/audit-events.server";
import { findOutboxMessage, recordOutboxFailure } from "~/models/operations/mail-outbox.server";
import { action as emailAction, loader as emailLoader } from "~/routes/admin+/emails+/$id";
import type { EmailMessagePage } from "~/services/admin/emails/emails.server";
import { EMAILS_MESSAGES, EMAILS_TEXT } from "~/services/admin/emails/text";
import { JOB_SCHEMA } from "~/services/platform/jobs/queue.server";
import { stopJobWorker } from "~/services/platform/jobs/worker.server";
import { sendMail } from "~/services/platform/mail.server";
import { startSiteWorker } from "~/worker.server";
import { callRoute, staffCookie } from "./support/admin-call";
import { freePort } from "./support/server-process";
import { eventually, startSmtpServer } from "./support/smtp";
import { newStaff } from "./support/staff";

/**
 * Admin's resend of an email (issue 33) with a real SMTP server: back to pending with a new job,
 * written to the audit log, sent once however often the button is pressed.
 */
const SMTP_PORT = await freePort();
process.env.SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`;

let admin: Awaited<ReturnType<typeof newStaff>>;
let cookie: string;
beforeAll(async () => {
  admin = await newStaff("Admin", []);
  cookie = await staffCookie(admin);
});
afterAll(() => stopJobWorker(1000));

const resend = (id: string) =>
  callRoute(emailAction, `/admin/emails/${id}/`, cookie, { form: { intent: "resend" }, params: { id } });

async function jobState(id: string): Promise<string | undefined> {
  const { rows } = await (
    await poolSqlRunner()
  ).executeSql(`select state from ${JOB_SCHEMA}.job where id = $1`, [id]);
  return rows[0]?.state;
}

describe("resending an email", () => {
  it("a failed email goes back to pending with a new job, audited; a double submit sends it once", async () => {
    // Written while the mail server is down.
    const to = `resend.${randomUUID().slice(0, 8)}@example.nz`;
    const written = await sendMail({ to, subject: "Your booking", text: "Kia ora" });
    const firstJob = written.jobId!;
    // Its last try failed (as the worker records it when the retries run out).
    await recordOutboxFailure(written.id, firstJob, "421 Service not available", true);

    const page = await callRoute(emailLoader, "/x", cookie, { params: { id: written.id } });
    expect(((await page.json()) as { message: EmailMessagePage }).message).toMatchObject({
      status: "failed",
      lastError: "421 Service not available",
      resendable: true,
      smtp: true,
    });

    const done = await resend(written.id);
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe(`/admin/emails/${written.id}/?done=resent`);
    const queued = await findOutboxMessage(written.id);
    expect(queued?.status).toBe("pending");
    expect(queued?.jobId).not.toBe(firstJob);
    expect(await jobState(queued!.jobId!)).toBe("created");
    const [line] = await listAuditEvents({ action: "email.resend", limit: 5, offset: 0 });
    expect(line).toMatchObject({ actorEmail: admin.email, entityType: "email", entityId: written.id });
    const after = await callRoute(emailLoader, `/admin/emails/${written.id}/?done=resent`, cookie, {
      params: { id: written.id },
    });
    expect(((await after.json()) as { notice: string }).notice).toBe(EMAILS_TEXT.resent);

    const twice = await resend(written.id);
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({ formError: EMAILS_MESSAGES.alreadyQueued });
    expect((await findOutboxMessage(written.id))?.jobId).toBe(queued?.jobId);

    // The server comes up, the worker runs the jobs: the old job finds the message is not its own.
    const smtp = await startSmtpServer({ port: SMTP_PORT });
    try {
      await startSiteWorker({ pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 });
      await eventually(async () => (await findOutboxMessage(written.id))?.status === "sent");
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(smtp.received.filter((mail) => mail.to.includes(to))).toHaveLength(1);
    } finally {
      await smtp.close();
    }

    // Sent meanwhile: a resend from a page opened before is refused, and says why.
    const late = await resend(written.id);
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ formError: EMAILS_MESSAGES.notResendable });
  });
});

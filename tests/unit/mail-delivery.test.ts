import client from "prom-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poolSqlRunner } from "~/models/db.server";
import { findOutboxMessage, listOutbox, markOutboxMessageSent } from "~/models/operations/mail-outbox.server";
import { loader as paymentLoader } from "~/routes/_booking+/payment+/_index";
import { loader as paymentReturnLoader } from "~/routes/_booking+/paymentReturn";
import { PAYMENT_PATHS } from "~/services/booking/payment/paths.server";
import { newBoss, queueSender } from "~/services/platform/jobs/queue.server";
import { reportJobQueueMetrics, stopJobWorker } from "~/services/platform/jobs/worker.server";
import { MAIL_QUEUE, resendMail } from "~/services/platform/mail-delivery.server";
import { sendMail } from "~/services/platform/mail.server";
import { startSiteWorker } from "~/worker.server";
import {
  bookingAtReview,
  callLoader,
  cookieFor,
  payOnGateway,
  sessionWith,
} from "./support/booking-at-review";
import { sample } from "./support/metrics";
import { freePort } from "./support/server-process";
import { eventually, startSilentServer, startSmtpServer, type TestSmtpServer } from "./support/smtp";

/**
 * Mail through the job worker with a real SMTP server (issue 33): the request only writes the
 * outbox row and its job; the worker sends, tries again, and parks what keeps failing. Every
 * test's mail server listens on the one port SMTP_URL names, started and stopped as the story
 * needs.
 */
const SMTP_PORT = await freePort();
process.env.SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`;

/** The queue's rules for these tests: quick retries, three of them, a job dead after 2 s. */
async function quickRetries(rules: { expireInSeconds?: number } = {}) {
  const boss = newBoss(await poolSqlRunner());
  await boss.updateQueue(MAIL_QUEUE.name, {
    name: MAIL_QUEUE.name,
    retryLimit: 3,
    retryDelay: 1,
    retryBackoff: false,
    expireInSeconds: rules.expireInSeconds ?? 30,
  });
}

/** What /metrics would show (this process's registry: prom-client's default, as the server's). */
const metrics = () => client.register.metrics();
const startWorker = () => startSiteWorker({ pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 });
const outboxRowTo = async (email: string) => (await listOutbox({ to: email }))[0];
const receivedBy = (server: TestSmtpServer, email: string) =>
  server.received.filter((mail) => mail.to.includes(email));

/** Pays a booking of `classCode` through the sandbox; the payment return's answer. */
async function payForBooking(classCode: string) {
  const booking = await bookingAtReview(classCode);
  const cookie = await cookieFor(await sessionWith(booking));
  const toGateway = await callLoader(paymentLoader, "http://localhost/payment/", cookie);
  const back = payOnGateway(toGateway.headers.get("Location")!);
  const returned = await callLoader(paymentReturnLoader, back.toString(), cookie);
  return { booking, returned };
}

describe("mail through the job worker", () => {
  beforeAll(async () => {
    reportJobQueueMetrics();
    await startWorker();
    await quickRetries();
  });
  afterAll(() => stopJobWorker(1000));

  it("a mail server that never answers does not hold up the customer's payment return", async () => {
    const silent = await startSilentServer(SMTP_PORT);
    try {
      await sendMail({ to: "first@example.nz", subject: "Before", text: "Waits for a greeting" });
      await eventually(() => silent.connections() > 0);

      const { booking, returned } = await payForBooking("5");
      expect(returned.status).toBe(302);
      expect(returned.headers.get("Location")).toBe(PAYMENT_PATHS.confirmation);
      // The worker is still waiting on the silent server: the request did not.
      expect(silent.open()).toBeGreaterThan(0);
      expect(await outboxRowTo(booking.email)).toMatchObject({ status: "pending", sentAt: null });
    } finally {
      await silent.close();
    }
  });

  it("SMTP down at confirmation: the email arrives once it is back, once", async () => {
    const { booking, returned } = await payForBooking("D");
    expect(returned.status).toBe(302);
    // Nothing listens: the first try fails and is counted, the message still pending.
    await eventually(async () => ((await outboxRowTo(booking.email))?.attempts ?? 0) > 0);
    expect(await outboxRowTo(booking.email)).toMatchObject({ status: "pending" });

    const smtp = await startSmtpServer({ port: SMTP_PORT });
    try {
      await eventually(async () => (await outboxRowTo(booking.email))?.status === "sent");
      const row = await outboxRowTo(booking.email);
      expect(receivedBy(smtp, booking.email)).toHaveLength(1);
      // The message's own id, the same on every try: a server that saw a lost try can tell.
      expect(receivedBy(smtp, booking.email)[0].messageId).toMatch(new RegExp(`^<${row.id}@[a-z.]+>$`));
      // Later polls find nothing more to send.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(receivedBy(smtp, booking.email)).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it("a server that refuses at first and accepts later: the email arrives once", async () => {
    const smtp = await startSmtpServer({ port: SMTP_PORT, refuseFirst: 2 });
    const to = "later@example.nz";
    try {
      await sendMail({ to, subject: "Your booking", text: "Kia ora" });
      await eventually(async () => (await outboxRowTo(to))?.status === "sent");
      expect(await outboxRowTo(to)).toMatchObject({ attempts: 3, lastError: null });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(receivedBy(smtp, to)).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it("a message the server keeps refusing is tried again, then failed and shown; a resend sends it once", async () => {
    const refusing = await startSmtpServer({ port: SMTP_PORT, mode: "reject" });
    const to = "refused@example.nz";
    const before = await metrics();
    try {
      await sendMail({ to, subject: "Your booking", text: "Kia ora" });
      await eventually(async () => (await outboxRowTo(to))?.status === "failed");
    } finally {
      await refusing.close();
    }
    const failed = await outboxRowTo(to);
    expect(failed.attempts).toBe(4);
    expect(failed.lastError).toContain("550");
    expect((await listOutbox({ status: ["failed"] })).map((row) => row.id)).toContain(failed.id);
    // The operator sees it too: three refusals, one email failed for good, a failed job.
    const after = await metrics();
    const grew = (name: string, labels: string) => sample(after, name, labels) - sample(before, name, labels);
    expect(grew("mail_failed_total", 'reason="refused"')).toBe(3);
    expect(grew("mail_failed_total", 'reason="final"')).toBe(1);
    expect(sample(after, "jobs_queued", 'queue="mail",state="failed"')).toBeGreaterThan(0);

    const smtp = await startSmtpServer({ port: SMTP_PORT });
    try {
      expect(await resendMail(failed.id)).toBe(true);
      await eventually(async () => (await outboxRowTo(to))?.status === "sent");
      expect(receivedBy(smtp, to)).toHaveLength(1);
      expect(sample(await metrics(), "mail_sent_total", "") - sample(after, "mail_sent_total", "")).toBe(1);
      expect(await resendMail(failed.id)).toBe(false);
    } finally {
      await smtp.close();
    }
  });

  it("a worker that dies in the middle of a job: the job is tried again once it expires, and nothing is sent twice", async () => {
    await stopJobWorker(1000);
    await quickRetries({ expireInSeconds: 2 });
    const smtp = await startSmtpServer({ port: SMTP_PORT });
    try {
      const unsent = await sendMail({ to: "unsent@example.nz", subject: "One", text: "Died before sending" });
      const sent = await sendMail({ to: "sent@example.nz", subject: "Two", text: "Died after sending" });
      // The dead worker: it took both jobs and never finished them, having sent the second.
      const dead = newBoss(await poolSqlRunner());
      await queueSender(MAIL_QUEUE);
      const taken = await dead.fetch<{ outboxId: string }>(MAIL_QUEUE.name, { batchSize: 5 });
      expect(taken?.map((job) => job.data.outboxId).sort()).toEqual([unsent.id, sent.id].sort());
      await markOutboxMessageSent(sent.id, sent.jobId!);
      // Its job may be sending it right now: a resend is refused rather than send it twice.
      expect(await resendMail(unsent.id)).toBe(false);

      await startWorker();
      await eventually(async () => (await findOutboxMessage(unsent.id))?.status === "sent");
      expect(receivedBy(smtp, "unsent@example.nz")).toHaveLength(1);
      expect(receivedBy(smtp, "sent@example.nz")).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });
});

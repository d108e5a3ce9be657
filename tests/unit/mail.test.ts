import { describe, expect, it } from "vitest";
import { listOutbox } from "~/models/operations/mail-outbox.server";
import { sendMail } from "~/services/platform/mail.server";

describe("mail (embedded outbox transport)", () => {
  it("keeps every message in the outbox, newest first, by recipient", async () => {
    await sendMail({ to: "Kiri@Example.nz", subject: "Your booking GO1234567", text: "Kia ora Kiri" });
    await sendMail({
      to: "sam@example.nz",
      subject: "Reset your password",
      text: "Use this link",
      html: "<p>Use this link</p>",
    });
    const forKiri = await listOutbox({ to: "kiri@example.nz" });
    expect(forKiri).toHaveLength(1);
    expect(forKiri[0]).toMatchObject({
      subject: "Your booking GO1234567",
      textBody: "Kia ora Kiri",
      sentAt: null,
    });
    const all = await listOutbox();
    expect(all.map((message) => message.to)).toEqual(["sam@example.nz", "kiri@example.nz"]);
    expect(all[0].htmlBody).toBe("<p>Use this link</p>");
  });
});

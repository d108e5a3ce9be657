import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, REDACTED, scrubText } from "../../server/logger.mjs";

/** A logger of the house's options whose lines are kept, parsed. */
function capturedLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { logger: createLogger({ destination }), lines };
}

const EMAIL = "aroha.customer@example.co.nz";
const CARD = "4111 1111 1111 1111";
const CARD_DIGITS = "4111111111111111";
const PHONE = "+64 21 123 4567";
const LANDLINE = "(09) 123-4567";
const PASSWORD = "GoRentals!2026";
const TOKEN = "c2VjcmV0LXJlc2V0LXRva2Vu";
const NAME = "Aroha Te Whare";

describe("log redaction", () => {
  it("writes none of the personal data a line is given, in fields, messages or errors", () => {
    const { logger, lines } = capturedLogger();
    logger.info(
      {
        email: EMAIL,
        password: PASSWORD,
        form: { firstName: "Aroha", lastName: "Te Whare", phone: PHONE, cardNumber: CARD, token: TOKEN },
        note: `call ${LANDLINE} or ${PHONE}, card ${CARD}, ${CARD_DIGITS}`,
      },
      `Booking for ${EMAIL} failed`,
    );
    const failure = Object.assign(new Error(`Mail to ${EMAIL} was refused`), {
      // What node-postgres puts on a unique violation: the row's values.
      detail: `Key (email)=(${EMAIL}) already exists.`,
      cause: new Error(`SMTP 550 ${EMAIL} unknown`),
    });
    logger.error({ err: failure, customer: { name: NAME, email: EMAIL } }, "sign-up failed");
    logger.warn(`Phone ${PHONE} and card ${CARD} in a message`);
    // nodemailer's refusal: errors inside the error, each naming its recipient in a field.
    const refused = Object.assign(new Error("Can't send mail - all recipients were rejected"), {
      rejected: [EMAIL],
      rejectedErrors: [Object.assign(new Error("550 Mailbox unavailable"), { recipient: EMAIL })],
    });
    logger.error({ err: refused }, "Job mail failed");

    expect(lines).toHaveLength(4);
    const text = lines.join("\n");
    for (const secret of [
      EMAIL,
      CARD,
      CARD_DIGITS,
      PHONE,
      LANDLINE,
      PASSWORD,
      TOKEN,
      NAME,
      "Te Whare",
      "123 4567",
    ])
      expect(text).not.toContain(secret);

    const [first, second] = lines.map((line) => JSON.parse(line));
    expect(first).toMatchObject({
      level: "info",
      email: REDACTED,
      password: REDACTED,
      msg: "Booking for [email] failed",
    });
    expect(first.form).toMatchObject({
      firstName: REDACTED,
      phone: REDACTED,
      cardNumber: REDACTED,
      token: REDACTED,
    });
    expect(first.note).toBe("call [number] or [number], card [number], [number]");
    // The error keeps its type and stack, scrubbed.
    expect(second.err.type).toBe("Error");
    // pino's error serializer adds the cause's message to the error's.
    expect(second.err.message).toBe("Mail to [email] was refused: SMTP 550 [email] unknown");
    expect(second.err.detail).toBe("Key (email)=([email]) already exists.");
    expect(second.err.stack).toContain("log-redaction.test.ts");
    expect(second.customer).toEqual({ name: REDACTED, email: REDACTED });
  });

  it("keeps what is not personal: references, ids, dates, times and small numbers", () => {
    const kept = [
      "Cancellation email for GO1234567 was not sent",
      "request 123e4567-e89b-12d3-a456-426614174000",
      "drop-off 2026-03-14T10:00:00.000Z",
      "took 30377 ms for 3 cars at $1234.50",
      "at render (file:///work/build/index.js:12345:67)",
    ];
    for (const text of kept) expect(scrubText(text)).toBe(text);
  });
});

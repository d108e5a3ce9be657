import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/models/db.server";
import { listContactEnquiries } from "~/models/feedback/contact-enquiries.server";
import { listOutbox } from "~/models/operations/mail-outbox.server";
import { action as contactAction, loader as contactLoader } from "~/routes/_site+/contact";
import { CONTACT_PATH } from "~/services/shell/constants";
import { CONTACT_GENERAL_ENQUIRY, CONTACT_RATE_LIMITS } from "~/services/shell/contact-us/constants";
import { CONTACT_FIELDS, contactFormSchema } from "~/services/shell/contact-us/form";
import {
  contactEnquiryOptions,
  contactRateLimitChecks,
  lastContactSent,
  newSubmissionToken,
  submitContactEnquiry,
} from "~/services/shell/contact-us/enquiry.server";
import { hitRateLimits } from "~/services/platform/rate-limit.server";
import { UNKNOWN_CLIENT_ADDRESS } from "~/services/platform/client-address.server";
import { CONTACT_EMAIL } from "~/services/shell/menus";
import { rateLimitedMessage } from "~/services/platform/text";
import { INVALID_PHONE } from "~/services/platform/text";
import { CONTACT_TEXT } from "~/services/shell/contact-us/text";
import { freshSession } from "./support/after-rental";
import { cookieHeaderFrom } from "./support/cookies";
import { routeResponse } from "./support/route-response";

// Opening (migrating and seeding) the in-memory database is slow on a busy machine: do it in a hook.
beforeAll(async () => {
  await getDb();
});

/** The client address of these direct calls (a documentation address, RFC 5737). */
const ADDRESS = "203.0.113.50";

const good = (overrides: Record<string, string> = {}) => ({
  name: "Aroha Ngata",
  email: "Aroha@Example.co.nz",
  phone: "",
  enquiry: CONTACT_GENERAL_ENQUIRY,
  message: "Can I pick up a car at 6 am on a Sunday?",
  token: newSubmissionToken(),
  ...overrides,
});

const errorsOf = (values: Record<string, string>) => {
  const parsed = contactFormSchema.safeParse(values);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe("contact form rules", () => {
  it("needs a name, a valid email, a branch or general enquiry and a message of 10 to 2000 characters", () => {
    expect(errorsOf(good())).toEqual({});
    expect(errorsOf(good({ name: "  " })).name).toBe(CONTACT_TEXT.nameRequired);
    expect(errorsOf(good({ name: "x".repeat(101) })).name).toBe(CONTACT_TEXT.nameTooLong);
    expect(errorsOf(good({ email: "aroha@" })).email).toBe(CONTACT_TEXT.emailInvalid);
    expect(errorsOf(good({ enquiry: "nowhere" })).enquiry).toBe(CONTACT_TEXT.enquiryInvalid);
    expect(errorsOf(good({ message: "" })).message).toBe(CONTACT_TEXT.messageRequired);
    expect(errorsOf(good({ message: "Help?" })).message).toBe(CONTACT_TEXT.messageTooShort);
    expect(errorsOf(good({ message: "x".repeat(2001) })).message).toBe(CONTACT_TEXT.messageTooLong);
  });

  it("takes the phone as optional, but checks it when given (spec section 5)", () => {
    expect(errorsOf(good({ phone: "" }))).toEqual({});
    expect(errorsOf(good({ phone: "+64 21 555 0101" }))).toEqual({});
    expect(errorsOf(good({ phone: "call me" })).phone).toBe(INVALID_PHONE);
  });

  it("offers general enquiry and every branch", async () => {
    const options = await contactEnquiryOptions();
    expect(options[0]).toEqual({ value: CONTACT_GENERAL_ENQUIRY, label: CONTACT_TEXT.generalEnquiry });
    expect(options.map((option) => option.value)).toContain("ZQN");
    expect(options).toHaveLength(10);
  });
});

describe("sending a message", () => {
  it("stores a general enquiry and mails it to customer care", async () => {
    const session = await freshSession();
    const values = good({ message: "General question about one-way fees between islands." });
    const result = await submitContactEnquiry(session, ADDRESS, values);
    expect(result).toEqual({
      ok: true,
      sent: { name: "Aroha Ngata", email: "Aroha@Example.co.nz", team: CONTACT_TEXT.supportTeam },
    });
    const [stored] = await listContactEnquiries(1);
    expect(stored).toMatchObject({
      email: "aroha@example.co.nz",
      branchCode: null,
      recipient: CONTACT_EMAIL,
      message: values.message,
    });
    const [mail] = await listOutbox({ to: CONTACT_EMAIL, limit: 1 });
    expect(mail.subject).toBe(CONTACT_TEXT.mailSubject("Aroha Ngata", CONTACT_TEXT.generalEnquiry));
    expect(mail.textBody).toContain(values.message);
    expect(mail.textBody).toContain("Aroha@Example.co.nz");
    expect(lastContactSent(session)?.team).toBe(CONTACT_TEXT.supportTeam);
  });

  it("mails a branch enquiry to that branch", async () => {
    const result = await submitContactEnquiry(
      await freshSession(),
      ADDRESS,
      good({ enquiry: "ZQN", message: "Do you have snow chains for a Corolla?" }),
    );
    expect(result.ok && result.sent.team).toBe(CONTACT_TEXT.branchTeam("Queenstown Airport"));
    const [mail] = await listOutbox({ to: "queenstownairport@gorentals.co.nz", limit: 1 });
    expect(mail.textBody).toContain("Do you have snow chains for a Corolla?");
  });

  it("refuses a branch code that is no branch, beside the field", async () => {
    const result = await submitContactEnquiry(await freshSession(), ADDRESS, good({ enquiry: "XYZ" }));
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { enquiry: CONTACT_TEXT.enquiryInvalid },
    });
  });

  it("the same form sent twice is one row and one email", async () => {
    const session = await freshSession();
    const values = good({ message: "Double click test: is the Nelson branch open on Christmas Day?" });
    await submitContactEnquiry(session, ADDRESS, values);
    const again = await submitContactEnquiry(session, ADDRESS, values);
    expect(again.ok).toBe(true);
    const rows = (await listContactEnquiries(50)).filter((row) => row.message === values.message);
    expect(rows).toHaveLength(1);
    const mails = (await listOutbox({ to: CONTACT_EMAIL, limit: 50 })).filter((mail) =>
      mail.textBody.includes(values.message),
    );
    expect(mails).toHaveLength(1);
  });

  it("answers a filled honeypot like a success, but stores and sends nothing", async () => {
    const values = good({
      [CONTACT_FIELDS.honeypot]: "https://spam.example",
      message: "Cheap watches for every rental customer!",
    });
    const result = await submitContactEnquiry(await freshSession(), ADDRESS, values);
    expect(result.ok).toBe(true);
    expect((await listContactEnquiries(50)).some((row) => row.message === values.message)).toBe(false);
    expect((await listOutbox({ limit: 100 })).some((mail) => mail.textBody.includes(values.message))).toBe(
      false,
    );
  });

  it(`lets a session send ${CONTACT_RATE_LIMITS.perSession.limit} messages an hour, then 429`, async () => {
    const session = await freshSession();
    const now = new Date("2026-11-20T01:10:00Z");
    for (let i = 0; i < CONTACT_RATE_LIMITS.perSession.limit; i++) {
      expect((await submitContactEnquiry(session, ADDRESS, good(), now)).ok).toBe(true);
    }
    const refused = await submitContactEnquiry(session, ADDRESS, good(), now);
    expect(refused).toMatchObject({
      ok: false,
      status: 429,
      message: rateLimitedMessage(50 * 60),
      retryAfterSeconds: 50 * 60,
    });
    // Another session is not affected.
    expect((await submitContactEnquiry(await freshSession(), ADDRESS, good(), now)).ok).toBe(true);
  });

  it(`and a client address ${CONTACT_RATE_LIMITS.perIp.limit} an hour, whatever the session (also an unknown one)`, async () => {
    const now = new Date("2026-11-20T03:10:00Z");
    expect(
      (await contactRateLimitChecks(await freshSession(), UNKNOWN_CLIENT_ADDRESS)).map(
        (check) => check.policy,
      ),
    ).toEqual([CONTACT_RATE_LIMITS.perSession, CONTACT_RATE_LIMITS.perIp]);
    const results: boolean[] = [];
    for (let i = 0; i <= CONTACT_RATE_LIMITS.perIp.limit; i++) {
      results.push(
        (await hitRateLimits(contactRateLimitChecks(await freshSession(), "203.0.113.9"), now)).allowed,
      );
    }
    expect(results.filter(Boolean)).toHaveLength(CONTACT_RATE_LIMITS.perIp.limit);
    expect(results.at(-1)).toBe(false);
  });

  it("invalid messages do not count against the limit", async () => {
    const session = await freshSession();
    const now = new Date("2026-11-20T05:10:00Z");
    for (let i = 0; i < CONTACT_RATE_LIMITS.perSession.limit + 2; i++) {
      expect((await submitContactEnquiry(session, ADDRESS, good({ message: "" }), now)).ok).toBe(false);
    }
    expect((await submitContactEnquiry(session, ADDRESS, good(), now)).ok).toBe(true);
  });
});

describe("/contact/ (the form without JavaScript)", () => {
  const post = (values: Record<string, string>, cookie = "") =>
    routeResponse(
      contactAction({
        request: new Request(`http://localhost${CONTACT_PATH}`, {
          method: "POST",
          headers: cookie ? { Cookie: cookie } : {},
          body: new URLSearchParams(values),
        }),
        params: {},
        context: {},
      }),
    );

  it("answers 400 with the error beside the field and the values kept", async () => {
    const response = await post(good({ email: "not-an-email" }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.fieldErrors).toEqual({ email: CONTACT_TEXT.emailInvalid });
    expect(body.repopulateFields.name).toBe("Aroha Ngata");
    expect(body.formId).toBe("contact-form");
  });

  it("redirects a sent page form to /contact/?sent=1, which shows the confirmation", async () => {
    const response = await post(good({ name: "Wiremu" }));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/contact/?sent=1");
    const cookie = cookieHeaderFrom(response.headers);
    const page = await (
      await routeResponse(
        contactLoader({
          request: new Request("http://localhost/contact/?sent=1", { headers: { Cookie: cookie } }),
          params: {},
          context: {},
        }),
      )
    ).json();
    expect(page.sent).toEqual({
      name: "Wiremu",
      email: "Aroha@Example.co.nz",
      team: CONTACT_TEXT.supportTeam,
    });
  });

  it("answers the modal's fetcher with JSON", async () => {
    const response = await post(good({ [CONTACT_FIELDS.mode]: "modal" }));
    expect(response.status).toBe(200);
    expect((await response.json()).sent.team).toBe(CONTACT_TEXT.supportTeam);
  });
});

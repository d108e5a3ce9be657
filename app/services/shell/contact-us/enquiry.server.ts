import { randomBytes } from "node:crypto";
import { getBranchByCode, listBranches } from "~/models/catalog/branches.server";
import { findContactEnquiryByToken, insertContactEnquiry } from "~/models/feedback/contact-enquiries.server";
import { CONTACT_GENERAL_ENQUIRY, CONTACT_RATE_LIMITS } from "./constants";
import {
  CONTACT_FIELDS,
  contactFormSchema,
  isSubmissionToken,
  type ContactFormValues,
  type ContactSent,
} from "./form";
import { sendMail } from "../../platform/mail.server";
import { runInLanguage } from "../../platform/i18n/i18n.server";
import { ENGLISH } from "../../platform/i18n/language";
import { currentLanguage, t } from "../../platform/i18n/translate";
import { CONTACT_EMAIL } from "../menus";
import { CONTACT_TEXT as T } from "~/services/shell/contact-us/text";
import { hitRateLimits, type RateLimitCheck } from "../../platform/rate-limit.server";
import type { AppSession } from "../../platform/session.server";
import { firstMessagePerField } from "../../platform/validators";

/**
 * The contact-us form's rules. A valid message is stored (contact_enquiries) and mailed to the
 * branch it is about, or to customer care (CONTACT_EMAIL) for a general enquiry. Invalid input
 * comes back with a message per field (400); a filled honeypot is answered like a success but
 * nothing is stored or sent; each session may send CONTACT_RATE_LIMITS.perSession messages an hour
 * and each client address perIp, then 429. The same form (its submission token) sent twice is
 * stored and mailed once.
 */

export type ContactEnquiryResult =
  | { ok: true; sent: ContactSent }
  | { ok: false; status: 400; fieldErrors: Record<string, string>; values: ContactFormValues }
  | { ok: false; status: 429; message: string; values: ContactFormValues; retryAfterSeconds: number };

const SESSION_KEY = "contactKey";
/** What /contact/?sent=1 shows: the session's last sent message. */
export const CONTACT_SENT_SESSION_KEY = "contactSent";

export function newSubmissionToken(): string {
  return randomBytes(18).toString("base64url");
}

/** The session's own rate-limit key (a random value kept in the session; the caller commits it). */
function sessionKey(session: AppSession): string {
  let key = session.get(SESSION_KEY);
  if (typeof key !== "string" || !/^[A-Za-z0-9_-]{16,64}$/.test(key)) {
    key = randomBytes(16).toString("base64url");
    session.set(SESSION_KEY, key);
  }
  return `contact:session:${key}`;
}

export function contactRateLimitChecks(session: AppSession, ip: string): RateLimitCheck[] {
  return [
    { key: sessionKey(session), policy: CONTACT_RATE_LIMITS.perSession },
    { key: `contact:ip:${ip}`, policy: CONTACT_RATE_LIMITS.perIp },
  ];
}

/** The choices of "What is it about?": general, then each branch shown on the site. */
export async function contactEnquiryOptions(): Promise<{ value: string; label: string }[]> {
  const branches = await listBranches({ showOnWebOnly: true });
  return [
    { value: CONTACT_GENERAL_ENQUIRY, label: T.generalEnquiry },
    ...branches.map((branch) => ({ value: branch.code, label: T.branchEnquiry(branch.name) })),
  ];
}

function valuesOf(raw: Record<string, string>): ContactFormValues {
  return {
    name: raw[CONTACT_FIELDS.name] ?? "",
    email: raw[CONTACT_FIELDS.email] ?? "",
    phone: raw[CONTACT_FIELDS.phone] ?? "",
    enquiry: raw[CONTACT_FIELDS.enquiry] ?? CONTACT_GENERAL_ENQUIRY,
    message: raw[CONTACT_FIELDS.message] ?? "",
  };
}

function mailText(
  enquiry: { name: string; email: string; phone: string; about: string; message: string; language: string },
  sentAt: Date,
): string {
  return [
    `A message from the contact form of the GO Rentals website.`,
    ``,
    `From: ${enquiry.name} <${enquiry.email}>`,
    `Phone: ${enquiry.phone || "not given"}`,
    `About: ${enquiry.about}`,
    ...(enquiry.language === ENGLISH.name ? [] : [`Language: ${enquiry.language}`]),
    `Sent: ${sentAt.toISOString()}`,
    ``,
    enquiry.message,
    ``,
    `Reply to ${enquiry.email} to answer.`,
  ].join("\n");
}

export async function submitContactEnquiry(
  session: AppSession,
  address: string,
  raw: Record<string, string>,
  now: Date = new Date(),
): Promise<ContactEnquiryResult> {
  const values = valuesOf(raw);
  const parsed = contactFormSchema.safeParse(values);
  const fieldErrors: Record<string, string> = parsed.success ? {} : firstMessagePerField(parsed.error.issues);
  const branch =
    parsed.success && parsed.data.enquiry !== CONTACT_GENERAL_ENQUIRY
      ? await getBranchByCode(parsed.data.enquiry)
      : null;
  if (parsed.success && parsed.data.enquiry !== CONTACT_GENERAL_ENQUIRY && (!branch || !branch.showOnWeb)) {
    fieldErrors[CONTACT_FIELDS.enquiry] = T.enquiryInvalid;
  }
  if (!parsed.success || Object.keys(fieldErrors).length > 0)
    return { ok: false, status: 400, fieldErrors, values };

  const form = parsed.data;
  // Shown to the visitor (the confirmation), so in the page's language.
  const team = branch ? T.branchTeam(branch.name) : t(T.supportTeam);
  const sent: ContactSent = { name: form.name, email: form.email, team };

  const token = raw[CONTACT_FIELDS.token];
  // The same form again (double click, a resend): already stored and mailed.
  if (isSubmissionToken(token) && (await findContactEnquiryByToken(token))) {
    session.set(CONTACT_SENT_SESSION_KEY, sent);
    return { ok: true, sent };
  }

  const limit = await hitRateLimits(contactRateLimitChecks(session, address), now);
  if (!limit.allowed)
    return {
      ok: false,
      status: 429,
      message: limit.message,
      values,
      retryAfterSeconds: limit.retryAfterSeconds,
    };

  session.set(CONTACT_SENT_SESSION_KEY, sent);
  // A bot filled the field people never see: answer as for anyone, store and send nothing.
  if ((raw[CONTACT_FIELDS.honeypot] ?? "").trim() !== "") return { ok: true, sent };

  const recipient = branch?.email ?? CONTACT_EMAIL;
  const { created } = await insertContactEnquiry({
    submissionToken: isSubmissionToken(token) ? token : newSubmissionToken(),
    name: form.name,
    email: form.email.toLowerCase(),
    phone: form.phone || null,
    branchCode: branch?.code ?? null,
    recipient,
    message: form.message,
    createdAt: now,
  });
  if (created) {
    // For GO's staff: English whatever the page's language, with the visitor's language noted.
    const about = runInLanguage("", () => (branch ? T.branchEnquiry(branch.name) : T.generalEnquiry));
    await sendMail({
      to: recipient,
      subject: T.mailSubject(form.name, about),
      text: mailText(
        {
          name: form.name,
          email: form.email,
          phone: form.phone,
          about,
          message: form.message,
          language: currentLanguage().name,
        },
        now,
      ),
    });
  }
  return { ok: true, sent };
}

/** The confirmation of the session's last message, for /contact/?sent=1. */
export function lastContactSent(session: AppSession): ContactSent | null {
  const value = session.get(CONTACT_SENT_SESSION_KEY) as Partial<ContactSent> | undefined;
  if (
    !value ||
    typeof value.name !== "string" ||
    typeof value.email !== "string" ||
    typeof value.team !== "string"
  )
    return null;
  return { name: value.name, email: value.email, team: value.team };
}

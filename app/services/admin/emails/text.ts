import type { OutboxStatus } from "~/models/operations/mail-outbox.server";

/** Texts of the back office's emails pages (issue 33). */
export const EMAILS_TEXT = {
  title: "Emails",
  lead: "Every email the site has sent or is sending: failed and pending ones first, then the latest sent.",
  noSmtp: "No mail server is configured (SMTP_URL): emails are kept in the outbox and not sent.",
  filterLegend: "Filter",
  statusLabel: "Status",
  toLabel: "Recipient",
  toHint: "The whole address",
  any: "Any",
  filterButton: "Filter",
  clearFilter: "Clear the filter",
  none: "No emails match this filter.",
  count: (total: number) => (total === 1 ? "1 email" : `${total} emails`),
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  pagesLabel: "Email pages",
  previous: "Earlier in the list",
  next: "Later in the list",
  columns: {
    to: "To",
    subject: "Subject",
    status: "Status",
    attempts: "Tries",
    when: "When",
    error: "Last error",
  },
  scrollLabel: "Emails",
  messageTitle: "Email",
  back: "All emails",
  headers: "Headers",
  from: "From",
  to: "To",
  subject: "Subject",
  written: "Written",
  sent: "Sent",
  failed: "Failed",
  status: "Status",
  attempts: "Tries",
  lastError: "Last error",
  textBody: "Text",
  htmlBody: "HTML",
  htmlNote: "Shown as the customer sees it, with scripts, forms and images from other sites turned off.",
  noHtml: "This email has no HTML part.",
  attachments: "Attachments",
  noAttachments: "None.",
  attachmentSize: (bytes: number) =>
    bytes < 1024
      ? `${bytes} bytes`
      : bytes < 1024 * 1024
        ? `${Math.round(bytes / 1024)} KB`
        : `${(bytes / 1024 / 1024).toFixed(1)} MB`,
  previewTitle: "The email's HTML",
  resendLegend: "Send again",
  resendHint: "Queues the email again: the job worker sends it, with its retries.",
  resendButton: "Resend",
  resending: "Queuing…",
  resent: "The email is queued to be sent again.",
  empty: "—",
} as const;

export const EMAIL_STATUS_TEXT: Record<OutboxStatus, string> = {
  failed: "Failed",
  pending: "Pending",
  sent: "Sent",
  kept: "Kept (not sent)",
};

export const EMAILS_MESSAGES = {
  choiceInvalid: "Choose from the list.",
  addressInvalid: "Enter a whole email address.",
  noSmtp: "Nothing was resent: no mail server is configured (SMTP_URL), so emails are kept in the outbox.",
  notResendable: "This email can no longer be resent: it was sent meanwhile, or is not one that is sent.",
  alreadyQueued: "This email is already waiting to be sent: the worker is trying it.",
} as const;

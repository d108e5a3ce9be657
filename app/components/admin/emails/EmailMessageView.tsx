import { Form, Link, useNavigation } from "@remix-run/react";
import { PendingButton } from "~/components/form/controls";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import type { EmailMessagePage } from "~/services/admin/emails/emails.server";
import { EMAILS_TEXT as T } from "~/services/admin/emails/text";
import * as styles from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";
import { EmailHtmlPreview } from "./EmailHtmlPreview";
import { EmailStatus } from "./EmailStatus";

/**
 * /admin/emails/<id>/: the email's headers, the resend form (failed or pending, with a mail
 * server), its text, its HTML and its attachments. The HTML is shown in an iframe with an empty
 * `sandbox` (no scripts, forms, pop-ups or same origin) and a policy that fetches nothing.
 */
export function EmailMessageView({
  message,
  notice,
  formError,
}: {
  message: EmailMessagePage;
  notice: string | null;
  formError: string | null;
}) {
  const navigation = useNavigation();
  const headers: [string, React.ReactNode][] = [
    [T.from, message.from],
    [T.to, message.to],
    [T.subject, message.subject],
    [T.status, <EmailStatus key="status" status={message.status} />],
    [
      T.written,
      <time key="written" dateTime={message.written.at}>
        {message.written.text}
      </time>,
    ],
    ...(message.sent
      ? [
          [
            T.sent,
            <time key="sent" dateTime={message.sent.at}>
              {message.sent.text}
            </time>,
          ] as [string, React.ReactNode],
        ]
      : []),
    ...(message.failed
      ? [
          [
            T.failed,
            <time key="failed" dateTime={message.failed.at}>
              {message.failed.text}
            </time>,
          ] as [string, React.ReactNode],
        ]
      : []),
    [T.attempts, message.attempts],
    ...(message.lastError ? [[T.lastError, message.lastError] as [string, React.ReactNode]] : []),
  ];
  return (
    <>
      <p>
        <Link to={ADMIN_PATHS.emails}>{T.back}</Link>
      </p>
      <h1 className={styles.title}>{message.subject}</h1>
      {notice ? (
        <div className={booking.notice.info} role="status">
          {notice}
        </div>
      ) : null}
      {message.smtp ? null : (
        <p className={booking.notice.info} role="note">
          {T.noSmtp}
        </p>
      )}
      <h2 className={styles.sectionTitle}>{T.headers}</h2>
      <dl className={styles.headerList}>
        {headers.map(([name, value]) => (
          <div key={name} className={styles.headerRow}>
            <dt className={styles.headerName}>{name}</dt>
            <dd className={styles.headerValue}>{value}</dd>
          </div>
        ))}
      </dl>
      {message.resendable || formError ? (
        <Form method="post">
          <input type="hidden" name="intent" value="resend" />
          <fieldset className={booking.fieldset}>
            <legend className={booking.legend}>{T.resendLegend}</legend>
            {formError ? (
              <div className={booking.notice.warning} role="alert">
                {formError}
              </div>
            ) : null}
            <p className={styles.muted}>{T.resendHint}</p>
            <div className={booking.stepActions}>
              <PendingButton pending={navigation.state === "submitting"} pendingText={T.resending}>
                {T.resendButton}
              </PendingButton>
            </div>
          </fieldset>
        </Form>
      ) : null}
      <h2 className={styles.sectionTitle}>{T.textBody}</h2>
      <pre className={styles.emailText}>{message.textBody}</pre>
      <h2 className={styles.sectionTitle}>{T.htmlBody}</h2>
      {message.htmlPreview ? (
        <>
          <p className={styles.muted}>{T.htmlNote}</p>
          <EmailHtmlPreview srcDoc={message.htmlPreview} />
        </>
      ) : (
        <p className={styles.muted}>{T.noHtml}</p>
      )}
      <h2 className={styles.sectionTitle}>{T.attachments}</h2>
      {message.attachments.length === 0 ? (
        <p className={styles.muted}>{T.noAttachments}</p>
      ) : (
        <ul>
          {message.attachments.map((attachment, index) => (
            <li key={`${index}-${attachment.filename}`}>
              {attachment.filename} · {attachment.contentType} · {T.attachmentSize(attachment.bytes)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

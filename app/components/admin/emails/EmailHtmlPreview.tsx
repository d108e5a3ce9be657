import { EMAILS_TEXT as T } from "~/services/admin/emails/text";
import * as styles from "~/styles/admin.css";

/**
 * An email's HTML as the customer sees it, inside an iframe with an empty `sandbox`: no scripts,
 * forms, pop-ups or navigation of the page, and an origin of its own (nothing of the back office's
 * cookies or pages). `srcDoc` carries the policy that fetches nothing (EMAIL_PREVIEW_CSP).
 */
export function EmailHtmlPreview({ srcDoc }: { srcDoc: string }) {
  return (
    <iframe
      title={T.previewTitle}
      className={styles.emailPreview}
      sandbox=""
      srcDoc={srcDoc}
      referrerPolicy="no-referrer"
    />
  );
}

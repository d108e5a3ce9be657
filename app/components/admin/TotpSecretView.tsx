import { ADMIN_ACCESS_TEXT } from "~/services/admin/access/text";
import * as styles from "~/styles/admin.css";

/** The key to type into an authenticator app, and the otpauth:// link for a phone that has one. */
export function TotpSecretView({ secret, uri }: { secret: string; uri: string }) {
  return (
    <dl className={styles.card}>
      <dt>{ADMIN_ACCESS_TEXT.setUpKeyLabel}</dt>
      <dd className={styles.secret}>{secret.replace(/(.{4})/g, "$1 ").trim()}</dd>
      <dt>{ADMIN_ACCESS_TEXT.setUpLinkLabel}</dt>
      <dd>
        <a href={uri}>{uri.split("?")[0]}</a>
      </dd>
    </dl>
  );
}

import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { CARD_AUTHORISATION_PATHS } from "~/services/changes/after-rental/constants";
import { CARD_AUTHORISATION_TEXT as T } from "~/services/changes/after-rental/text";
import * as styles from "~/styles/booking.css";
import { button, container } from "~/styles/layout.css";
import { seoMeta } from "~/services/content/seo/seo";
import { t } from "~/services/platform/i18n/translate";

/** /credit-card-authorisation/: what a third-party card authorisation is and how it works. */

export const meta: MetaFunction = (args) =>
  seoMeta(args, { title: T.title, description: T.intro, noindex: true });

export default function CardAuthorisationIndexPage() {
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.pageTitle}>{t(T.title)}</h1>
      <p className={styles.lead}>{t(T.intro)}</p>
      <h2 className={styles.asideTitle}>{t(T.whatTitle)}</h2>
      <ul>
        {T.what.map((line) => (
          <li key={line}>{t(line)}</li>
        ))}
      </ul>
      <h2 className={styles.asideTitle}>{t(T.howTitle)}</h2>
      <ol>
        {T.how.map((line) => (
          <li key={line}>{t(line)}</li>
        ))}
      </ol>
      <div className={styles.stepActions}>
        <Link className={button.primary} to={CARD_AUTHORISATION_PATHS.form}>
          {t(T.start)}
        </Link>
      </div>
    </div>
  );
}

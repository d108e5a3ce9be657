import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { container } from "~/styles/layout.css";
import * as styles from "~/styles/booking.css";
import * as placeStyles from "~/styles/places.css";
import { t } from "~/services/platform/i18n/translate";

/** Frame of a branch's FAQ and popular destinations pages, with links back to the branch. */
export function BranchSubPage({
  title,
  lead,
  slug,
  branchName,
  children,
}: {
  title: string;
  lead: string;
  slug: string;
  branchName: string;
  children: ReactNode;
}) {
  return (
    <div className={`${container} ${styles.page}`}>
      <p className={placeStyles.muted}>
        <Link className={placeStyles.backLink} to={`/rental-car-locations/${slug}/`}>
          {t("Back to {{branch}}", { branch: branchName })}
        </Link>
      </p>
      <h1 className={styles.pageTitle}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      {children}
    </div>
  );
}

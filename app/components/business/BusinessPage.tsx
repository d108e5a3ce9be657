import type { ReactNode } from "react";
import * as styles from "~/styles/booking.css";
import { container } from "~/styles/layout.css";
import { BusinessNav } from "./BusinessNav";

/** The frame of a signed-in business page: title, the account's name, the business navigation. */
export function BusinessPage({
  title,
  accountName,
  lead,
  children,
}: {
  title: string;
  accountName?: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.pageTitle}>{title}</h1>
      {accountName ? <p className={styles.lead}>{accountName}</p> : null}
      <BusinessNav />
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </div>
  );
}

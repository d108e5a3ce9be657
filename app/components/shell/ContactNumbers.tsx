import type { UserType } from "~/services/constants";
import type { ShellData } from "~/services/shell.server";
import * as styles from "~/styles/shell.css";
import { contactLines, telHref } from "./contactLines";

/** The contact numbers per region as tel: links (footer and call-us modal). */
export function ContactNumbers({
  contactPoints,
  userType,
  className,
}: {
  contactPoints: ShellData["contactPoints"];
  userType: UserType | undefined;
  className?: string;
}) {
  const lines = contactLines(contactPoints, userType);
  if (lines.length === 0) return null;
  return (
    <ul className={className ? `${styles.numbers} ${className}` : styles.numbers}>
      {lines.map((line) => (
        <li key={line.region} className={styles.numberItem}>
          <span className={styles.numberRegion}>{line.label}</span>
          <a className={styles.numberLink} href={telHref(line.telephone)}>
            {line.number}
          </a>
        </li>
      ))}
    </ul>
  );
}

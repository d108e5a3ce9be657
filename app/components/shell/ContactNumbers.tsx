import { type Region } from "~/models/constants";
import { t } from "~/services/platform/i18n/translate";
import type { UserType } from "~/services/platform/constants";
import { telHref } from "~/services/shell/phone-links";
import { REGION_LABELS } from "~/services/shell/text";
import type { ShellData } from "~/services/shell/shell.server";
import * as styles from "~/styles/contact-numbers.css";

export type ContactLine = { region: Region; label: string; number: string; telephone: string };

/**
 * The numbers to show a visitor: Agent and Corporate users see their own lines (NZ and
 * worldwide have them), everyone else the regional numbers (campaign numbers already applied).
 */
export function contactLines(
  points: ShellData["contactPoints"],
  userType: UserType | undefined,
): ContactLine[] {
  if (userType === "Agent" || userType === "Corporate") {
    const business = points.flatMap((point) => {
      const number = userType === "Agent" ? point.agentNumber : point.corporateNumber;
      const telephone = userType === "Agent" ? point.agentTelephone : point.corporateTelephone;
      if (!number || !telephone) return [];
      return [{ region: point.region, label: t(REGION_LABELS[point.region]), number, telephone }];
    });
    if (business.length > 0) return business;
  }
  return points.map((point) => ({
    region: point.region,
    label: t(REGION_LABELS[point.region]),
    number: point.number,
    telephone: point.telephone,
  }));
}

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
        <li key={line.region}>
          <span>{line.label}</span>
          <a href={telHref(line.telephone)}>{line.number}</a>
        </li>
      ))}
    </ul>
  );
}

import { NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { MY_ACCOUNT_PATHS } from "~/services/accounts/constants";
import { ACCOUNT_PAGE_TEXT as T } from "~/services/accounts/text";
import * as styles from "~/styles/account.css";
import * as booking from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";
import { container } from "~/styles/layout.css";
import { SignOutForm } from "~/components/shell";
import { t } from "~/services/platform/i18n/translate";

export const ACCOUNT_NAV = [
  { href: MY_ACCOUNT_PATHS.dashboard, label: T.dashboardTitle },
  { href: MY_ACCOUNT_PATHS.profile, label: T.profileTitle },
  { href: MY_ACCOUNT_PATHS.changePassword, label: T.changePasswordTitle },
  { href: MY_ACCOUNT_PATHS.addressPhone, label: T.addressPhoneTitle },
  { href: MY_ACCOUNT_PATHS.driverLicence, label: T.driverLicenceTitle },
  { href: MY_ACCOUNT_PATHS.myBookings, label: T.myBookingsTitle },
] as const;

/**
 * The frame of every /my-account/ page: title, the account menu, a notice, the page. The title,
 * notice and error are English texts (constants, the server's messages), translated here.
 */
export function AccountLayout({
  title,
  lead,
  notice,
  error,
  children,
}: {
  title: string;
  lead?: ReactNode;
  notice?: string | null;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div className={`${container} ${booking.page}`}>
      <div className={styles.accountLayout}>
        <nav aria-label={t("My account")}>
          <ul className={styles.navList}>
            {ACCOUNT_NAV.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} end className={styles.navLink}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
            <li>
              <SignOutForm buttonClassName={formStyles.secondaryButton} />
            </li>
          </ul>
        </nav>
        <div>
          <h1 className={booking.pageTitle}>{t(title)}</h1>
          {lead ? <p className={booking.lead}>{lead}</p> : null}
          {notice ? (
            <div className={booking.notice.info} role="status">
              {t(notice)}
            </div>
          ) : null}
          {error ? (
            <div className={booking.notice.warning} role="alert">
              {t(error)}
            </div>
          ) : null}
          {children}
        </div>
      </div>
    </div>
  );
}

import { Link } from "@remix-run/react";
import { t } from "~/services/platform/i18n/translate";
import { SignOutForm } from "~/components/account/SignOutForm";
import { ModalTrigger } from "~/components/modal/ModalTrigger";
import { CONTACT_PATH } from "~/services/shell/constants";
import { UTILITY_LINKS } from "~/services/shell/menus";
import type { ShellData } from "~/services/shell/shell.server";
import * as styles from "~/styles/shell.css";
import { CalendarIcon, KeyIcon, MailIcon, PhoneIcon, UserIcon } from "./icons";
import { CALL_US_MODAL_ID, EMAIL_US_MODAL_ID } from "./modalIds";
import { isBusinessUser } from "./userType";

/**
 * Sign in (or My account), Check-in, Manage booking, Call us, Email us (spec section 2).
 * Agent and Corporate users get neither manage booking nor call us (spec section 6).
 * Call us and email us open modals; without JavaScript they are a link to the call-us panel
 * (#call-us) and to the contact form's page (/contact/).
 */
export function UtilityLinks({ shell, layout }: { shell: ShellData; layout: "panel" | "inline" }) {
  const business = isBusinessUser(shell.userType);
  const signedIn = shell.userType !== "Guest";
  const account =
    shell.userType === "Guest"
      ? UTILITY_LINKS.signIn
      : business
        ? UTILITY_LINKS.businessAccount
        : UTILITY_LINKS.myAccount;
  const listClass =
    layout === "inline" ? `${styles.utilityList} ${styles.utilityInline}` : styles.utilityList;
  return (
    <nav aria-label={t("Account and contact")} className={styles.utilityNav}>
      <ul className={listClass}>
        <li>
          <Link to={account.href} className={styles.utilityLink}>
            <UserIcon size={18} />
            {signedIn && shell.firstName ? `${t(account.label)}: ${shell.firstName}` : t(account.label)}
          </Link>
        </li>
        {signedIn ? (
          <li>
            <SignOutForm buttonClassName={styles.utilityLink} />
          </li>
        ) : null}
        <li>
          <Link to={UTILITY_LINKS.checkIn.href} className={styles.utilityLink}>
            <KeyIcon size={18} />
            {t(UTILITY_LINKS.checkIn.label)}
          </Link>
        </li>
        {business ? null : (
          <li>
            <Link to={UTILITY_LINKS.manageBooking.href} className={styles.utilityLink}>
              <CalendarIcon size={18} />
              {t(UTILITY_LINKS.manageBooking.label)}
            </Link>
          </li>
        )}
        {business ? null : (
          <li className={layout === "panel" ? styles.desktopOnly : undefined}>
            <ModalTrigger
              modal={CALL_US_MODAL_ID}
              fallbackHref={`#${CALL_US_MODAL_ID}`}
              className={styles.utilityLink}
            >
              <PhoneIcon size={18} />
              {t("Call us")}
            </ModalTrigger>
          </li>
        )}
        <li>
          <ModalTrigger modal={EMAIL_US_MODAL_ID} fallbackHref={CONTACT_PATH} className={styles.utilityLink}>
            <MailIcon size={18} />
            {t("Email us")}
          </ModalTrigger>
        </li>
      </ul>
    </nav>
  );
}

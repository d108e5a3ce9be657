import { Form, Link, useLocation } from "@remix-run/react";
import { BUSINESS_PATHS } from "~/services/business/constants";
import { BUSINESS_MESSAGES } from "~/services/business/text";
import * as styles from "~/styles/business.css";

const LINKS = [
  { href: BUSINESS_PATHS.myAccount, label: "Dashboard" },
  { href: BUSINESS_PATHS.newBooking, label: "New booking" },
  { href: BUSINESS_PATHS.manageBooking, label: "Manage bookings" },
  { href: BUSINESS_PATHS.invoices, label: "Invoices" },
  { href: BUSINESS_PATHS.reports, label: "Reports" },
  { href: BUSINESS_PATHS.cancelBooking, label: "Cancel a booking" },
  { href: BUSINESS_PATHS.profile, label: "Agent details" },
] as const;

/**
 * The business area's own navigation (the reduced header has no main menu), with the sign-out
 * button: a plain form posting to /logout/, so it works without JavaScript.
 */
export function BusinessNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Business account" className={`${styles.nav} ${styles.noPrint}`}>
      <ul className={styles.navList}>
        {LINKS.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className={styles.navLink}
              aria-current={pathname === link.href ? "page" : undefined}
            >
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <Form method="post" action={BUSINESS_PATHS.logout} reloadDocument>
            <button type="submit" className={styles.signOutButton}>
              {BUSINESS_MESSAGES.signOut}
            </button>
          </Form>
        </li>
      </ul>
    </nav>
  );
}

import type { ReactNode } from "react";
import { NzdOnly } from "~/components/currency/Price";
import { Form, Link, useLocation } from "@remix-run/react";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { adminNavFor, currentNavHref } from "~/services/admin/access/navigation";
import { ADMIN_ACCESS_TEXT } from "~/services/admin/access/text";
import type { StaffUserType } from "~/models/schema";
import * as styles from "~/styles/admin.css";
import { container } from "~/styles/layout.css";

/**
 * The frame of every signed-in back-office page: who is signed in, the menu for their role and
 * the sign-out button (a plain form, so it works without JavaScript).
 */
export function AdminFrame({
  name,
  role,
  children,
}: {
  name: string;
  role: StaffUserType;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const current = currentNavHref(pathname);
  return (
    <div className={`${container} ${styles.frame}`}>
      <div className={styles.bar}>
        <Link to={ADMIN_PATHS.home} className={styles.brand}>
          {ADMIN_ACCESS_TEXT.signInHeading}
        </Link>
        <div className={styles.who}>
          <Link to={ADMIN_PATHS.secondStep} className={styles.brand}>
            {ADMIN_ACCESS_TEXT.signedInAs(name, role)}
          </Link>
          <Form method="post" action={ADMIN_PATHS.signOut} reloadDocument>
            <button type="submit" className={styles.plainButton}>
              {ADMIN_ACCESS_TEXT.signOut}
            </button>
          </Form>
        </div>
      </div>
      <nav aria-label="Back office" className={styles.nav}>
        <ul className={styles.navList}>
          {adminNavFor(role).map((item) => (
            <li key={item.href}>
              <Link
                to={item.href}
                className={styles.navLink}
                aria-current={current === item.href ? "page" : undefined}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <NzdOnly>{children}</NzdOnly>
    </div>
  );
}

/** The frame of the sign-in pages: no menu. */
export function AdminSignInFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={`${container} ${styles.frame}`}>
      <div className={styles.bar}>
        <span className={styles.brand}>{ADMIN_ACCESS_TEXT.signInHeading}</span>
      </div>
      <h1 className={styles.title} style={{ marginTop: "1rem" }}>
        {title}
      </h1>
      {children}
    </div>
  );
}

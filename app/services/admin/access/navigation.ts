import type { StaffUserType } from "~/models/schema";
import { ADMIN_PATHS } from "./constants";

/** The back office's menu: Staff see their part, Admin everything. */
export const ADMIN_NAV: readonly { href: string; label: string; needs: StaffUserType }[] = [
  { href: ADMIN_PATHS.home, label: "Board", needs: "Staff" },
  { href: ADMIN_PATHS.bookings, label: "Bookings", needs: "Staff" },
  { href: ADMIN_PATHS.fleet, label: "Fleet", needs: "Staff" },
  { href: ADMIN_PATHS.reports, label: "Reports", needs: "Staff" },
  { href: ADMIN_PATHS.reviews, label: "Reviews", needs: "Staff" },
  { href: ADMIN_PATHS.rates, label: "Rates", needs: "Admin" },
  { href: ADMIN_PATHS.deals, label: "Deals", needs: "Admin" },
  { href: ADMIN_PATHS.currencies, label: "Currencies", needs: "Admin" },
  { href: ADMIN_PATHS.promoCodes, label: "Promo codes", needs: "Admin" },
  { href: ADMIN_PATHS.branches, label: "Branches", needs: "Admin" },
  { href: ADMIN_PATHS.staff, label: "Staff", needs: "Admin" },
  { href: ADMIN_PATHS.audit, label: "Audit log", needs: "Admin" },
  { href: ADMIN_PATHS.emails, label: "Emails", needs: "Admin" },
  { href: ADMIN_PATHS.jobs, label: "Jobs", needs: "Admin" },
];

export function adminNavFor(role: StaffUserType): { href: string; label: string }[] {
  return ADMIN_NAV.filter((item) => role === "Admin" || item.needs === "Staff").map(({ href, label }) => ({
    href,
    label,
  }));
}

/** The menu item a path belongs to (the longest matching prefix; the board only on /admin/ itself). */
export function currentNavHref(pathname: string): string | null {
  const path = pathname.endsWith("/") ? pathname : `${pathname}/`;
  let best: string | null = null;
  for (const item of ADMIN_NAV) {
    const matches = item.href === ADMIN_PATHS.home ? path === item.href : path.startsWith(item.href);
    if (matches && (!best || item.href.length > best.length)) best = item.href;
  }
  return best;
}

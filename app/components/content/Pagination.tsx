import { Link } from "@remix-run/react";
import { EXPLORE_TEXT as T } from "~/services/content/text";
import { t } from "~/services/platform/i18n/translate";
import { pageLinks, type Paged } from "~/services/platform/pagination";
import * as styles from "~/styles/explore.css";

/** Previous, page numbers and next, as plain links (`?page=N`); nothing for a single page. */
export function Pagination({ basePath, paged, label }: { basePath: string; paged: Pick<Paged<unknown>, "page" | "pageCount">; label: string }) {
  if (paged.pageCount <= 1) return null;
  const links = pageLinks(basePath, paged);
  return (
    <nav className={styles.pagination} aria-label={label}>
      <ul className={styles.paginationList}>
        {links.previous ? (
          <li>
            <Link className={styles.pageLink} to={links.previous} rel="prev">
              {t(T.previous)}
            </Link>
          </li>
        ) : null}
        {links.pages.map((link) => (
          <li key={link.page}>
            <Link
              className={styles.pageLink}
              to={link.href}
              aria-current={link.current ? "page" : undefined}
              aria-label={T.pageLabel(link.page)}
            >
              {link.page}
            </Link>
          </li>
        ))}
        {links.next ? (
          <li>
            <Link className={styles.pageLink} to={links.next} rel="next">
              {t(T.next)}
            </Link>
          </li>
        ) : null}
      </ul>
      <p className={styles.pageStatus}>{T.pageOf(paged.page, paged.pageCount)}</p>
    </nav>
  );
}

import { Link } from "@remix-run/react";
import { useId } from "react";
import type { ShownPageHeader } from "~/services/content/content-service.server";
import { container } from "~/styles/layout.css";
import * as styles from "~/styles/page-header.css";

function HeadlineLink({ href, children }: { href: string; children: string }) {
  return href.startsWith("/") ? (
    <Link className={styles.pageHeaderLink} to={href}>
      {children}
    </Link>
  ) : (
    <a className={styles.pageHeaderLink} href={href}>
      {children}
    </a>
  );
}

/**
 * The page header banner (spec section 2): title, headline and its link over a responsive
 * picture with one image per size (375x495, 720x720, 976x696, 1384x618, 1864x618), each used from
 * its breakpoint of spec section 9 (700, 1000, 1280, 1600 px); a raster image goes through the
 * image resizer at its size (the local SVG drawings are used as they are). The loader resolves the
 * picture (pageHeaderFor). The title is not a heading: the page's own <h1> follows, so the banner
 * is a region named by its title.
 */
export function PageHeaderBanner({ header }: { header: ShownPageHeader | null | undefined }) {
  const titleId = `page-header-${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  if (!header || !header.enabled) return null;
  const { picture } = header;
  return (
    <section className={styles.pageHeader} aria-labelledby={titleId}>
      {picture ? (
        <picture className={styles.pageHeaderPicture}>
          {picture.sources.map((source) => (
            <source
              key={source.key}
              media={source.media ?? undefined}
              srcSet={source.srcSet}
              width={source.width}
              height={source.height}
            />
          ))}
          <img
            className={styles.pageHeaderImage}
            src={picture.fallback.src}
            alt={picture.fallback.alt}
            width={picture.fallback.width}
            height={picture.fallback.height}
          />
        </picture>
      ) : null}
      <div className={`${container} ${styles.pageHeaderText}`}>
        <div className={styles.pageHeaderPanel}>
          <p id={titleId} className={styles.pageHeaderTitle}>
            {header.title}
          </p>
          {header.headline ? (
            <p className={styles.pageHeaderHeadline}>
              {header.headlineUrl ? (
                <HeadlineLink href={header.headlineUrl}>{header.headline}</HeadlineLink>
              ) : (
                header.headline
              )}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}

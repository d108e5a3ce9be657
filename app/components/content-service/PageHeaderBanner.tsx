import { Link } from "@remix-run/react";
import { useId } from "react";
import { useImageResizerPath } from "~/components/useImageResizerPath";
import { HEADER_IMAGE_SIZES } from "~/services/constants";
import { imageUrl } from "~/services/image-options";
import type { PageHeader } from "~/services/content-service.server";
import { container } from "~/styles/layout.css";
import * as styles from "~/styles/shell-content.css";

/** Widest first: the browser takes the first <source> whose media query matches. */
const SIZES_WIDEST_FIRST = [...HEADER_IMAGE_SIZES].reverse();

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
 * image resizer at its size (the local SVG drawings are used as they are). The title is not a heading: the
 * page's own <h1> follows, so the banner is a region named by its title.
 */
export function PageHeaderBanner({ header }: { header: PageHeader | null | undefined }) {
  const titleId = `page-header-${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const resizerPath = useImageResizerPath();
  if (!header || !header.enabled) return null;
  const fallback = HEADER_IMAGE_SIZES.map((size) => ({ size, image: header.images[size.key] })).find((entry) => entry.image);
  return (
    <section className={styles.pageHeader} aria-labelledby={titleId}>
      {fallback?.image ? (
        <picture className={styles.pageHeaderPicture}>
          {SIZES_WIDEST_FIRST.map((size) => {
            const image = header.images[size.key];
            return image ? (
              <source
                key={size.key}
                media={size.minWidth > 0 ? `(min-width: ${size.minWidth}px)` : undefined}
                srcSet={imageUrl(image.url, { width: size.width }, resizerPath)}
                width={size.width}
                height={size.height}
              />
            ) : null;
          })}
          <img
            className={styles.pageHeaderImage}
            src={imageUrl(fallback.image.url, { width: fallback.size.width }, resizerPath)}
            alt={fallback.image.alternativeText}
            width={fallback.size.width}
            height={fallback.size.height}
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
              {header.headlineUrl ? <HeadlineLink href={header.headlineUrl}>{header.headline}</HeadlineLink> : header.headline}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}

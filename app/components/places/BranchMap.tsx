import { useId } from "react";
import { MAP_HEIGHT, MAP_WIDTH, NZ_OUTLINE, outlinePath, type MapPin } from "~/services/content/places/map";
import { BRANCH_MAP_TEXT as T } from "~/services/content/places/map-text";
import * as styles from "~/styles/branch-map.css";
import { t } from "~/services/platform/i18n/translate";

const PIN_RADIUS = 6;
const CURRENT_PIN_RADIUS = 9;
const OUTLINES = [
  outlinePath(NZ_OUTLINE.north),
  outlinePath(NZ_OUTLINE.south),
  outlinePath(NZ_OUTLINE.stewart),
];

/**
 * New Zealand with a pin per branch (services/content/places/map.ts), each pin a link to its
 * branch page named by the branch. Plain SVG and links: no script, no tiles. The current branch
 * (on its own page) is larger, in another colour and marked aria-current.
 */
export function BranchMap({ pins }: { pins: readonly MapPin[] }) {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  // The current branch last, so its pin is drawn on top of its neighbours'.
  const ordered = [...pins.filter((pin) => !pin.current), ...pins.filter((pin) => pin.current)];
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        aria-labelledby={titleId}
        aria-describedby={descId}
        data-testid="branch-map"
      >
        <title id={titleId}>{t(T.title)}</title>
        <desc id={descId}>{t(T.description)}</desc>
        <rect
          className={styles.sea}
          x={0}
          y={0}
          width={MAP_WIDTH}
          height={MAP_HEIGHT}
          rx={8}
          aria-hidden="true"
        />
        <g aria-hidden="true">
          {OUTLINES.map((d) => (
            <path key={d} className={styles.land} d={d} />
          ))}
        </g>
        {ordered.map((pin) => {
          const radius = pin.current ? CURRENT_PIN_RADIUS : PIN_RADIUS;
          const name = pin.current ? T.currentBranch(pin.name) : pin.name;
          return (
            <a
              key={pin.slug}
              href={pin.href}
              className={styles.pinLink}
              aria-label={name}
              aria-current={pin.current ? "page" : undefined}
              data-branch={pin.slug}
            >
              <title>{name}</title>
              <circle className={styles.focusRing} cx={pin.x} cy={pin.y} r={radius + 4} />
              <circle
                className={pin.current ? styles.currentPin : styles.pin}
                cx={pin.x}
                cy={pin.y}
                r={radius}
              />
            </a>
          );
        })}
      </svg>
      <figcaption className={styles.caption}>{t(T.description)}</figcaption>
    </figure>
  );
}

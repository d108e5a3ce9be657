import { BREAKPOINTS } from "../../platform/breakpoints";
import { imageSrcSet, imageUrl } from "../../platform/images/options";

/**
 * Vehicle photos (docs/decisions/0004-vehicle-images.md): every image path of the seed, such as
 * `cars/GROUP-A-0.jpg`, is served from `public/` at 960x600, with a 480x300 copy in a `480/`
 * folder beside it. Both are drawn by `npm run images:cars`.
 */
export const VEHICLE_IMAGE_WIDTH = 960;
export const VEHICLE_IMAGE_HEIGHT = 600;
export const VEHICLE_IMAGE_SMALL_WIDTH = 480;
export const VEHICLE_IMAGE_SMALL_DIR = "480";

/**
 * `sizes` for a vehicle card in a grid: one card a row on phones (under 700 px), two under
 * 1000 px, three above.
 */
export const VEHICLE_CARD_SIZES = [
  `(max-width: ${BREAKPOINTS.tablet - 1}px) 100vw`,
  `(max-width: ${BREAKPOINTS.wideTablet - 1}px) 50vw`,
  "33vw",
].join(", ");

export type VehicleImageSources = {
  src: string;
  srcSet: string;
  width: number;
  height: number;
};

/**
 * Widths of a vehicle photo through the resizer: a phone's, the tablet breakpoint of spec section
 * 9 and the photo's own 960 px (the resizer never upscales, so the wider breakpoints would only
 * repeat it).
 */
export const VEHICLE_IMAGE_RESIZED_WIDTHS = [
  VEHICLE_IMAGE_SMALL_WIDTH,
  BREAKPOINTS.tablet,
  VEHICLE_IMAGE_WIDTH,
] as const;

/**
 * The `<img>` attributes for an image path of the seed. Without a resizer, `cars/GROUP-A-0.jpg`
 * gives src `/cars/GROUP-A-0.jpg` and srcSet `/cars/480/GROUP-A-0.jpg 480w, /cars/GROUP-A-0.jpg 960w`
 * (the two copies in public/). With a resizer path (`/img`), every width comes from the resizer in
 * the best format the browser takes: `/img/width=480,format=auto/cars/GROUP-A-0.jpg 480w, …`.
 * An absolute URL (http, https or protocol-relative) is used as it is, with no smaller copy.
 */
export function vehicleImage(imagePath: string, resizerPath: string | null = null): VehicleImageSources {
  // Every list page draws a photo of each class: the same few dozen answers, kept.
  const key = `${resizerPath ?? ""}\u0000${imagePath}`;
  let sources = vehicleImageCache.get(key);
  if (!sources) {
    if (vehicleImageCache.size >= VEHICLE_IMAGE_CACHE_SIZE) vehicleImageCache.clear();
    sources = Object.freeze(vehicleImageSources(imagePath, resizerPath));
    vehicleImageCache.set(key, sources);
  }
  return sources;
}

const VEHICLE_IMAGE_CACHE_SIZE = 1_000;
const vehicleImageCache = new Map<string, Readonly<VehicleImageSources>>();

function vehicleImageSources(imagePath: string, resizerPath: string | null): VehicleImageSources {
  const size = { width: VEHICLE_IMAGE_WIDTH, height: VEHICLE_IMAGE_HEIGHT };
  if (/^(https?:)?\/\//i.test(imagePath)) return { src: imagePath, srcSet: "", ...size };
  const relative = imagePath.replace(/^\/+/, "");
  if (resizerPath) {
    return {
      src: imageUrl(relative, { width: VEHICLE_IMAGE_WIDTH }, resizerPath),
      srcSet: imageSrcSet(relative, VEHICLE_IMAGE_RESIZED_WIDTHS, resizerPath),
      ...size,
    };
  }
  const slash = relative.lastIndexOf("/");
  const folder = relative.slice(0, slash + 1);
  const file = relative.slice(slash + 1);
  const src = `/${relative}`;
  const small = `/${folder}${VEHICLE_IMAGE_SMALL_DIR}/${file}`;
  return {
    src,
    srcSet: `${small} ${VEHICLE_IMAGE_SMALL_WIDTH}w, ${src} ${VEHICLE_IMAGE_WIDTH}w`,
    ...size,
  };
}

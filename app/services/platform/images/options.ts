import { BREAKPOINTS } from "../breakpoints";

/**
 * The image CDN helper (spec section 7: "Image resizing goes through an image CDN helper with an
 * optional resizer path, defaulting to the original image with format auto") and the grammar of
 * its URLs, shared by the pages that build image URLs and by the resizer route that reads them
 * (app/routes/_site+/img.$.tsx, docs/decisions/0034-image-resizer.md).
 *
 * A resized URL is Cloudflare-style: `${resizerPath}/width=480,format=auto/cars/GROUP-A-0.jpg`.
 * No server imports here: pages build these URLs in the browser too.
 */

/** Where the built-in resizer answers (app/routes/_site+/img.$.tsx) and IMAGE_RESIZER_PATH's default. */
export const BUILT_IN_RESIZER_PATH = "/img";

/** Output formats; `auto` is AVIF or WebP when the browser accepts it, else the original format. */
export const IMAGE_FORMATS = ["auto", "avif", "webp", "jpeg", "png"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Page header images (spec section 2) and the breakpoint (spec section 9) from which each is used. */
export const HEADER_IMAGE_SIZES = [
  { key: "mobile", width: 375, height: 495, minWidth: 0 },
  { key: "tablet", width: 720, height: 720, minWidth: BREAKPOINTS.tablet },
  { key: "wideTablet", width: 976, height: 696, minWidth: BREAKPOINTS.wideTablet },
  { key: "desktop", width: 1384, height: 618, minWidth: BREAKPOINTS.desktop },
  { key: "wideDesktop", width: 1864, height: 618, minWidth: BREAKPOINTS.wideDesktop },
] as const;
export type HeaderImageSize = (typeof HEADER_IMAGE_SIZES)[number]["key"];

/**
 * The widths the resizer makes: a few small ones for phones, every breakpoint of spec section 9,
 * the vehicle photos' own 960 px and the page header sizes. A fixed list keeps the resizer's disk
 * cache bounded (nobody can ask for 2000 variants of one photo).
 */
export const IMAGE_WIDTHS: readonly number[] = [
  ...new Set([
    320,
    480,
    640,
    960,
    1920,
    ...Object.values(BREAKPOINTS),
    ...HEADER_IMAGE_SIZES.map((size) => size.width),
  ]),
].sort((a, b) => a - b);

export const IMAGE_QUALITY_MIN = 1;
export const IMAGE_QUALITY_MAX = 100;

/** Source files the resizer reads (raster images only: SVG and GIF are served as they are). */
export const RESIZABLE_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "avif"] as const;

export type ImageOptions = { width?: number; quality?: number; format: ImageFormat };

/** `width=480,quality=70,format=auto`: the options segment of a resized URL. */
export function formatImageOptions(options: ImageOptions): string {
  return [
    options.width !== undefined ? `width=${options.width}` : null,
    options.quality !== undefined ? `quality=${options.quality}` : null,
    `format=${options.format}`,
  ]
    .filter(Boolean)
    .join(",");
}

export type ParsedImageOptions = { ok: true; options: ImageOptions } | { ok: false; message: string };

const OPTION_NAMES: Record<string, "width" | "quality" | "format"> = {
  width: "width",
  w: "width",
  quality: "quality",
  q: "quality",
  format: "format",
  f: "format",
};

export const IMAGE_OPTION_MESSAGES = {
  unknown: (name: string) => `Unknown image option "${name}": use width, quality and format.`,
  repeated: (name: string) => `The image option ${name} is given twice.`,
  width: `Width must be one of ${IMAGE_WIDTHS.join(", ")}.`,
  quality: `Quality must be a whole number from ${IMAGE_QUALITY_MIN} to ${IMAGE_QUALITY_MAX}.`,
  format: `Format must be one of ${IMAGE_FORMATS.join(", ")}.`,
};

const WHOLE_NUMBER = /^[1-9]\d{0,4}$/;

/** Reads an options segment such as `width=480,format=auto`; the format defaults to auto. */
export function parseImageOptions(segment: string): ParsedImageOptions {
  const seen = new Set<string>();
  const options: ImageOptions = { format: "auto" };
  for (const part of segment.split(",")) {
    const [rawName = "", value = "", ...extra] = part.split("=");
    const name = OPTION_NAMES[rawName.trim().toLowerCase()];
    if (!name || extra.length > 0)
      return { ok: false, message: IMAGE_OPTION_MESSAGES.unknown(rawName.slice(0, 40)) };
    if (seen.has(name)) return { ok: false, message: IMAGE_OPTION_MESSAGES.repeated(name) };
    seen.add(name);
    const trimmed = value.trim();
    if (name === "width") {
      const width = WHOLE_NUMBER.test(trimmed) ? Number(trimmed) : Number.NaN;
      if (!IMAGE_WIDTHS.includes(width)) return { ok: false, message: IMAGE_OPTION_MESSAGES.width };
      options.width = width;
    } else if (name === "quality") {
      const quality = WHOLE_NUMBER.test(trimmed) ? Number(trimmed) : Number.NaN;
      if (!(quality >= IMAGE_QUALITY_MIN && quality <= IMAGE_QUALITY_MAX))
        return { ok: false, message: IMAGE_OPTION_MESSAGES.quality };
      options.quality = quality;
    } else {
      const format = trimmed.toLowerCase();
      if (!(IMAGE_FORMATS as readonly string[]).includes(format))
        return { ok: false, message: IMAGE_OPTION_MESSAGES.format };
      options.format = format as ImageFormat;
    }
  }
  return { ok: true, options };
}

/** The smallest listed width at least as wide as asked (the widest when none is). */
export function allowedImageWidth(width: number): number {
  return IMAGE_WIDTHS.find((allowed) => allowed >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
}

const isAbsoluteUrl = (path: string) => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(path);

/** A path's file extension, lower case, without query or fragment ("" when it has none). */
export function imageExtension(path: string): string {
  return /\.([a-z0-9]+)$/i.exec(path.split(/[?#]/)[0])?.[1]?.toLowerCase() ?? "";
}

/** Whether the resizer takes this file: a raster image by its extension. */
export function isResizable(path: string): boolean {
  return (RESIZABLE_EXTENSIONS as readonly string[]).includes(imageExtension(path));
}

/**
 * The URL of an image of public/ at a width: through the resizer when a resizer path is
 * configured (`/img/width=480,format=auto/cars/GROUP-A-0.jpg`), the original (`/cars/GROUP-A-0.jpg`)
 * otherwise. Absolute URLs, and files the resizer does not take (SVG), come back as they are.
 * A width not in IMAGE_WIDTHS is rounded up to the next one there.
 */
export function imageUrl(
  path: string,
  options: { width?: number; quality?: number; format?: ImageFormat },
  resizerPath: string | null | undefined,
): string {
  if (isAbsoluteUrl(path)) return path;
  const relative = path.replace(/^\/+/, "");
  if (!resizerPath || !isResizable(relative)) return `/${relative}`;
  const segment = formatImageOptions({
    width: options.width === undefined ? undefined : allowedImageWidth(options.width),
    quality: options.quality,
    format: options.format ?? "auto",
  });
  return `${resizerPath.replace(/\/+$/, "")}/${segment}/${relative}`;
}

/** `url 480w, url 700w, …` for the given widths, through imageUrl. */
export function imageSrcSet(
  path: string,
  widths: readonly number[],
  resizerPath: string | null | undefined,
): string {
  return widths.map((width) => `${imageUrl(path, { width }, resizerPath)} ${width}w`).join(", ");
}

import { HEADER_IMAGE_SIZES, imageUrl } from "../../platform/images/options";
import type { PageHeader, PageHeaderPicture } from "./shapes";

/** The picture of a header's images: each size from its breakpoint, through the image helper. */
export function pageHeaderPicture(images: PageHeader["images"], resizerPath: string | null): PageHeaderPicture | null {
  const smallest = HEADER_IMAGE_SIZES.find((size) => images[size.key]);
  if (!smallest) return null;
  const fallbackImage = images[smallest.key]!;
  return {
    sources: [...HEADER_IMAGE_SIZES].reverse().flatMap((size) => {
      const image = images[size.key];
      if (!image) return [];
      const media = size.minWidth > 0 ? `(min-width: ${size.minWidth}px)` : null;
      return [{ key: size.key, media, srcSet: imageUrl(image.url, { width: size.width }, resizerPath), width: size.width, height: size.height }];
    }),
    fallback: {
      src: imageUrl(fallbackImage.url, { width: smallest.width }, resizerPath),
      alt: fallbackImage.alternativeText,
      width: smallest.width,
      height: smallest.height,
    },
  };
}

import { useFetcher, useHref } from "@remix-run/react";
import { t } from "~/services/platform/i18n/translate";
import { useEffect } from "react";
import { Modal } from "~/components/modal";
import { useImageResizerPath } from "~/components/useImageResizerPath";
import { vehicleImage } from "~/services/booking/vehicles/images";
import { VEHICLE_PHOTOS_SIZES } from "~/services/booking/vehicles/photos";
import { VEHICLE_PHOTOS_TEXT } from "~/services/booking/vehicles/text";
import type { ClassPhotos } from "~/services/booking/vehicles/photos.server";
import * as styles from "~/styles/booking.css";

/** Every photo of a class, one under the other: the photo page's and the modal's content. */
export function VehiclePhotoList({ photos, eager = 1 }: { photos: ClassPhotos["photos"]; eager?: number }) {
  const resizerPath = useImageResizerPath();
  return (
    <ul className={styles.photoList}>
      {photos.map((photo, index) => {
        const source = vehicleImage(photo.path, resizerPath);
        return (
          <li key={photo.path}>
            <img
              className={styles.photo}
              src={source.src}
              srcSet={source.srcSet}
              sizes={VEHICLE_PHOTOS_SIZES}
              width={source.width}
              height={source.height}
              alt={photo.alt}
              loading={index < eager ? "eager" : "lazy"}
              decoding="async"
            />
          </li>
        );
      })}
    </ul>
  );
}

/** Which class's photos the visitor asked for: its photo page (loaded for its data) and name. */
export type PhotosRequest = { href: string; name: string; carClassId: number };

/**
 * With JavaScript, a card's "More photos" link opens this modal over the list instead of the
 * photo page: the page's loader data is fetched (the same answer the page renders) and shown.
 * One modal for the whole list, rendered once the page is hydrated.
 */
export function VehiclePhotosModal({
  request,
  onClose,
}: {
  request: PhotosRequest | null;
  onClose: () => void;
}) {
  const fetcher = useFetcher<{ photos: ClassPhotos | null }>();
  const { load } = fetcher;
  const href = request?.href;
  // The plain link keeps the page's language (the fetcher adds it itself).
  const pageHref = useHref(href ?? ".");
  useEffect(() => {
    if (href) load(href);
  }, [href, load]);
  const answered = fetcher.state === "idle" && fetcher.data !== undefined;
  const photos = answered ? fetcher.data?.photos : null;
  return (
    <Modal
      id="vehicle-photos"
      title={request ? VEHICLE_PHOTOS_TEXT.title(request.name) : ""}
      open={request !== null}
      onClose={onClose}
      size="large"
    >
      {photos && photos.carClassId === request?.carClassId ? (
        <VehiclePhotoList photos={photos.photos} eager={photos.photos.length} />
      ) : answered && !photos ? (
        <p role="alert">
          {t(VEHICLE_PHOTOS_TEXT.failed)}{" "}
          <a href={pageHref}>{VEHICLE_PHOTOS_TEXT.title(request?.name ?? "")}</a>
        </p>
      ) : (
        <p role="status">{t(VEHICLE_PHOTOS_TEXT.loading)}</p>
      )}
    </Modal>
  );
}

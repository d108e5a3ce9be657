import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { t } from "~/services/platform/i18n/translate";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { NotFoundPage } from "~/components/errors/NotFoundPage";
import { VehiclePhotoList } from "~/components/booking/VehiclePhotos";
import { classPhotos } from "~/services/booking/vehicles/photos.server";
import { readPhotosBack } from "~/services/booking/vehicles/photos";
import { VEHICLE_PHOTOS_TEXT } from "~/services/booking/vehicles/text";
import { notFoundMeta, seoMeta } from "~/services/content/seo/seo";
import { container } from "~/styles/layout.css";
import * as styles from "~/styles/booking.css";

/**
 * /vehicles/photos/{classCode}/: every photo of a class, opened from a vehicle card's "More
 * photos" link (with JavaScript its data fills a modal over the list instead). An unknown or
 * hidden class is a 404 with the site's not-found page; the answer never depends on the visitor.
 */
export const meta: MetaFunction<typeof loader> = (args) =>
  args.data?.photos
    ? seoMeta(args, { title: VEHICLE_PHOTOS_TEXT.title(args.data.photos.name), noindex: true })
    : notFoundMeta(args);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const photos = await classPhotos(params.classCode ?? "");
  const back = readPhotosBack(new URL(request.url).searchParams);
  return data({ photos, back }, { status: photos ? 200 : 404 });
}

export default function VehiclePhotosPage() {
  const { photos, back } = useLoaderData<typeof loader>();
  if (!photos) return <NotFoundPage />;
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.pageTitle}>{VEHICLE_PHOTOS_TEXT.title(photos.name)}</h1>
      <p className={styles.lead}>{VEHICLE_PHOTOS_TEXT.count(photos.photos.length, photos.classCode)}</p>
      <p>
        <Link to={`${back}#vehicle-${photos.carClassId}`}>{t(VEHICLE_PHOTOS_TEXT.back)}</Link>
      </p>
      <VehiclePhotoList photos={photos.photos} />
    </div>
  );
}

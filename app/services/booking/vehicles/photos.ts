/**
 * A class's photos on demand (docs/decisions/0076-results-cards-one-image.md): the vehicle cards
 * show the first photo and link to /vehicles/photos/{classCode}/, which shows them all (with
 * JavaScript, in a modal over the list). Pure: no server imports, the card builds the link.
 */

/** The photo page of a class; `back` is the list it was opened from, when not /vehicles/. */
export function vehiclePhotosHref(classCode: string, back: string = VEHICLE_PHOTOS_DEFAULT_BACK): string {
  const path = `/vehicles/photos/${encodeURIComponent(classCode)}/`;
  return back === VEHICLE_PHOTOS_DEFAULT_BACK ? path : `${path}?back=${encodeURIComponent(back)}`;
}

export const VEHICLE_PHOTOS_DEFAULT_BACK = "/vehicles/";

/** The list to go back to: a path of this site (never another origin), /vehicles/ otherwise. */
export function readPhotosBack(searchParams: URLSearchParams): string {
  const back = searchParams.get("back") ?? "";
  return /^\/(?![/\\])[A-Za-z0-9\-/]*$/.test(back) ? back : VEHICLE_PHOTOS_DEFAULT_BACK;
}

/**
 * `sizes` of a photo on the photo page and in the modal: the whole width on phones, then at most
 * the page's or the modal's width (48rem) in a single column.
 */
export const VEHICLE_PHOTOS_SIZES = "(max-width: 999px) 100vw, 768px";

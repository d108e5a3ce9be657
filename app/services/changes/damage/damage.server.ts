/**
 * Damage notes on the server (issue 32 item 7), as every reader sees them: the counter, the
 * agreement page and PDF, and the booking's own customer. Who may ask is the caller's rule (the
 * counter's routes resolve the booking with the branch rule; the customer's with
 * visibleReservation, here); a photo is only ever served through its booking.
 */
import {
  getDamagePhotoOfBooking,
  listDamageNotes,
  type DamageNoteWithPhotos,
} from "~/models/reservations/damage-notes.server";
import type { DamagePlace, DamageStage } from "~/models/schema/booking-values";
import { formatNzDate, formatNzTime } from "../../platform/dates";
import {
  imageContentType,
  readImage,
  type ImageStore,
  type StoredImage,
} from "../../platform/uploads/images.server";
import { DAMAGE_PLACE_LABELS, DAMAGE_STAGE_LABELS, DAMAGE_TEXT as T, customerDamagePhotoPath } from "./text";

/** Where damage photos are kept: keys "damage/<photo id>.jpg", files under DATA_DIR/uploads/damage. */
export const DAMAGE_PHOTO_STORE: ImageStore = { prefix: "damage", dir: "uploads/damage" };

const PHOTO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type DamagePhotoView = { id: string; href: string; alt: string };

export type DamageNoteView = {
  id: string;
  stage: DamageStage;
  stageLabel: string;
  place: DamagePlace;
  placeLabel: string;
  note: string;
  when: string;
  dateTime: string;
  /** Staff only (null for the customer). */
  author: string | null;
  photos: DamagePhotoView[];
};

function noteView(
  note: DamageNoteWithPhotos,
  photoHref: (photoId: string) => string,
  withAuthor: boolean,
): DamageNoteView {
  const placeLabel = DAMAGE_PLACE_LABELS[note.place] ?? note.place;
  return {
    id: note.id,
    stage: note.stage,
    stageLabel: DAMAGE_STAGE_LABELS[note.stage] ?? note.stage,
    place: note.place,
    placeLabel,
    note: note.note,
    when: `${formatNzDate(note.notedAt)}, ${formatNzTime(note.notedAt)}`,
    dateTime: note.notedAt.toISOString(),
    author: withAuthor ? note.authorName : null,
    photos: note.photos.map((photo, index) => ({
      id: photo.id,
      href: photoHref(photo.id),
      alt: T.photoAlt(placeLabel, index + 1),
    })),
  };
}

/** A booking's damage notes for staff: each photo linked by `photoHref` (the counter's path). */
export async function staffDamageNotes(
  reservationId: string,
  photoHref: (photoId: string) => string,
): Promise<DamageNoteView[]> {
  return (await listDamageNotes(reservationId)).map((note) => noteView(note, photoHref, true));
}

/** A booking's damage notes for its customer (no staff names; photos through the customer's path). */
export async function customerDamageNotes(reservation: {
  id: string;
  reference: string;
}): Promise<DamageNoteView[]> {
  return (await listDamageNotes(reservation.id)).map((note) =>
    noteView(note, (photoId) => customerDamagePhotoPath(reservation.reference, photoId), false),
  );
}

/** A photo of this booking's damage notes, or null (not an id, another booking's, or its file gone). */
export async function readDamagePhoto(reservationId: string, photoId: string): Promise<StoredImage | null> {
  if (!PHOTO_ID.test(photoId)) return null;
  const photo = await getDamagePhotoOfBooking(reservationId, photoId);
  return photo ? readImage(DAMAGE_PHOTO_STORE, photo.imageKey) : null;
}

/** The damage notes as the agreement's PDF prints them: the photos' bytes JPEG/PNG can be embedded. */
export type DamageForPdf = {
  heading: string;
  note: string;
  photos: ({ kind: "jpeg" | "png"; bytes: Uint8Array } | { kind: "not-embedded"; text: string })[];
};

export async function damageForPdf(reservationId: string): Promise<DamageForPdf[]> {
  const notes = await listDamageNotes(reservationId);
  return Promise.all(
    notes.map(async (note) => {
      const view = noteView(note, () => "", false);
      const photos = await Promise.all(
        note.photos.map(async (photo, index): Promise<DamageForPdf["photos"][number]> => {
          const type = imageContentType(DAMAGE_PHOTO_STORE, photo.imageKey);
          const image = type === "image/webp" ? null : await readImage(DAMAGE_PHOTO_STORE, photo.imageKey);
          if (image?.contentType === "image/jpeg") return { kind: "jpeg", bytes: image.body };
          if (image?.contentType === "image/png") return { kind: "png", bytes: image.body };
          return { kind: "not-embedded", text: T.photoNotEmbedded(index + 1) };
        }),
      );
      return { heading: `${view.stageLabel}: ${view.placeLabel} (${view.when})`, note: note.note, photos };
    }),
  );
}

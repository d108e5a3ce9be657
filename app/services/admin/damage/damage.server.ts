/**
 * Damage noted at the counter (issue 32 item 7): the multipart form read with the site's one
 * photo upload handling (platform/uploads), the note and its photos kept once per form token,
 * audited as `booking.damage-noted` in the same transaction. Readers: changes/damage/.
 */
import { redirect, unstable_parseMultipartFormData } from "@remix-run/node";
import { withZod } from "@remix-validated-form/with-zod";
import { validationError } from "remix-validated-form";
import { getDb } from "~/models/db.server";
import { insertDamageNote, insertDamagePhotos } from "~/models/reservations/damage-notes.server";
import { getRental } from "~/models/reservations/rentals.server";
import { DAMAGE_PHOTO_STORE } from "../../changes/damage/damage.server";
import {
  imageUploadHandler,
  imageUploadProblem,
  removeImage,
  sniffImageType,
  storeImage,
  type ImageUpload,
} from "../../platform/uploads/images.server";
import { NO_STORE } from "../../platform/cache-control";
import { recordAudit } from "../audit/audit.server";
import { counterBookingPath } from "../bookings/paths";
import type { CounterReservation, CounterStaff } from "../bookings/reservation.server";
import { refused, type CounterOptions, type CounterResult } from "../bookings/result";
import { DAMAGE_FORM_ID, DAMAGE_PHOTO_FIELD, damageSchema, type DamageInput } from "./forms";
import { DAMAGE_PHOTOS_MAX, damageStagesFor } from "./rules";
import { DAMAGE_MESSAGES as M } from "./text";

export const DAMAGE_AUDIT_ACTION = "booking.damage-noted";

/** The posted damage form: its text fields, and the photos chosen (empty inputs left out). */
export type DamagePost = { form: FormData; photos: ImageUpload[] };

/** Reads the multipart form (null: a body that can't be read as one). */
export async function readDamagePost(request: Request): Promise<DamagePost | null> {
  const photos: ImageUpload[] = [];
  try {
    const form = await unstable_parseMultipartFormData(
      request,
      imageUploadHandler([DAMAGE_PHOTO_FIELD], (_field, upload) => {
        if (upload.kind !== "none") photos.push(upload);
      }),
    );
    return { form, photos };
  } catch {
    return null;
  }
}

/** The problem with the photos chosen, shown beside the field: too many (400), too large (413), not an image (400). */
export function damagePhotosProblem(
  photos: readonly ImageUpload[],
): { status: 400 | 413; message: string } | null {
  if (photos.length > DAMAGE_PHOTOS_MAX) return { status: 400, message: M.tooManyPhotos };
  for (const photo of photos) {
    const problem = imageUploadProblem(photo);
    if (problem) return problem;
  }
  return null;
}

const staffName = (staff: CounterStaff) => `${staff.firstName} ${staff.lastName}`.trim() || staff.email;

/**
 * Notes damage on the booking's car: refused (409, beside the stage) when the stage does not fit
 * the rental now (damageStagesFor); a second submit of the same form records nothing more.
 * `photos` have passed damagePhotosProblem.
 */
export async function recordDamage(
  staff: CounterStaff,
  reservation: CounterReservation,
  input: DamageInput,
  photos: readonly ImageUpload[],
  options: Pick<CounterOptions, "now"> = {},
): Promise<CounterResult> {
  const now = options.now ?? new Date();
  const rental = await getRental(reservation.id);
  if (!rental || !damageStagesFor(rental).includes(input.stage))
    return refused(409, { stage: M.stageNotNow });
  const stored: string[] = [];
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      const { created, note } = await insertDamageNote(tx, {
        id: `${reservation.id}:${input.token}`,
        reservationId: reservation.id,
        vehicleId: rental.vehicleId,
        stage: input.stage,
        place: input.place,
        note: input.note,
        authorUserId: staff.id,
        authorName: staffName(staff),
        notedAt: now,
      });
      if (!created || !note) return;
      const rows: { id: string; damageNoteId: string; position: number; imageKey: string }[] = [];
      for (const [position, photo] of photos.entries()) {
        const type = photo.kind === "file" ? sniffImageType(photo.bytes) : null;
        if (photo.kind !== "file" || !type) continue;
        const id = crypto.randomUUID();
        const imageKey = await storeImage(DAMAGE_PHOTO_STORE, id, photo.bytes, type);
        stored.push(imageKey);
        rows.push({ id, damageNoteId: note.id, position, imageKey });
      }
      await insertDamagePhotos(tx, rows);
      await recordAudit(
        staff,
        {
          action: DAMAGE_AUDIT_ACTION,
          entityType: "reservation",
          entityId: reservation.id,
          branchId: reservation.pickupBranchId,
          before: null,
          after: {
            damageNoteId: note.id,
            vehicleId: rental.vehicleId,
            stage: note.stage,
            place: note.place,
            note: note.note,
            photos: rows.length,
          },
          occurredAt: now,
        },
        tx,
      );
    });
  } catch (error) {
    // Nothing was kept: neither are the files.
    await Promise.all(stored.map((key) => removeImage(DAMAGE_PHOTO_STORE, key)));
    throw error;
  }
  return { ok: true, done: "damage-noted" };
}

/**
 * The damage form's answer: 303 back to the booking with "The damage is noted", else the
 * messages beside the fields with the other values kept (400 unreadable or invalid, 413 a photo
 * too large, 409 a stage that does not fit now).
 */
export async function answerDamagePost(
  staff: CounterStaff,
  reservation: CounterReservation,
  request: Request,
): Promise<Response> {
  const post = await readDamagePost(request);
  const form = post?.form ?? new FormData();
  const values = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string"));
  const checked = await withZod(damageSchema).validate(form);
  const photoProblem = post ? damagePhotosProblem(post.photos) : null;
  if (!post || checked.error || photoProblem) {
    const fieldErrors: Record<string, string> = { ...(checked.error?.fieldErrors ?? {}) };
    // An unreadable form or a bad token: said beside the note, the field a person can see.
    if (!post || fieldErrors.token) fieldErrors.note ??= M.formUnreadable;
    if (photoProblem) fieldErrors[DAMAGE_PHOTO_FIELD] = photoProblem.message;
    return validationError({ fieldErrors, formId: DAMAGE_FORM_ID }, values, {
      status: photoProblem?.status ?? 400,
      headers: NO_STORE,
    });
  }
  const result = await recordDamage(staff, reservation, checked.data, post.photos);
  if (result.ok) return redirect(counterBookingPath(reservation.reference, result.done), 303);
  return validationError({ fieldErrors: result.fieldErrors, formId: DAMAGE_FORM_ID }, values, {
    status: result.status,
    headers: NO_STORE,
  });
}

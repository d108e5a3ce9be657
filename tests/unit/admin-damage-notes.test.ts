import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, describe, expect, it } from "vitest";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { clearCatalogCache } from "~/models/catalog/catalog-cache.server";
import { getDb } from "~/models/db.server";
import { listAuditEvents } from "~/models/operations/audit-events.server";
import { listDamageNotes } from "~/models/reservations/damage-notes.server";
import { insertRental } from "~/models/reservations/rentals.server";
import type { Reservation } from "~/models/reservations/reservations.server";
import { vehicles } from "~/models/schema";
import { action as damageAction } from "~/routes/admin+/bookings+/$reference_.damage";
import { loader as staffPhotoLoader } from "~/routes/admin+/bookings+/$reference_.damage_.$photoId";
import { startStaffSession } from "~/services/admin/access/session.server";
import { counterBookingPath } from "~/services/admin/bookings/paths";
import { counterReservation } from "~/services/admin/bookings/reservation.server";
import { damagePhotosProblem } from "~/services/admin/damage/damage.server";
import { adminDamagePhotoPath } from "~/services/admin/damage/paths";
import {
  DAMAGE_NOTE_MAX_LENGTH,
  DAMAGE_PHOTOS_MAX,
  damageStagesFor,
  defaultDamageStage,
} from "~/services/admin/damage/rules";
import { DAMAGE_MESSAGES } from "~/services/admin/damage/text";
import type { SignedInStaff } from "~/services/admin/access/guard.server";
import { agreementPdfOf } from "~/services/changes/agreement/agreement.server";
import { customerDamagePhotoResponse } from "~/services/changes/damage/customer-photo.server";
import { DAMAGE_PLACE_LABELS, DAMAGE_STAGE_LABELS, DAMAGE_TEXT } from "~/services/changes/damage/text";
import { grantAccess } from "~/services/changes/found-bookings.server";
import { buildManagedBooking } from "~/services/changes/manage.server";
import { getSession } from "~/services/platform/session.server";
import { MAX_IMAGE_UPLOAD_BYTES } from "~/services/platform/uploads/constants";
import { UPLOAD_TEXT } from "~/services/platform/uploads/text";
import { changeableBooking } from "./support/changeable-booking";
import { routeResponse } from "./support/route-response";
import { newStaff } from "./support/staff";

// Damage photos go to a temporary DATA_DIR, never the repository's ./data.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "damage-notes-"));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const HOUR = 3_600_000;
/** A real 1 x 1 PNG (pdf-lib embeds it). */
const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
    "base64",
  ),
);
const WEBP = new Uint8Array([
  ...new TextEncoder().encode("RIFF"),
  0,
  0,
  0,
  0,
  ...new TextEncoder().encode("WEBPVP8 "),
]);
let count = 0;

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

/** A Queenstown booking whose car was handed over `hoursAgo` hours ago (none: not picked up yet). */
async function booking(hoursAgo: number | null): Promise<{ reservation: Reservation; staff: SignedInStaff }> {
  const reservation = await changeableBooking();
  const staff = await newStaff("Staff", ["ZQN"]);
  if (hoursAgo === null) return { reservation, staff };
  count += 1;
  const db = await getDb();
  const [vehicle] = await db
    .insert(vehicles)
    .values({
      fleetNumber: `DMG-${count}`,
      registration: `DMG${count}`,
      branchId: (await getBranchByCode("ZQN"))!.id,
      carClassId: reservation.carClassId,
      odometerKm: 20_000,
    })
    .returning();
  clearCatalogCache();
  await db.transaction(async (tx) => {
    const opened = await insertRental(tx, {
      reservationId: reservation.id,
      vehicleId: vehicle.id,
      pickedUpAt: new Date(Date.now() - hoursAgo * HOUR),
      pickedUpByUserId: staff.id,
      pickupOdometerKm: 20_000,
      pickupFuelPercent: 100,
      pickupChecks: { licenceSeen: true, cardSeen: true, damageWalkaround: true },
    });
    if (!opened.ok) throw new Error("expected a rental");
  });
  return { reservation, staff };
}

const cookieOf = async (staff: SignedInStaff) =>
  (await startStaffSession(new Request("http://localhost/admin/sign-in/"), staff)).split(";")[0];

function damageForm(values: Record<string, string>, photos: File[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  for (const photo of photos) form.append("photos", photo);
  return form;
}

async function postDamage(reference: string, staff: SignedInStaff, form: FormData): Promise<Response> {
  const request = new Request(`http://localhost/admin/bookings/${reference.toLowerCase()}/damage/`, {
    method: "POST",
    body: form,
    headers: { Cookie: await cookieOf(staff) },
  });
  try {
    return await routeResponse(damageAction({ request, params: { reference }, context: {} }));
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

async function askStaffPhoto(reference: string, photoId: string, staff: SignedInStaff): Promise<Response> {
  try {
    return await staffPhotoLoader({
      request: new Request(`http://localhost${adminDamagePhotoPath(reference, photoId)}`, {
        headers: { Cookie: await cookieOf(staff) },
      }),
      params: { reference, photoId },
      context: {},
    });
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

const png = (name = "scratch.png") => new File([PNG], name, { type: "image/png" });

describe("damage rules", () => {
  const now = new Date("2027-03-01T00:00:00Z");
  const out = (hours: number) => ({ pickedUpAt: new Date(now.getTime() - hours * HOUR), returnedAt: null });

  it("notes damage only on a car handed over: any stage while out, the return once back", () => {
    expect(damageStagesFor(null)).toEqual([]);
    expect(damageStagesFor(out(1))).toEqual(["pick-up", "during", "return"]);
    expect(damageStagesFor({ ...out(30), returnedAt: now })).toEqual(["return"]);
  });

  it("starts the form on the pick-up just after it, else on the return", () => {
    expect(defaultDamageStage(null, now)).toBeNull();
    expect(defaultDamageStage(out(1), now)).toBe("pick-up");
    expect(defaultDamageStage(out(30), now)).toBe("return");
    expect(defaultDamageStage({ ...out(30), returnedAt: now }, now)).toBe("return");
  });

  it("refuses too many photos, a photo too large, and anything not an image", () => {
    const file = { kind: "file" as const, bytes: PNG, declaredType: "image/png" };
    expect(damagePhotosProblem([])).toBeNull();
    expect(damagePhotosProblem(Array.from({ length: DAMAGE_PHOTOS_MAX }, () => file))).toBeNull();
    expect(damagePhotosProblem(Array.from({ length: DAMAGE_PHOTOS_MAX + 1 }, () => file))).toEqual({
      status: 400,
      message: DAMAGE_MESSAGES.tooManyPhotos,
    });
    expect(damagePhotosProblem([file, { kind: "too-large" }])).toEqual({
      status: 413,
      message: UPLOAD_TEXT.photoTooLarge,
    });
    const svg = new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>");
    expect(damagePhotosProblem([{ kind: "file", bytes: svg, declaredType: "image/png" }])).toEqual({
      status: 400,
      message: UPLOAD_TEXT.photoWrongType,
    });
  });
});

describe("noting damage at the counter", () => {
  it("records a note with its photo once, however often the form is sent, and audits it", async () => {
    const { reservation, staff } = await booking(1);
    const form = () =>
      damageForm(
        { stage: "pick-up", place: "front", note: "Scratch on the front bumper", token: "damage-token-1" },
        [png()],
      );
    const first = await postDamage(reservation.reference, staff, form());
    expect(first.status).toBe(303);
    expect(first.headers.get("Location")).toBe(counterBookingPath(reservation.reference, "damage-noted"));
    const again = await postDamage(reservation.reference, staff, form());
    expect(again.status).toBe(303);

    const notes = await listDamageNotes(reservation.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ stage: "pick-up", place: "front", note: "Scratch on the front bumper" });
    expect(notes[0].photos).toHaveLength(1);
    const key = notes[0].photos[0].imageKey;
    expect(existsSync(path.join(dataDir, "uploads", key))).toBe(true);
    const audit = await listAuditEvents({ entityId: reservation.id, action: "booking.damage-noted" });
    expect(audit).toHaveLength(1);
    expect(audit[0].after).toMatchObject({ stage: "pick-up", place: "front", photos: 1 });
  });

  it("says what is wrong beside each field, keeps the other values, and records nothing", async () => {
    const { reservation, staff } = await booking(1);
    const missing = await postDamage(
      reservation.reference,
      staff,
      damageForm({
        stage: "pick-up",
        place: "",
        note: "x".repeat(DAMAGE_NOTE_MAX_LENGTH + 1),
        token: "tok-missing",
      }),
    );
    expect(missing.status).toBe(400);
    const body = await missing.json();
    expect(body.fieldErrors).toEqual({
      place: DAMAGE_MESSAGES.placeRequired,
      note: DAMAGE_MESSAGES.noteTooLong,
    });
    expect(body.repopulateFields).toMatchObject({ stage: "pick-up" });

    const values = { stage: "return", place: "rear", note: "Dent", token: "tok-photo" };
    const large = new File([new Uint8Array(MAX_IMAGE_UPLOAD_BYTES + 1)], "big.png", { type: "image/png" });
    const tooLarge = await postDamage(reservation.reference, staff, damageForm(values, [large]));
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).fieldErrors).toEqual({ photos: UPLOAD_TEXT.photoTooLarge });

    const text = new File(["not an image"], "notes.png", { type: "image/png" });
    const notImage = await postDamage(reservation.reference, staff, damageForm(values, [text]));
    expect(notImage.status).toBe(400);
    const notImageBody = await notImage.json();
    expect(notImageBody.fieldErrors).toEqual({ photos: UPLOAD_TEXT.photoWrongType });
    expect(notImageBody.repopulateFields).toMatchObject({ place: "rear", note: "Dent" });
    expect(await listDamageNotes(reservation.id)).toEqual([]);
  });

  it("refuses damage before the car is handed over (409), and staff of another branch get the 404", async () => {
    const { reservation, staff } = await booking(null);
    const values = { stage: "pick-up", place: "roof", note: "Hail dents", token: "tok-early" };
    const early = await postDamage(reservation.reference, staff, damageForm(values));
    expect(early.status).toBe(409);
    expect((await early.json()).fieldErrors).toEqual({ stage: DAMAGE_MESSAGES.stageNotNow });

    const out = await booking(1);
    const elsewhere = await newStaff("Staff", ["AKL"]);
    expect((await postDamage(out.reservation.reference, elsewhere, damageForm(values))).status).toBe(404);
    expect(await listDamageNotes(out.reservation.id)).toEqual([]);
  });
});

describe("who sees the notes and photos", () => {
  it("staff of the booking and its own customer; anyone else, or another booking's photo, the 404", async () => {
    const { reservation, staff } = await booking(1);
    const noted = await postDamage(
      reservation.reference,
      staff,
      damageForm({ stage: "pick-up", place: "left", note: "Scuffed left door", token: "tok-access" }, [
        png("door.png"),
        new File([WEBP], "door.webp", { type: "image/webp" }),
      ]),
    );
    expect(noted.status).toBe(303);
    const [note] = await listDamageNotes(reservation.id);
    const photoId = note.photos[0].id;
    const other = await booking(1);

    const own = await askStaffPhoto(reservation.reference, photoId, staff);
    expect(own.status).toBe(200);
    expect(own.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(PNG);
    expect(
      (await askStaffPhoto(reservation.reference, photoId, await newStaff("Staff", ["AKL"]))).status,
    ).toBe(404);
    // Through another booking the photo is not there, even for staff who can see both.
    expect((await askStaffPhoto(other.reservation.reference, photoId, other.staff)).status).toBe(404);

    const session = await getSession(new Request("http://localhost/"));
    expect((await customerDamagePhotoResponse(session, reservation.reference, photoId, null)).status).toBe(
      404,
    );
    grantAccess(session, reservation.id);
    const customer = await customerDamagePhotoResponse(
      session,
      reservation.reference.toLowerCase(),
      photoId,
      null,
    );
    expect(customer.status).toBe(200);
    expect(customer.headers.get("Cache-Control")).toContain("no-store");
    grantAccess(session, other.reservation.id);
    expect(
      (await customerDamagePhotoResponse(session, other.reservation.reference, photoId, null)).status,
    ).toBe(404);
    expect(
      (await customerDamagePhotoResponse(session, reservation.reference, "../../etc/passwd", null)).status,
    ).toBe(404);

    // The customer's booking page: the note and its photos through their own path, no staff name.
    const managed = await buildManagedBooking(reservation);
    expect(managed?.damage).toHaveLength(1);
    expect(managed?.damage[0]).toMatchObject({
      placeLabel: DAMAGE_PLACE_LABELS.left,
      stageLabel: DAMAGE_STAGE_LABELS["pick-up"],
      note: "Scuffed left door",
      author: null,
    });
    expect(managed?.damage[0].photos[0].href).toContain(`/manage-booking/damage-photo/${photoId}/`);
  });

  it("prints the notes on the agreement's PDF, the PNG embedded and the WebP listed", async () => {
    const { reservation, staff } = await booking(1);
    const before = await pdfText(
      (await agreementPdfOf(await counterReservation(staff, reservation.reference)))!,
    );
    expect(before).toContain(DAMAGE_TEXT.none);
    const noted = await postDamage(
      reservation.reference,
      staff,
      damageForm(
        { stage: "pick-up", place: "windscreen", note: "Chip in the windscreen", token: "token-pdf" },
        [png(), new File([WEBP], "chip.webp", { type: "image/webp" })],
      ),
    );
    expect(noted.status).toBe(303);
    const bytes = (await agreementPdfOf(await counterReservation(staff, reservation.reference)))!;
    const text = await pdfText(bytes);
    expect(text).toContain(DAMAGE_TEXT.title);
    expect(text).toContain(`${DAMAGE_STAGE_LABELS["pick-up"]}: ${DAMAGE_PLACE_LABELS.windscreen}`);
    expect(text).toContain("Chip in the windscreen");
    expect(text).not.toContain(DAMAGE_TEXT.photoNotEmbedded(1));
    expect(text).toContain(DAMAGE_TEXT.photoNotEmbedded(2));
    expect(Buffer.from(bytes).toString("latin1")).toContain("/Subtype /Image");
  });
});

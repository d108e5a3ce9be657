/**
 * The rental agreement at the counter (issue 32): /admin/bookings/<reference>/agreement/ shows it
 * (made at pick-up from what was recorded) and the renter signs it there; the PDF at
 * /admin/bookings/<reference>/agreement.pdf, the final invoice at …/invoice.pdf once the car is
 * back. The route resolves the booking with the branch rule (counterReservation) first.
 */
import { findStaffAccount } from "~/models/accounts/staff.server";
import {
  agreementFilename,
  agreementPdfOf,
  invoiceFilename,
  invoicePdfOf,
  loadAgreement,
  signAgreementAtCounter,
  type AgreementView,
  type SignOutcome,
} from "../../changes/agreement/agreement.server";
import { staffDamageNotes, type DamageNoteView } from "../../changes/damage/damage.server";
import { notFound } from "../../platform/http-status";
import { adminDamagePhotoPath } from "../damage/paths";
import { PRIVATE_NO_STORE } from "../../platform/cache-control";
import { recordAudit } from "../audit/audit.server";
import type { agreementSignSchema } from "./agreement-form";
import { adminBookingPath } from "../fleet/paths";
import type { CounterReservation, CounterStaff } from "./reservation.server";
import type { z } from "zod";

async function staffName(userId: string): Promise<string | null> {
  const account = await findStaffAccount(userId);
  return account ? `${account.firstName} ${account.lastName}`.trim() : null;
}

export type CounterAgreementView = AgreementView & {
  reference: string;
  /** Damage noted on the car, with the counter's photo links (admin/damage/). */
  damage: DamageNoteView[];
  bookingPath: string;
  pdfPath: string;
  invoicePath: string | null;
};

/** The agreement page's view; the site's 404 before the pick-up (there is no agreement yet). */
export async function loadCounterAgreement(reservation: CounterReservation): Promise<CounterAgreementView> {
  const view = await loadAgreement(reservation, staffName);
  if (!view) throw notFound();
  const base = adminBookingPath(reservation.reference.toLowerCase());
  return {
    ...view,
    reference: reservation.reference,
    bookingPath: base,
    pdfPath: `${base}agreement.pdf`,
    invoicePath: view.returned ? `${base}invoice.pdf` : null,
    damage: await staffDamageNotes(reservation.id, (photoId) =>
      adminDamagePhotoPath(reservation.reference, photoId),
    ),
  };
}

/** The renter signs at the counter, the staff member witnessing; audited once, in the same step. */
export function signAtCounter(
  staff: CounterStaff,
  reservation: CounterReservation,
  input: z.output<typeof agreementSignSchema>,
  now: Date = new Date(),
): Promise<SignOutcome> {
  return signAgreementAtCounter(
    reservation,
    { id: staff.id, name: `${staff.firstName} ${staff.lastName}`.trim() },
    { typedName: input.typedName, accept: input.accept === "yes", signatureImage: input.signatureImage },
    {
      now,
      onSigned: (row, tx) =>
        recordAudit(
          staff,
          {
            action: "booking.agreement-signed",
            entityType: "reservation",
            entityId: reservation.id,
            branchId: reservation.pickupBranchId,
            before: null,
            after: {
              reference: reservation.reference,
              signedName: row.signedName,
              drawn: Boolean(row.signatureImage),
            },
            occurredAt: now,
          },
          tx,
        ),
    },
  );
}

const pdfResponse = (bytes: Uint8Array, filename: string) =>
  new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": PRIVATE_NO_STORE,
    },
  });

/** The agreement's PDF for the counter (404 before the pick-up). */
export async function counterAgreementPdf(reservation: CounterReservation): Promise<Response> {
  const bytes = await agreementPdfOf(reservation, staffName);
  if (!bytes) throw notFound();
  return pdfResponse(bytes, agreementFilename(reservation.reference));
}

/** The final invoice's PDF for the counter (404 until the car is back). */
export async function counterInvoicePdf(reservation: CounterReservation): Promise<Response> {
  const bytes = await invoicePdfOf(reservation);
  if (!bytes) throw notFound();
  return pdfResponse(bytes, invoiceFilename(reservation.reference));
}

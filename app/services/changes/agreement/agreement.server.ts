/**
 * The rental agreement and the final invoice on the server (issue 32): the facts gathered from
 * the booking, online check-in and the counter's rental; the signature kept once; the PDFs; the
 * emails through the outbox. Who may ask is the caller's rule: the counter's route resolves the
 * booking with the branch rule, the customer's with visibleReservation (customer-downloads).
 */
import { listSwaps } from "~/models/reservations/vehicle-swaps.server";
import { kmDrivenAcrossSwaps } from "../swaps/rules";
import { carSwapLines, carSwapView } from "../swaps/swaps.server";
import type { DbExecutor } from "~/models/catalog/car-classes.server";
import { getDb } from "~/models/db.server";
import { getBranchById } from "~/models/catalog/branches.server";
import { getInsuranceOption, listInsuranceOptions } from "~/models/catalog/booking-options.server";
import { getCarClassById } from "~/models/catalog/car-classes.server";
import { getLatestCompletedChange } from "~/models/reservations/booking-changes.server";
import { listPaymentsForReservation, type Payment } from "~/models/reservations/payments.server";
import {
  getRentalAgreement,
  insertRentalAgreement,
  markRentalAgreementEmailed,
  type RentalAgreementRow,
} from "~/models/reservations/rental-agreements.server";
import { claimInvoiceEmail, getRental, getVehicle, type Rental } from "~/models/reservations/rentals.server";
import type { Reservation } from "~/models/reservations/reservations.server";
import type { SessionUser } from "../../accounts/user-session.server";
import { PRIVATE_NO_STORE } from "../../platform/cache-control";
import { formatNzDate, formatNzTime } from "../../platform/dates";
import { NOT_FOUND_TITLE } from "../../platform/page-text";
import type { AppSession } from "../../platform/session.server";
import { visibleReservation } from "../found-bookings.server";
import { sendMail } from "../../platform/mail.server";
import { readCheckInDetail } from "../check-in/rules";
import { isRefundRow } from "../payments.server";
import { MANAGE_BOOKING_TEXT } from "../text";
import { englishPriceLineLabel } from "../../booking/pricing/line-label";
import { damageForPdf } from "../damage/damage.server";
import { agreementPdf, invoicePdf, type AgreementSignature } from "./pdf.server";
import {
  buildAgreementContent,
  buildInvoice,
  readAgreementContent,
  renterName,
  validateSignature,
  type AgreementContent,
  type AgreementFacts,
  type InvoiceContent,
  type SignatureInput,
} from "./rules";
import { AGREEMENT_TEXT as T } from "./text";
import { log } from "~/log.server";

/** "Mon 12 Apr 2027, 10:00 AM", New Zealand time. */
export const agreementWhen = (at: Date | string): string => {
  const date = typeof at === "string" ? new Date(at) : at;
  return `${formatNzDate(date)}, ${formatNzTime(date)}`;
};

/** The agreement's facts: the booking, its check-in, and the rental recorded at pick-up. */
async function agreementFacts(
  reservation: Reservation,
  rental: Rental,
  /** The first swap's outgoing car is the one handed over at pick-up (issue 32). */
  firstVehicleId: number = rental.vehicleId,
): Promise<AgreementFacts> {
  const [vehicle, carClass, pickupBranch, dropOffBranch, checkIn, payments, cover] = await Promise.all([
    getVehicle(firstVehicleId),
    getCarClassById(reservation.carClassId),
    getBranchById(reservation.pickupBranchId),
    getBranchById(reservation.dropOffBranchId),
    getLatestCompletedChange(reservation.id, "check-in"),
    listPaymentsForReservation(reservation.id),
    reservation.insuranceCode
      ? getInsuranceOption(reservation.insuranceCode)
      : listInsuranceOptions().then((options) => options.find((option) => option.isDefault) ?? null),
  ]);
  const bond = payments.find(
    (payment) =>
      payment.purpose === "bond" && (payment.status === "authorised" || payment.status === "approved"),
  );
  const lines = reservation.priceBreakdown?.lines ?? [];
  return {
    reference: reservation.reference,
    pickedUpAt: rental.pickedUpAt.toISOString(),
    customer: reservation.customerDetails ?? null,
    checkIn: reservation.checkedInAt && checkIn ? readCheckInDetail(checkIn.detail) : null,
    vehicle: {
      className: carClass?.name ?? "",
      registration: vehicle?.registration ?? "",
      fleetNumber: vehicle?.fleetNumber ?? "",
      electric: carClass?.fuelType === "electric",
    },
    odometerKm: rental.pickupOdometerKm,
    fuelPercent: rental.pickupFuelPercent,
    pickup: { branch: pickupBranch?.name ?? "", at: agreementWhen(rental.pickedUpAt) },
    dropOff: { branch: dropOffBranch?.name ?? "", at: agreementWhen(reservation.dropOffAt) },
    lines: lines.map((line) => ({ label: englishPriceLineLabel(line), amount: line.amount })),
    total: reservation.total,
    cover: {
      name: cover?.name ?? MANAGE_BOOKING_TEXT.basicCover,
      excess: cover?.excess ?? 0,
      bond: cover?.bond ?? 0,
    },
    bondHold: bond ? { amount: bond.amount, last4: bond.cardLast4 } : null,
    licences: rental.drivers,
    bondWaived:
      rental.bond?.kind === "waived" ? { amount: rental.bond.amount, reason: rental.bond.reason } : null,
    when: agreementWhen,
  };
}

export type AgreementView = {
  content: AgreementContent;
  /** The name the renter types to sign. */
  renter: string;
  signature: (AgreementSignature & { signedVia: "counter" | "online" }) | null;
  /** The car is back: the final invoice can be had. */
  returned: boolean;
};

function signatureOf(row: RentalAgreementRow, witness: string | null): AgreementView["signature"] {
  return {
    signedName: row.signedName,
    signedAt: agreementWhen(row.signedAt),
    signatureImage: row.signatureImage,
    witness,
    signedVia: row.signedVia,
  };
}

/**
 * The booking's agreement: the kept one once signed (as it was signed), else the one made now
 * from what was recorded at pick-up; null before the pick-up (there is no agreement yet).
 */
export async function loadAgreement(
  reservation: Reservation,
  witnessName: (userId: string) => Promise<string | null> = async () => null,
): Promise<AgreementView | null> {
  const [rental, kept, swaps] = await Promise.all([
    getRental(reservation.id),
    getRentalAgreement(reservation.id),
    listSwaps(reservation.id),
  ]);
  if (!rental) return null;
  const keptContent = kept ? readAgreementContent(kept.content) : null;
  const content =
    keptContent ?? buildAgreementContent(await agreementFacts(reservation, rental, swaps[0]?.fromVehicleId));
  return {
    content: { ...content, swaps: carSwapLines(swaps.map(carSwapView), agreementWhen) },
    renter: content.renter.name,
    signature: kept
      ? signatureOf(kept, kept.witnessUserId ? await witnessName(kept.witnessUserId) : null)
      : null,
    returned: Boolean(rental.returnedAt),
  };
}

export type SignOutcome =
  | { kind: "signed"; firstTime: boolean }
  | { kind: "not-picked-up" }
  | { kind: "invalid"; errors: Partial<Record<"typedName" | "accept" | "signatureImage", string>> };

/**
 * The renter signs at the counter: the agreement made from what was recorded is kept with the
 * signature, once (a double submit or a refresh finds it signed and signs nothing), then emailed
 * to the customer with its PDF. `onSigned` runs for the one signing that kept it, in its
 * transaction (the counter writes its audit line there).
 */
export async function signAgreementAtCounter(
  reservation: Reservation,
  witness: { id: string; name: string },
  input: SignatureInput,
  options: { now?: Date; onSigned?: (row: RentalAgreementRow, tx: DbExecutor) => Promise<void> } = {},
): Promise<SignOutcome> {
  const now = options.now ?? new Date();
  const view = await loadAgreement(reservation);
  if (!view) return { kind: "not-picked-up" };
  if (view.signature) return { kind: "signed", firstTime: false };
  const checked = validateSignature(input, view.renter);
  if (!checked.ok) return { kind: "invalid", errors: checked.errors };
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const inserted = await insertRentalAgreement(
      {
        reservationId: reservation.id,
        content: view.content as unknown as Record<string, unknown>,
        signedName: checked.typedName,
        signatureImage: checked.signatureImage,
        signedAt: now,
        signedVia: "counter",
        witnessUserId: witness.id,
      },
      tx,
    );
    if (inserted) await options.onSigned?.(inserted, tx);
    return inserted;
  });
  if (!row) return { kind: "signed", firstTime: false };
  try {
    await emailAgreement(reservation, { ...view, signature: signatureOf(row, witness.name) }, now);
  } catch (error) {
    log.error({ err: error }, `Agreement email for ${reservation.reference} was not sent`);
  }
  return { kind: "signed", firstTime: true };
}

const pdfAttachment = (filename: string, bytes: Uint8Array) => ({
  filename,
  contentType: "application/pdf",
  content: Buffer.from(bytes).toString("base64"),
  encoding: "base64" as const,
});

async function emailAgreement(reservation: Reservation, view: AgreementView, now: Date): Promise<void> {
  const to = reservation.customerDetails?.email;
  if (!to) return;
  const pdf = await agreementPdf(view.content, view.signature, await damageForPdf(reservation.id));
  await sendMail({
    to,
    subject: T.mailSubject(reservation.reference),
    text: T.mailBody(reservation.customerDetails?.firstName ?? "", reservation.reference),
    attachments: [pdfAttachment(agreementFilename(reservation.reference), pdf)],
  });
  await markRentalAgreementEmailed(reservation.id, now);
}

export const agreementFilename = (reference: string) => `go-rentals-agreement-${reference}.pdf`;
export const invoiceFilename = (reference: string) => `go-rentals-invoice-${reference}.pdf`;

/** The agreement's PDF, or null before the pick-up. */
export async function agreementPdfOf(
  reservation: Reservation,
  witnessName?: (userId: string) => Promise<string | null>,
): Promise<Uint8Array | null> {
  const view = await loadAgreement(reservation, witnessName);
  return view ? agreementPdf(view.content, view.signature, await damageForPdf(reservation.id)) : null;
}

/* ------------------------------------------------------------------------------------------------
 * The final invoice
 * ---------------------------------------------------------------------------------------------- */

function invoicePayments(payments: readonly Payment[]) {
  return payments.map((payment) => ({
    at: formatNzDate(payment.createdAt),
    purpose: payment.purpose,
    method: [
      MANAGE_BOOKING_TEXT.paymentMethods[payment.method] ?? payment.method,
      payment.cardLast4 ? MANAGE_BOOKING_TEXT.cardEnding(payment.cardLast4) : null,
    ]
      .filter(Boolean)
      .join(" "),
    status: payment.status,
    amount: payment.amount,
    refund: isRefundRow(payment),
  }));
}

/** The final invoice of a returned rental (null until the car is back). */
export async function loadInvoice(
  reservation: Reservation,
  now: Date = new Date(),
): Promise<InvoiceContent | null> {
  const rental = await getRental(reservation.id);
  if (!rental?.returnedAt || rental.returnOdometerKm === null || rental.returnFuelPercent === null)
    return null;
  const swaps = await listSwaps(reservation.id);
  const [facts, payments, returnBranch] = await Promise.all([
    agreementFacts(reservation, rental, swaps[0]?.fromVehicleId),
    listPaymentsForReservation(reservation.id),
    rental.returnBranchId ? getBranchById(rental.returnBranchId) : Promise.resolve(null),
  ]);
  return buildInvoice({
    reference: reservation.reference,
    issuedAt: formatNzDate(now),
    renter: renterName(facts),
    vehicle: `${facts.vehicle.className}, ${facts.vehicle.registration}`,
    pickup: `${facts.pickup.branch}, ${facts.pickup.at}`,
    returned: T.returnedAt(returnBranch?.name ?? facts.dropOff.branch, agreementWhen(rental.returnedAt)),
    odometer: { pickup: rental.pickupOdometerKm, return: rental.returnOdometerKm },
    energy: {
      electric: facts.vehicle.electric,
      pickup: rental.pickupFuelPercent,
      return: rental.returnFuelPercent,
    },
    bookingLines: facts.lines,
    bookingTotal: reservation.total,
    returnCharges: rental.charges.map((charge) => ({ label: charge.label, amount: charge.amount })),
    payments: invoicePayments(payments),
    swaps: swaps.length
      ? {
          lines: carSwapLines(swaps.map(carSwapView), agreementWhen),
          kmDriven: kmDrivenAcrossSwaps(rental.pickupOdometerKm, swaps, rental.returnOdometerKm),
        }
      : undefined,
  });
}

/**
 * Emails the final invoice of a returned rental to the customer, once: the rental's mark is
 * claimed first, so a re-posted return or "charge again" sends nothing more. Called when the
 * return's charges are settled (paid, nothing to charge, or left to pay by transfer).
 */
export async function emailFinalInvoice(reservation: Reservation, now: Date = new Date()): Promise<boolean> {
  const to = reservation.customerDetails?.email;
  if (!to) return false;
  const invoice = await loadInvoice(reservation, now);
  if (!invoice) return false;
  const pdf = await invoicePdf(invoice);
  if (!(await claimInvoiceEmail(reservation.id, now))) return false;
  await sendMail({
    to,
    subject: T.invoiceMailSubject(reservation.reference),
    text: T.invoiceMailBody(reservation.customerDetails?.firstName ?? "", reservation.reference),
    attachments: [pdfAttachment(invoiceFilename(reservation.reference), pdf)],
  });
  return true;
}

export async function invoicePdfOf(
  reservation: Reservation,
  now: Date = new Date(),
): Promise<Uint8Array | null> {
  const invoice = await loadInvoice(reservation, now);
  return invoice ? invoicePdf(invoice) : null;
}

/* ------------------------------------------------------------------------------------------------
 * The customer's downloads
 * ---------------------------------------------------------------------------------------------- */

/**
 * A customer's download of their booking's agreement or final invoice: the booking Manage
 * booking shows them (found in this session, or their own while signed in: visibleReservation),
 * and the document there is. Anything else is the same 404, with no hint that a booking exists.
 */
export async function customerDocumentResponse(
  kind: "agreement" | "invoice",
  session: AppSession,
  reference: string | null,
  user: Pick<SessionUser, "userId" | "userType"> | null,
): Promise<Response> {
  const reservation = reference ? await visibleReservation(session, reference.slice(0, 40), user) : null;
  const bytes = reservation
    ? kind === "agreement"
      ? await agreementPdfOf(reservation)
      : await invoicePdfOf(reservation)
    : null;
  if (!reservation || !bytes)
    return new Response(NOT_FOUND_TITLE, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRIVATE_NO_STORE },
    });
  const filename =
    kind === "agreement" ? agreementFilename(reservation.reference) : invoiceFilename(reservation.reference);
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": PRIVATE_NO_STORE,
    },
  });
}

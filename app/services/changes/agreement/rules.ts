/**
 * The rental agreement and the final invoice (issue 32), pure: what the agreement holds (made at
 * pick-up from what was recorded), the signing rule, and the invoice's charges and payments. The
 * server gathers the facts (agreement.server.ts); the page and the PDF show what these answer.
 */
import { formatDayMonthYear } from "../../platform/dates";
import { formatMoney, roundMoney } from "../../platform/money";
import { hirerFullName, signatureMatches, type CheckInDetail } from "../check-in/rules";
import { AGREEMENT_KEY_TERMS, AGREEMENT_TERMS, AGREEMENT_TEXT as T, SIGNATURE_IMAGE_MAX_CHARS } from "./text";

export type AgreementLine = { label: string; value: string };

/** The agreement as the page, the PDF and the kept row hold it (every value already written out). */
export type AgreementContent = {
  reference: string;
  madeAt: string;
  renter: { name: string; email: string; phone: string; address: string | null; dateOfBirth: string | null };
  drivers: string[];
  vehicle: { name: string; registration: string; fleetNumber: string };
  odometerKm: number;
  /** Fuel, or charge for an electric car. */
  energy: { label: string; percent: number };
  pickup: string;
  dropOff: string;
  rates: AgreementLine[];
  total: string;
  cover: { name: string; excess: string };
  bond: string;
  keyTerms: string[];
  terms: string[];
  onlineAcceptance: string | null;
  /** The car swaps of the rental (issue 32): added when shown, never frozen at signing. */
  swaps?: AgreementLine[];
};

export type AgreementFacts = {
  reference: string;
  pickedUpAt: string;
  customer: { firstName: string; lastName: string; email: string; phone: string } | null;
  /** Online check-in's detail, when the booking was checked in. */
  checkIn: CheckInDetail | null;
  vehicle: { className: string; registration: string; fleetNumber: string; electric: boolean };
  odometerKm: number;
  fuelPercent: number;
  pickup: { branch: string; at: string };
  dropOff: { branch: string; at: string };
  lines: { label: string; amount: number }[];
  total: number;
  cover: { name: string; excess: number; bond: number };
  bondHold: { amount: number; last4: string | null } | null;
  /** The licences seen at the counter's pick-up (issue 32), dates YYYY-MM-DD; before check-in's. */
  licences?: ReadonlyArray<{
    name: string;
    licenceNumber: string;
    licenceCountry: string;
    licenceExpiry: string;
  }>;
  /** The bond waived at the pick-up by an Admin, with its reason. */
  bondWaived?: { amount: number; reason: string } | null;
  /** How a date and time are written ("Sun 29 Nov 2026, 10:00 AM"). */
  when: (iso: string) => string;
};

/** The renter: the hirer of online check-in, else the customer on the booking. */
export function renterName(facts: Pick<AgreementFacts, "checkIn" | "customer">): string {
  if (facts.checkIn?.hirer) return hirerFullName(facts.checkIn.hirer);
  return facts.customer ? hirerFullName(facts.customer) : "";
}

/** What the agreement holds, from what was recorded at the booking, check-in and pick-up. */
export function buildAgreementContent(facts: AgreementFacts): AgreementContent {
  const hirer = facts.checkIn?.hirer;
  const signedOnline = facts.checkIn?.agreement;
  return {
    reference: facts.reference,
    madeAt: facts.when(facts.pickedUpAt),
    renter: {
      name: renterName(facts),
      email: facts.customer?.email ?? "",
      phone: hirer?.phone ?? facts.customer?.phone ?? "",
      address: hirer
        ? [hirer.address, hirer.city, hirer.postcode, hirer.country].filter(Boolean).join(", ")
        : null,
      dateOfBirth: hirer?.dateOfBirth ?? null,
    },
    drivers: facts.licences?.length
      ? facts.licences.map(
          (driver) =>
            `${driver.name}, ${T.licence(driver.licenceNumber, driver.licenceCountry, formatDayMonthYear(driver.licenceExpiry))}`,
        )
      : (facts.checkIn?.drivers ?? []).map(
          (driver) =>
            `${driver.name}, ${T.licence(driver.licenceNumber, driver.licenceCountry, driver.licenceExpiry)}`,
        ),
    vehicle: {
      name: facts.vehicle.className,
      registration: facts.vehicle.registration,
      fleetNumber: facts.vehicle.fleetNumber,
    },
    odometerKm: facts.odometerKm,
    energy: { label: facts.vehicle.electric ? T.charge : T.fuel, percent: facts.fuelPercent },
    pickup: `${facts.pickup.branch}, ${facts.pickup.at}`,
    dropOff: `${facts.dropOff.branch}, ${facts.dropOff.at}`,
    rates: facts.lines.map((line) => ({ label: line.label, value: formatMoney(line.amount) })),
    total: formatMoney(facts.total),
    cover: { name: facts.cover.name, excess: formatMoney(facts.cover.excess) },
    bond: facts.bondHold
      ? T.bondHeld(formatMoney(facts.bondHold.amount), facts.bondHold.last4)
      : facts.bondWaived
        ? T.bondWaived(formatMoney(facts.bondWaived.amount))
        : T.bondToHold(formatMoney(facts.cover.bond)),
    keyTerms: [...AGREEMENT_KEY_TERMS],
    terms: [...AGREEMENT_TERMS],
    onlineAcceptance: signedOnline
      ? T.signedOnline(signedOnline.signedName, facts.when(signedOnline.signedAt))
      : null,
  };
}

/** Reads a kept agreement's content (ours, but a jsonb column: never trust a shape blindly). */
export function readAgreementContent(value: unknown): AgreementContent | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const content = value as AgreementContent;
  return typeof content.reference === "string" && Array.isArray(content.rates) ? content : null;
}

/* ------------------------------------------------------------------------------------------------
 * Signing
 * ---------------------------------------------------------------------------------------------- */

export type SignatureInput = { typedName: string; accept: boolean; signatureImage: string };
export type SignatureResult =
  | { ok: true; typedName: string; signatureImage: string | null }
  | { ok: false; errors: Partial<Record<"typedName" | "accept" | "signatureImage", string>> };

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * The renter signs: the tick, and their full name typed as on the agreement (any case, spaces
 * collapsed); with JavaScript the drawing from the tablet comes too, a PNG data URL of at most
 * SIGNATURE_IMAGE_MAX_CHARS characters. Without JavaScript the typed name and the tick are the
 * signature.
 */
export function validateSignature(input: SignatureInput, renter: string): SignatureResult {
  const errors: Partial<Record<"typedName" | "accept" | "signatureImage", string>> = {};
  const [firstName, ...rest] = renter.split(" ");
  if (!signatureMatches(input.typedName, { firstName: firstName ?? "", lastName: rest.join(" ") }))
    errors.typedName = T.typedNameMismatch(renter);
  if (!input.accept) errors.accept = T.acceptRequired;
  const image = input.signatureImage.trim();
  if (image && (image.length > SIGNATURE_IMAGE_MAX_CHARS || !PNG_DATA_URL.test(image)))
    errors.signatureImage = T.signatureInvalid;
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, typedName: input.typedName.replace(/\s+/g, " ").trim(), signatureImage: image || null };
}

/* ------------------------------------------------------------------------------------------------
 * The final invoice
 * ---------------------------------------------------------------------------------------------- */

export type InvoicePayment = {
  at: string;
  purpose: string;
  method: string;
  status: string;
  amount: number;
  refund: boolean;
};

export type InvoiceFacts = {
  reference: string;
  issuedAt: string;
  renter: string;
  vehicle: string;
  pickup: string;
  returned: string;
  odometer: { pickup: number; return: number };
  energy: { electric: boolean; pickup: number; return: number };
  bookingLines: { label: string; amount: number }[];
  bookingTotal: number;
  returnCharges: { label: string; amount: number }[];
  payments: InvoicePayment[];
  /** The car swaps (issue 32): their lines, and the km driven across the cars. */
  swaps?: { lines: AgreementLine[]; kmDriven: number };
};

export type InvoiceContent = {
  number: string;
  reference: string;
  issuedAt: string;
  renter: string;
  vehicle: string;
  pickup: string;
  returned: string;
  readings: AgreementLine[];
  bookingLines: AgreementLine[];
  returnLines: AgreementLine[];
  chargesTotal: string;
  payments: AgreementLine[];
  paidTotal: string;
  balance: string;
};

/**
 * Every charge (the booking's, then the return's) and every payment: what was paid (approved;
 * a bond is a hold, not a payment; a bank transfer still awaited is not paid) less what was
 * refunded; the balance is what is left to pay (never below zero: a credit is refunded).
 */
export function buildInvoice(facts: InvoiceFacts): InvoiceContent {
  const returnTotal = roundMoney(facts.returnCharges.reduce((sum, line) => sum + line.amount, 0));
  const charges = roundMoney(facts.bookingTotal + returnTotal);
  const counted = facts.payments.filter(
    (payment) =>
      payment.purpose !== "bond" &&
      ((payment.refund && payment.status === "refunded") ||
        (!payment.refund && payment.status === "approved")),
  );
  const paid = roundMoney(
    counted.reduce((sum, payment) => sum + (payment.refund ? -payment.amount : payment.amount), 0),
  );
  const balance = roundMoney(Math.max(0, charges - paid));
  const energyLabel = facts.energy.electric ? [T.charge, T.chargeReturn] : [T.fuel, T.fuelReturn];
  return {
    number: `${facts.reference}-F`,
    reference: facts.reference,
    issuedAt: facts.issuedAt,
    renter: facts.renter,
    vehicle: facts.vehicle,
    pickup: facts.pickup,
    returned: facts.returned,
    readings: [
      { label: T.odometer, value: T.km(facts.odometer.pickup) },
      { label: T.odometerReturn, value: T.km(facts.odometer.return) },
      {
        label: T.kmDriven,
        value: T.km(facts.swaps?.kmDriven ?? facts.odometer.return - facts.odometer.pickup),
      },
      { label: energyLabel[0], value: T.percent(facts.energy.pickup) },
      { label: energyLabel[1], value: T.percent(facts.energy.return) },
      ...(facts.swaps?.lines ?? []),
    ],
    bookingLines: [
      ...facts.bookingLines.map((line) => ({ label: line.label, value: formatMoney(line.amount) })),
      { label: T.bookingCharges, value: formatMoney(facts.bookingTotal) },
    ],
    returnLines: facts.returnCharges.map((line) => ({ label: line.label, value: formatMoney(line.amount) })),
    chargesTotal: formatMoney(charges),
    payments: counted.map((payment) => ({
      label: `${payment.at}, ${payment.refund ? T.refund : (T.purposes[payment.purpose] ?? payment.purpose)}, ${payment.method}`,
      value: formatMoney(payment.refund ? -payment.amount : payment.amount),
    })),
    paidTotal: formatMoney(paid),
    balance: balance > 0 ? formatMoney(balance) : T.balanceNil,
  };
}

/**
 * The rules of online check-in (ADR 0055), pure so the server, the pages and the unit tests share
 * them: when check-in is open, the ordered steps and which one comes next, the hirer and driver
 * forms (spec section 5 validators), the signature, and what to do about the balance.
 */
import { formatNzTime, inNewZealand } from "../../platform/dates";
import { roundMoney } from "../../platform/money";
import {
  CHECK_IN_BOOKING_PARAM,
  CHECK_IN_MAX_ADDITIONAL_DRIVERS,
  CHECK_IN_MIN_DRIVER_AGE,
  CHECK_IN_OPENS_HOURS_BEFORE,
  CHECK_IN_START_PATH,
  CHECK_IN_TEXT as T,
  fillText,
  LICENCE_COUNTRIES,
} from "./text";
import {
  ageOn,
  isDateOfBirthInPast,
  isLicenceNotExpired,
  isValidDate,
  isValidPhone,
} from "../../platform/validators";
import { INVALID_PHONE, VALIDATOR_MESSAGES } from "../../platform/text";
import { TIME_ZONE } from "~/models/constants";
import { localDateFormat } from "../../platform/i18n/formats";
import { inEnglish } from "../../platform/i18n/translate";

/* ------------------------------------------------------------------------------------------------
 * Window and offer
 * ---------------------------------------------------------------------------------------------- */

const HOUR = 3600 * 1000;

export type CheckInBookingFacts = {
  reference: string;
  status: string;
  pickupAt: Date;
  checkedInAt: Date | null;
};

export function checkInOpensAt(pickupAt: Date): Date {
  return new Date(pickupAt.getTime() - CHECK_IN_OPENS_HOURS_BEFORE * HOUR);
}

export type CheckInEligibility =
  | { kind: "open" }
  | { kind: "checked-in" }
  | { kind: "not-confirmed" }
  | { kind: "not-yet"; opensAt: Date }
  | { kind: "closed" };

/**
 * Whether the booking can be checked in online now: confirmed, not checked in yet, and from
 * CHECK_IN_OPENS_HOURS_BEFORE hours before pick-up until the pick-up time (exclusive).
 */
export function checkInEligibility(
  booking: Omit<CheckInBookingFacts, "reference">,
  now: Date,
): CheckInEligibility {
  if (booking.status !== "confirmed") return { kind: "not-confirmed" };
  if (booking.checkedInAt) return { kind: "checked-in" };
  if (now.getTime() >= booking.pickupAt.getTime()) return { kind: "closed" };
  const opensAt = checkInOpensAt(booking.pickupAt);
  if (now.getTime() < opensAt.getTime()) return { kind: "not-yet", opensAt };
  return { kind: "open" };
}

/** A check-in page's path ("hirer", "payment/credit-card"…; null: the start), optionally naming the booking. */
export function checkInPath(page: string | null, reference?: string): string {
  const base = page ? `${CHECK_IN_START_PATH}${page}/` : CHECK_IN_START_PATH;
  return reference ? `${base}?${CHECK_IN_BOOKING_PARAM}=${encodeURIComponent(reference)}` : base;
}

export type CheckInOffer = { href: string; label: string; opensAt?: string };

/**
 * For /manage-booking/ and My bookings: the check-in link of a booking at `now`, or null when
 * check-in is not offered (not confirmed, or pick-up passed without a check-in). Before the
 * window the link is there with `opensAt` (ISO) so the page can say when it opens.
 */
export function checkInOffer(reservation: CheckInBookingFacts, now: Date): CheckInOffer | null {
  const state = checkInEligibility(reservation, now);
  switch (state.kind) {
    case "open":
      return { href: checkInPath(null, reservation.reference), label: T.offerLabel };
    case "checked-in":
      return { href: checkInPath("confirmation", reservation.reference), label: T.offerLabelDone };
    case "not-yet":
      return {
        href: checkInPath(null, reservation.reference),
        label: T.offerLabelBefore,
        opensAt: state.opensAt.toISOString(),
      };
    default:
      return null;
  }
}

/** "Tuesday 24 November 2026 at 10:00 AM" in New Zealand time. */
export function formatNzDateTime(at: Date): string {
  if (!inEnglish())
    return localDateFormat("check-in:nz", {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: TIME_ZONE,
    }).format(at);
  return `${inNewZealand(at).format("dddd D MMMM YYYY")} at ${formatNzTime(at)}`;
}

/* ------------------------------------------------------------------------------------------------
 * The detail kept on the check-in change
 * ---------------------------------------------------------------------------------------------- */

export type HirerDetails = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  address: string;
  city: string;
  postcode: string;
  country: string;
  phone: string;
};

export type DriverDetails = {
  name: string;
  dateOfBirth: string;
  licenceNumber: string;
  licenceExpiry: string;
  licenceCountry: string;
};

export type CheckInDetail = {
  hirer?: HirerDetails;
  drivers?: DriverDetails[];
  extras?: { code: string; quantity: number }[];
  extrasDone?: boolean;
  insuranceCode?: string | null;
  insuranceDone?: boolean;
  shuttleCode?: string | null;
  shuttleDone?: boolean;
  keyTermsAcceptedAt?: string;
  agreement?: { signedName: string; signedAt: string };
  securityReadAt?: string;
  bond?: { paymentId: string; last4: string | null; amount: number };
  creditCard?: { holderName: string; last4: string | null };
  identityCheckId?: string;
};

/** Reads the change's jsonb detail defensively (it is ours, but never trust a shape blindly). */
export function readCheckInDetail(value: unknown): CheckInDetail {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as CheckInDetail) : {};
}

/* ------------------------------------------------------------------------------------------------
 * Steps
 * ---------------------------------------------------------------------------------------------- */

export const CHECK_IN_STEPS = [
  "hirer",
  "driver",
  "extras",
  "insurance",
  "shuttle",
  "key-terms",
  "agreement",
  "credit-card-security",
  "credit-card-pre-authorisation",
  "creditcard",
  "payment",
  "save",
] as const;

export type StepFacts = {
  /** The pick-up branch runs a shuttle (else the shuttle step is left out). */
  hasShuttles: boolean;
  /** Nothing left to pay or refund (see balanceAction / isBalanceSettled). */
  balanceSettled: boolean;
};

export type CheckInMainStep = (typeof CHECK_IN_STEPS)[number];

/** The steps of this booking's check-in, in order. */
export function applicableSteps(facts: StepFacts): CheckInMainStep[] {
  return CHECK_IN_STEPS.filter((step) => step !== "shuttle" || facts.hasShuttles);
}

export function isStepDone(step: CheckInMainStep, detail: CheckInDetail, facts: StepFacts): boolean {
  switch (step) {
    case "hirer":
      return Boolean(detail.hirer);
    case "driver":
      return Boolean(detail.drivers && detail.drivers.length > 0);
    case "extras":
      return Boolean(detail.extrasDone);
    case "insurance":
      return Boolean(detail.insuranceDone);
    case "shuttle":
      return !facts.hasShuttles || Boolean(detail.shuttleDone);
    case "key-terms":
      return Boolean(detail.keyTermsAcceptedAt);
    case "agreement":
      return Boolean(detail.agreement);
    case "credit-card-security":
      return Boolean(detail.securityReadAt);
    case "credit-card-pre-authorisation":
      return Boolean(detail.bond);
    case "creditcard":
      return Boolean(detail.creditCard);
    case "payment":
      return facts.balanceSettled;
    case "save":
      return false;
  }
}

/** The first step not done yet ("save" once everything before it is). */
export function firstIncompleteStep(detail: CheckInDetail, facts: StepFacts): CheckInMainStep {
  return applicableSteps(facts).find((step) => !isStepDone(step, detail, facts)) ?? "save";
}

/**
 * May the visitor open `requested` now? Any step up to the first incomplete one; a later step
 * (or one this booking does not have, such as the shuttle without shuttles) sends them to the
 * first incomplete step.
 */
export function stepAccess(
  requested: CheckInMainStep,
  detail: CheckInDetail,
  facts: StepFacts,
): { ok: true } | { ok: false; redirectTo: CheckInMainStep } {
  const steps = applicableSteps(facts);
  const first = firstIncompleteStep(detail, facts);
  const index = steps.indexOf(requested);
  if (index === -1 || index > steps.indexOf(first)) return { ok: false, redirectTo: first };
  return { ok: true };
}

/** The step before `step` (the Back link), null for the first. */
export function previousStep(step: CheckInMainStep, facts: StepFacts): CheckInMainStep | null {
  const steps = applicableSteps(facts);
  const index = steps.indexOf(step);
  return index > 0 ? steps[index - 1] : null;
}

/* ------------------------------------------------------------------------------------------------
 * Balance
 * ---------------------------------------------------------------------------------------------- */

export type BalanceAction =
  { kind: "none" } | { kind: "pay"; amount: number } | { kind: "refund"; amount: number };

/**
 * What the changed booking asks for: the new total less what has been paid and not refunded,
 * less a bank transfer already promised for this check-in. Cents are rounded; under a cent is none.
 */
export function balanceAction(input: {
  newTotal: number;
  netPaid: number;
  pendingTransfer: number;
}): BalanceAction {
  const outstanding = roundMoney(input.newTotal - input.netPaid - input.pendingTransfer);
  if (outstanding >= 0.01) return { kind: "pay", amount: outstanding };
  if (outstanding <= -0.01) return { kind: "refund", amount: -outstanding };
  return { kind: "none" };
}

/** Settled: nothing to do, or the one refund of this check-in has been made (the branch settles any rest). */
export function isBalanceSettled(action: BalanceAction, refundMade: boolean): boolean {
  return action.kind === "none" || (action.kind === "refund" && refundMade);
}

/* ------------------------------------------------------------------------------------------------
 * Forms
 * ---------------------------------------------------------------------------------------------- */

export type FieldErrors = Record<string, string>;
export type FormResult<T> = { ok: true; values: T } | { ok: false; values: T; errors: FieldErrors };

const MAX_TEXT = 120;
const text = (raw: Record<string, unknown>, name: string): string => {
  const value = raw[name];
  return typeof value === "string" ? value.trim().slice(0, MAX_TEXT) : "";
};

/** Date of birth: required, day-month-year, in the past. */
function dateOfBirthError(value: string, now: Date): string | null {
  if (!value) return T.required;
  if (!isValidDate(value)) return VALIDATOR_MESSAGES.date;
  if (!isDateOfBirthInPast(value, now)) return VALIDATOR_MESSAGES.dateOfBirth;
  return null;
}

export function validateHirer(raw: Record<string, unknown>, now: Date): FormResult<HirerDetails> {
  const values: HirerDetails = {
    firstName: text(raw, "firstName"),
    lastName: text(raw, "lastName"),
    dateOfBirth: text(raw, "dateOfBirth"),
    address: text(raw, "address"),
    city: text(raw, "city"),
    postcode: text(raw, "postcode"),
    country: text(raw, "country"),
    phone: text(raw, "phone"),
  };
  const errors: FieldErrors = {};
  for (const name of ["firstName", "lastName", "address", "city", "country"] as const)
    if (!values[name]) errors[name] = T.required;
  const dob = dateOfBirthError(values.dateOfBirth, now);
  if (dob) errors.dateOfBirth = dob;
  if (!values.phone) errors.phone = T.required;
  else if (!isValidPhone(values.phone)) errors.phone = INVALID_PHONE;
  return Object.keys(errors).length ? { ok: false, values, errors } : { ok: true, values };
}

export const DRIVER_FIELDS = [
  "name",
  "dateOfBirth",
  "licenceNumber",
  "licenceExpiry",
  "licenceCountry",
] as const;

/** The form field name of a driver's field: driver0.name is the main driver. */
export const driverField = (index: number, field: (typeof DRIVER_FIELDS)[number]) =>
  `driver${index}.${field}`;

/**
 * The main driver (index 0, required) and up to CHECK_IN_MAX_ADDITIONAL_DRIVERS more (an all-empty
 * block is left out). Each: licence name, date of birth (at least CHECK_IN_MIN_DRIVER_AGE on the
 * pick-up date), licence number, expiry (not expired), country of issue.
 */
export function validateDrivers(
  raw: Record<string, unknown>,
  pickupDate: string,
  now: Date,
): FormResult<DriverDetails[]> & { entered: DriverDetails[] } {
  const errors: FieldErrors = {};
  const drivers: DriverDetails[] = [];
  const entered: DriverDetails[] = [];
  for (let index = 0; index <= CHECK_IN_MAX_ADDITIONAL_DRIVERS; index += 1) {
    const driver: DriverDetails = {
      name: text(raw, driverField(index, "name")),
      dateOfBirth: text(raw, driverField(index, "dateOfBirth")),
      licenceNumber: text(raw, driverField(index, "licenceNumber")).toUpperCase(),
      licenceExpiry: text(raw, driverField(index, "licenceExpiry")),
      licenceCountry: text(raw, driverField(index, "licenceCountry")),
    };
    entered.push(driver);
    const empty = !driver.name && !driver.dateOfBirth && !driver.licenceNumber && !driver.licenceExpiry;
    if (index > 0 && empty) continue;
    drivers.push(driver);
    const fail = (field: (typeof DRIVER_FIELDS)[number], message: string) => {
      errors[driverField(index, field)] ??= message;
    };
    if (!driver.name) fail("name", index > 0 ? T.partialDriver : T.required);
    const dob = dateOfBirthError(driver.dateOfBirth, now);
    if (dob) fail("dateOfBirth", dob);
    else {
      const tooYoung = driverAgeRefusal(driver.dateOfBirth, pickupDate);
      if (tooYoung) fail("dateOfBirth", tooYoung);
    }
    if (!driver.licenceNumber) fail("licenceNumber", T.required);
    if (!driver.licenceExpiry) fail("licenceExpiry", T.required);
    else if (!isValidDate(driver.licenceExpiry)) fail("licenceExpiry", VALIDATOR_MESSAGES.date);
    else if (!isLicenceNotExpired(driver.licenceExpiry, now))
      fail("licenceExpiry", VALIDATOR_MESSAGES.licenceExpired);
    if (!(LICENCE_COUNTRIES as readonly string[]).includes(driver.licenceCountry))
      fail("licenceCountry", T.required);
  }
  return Object.keys(errors).length
    ? { ok: false, values: drivers, errors, entered }
    : { ok: true, values: drivers, entered };
}

/**
 * The site's one age rule (the terms, the help page, check-in and the counter's pick-up): every
 * driver is at least CHECK_IN_MIN_DRIVER_AGE on the booking's pick-up date. `dateOfBirth` is
 * day-month-year, `pickupDate` YYYY-MM-DD. Null when old enough, else the message.
 */
export function driverAgeRefusal(dateOfBirth: string, pickupDate: string): string | null {
  // "2026-12-02" → "02-12-2026" as data, in every language (formatDayMonthYear writes "02.12.2026"
  // on a German page, which no rule reads).
  const pickupDayMonthYear = pickupDate.split("-").reverse().join("-");
  return (ageOn(dateOfBirth, pickupDayMonthYear) ?? 0) < CHECK_IN_MIN_DRIVER_AGE
    ? fillText(T.tooYoung, { age: CHECK_IN_MIN_DRIVER_AGE })
    : null;
}

/** The hirer's full name as the signature must read it. */
export function hirerFullName(hirer: Pick<HirerDetails, "firstName" | "lastName">): string {
  return `${hirer.firstName} ${hirer.lastName}`.replace(/\s+/g, " ").trim();
}

/** The typed signature matches the hirer's full name: any case, spaces trimmed and collapsed. */
export function signatureMatches(
  typed: string,
  hirer: Pick<HirerDetails, "firstName" | "lastName">,
): boolean {
  const normalise = (value: string) => value.replace(/\s+/g, " ").trim().toLocaleLowerCase("en-NZ");
  const expected = normalise(hirerFullName(hirer));
  return expected.length > 0 && normalise(typed) === expected;
}

/** Quantities of extras from the form: qty.<code>, 0 to the extra's maximum; unknown codes ignored. */
export function readExtrasForm(
  raw: Record<string, unknown>,
  extras: ReadonlyArray<{ code: string; maxQuantity: number }>,
): { ok: true; values: { code: string; quantity: number }[] } | { ok: false; errors: FieldErrors } {
  const values: { code: string; quantity: number }[] = [];
  const errors: FieldErrors = {};
  for (const extra of extras) {
    const value = raw[`qty.${extra.code}`];
    const textValue = typeof value === "string" ? value.trim() : "0";
    const quantity = Number(textValue || "0");
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > extra.maxQuantity) {
      errors[`qty.${extra.code}`] = VALIDATOR_MESSAGES.numeric;
      continue;
    }
    if (quantity > 0) values.push({ code: extra.code, quantity });
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values };
}

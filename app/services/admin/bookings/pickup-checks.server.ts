/**
 * What the pick-up's checks need to know of a booking (issue 32 item 5): how many licences to
 * record and what to fill them in with (online check-in's drivers, else the licence in the
 * customer's My account), and the bond (held already, or the amount to hold).
 */
import { getDriverLicence } from "~/models/accounts/users.server";
import { getLatestCompletedChange } from "~/models/reservations/booking-changes.server";
import { listPaymentsForReservation } from "~/models/reservations/payments.server";
import type { Reservation } from "~/models/reservations/reservations.server";
import type { RentalBond, RentalDriver } from "~/models/schema";
import { readCheckInDetail, type DriverDetails } from "../../changes/check-in/rules";
import { CHECK_IN_MIN_DRIVER_AGE } from "../../changes/check-in/text";
import { formatDayMonthYear, formatNzDate } from "../../platform/dates";
import { formatMoney } from "../../platform/money";
import { coverBondAmount } from "../../changes/payments.server";
import { driversToRecord, heldBond, type BondPaymentFacts } from "./pickup-checks";
import { PICKUP_CHECKS_TEXT as T } from "./pickup-checks-text";

export type PickupDriverValues = Record<keyof RentalDriver, string>;

export type PickupChecksFacts = {
  /** Licences to record: the hirer and each additional driver. */
  required: number;
  held: BondPaymentFacts | null;
  bondAmount: number;
};

/** Online check-in's drivers, when the booking was checked in. */
async function checkInDrivers(reservation: Reservation): Promise<DriverDetails[]> {
  if (!reservation.checkedInAt) return [];
  const change = await getLatestCompletedChange(reservation.id, "check-in");
  return change ? (readCheckInDetail(change.detail).drivers ?? []) : [];
}

export async function pickupChecksFacts(reservation: Reservation): Promise<PickupChecksFacts> {
  const [drivers, payments, bondAmount] = await Promise.all([
    checkInDrivers(reservation),
    listPaymentsForReservation(reservation.id),
    coverBondAmount(reservation.insuranceCode),
  ]);
  return {
    required: driversToRecord(reservation.extras, drivers.length),
    held: heldBond(payments),
    bondAmount,
  };
}

export type PickupChecksView = {
  drivers: PickupDriverValues[];
  /** Where the licences were filled in from (a note for staff), or null. */
  prefilled: string | null;
  hint: string;
  bond: { held: string | null; toHold: string | null };
  /** An Admin may waive a bond not held. */
  canWaiveBond: boolean;
};

/** The pick-up form's licences and bond: online check-in's drivers, else the account's licence. */
export async function pickupChecksView(
  reservation: Reservation,
  role: string | null,
): Promise<PickupChecksView> {
  const [facts, fromCheckIn, account] = await Promise.all([
    pickupChecksFacts(reservation),
    checkInDrivers(reservation),
    reservation.userId ? getDriverLicence(reservation.userId) : Promise.resolve(null),
  ]);
  const customer = reservation.customerDetails;
  const empty = (name = ""): PickupDriverValues => ({
    name,
    dateOfBirth: "",
    licenceNumber: "",
    licenceCountry: "",
    licenceExpiry: "",
  });
  const drivers = Array.from({ length: facts.required }, (_, index) => {
    const checkedIn = fromCheckIn[index];
    if (checkedIn)
      return {
        name: checkedIn.name,
        dateOfBirth: checkedIn.dateOfBirth,
        licenceNumber: checkedIn.licenceNumber,
        licenceCountry: checkedIn.licenceCountry,
        licenceExpiry: checkedIn.licenceExpiry,
      };
    if (index === 0 && account)
      return {
        name: account.name,
        dateOfBirth: formatDayMonthYear(account.dateOfBirth),
        licenceNumber: account.number,
        licenceCountry: account.country,
        licenceExpiry: formatDayMonthYear(account.expiryDate),
      };
    return empty(index === 0 && customer ? `${customer.firstName} ${customer.lastName}`.trim() : "");
  });
  return {
    drivers,
    prefilled: fromCheckIn.length > 0 ? T.prefilledFromCheckIn : account ? T.prefilledFromAccount : null,
    hint: T.driversHint(CHECK_IN_MIN_DRIVER_AGE, formatNzDate(reservation.dropOffAt)),
    bond: {
      held: facts.held ? T.bondHeld(formatMoney(facts.held.amount), facts.held.cardLast4) : null,
      toHold: facts.held || !(facts.bondAmount > 0) ? null : T.bondToHold(formatMoney(facts.bondAmount)),
    },
    canWaiveBond: role === "Admin" && !facts.held && facts.bondAmount > 0,
  };
}

/** The rental's licences and bond as the booking page shows them. */
export function rentalChecksLines(drivers: readonly RentalDriver[], bond: RentalBond | null) {
  return {
    licences: drivers.map((driver) =>
      T.licenceLine(
        driver.name,
        driver.licenceNumber,
        driver.licenceCountry,
        formatDayMonthYear(driver.licenceExpiry),
        formatDayMonthYear(driver.dateOfBirth),
      ),
    ),
    bond: !bond
      ? null
      : bond.kind === "held"
        ? T.bondHeld(formatMoney(bond.amount), bond.last4)
        : T.bondWaivedOnRental(formatMoney(bond.amount), bond.reason),
  };
}

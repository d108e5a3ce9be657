import { getProcessingFee } from "~/models/catalog/booking-options.server";
import { getBranchById, type Branch } from "~/models/catalog/branches.server";
import { getCarClassById } from "~/models/catalog/car-classes.server";
import {
  listPaymentsForReservation,
  type Payment,
  type PaymentStatus,
} from "~/models/reservations/payments.server";
import { completedChangesOf } from "~/models/reservations/booking-changes.server";
import { getReservation } from "~/models/reservations/reservations.server";
import { getConfirmedReservationId } from "../session.server";
import { countryName } from "../../platform/countries.server";
import { MANAGE_BOOKING_PATH, BANK_TRANSFER_DUE_DAYS, COMPANY_BANK_ACCOUNT } from "../constants";
import { formatNzDate, formatNzTime } from "../../platform/dates";
import type { PriceBreakdown } from "../pricing/rules";
import { rentalDays } from "../pricing/rules";
import type { AppSession } from "../../platform/session.server";

export type ConfirmationPlace = {
  branchName: string;
  address: string;
  /** The branch's phone number, as written on its page. */
  phone: string;
  /** "Mon 12 Apr 2027", New Zealand time. */
  date: string;
  /** "10:00 AM", New Zealand time. */
  time: string;
  /** ISO instant, for <time dateTime>. */
  dateTime: string;
};

export type ConfirmationCardPayment = {
  method: "credit-card";
  status: PaymentStatus;
  amount: number;
  /** "Visa", "Master Card"; null when the card type is not known. */
  cardLabel: string | null;
  cardLast4: string | null;
  /** ISO instant the payment was approved. */
  paidAt: string;
};

export type ConfirmationBankTransfer = {
  method: "account2account";
  status: PaymentStatus;
  amount: number;
  /** The payment reference: the reservation number. */
  reference: string;
  /** "Thu 15 Apr 2027" */
  dueDate: string;
  dueDateTime: string;
  bank: { accountName: string; bankName: string; accountNumber: string; swiftCode: string };
};

export type ConfirmationPayment = ConfirmationCardPayment | ConfirmationBankTransfer;

export type ConfirmationCustomer = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  flightNumber: string | null;
  travelReason: string;
};

/** Everything a booking confirmation shows (page, step 5 and email); plain JSON. */
export type BookingConfirmationData = {
  reservationId: string;
  /** The reservation number, "GO4821937". */
  reference: string;
  confirmedAt: string | null;
  pickup: ConfirmationPlace;
  dropOff: ConfirmationPlace;
  days: number;
  vehicle: { name: string; classCode: string; typeName: string; image: { src: string; alt: string } | null };
  customer: ConfirmationCustomer | null;
  breakdown: PriceBreakdown | null;
  total: number;
  currency: string;
  payment: ConfirmationPayment | null;
  manageBookingPath: string;
  /**
   * The booking's revision for its calendar file: how many changes it has had (SEQUENCE) and when
   * the last one was made (DTSTAMP), so an updated file moves the events already in a calendar.
   */
  calendarRevision: { sequence: number; changedAt: string | null };
};

/**
 * When a bank transfer is due: BANK_TRANSFER_DUE_DAYS after the booking, or at the pick-up when
 * that comes first (the car is not handed over unpaid).
 */
export function bankTransferDueAt(bookedAt: Date, pickupAt: Date): Date {
  const due = new Date(bookedAt.getTime() + BANK_TRANSFER_DUE_DAYS * 24 * 3600 * 1000);
  return due < pickupAt ? due : pickupAt;
}

function place(branch: Branch, at: Date): ConfirmationPlace {
  return {
    branchName: branch.name,
    address: branch.address,
    phone: branch.phone,
    date: formatNzDate(at),
    time: formatNzTime(at),
    dateTime: at.toISOString(),
  };
}

/** The payment a confirmation reports: the approved card payment, else the bank transfer. */
export function confirmationPayment(payments: readonly Payment[]): Payment | null {
  const approvedCard = [...payments]
    .reverse()
    .find((payment) => payment.method === "credit-card" && payment.status === "approved");
  if (approvedCard) return approvedCard;
  return (
    payments.find((payment) => payment.method === "account2account" && payment.status !== "cancelled") ?? null
  );
}

/**
 * The confirmation of a confirmed reservation, ready to render or mail; null when there is no
 * such reservation or it is not confirmed.
 */
export async function loadBookingConfirmation(
  reservationId: string,
): Promise<BookingConfirmationData | null> {
  const reservation = await getReservation(reservationId);
  if (!reservation || reservation.status !== "confirmed") return null;
  const [pickupBranch, dropOffBranch, carClass, payments, changes] = await Promise.all([
    getBranchById(reservation.pickupBranchId),
    getBranchById(reservation.dropOffBranchId),
    getCarClassById(reservation.carClassId),
    listPaymentsForReservation(reservation.id),
    completedChangesOf(reservation.id),
  ]);
  if (!pickupBranch || !dropOffBranch || !carClass) return null;

  const chosen = confirmationPayment(payments);
  let payment: ConfirmationPayment | null = null;
  if (chosen?.method === "credit-card") {
    const fee = chosen.cardType ? await getProcessingFee(chosen.cardType) : null;
    payment = {
      method: "credit-card",
      status: chosen.status,
      amount: chosen.amount,
      cardLabel: fee?.label ?? null,
      cardLast4: chosen.cardLast4,
      paidAt: chosen.updatedAt.toISOString(),
    };
  } else if (chosen) {
    const due = bankTransferDueAt(chosen.createdAt, reservation.pickupAt);
    payment = {
      method: "account2account",
      status: chosen.status,
      amount: chosen.amount,
      reference: reservation.reference,
      dueDate: formatNzDate(due),
      dueDateTime: due.toISOString(),
      bank: { ...COMPANY_BANK_ACCOUNT },
    };
  }

  const details = reservation.customerDetails;
  const image = carClass.images[0];
  return {
    reservationId: reservation.id,
    reference: reservation.reference,
    confirmedAt: reservation.confirmedAt?.toISOString() ?? null,
    pickup: place(pickupBranch, reservation.pickupAt),
    dropOff: place(dropOffBranch, reservation.dropOffAt),
    days: reservation.priceBreakdown?.days ?? rentalDays(reservation.pickupAt, reservation.dropOffAt),
    vehicle: {
      name: carClass.name,
      classCode: carClass.classCode,
      typeName: carClass.vehicleTypeName,
      image: image ? { src: `/${image.path}`, alt: image.alt } : null,
    },
    customer: details
      ? {
          firstName: details.firstName,
          lastName: details.lastName,
          email: details.email,
          phone: [details.phoneCountryCode, details.phone].filter(Boolean).join(" "),
          country: await countryName(details.country),
          flightNumber: details.flightNumber ?? null,
          travelReason: details.travelReason,
        }
      : null,
    breakdown: reservation.priceBreakdown ?? null,
    total: reservation.total,
    currency: reservation.currency,
    payment,
    manageBookingPath: MANAGE_BOOKING_PATH,
    calendarRevision: {
      sequence: changes.count,
      changedAt: changes.lastCompletedAt?.toISOString() ?? null,
    },
  };
}

/** The confirmation of the reservation this session confirmed last, or null. */
export async function loadSessionConfirmation(session: AppSession): Promise<BookingConfirmationData | null> {
  const reservationId = getConfirmedReservationId(session);
  return reservationId ? loadBookingConfirmation(reservationId) : null;
}

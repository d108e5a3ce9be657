import { and, desc, eq, inArray } from "drizzle-orm";
import { t } from "../platform/i18n/translate";
import { carSwapViews, type CarSwapView } from "./swaps/swaps.server";
import { getShuttleOption, listShuttlesForBranch } from "~/models/catalog/booking-options.server";
import { listBookingEvents, type BookingEvent } from "~/models/reservations/booking-events.server";
import { getBranchById } from "~/models/catalog/branches.server";
import { getCarClassById } from "~/models/catalog/car-classes.server";
import { getConfig } from "~/config.server";
import { getDb } from "~/models/db.server";
import { listPaymentsForReservation, type Payment } from "~/models/reservations/payments.server";
import type { Reservation } from "~/models/reservations/reservations.server";
import {
  branches,
  carClasses,
  rentals,
  reservations,
  STAFF_ONLY_EVENT_KINDS,
  type BookingEventActor,
  type BookingEventDetail,
  type BookingEventKind,
} from "~/models/schema";
import { getShuttleRequestForReservation } from "~/models/reservations/shuttle-requests.server";
import { getRental } from "~/models/reservations/rentals.server";
import { rentalDocumentLinks, type RentalDocumentLinks } from "./agreement/links";
import { customerDamageNotes, type DamageNoteView } from "./damage/damage.server";
import { formatNzDate, formatNzTime } from "../platform/dates";
import { bookingChangeOffers, type ChangeOffer } from "./offers";
import { ACCOUNT_PATHS } from "../accounts/constants";
import { BUSINESS_PATHS } from "../business/constants";
import { FEEDBACK_PATH } from "./after-rental/constants";
import { MANAGE_BOOKING_MY_BOOKINGS_PATH, manageBookingPath } from "./constants";
import { CONTACT_EMAIL } from "../shell/menus";
import { MANAGE_BOOKING_TEXT as T } from "./text";
import { changedEventNote } from "./change/history";
import { whenText } from "./extend/rules";
import { extendedHistoryNote } from "./extend/text";
import { formatMoney } from "../platform/money";
import type { PriceBreakdown } from "../booking/pricing/rules";
import { rentalDays } from "../booking/pricing/rules";
import { withRedirectTo } from "../accounts/roles.server";
import { nzPhone, type PhoneNumber } from "./help-number.server";
import { pickupFarEnough } from "./shuttle/rules";
import type { SessionUser } from "../accounts/user-session.server";
import { vehicleImage } from "../booking/vehicles/images";

/**
 * What /manage-booking/ shows of a booking, and the list of /manage-booking/my-bookings/ (who may
 * see a booking: found-bookings.server.ts; the resend button: resend.server.ts):
 *
 * - Only confirmed and cancelled bookings are shown: status, itinerary, vehicle, extras, cover,
 *   price, payments, shuttle request, what the booking allows online now, and the history.
 * - History: the booking_events rows, plus "started", "confirmed" and "cancelled" derived from
 *   the reservation's own timestamps when no event says so (bookings made before events existed).
 * - My bookings: the signed-in customer's confirmed and cancelled bookings; guests sign in first,
 *   agents and corporate users have their own page.
 */

/** Statuses a customer can look at: a booking still being made (held, paying) is not one yet. */
export function isManageableStatus(status: string): status is "confirmed" | "cancelled" {
  return status === "confirmed" || status === "cancelled";
}

/* ------------------------------------------------------------------------------------------------
 * History
 * ---------------------------------------------------------------------------------------------- */

export type HistoryItem = {
  kind: BookingEventKind;
  label: string;
  /** "by you", "by GO Rentals"…; null when unknown. */
  actor: string | null;
  note: string | null;
  dateTime: string;
  /** "10:00 am, Mon 12 Apr 2027" */
  when: string;
};

type HistorySource = Pick<BookingEvent, "kind" | "actor" | "detail" | "createdAt">;

const text = (detail: BookingEventDetail | null, key: string): string | null => {
  const value = detail?.[key];
  return typeof value === "string" && value ? value : typeof value === "number" ? String(value) : null;
};

const instant = (detail: BookingEventDetail, key: string): Date | null => {
  const at = new Date(text(detail, key) ?? "");
  return Number.isNaN(at.getTime()) ? null : at;
};

/** A short note for an event's detail ("Card, $512.40", "to a@b.nz", the shuttle's name). */
export function historyNote(kind: BookingEventKind, detail: BookingEventDetail | null): string | null {
  if (!detail) return null;
  if (kind === "confirmed" || kind === "payment") {
    const method = text(detail, "method");
    const amount = typeof detail.amount === "number" ? formatMoney(detail.amount) : null;
    return (
      [method ? (T.paymentMethods[method] ? t(T.paymentMethods[method]) : method) : null, amount]
        .filter(Boolean)
        .join(", ") || null
    );
  }
  if (kind === "shuttle-requested") return text(detail, "shuttleName") ?? text(detail, "shuttleCode");
  if (kind === "confirmation-resent") return text(detail, "to") ? `to ${text(detail, "to")}` : null;
  // A change's and an extension's notes are written from what their events keep, in the
  // reader's language (the note, English or the language of the request that made it, is the fallback).
  if (kind === "changed") {
    const changed = changedEventNote(detail);
    if (changed) return changed;
  }
  if (kind === "extended") {
    const [from, to] = [instant(detail, "from"), instant(detail, "to")];
    if (from && to && typeof detail.amount === "number")
      return extendedHistoryNote(whenText(from), whenText(to), formatMoney(detail.amount));
  }
  // Changes after booking (extend, cancel, check in, refunds, bonds) write their own short note.
  const note = text(detail, "note");
  if (note) return note;
  return typeof detail.amount === "number" ? formatMoney(detail.amount) : null;
}

/**
 * The booking's history, oldest first: its events, plus "started", "confirmed" and "cancelled"
 * from the reservation's timestamps when no event records them (older bookings).
 */
export function bookingHistory(
  reservation: Pick<Reservation, "createdAt" | "confirmedAt" | "cancelledAt" | "agentId">,
  events: readonly HistorySource[],
): HistoryItem[] {
  const sources: HistorySource[] = [...events];
  const has = (kind: BookingEventKind) => events.some((event) => event.kind === kind);
  const derivedActor: BookingEventActor = reservation.agentId ? "agent" : "customer";
  if (!has("created"))
    sources.push({ kind: "created", actor: derivedActor, detail: null, createdAt: reservation.createdAt });
  if (!has("confirmed") && reservation.confirmedAt) {
    sources.push({
      kind: "confirmed",
      actor: derivedActor,
      detail: null,
      createdAt: reservation.confirmedAt,
    });
  }
  if (!has("cancelled") && !has("cancelled-by-staff") && reservation.cancelledAt) {
    sources.push({ kind: "cancelled", actor: "system", detail: null, createdAt: reservation.cancelledAt });
  }
  return sources
    .map((source, index) => ({ source, index }))
    .sort((a, b) => a.source.createdAt.getTime() - b.source.createdAt.getTime() || a.index - b.index)
    .map(({ source }) => ({
      kind: source.kind,
      label: T.history[source.kind] ? t(T.history[source.kind]) : source.kind,
      actor: T.historyActors[source.actor] ? t(T.historyActors[source.actor]) : null,
      note: historyNote(source.kind, source.detail),
      dateTime: source.createdAt.toISOString(),
      when: `${formatNzTime(source.createdAt)}, ${formatNzDate(source.createdAt)}`,
    }));
}

/* ------------------------------------------------------------------------------------------------
 * The booking page
 * ---------------------------------------------------------------------------------------------- */

export type ManagedPlace = {
  branchName: string;
  address: string;
  date: string;
  time: string;
  dateTime: string;
};

export type ManagedPayment = {
  method: string;
  status: string;
  amount: string;
  /** The amount in NZD, for its approximate conversion beside `amount`. */
  amountNzd: number;
  card: string | null;
  date: string;
  dateTime: string;
};

export type ManagedBooking = {
  reference: string;
  status: "confirmed" | "cancelled";
  statusLabel: string;
  pickup: ManagedPlace;
  dropOff: ManagedPlace;
  days: number;
  vehicle: {
    name: string;
    typeName: string;
    image: { src: string; srcSet: string; width: number; height: number; alt: string } | null;
  };
  driver: string | null;
  email: string;
  extras: { label: string; amount: string }[];
  insurance: string;
  carbonOffset: boolean;
  breakdown: PriceBreakdown | null;
  total: string;
  /** The total in NZD, for its approximate conversion beside `total`. */
  totalNzd: number;
  payments: ManagedPayment[];
  shuttle: { name: string; details: string } | null;
  history: HistoryItem[];
  /** What the booking allows online now. */
  canResend: boolean;
  canRequestShuttle: boolean;
  /** Check in, change the drop-off, cancel, give feedback: what the booking allows online now. */
  offers: ChangeOffer[];
  branchPhone: PhoneNumber;
  branchName: string;
  contactEmail: string;
  /** The rental agreement (from pick-up) and the final invoice (from the return) to download. */
  documents: RentalDocumentLinks;
  /** The cars swapped during the rental (issue 32), oldest first. */
  carSwaps: CarSwapView[];
  /** Damage our staff noted on the car, with its photos (issue 32 item 7). */
  damage: DamageNoteView[];
};

function paymentView(payment: Payment): ManagedPayment {
  const at = payment.status === "pending" ? payment.createdAt : payment.updatedAt;
  return {
    method: T.paymentMethods[payment.method] ? t(T.paymentMethods[payment.method]) : payment.method,
    status: T.paymentStatuses[payment.status] ? t(T.paymentStatuses[payment.status]) : payment.status,
    amount: formatMoney(payment.amount),
    amountNzd: payment.amount,
    card: payment.method === "credit-card" && payment.cardLast4 ? T.cardEnding(payment.cardLast4) : null,
    date: formatNzDate(at),
    dateTime: at.toISOString(),
  };
}

/** Payments worth showing: every attempt but those abandoned on the gateway (cancelled). */
export function visiblePayments(payments: readonly Payment[]): Payment[] {
  return payments.filter((payment) => payment.status !== "cancelled");
}

/** Everything /manage-booking/?booking=… shows about a confirmed or cancelled reservation. */
export async function buildManagedBooking(
  reservation: Reservation,
  now: Date = new Date(),
): Promise<ManagedBooking | null> {
  if (!isManageableStatus(reservation.status)) return null;
  const [pickupBranch, dropOffBranch, carClass, payments, shuttleRequest, events, rental] = await Promise.all(
    [
      getBranchById(reservation.pickupBranchId),
      getBranchById(reservation.dropOffBranchId),
      getCarClassById(reservation.carClassId),
      listPaymentsForReservation(reservation.id),
      getShuttleRequestForReservation(reservation.id),
      listBookingEvents(reservation.id),
      getRental(reservation.id),
    ],
  );
  if (!pickupBranch || !dropOffBranch || !carClass) return null;

  const place = (branch: typeof pickupBranch, at: Date): ManagedPlace => ({
    branchName: branch.name,
    address: branch.address,
    date: formatNzDate(at),
    time: formatNzTime(at),
    dateTime: at.toISOString(),
  });
  const lines = reservation.priceBreakdown?.lines ?? [];
  const insuranceLine = lines.find((line) => line.kind === "insurance");
  const image = carClass.images[0];

  let shuttle: ManagedBooking["shuttle"] = null;
  if (shuttleRequest) {
    const option = await getShuttleOption(shuttleRequest.shuttleCode);
    const details = shuttleRequest.details;
    const where =
      details.kind === "airport"
        ? T.shuttleFlight(details.flightNumber)
        : details.kind === "accommodation"
          ? `${details.accommodationName}, ${details.accommodationAddress}`
          : null;
    shuttle = {
      name: option?.name ?? shuttleRequest.shuttleCode,
      details: [where, T.shuttlePassengers(shuttleRequest.passengers)].filter(Boolean).join(", "),
    };
  }

  const confirmed = reservation.status === "confirmed";
  const shuttleOffered =
    confirmed &&
    pickupFarEnough(reservation.pickupAt, now) &&
    (await listShuttlesForBranch(pickupBranch.code)).length > 0;
  const details = reservation.customerDetails;

  return {
    reference: reservation.reference,
    status: reservation.status,
    statusLabel: T.statusLabels[reservation.status]
      ? t(T.statusLabels[reservation.status])
      : reservation.status,
    pickup: place(pickupBranch, reservation.pickupAt),
    dropOff: place(dropOffBranch, reservation.dropOffAt),
    days: reservation.priceBreakdown?.days ?? rentalDays(reservation.pickupAt, reservation.dropOffAt),
    vehicle: {
      name: carClass.name,
      typeName: carClass.vehicleTypeName,
      image: image ? { ...vehicleImage(image.path, getConfig().imageResizerPath), alt: image.alt } : null,
    },
    driver: details ? `${details.firstName} ${details.lastName}`.trim() || null : null,
    email: details?.email ?? "",
    extras: lines
      .filter((line) => line.kind === "extra")
      .map((line) => ({ label: line.label, amount: formatMoney(line.amount) })),
    insurance: insuranceLine?.label ?? t(T.basicCover),
    carbonOffset: reservation.isCarbonOffset,
    breakdown: reservation.priceBreakdown ?? null,
    total: formatMoney(reservation.total),
    totalNzd: reservation.total,
    payments: visiblePayments(payments).map(paymentView),
    shuttle,
    history: bookingHistory(
      reservation,
      events.filter((event) => !STAFF_ONLY_EVENT_KINDS.includes(event.kind)),
    ),
    canResend: confirmed && Boolean(details?.email),
    canRequestShuttle: shuttleOffered,
    offers: [...bookingChangeOffers(reservation, now, carClass), ...feedbackOffer(reservation, now)],
    branchPhone: nzPhone(pickupBranch.phone),
    branchName: pickupBranch.name,
    contactEmail: CONTACT_EMAIL,
    documents: rentalDocumentLinks(reservation.reference, rental),
    carSwaps: rental ? await carSwapViews(reservation.id) : [],
    damage: rental ? await customerDamageNotes(reservation) : [],
  };
}

/** After the drop-off of a confirmed booking: "Tell us how it went" (the feedback form, filled in). */
export function feedbackOffer(
  reservation: Pick<Reservation, "status" | "dropOffAt" | "reference" | "customerDetails">,
  now: Date,
): ChangeOffer[] {
  if (reservation.status !== "confirmed" || reservation.dropOffAt.getTime() > now.getTime()) return [];
  const query = new URLSearchParams({
    booking: reservation.reference,
    email: reservation.customerDetails?.email ?? "",
  });
  return [{ href: `${FEEDBACK_PATH}?${query.toString()}`, label: t(T.giveFeedback), note: null }];
}
/* ------------------------------------------------------------------------------------------------
 * My bookings (signed in)
 * ---------------------------------------------------------------------------------------------- */

export type MyBookingsAccess =
  { kind: "allow" } | { kind: "redirect"; location: string } | { kind: "unauthorized" };

/** Customers see the list; guests sign in first; agents and corporate users have their own page. */
export function myBookingsAccess(user: Pick<SessionUser, "userType"> | null): MyBookingsAccess {
  if (!user)
    return {
      kind: "redirect",
      location: withRedirectTo(ACCOUNT_PATHS.signIn, MANAGE_BOOKING_MY_BOOKINGS_PATH),
    };
  if (user.userType === "Agent" || user.userType === "Corporate")
    return { kind: "redirect", location: BUSINESS_PATHS.manageBooking };
  if (user.userType === "Customer") return { kind: "allow" };
  return { kind: "unauthorized" };
}

export type MyBookingItem = {
  reference: string;
  status: "confirmed" | "cancelled";
  statusLabel: string;
  vehicle: string;
  pickupBranch: string;
  pickup: string;
  pickupDateTime: string;
  dropOffBranch: string;
  dropOff: string;
  dropOffDateTime: string;
  href: string;
  documents: RentalDocumentLinks;
};

/** The customer's confirmed and cancelled bookings, latest pick-up first. */
export async function listMyBookings(userId: string): Promise<MyBookingItem[]> {
  const db = await getDb();
  const rows = await db
    .select({
      reference: reservations.reference,
      status: reservations.status,
      pickupAt: reservations.pickupAt,
      dropOffAt: reservations.dropOffAt,
      pickupBranchId: reservations.pickupBranchId,
      dropOffBranchId: reservations.dropOffBranchId,
      vehicle: carClasses.name,
      pickedUpAt: rentals.pickedUpAt,
      returnedAt: rentals.returnedAt,
    })
    .from(reservations)
    .innerJoin(carClasses, eq(carClasses.carClassId, reservations.carClassId))
    .leftJoin(rentals, eq(rentals.reservationId, reservations.id))
    .where(and(eq(reservations.userId, userId), inArray(reservations.status, ["confirmed", "cancelled"])))
    .orderBy(desc(reservations.pickupAt));
  if (rows.length === 0) return [];
  const branchRows = await db.select({ id: branches.id, name: branches.name }).from(branches);
  const branchName = new Map(branchRows.map((branch) => [branch.id, branch.name]));
  return rows.map((row) => {
    const status = row.status === "cancelled" ? "cancelled" : "confirmed";
    return {
      reference: row.reference,
      status,
      statusLabel: t(T.statusLabels[status]),
      vehicle: row.vehicle,
      pickupBranch: branchName.get(row.pickupBranchId) ?? "",
      pickup: t("{{date}} at {{time}}", {
        date: formatNzDate(row.pickupAt),
        time: formatNzTime(row.pickupAt),
      }),
      pickupDateTime: row.pickupAt.toISOString(),
      dropOffBranch: branchName.get(row.dropOffBranchId) ?? "",
      dropOff: t("{{date}} at {{time}}", {
        date: formatNzDate(row.dropOffAt),
        time: formatNzTime(row.dropOffAt),
      }),
      dropOffDateTime: row.dropOffAt.toISOString(),
      href: manageBookingPath(row.reference),
      documents: rentalDocumentLinks(row.reference, row.pickedUpAt ? { returnedAt: row.returnedAt } : null),
    };
  });
}

import { listConfirmedBookings } from "~/models/reservations/reservations.server";
import { bookingChangeOffers, type ChangeOffer, type OfferableReservation } from "./offers";
import { findUserById } from "~/models/accounts/users.server";
import { formatNzDate, formatNzTime } from "../platform/dates";
import { formatMoney } from "../platform/money";
import { formatMemberSince } from "../accounts/pages.server";

/**
 * A signed-in customer's bookings (My account, /my-account/my-bookings/, the API's dashboard):
 * upcoming and past, each with what it allows online now (check in, change, cancel).
 */

/* ---- Dashboard ---- */

export type CustomerDashboard = {
  name: string;
  email: string;
  memberSince: string;
  memberSinceIso: string;
  nextBooking: BookingView | null;
  upcomingCount: number;
};

/**
 * The customer dashboard of /my-account/: name, email, member since, the next upcoming booking and
 * how many there are. Null when the user is gone. (The API's myAccount/getDashboard answers spec
 * section 3's dashboard instead: api/dashboard.server.ts.)
 */
export async function loadCustomerDashboard(
  userId: string,
  now: Date = new Date(),
): Promise<CustomerDashboard | null> {
  const user = await findUserById(userId);
  if (!user) return null;
  const { upcoming } = await loadMyBookings(user.id, now);
  return {
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    memberSince: formatMemberSince(user.createdAt),
    memberSinceIso: user.createdAt.toISOString(),
    nextBooking: upcoming[0] ?? null,
    upcomingCount: upcoming.length,
  };
}

/* ---- Bookings ---- */

export type BookingRow = OfferableReservation & {
  reference: string;
  pickupAt: Date;
  dropOffAt: Date;
  pickupBranchName: string;
  dropOffBranchName: string;
  vehicleName: string;
  total: number;
};

export type BookingView = {
  reference: string;
  pickupBranch: string;
  pickupDate: string;
  pickupTime: string;
  pickupDateTime: string;
  dropOffBranch: string;
  dropOffDate: string;
  dropOffTime: string;
  dropOffDateTime: string;
  vehicle: string;
  total: string;
  /** Check in, change the drop-off, cancel: what the booking allows online now. */
  offers: ChangeOffer[];
};

export function bookingView(row: BookingRow, now: Date = new Date()): BookingView {
  return {
    reference: row.reference,
    pickupBranch: row.pickupBranchName,
    pickupDate: formatNzDate(row.pickupAt),
    pickupTime: formatNzTime(row.pickupAt),
    pickupDateTime: row.pickupAt.toISOString(),
    dropOffBranch: row.dropOffBranchName,
    dropOffDate: formatNzDate(row.dropOffAt),
    dropOffTime: formatNzTime(row.dropOffAt),
    dropOffDateTime: row.dropOffAt.toISOString(),
    vehicle: row.vehicleName,
    total: formatMoney(row.total),
    offers: bookingChangeOffers(row, now, { name: row.vehicleName }),
  };
}

/**
 * Upcoming (not yet dropped off: the drop-off is after `now`), soonest pick-up first; and past
 * (dropped off), latest first.
 */
export function splitBookings<T extends Pick<BookingRow, "pickupAt" | "dropOffAt">>(
  rows: readonly T[],
  now: Date,
): { upcoming: T[]; past: T[] } {
  const upcoming = rows
    .filter((row) => row.dropOffAt.getTime() > now.getTime())
    .sort((a, b) => a.pickupAt.getTime() - b.pickupAt.getTime());
  const past = rows
    .filter((row) => row.dropOffAt.getTime() <= now.getTime())
    .sort((a, b) => b.pickupAt.getTime() - a.pickupAt.getTime());
  return { upcoming, past };
}

export async function loadMyBookings(
  userId: string,
  now: Date = new Date(),
): Promise<{ upcoming: BookingView[]; past: BookingView[] }> {
  const { upcoming, past } = splitBookings(await listConfirmedBookings(userId), now);
  return {
    upcoming: upcoming.map((row) => bookingView(row, now)),
    past: past.map((row) => bookingView(row, now)),
  };
}

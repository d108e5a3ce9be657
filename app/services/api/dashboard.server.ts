import { getDriverLicence, type AccountUser, type DriverLicence } from "~/models/accounts/users.server";
import { splitBookings, type BookingRow } from "../changes/my-bookings.server";
import { listConfirmedBookings } from "../../models/reservations/reservations.server";
import { formatDayMonthYear, inNewZealand } from "../platform/dates";

/**
 * The dashboard of spec section 3, as the app reads it from myAccount/getDashboard:
 * licenceDetailModel (the driver licence, null when none is saved), profileModel (the profile with
 * its createDateTime) and myAccountRentals (each confirmed booking: rentalId and its itinerary).
 * Dates are day-month-year ("14-05-1990") as the API takes them; times are 24-hour ("10:00");
 * both on the New Zealand calendar and clock.
 */

export type LicenceDetailModel = {
  id: string;
  customerProfileId: string;
  name: string;
  dateOfBirth: string;
  number: string;
  expiryDate: string;
  country: string;
  /** Where the licence photo is stored (e.g. "licences/<customerProfileId>.jpg"); null when none was uploaded. */
  storage: string | null;
};

export type RentalItinerary = {
  pickupDate: string;
  pickupTime: string;
  dropOffDate: string;
  dropOffTime: string;
};
export type MyAccountRental = { rentalId: string; itinerary: RentalItinerary };

export type ApiDashboard<Profile> = {
  licenceDetailModel: LicenceDetailModel | null;
  profileModel: Profile & { createDateTime: string };
  myAccountRentals: MyAccountRental[];
};

export function licenceDetailModel(licence: DriverLicence): LicenceDetailModel {
  return {
    id: licence.id,
    customerProfileId: licence.userId,
    name: licence.name,
    dateOfBirth: formatDayMonthYear(licence.dateOfBirth),
    number: licence.number,
    expiryDate: formatDayMonthYear(licence.expiryDate),
    country: licence.country,
    storage: licence.photoKey ?? null,
  };
}

const dayMonthYear = (at: Date) => inNewZealand(at).format("DD-MM-YYYY");
const time24 = (at: Date) => inNewZealand(at).format("HH:mm");

export function myAccountRental(
  row: Pick<BookingRow, "reference" | "pickupAt" | "dropOffAt">,
): MyAccountRental {
  return {
    rentalId: row.reference,
    itinerary: {
      pickupDate: dayMonthYear(row.pickupAt),
      pickupTime: time24(row.pickupAt),
      dropOffDate: dayMonthYear(row.dropOffAt),
      dropOffTime: time24(row.dropOffAt),
    },
  };
}

/**
 * The customer's dashboard. `profile` is the user as the API shows it elsewhere (auth/login,
 * myAccount/saveProfile); rentals are upcoming first (soonest pick-up first), then past (latest first),
 * as /my-account/my-bookings/ lists them.
 */
export async function loadApiDashboard<Profile extends object>(
  user: AccountUser,
  profile: Profile,
  now: Date = new Date(),
): Promise<ApiDashboard<Profile>> {
  const [licence, rows] = await Promise.all([getDriverLicence(user.id), listConfirmedBookings(user.id)]);
  const { upcoming, past } = splitBookings(rows, now);
  return {
    licenceDetailModel: licence ? licenceDetailModel(licence) : null,
    profileModel: { ...profile, createDateTime: user.createdAt.toISOString() },
    myAccountRentals: [...upcoming, ...past].map(myAccountRental),
  };
}

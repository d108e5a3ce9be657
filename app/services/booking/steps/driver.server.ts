import { getLookupOptions } from "~/models/catalog/lookups.server";
import { DEFAULT_TRAVEL_REASON } from "../constants";
import type { BookingState } from "./flow.server";
import type { BookingMode } from "./steps";

const DEFAULT_COUNTRY = "NZ";

/** The countries a main driver may live in (the country lookup), as the select's options. */
export async function driverCountries(): Promise<{ value: string; label: string }[]> {
  const countries = await getLookupOptions("country");
  return countries.map((country) => ({ value: country.code, label: country.name }));
}

/** Step 3's data: the countries, and the form's values from the reservation (or the defaults). */
export async function loadDriverStep(state: BookingState, mode: BookingMode = "customer") {
  const countries = await driverCountries();
  const details = state.reservation.customerDetails;
  return {
    business: mode === "business",
    countries,
    defaults: {
      clientReferenceNumber: state.itinerary.clientReferenceNumber ?? "",
      firstName: details?.firstName ?? "",
      lastName: details?.lastName ?? "",
      email: details?.email ?? "",
      phone: details?.phone ?? "",
      country: details?.country ?? DEFAULT_COUNTRY,
      travelReason: details?.travelReason ?? DEFAULT_TRAVEL_REASON,
      flightNumber: details?.flightNumber ?? "",
    },
  };
}

export type DriverStepData = Awaited<ReturnType<typeof loadDriverStep>>;

import { getLookupOptions } from "~/models/catalog/lookups.server";
import { DEFAULT_TRAVEL_REASON } from "../constants";
import { currentLanguage, inEnglish } from "../../platform/i18n/translate";
import type { BookingState } from "./flow.server";
import type { BookingMode } from "./steps";

const DEFAULT_COUNTRY = "NZ";

/**
 * The countries a main driver may live in (the country lookup), as the select's options: named in
 * the page's language by Intl.DisplayNames (and in its order) when it is not English.
 */
export async function driverCountries(): Promise<{ value: string; label: string }[]> {
  const countries = await getLookupOptions("country");
  const options = countries.map((country) => ({ value: country.code, label: country.name }));
  if (inEnglish()) return options;
  const locale = currentLanguage().intl;
  let names: Intl.DisplayNames;
  try {
    names = new Intl.DisplayNames([locale], { type: "region" });
  } catch {
    return options;
  }
  const named = options.map((option) => {
    let label = option.label;
    try {
      label = names.of(option.value.toUpperCase()) ?? option.label;
    } catch {
      // Not a region code Intl knows: the lookup's own name.
    }
    return { value: option.value, label };
  });
  return named.sort((a, b) => a.label.localeCompare(b.label, locale));
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

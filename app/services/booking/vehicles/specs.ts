/**
 * What a vehicle card lists under the name (spec section 3): seats, doors, luggage, gearbox and
 * fuel for a vehicle with an engine; for a towed class (the glamper, the luggage trailer) what
 * matters instead: sleeping places, size, load, luggage and what it takes to tow it. Pure.
 */
import type { TowedSpecs } from "../../../models/schema/catalog";
import { VEHICLE_SPEC_TEXT as TEXT } from "./text";
import { formatNumber } from "../../platform/i18n/formats";
import { t } from "../../platform/i18n/translate";

/** One line of the card's specs; `wide` lines take the card's whole width. */
export type VehicleSpec = { label: string; value: string; wide?: boolean };

/** What the specs need of a vehicle (VehicleSummary field names). */
export type SpecVehicle = {
  seats: number;
  doors: number;
  largeBags: number;
  smallBags: number;
  transmission: string | null;
  fuelLabel: string;
  /** A towed class's specs; null or absent for a vehicle with an engine. */
  towedSpecs?: TowedSpecs | null;
};

const kilograms = { format: (kg: number) => formatNumber(Math.round(kg)) };

export function vehicleSpecs(vehicle: SpecVehicle): VehicleSpec[] {
  const bags = TEXT.bags(vehicle.largeBags, vehicle.smallBags);
  const towed = vehicle.towedSpecs;
  if (!towed) {
    return [
      { label: t(TEXT.seats), value: String(vehicle.seats) },
      { label: t(TEXT.doors), value: String(vehicle.doors) },
      { label: t(TEXT.luggage), value: bags || t(TEXT.none) },
      { label: t(TEXT.gearbox), value: t(vehicle.transmission ?? TEXT.none) },
      { label: t(TEXT.fuel), value: t(vehicle.fuelLabel) },
    ];
  }
  const { length, width, height } = towed.sizeMm;
  const specs: VehicleSpec[] = [];
  if (towed.sleeps) specs.push({ label: t(TEXT.sleeps), value: String(towed.sleeps) });
  specs.push({ label: t(TEXT.load), value: TEXT.loadValue(kilograms.format(towed.maxLoadKg)) });
  if (bags) specs.push({ label: t(TEXT.luggage), value: bags });
  specs.push({
    label: t(TEXT.size),
    value: TEXT.sizeValue([length / 1000, width / 1000, height / 1000]),
    wide: true,
  });
  specs.push({
    label: t(TEXT.towing),
    value: TEXT.towingValue(towed.towBallMm, towed.plug, kilograms.format(towed.grossMassKg), towed.braked),
    wide: true,
  });
  return specs;
}

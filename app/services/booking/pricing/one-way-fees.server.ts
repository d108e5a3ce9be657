import { getSiteSetting, SITE_SETTING_KEYS } from "~/models/catalog/site-settings.server";
import { DEFAULT_ONE_WAY_FEES, type OneWayFees } from "../constants";

const isFee = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0;

/**
 * The stored one-way fees when they are whole and sound; otherwise the defaults of constants.ts
 * (a fee missing or not a number falls back on its own).
 */
export function oneWayFeesFrom(stored: unknown): OneWayFees {
  const value = (stored && typeof stored === "object" ? stored : {}) as Record<string, unknown>;
  return {
    sameCity: isFee(value.sameCity) ? value.sameCity : DEFAULT_ONE_WAY_FEES.sameCity,
    sameIsland: isFee(value.sameIsland) ? value.sameIsland : DEFAULT_ONE_WAY_FEES.sameIsland,
    interIsland: isFee(value.interIsland) ? value.interIsland : DEFAULT_ONE_WAY_FEES.interIsland,
  };
}

/** The one-way fees in force: head office's (/admin/rates/), or the defaults. */
export async function loadOneWayFees(): Promise<OneWayFees> {
  return oneWayFeesFrom(await getSiteSetting(SITE_SETTING_KEYS.oneWayFees));
}

import { DEFAULT_BRAND_CODE, DEFAULT_BRAND_NAME } from "~/models/constants";
import { getLookupOptions } from "~/models/catalog/lookups.server";
import { THEMED_BRAND_CODES } from "~/services/shell/settings";
import type { AppSession } from "../platform/session.server";

export type Brand = {
  code: string;
  name: string;
  /** Any code but GO: the page body gets the brand class and the header is not rendered. */
  isPartner: boolean;
  /** ET, AL and ZL have colour themes of their own; other partners use the GO theme. */
  theme: "GO" | (typeof THEMED_BRAND_CODES)[number];
};

export const DEFAULT_BRAND: Brand = {
  code: DEFAULT_BRAND_CODE,
  name: DEFAULT_BRAND_NAME,
  isPartner: false,
  theme: "GO",
};

export function toBrand(code: string, name: string): Brand {
  const upper = code.toUpperCase();
  if (upper === DEFAULT_BRAND_CODE) return { ...DEFAULT_BRAND, name: name || DEFAULT_BRAND_NAME };
  const theme = (THEMED_BRAND_CODES as readonly string[]).includes(upper) ? (upper as Brand["theme"]) : "GO";
  return { code: upper, name, isPartner: true, theme };
}

export async function findBrand(code: string): Promise<Brand | null> {
  const upper = code.trim().toUpperCase();
  if (!upper) return null;
  const options = await getLookupOptions("brand");
  const match = options.find((option) => option.code.toUpperCase() === upper);
  return match ? toBrand(match.code, match.name) : null;
}

/**
 * The brand of this request: a known ?brand= code (matched upper-case) is kept in the session;
 * an unknown one is ignored; without one the session's brand, else GO.
 * Returns whether the session changed so the caller commits it.
 */
export async function resolveBrand(
  url: URL,
  session: AppSession,
): Promise<{ brand: Brand; sessionChanged: boolean }> {
  const requested = url.searchParams.get("brand");
  if (requested) {
    const brand = await findBrand(requested);
    if (brand) {
      const changed = session.get("brandCode") !== brand.code;
      if (changed) session.set("brandCode", brand.code);
      return { brand, sessionChanged: changed };
    }
  }
  const stored = session.get("brandCode");
  if (typeof stored === "string" && stored !== DEFAULT_BRAND_CODE) {
    const brand = await findBrand(stored);
    if (brand) return { brand, sessionChanged: false };
  }
  return { brand: DEFAULT_BRAND, sessionChanged: false };
}

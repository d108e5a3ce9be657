import { getLookupOptions } from "~/models/catalog/lookups.server";

/**
 * A country as people read it: the country lookup's name of a stored code ("NZ" → "New Zealand",
 * issue 24 item 15). A value that is no known code (a name typed at check-in) stays as it is.
 */
export async function countryName(value: string): Promise<string> {
  const code = value.trim().toUpperCase();
  const found = (await getLookupOptions("country")).find((option) => option.code.toUpperCase() === code);
  return found?.name ?? value;
}

/**
 * A tel: link target for a number as written: digits and a leading plus only, and a New Zealand
 * local number ("09 974 1590") in international form ("+6499741590"); 0800 numbers stay as they are.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("0") && !digits.startsWith("0800") ? `+64${digits.slice(1)}` : digits}`;
}

import type { Brand } from "~/services/shell/brand.server";
import { partnerBrand, themeClass } from "./theme.css";

/**
 * The classes of <body> for a brand: always its colour theme (GO for GO and for partners
 * without a theme of their own); partner brands add `brand-{code}` and the partner marker.
 */
export function brandBodyClass(brand: Brand | undefined): string {
  const classes: string[] = [themeClass[brand?.theme ?? "GO"] ?? themeClass.GO];
  if (brand?.isPartner) {
    const code = brand.code.toLowerCase().replace(/[^a-z0-9-]/g, "-");
    classes.push(`brand-${code}`, partnerBrand);
  }
  return classes.join(" ");
}

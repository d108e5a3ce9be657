import { partnerBrand, themeClass } from "./theme.css";

/** What the body class needs of a brand (the shell service's Brand has it; styles import no service). */
type BrandLook = { code: string; isPartner: boolean; theme: keyof typeof themeClass };

/**
 * The classes of <body> for a brand: always its colour theme (GO for GO and for partners
 * without a theme of their own); partner brands add `brand-{code}` and the partner marker.
 */
export function brandBodyClass(brand: BrandLook | undefined): string {
  const classes: string[] = [themeClass[brand?.theme ?? "GO"] ?? themeClass.GO];
  if (brand?.isPartner) {
    const code = brand.code.toLowerCase().replace(/[^a-z0-9-]/g, "-");
    classes.push(`brand-${code}`, partnerBrand);
  }
  return classes.join(" ");
}

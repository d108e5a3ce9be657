import { isValidAaMember } from "./codes.server";

/**
 * The AA membership check of spec section 7 (GET /booking/validateAAMembership?aamembershipNumber=…):
 * answers whether the AA accepts a membership number for the AA member promo codes (spec section 5).
 *
 * The product's own behaviour is the embedded check: the `aa_members` table (seeded, and kept by
 * the business like any other reference data), through `isValidAaMember`. A number is accepted
 * when it is a known member that is active and not past its expiry date.
 *
 * A real AA service plugs in behind the same interface. The plan (not built: nothing here calls
 * the AA yet) is an environment variable `AA_MEMBERSHIP_URL`, validated in `config.server.ts`
 * like the others; when it is set, `getAaMembershipService()` returns an HTTP adapter that calls
 * `GET ${AA_MEMBERSHIP_URL}?aamembershipNumber=<number>` with a 3000 ms time-out and treats a
 * boolean-like answer (`true`, `"true"`, `1`) as accepted. A failing or slow service must throw
 * (not answer false), so the promo flow can tell "refused" from "could not ask" (it shows the
 * service-unavailable message for the latter, never a 500).
 */
export interface AaMembershipService {
  /** True when the AA accepts the (already trimmed, 1 to 16 digit) membership number. */
  checkAaMembership(number: string): Promise<boolean>;
}

/** The embedded default: the seeded member list. */
export const embeddedAaMembershipService: AaMembershipService = {
  checkAaMembership: (number) => isValidAaMember(number),
};

let activeService: AaMembershipService = embeddedAaMembershipService;

export function getAaMembershipService(): AaMembershipService {
  return activeService;
}

/** Puts another implementation in place (a real AA adapter, or a test double); null restores the default. */
export function setAaMembershipService(service: AaMembershipService | null): void {
  activeService = service ?? embeddedAaMembershipService;
}

/** Asks the active AA membership service. */
export function checkAaMembership(number: string): Promise<boolean> {
  return activeService.checkAaMembership(number);
}

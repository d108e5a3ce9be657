import { listContactPoints } from "~/models/catalog/contact-points.server";
import { resolveContactPoints } from "../shell/campaign.server";
import { log } from "~/log.server";

/**
 * The numbers the after-booking pages give a customer to call: a branch's, and the contact
 * centre's New Zealand number (the campaign's, where one applies).
 */

export type PhoneNumber = { number: string; telephone: string };

/** Only when the contact points cannot be read: the free phone every branch answers. */
const FALLBACK_HELP_NUMBER = "0800 467 368";

/** A New Zealand number as written ("09 974 1590", "0800 467 368") with its tel: form (+6499741590). */
export function nzPhone(number: string): PhoneNumber {
  const digits = number.replace(/[^0-9+]/g, "");
  const telephone = digits.startsWith("+")
    ? digits
    : digits.startsWith("0")
      ? `+64${digits.slice(1)}`
      : digits;
  return { number, telephone };
}

/** The NZ number of the contact points for this request (campaign numbers apply). */
export async function helpNumberFor(request: Request): Promise<PhoneNumber> {
  try {
    const { contactPoints } = await resolveContactPoints(request);
    const nz = contactPoints.find((point) => point.region === "NZ") ?? contactPoints[0];
    if (nz) return { number: nz.number, telephone: nz.telephone };
  } catch (error) {
    log.error({ err: error }, "Contact numbers could not be loaded");
  }
  return nzPhone(FALLBACK_HELP_NUMBER);
}

/** The default NZ number (no request at hand). */
export async function defaultHelpNumber(): Promise<PhoneNumber> {
  const points = await listContactPoints();
  const nz = points.find((point) => point.region === "NZ") ?? points[0];
  return nz ? { number: nz.number, telephone: nz.telephone } : nzPhone(FALLBACK_HELP_NUMBER);
}

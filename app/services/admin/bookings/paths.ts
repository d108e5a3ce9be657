import { adminBookingPath } from "../fleet/paths";
import type { CounterDone } from "./text";

/** "/admin/bookings/go1234567/", with "?done=…" (the status message) after an action. */
export function counterBookingPath(reference: string, done?: CounterDone): string {
  return `${adminBookingPath(reference)}${done ? `?done=${done}` : ""}`;
}

/** The pick-up's bond (issue 32): its form posts here, and the gateway's hosted page returns here. */
export const counterBondPath = (reference: string) => `${adminBookingPath(reference)}bond/`;

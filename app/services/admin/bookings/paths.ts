import { adminBookingPath } from "../fleet/paths";
import type { CounterDone } from "./text";

/** "/admin/bookings/go1234567/", with "?done=…" (the status message) after an action. */
export function counterBookingPath(reference: string, done?: CounterDone): string {
  return `${adminBookingPath(reference)}${done ? `?done=${done}` : ""}`;
}

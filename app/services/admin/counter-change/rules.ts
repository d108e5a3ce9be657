/**
 * The counter's own rules for changing a booking (issue 32 item 3; docs/back-office/bookings.md,
 * "Changes at the counter"). Everything else (the form's checks, the price, the hold, the commit,
 * the refund) is the customer's change flow (services/changes/change/): one set of rules.
 *
 * Where the online rules refuse, the counter may:
 * - change a booking inside the 48-hour cut-off, one checked in online, one charged to a business
 *   account (the money goes on the account), and one whose pick-up time has passed but whose car
 *   has not been handed over (a late customer: a new pick-up from now);
 * - on a rental under way (the car handed over, not back) change the extras, cover and flight
 *   number; its dates, branches and vehicle stay as booked (swap the car on the booking page);
 * - on a hot-deal or mystery booking change the extras, cover and flight number only: the itinerary
 *   is sold as it is;
 * - never change a cancelled booking, a finished rental (the car is back), or one with no price.
 *
 * A price override (a new total with a reason): Admin any amount from $0; Staff only lower, by at
 * most COUNTER_OVERRIDE_MAX_OFF or COUNTER_OVERRIDE_MAX_PERCENT % of the priced total, whichever is
 * less (override.ts checks it). Pure: unit-tested in tests/unit/counter-change-rules.test.ts.
 */
import type { StaffUserType } from "~/models/schema";
import type { ChangeBlockReason } from "../../changes/change/text";
import { roundMoney } from "../../platform/money";

/** The most (in dollars) Staff may take off a change's priced total. */
export const COUNTER_OVERRIDE_MAX_OFF = 100;
/** The most (percent of the priced total) Staff may take off. */
export const COUNTER_OVERRIDE_MAX_PERCENT = 10;
export const OVERRIDE_REASON_MAX = 200;

/** The field names of the override on the change form. */
export const OVERRIDE_FIELDS = { total: "overrideTotal", reason: "overrideReason" } as const;

export type CounterRental = { pickedUpAt: Date | null; returnedAt: Date | null } | null;

export type CounterAllowance =
  { ok: false; reason: "returned" } | { ok: true; lifts: ChangeBlockReason[]; keepItinerary: boolean };

/** What the counter may change on this booking (see the file comment). */
export function counterAllowance(
  booking: { hotDealId: number | null },
  isMystery: boolean,
  rental: CounterRental,
): CounterAllowance {
  if (rental?.returnedAt) return { ok: false, reason: "returned" };
  const underWay = Boolean(rental?.pickedUpAt);
  const soldAsIs = booking.hotDealId !== null || isMystery;
  return {
    ok: true,
    lifts: ["cutoff", "checked-in", "started", "account", "deal", "mystery"],
    keepItinerary: underWay || soldAsIs,
  };
}

/** The most Staff (or Admin) may take off `pricedTotal`. */
export function overrideMaxOff(role: StaffUserType, pricedTotal: number): number {
  if (role === "Admin") return roundMoney(Math.max(0, pricedTotal));
  const percent = (pricedTotal * COUNTER_OVERRIDE_MAX_PERCENT) / 100;
  return roundMoney(Math.max(0, Math.min(COUNTER_OVERRIDE_MAX_OFF, percent)));
}

/**
 * A new drop-off for a rental under way, set at the counter: /admin/bookings/<reference>/drop-off/
 * (issue 32 item 3, ADR 0087). The customer's extend flow does it all (services/changes/extend/:
 * proposeNewDropOff checks the date and the car free for the added days and prices it,
 * extendState, applyExtension moves the drop-off once with history, audit and email), given the
 * counter's allowance: the staff member's price override (counter-change's checkOverride and
 * role limit) and a rental whose drop-off has passed (the car is late) may still be moved.
 * The money at the desk is review.server.ts.
 */
import { data, redirect } from "@remix-run/node";
import { getRental } from "~/models/reservations/rentals.server";
import type { Reservation } from "~/models/reservations/reservations.server";
import {
  extendState,
  proposedDropOffValues,
  proposeNewDropOff,
  type ExtendAllowance,
} from "../../changes/extend/change.server";
import { applyExtendOverride } from "../../changes/extend/rules";
import type { AtBranchReason } from "../../changes/extend/text";
import { bookingView, type ExtendBookingView } from "../../changes/extend/views.server";
import { NO_STORE } from "../../platform/cache-control";
import { counterBookingPath } from "../bookings/paths";
import type { CounterReservation, CounterStaff } from "../bookings/reservation.server";
import { checkOverride } from "../counter-change/override";
import { OVERRIDE_FIELDS } from "../counter-change/rules";
import { counterDropOffPath, counterDropOffReviewPath } from "./paths";
import { COUNTER_DROP_OFF_MESSAGES as M } from "./text";

export type DropOffValues = Partial<
  Record<"dropOffDate" | "dropOffTime" | "overrideTotal" | "overrideReason", string>
>;
export type DropOffErrors = Partial<Record<keyof DropOffValues | "form", string>>;

/** Why the extend flow refuses a booking, as the counter says it (the car being late is lifted). */
const BLOCKED: Record<AtBranchReason, string> = {
  cancelled: M.cancelled,
  deal: M.deal,
  ended: M.notUnderWay,
  hours: M.notUnderWay,
  unavailable: M.unavailable,
};

/** What the counter may do: only a rental under way, with the staff member's override. */
export async function counterExtendContext(
  staff: CounterStaff,
  reservation: Reservation,
  raw: { total?: string | null; reason?: string | null } = {},
): Promise<{ ok: false; reason: string } | { ok: true; allowance: ExtendAllowance }> {
  const rental = await getRental(reservation.id);
  if (!rental?.pickedUpAt || rental.returnedAt) return { ok: false, reason: M.notUnderWay };
  return {
    ok: true,
    allowance: {
      // The car is with the customer: a late one may still get a new drop-off (after now).
      lifts: ["ended"],
      price: (priced) => {
        const checked = checkOverride(staff.role, priced.newTotal, raw);
        if (!checked.ok) return { ok: false, errors: checked.errors };
        if (!checked.override) return { ok: true, detail: priced };
        return {
          ok: true,
          detail: applyExtendOverride(priced, {
            pricedTotal: priced.newTotal,
            total: checked.override.total,
            reason: checked.override.reason,
            byEmail: staff.email,
          }),
        };
      },
    },
  };
}

export type CounterDropOffPage =
  | { step: "blocked"; booking: ExtendBookingView; reason: string; backHref: string }
  | {
      step: "form";
      booking: ExtendBookingView;
      backHref: string;
      formHref: string;
      admin: boolean;
      values: DropOffValues;
      errors: DropOffErrors;
    };

async function blockedPage(reservation: Reservation, reason: string, status = 200) {
  return data<CounterDropOffPage>(
    {
      step: "blocked",
      booking: await bookingView(reservation),
      reason,
      backHref: counterBookingPath(reservation.reference),
    },
    { status, headers: NO_STORE },
  );
}

async function formPage(
  staff: CounterStaff,
  reservation: Reservation,
  values: DropOffValues,
  errors: DropOffErrors,
  status = 200,
) {
  return data<CounterDropOffPage>(
    {
      step: "form",
      booking: await bookingView(reservation),
      backHref: counterBookingPath(reservation.reference),
      formHref: counterDropOffPath(reservation.reference),
      admin: staff.role === "Admin",
      values,
      errors,
    },
    { status, headers: NO_STORE },
  );
}

/** GET: the form prefilled with the drop-off in progress (and its override), else the booking's. */
export async function counterDropOffLoader(staff: CounterStaff, reservation: CounterReservation) {
  const context = await counterExtendContext(staff, reservation);
  if (!context.ok) return blockedPage(reservation, context.reason);
  const state = await extendState(reservation, new Date(), context.allowance);
  if (state.kind === "at-branch") return blockedPage(reservation, BLOCKED[state.reason]);
  const override = state.kind === "ready" ? state.detail.override : null;
  return formPage(
    staff,
    reservation,
    {
      ...(await proposedDropOffValues(reservation)),
      ...(override ? { overrideTotal: override.total.toFixed(2), overrideReason: override.reason } : {}),
    },
    {},
  );
}

/**
 * POST: priced (the car free for the added days, the override within the role's limit) → the
 * review; bad input, or no car free → beside the field (422, 409) with the values kept.
 */
export async function counterDropOffAction(
  staff: CounterStaff,
  reservation: CounterReservation,
  form: FormData,
) {
  const text = (name: string, max: number) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, max) : "";
  };
  const values: DropOffValues = {
    dropOffDate: text("dropOffDate", 10),
    dropOffTime: text("dropOffTime", 5),
    overrideTotal: text(OVERRIDE_FIELDS.total, 12),
    overrideReason: text(OVERRIDE_FIELDS.reason, 200),
  };
  const context = await counterExtendContext(staff, reservation, {
    total: values.overrideTotal,
    reason: values.overrideReason,
  });
  if (!context.ok) return blockedPage(reservation, context.reason, 409);
  const result = await proposeNewDropOff(
    reservation,
    { dropOffDate: values.dropOffDate ?? "", dropOffTime: values.dropOffTime ?? "" },
    new Date(),
    context.allowance,
  );
  if (result.kind === "priced") return redirect(counterDropOffReviewPath(reservation.reference), 303);
  if (result.kind === "invalid") return formPage(staff, reservation, values, result.errors, 422);
  if (result.reason === "unavailable")
    return formPage(staff, reservation, values, { dropOffDate: M.unavailable }, 409);
  return blockedPage(reservation, BLOCKED[result.reason], 409);
}

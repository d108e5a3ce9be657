/**
 * A change at the counter, /admin/bookings/<reference>/change/ (issue 32 item 3): the customer's
 * change flow (services/changes/change/: proposeChange, changeState, the review's before and
 * after, commitBookingChange, the held car, the refund after commit) with the counter's allowances
 * and price override (rules.ts, override.ts). The money at the desk is pay.server.ts.
 */
import { data, redirect } from "@remix-run/node";
import { getCarClassById } from "~/models/catalog/car-classes.server";
import { getRental } from "~/models/reservations/rentals.server";
import type { Reservation } from "~/models/reservations/reservations.server";
import type { ChangeStaff } from "../../changes/access.server";
import {
  changeState,
  proposeChange,
  proposedChoice,
  type ChangeAllowance,
} from "../../changes/change/change.server";
import { itineraryFormValues } from "../../changes/change/itinerary.server";
import { loadChangeCatalog } from "../../changes/change/pricing.server";
import {
  applyPriceOverride,
  choiceFormValues,
  isMysteryClass,
  type ChangeFormErrors,
  type ChangeFormValues,
} from "../../changes/change/rules";
import { CHANGE_BLOCK_TEXT } from "../../changes/change/text";
import {
  changeBookingView,
  changeOptionsView,
  type ChangeBookingView,
  type ChangeOptionsView,
} from "../../changes/change/views.server";
import { NO_STORE } from "../../platform/cache-control";
import { counterBookingPath } from "../bookings/paths";
import type { CounterReservation, CounterStaff } from "../bookings/reservation.server";
import { checkOverride } from "./override";
import { counterChangePath, counterChangeReviewPath } from "./paths";
import { counterAllowance, OVERRIDE_FIELDS } from "./rules";
import { COUNTER_CHANGE_MESSAGES as M } from "./text";

/** The audit log's name of the staff member. */
export const changeStaff = (staff: CounterStaff): ChangeStaff => ({ userId: staff.id, email: staff.email });

export type CounterChangeContext =
  { ok: false; reason: string } | { ok: true; allowance: ChangeAllowance; keepItinerary: boolean };

/**
 * What the counter may do with this booking: the change flow's allowance (lifted block reasons,
 * the itinerary kept, and the staff member's price override checked against their limit), or why
 * not. `raw` is the posted override (none on a page's load).
 */
export async function counterChangeContext(
  staff: CounterStaff,
  reservation: Reservation,
  raw: { total?: string | null; reason?: string | null } = {},
): Promise<CounterChangeContext> {
  const [rental, carClass] = await Promise.all([
    getRental(reservation.id),
    getCarClassById(reservation.carClassId),
  ]);
  const allowed = counterAllowance(reservation, isMysteryClass(carClass), rental);
  if (!allowed.ok) return { ok: false, reason: M.returned };
  return {
    ok: true,
    keepItinerary: allowed.keepItinerary,
    allowance: {
      lifts: allowed.lifts,
      keepItinerary: allowed.keepItinerary,
      price: (priced) => {
        const checked = checkOverride(staff.role, priced.newTotal, raw);
        if (!checked.ok) return { ok: false, errors: checked.errors as ChangeFormErrors };
        if (!checked.override) return { ok: true, detail: priced };
        return {
          ok: true,
          detail: applyPriceOverride(priced, {
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

export type CounterChangeFormPage =
  | { step: "blocked"; booking: ChangeBookingView; reason: string; backHref: string }
  | {
      step: "form";
      booking: ChangeBookingView;
      backHref: string;
      formHref: string;
      options: ChangeOptionsView;
      keepItinerary: boolean;
      admin: boolean;
      values: ChangeFormValues;
      errors: ChangeFormErrors;
    };

async function blockedPage(reservation: Reservation, reason: string, status = 200) {
  return data<CounterChangeFormPage>(
    {
      step: "blocked",
      booking: await changeBookingView(reservation),
      reason,
      backHref: counterBookingPath(reservation.reference),
    },
    { status, headers: NO_STORE },
  );
}

async function formPage(
  staff: CounterStaff,
  reservation: Reservation,
  keepItinerary: boolean,
  values: ChangeFormValues,
  errors: ChangeFormErrors,
  status = 200,
) {
  return data<CounterChangeFormPage>(
    {
      step: "form",
      booking: await changeBookingView(reservation),
      backHref: counterBookingPath(reservation.reference),
      formHref: counterChangePath(reservation.reference),
      options: await changeOptionsView(await loadChangeCatalog()),
      keepItinerary,
      admin: staff.role === "Admin",
      values,
      errors,
    },
    { status, headers: NO_STORE },
  );
}

/** GET: the change form prefilled with the booking (or the change in progress), or why not. */
export async function counterChangeFormLoader(staff: CounterStaff, reservation: CounterReservation) {
  const context = await counterChangeContext(staff, reservation);
  if (!context.ok) return blockedPage(reservation, context.reason);
  const state = await changeState(reservation, new Date(), "staff", context.allowance);
  if (state.kind === "blocked") return blockedPage(reservation, CHANGE_BLOCK_TEXT[state.reason]);
  const catalog = await loadChangeCatalog();
  const proposed = await proposedChoice(reservation);
  const override: ChangeFormValues =
    state.kind === "ready" && state.detail.override
      ? {
          [OVERRIDE_FIELDS.total]: state.detail.override.total.toFixed(2),
          [OVERRIDE_FIELDS.reason]: state.detail.override.reason,
        }
      : {};
  const values: ChangeFormValues = {
    ...(context.keepItinerary ? {} : (itineraryFormValues(proposed.itinerary) as ChangeFormValues)),
    ...choiceFormValues(proposed.choice, catalog),
    ...override,
  };
  return formPage(staff, reservation, context.keepItinerary, values, {});
}

/**
 * POST: priced (a car held for new dates, branches or class; the override checked) → the review;
 * bad input → 422 beside the fields with the values kept; sold out → 409; blocked → 409.
 */
export async function counterChangeFormAction(
  staff: CounterStaff,
  reservation: CounterReservation,
  form: FormData,
) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : null;
  };
  const context = await counterChangeContext(staff, reservation, {
    total: text(OVERRIDE_FIELDS.total),
    reason: text(OVERRIDE_FIELDS.reason),
  });
  if (!context.ok) return blockedPage(reservation, context.reason, 409);
  const result = await proposeChange(reservation, form.entries(), {
    // Staff are not anonymous visitors: the change's hold is outside the holds cap of an address.
    clientAddress: null,
    actor: "staff",
    allowance: context.allowance,
  });
  if (result.kind === "priced") return redirect(counterChangeReviewPath(reservation.reference), 303);
  if (result.kind === "blocked") return blockedPage(reservation, CHANGE_BLOCK_TEXT[result.reason], 409);
  const values = {
    ...result.values,
    [OVERRIDE_FIELDS.total]: (text(OVERRIDE_FIELDS.total) ?? "").slice(0, 12),
    [OVERRIDE_FIELDS.reason]: (text(OVERRIDE_FIELDS.reason) ?? "").slice(0, 200),
  };
  const errors = result.kind === "hold_limit" ? { form: result.message } : result.errors;
  const status = result.kind === "invalid" ? 422 : result.kind === "soldout" ? 409 : 429;
  return formPage(staff, reservation, context.keepItinerary, values, errors, status);
}

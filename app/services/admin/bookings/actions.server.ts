/**
 * The counter's actions by intent (issue 21), for the booking page's action: each form's one
 * schema and the module that does it, given the booking the route resolved once. The answer: a
 * 303 back to the page with the status message, or the messages beside the form's fields.
 */
import { data, redirect } from "@remix-run/node";
import { withZod } from "@remix-validated-form/with-zod";
import { validationError, type ValidatorError } from "remix-validated-form";
import type { z } from "zod";
import { NO_STORE } from "../../platform/cache-control";
import { cancelByStaff } from "./cancel.server";
import {
  cancelSchema,
  COUNTER_FORM_IDS,
  intentOnlySchema,
  isCounterIntent,
  noteSchema,
  pickupSchema,
  refundSchema,
  returnSchema,
  type CounterIntent,
} from "./forms";
import { addNote } from "./note.server";
import { counterBookingPath } from "./paths";
import { pickUp } from "./pick-up.server";
import { refundByStaff } from "./refund.server";
import { resendByStaff } from "./resend.server";
import type { CounterReservation, CounterStaff } from "./reservation.server";
import type { CounterResult } from "./result";
import { retryReturnCharges, returnCar } from "./return.server";
import { COUNTER_MESSAGES as M } from "./text";
import { swapSchema } from "../swap/forms";
import { swapCar } from "../swap/swap.server";

type Checked =
  | { ok: true; run: (staff: CounterStaff, reservation: CounterReservation) => Promise<CounterResult> }
  | { ok: false; error: ValidatorError };

/** One action: its form's schema, and what it does with the input that passes it. */
function counterAction<Schema extends z.ZodTypeAny>(
  schema: Schema,
  act: (
    staff: CounterStaff,
    reservation: CounterReservation,
    input: z.output<Schema>,
  ) => Promise<CounterResult>,
): (form: FormData) => Promise<Checked> {
  const validator = withZod(schema);
  return async (form) => {
    const checked = await validator.validate(form);
    if (checked.error) return { ok: false, error: checked.error };
    return { ok: true, run: (staff, reservation) => act(staff, reservation, checked.data) };
  };
}

const COUNTER_ACTIONS: Record<CounterIntent, (form: FormData) => Promise<Checked>> = {
  "pick-up": counterAction(pickupSchema, pickUp),
  return: counterAction(returnSchema, returnCar),
  "charge-return": counterAction(intentOnlySchema, (staff, reservation) =>
    retryReturnCharges(staff, reservation),
  ),
  cancel: counterAction(cancelSchema, cancelByStaff),
  refund: counterAction(refundSchema, refundByStaff),
  note: counterAction(noteSchema, addNote),
  resend: counterAction(intentOnlySchema, (staff, reservation) => resendByStaff(staff, reservation)),
  swap: counterAction(swapSchema, swapCar),
};

/**
 * The booking page's answer to a posted form: 400 for a form that can't be read or fails its
 * schema, else the action's own answer (done: 303 back with `?done=`; refused: its status).
 */
export async function answerCounterAction(
  staff: CounterStaff,
  reservation: CounterReservation,
  form: FormData,
) {
  const intent = form.get("intent");
  if (!isCounterIntent(intent))
    return data({ message: M.formUnreadable }, { status: 400, headers: NO_STORE });
  const formId = COUNTER_FORM_IDS[intent];
  const values = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string"));
  const checked = await COUNTER_ACTIONS[intent](form);
  if (!checked.ok) return validationError({ ...checked.error, formId }, values, { status: 400 });
  const result = await checked.run(staff, reservation);
  if (result.ok) return redirect(counterBookingPath(reservation.reference, result.done), 303);
  return validationError({ fieldErrors: result.fieldErrors, formId }, values, {
    status: result.status,
    headers: NO_STORE,
  });
}

/** What a counter action answers (issue 21), and what a test may hand it besides the booking. */
import type { PaymentGateway } from "../../platform/payments/gateway.server";
import type { CounterDone } from "./text";

/** Done (the route redirects with the status message) or refused (messages beside the fields). */
export type CounterResult =
  | { ok: true; done: CounterDone }
  | { ok: false; status: 400 | 409 | 422 | 429 | 502 | 503; fieldErrors: Record<string, string> };

export const refused = (
  status: 400 | 409 | 422 | 429 | 502 | 503,
  fieldErrors: Record<string, string>,
): CounterResult => ({ ok: false, status, fieldErrors });

/** The clock and the payment gateway an action uses (tests pass their own). */
export type CounterOptions = { now?: Date; gateway?: PaymentGateway };

/**
 * Settling a priced change's money, for every flow that changes a booking's price (extend,
 * change booking): what a refund would be, a refund paid out before the change is applied (once,
 * a double submit waits for the request paying it), and the gateway's answer for a difference
 * paid by card (applied once; paid for a change given up meanwhile → refunded).
 *
 * Each flow brings its own `apply` (one conditional UPDATE of its change row inside the
 * transaction that changes the booking, ADR 0010) and its own texts.
 */
import { abandonChange, getChange, type BookingChange } from "~/models/reservations/booking-changes.server";
import { listPaymentsForReservation, type Payment } from "~/models/reservations/payments.server";
import { roundMoney } from "../platform/money";
import {
  netPaid,
  readChangeReturn,
  refundForChange,
  refundSource,
  type ChangePurpose,
} from "./payments.server";

export type RefundPlan = {
  /** What the customer gets back: the difference, at most what they have paid (and not had back). */
  amount: number;
  toCard: boolean;
  cardLast4: string | null;
};

/** How money back for a negative `difference` is paid out (shown before the customer confirms). */
export async function refundPlanFor(reservationId: string, difference: number): Promise<RefundPlan> {
  const payments = await listPaymentsForReservation(reservationId);
  const source = refundSource(payments);
  return {
    amount: roundMoney(Math.max(0, Math.min(-difference, netPaid(payments)))),
    toCard: source !== null,
    cardLast4: source?.cardLast4 ?? null,
  };
}

export type RefundThenApply<R> =
  /** This request applied it (or found it applied): `result` is the flow's own answer. */
  | { kind: "applied"; result: R }
  /** Another request was paying the refund out and has completed the change meanwhile. */
  | { kind: "completed-elsewhere" }
  | { kind: "failed"; notice: string };

/**
 * A change with nothing to pay: the refund first (when the difference is negative and something
 * was paid; once per change), then `apply(refunded)`. A double submit finds the refund being paid
 * out and waits (up to `waitMs`) for the other request to complete the change.
 */
export async function refundThenApply<R>(input: {
  change: Pick<BookingChange, "id" | "reservationId">;
  difference: number;
  purpose: ChangePurpose;
  reason: string;
  messages: { refundFailed: string; refundInProgress: string };
  apply: (refunded: number) => Promise<R>;
  now?: Date;
  waitMs?: number;
}): Promise<RefundThenApply<R>> {
  let refunded = 0;
  if (input.difference < 0) {
    const plan = await refundPlanFor(input.change.reservationId, input.difference);
    if (plan.amount > 0) {
      const refund = await refundForChange({
        change: input.change,
        purpose: input.purpose,
        amount: plan.amount,
        reason: input.reason,
        now: input.now,
      });
      if (refund.kind === "failed") return { kind: "failed", notice: input.messages.refundFailed };
      if (refund.kind === "in-progress") {
        const done = await waitForCompletion(input.change.id, input.waitMs ?? 5000);
        return done
          ? { kind: "completed-elsewhere" }
          : { kind: "failed", notice: input.messages.refundInProgress };
      }
      refunded = refund.payment.amount;
    }
  }
  return { kind: "applied", result: await input.apply(refunded) };
}

async function waitForCompletion(changeId: string, waitMs: number): Promise<boolean> {
  const until = Date.now() + waitMs;
  while (Date.now() < until) {
    const change = await getChange(changeId);
    if (change?.status === "completed") return true;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return false;
}

export type PaidChange =
  | { kind: "invalid" }
  | { kind: "retry"; reservationId: string; notice: string }
  /** Applied already (a refresh of the return page). */
  | { kind: "completed"; reservationId: string }
  /** Paid now, to apply: `giveBack` gives the change up and refunds the payment instead. */
  | {
      kind: "paid";
      reservationId: string;
      change: BookingChange;
      payment: Payment;
      giveBack: (reason: string) => Promise<void>;
    };

/**
 * The gateway's signed answer on a flow's return page, for a change of `kind` paid with
 * `purpose`: invalid (forged, another flow's), retry (declined or cancelled, with the reason),
 * completed (a repeat), or paid (the flow checks the change still fits, then applies it once).
 */
export async function readPaidChange(
  url: URL,
  purpose: ChangePurpose,
  kind: BookingChange["kind"],
  now: Date = new Date(),
): Promise<PaidChange> {
  const answer = await readChangeReturn(url, purpose, { now });
  if (answer.kind === "invalid") return { kind: "invalid" };
  const change = await getChange(answer.changeId);
  if (!change || change.kind !== kind) return { kind: "invalid" };
  const reservationId = change.reservationId;
  if (answer.kind !== "approved") return { kind: "retry", reservationId, notice: answer.notice };
  if (change.status === "completed") return { kind: "completed", reservationId };
  return {
    kind: "paid",
    reservationId,
    change,
    payment: answer.payment,
    giveBack: async (reason) => {
      await abandonChange(change.id, now);
      await refundForChange({ change, purpose, amount: answer.payment.amount, reason, now });
    },
  };
}

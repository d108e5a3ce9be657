import { listProcessingFees } from "~/models/catalog/booking-options.server";
import { loadWholeCost } from "../cost/whole-cost.server";
import { CARD_TYPE_LABELS } from "../payment/methods";
import { processingFeeAmount } from "../pricing/rules";
import { takePaymentNotice } from "../session.server";
import type { AppSession } from "../../platform/session.server";
import type { BookingState } from "./flow.server";
import { CARD_TYPES } from "./forms";
import type { StepFrame } from "./page.server";

/**
 * Step 4's data, review and pay: the whole cost, each card type with its processing fee (spec:
 * fees from the processing-fees list, none when it cannot be read), the one-time payment notice
 * and the quote just emailed, the driver, and the way to pay chosen so far.
 */
export async function loadReviewStep(session: AppSession, state: BookingState, frame: StepFrame, url: URL) {
  const [fees, cost] = await Promise.all([
    listProcessingFees(),
    loadWholeCost(frame, state.reservation.insuranceCode),
  ]);
  const subtotal = frame.breakdown.subtotal;
  const feeByCard = new Map(fees.map((fee) => [fee.cardType, fee]));
  const details = state.reservation.customerDetails;
  return {
    notice: takePaymentNotice(session),
    cost,
    quoteSentTo: url.searchParams.get("quoteSent") === "1" && details ? details.email : null,
    subtotal,
    cards: CARD_TYPES.map((cardType) => {
      const percent = feeByCard.get(cardType)?.percent ?? 0;
      const fee = processingFeeAmount(subtotal, percent);
      return { cardType, label: CARD_TYPE_LABELS[cardType], percent, fee, total: subtotal + fee };
    }),
    customer: details,
    chosen: {
      paymentMethod: state.reservation.paymentMethod ?? "credit-card",
      cardType: state.reservation.cardType ?? "",
    },
  };
}

export type ReviewStepData = Awaited<ReturnType<typeof loadReviewStep>>;

import { loadWholeCost } from "../cost/whole-cost.server";
import { loadExtrasOptions, type BookingState } from "./flow.server";
import type { StepFrame } from "./page.server";

/**
 * Step 2's data: the accessories, insurance options and shuttles on offer (with the whole cost
 * of each cover when the step frame is given) and what the reservation has chosen so far.
 */
export async function loadExtrasStep(state: BookingState, frame?: StepFrame) {
  const [options, cost] = await Promise.all([
    loadExtrasOptions(state.itinerary),
    frame ? loadWholeCost(frame, state.reservation.insuranceCode) : Promise.resolve(null),
  ]);
  return {
    cost,
    extras: options.extras.map((extra) => ({
      code: extra.code,
      name: extra.name,
      description: extra.description,
      pricing: extra.pricing,
      price: extra.price,
      cap: extra.cap,
      maxQuantity: extra.maxQuantity,
    })),
    insurance: options.insurance.map((option) => ({
      code: option.code,
      name: option.name,
      dailyPrice: option.dailyPrice,
      excess: option.excess,
      description: option.description,
    })),
    shuttles: options.shuttles.map((shuttle) => ({
      code: shuttle.code,
      name: shuttle.name,
      description: shuttle.description,
      price: shuttle.price,
    })),
    chosen: {
      extras: Object.fromEntries(state.reservation.extras.map((extra) => [extra.code, extra.quantity])),
      insuranceCode: state.reservation.insuranceCode,
      isCarbonOffset: state.reservation.isCarbonOffset,
      shuttleCode: state.reservation.shuttleCode,
    },
  };
}

export type ExtrasStepData = Awaited<ReturnType<typeof loadExtrasStep>>;

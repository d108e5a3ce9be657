import { BOOKING_STEP_TITLES } from "../text";

/**
 * The steps of /book-now/?step=N (spec section 2: step=5 is the final step). Pure, so the
 * progress bar in the browser and the guards on the server share one definition.
 */
export const BOOKING_STEPS = [
  { index: 1, title: BOOKING_STEP_TITLES.vehicle },
  { index: 2, title: BOOKING_STEP_TITLES.extras },
  { index: 3, title: BOOKING_STEP_TITLES.details },
  { index: 4, title: BOOKING_STEP_TITLES.review },
  { index: 5, title: BOOKING_STEP_TITLES.confirmation },
] as const;

export type BookingStepIndex = (typeof BOOKING_STEPS)[number]["index"];
export const FINAL_STEP: BookingStepIndex = 5;
export const PAYMENT_STEP: BookingStepIndex = 4;

export function parseStep(value: string | null): BookingStepIndex | null {
  if (value === null || !/^[1-5]$/.test(value.trim())) return null;
  return Number(value.trim()) as BookingStepIndex;
}

/** Where the booking steps live: /book-now/ for guests and customers, /business/book-now/ for Agent and Corporate. */
export const BOOK_NOW_BASE = "/book-now/";
export const BUSINESS_BOOK_NOW_BASE = "/business/book-now/";
/**
 * Where a business booking starts (the client's search) and ends: pages of the business area,
 * whose BUSINESS_PATHS (business/constants.ts) take them from here.
 */
export const BUSINESS_NEW_BOOKING_PATH = "/business/my-account/new-booking/";
export const BUSINESS_CONFIRMATION_PATH = "/business/confirmation/";
export type BookingMode = "customer" | "business";

export function bookingBase(mode: BookingMode): string {
  return mode === "business" ? BUSINESS_BOOK_NOW_BASE : BOOK_NOW_BASE;
}

/** Where a booking of this mode chooses (or chooses again) its vehicle. */
export function vehiclesPathFor(mode: BookingMode): string {
  return mode === "business" ? "/business/my-account/new-booking/" : "/vehicles/";
}

export function stepUrl(step: BookingStepIndex, query = "", base: string = BOOK_NOW_BASE): string {
  return `${base}?step=${step}${query ? `&${query}` : ""}`;
}

/**
 * The step a visitor may see when asking for `requested`: any step up to the one after the last
 * completed (stepComplete), never the final step, which only a payment reaches. A missing or
 * unknown step means "where I left off".
 */
export function allowedStep(requested: BookingStepIndex | null, stepComplete: number): BookingStepIndex {
  const next = Math.min(Math.max(stepComplete + 1, 1), PAYMENT_STEP) as BookingStepIndex;
  if (requested === null || requested === FINAL_STEP) return next;
  return requested <= next ? requested : next;
}

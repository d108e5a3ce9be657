import type { ReservationCustomerDetails } from "../schema/booking";

/** How a booking can be paid at step 4: card on the gateway's hosted page, or bank transfer. */
export const PAYMENT_METHOD_CHOICES = ["credit-card", "account2account"] as const;
export type PaymentMethodChoice = (typeof PAYMENT_METHOD_CHOICES)[number];

/**
 * The itinerary and the reservation in progress live in the server session (spec sections 3
 * and 4): the booking session module reads and writes them; a saved quote keeps them too.
 */
export type SessionItinerary = {
  pickupBranchId: number;
  dropOffBranchId: number;
  /** YYYY-MM-DD and HH:mm, New Zealand time. */
  pickupDate: string;
  pickupTime: string;
  dropOffDate: string;
  dropOffTime: string;
  /** Stored lower-case (spec section 5); empty string when none. */
  promoCode: string;
  aaNumber: string | null;
  agentId: string | null;
  clientReferenceNumber: string | null;
  /** ISO time of the last search: the itinerary expires ITINERARY_EXPIRY_HOURS later. */
  lastQueryDateTime: string;
  /** Who searched: the guard ends the booking when another user takes over the session. */
  searchedByUserId: string | null;
};

/** A promo code kept before any itinerary exists (spec section 4: "the promo is only stored"). */
export type StoredPromo = { promoCode: string; aaNumber: string | null };

export type SessionReservation = {
  /** The held reservation row, once a vehicle is chosen. */
  reservationId: string | null;
  carClassId: number | null;
  hotDealId: number | null;
  extras: { code: string; quantity: number }[];
  insuranceCode: string | null;
  isCarbonOffset: boolean;
  shuttleCode: string | null;
  customerDetails: ReservationCustomerDetails | null;
  travelReason: string;
  cardType: string | null;
  /** How the customer pays at step 4: by card on the gateway's hosted page, or bank transfer. */
  paymentMethod: PaymentMethodChoice | null;
  /** Index of the last completed booking step (spec section 3: stepComplete). */
  stepComplete: number;
  campaignName: string | null;
};

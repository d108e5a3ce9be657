import type { RateLimitPolicy } from "~/services/platform/constants";

/**
 * Failed booking look-ups (a reservation number with an email or surname that do not match, or
 * no such booking) on every page that finds a booking that way: manage, cancel and extend booking,
 * online check-in, feedback, card authorisation and the identity check. One budget across all of
 * them; a found booking gives its hits back, so only failures count. See docs/rate-limits.md.
 */
export const BOOKING_LOOKUP_LIMITS = {
  /** One browser session. */
  perSession: { limit: 10, windowSeconds: 3600 },
  /** One client address (a household, an office or a phone network may share one). */
  perClientAddress: { limit: 30, windowSeconds: 3600 },
  /** One reservation number, whoever asks: a number can be guessed at this often, from anywhere. */
  perReservation: { limit: 10, windowSeconds: 3600 },
  /** …and this often a day (a surname is easier to guess than an email). */
  perReservationDay: { limit: 20, windowSeconds: 24 * 3600 },
} as const satisfies Record<string, RateLimitPolicy>;

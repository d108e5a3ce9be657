/**
 * Claims on a car (spec sections 3 and 4): a hold taken, renewed, moved to the payment window or
 * confirmed, and a confirmed booking's later drop-off. Each runs in one transaction under the
 * class/branch lock and checks availability again (an expired hold claims its car again only when
 * one is still free); the reservations model holds the locks and the rows.
 */
import { getConfig } from "~/config.server";
import { getDb } from "~/models/db.server";
import type { DbExecutor } from "~/models/catalog/car-classes.server";
import {
  holdExpiry,
  insertHeldReservation,
  isClaiming,
  lockClass,
  paymentWindowExpiry,
  setReservationColumns,
  withLockedReservation,
  type DropOffChangeResult,
  type HoldInput,
  type HoldLimited,
  type HoldResult,
  type Reservation,
  type ReservationChangeResult,
} from "~/models/reservations/reservations.server";
import {
  liveHoldsOfSession,
  liveUnpaidHoldExpiries,
  lockHolder,
  releaseHoldsOfSession,
} from "~/models/reservations/hold-limits.server";
import type { PriceBreakdown } from "~/models/schema";
import { HOLDS_PER_CLIENT_ADDRESS } from "../constants";
import { clientAddressKey } from "../../platform/client-address.server";
import { availabilityOfClass, isBookable } from "./availability.server";

/**
 * Whether a car of the reservation's class is still free at its pick-up branch for `period` (by
 * default its own period; a later drop-off asks only for the added time), not counting the
 * reservation itself.
 */
async function stillBookable(
  tx: DbExecutor,
  reservation: Reservation,
  now: Date,
  period: { pickupAt: Date; dropOffAt: Date } = reservation,
): Promise<boolean> {
  const availability = await availabilityOfClass(
    {
      pickupBranchId: reservation.pickupBranchId,
      carClassId: reservation.carClassId,
      pickupAt: period.pickupAt,
      dropOffAt: period.dropOffAt,
      now,
      excludeReservationId: reservation.id,
    },
    tx,
  );
  return availability !== null && isBookable(availability.status);
}

/** The address whose holds are capped: a client address not exempt by the configuration, or null. */
function cappedAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  const exempt = getConfig().holdLimitExemptAddresses.map(clientAddressKey);
  return exempt.includes(address) ? null : address;
}

/** A hold_limit refusal whose first hold in the way ends at expiries[0]. */
function limited(rule: HoldLimited["rule"], expiries: Date[], now: Date): HoldLimited {
  const seconds = Math.ceil(((expiries[0]?.getTime() ?? now.getTime()) - now.getTime()) / 1000);
  return {
    ok: false,
    reason: "hold_limit",
    rule,
    limit: HOLDS_PER_CLIENT_ADDRESS,
    retryAfterSeconds: Math.max(1, seconds),
  };
}

/** Whether a live hold is for the same car and trip as `input` (a double submit of one choice). */
function sameHold(hold: Reservation, input: HoldInput): boolean {
  return (
    hold.carClassId === input.carClassId &&
    hold.pickupBranchId === input.pickupBranchId &&
    hold.dropOffBranchId === input.dropOffBranchId &&
    hold.pickupAt.getTime() === input.pickupAt.getTime() &&
    hold.dropOffAt.getTime() === input.dropOffAt.getTime() &&
    (hold.hotDealId ?? null) === (input.hotDealId ?? null)
  );
}

/**
 * Claims a car of the class at the pick-up branch for the period: inside one transaction it takes
 * the class/branch lock, counts availability again and inserts a `held` reservation that expires
 * BOOKING_TIMEOUT_SECONDS from now. When no car is left (or the class is closed, invisible or not
 * kept at the branch) it inserts nothing and answers soldout.
 *
 * The holds cap (docs/booking.md), checked in the same transaction under a lock per client address
 * and per session (taken before the class lock, always in that order), so parallel requests cannot
 * pass it: a new hold from a session replaces the session's earlier holds (a second request for the
 * same car and trip gets the hold the first one took); a client address (unless exempt) that already
 * has HOLDS_PER_CLIENT_ADDRESS unpaid claims that have not expired, or that holds a car of the class
 * and asks for its last free one, gets hold_limit with the seconds until the first of those ends.
 */
export async function holdVehicle(input: HoldInput): Promise<HoldResult> {
  // excludeReservationId: a booking's change of itinerary (changes/change/hold.server.ts), whose
  // own car counts as free to the hold; the booking keeps claiming it until the change commits.
  if (!(input.dropOffAt.getTime() > input.pickupAt.getTime())) {
    throw new RangeError("holdVehicle: the drop-off must be after the pick-up");
  }
  const now = input.now ?? new Date();
  const address = cappedAddress(input.clientAddress);
  const db = await getDb();
  return db.transaction(async (tx): Promise<HoldResult> => {
    if (address) await lockHolder(tx, "address", address);
    if (input.sessionKey) {
      await lockHolder(tx, "session", input.sessionKey);
      const same = (await liveHoldsOfSession(tx, input.sessionKey, now)).find((hold) =>
        sameHold(hold, input),
      );
      await releaseHoldsOfSession(tx, input.sessionKey, now, same?.id ?? null);
      if (same) return { ok: true, reservation: same };
    }
    if (address) {
      const expiries = await liveUnpaidHoldExpiries(tx, address, now);
      if (expiries.length >= HOLDS_PER_CLIENT_ADDRESS) return limited("address", expiries, now);
    }
    await lockClass(tx, input.pickupBranchId, input.carClassId);
    const availability = await availabilityOfClass(
      {
        pickupBranchId: input.pickupBranchId,
        carClassId: input.carClassId,
        pickupAt: input.pickupAt,
        dropOffAt: input.dropOffAt,
        now,
        excludeReservationId: input.excludeReservationId ?? undefined,
      },
      tx,
    );
    if (!availability || !isBookable(availability.status)) return { ok: false, reason: "soldout" };
    if (address && availability.available <= 1) {
      const ofClass = await liveUnpaidHoldExpiries(tx, address, now, { of: input });
      if (ofClass.length > 0) return limited("last-car", ofClass, now);
    }

    return { ok: true, reservation: await insertHeldReservation(tx, input, now) };
  });
}

/**
 * Runs `change` on a reservation under its class/branch lock and a row lock, after making sure it
 * still claims its car: a held reservation whose hold has expired claims it again only if a car is
 * still free (otherwise soldout, and the reservation is left as it was). With `capped`, a lapsed
 * hold is claimed again only within its address's holds cap (hold_limit otherwise), so letting
 * holds lapse and renewing them later never takes more cars than the cap.
 */
async function withClaim(
  id: string,
  now: Date,
  change: (tx: DbExecutor, reservation: Reservation) => Promise<Reservation>,
  options: { capped?: boolean } = {},
): Promise<ReservationChangeResult> {
  const lockFirst = options.capped
    ? async (tx: DbExecutor, found: { clientAddress: string | null }) => {
        const address = cappedAddress(found.clientAddress);
        if (address) await lockHolder(tx, "address", address);
      }
    : undefined;
  return withLockedReservation(
    id,
    async (tx, reservation): Promise<ReservationChangeResult> => {
      if (reservation.status === "cancelled") return { ok: false, reason: "cancelled" };
      if (!isClaiming(reservation, now)) {
        const address = options.capped ? cappedAddress(reservation.clientAddress) : null;
        if (address) {
          const expiries = await liveUnpaidHoldExpiries(tx, address, now, { excludeId: id });
          if (expiries.length >= HOLDS_PER_CLIENT_ADDRESS) return limited("address", expiries, now);
        }
        if (!(await stillBookable(tx, reservation, now))) return { ok: false, reason: "soldout" };
      }
      return { ok: true, reservation: await change(tx, reservation) };
    },
    lockFirst,
  );
}

/**
 * Renews a hold for another BOOKING_TIMEOUT_SECONDS. An expired hold is renewed only when a car
 * is still free. Payment-pending and confirmed reservations are returned unchanged.
 */
export async function extendHold(id: string, options: { now?: Date } = {}): Promise<ReservationChangeResult> {
  const now = options.now ?? new Date();
  return withClaim(
    id,
    now,
    async (tx, reservation) =>
      reservation.status === "held"
        ? setReservationColumns(tx, id, { holdExpiresAt: holdExpiry(now), updatedAt: now })
        : reservation,
    { capped: true },
  );
}

/**
 * Moves a held reservation to payment_pending before the customer goes to the payment gateway.
 * The car stays claimed for the payment window (PAYMENT_WINDOW_SECONDS, kept in hold_expires_at);
 * starting the payment again renews the window. An expired hold or window is re-checked first.
 * Confirmed reservations are returned unchanged.
 */
export async function markPaymentPending(
  id: string,
  options: { now?: Date } = {},
): Promise<ReservationChangeResult> {
  const now = options.now ?? new Date();
  return withClaim(
    id,
    now,
    async (tx, reservation) =>
      reservation.status === "held" || reservation.status === "payment_pending"
        ? setReservationColumns(tx, id, {
            status: "payment_pending",
            holdExpiresAt: paymentWindowExpiry(now),
            updatedAt: now,
          })
        : reservation,
    { capped: true },
  );
}

/**
 * Confirms a reservation (held or payment pending). Idempotent: confirming a confirmed
 * reservation returns it unchanged. An expired hold is confirmed only when a car is still free.
 */
export async function confirmReservation(
  id: string,
  options: { now?: Date; language?: string } = {},
): Promise<ReservationChangeResult> {
  const now = options.now ?? new Date();
  return withClaim(id, now, async (tx, reservation) =>
    reservation.status === "confirmed"
      ? reservation
      : setReservationColumns(tx, id, {
          ...(options.language === undefined ? {} : { language: options.language }),
          status: "confirmed",
          holdExpiresAt: null,
          confirmedAt: now,
          updatedAt: now,
        }),
  );
}

/**
 * Moves a confirmed reservation's drop-off from `expectedDropOffAt` to `dropOffAt` with its new
 * price, inside one transaction under the class/branch lock: a later drop-off needs a car free for
 * the added period (not counting the reservation itself); then `claim(tx)` must answer true (the
 * caller completes its booking change in the same transaction, so exactly one caller applies it).
 */
export async function changeConfirmedDropOff(
  id: string,
  input: { expectedDropOffAt: Date; dropOffAt: Date; priceBreakdown: PriceBreakdown; now?: Date },
  claim: (tx: DbExecutor) => Promise<boolean>,
): Promise<DropOffChangeResult> {
  const now = input.now ?? new Date();
  return withLockedReservation(id, async (tx, reservation): Promise<DropOffChangeResult> => {
    if (
      reservation.status !== "confirmed" ||
      reservation.dropOffAt.getTime() !== input.expectedDropOffAt.getTime()
    ) {
      return { ok: false, reason: "changed" };
    }
    // Only the added period needs a free car: the reservation already holds its own.
    const added = { pickupAt: reservation.dropOffAt, dropOffAt: input.dropOffAt };
    if (
      input.dropOffAt.getTime() > reservation.dropOffAt.getTime() &&
      !(await stillBookable(tx, reservation, now, added))
    ) {
      return { ok: false, reason: "soldout" };
    }
    if (!(await claim(tx))) return { ok: false, reason: "claimed" };
    const updated = await setReservationColumns(tx, id, {
      dropOffAt: input.dropOffAt,
      priceBreakdown: input.priceBreakdown,
      total: input.priceBreakdown.total,
      updatedAt: now,
    });
    return { ok: true, reservation: updated, previousDropOffAt: reservation.dropOffAt };
  });
}

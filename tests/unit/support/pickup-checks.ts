import { authorisePayment, createPayment } from "~/models/reservations/payments.server";
import { finishCounterBond, startCounterBond } from "~/services/admin/bookings/bond.server";
import type { CounterReservation, CounterStaff } from "~/services/admin/bookings/reservation.server";
import { getReservation } from "~/models/reservations/reservations.server";
import { coverBondAmount } from "~/services/changes/payments.server";
import { getPaymentGateway } from "~/services/platform/payments/gateway.server";
import { SANDBOX_CARDS } from "~/services/platform/payments/sandbox-cards";
import type { createSandboxGateway } from "~/services/platform/payments/sandbox.server";

/**
 * The pick-up's checks in unit tests (issue 32): a driver's licence that passes every rule, and
 * the bond held on a card through the sandbox gateway's hosted page, as staff do at the counter.
 */

export const APPROVED_CARD = SANDBOX_CARDS.approve.replace(/\s/g, "");
export const DECLINED_CARD = Object.keys(SANDBOX_CARDS.declines)[0];

/** A licence valid for years, of a driver well over the age, as typed in the pick-up form. */
export const LICENCE_FIELDS = {
  name: "Aroha Ngata",
  dateOfBirth: "14-03-1988",
  licenceNumber: "DL123456",
  licenceCountry: "New Zealand",
  licenceExpiry: "01-01-2040",
};

/** The pick-up form's fields (as posted) of driver `index`'s licence. */
export function licenceForm(
  index = 0,
  overrides: Partial<
    Record<"name" | "dateOfBirth" | "licenceNumber" | "licenceCountry" | "licenceExpiry", string>
  > = {},
): Record<string, string> {
  const values = { ...LICENCE_FIELDS, ...overrides };
  return Object.fromEntries(
    Object.entries(values).map(([field, value]) => [`drivers[${index}].${field}`, value]),
  );
}

/** The same licence as the parsed schema gives it (dates YYYY-MM-DD). */
export const GOOD_LICENCE = {
  name: "Aroha Ngata",
  dateOfBirth: "1988-03-14",
  licenceNumber: "DL123456",
  licenceCountry: "New Zealand",
  licenceExpiry: "2040-01-01",
};

const sandbox = () => getPaymentGateway() as ReturnType<typeof createSandboxGateway>;

/** Follows the hosted page like the renter at the counter: pays with `card`, back to the bond page. */
export function payOnGateway(redirectTo: string, card: string): URL {
  const token = new URL(redirectTo, "http://localhost").searchParams.get("session");
  const checkout = sandbox().openCheckout(token);
  if (!checkout) throw new Error("no checkout");
  return new URL(sandbox().complete(checkout, { number: card }));
}

/** Holds the booking's bond at the counter (the gateway's page, an approved card); the status it ends with. */
export async function holdBondAtCounter(
  staff: CounterStaff,
  reservation: CounterReservation,
  card: string = APPROVED_CARD,
) {
  const start = await startCounterBond(staff, reservation, { returnOrigin: "http://localhost:3000" });
  if (start.kind !== "gateway") return start.done;
  return finishCounterBond(staff, reservation, payOnGateway(start.redirectTo, card));
}

/**
 * The bond as online check-in leaves it: held (authorised) on the card ending 4242, through the
 * sandbox gateway, of the booking's cover's bond. The counter then holds nothing more.
 */
export async function bondHeldAtCheckIn(reservationId: string) {
  const reservation = await getReservation(reservationId);
  const amount = await coverBondAmount(reservation?.insuranceCode ?? null);
  const { payment } = await createPayment({
    reservationId,
    method: "credit-card",
    amount,
    purpose: "bond",
    idempotencyKey: `check-in-test:${reservationId}:bond`,
  });
  return authorisePayment(payment.id, { providerReference: `sbx_bond_${payment.id}`, cardLast4: "4242" });
}

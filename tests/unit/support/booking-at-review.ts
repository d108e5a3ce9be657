import type { LoaderFunctionArgs } from "@remix-run/node";
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { clearCatalogCache } from "~/models/catalog/catalog-cache.server";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { getCarClassByCode } from "~/models/catalog/car-classes.server";
import { TIME_ZONE } from "~/models/constants";
import { getDb } from "~/models/db.server";
import { updateReservation } from "~/models/reservations/reservations.server";
import { vehicles } from "~/models/schema";
import { holdVehicle } from "~/services/booking/availability/claims.server";
import { priceBooking } from "~/services/booking/pricing/booking.server";
import { itineraryInstants } from "~/services/booking/search/results.server";
import {
  resetReservation,
  setItinerary,
  setReservation,
  type SessionItinerary,
  type SessionReservation,
} from "~/services/booking/session.server";
import { getPaymentGateway } from "~/services/platform/payments/gateway.server";
import { SANDBOX_CARDS } from "~/services/platform/payments/sandbox-cards";
import type { createSandboxGateway } from "~/services/platform/payments/sandbox.server";
import { commitSession, getSessionStorage, type AppSession } from "~/services/platform/session.server";
import { routeResponse } from "./route-response";

/**
 * A booking as the steps leave it before payment, for the tests of paying (booking-payment,
 * mail-delivery): a held car of a class IVC keeps for the test alone, the customer's details and
 * the priced total saved, and the session that carries it.
 */

dayjs.extend(utc);
dayjs.extend(timezone);

export const sandbox = () => getPaymentGateway() as ReturnType<typeof createSandboxGateway>;
export const APPROVE = SANDBOX_CARDS.approve.replace(/\s/g, "");
export const nzDate = (days: number) => dayjs().tz(TIME_ZONE).add(days, "day").format("YYYY-MM-DD");

/** Gives IVC exactly `n` cars of a class it does not otherwise keep: every test its own class. */
export async function stock(classCode: string, n: number) {
  const branch = await getBranchByCode("IVC");
  const carClass = await getCarClassByCode(classCode);
  if (!branch || !carClass) throw new Error(`seed missing IVC ${classCode}`);
  const db = await getDb();
  await db.insert(vehicles).values(
    Array.from({ length: n }, (_, k) => ({
      fleetNumber: `PAY-${classCode}-${k + 1}`,
      registration: `ZP${classCode}${k + 1}`.slice(0, 8),
      branchId: branch.id,
      carClassId: carClass.carClassId,
    })),
  );
  clearCatalogCache();
  return { branchId: branch.id, carClassId: carClass.carClassId };
}

export type Booking = {
  itinerary: SessionItinerary;
  reservation: SessionReservation & { reservationId: string };
  email: string;
  carClassId: number;
  now: Date;
};

/** A booking as step 4 leaves it: a held car, the customer's details and the priced total saved. */
export async function bookingAtReview(
  classCode: string,
  options: {
    cars?: number;
    paymentMethod?: "credit-card" | "account2account";
    cardType?: string | null;
    now?: Date;
  } = {},
): Promise<Booking> {
  const now = options.now ?? new Date();
  const { branchId, carClassId } = await stock(classCode, options.cars ?? 1);
  const itinerary: SessionItinerary = {
    pickupBranchId: branchId,
    dropOffBranchId: branchId,
    pickupDate: nzDate(40),
    pickupTime: "10:00",
    dropOffDate: nzDate(44),
    dropOffTime: "10:00",
    promoCode: "",
    aaNumber: null,
    agentId: null,
    clientReferenceNumber: null,
    lastQueryDateTime: now.toISOString(),
    searchedByUserId: null,
  };
  const { pickupAt, dropOffAt } = itineraryInstants(itinerary);
  const held = await holdVehicle({
    carClassId,
    pickupBranchId: branchId,
    dropOffBranchId: branchId,
    pickupAt,
    dropOffAt,
    now,
  });
  if (!held.ok) throw new Error("expected a hold");
  const email = `driver-${classCode.toLowerCase()}@example.co.nz`;
  const customerDetails = {
    firstName: "Aroha",
    lastName: "Ngata",
    email,
    phone: "021 555 0101",
    // The driver step stores the country's code.
    country: "NZ",
    travelReason: "Leisure",
    flightNumber: "NZ123",
  };
  const paymentMethod = options.paymentMethod ?? "credit-card";
  const reservation = {
    ...resetReservation(),
    reservationId: held.reservation.id,
    carClassId,
    customerDetails,
    paymentMethod,
    cardType:
      paymentMethod === "credit-card" ? (options.cardType === undefined ? "visa" : options.cardType) : null,
    stepComplete: 4,
  };
  const priced = await priceBooking(itinerary, reservation);
  if (!priced) throw new Error("expected a price");
  await updateReservation(held.reservation.id, {
    customerDetails,
    priceBreakdown: priced.breakdown,
    stepComplete: 4,
  });
  return { itinerary, reservation, email, carClassId, now };
}

/** What the sandbox's hosted page sends back after the payer used `card`. */
export function payOnGateway(redirectTo: string, card = APPROVE): URL {
  const token = new URL(redirectTo, "http://localhost").searchParams.get("session");
  const checkout = sandbox().openCheckout(token);
  if (!checkout) throw new Error("expected a hosted checkout");
  return new URL(sandbox().complete(checkout, { number: card }));
}

export async function sessionWith(booking: Booking): Promise<AppSession> {
  const session = await getSessionStorage().getSession();
  setItinerary(session, booking.itinerary);
  setReservation(session, booking.reservation);
  return session;
}

export async function cookieFor(session: AppSession): Promise<string> {
  return (await commitSession(session)).split(";")[0];
}

type Loader = (args: LoaderFunctionArgs) => unknown;

/** Calls a route's loader as Remix would, with the session's cookie. */
export const callLoader = (loader: Loader, url: string, cookie = "") =>
  routeResponse(
    loader({
      request: new Request(url, { headers: cookie ? { Cookie: cookie } : {} }),
      params: {},
      context: {},
    }),
  );

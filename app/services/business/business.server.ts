import { redirect } from "@remix-run/node";
import { getInsuranceOption } from "~/models/catalog/booking-options.server";
import { listBranches } from "~/models/catalog/branches.server";
import {
  listPaymentsForReservations,
  updateBusinessAccount,
  type PaymentRow,
} from "~/models/accounts/business.server";
import { getCarClassById } from "~/models/catalog/car-classes.server";
import { listReservationsOfAgent, type Reservation } from "~/models/reservations/reservations.server";
import { getBusinessAccount, type BusinessAccount } from "~/models/accounts/users.server";
import {
  findUserByToken,
  signIn,
  type AccountUser,
  type AuthOptions,
  type RateLimitedFailure,
} from "../accounts/auth.server";
import {
  getItinerary,
  itineraryExpiry,
  setItinerary,
  type SessionItinerary,
} from "../booking/session.server";
import { REDIRECT_TO_PARAM } from "../accounts/constants";
import { ALL_INCLUSIVE_INSURANCE_CODE, BUSINESS_PATHS, BUSINESS_REPORT_MONTHS } from "./constants";
import { formatNzTime, inNewZealand } from "../platform/dates";
import { runSearch } from "../booking/search/itinerary-search.server";
import { SIGN_IN_FAILED } from "../accounts/text";
import { BUSINESS_MESSAGES } from "./text";
import { roundMoney } from "../platform/money";
import type { PriceLine } from "../booking/pricing/rules";
import { requireBusinessUser, type GuardedSession } from "../accounts/roles.server";
import { safeRedirectPath } from "../platform/routing";
import {
  searchVehicles,
  toQuotedCard,
  type QuotedVehicleCard,
  type VehicleResult,
} from "../booking/search/results.server";
import { cardPrice, withDailyCover, type CardPrice } from "../booking/search/card-price";
import type { SearchFormInput } from "../booking/search/form";
import type { AppSession } from "../platform/session.server";
import { getSessionUser, type SessionUser } from "../accounts/user-session.server";
import { isValidPhone } from "../platform/validators";
import { csvResponse, toCsv } from "../platform/csv";

/**
 * The business area of Agent and Corporate users (spec sections 2, 4 and 6): sign-in, the
 * account's bookings (all reservations booked under its agent id), invoices, reports, the agent
 * details. The role checks are roles.server.ts's requireBusinessUser (Guest → /business/sign-in/,
 * customer → 404 Unauthorized) in every loader and action.
 */

/* ---- Sign-in ---- */

export type BusinessSignInResult =
  | { ok: true; user: AccountUser }
  | { ok: false; reason: "customer" | "invalid-credentials" | "unverified"; message: string }
  | RateLimitedFailure;

/**
 * /business/sign-in/: the customer sign-in's checks (rate limits, one message for any failure),
 * then only Agent and Corporate accounts get in; a customer is sent to /sign-in/.
 */
export async function businessSignIn(
  email: string,
  password: string,
  options: AuthOptions = {},
): Promise<BusinessSignInResult> {
  const result = await signIn(email, password, options);
  if (!result.ok) return result;
  if (result.user.userType === "Customer")
    return { ok: false, reason: "customer", message: BUSINESS_MESSAGES.customerAccount };
  if (result.user.userType !== "Agent" && result.user.userType !== "Corporate") {
    return { ok: false, reason: "invalid-credentials", message: SIGN_IN_FAILED };
  }
  return { ok: true, user: result.user };
}

/** Where a business sign-in goes: a same-site ?redirectTo under /business, else the dashboard. */
export function businessSignInDestination(url: URL | string): string {
  const value = new URL(url, "http://localhost").searchParams.get(REDIRECT_TO_PARAM);
  const safe = safeRedirectPath(value, BUSINESS_PATHS.myAccount);
  return safe.startsWith("/business/") ? safe : BUSINESS_PATHS.myAccount;
}

/* ---- The signed-in business user ---- */

export type BusinessContext = GuardedSession & {
  account: BusinessAccount | null;
  /** The id the account's bookings carry (reservations.agent_id); null when the account has none. */
  agentId: string | null;
  /** Agency (agents) or company (corporate) name, else the user's name. */
  accountName: string;
  isAllInclusive: boolean;
};

export function accountNameOf(
  user: Pick<SessionUser, "firstName" | "lastName">,
  account: BusinessAccount | null,
): string {
  return account?.agencyName || account?.companyName || `${user.firstName} ${user.lastName}`.trim();
}

/** For every business loader and action: the role check, then the business account. */
export async function requireBusinessContext(
  request: Request,
  now: Date = new Date(),
): Promise<BusinessContext> {
  const guarded = await requireBusinessUser(request, now);
  const account = await getBusinessAccount(guarded.user.userId);
  return {
    ...guarded,
    account,
    agentId: account?.agentId ?? null,
    accountName: accountNameOf(guarded.user, account),
    isAllInclusive: account?.isAllInclusive ?? false,
  };
}

/**
 * Saving needs the signed-in token (spec: "save needs the token"): present, unexpired, and still
 * live in the token table (not revoked by a sign-out elsewhere). Otherwise back to sign-in.
 */
export async function hasLiveToken(session: AppSession, now: Date = new Date()): Promise<boolean> {
  const user = getSessionUser(session, now);
  if (!user?.token || new Date(user.tokenExpiresAt).getTime() <= now.getTime()) return false;
  const owner = await findUserByToken(user.token, now);
  return owner?.id === user.userId;
}

export function signInAgain(returnTo: string): Response {
  return redirect(`${BUSINESS_PATHS.signIn}?${REDIRECT_TO_PARAM}=${encodeURIComponent(returnTo)}`);
}

/* ---- Agent details ---- */

export type AgentDetailsView = {
  accountName: string;
  userType: string;
  email: string;
  agentId: string | null;
  isAllInclusive: boolean;
  contactPhone: string;
};

/** The agent details (spec section 7 agent/details, and /business/my-account/profile/). */
export function agentDetailsOf(
  user: Pick<SessionUser, "firstName" | "lastName" | "email" | "userType">,
  account: BusinessAccount | null,
): AgentDetailsView {
  return {
    accountName: accountNameOf(user, account),
    userType: user.userType,
    email: user.email,
    agentId: account?.agentId ?? null,
    isAllInclusive: account?.isAllInclusive ?? false,
    contactPhone: account?.contactPhone ?? "",
  };
}

export type AgentDetailsInput = { accountName: string; contactPhone: string };
export type AgentDetailsErrors = Partial<Record<keyof AgentDetailsInput, string>>;

export function agentDetailsProblems(input: AgentDetailsInput): AgentDetailsErrors {
  const errors: AgentDetailsErrors = {};
  const name = input.accountName.trim();
  if (!name) errors.accountName = BUSINESS_MESSAGES.agencyNameRequired;
  else if (name.length > 100) errors.accountName = BUSINESS_MESSAGES.agencyNameTooLong;
  if (!isValidPhone(input.contactPhone.trim()) || !input.contactPhone.trim())
    errors.contactPhone = BUSINESS_MESSAGES.contactPhoneInvalid;
  return errors;
}

/** Saves the agency (or company) name and the contact phone; agent id and all-inclusive stay GO's to set. */
export async function saveAgentDetails(
  userId: string,
  userType: string,
  input: AgentDetailsInput,
): Promise<BusinessAccount | null> {
  const name = input.accountName.trim();
  return updateBusinessAccount(userId, {
    ...(userType === "Corporate" ? { companyName: name } : { agencyName: name }),
    contactPhone: input.contactPhone.trim(),
  });
}

/* ---- The account's bookings ---- */

export type BookingRow = {
  reference: string;
  status: Reservation["status"];
  statusLabel: string;
  clientName: string;
  clientReference: string;
  pickupBranch: string;
  dropOffBranch: string;
  /** "Mon 12 Apr 2027, 10:00 AM", New Zealand time. */
  pickupAt: string;
  pickupDateTime: string;
  dropOffAt: string;
  total: number;
  currency: string;
};

const STATUS_LABELS: Record<Reservation["status"], string> = {
  held: "In progress",
  payment_pending: "Awaiting payment",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
};

export function statusLabel(status: Reservation["status"]): string {
  return STATUS_LABELS[status];
}

function nzDateTime(at: Date): string {
  return `${inNewZealand(at).format("ddd D MMM YYYY")}, ${formatNzTime(at)}`;
}

function clientNameOf(reservation: Pick<Reservation, "customerDetails">): string {
  const details = reservation.customerDetails;
  return details ? `${details.firstName} ${details.lastName}`.trim() : "";
}

/** Bookings the agency made: confirmed or cancelled (a hold or a payment in progress is not a booking yet). */
export function isAgencyBooking(reservation: Pick<Reservation, "status">): boolean {
  return reservation.status === "confirmed" || reservation.status === "cancelled";
}

/**
 * Manage-booking search: a reservation matches when the query (trimmed, any case) is part of
 * its reservation number, its client's name ("first last") or its client reference. An empty
 * query matches everything.
 */
export function matchesBookingQuery(
  reservation: Pick<Reservation, "reference" | "customerDetails" | "clientReferenceNumber">,
  query: string,
): boolean {
  const wanted = query.trim().toLowerCase().replace(/\s+/g, " ");
  if (!wanted) return true;
  return [reservation.reference, clientNameOf(reservation), reservation.clientReferenceNumber ?? ""].some(
    (value) => value.toLowerCase().includes(wanted),
  );
}

async function branchNames(): Promise<Map<number, string>> {
  return new Map((await listBranches()).map((branch) => [branch.id, branch.name]));
}

function toRow(reservation: Reservation, names: Map<number, string>): BookingRow {
  return {
    reference: reservation.reference,
    status: reservation.status,
    statusLabel: statusLabel(reservation.status),
    clientName: clientNameOf(reservation),
    clientReference: reservation.clientReferenceNumber ?? "",
    pickupBranch: names.get(reservation.pickupBranchId) ?? "",
    dropOffBranch: names.get(reservation.dropOffBranchId) ?? "",
    pickupAt: nzDateTime(reservation.pickupAt),
    pickupDateTime: reservation.pickupAt.toISOString(),
    dropOffAt: nzDateTime(reservation.dropOffAt),
    total: reservation.total,
    currency: reservation.currency,
  };
}

/** The agency's bookings (confirmed and cancelled), newest pick-up first, filtered by the query. */
export async function listAgencyBookings(
  agentId: string | null,
  query = "",
  limit?: number,
): Promise<BookingRow[]> {
  if (!agentId) return [];
  const [reservations, names] = await Promise.all([listReservationsOfAgent(agentId), branchNames()]);
  const rows = reservations
    .filter(isAgencyBooking)
    .filter((reservation) => matchesBookingQuery(reservation, query))
    .map((reservation) => toRow(reservation, names));
  return limit === undefined ? rows : rows.slice(0, limit);
}

/** Most recently booked first (the dashboard). */
export async function recentAgencyBookings(agentId: string | null, limit: number): Promise<BookingRow[]> {
  if (!agentId) return [];
  const [reservations, names] = await Promise.all([listReservationsOfAgent(agentId), branchNames()]);
  return reservations
    .filter(isAgencyBooking)
    .sort((a, b) => (b.confirmedAt ?? b.createdAt).getTime() - (a.confirmedAt ?? a.createdAt).getTime())
    .slice(0, limit)
    .map((reservation) => toRow(reservation, names));
}

/* ---- Invoices ---- */

export type Invoice = {
  /** "INV-GO1234567": one invoice per booking, numbered after it. */
  number: string;
  reference: string;
  /** ISO instant and NZ date the booking was confirmed (the invoice date). */
  issuedAt: string;
  issuedOn: string;
  clientName: string;
  clientReference: string;
  pickupAt: string;
  dropOffAt: string;
  pickupBranch: string;
  dropOffBranch: string;
  vehicle: string;
  lines: { label: string; amount: number }[];
  total: number;
  currency: string;
  /** How it is paid: "Charged to agency account", "Paid by card", "Bank transfer". */
  paymentLabel: string;
  /** "Due" for on-account and unpaid bank transfers, "Paid" for approved cards and transfers. */
  paymentStatus: "Paid" | "Due";
};

/** The payment that settles a booking: on account, an approved card, or the bank transfer. */
export function settlingPayment(all: readonly PaymentRow[]): PaymentRow | null {
  // The booking's own payment settles the invoice (not a later extension or check-in payment).
  const payments = all.filter((payment) => payment.purpose === "booking");
  return (
    payments.find((payment) => payment.method === "on-account" && payment.status === "approved") ??
    payments.find((payment) => payment.method === "credit-card" && payment.status === "approved") ??
    payments.find((payment) => payment.method === "account2account" && payment.status !== "cancelled") ??
    null
  );
}

function paymentText(payment: PaymentRow | null): { label: string; status: Invoice["paymentStatus"] } {
  if (!payment) return { label: BUSINESS_MESSAGES.onAccountLabel, status: "Due" };
  if (payment.method === "on-account") return { label: BUSINESS_MESSAGES.onAccountLabel, status: "Due" };
  if (payment.method === "credit-card") return { label: "Paid by card", status: "Paid" };
  return { label: "Bank transfer", status: payment.status === "approved" ? "Paid" : "Due" };
}

export type InvoiceContext = { branchNames: Map<number, string>; vehicleNames: Map<number, string> };

/**
 * One invoice per confirmed booking (spec: "one per completed or paid booking"): a cancelled
 * booking has none, nor does a hold. Newest first. The lines are the booking's own price lines.
 */
export function invoicesFor(
  reservations: readonly Reservation[],
  payments: readonly PaymentRow[],
  context: InvoiceContext,
): Invoice[] {
  const byReservation = new Map<string, PaymentRow[]>();
  for (const payment of payments)
    byReservation.set(payment.reservationId, [...(byReservation.get(payment.reservationId) ?? []), payment]);
  return reservations
    .filter((reservation) => reservation.status === "confirmed")
    .sort((a, b) => (b.confirmedAt ?? b.createdAt).getTime() - (a.confirmedAt ?? a.createdAt).getTime())
    .map((reservation) => {
      const issued = reservation.confirmedAt ?? reservation.createdAt;
      const payment = paymentText(settlingPayment(byReservation.get(reservation.id) ?? []));
      const lines: PriceLine[] = reservation.priceBreakdown?.lines ?? [];
      return {
        number: `INV-${reservation.reference}`,
        reference: reservation.reference,
        issuedAt: issued.toISOString(),
        issuedOn: inNewZealand(issued).format("D MMM YYYY"),
        clientName: clientNameOf(reservation),
        clientReference: reservation.clientReferenceNumber ?? "",
        pickupAt: nzDateTime(reservation.pickupAt),
        dropOffAt: nzDateTime(reservation.dropOffAt),
        pickupBranch: context.branchNames.get(reservation.pickupBranchId) ?? "",
        dropOffBranch: context.branchNames.get(reservation.dropOffBranchId) ?? "",
        vehicle: context.vehicleNames.get(reservation.carClassId) ?? "",
        lines: lines.map((line) => ({ label: line.label, amount: line.amount })),
        total: roundMoney(reservation.total),
        currency: reservation.currency,
        paymentLabel: payment.label,
        paymentStatus: payment.status,
      };
    });
}

/** The invoices of an agency, newest first. */
export async function listAgencyInvoices(agentId: string | null): Promise<Invoice[]> {
  if (!agentId) return [];
  const reservations = (await listReservationsOfAgent(agentId)).filter(
    (reservation) => reservation.status === "confirmed",
  );
  const classIds = [...new Set(reservations.map((reservation) => reservation.carClassId))];
  const [payments, names, classes] = await Promise.all([
    listPaymentsForReservations(reservations.map((reservation) => reservation.id)),
    branchNames(),
    Promise.all(classIds.map((id) => getCarClassById(id))),
  ]);
  const vehicleNames = new Map(
    classes.filter((row) => row !== null).map((row) => [row.carClassId, row.name]),
  );
  return invoicesFor(reservations, payments, { branchNames: names, vehicleNames });
}

/** "GO1234567" (any case, spaces ignored) or null. */
export function parseInvoiceParam(value: string | null): string | null {
  const reference = (value ?? "").replace(/\s+/g, "").toUpperCase().replace(/^INV-/, "");
  return /^GO\d{7}$/.test(reference) ? reference : null;
}

/* ---- Reports ---- */

export type MonthReport = {
  /** "2026-11" */
  month: string;
  /** "Nov 2026" */
  label: string;
  bookings: number;
  revenue: number;
};

/**
 * Confirmed bookings and their revenue (the booking totals) per month of confirmation, New
 * Zealand time, for the `months` months up to and including the month of `now`, oldest first.
 * Months without bookings are there with zeros; cancelled bookings and holds are not counted.
 */
export function monthlyReport(
  reservations: readonly Pick<Reservation, "status" | "confirmedAt" | "createdAt" | "total">[],
  now: Date,
  months: number = BUSINESS_REPORT_MONTHS,
): MonthReport[] {
  const current = inNewZealand(now).startOf("month");
  const report: MonthReport[] = Array.from({ length: months }, (_, index) => {
    const month = current.subtract(months - 1 - index, "month");
    return { month: month.format("YYYY-MM"), label: month.format("MMM YYYY"), bookings: 0, revenue: 0 };
  });
  const byMonth = new Map(report.map((row) => [row.month, row]));
  for (const reservation of reservations) {
    if (reservation.status !== "confirmed") continue;
    const month = inNewZealand(reservation.confirmedAt ?? reservation.createdAt).format("YYYY-MM");
    const row = byMonth.get(month);
    if (!row) continue;
    row.bookings += 1;
    row.revenue = roundMoney(row.revenue + reservation.total);
  }
  return report;
}

/** The report as CSV (RFC 4180, CRLF line ends): Month, Bookings, Revenue (NZD). */
export function reportCsv(report: readonly MonthReport[]): string {
  const rows = [
    ["Month", "Bookings", "Revenue (NZD)"],
    ...report.map((row) => [row.month, row.bookings, row.revenue.toFixed(2)]),
  ];
  return toCsv(rows);
}

export async function agencyReport(agentId: string | null, now: Date = new Date()): Promise<MonthReport[]> {
  return monthlyReport(agentId ? await listReservationsOfAgent(agentId) : [], now);
}

/** The CSV download: `text/csv`, an attachment named after the agent id and the month. */
export function reportCsvResponse(
  report: readonly MonthReport[],
  agentId: string | null,
  now: Date = new Date(),
): Response {
  const name = `go-rentals-report-${(agentId ?? "account").replace(/[^A-Za-z0-9-]/g, "")}-${inNewZealand(now).format("YYYY-MM")}.csv`;
  return csvResponse(reportCsv(report), name);
}

/* ---- New booking for a client ---- */

/**
 * Runs the search of /business/my-account/new-booking/ and records the business account on the
 * itinerary: its agent id goes onto the reservation when a vehicle is chosen; the client
 * reference of an earlier client is cleared (step 3 asks for the new one).
 */
export async function runBusinessSearch(
  session: AppSession,
  input: SearchFormInput,
  context: { agentId: string | null; campaignName: string | null; now?: Date },
) {
  const outcome = await runSearch(session, input, { campaignName: context.campaignName, now: context.now });
  if (!outcome.ok) return outcome;
  const itinerary: SessionItinerary = {
    ...outcome.itinerary,
    agentId: context.agentId,
    clientReferenceNumber: null,
  };
  setItinerary(session, itinerary);
  return { ok: true as const, itinerary };
}

export type BusinessVehicle = VehicleResult & {
  /** What the agent sees: the vehicle price, plus standard cover for all-inclusive agents. */
  shownTotal: number;
  shownDailyRate: number;
  shownPrice: CardPrice;
};

/**
 * All-inclusive prices (our decision, docs/business.md): for an all-inclusive agent the
 * rate shown includes standard cover (ALL_INCLUSIVE_INSURANCE_CODE) for every rental day, and
 * unlimited kilometres (every GO rental has them). The booking then starts with that cover.
 * The card's per-day price includes the cover, so per day × days still adds up to the total.
 */
export function allInclusivePrice(
  vehicle: Pick<VehicleResult, "price">,
  insuranceDailyPrice: number,
): CardPrice {
  return withDailyCover(cardPrice(vehicle.price), insuranceDailyPrice);
}

/** The itinerary the new-booking page shows results for: live, searched by this user for this account. */
export function businessItinerary(
  session: AppSession,
  user: SessionUser,
  agentId: string | null,
  now: Date = new Date(),
): SessionItinerary | null {
  const itinerary = getItinerary(session);
  if (!itinerary || itinerary.agentId !== agentId) return null;
  if (itineraryExpiry(itinerary, { userId: user.userId, isAppLogin: user.isAppLogin }, now)) return null;
  return itinerary;
}

/** The new-booking page's result cards: the account's own prices are the ones shown. */
export function businessVehicleCards(vehicles: BusinessVehicle[]): QuotedVehicleCard[] {
  return vehicles.map((vehicle) => toQuotedCard(vehicle, vehicle.shownPrice));
}

export async function businessVehicles(
  itinerary: SessionItinerary,
  isAllInclusive: boolean,
  now: Date = new Date(),
): Promise<BusinessVehicle[]> {
  const [vehicles, cover] = await Promise.all([
    searchVehicles(itinerary, now),
    isAllInclusive ? getInsuranceOption(ALL_INCLUSIVE_INSURANCE_CODE) : Promise.resolve(null),
  ]);
  return vehicles.map((vehicle) => {
    const price = cover ? allInclusivePrice(vehicle, cover.dailyPrice) : cardPrice(vehicle.price);
    return { ...vehicle, shownTotal: price.total, shownDailyRate: price.dailyRate, shownPrice: price };
  });
}

/** The insurance an account's bookings start with: standard cover for all-inclusive agents. */
export function startingInsurance(isAllInclusive: boolean): string | null {
  return isAllInclusive ? ALL_INCLUSIVE_INSURANCE_CODE : null;
}

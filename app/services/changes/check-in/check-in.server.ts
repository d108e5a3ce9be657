/**
 * Online check-in on the server: which booking is in hand and whether it may be checked in, the
 * check-in change and its detail, prices, the payments (bond hold, balance, refund) and the save.
 * The rules themselves are pure in online-check-in.ts.
 */
import { and, eq, isNull } from "drizzle-orm";
import {
  completeChange,
  getLatestCompletedChange,
  openChange,
  updateChange,
  type BookingChange,
} from "~/models/reservations/booking-changes.server";
import { recordBookingEventQuietly } from "~/models/reservations/booking-events.server";
import {
  getInsuranceOption,
  listExtras,
  listInsuranceOptions,
  listShuttlesForBranch,
  type Extra,
  type InsuranceOption,
  type ShuttleOption,
} from "~/models/catalog/booking-options.server";
import { getBranchById, type Branch } from "~/models/catalog/branches.server";
import { getDb } from "~/models/db.server";
import {
  listPaymentsForChange,
  listPaymentsForReservation,
  type Payment,
} from "~/models/reservations/payments.server";
import { getReservation, type Reservation } from "~/models/reservations/reservations.server";
import { reservations } from "~/models/schema";
import { hasLiveToken } from "../../business/business.server";
import { priceBooking } from "../../booking/pricing/booking.server";
import type { SessionItinerary, SessionReservation } from "../../booking/session.server";
import { absoluteUrl } from "../../booking/confirmation/mail.server";
import {
  flashChangeNotice,
  isBusinessUser,
  loadChangeContext,
  takeChangeNotice,
  type ChangeContext,
} from "../access.server";
import { isRefundRow, netPaid } from "../payments.server";
import { ACCOUNT_PATHS, REDIRECT_TO_PARAM } from "../../accounts/constants";
import { BUSINESS_PATHS } from "../../business/constants";
import { inNewZealand } from "../../platform/dates";
import { sendMail } from "../../platform/mail.server";
import { roundMoney } from "../../platform/money";
import {
  applicableSteps,
  balanceAction,
  checkInEligibility,
  checkInPath,
  firstIncompleteStep,
  formatNzDateTime,
  hirerFullName,
  isBalanceSettled,
  readCheckInDetail,
  stepAccess,
  type BalanceAction,
  type CheckInDetail,
  type CheckInEligibility,
  type CheckInMainStep,
  type StepFacts,
} from "./rules";
import { CHECK_IN_START_PATH, CHECK_IN_STEP_TITLES, CHECK_IN_TEXT as T, fillText, formatNzd } from "./text";
import type { PriceBreakdown } from "../../booking/pricing/rules";
import { getSession, type AppSession, redirectWithSession } from "../../platform/session.server";
import { log } from "~/log.server";
import { runInLanguage } from "../../platform/i18n/i18n.server";
import { pathInLanguage, pathWithoutPrefix } from "../../platform/i18n/language";
import { currentLanguage, t } from "../../platform/i18n/translate";

export const CHECK_IN_FLOW = "check-in" as const;
const FLOW = CHECK_IN_FLOW;

/* ------------------------------------------------------------------------------------------------
 * The booking in hand and the bearer token
 * ---------------------------------------------------------------------------------------------- */

export type CheckInRequestContext = {
  session: AppSession;
  user: ChangeContext["user"];
  booking: { reservation: Reservation; actor: ChangeContext["actor"] } | null;
};

function signInPath(forBusiness: boolean, returnTo: string): string {
  const base = forBusiness ? BUSINESS_PATHS.signIn : ACCOUNT_PATHS.signIn;
  return `${base}?${REDIRECT_TO_PARAM}=${encodeURIComponent(returnTo)}`;
}

/**
 * The session, the user and the booking in hand. Check-in calls carry the user's bearer token:
 * a visitor who signed in and whose access token has since expired or been revoked is sent to
 * sign in again (back to this page afterwards); guests use their manage-booking access.
 */
export async function checkInRequestContext(
  request: Request,
  now: Date = new Date(),
): Promise<CheckInRequestContext> {
  const before = await getSession(request);
  const hadUser = before.has("userId") || before.has("userType");
  const wasBusiness = before.get("userType") === "Agent" || before.get("userType") === "Corporate";
  const context = await loadChangeContext(request, FLOW, now);
  if (hadUser && (!context.user || !(await hasLiveToken(context.session, now)))) {
    const url = new URL(request.url);
    flashChangeNotice(context.session, FLOW, T.signInAgain);
    throw await redirectWithSession(
      context.session,
      signInPath(
        wasBusiness || isBusinessUser(context.user),
        // The redirect gets the language prefix back from Remix: the way back must not hold it.
        `${pathWithoutPrefix(url.pathname, currentLanguage().prefix)}${url.search}`,
      ),
    );
  }
  return context;
}

/* ------------------------------------------------------------------------------------------------
 * State of a check-in
 * ---------------------------------------------------------------------------------------------- */

export type CheckInPricing = {
  bookedTotal: number;
  newTotal: number;
  paid: number;
  pendingTransfer: number;
  action: BalanceAction;
  refundMade: boolean;
  breakdown: PriceBreakdown | null;
};

export type CheckInState = {
  reservation: Reservation;
  actor: ChangeContext["actor"];
  change: BookingChange;
  detail: CheckInDetail;
  branch: Branch;
  shuttles: ShuttleOption[];
  facts: StepFacts;
  pricing: CheckInPricing;
  payments: Payment[];
};

function itineraryOf(reservation: Reservation): SessionItinerary {
  const pickup = inNewZealand(reservation.pickupAt);
  const dropOff = inNewZealand(reservation.dropOffAt);
  return {
    pickupBranchId: reservation.pickupBranchId,
    dropOffBranchId: reservation.dropOffBranchId,
    pickupDate: pickup.format("YYYY-MM-DD"),
    pickupTime: pickup.format("HH:mm"),
    dropOffDate: dropOff.format("YYYY-MM-DD"),
    dropOffTime: dropOff.format("HH:mm"),
    promoCode: reservation.promoCode ?? "",
    aaNumber: null,
    agentId: reservation.agentId,
    clientReferenceNumber: reservation.clientReferenceNumber,
    lastQueryDateTime: new Date().toISOString(),
    searchedByUserId: reservation.userId,
  };
}

export type CheckInChoice = {
  extras: { code: string; quantity: number }[];
  insuranceCode: string | null;
  shuttleCode: string | null;
};

/** The extras, insurance and shuttle the check-in has chosen so far (the booking's where untouched). */
export function choiceOf(reservation: Reservation, detail: CheckInDetail): CheckInChoice {
  return {
    extras: detail.extras ?? reservation.extras,
    insuranceCode: detail.insuranceCode !== undefined ? detail.insuranceCode : reservation.insuranceCode,
    shuttleCode: detail.shuttleCode !== undefined ? detail.shuttleCode : reservation.shuttleCode,
  };
}

async function priceChoice(
  reservation: Reservation,
  choice: CheckInChoice,
  cardType: string | null,
): Promise<PriceBreakdown | null> {
  const draft: SessionReservation = {
    reservationId: reservation.id,
    carClassId: reservation.carClassId,
    hotDealId: reservation.hotDealId,
    extras: choice.extras,
    insuranceCode: choice.insuranceCode,
    isCarbonOffset: reservation.isCarbonOffset,
    shuttleCode: choice.shuttleCode,
    customerDetails: reservation.customerDetails,
    travelReason: reservation.customerDetails?.travelReason ?? "Leisure",
    cardType,
    paymentMethod: null,
    stepComplete: 4,
    campaignName: reservation.campaignName,
  };
  const priced = await priceBooking(itineraryOf(reservation), draft, { cardType });
  return priced?.breakdown ?? null;
}

/**
 * The new total with the booking's pricing: the booking's total plus the difference between the
 * chosen extras/insurance/shuttle and the booked ones, both priced now the same way (the card fee
 * of the card the booking was paid with included).
 */
export async function checkInPricing(
  reservation: Reservation,
  detail: CheckInDetail,
  payments: readonly Payment[],
  changeId: string,
): Promise<CheckInPricing> {
  const bookingCard = payments.find(
    (payment) => payment.purpose === "booking" && payment.method === "credit-card" && payment.cardType,
  );
  const cardType = bookingCard?.cardType ?? null;
  const booked = {
    extras: reservation.extras,
    insuranceCode: reservation.insuranceCode,
    shuttleCode: reservation.shuttleCode,
  };
  const chosen = choiceOf(reservation, detail);
  const same = JSON.stringify(booked) === JSON.stringify(chosen);
  const [before, after] = same
    ? [null, null]
    : await Promise.all([
        priceChoice(reservation, booked, cardType),
        priceChoice(reservation, chosen, cardType),
      ]);
  const difference = before && after ? roundMoney(after.total - before.total) : 0;
  const newTotal = roundMoney(reservation.total + difference);
  const paid = netPaid(payments);
  const ofChange = payments.filter((payment) => payment.changeId === changeId);
  const pendingTransfer = roundMoney(
    ofChange
      .filter(
        (payment) =>
          payment.method === "account2account" &&
          payment.status === "pending" &&
          !isRefundRow(payment) &&
          payment.purpose === "check-in",
      )
      .reduce((sum, payment) => sum + payment.amount, 0),
  );
  const refundMade = ofChange.some((payment) => isRefundRow(payment) && payment.status === "refunded");
  const action = balanceAction({ newTotal, netPaid: paid, pendingTransfer });
  return {
    bookedTotal: reservation.total,
    newTotal,
    paid,
    pendingTransfer,
    action,
    refundMade,
    breakdown: after,
  };
}

/** Everything a check-in page needs about the booking's check-in in progress. */
export async function loadCheckInState(
  reservation: Reservation,
  actor: ChangeContext["actor"],
  now: Date = new Date(),
): Promise<CheckInState> {
  const change = await openChange(reservation.id, FLOW, { now });
  const detail = readCheckInDetail(change.detail);
  const branch = await getBranchById(reservation.pickupBranchId);
  if (!branch) throw new Response("Branch not found", { status: 404 });
  const [shuttles, payments] = await Promise.all([
    listShuttlesForBranch(branch.code),
    listPaymentsForReservation(reservation.id),
  ]);
  const pricing = await checkInPricing(reservation, detail, payments, change.id);
  const facts: StepFacts = {
    hasShuttles: shuttles.length > 0,
    balanceSettled: isBalanceSettled(pricing.action, pricing.refundMade),
  };
  return { reservation, actor, change, detail, branch, shuttles, facts, pricing, payments };
}

export type StepGuard = CheckInRequestContext & { state: CheckInState; notice: string | null };

/**
 * For every step page: a booking in hand (else the start page), check-in open for it (else the
 * start page, which says why; a booking already checked in goes to its confirmation), and the
 * step reachable (else the first incomplete step, with a notice).
 */
export async function guardStep(
  request: Request,
  step: CheckInMainStep,
  now: Date = new Date(),
): Promise<StepGuard> {
  const context = await checkInRequestContext(request, now);
  if (!context.booking) throw await redirectWithSession(context.session, CHECK_IN_START_PATH);
  const { reservation, actor } = context.booking;
  const eligibility = checkInEligibility(reservation, now);
  if (eligibility.kind === "checked-in")
    throw await redirectWithSession(context.session, checkInPath("confirmation"));
  if (eligibility.kind !== "open") throw await redirectWithSession(context.session, CHECK_IN_START_PATH);
  const state = await loadCheckInState(reservation, actor, now);
  const access = stepAccess(step, state.detail, state.facts);
  if (!access.ok) {
    flashChangeNotice(context.session, FLOW, T.outOfOrder);
    throw await redirectWithSession(context.session, checkInPath(access.redirectTo));
  }
  return { ...context, state, notice: takeChangeNotice(context.session, FLOW) };
}

/** After a step is saved: the first step still to do. */
export function nextPath(state: Pick<CheckInState, "detail" | "facts">): string {
  return checkInPath(firstIncompleteStep(state.detail, state.facts));
}

/** Saves a step's part of the detail; answers the state after it (null: the change ended meanwhile). */
export async function saveStep(
  state: CheckInState,
  patch: CheckInDetail,
  now: Date = new Date(),
): Promise<CheckInState | null> {
  const updated = await updateChange(state.change.id, { detail: patch as Record<string, unknown>, now });
  if (!updated) return null;
  return loadCheckInState(state.reservation, state.actor, now);
}

/* ------------------------------------------------------------------------------------------------
 * Views
 * ---------------------------------------------------------------------------------------------- */

export type BookingSummaryView = {
  reference: string;
  pickup: string;
  dropOff: string;
  branchName: string;
  branchPhone: string;
};

export function bookingSummaryView(reservation: Reservation, branch: Branch): BookingSummaryView {
  return {
    reference: reservation.reference,
    pickup: formatNzDateTime(reservation.pickupAt),
    dropOff: formatNzDateTime(reservation.dropOffAt),
    branchName: branch.name,
    branchPhone: branch.phone,
  };
}

export type StepNavView = {
  steps: { step: CheckInMainStep; title: string; done: boolean; href: string }[];
  current: CheckInMainStep;
};

export function stepNavView(state: CheckInState, current: CheckInMainStep): StepNavView {
  const first = firstIncompleteStep(state.detail, state.facts);
  const steps = applicableSteps(state.facts);
  const reachable = steps.indexOf(first);
  return {
    current,
    steps: steps.map((step, index) => ({
      step,
      title: CHECK_IN_STEP_TITLES[step],
      done: index < reachable,
      href: checkInPath(step),
    })),
  };
}

export type PriceView = {
  bookedTotal: string;
  newTotal: string;
  paid: string;
  action: BalanceAction;
  changed: boolean;
};

export function priceView(pricing: CheckInPricing): PriceView {
  return {
    bookedTotal: formatNzd(pricing.bookedTotal),
    newTotal: formatNzd(pricing.newTotal),
    paid: formatNzd(pricing.paid),
    action: pricing.action,
    changed: pricing.newTotal !== pricing.bookedTotal,
  };
}

export async function checkInOptions(): Promise<{ extras: Extra[]; insurance: InsuranceOption[] }> {
  const [extras, insurance] = await Promise.all([listExtras(), listInsuranceOptions()]);
  return { extras, insurance };
}

/* ------------------------------------------------------------------------------------------------
 * Save: once, with the booking, in one transaction
 * ---------------------------------------------------------------------------------------------- */

export type SaveOutcome =
  { kind: "saved"; firstTime: boolean } | { kind: "not-ready"; step: CheckInMainStep };

/**
 * Stores the check-in: the change completes and the booking takes the new extras, cover, shuttle,
 * total and checked_in_at, in one transaction. Of any number of concurrent saves exactly one does
 * it (completeChange's conditional UPDATE); only that one records the history event and sends the
 * email. The others answer saved with firstTime false.
 */
export async function saveCheckIn(state: CheckInState, now: Date = new Date()): Promise<SaveOutcome> {
  const first = firstIncompleteStep(state.detail, state.facts);
  if (first !== "save") return { kind: "not-ready", step: first };
  const choice = choiceOf(state.reservation, state.detail);
  const db = await getDb();
  const won = await db
    .transaction(async (tx) => {
      const completed = await completeChange(state.change.id, now, tx);
      if (!completed) return false;
      const [row] = await tx
        .update(reservations)
        .set({
          checkedInAt: now,
          extras: choice.extras,
          insuranceCode: choice.insuranceCode,
          shuttleCode: choice.shuttleCode,
          total: state.pricing.newTotal,
          ...(state.pricing.breakdown ? { priceBreakdown: state.pricing.breakdown } : {}),
          updatedAt: now,
        })
        .where(and(eq(reservations.id, state.reservation.id), isNull(reservations.checkedInAt)))
        .returning({ id: reservations.id });
      if (!row) throw new AlreadyCheckedIn();
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof AlreadyCheckedIn) return false;
      throw error;
    });
  if (!won) return { kind: "saved", firstTime: false };
  await recordBookingEventQuietly({
    reservationId: state.reservation.id,
    kind: "checked-in",
    actor: state.actor,
    detail: { drivers: state.detail.drivers?.length ?? 0, total: state.pricing.newTotal },
    now,
  });
  try {
    await sendCheckInEmail(state);
  } catch (error) {
    log.error({ err: error }, `Check-in email for ${state.reservation.reference} was not sent`);
  }
  return { kind: "saved", firstTime: true };
}

class AlreadyCheckedIn extends Error {}

/** The confirmation email, in the booking's language (reservations.language), whatever the page's. */
async function sendCheckInEmail(state: CheckInState): Promise<void> {
  const to = state.reservation.customerDetails?.email;
  if (!to) return;
  await sendMail(runInLanguage(state.reservation.language, () => checkInEmail(state, to)));
}

function checkInEmail(state: CheckInState, to: string) {
  const { detail, reservation, branch } = state;
  const summaryPath = pathInLanguage(checkInPath("summary", reservation.reference), reservation.language);
  const lines = [
    `Kia ora ${detail.hirer?.firstName ?? reservation.customerDetails?.firstName ?? ""},`,
    "",
    fillText(T.confirmationText, { reference: reservation.reference }),
    "",
    `${t(T.pickupLabel)}: ${branch.name}, ${formatNzDateTime(reservation.pickupAt)}`,
    `${t(T.dropOffLabel)}: ${formatNzDateTime(reservation.dropOffAt)}`,
    `${t(T.hirerTitle)}: ${detail.hirer ? hirerFullName(detail.hirer) : ""}`,
    `${t(T.driverTitle)}: ${(detail.drivers ?? []).map((driver) => driver.name).join(", ")}`,
    `${t(T.priceNew)}: ${formatNzd(state.pricing.newTotal)}`,
    detail.bond
      ? fillText(T.bondHeld, { bond: formatNzd(detail.bond.amount), last4: detail.bond.last4 ?? "" })
      : "",
    "",
    fillText(T.confirmationNext, { last4: detail.creditCard?.last4 ?? detail.bond?.last4 ?? "" }),
    "",
    `${t(T.summaryTitle)}: ${absoluteUrl(summaryPath)}`,
  ];
  return {
    to,
    subject: fillText(T.mailSubject, { reference: reservation.reference }),
    text: lines.join("\n"),
  };
}

/* ------------------------------------------------------------------------------------------------
 * After the save: summary and confirmation
 * ---------------------------------------------------------------------------------------------- */

export type DoneView = {
  booking: BookingSummaryView;
  detail: CheckInDetail;
  total: string;
  insuranceName: string | null;
  extras: { name: string; quantity: number }[];
};

/** The completed check-in of a checked-in booking (null when it is not checked in). */
export async function loadDoneView(reservationId: string): Promise<DoneView | null> {
  const reservation = await getReservation(reservationId);
  if (!reservation?.checkedInAt) return null;
  const change = await getLatestCompletedChange(reservation.id, FLOW);
  const branch = await getBranchById(reservation.pickupBranchId);
  if (!change || !branch) return null;
  const [extras, insurance] = await Promise.all([
    listExtras(),
    reservation.insuranceCode ? getInsuranceOption(reservation.insuranceCode) : Promise.resolve(null),
  ]);
  const names = new Map(extras.map((extra) => [extra.code, extra.name]));
  return {
    booking: bookingSummaryView(reservation, branch),
    detail: readCheckInDetail(change.detail),
    total: formatNzd(reservation.total),
    insuranceName: insurance?.name ?? null,
    extras: reservation.extras.map((extra) => ({
      name: names.get(extra.code) ?? extra.code,
      quantity: extra.quantity,
    })),
  };
}

export async function bondPaymentsOf(changeId: string): Promise<Payment[]> {
  return (await listPaymentsForChange(changeId)).filter((payment) => payment.purpose === "bond");
}

export type { CheckInEligibility };

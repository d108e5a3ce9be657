/**
 * What each check-in step page loads and does when submitted (the splat route
 * app/routes/_manage+/online-check-in+/$.tsx dispatches here). Every answer is plain HTML forms, POST and
 * redirect, so the flow works without JavaScript; bad input answers 422 with the message beside
 * the field and the other values kept.
 */
import { getConfig } from "~/config.server";
import { data } from "@remix-run/node";
import { recordBookingEventQuietly } from "~/models/reservations/booking-events.server";
import { getPayment } from "~/models/reservations/payments.server";
import { flashChangeNotice } from "../access.server";
import {
  coverBondAmount,
  readChangeReturn,
  recordChangeTransfer,
  refundForChange,
  startChangeCheckout,
} from "../payments.server";
import { COMPANY_BANK_ACCOUNT } from "../../booking/constants";
import { getIdentityCheck, startIdentityCheck } from "../after-rental/identity-check.server";
import { manageBookingPath } from "../constants";
import {
  checkInEligibility,
  checkInPath,
  CHECK_IN_STEPS,
  hirerFullName,
  previousStep,
  readExtrasForm,
  signatureMatches,
  validateDrivers,
  validateHirer,
  type CheckInMainStep,
  type DriverDetails,
  type FieldErrors,
  type HirerDetails,
} from "./rules";
import {
  CHECK_IN_FLOW,
  bookingSummaryView,
  checkInOptions,
  checkInRequestContext,
  choiceOf,
  guardStep,
  loadCheckInState,
  loadDoneView,
  nextPath,
  priceView,
  saveCheckIn,
  saveStep,
  stepNavView,
  type StepGuard,
} from "./check-in.server";
import { CHECK_IN_START_PATH, CHECK_IN_TEXT as T, fillText, formatNzd } from "./text";
import { inNewZealand } from "../../platform/dates";
import { sessionHeaders, redirectWithSession } from "../../platform/session.server";
import { countryName } from "../../platform/countries.server";
import { readFormTexts } from "../../platform/form-data.server";
import { returnOrigin } from "../../platform/request-guard/guard.server";
import { t } from "../../platform/i18n/translate";

export type CheckInPage =
  | (typeof CHECK_IN_STEPS)[number]
  | "payment/credit-card"
  | "payment/account2account"
  | "payment/refund"
  | "summary"
  | "loading"
  | "confirmation";

const PAGES: readonly string[] = [
  ...CHECK_IN_STEPS,
  "payment/credit-card",
  "payment/account2account",
  "payment/refund",
  "summary",
  "loading",
  "confirmation",
];

/** The page a splat names ("hirer/", "payment/credit-card"), or null (the site's 404). */
export function parseCheckInPage(splat: string | undefined): CheckInPage | null {
  const page = (splat ?? "").replace(/^\/+|\/+$/g, "").toLowerCase();
  return PAGES.includes(page) ? (page as CheckInPage) : null;
}

/** The step of the engine a page belongs to. */
function stepOf(page: CheckInPage): CheckInMainStep | null {
  if (page.startsWith("payment/")) return "payment";
  return (CHECK_IN_STEPS as readonly string[]).includes(page) ? (page as CheckInMainStep) : null;
}

const FLOW = CHECK_IN_FLOW;

/** The common part of every step page. */
async function stepView(guard: StepGuard, step: CheckInMainStep) {
  const { state } = guard;
  const previous = previousStep(step, state.facts);
  return {
    booking: bookingSummaryView(state.reservation, state.branch),
    nav: stepNavView(state, step),
    price: priceView(state.pricing),
    notice: guard.notice,
    backHref: previous ? checkInPath(previous) : CHECK_IN_START_PATH,
    leaveHref: manageBookingPath(state.reservation.reference),
    // Seconds before the timer modal asks whether the visitor is still there (CHECK_IN_TIMER_SECONDS).
    timerSeconds: getConfig().checkInTimerSeconds,
  };
}

export type StepPageData = Awaited<ReturnType<typeof stepView>> & {
  page: CheckInPage;
  step: CheckInMainStep;
} & Record<string, unknown>;

async function stepData(
  guard: StepGuard,
  page: CheckInPage,
  step: CheckInMainStep,
  extra: Record<string, unknown> = {},
  errors: FieldErrors | null = null,
) {
  return { ...(await stepView(guard, step)), page, step, errors, ...extra };
}

function hirerDefaults(guard: StepGuard): HirerDetails {
  const details = guard.state.reservation.customerDetails;
  return (
    guard.state.detail.hirer ?? {
      firstName: details?.firstName ?? "",
      lastName: details?.lastName ?? "",
      dateOfBirth: "",
      address: "",
      city: "",
      postcode: "",
      country: details?.country ?? "New Zealand",
      phone: details?.phone ?? "",
    }
  );
}

function driverDefaults(guard: StepGuard): DriverDetails[] {
  if (guard.state.detail.drivers?.length) return guard.state.detail.drivers;
  const hirer = guard.state.detail.hirer;
  return [
    {
      name: hirer ? hirerFullName(hirer) : "",
      dateOfBirth: hirer?.dateOfBirth ?? "",
      licenceNumber: "",
      licenceExpiry: "",
      licenceCountry: "New Zealand",
    },
  ];
}

/** The bond check-in holds: the one of the cover chosen at check-in (else booked). */
const checkInBond = (state: StepGuard["state"]) =>
  coverBondAmount(choiceOf(state.reservation, state.detail).insuranceCode);

/** The extra page facts of each step (also used to re-show a form with errors). */
async function pageFacts(guard: StepGuard, page: CheckInPage): Promise<Record<string, unknown>> {
  const { state } = guard;
  switch (page) {
    case "hirer": {
      const values = hirerDefaults(guard);
      // The booking keeps a country code; the hirer's form writes the country's name.
      return { values: { ...values, country: await countryName(values.country) } };
    }
    case "driver": {
      const check = await getIdentityCheck(state.detail.identityCheckId);
      return { drivers: driverDefaults(guard), identity: check?.status ?? null };
    }
    case "extras": {
      const { extras } = await checkInOptions();
      const chosen = new Map(
        choiceOf(state.reservation, state.detail).extras.map((extra) => [extra.code, extra.quantity]),
      );
      return {
        extras: extras.map((extra) => ({
          code: extra.code,
          name: extra.name,
          description: extra.description,
          price: `${formatNzd(extra.price)}${extra.pricing === "per_day" ? ` ${t(T.perDay)}` : ""}`,
          maxQuantity: extra.maxQuantity,
          quantity: chosen.get(extra.code) ?? 0,
        })),
      };
    }
    case "insurance": {
      const { insurance } = await checkInOptions();
      return {
        options: insurance.map((option) => ({
          code: option.code,
          name: option.name,
          price: `${formatNzd(option.dailyPrice)} ${t(T.perDay)}`,
        })),
        chosen: choiceOf(state.reservation, state.detail).insuranceCode,
      };
    }
    case "shuttle":
      return {
        options: state.shuttles.map((option) => ({
          code: option.code,
          name: option.name,
          price: formatNzd(option.price),
        })),
        chosen: choiceOf(state.reservation, state.detail).shuttleCode,
      };
    case "agreement":
      return {
        hirerName: state.detail.hirer ? hirerFullName(state.detail.hirer) : "",
        accepted: Boolean(state.detail.agreement),
        signedName: state.detail.agreement?.signedName ?? "",
      };
    case "key-terms":
      return { accepted: Boolean(state.detail.keyTermsAcceptedAt) };
    case "credit-card-security":
      return { bond: formatNzd(await checkInBond(state)) };
    case "credit-card-pre-authorisation":
      return { bond: formatNzd(await checkInBond(state)), held: state.detail.bond ?? null };
    case "creditcard":
      return {
        holderName:
          state.detail.creditCard?.holderName ??
          (state.detail.hirer ? hirerFullName(state.detail.hirer) : ""),
        last4: state.detail.bond?.last4 ?? null,
      };
    case "payment":
    case "payment/credit-card":
    case "payment/account2account":
    case "payment/refund": {
      const transfer = state.payments.find(
        (payment) =>
          payment.changeId === state.change.id &&
          payment.method === "account2account" &&
          payment.purpose === "check-in",
      );
      return {
        transfer: transfer
          ? {
              amount: formatNzd(transfer.amount),
              reference: state.reservation.reference,
              bank: COMPANY_BANK_ACCOUNT,
            }
          : null,
        canTransfer: !transfer,
        amount: state.pricing.action.kind === "none" ? null : formatNzd(state.pricing.action.amount),
      };
    }
    case "save": {
      const { extras, insurance } = await checkInOptions();
      const names = new Map(extras.map((extra) => [extra.code, extra.name]));
      const choice = choiceOf(state.reservation, state.detail);
      return {
        detail: state.detail,
        extras: choice.extras.map((extra) => ({
          name: names.get(extra.code) ?? extra.code,
          quantity: extra.quantity,
        })),
        insuranceName: insurance.find((option) => option.code === choice.insuranceCode)?.name ?? null,
        shuttleName: state.shuttles.find((option) => option.code === choice.shuttleCode)?.name ?? null,
      };
    }
    default:
      return {};
  }
}

/* ------------------------------------------------------------------------------------------------
 * Loader
 * ---------------------------------------------------------------------------------------------- */

export async function checkInPageLoader(request: Request, page: CheckInPage, now: Date = new Date()) {
  if (page === "summary" || page === "confirmation" || page === "loading")
    return donePageLoader(request, page, now);
  const step = stepOf(page)!;
  const guard = await guardStep(request, step, now);
  const url = new URL(request.url);

  // The gateway's answer on a return page.
  if (
    (page === "credit-card-pre-authorisation" || page === "payment/credit-card") &&
    url.searchParams.has("result")
  ) {
    return gatewayReturn(guard, page, url, now);
  }
  if (page === "payment/credit-card") return redirectWithSession(guard.session, checkInPath("payment"));
  if (page === "payment/refund" && guard.state.pricing.action.kind !== "refund")
    return redirectWithSession(guard.session, checkInPath("payment"));
  if (page === "payment/account2account" && !(await pageFacts(guard, page)).transfer)
    return redirectWithSession(guard.session, checkInPath("payment"));

  const view = await stepData(guard, page, step, await pageFacts(guard, page));
  return data(view, { headers: await sessionHeaders(guard.session) });
}

async function gatewayReturn(guard: StepGuard, page: CheckInPage, url: URL, now: Date) {
  const purpose = page === "credit-card-pre-authorisation" ? "bond" : "check-in";
  const answer = await readChangeReturn(url, purpose, { now });
  if (answer.kind === "invalid" || answer.changeId !== guard.state.change.id) {
    throw data({ message: "This payment answer is not valid." }, { status: 400 });
  }
  const back = purpose === "bond" ? checkInPath("credit-card-pre-authorisation") : checkInPath("payment");
  if (answer.kind !== "approved") {
    flashChangeNotice(guard.session, FLOW, answer.notice);
    return redirectWithSession(guard.session, back);
  }
  if (purpose === "bond") {
    const payment = answer.payment;
    const after = await saveStep(
      guard.state,
      { bond: { paymentId: payment.id, last4: payment.cardLast4, amount: payment.amount } },
      now,
    );
    if (answer.firstTime) {
      await recordBookingEventQuietly({
        reservationId: guard.state.reservation.id,
        kind: "bond-authorised",
        actor: guard.state.actor,
        detail: { amount: payment.amount, cardLast4: payment.cardLast4 ?? null },
        now,
      });
    }
    return redirectWithSession(guard.session, after ? nextPath(after) : CHECK_IN_START_PATH);
  }
  if (answer.firstTime) {
    await recordBookingEventQuietly({
      reservationId: guard.state.reservation.id,
      kind: "payment",
      actor: guard.state.actor,
      detail: { amount: answer.payment.amount, purpose: "check-in" },
      now,
    });
  }
  const after = await loadCheckInState(guard.state.reservation, guard.state.actor, now);
  return redirectWithSession(guard.session, nextPath(after));
}

async function donePageLoader(request: Request, page: "summary" | "confirmation" | "loading", now: Date) {
  const context = await checkInRequestContext(request, now);
  if (!context.booking) return redirectWithSession(context.session, CHECK_IN_START_PATH);
  const { reservation } = context.booking;
  if (checkInEligibility(reservation, now).kind !== "checked-in") {
    // Not saved yet: carry on where the check-in is (the step guard decides).
    await guardStep(request, "save", now);
    return redirectWithSession(context.session, checkInPath("save"));
  }
  const done = await loadDoneView(reservation.id);
  if (!done) throw data({ message: "Not found" }, { status: 404 });
  return data(
    {
      page,
      done,
      leaveHref: manageBookingPath(reservation.reference),
      confirmationHref: checkInPath("confirmation"),
      summaryHref: checkInPath("summary"),
    },
    { headers: await sessionHeaders(context.session) },
  );
}

/* ------------------------------------------------------------------------------------------------
 * Action
 * ---------------------------------------------------------------------------------------------- */

export async function checkInPageAction(request: Request, page: CheckInPage, now: Date = new Date()) {
  const step = stepOf(page);
  if (!step) {
    const context = await checkInRequestContext(request, now);
    return redirectWithSession(context.session, checkInPath(page === "loading" ? "loading" : "confirmation"));
  }
  const guard = await guardStep(request, step, now);
  const raw = await readFormTexts(request);
  const { state } = guard;
  const invalid = async (errors: FieldErrors, extra: Record<string, unknown>) =>
    data(await stepData(guard, page, step, { ...(await pageFacts(guard, page)), ...extra }, errors), {
      status: 422,
      headers: await sessionHeaders(guard.session),
    });
  const saved = async (patch: Parameters<typeof saveStep>[1]) => {
    const after = await saveStep(state, patch, now);
    return redirectWithSession(guard.session, after ? nextPath(after) : CHECK_IN_START_PATH);
  };

  switch (page) {
    case "hirer": {
      const result = validateHirer(raw, now);
      if (!result.ok) return invalid(result.errors, { values: result.values });
      return saved({ hirer: result.values });
    }
    case "driver": {
      if (raw.intent === "verify") {
        const started = await startIdentityCheck(
          { reservationId: state.reservation.id, returnOrigin: returnOrigin(request) },
          { now },
        );
        await saveStep(state, { identityCheckId: started.checkId }, now);
        return redirectWithSession(guard.session, started.redirectUrl);
      }
      const pickupDate = inNewZealand(state.reservation.pickupAt).format("YYYY-MM-DD");
      const result = validateDrivers(raw, pickupDate, now);
      if (!result.ok) return invalid(result.errors, { drivers: result.entered });
      return saved({ drivers: result.values });
    }
    case "extras": {
      const { extras } = await checkInOptions();
      const result = readExtrasForm(raw, extras);
      if (!result.ok) return invalid(result.errors, {});
      return saved({ extras: result.values, extrasDone: true });
    }
    case "insurance": {
      const { insurance } = await checkInOptions();
      const code = raw.insuranceCode ?? "";
      if (code !== "" && !insurance.some((option) => option.code === code))
        return invalid({ insuranceCode: T.required }, {});
      return saved({ insuranceCode: code || null, insuranceDone: true });
    }
    case "shuttle": {
      const code = raw.shuttleCode ?? "";
      if (code !== "" && !state.shuttles.some((option) => option.code === code))
        return invalid({ shuttleCode: T.required }, {});
      return saved({ shuttleCode: code || null, shuttleDone: true });
    }
    case "key-terms": {
      if (raw.accept !== "yes") return invalid({ accept: T.keyTermsRequired }, {});
      return saved({ keyTermsAcceptedAt: now.toISOString() });
    }
    case "agreement": {
      const hirer = state.detail.hirer!;
      const errors: FieldErrors = {};
      if (raw.accept !== "yes") errors.accept = T.agreementRequired;
      const signature = (raw.signature ?? "").trim().slice(0, 120);
      if (!signatureMatches(signature, hirer))
        errors.signature = fillText(T.signatureMismatch, { name: hirerFullName(hirer) });
      if (Object.keys(errors).length)
        return invalid(errors, { signedName: signature, accepted: raw.accept === "yes" });
      return saved({ agreement: { signedName: signature, signedAt: now.toISOString() } });
    }
    case "credit-card-security":
      return saved({ securityReadAt: now.toISOString() });
    case "credit-card-pre-authorisation": {
      if (state.detail.bond) return redirectWithSession(guard.session, nextPath(state));
      const started = await startChangeCheckout({
        change: state.change,
        purpose: "bond",
        amount: await checkInBond(state),
        description: `Bond for ${state.reservation.reference}`,
        returnPath: checkInPath("credit-card-pre-authorisation"),
        returnOrigin: returnOrigin(request),
        now,
      });
      return checkoutAnswer(guard, started, checkInPath("credit-card-pre-authorisation"));
    }
    case "creditcard": {
      const holderName = (raw.holderName ?? "").trim().slice(0, 120);
      if (!holderName) return invalid({ holderName: T.required }, { holderName });
      return saved({ creditCard: { holderName, last4: state.detail.bond?.last4 ?? null } });
    }
    case "payment":
    case "payment/credit-card": {
      const action = state.pricing.action;
      if (action.kind === "refund") return redirectWithSession(guard.session, checkInPath("payment/refund"));
      if (action.kind === "none") return redirectWithSession(guard.session, nextPath(state));
      if (raw.method === "account2account" && page === "payment") {
        const hasTransfer = state.payments.some(
          (payment) => payment.changeId === state.change.id && payment.method === "account2account",
        );
        if (hasTransfer) return redirectWithSession(guard.session, checkInPath("payment"));
        await recordChangeTransfer({ change: state.change, purpose: "check-in", amount: action.amount, now });
        return redirectWithSession(guard.session, checkInPath("payment/account2account"));
      }
      const started = await startChangeCheckout({
        change: state.change,
        purpose: "check-in",
        amount: action.amount,
        description: `Check-in balance for ${state.reservation.reference}`,
        returnPath: checkInPath("payment/credit-card"),
        returnOrigin: returnOrigin(request),
        now,
      });
      return checkoutAnswer(guard, started, checkInPath("payment"));
    }
    case "payment/account2account":
      return redirectWithSession(guard.session, nextPath(state));
    case "payment/refund": {
      const action = state.pricing.action;
      if (action.kind !== "refund" || state.pricing.refundMade)
        return redirectWithSession(guard.session, nextPath(state));
      const refund = await refundForChange({
        change: state.change,
        purpose: "check-in",
        amount: action.amount,
        reason: `Check-in ${state.reservation.reference}`,
        now,
      });
      if (refund.kind !== "refunded") {
        flashChangeNotice(guard.session, FLOW, refund.kind === "failed" ? refund.notice : T.refundInProgress);
        return redirectWithSession(guard.session, checkInPath("payment/refund"));
      }
      if (refund.created) {
        await recordBookingEventQuietly({
          reservationId: state.reservation.id,
          kind: "refunded",
          actor: state.actor,
          detail: { amount: refund.payment.amount },
          now,
        });
      }
      const after = await saveStep(state, {}, now);
      return redirectWithSession(guard.session, after ? nextPath(after) : CHECK_IN_START_PATH);
    }
    case "save": {
      const outcome = await saveCheckIn(state, now);
      if (outcome.kind === "not-ready") return redirectWithSession(guard.session, checkInPath(outcome.step));
      return redirectWithSession(guard.session, checkInPath("loading"));
    }
    default:
      return redirectWithSession(guard.session, nextPath(state));
  }
}

async function checkoutAnswer(
  guard: StepGuard,
  started: Awaited<ReturnType<typeof startChangeCheckout>>,
  back: string,
) {
  if (started.kind === "gateway") return redirectWithSession(guard.session, started.redirectTo);
  if (started.kind === "gateway-unavailable") flashChangeNotice(guard.session, FLOW, started.notice);
  return redirectWithSession(guard.session, back);
}

/** The payment row of a bond (for tests and the summary). */
export async function bondPayment(paymentId: string) {
  return getPayment(paymentId);
}

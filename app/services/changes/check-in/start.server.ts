/**
 * The check-in start page (app/routes/_manage+/online-check-in+/_index.tsx): finds the booking, says whether
 * and when it can be checked in, and starts the check-in.
 */
import { data } from "@remix-run/node";
import { manageBookingPath } from "../constants";
import { checkInEligibility, checkInOffer, checkInPath, formatNzDateTime, type FieldErrors } from "./rules";
import { bookingSummaryView, checkInRequestContext, loadCheckInState, nextPath } from "./check-in.server";
import { CHECK_IN_START_PATH } from "./text";
import { getChangeInProgress } from "~/models/reservations/booking-changes.server";
import { getBranchById } from "~/models/catalog/branches.server";
import { getReservationByReference } from "~/models/reservations/reservations.server";
import { takeChangeNotice } from "../access.server";
import { RESERVATION_REFERENCE_PATTERN } from "../constants";
import { findBooking } from "../found-bookings.server";
import { listMyBookings } from "../manage.server";
import { MANAGE_BOOKING_MESSAGES } from "~/services/changes/text";
import { retryAfter } from "../../platform/rate-limit.server";
import type { PhoneNumber } from "../help-number.server";
import { sessionHeaders, redirectWithSession } from "../../platform/session.server";
import { readFormTexts } from "../../platform/form-data.server";
import { CHECK_IN_FLOW as FLOW } from "./check-in.server";

export type StartView =
  | {
      kind: "find";
      values: { reference: string; email: string };
      errors: FieldErrors | null;
      refusal: string | null;
      notice: string | null;
      mine: { reference: string; label: string; href: string; pickup: string; branch: string }[] | null;
    }
  | {
      kind: "booking";
      booking: ReturnType<typeof bookingSummaryView>;
      state: "open" | "not-yet" | "closed" | "not-confirmed";
      opensAt: string | null;
      inProgress: boolean;
      notice: string | null;
      leaveHref: string;
    };

async function myCheckInBookings(userId: string, now: Date) {
  const items = await listMyBookings(userId);
  const found = [];
  for (const item of items) {
    if (item.status !== "confirmed") continue;
    const reservation = await getReservationByReference(item.reference);
    if (!reservation) continue;
    const offer = checkInOffer(reservation, now);
    if (!offer || offer.opensAt) continue;
    found.push({
      reference: item.reference,
      label: offer.label,
      href: offer.href,
      pickup: formatNzDateTime(reservation.pickupAt),
      branch: item.pickupBranch,
    });
  }
  return found;
}

export async function checkInStartLoader(request: Request, now: Date = new Date()) {
  const context = await checkInRequestContext(request, now);
  const notice = takeChangeNotice(context.session, FLOW);
  if (!context.booking) {
    const reference = (new URL(request.url).searchParams.get("booking") ?? "")
      .trim()
      .toUpperCase()
      .slice(0, 20);
    const mine =
      context.user?.userType === "Customer" ? await myCheckInBookings(context.user.userId, now) : null;
    const view: StartView = {
      kind: "find",
      values: { reference, email: "" },
      errors: null,
      refusal: reference ? MANAGE_BOOKING_MESSAGES.findFirst : null,
      notice,
      mine,
    };
    return data(view, { headers: await sessionHeaders(context.session) });
  }
  const { reservation } = context.booking;
  const eligibility = checkInEligibility(reservation, now);
  if (eligibility.kind === "checked-in")
    return redirectWithSession(context.session, checkInPath("confirmation"));
  const branch = await getBranchById(reservation.pickupBranchId);
  if (!branch) throw data({ message: "Not found" }, { status: 404 });
  const inProgress =
    eligibility.kind === "open" && (await getChangeInProgress(reservation.id, FLOW)) !== null;
  const view: StartView = {
    kind: "booking",
    booking: bookingSummaryView(reservation, branch),
    state: eligibility.kind,
    opensAt: eligibility.kind === "not-yet" ? formatNzDateTime(eligibility.opensAt) : null,
    inProgress,
    notice,
    leaveHref: manageBookingPath(reservation.reference),
  };
  return data(view, { headers: await sessionHeaders(context.session) });
}

export async function checkInStartAction(
  request: Request,
  options: { now?: Date; clientAddress: string; helpNumber: () => Promise<PhoneNumber> },
) {
  const now = options.now ?? new Date();
  const raw = await readFormTexts(request);
  const context = await checkInRequestContext(request, now);
  if (raw.intent === "find") {
    const values = {
      reference: (raw.reference ?? "").trim().slice(0, 20),
      email: (raw.email ?? "").trim().slice(0, 120),
    };
    const errors: FieldErrors = {};
    if (!RESERVATION_REFERENCE_PATTERN.test(values.reference.toUpperCase()))
      errors.reference = MANAGE_BOOKING_MESSAGES.referenceInvalid;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) errors.email = MANAGE_BOOKING_MESSAGES.emailInvalid;
    const answer = (
      status: number,
      refusal: string | null,
      fieldErrors: FieldErrors | null,
      retryAfterSeconds?: number,
    ) =>
      sessionHeaders(context.session, retryAfter(retryAfterSeconds)).then((headers) =>
        data<StartView>(
          { kind: "find", values, errors: fieldErrors, refusal, notice: null, mine: null },
          { status, headers },
        ),
      );
    if (Object.keys(errors).length) return answer(400, null, errors);
    const found = await findBooking(context.session, values, {
      clientAddress: options.clientAddress,
      now,
      helpNumber: options.helpNumber,
    });
    if (!found.ok) return answer(found.status, found.message, null, found.retryAfterSeconds);
    return redirectWithSession(context.session, checkInPath(null, found.reference));
  }
  if (!context.booking) return redirectWithSession(context.session, CHECK_IN_START_PATH);
  const { reservation, actor } = context.booking;
  const eligibility = checkInEligibility(reservation, now);
  if (eligibility.kind === "checked-in")
    return redirectWithSession(context.session, checkInPath("confirmation"));
  if (eligibility.kind !== "open") return redirectWithSession(context.session, CHECK_IN_START_PATH);
  const state = await loadCheckInState(reservation, actor, now);
  return redirectWithSession(context.session, nextPath(state));
}

/**
 * The change in progress of "Change booking" (/manage-booking/change/…): new dates, branches or
 * class, other extras, cover or flight number for a confirmed booking, priced (pricing.server.ts),
 * a car of a new itinerary held for the review (hold.server.ts), then paid for, refunded or
 * confirmed at no charge (payment.server.ts) and applied to the booking once (apply.server.ts).
 *
 * The change in progress is the booking's `booking_changes` row of kind "change"; its detail
 * holds the choices and itinerary before and after, the held car, the new price breakdown, the
 * totals and what changed (ChangeDetail). Choosing again while a card payment is under way gives
 * that change up and starts a new one, so an old checkout can never pay for other choices.
 */
import { listBranches } from "~/models/catalog/branches.server";
import { getCarClassById, listCarClasses } from "~/models/catalog/car-classes.server";
import {
  abandonChange,
  getChangeInProgress,
  getLatestCompletedChange,
  openChange,
  updateChange,
  type BookingChange,
} from "~/models/reservations/booking-changes.server";
import type { Reservation } from "~/models/reservations/reservations.server";
import type { ChangeActor } from "../access.server";
import { chargedToAccount } from "./on-account.server";
import { holdLimitMessage } from "../../booking/text";
import { roundMoney } from "../../platform/money";
import { changeHoldExpiry, holdForChange, releaseHeldForChange } from "./hold.server";
import { checkNewItinerary } from "./itinerary.server";
import { itineraryOf, sameItinerary, type ItineraryPart } from "./itinerary-rules";
import {
  currentChoice,
  loadChangeCatalog,
  priceChoice,
  type ChangeCatalog,
  type NewItinerary,
} from "./pricing.server";
import {
  changeBlock,
  changeDifference,
  changeSummary,
  readChangeDetail,
  readChangeForm,
  sameChoice,
  withSummary,
  type ChangeDetail,
  type ChangeFormErrors,
  type ChangeFormValues,
} from "./rules";
import { storedText } from "../../platform/i18n/stored-text";
import {
  CHANGE_HISTORY_LINES,
  CHANGE_MESSAGES,
  ITINERARY_CHANGE_MESSAGES,
  type ChangeBlockReason,
} from "./text";

/**
 * Why the booking can't change online now for this actor, or null (the class is read for the
 * mystery rule). A booking charged to a business account changes only through the account: its
 * money goes on the account, which a customer may not spend (on-account.server.ts).
 */
export async function blockOf(
  reservation: Reservation,
  now: Date = new Date(),
  actor: ChangeActor = "customer",
  allowance: ChangeAllowance | null = null,
): Promise<ChangeBlockReason | null> {
  const carClass = await getCarClassById(reservation.carClassId);
  const blocked = changeBlock(reservation, carClass, now, allowance?.lifts ?? []);
  if (blocked) return blocked;
  return actor === "customer" && (await chargedToAccount(reservation)) ? "account" : null;
}

/**
 * What a caller other than the website may do beyond the online rules (the counter's, decided in
 * admin/counter-change/rules.ts): the block reasons it may change past, whether the itinerary
 * stays as booked whatever is posted, and a price it sets over the priced change (checked there).
 */
export type ChangeAllowance = {
  lifts: readonly ChangeBlockReason[];
  keepItinerary?: boolean;
  price?: (
    priced: ChangeDetail,
  ) => { ok: true; detail: ChangeDetail } | { ok: false; errors: ChangeFormErrors };
};

const ITINERARY_FIELD_NAMES = new Set([
  "pickupBranch",
  "dropOffBranch",
  "pickupDate",
  "pickupTime",
  "dropOffDate",
  "dropOffTime",
  "carClassId",
]);

export type ProposeResult =
  | { kind: "invalid"; errors: ChangeFormErrors; values: ChangeFormValues }
  | { kind: "blocked"; reason: ChangeBlockReason }
  /** No car of the new class is free for the new itinerary (the message goes beside the vehicle). */
  | { kind: "soldout"; errors: ChangeFormErrors; values: ChangeFormValues }
  /** The holds cap of the visitor's address (docs/booking.md). */
  | { kind: "hold_limit"; message: string; retryAfterSeconds: number; values: ChangeFormValues }
  | { kind: "priced"; change: BookingChange; detail: ChangeDetail };

/**
 * The detail of a change from the booking as it is to `choice` and, when given, a new itinerary
 * (its held car named by `holdId`), priced. Null: no price to start from.
 */
export async function priceChange(
  reservation: Reservation,
  choice: ChangeDetail["to"],
  catalog: ChangeCatalog,
  itinerary: (NewItinerary & { to: ItineraryPart["to"] }) | null = null,
  holdId = "",
): Promise<ChangeDetail | null> {
  const priced = await priceChoice(reservation, choice, catalog, itinerary);
  if (!priced) return null;
  const from = currentChoice(reservation);
  const part = itinerary ? { from: itineraryOf(reservation), to: itinerary.to, holdId } : null;
  const [branches, classes] = part
    ? await Promise.all([listBranches(), listCarClasses({ includeInvisible: true })])
    : [[], []];
  const names = {
    extras: new Map(catalog.extraRows.map((extra) => [extra.code, extra.name])),
    insurance: new Map(catalog.insuranceRows.map((option) => [option.code, option.name])),
    branches: new Map(branches.map((branch) => [branch.id, branch.name])),
    classes: new Map(classes.map((carClass) => [carClass.carClassId, carClass.name])),
  };
  const oldTotal = roundMoney(reservation.total);
  return {
    from,
    to: choice,
    itinerary: part,
    oldTotal,
    newTotal: priced.breakdown.total,
    difference: changeDifference(oldTotal, priced.breakdown.total),
    breakdown: priced.breakdown,
    promoNote: priced.promoDropped?.note ?? null,
    ...withSummary([
      ...changeSummary(from, choice, names, priced.promoDropped?.code ?? null, part),
      ...(part && reservation.shuttleCode && part.to.pickupBranchId !== part.from.pickupBranchId
        ? [
            storedText(CHANGE_HISTORY_LINES.shuttleDropped, {
              branch: names.branches.get(part.from.pickupBranchId) ?? "",
            }),
          ]
        : []),
    ]),
  };
}

/**
 * Checks the posted form and, when the booking may change online, prices the change, holds a car
 * for a new itinerary (the booking keeps its own until the change is applied) and saves it on the
 * change in progress (a new change when a payment for other choices was under way).
 * `clientAddress` is the visitor's (clientAddress(context)): a change's hold counts in its holds
 * cap like any other.
 */
export async function proposeChange(
  reservation: Reservation,
  entries: Iterable<[string, unknown]>,
  options: {
    now?: Date;
    clientAddress?: string | null;
    actor?: ChangeActor;
    allowance?: ChangeAllowance | null;
  } = {},
): Promise<ProposeResult> {
  const now = options.now ?? new Date();
  const allowance = options.allowance ?? null;
  const blocked = await blockOf(reservation, now, options.actor, allowance);
  if (blocked) return { kind: "blocked", reason: blocked };
  const catalog = await loadChangeCatalog();
  const posted = allowance?.keepItinerary
    ? [...entries].filter(([name]) => !ITINERARY_FIELD_NAMES.has(name))
    : entries;
  const form = readChangeForm(posted, catalog);
  const trip = await checkNewItinerary(reservation, form.values, now);
  if (!form.ok || trip.kind === "invalid") {
    const errors = { ...(form.ok ? {} : form.errors), ...(trip.kind === "invalid" ? trip.errors : {}) };
    return { kind: "invalid", errors, values: form.values };
  }
  if (trip.kind === "unchanged" && sameChoice(form.choice, currentChoice(reservation)))
    return { kind: "invalid", errors: { form: CHANGE_MESSAGES.nothingChanged }, values: form.values };
  const itinerary = trip.kind === "new" ? trip : null;
  const unpriced = await priceChange(reservation, form.choice, catalog, itinerary);
  if (!unpriced) return { kind: "blocked", reason: "unpriced" };
  const set = allowance?.price?.(unpriced) ?? { ok: true as const, detail: unpriced };
  if (!set.ok) return { kind: "invalid", errors: set.errors, values: form.values };
  const priced = set.detail;

  let detail: ChangeDetail = priced;
  if (itinerary && priced.itinerary) {
    const held = await holdForChange(reservation, itinerary.to, form.choice, priced.breakdown, {
      clientAddress: options.clientAddress,
      now,
    });
    if (!held.ok && held.reason === "hold_limit") {
      return {
        kind: "hold_limit",
        message: holdLimitMessage(held),
        retryAfterSeconds: held.retryAfterSeconds,
        values: form.values,
      };
    }
    if (!held.ok) {
      const errors = { carClassId: ITINERARY_CHANGE_MESSAGES.soldOut };
      return { kind: "soldout", errors, values: form.values };
    }
    detail = { ...priced, itinerary: { ...priced.itinerary, holdId: held.reservation.id } };
  } else {
    await releaseHeldForChange(reservation, now);
  }

  const existing = await getChangeInProgress(reservation.id, "change");
  if (existing?.status === "awaiting-payment") await abandonChange(existing.id, now);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const change = await openChange(reservation.id, "change", { now });
    const saved = await updateChange(change.id, {
      detail: detail as unknown as Record<string, unknown>,
      amount: detail.difference,
      now,
    });
    if (saved) return { kind: "priced", change: saved, detail };
  }
  throw new Error(`proposeChange: no change could be saved for ${reservation.reference}`);
}

export type ChangeInProgress = {
  change: BookingChange;
  detail: ChangeDetail;
  /** When the car held for a new itinerary stops being held (ISO); null: none held (or lapsed). */
  holdExpiresAt: string | null;
};

export type ChangeState =
  | ({ kind: "ready" } & ChangeInProgress)
  /** Nothing chosen yet (or the booking changed since): back to the form, with a notice. */
  | { kind: "start"; notice: string | null }
  | { kind: "blocked"; reason: ChangeBlockReason }
  /** Applied a moment ago: the confirmation. */
  | { kind: "done" };

/** How long after a change the review page still answers with its confirmation. */
const DONE_WINDOW_MS = 30 * 60_000;

/** Where the review page stands: the priced change that still fits the booking, or where to go. */
export async function changeState(
  reservation: Reservation,
  now: Date = new Date(),
  actor: ChangeActor = "customer",
  allowance: ChangeAllowance | null = null,
): Promise<ChangeState> {
  const change = await getChangeInProgress(reservation.id, "change");
  const detail = readChangeDetail(change?.detail);
  if (!change || !detail) {
    const completed = await getLatestCompletedChange(reservation.id, "change");
    if (completed && completed.updatedAt.getTime() > now.getTime() - DONE_WINDOW_MS) return { kind: "done" };
    const blocked = await blockOf(reservation, now, actor, allowance);
    if (blocked) return { kind: "blocked", reason: blocked };
    return { kind: "start", notice: change ? null : CHANGE_MESSAGES.startAgain };
  }
  if (
    !sameChoice(detail.from, currentChoice(reservation)) ||
    (detail.itinerary && !sameItinerary(detail.itinerary.from, itineraryOf(reservation))) ||
    roundMoney(reservation.total) !== detail.oldTotal
  ) {
    await abandonChange(change.id, now);
    return { kind: "start", notice: CHANGE_MESSAGES.bookingChanged };
  }
  const blocked = await blockOf(reservation, now, actor, allowance);
  if (blocked) return { kind: "blocked", reason: blocked };
  const holdExpiresAt = detail.itinerary ? await changeHoldExpiry(detail.itinerary.holdId, now) : null;
  return { kind: "ready", change, detail, holdExpiresAt };
}

/** What the form shows: the choice and itinerary on the change in progress, else the booking's own. */
export async function proposedChoice(reservation: Reservation) {
  const change = await getChangeInProgress(reservation.id, "change");
  const detail = readChangeDetail(change?.detail);
  return {
    choice: detail?.to ?? currentChoice(reservation),
    itinerary: detail?.itinerary?.to ?? itineraryOf(reservation),
  };
}

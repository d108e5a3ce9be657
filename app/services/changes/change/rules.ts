/**
 * The rules of "Change booking" that need no database (unit-tested in
 * tests/unit/change-booking.test.ts): who may change a booking online now, the form's checks, what
 * the change row's detail holds, and what changed (the history note and the email's summary).
 *
 * Policy (docs/changes.md, "Change a booking"):
 * - A confirmed booking's dates, branches, class, extras, insurance cover and flight number change
 *   online, free of any fee (CHANGE_FEE), until CHANGE_CUTOFF_HOURS before pick-up. Later, after pick-up, once checked
 *   in online, for a cancelled booking, a hot-deal or relocation rate or a mystery class: not
 *   online, with the reason and the branch's number on the page.
 * - Extras keep the limits of booking (each extra's maximum quantity).
 */
import type { PriceBreakdown } from "../../booking/pricing/rules";
import { roundMoney } from "../../platform/money";
import {
  storedText,
  writeStoredText,
  writeStoredTextsInEnglish,
  readStoredTexts,
  type StoredText,
  type StoredValue,
} from "../../platform/i18n/stored-text";
import { readItineraryPart, type ItineraryOf, type ItineraryPart } from "./itinerary-rules";
import {
  CHANGE_BLOCK_TEXT,
  CHANGE_CUTOFF_HOURS,
  CHANGE_HISTORY_LINES,
  CHANGE_HISTORY_TEXT,
  CHANGE_MESSAGES,
  CHANGE_PATHS,
  CHANGE_TEXT,
  FLIGHT_NUMBER_MAX_LENGTH,
  type ChangeBlockReason,
} from "./text";

const HOUR = 3_600_000;

export type ChangeableReservation = {
  reference: string;
  status: string;
  pickupAt: Date;
  hotDealId: number | null;
  checkedInAt: Date | null;
  priceBreakdown?: PriceBreakdown | null;
};

/** Whether a class is a mystery class ("Mystery car", "Mystery SUV"): the class is the surprise. */
export function isMysteryClass(carClass: { name: string } | null | undefined): boolean {
  return Boolean(carClass && /^mystery\b/i.test(carClass.name.trim()));
}

/** Why this booking can't be changed online now (see the policy above), or null when it can. */
export function changeBlock(
  reservation: ChangeableReservation,
  carClass: { name: string } | null,
  now: Date = new Date(),
  lifted: readonly ChangeBlockReason[] = [],
): ChangeBlockReason | null {
  const reasons: [ChangeBlockReason, boolean][] = [
    ["cancelled", reservation.status !== "confirmed"],
    ["started", now.getTime() >= reservation.pickupAt.getTime()],
    ["checked-in", Boolean(reservation.checkedInAt)],
    ["deal", reservation.hotDealId !== null],
    ["mystery", isMysteryClass(carClass)],
    ["cutoff", reservation.pickupAt.getTime() - now.getTime() < CHANGE_CUTOFF_HOURS * HOUR],
    ["unpriced", reservation.priceBreakdown === null],
  ];
  // A caller may lift a reason (the counter's allowances), never "cancelled".
  const found = reasons.find(
    ([reason, applies]) => applies && (reason === "cancelled" || !lifted.includes(reason)),
  );
  return found ? found[0] : null;
}

/** The flow's start for a booking: "/manage-booking/change/?booking=GO1234567". */
export function changeStartPath(reference: string): string {
  return `${CHANGE_PATHS.start}?booking=${encodeURIComponent(reference)}`;
}

/**
 * What /manage-booking/ and My bookings show for a booking: the "Change booking" link when it may
 * change now, else the reason (for a confirmed booking before pick-up); nothing for a cancelled
 * booking or one whose rental has started (the other links cover those).
 */
export function changeOffer(
  reservation: ChangeableReservation,
  carClass: { name: string } | null,
  now: Date = new Date(),
): { href: string; label: string; note: string | null } | { href: null; label: string; note: string } | null {
  const blocked = changeBlock(reservation, carClass, now);
  if (blocked === "cancelled" || blocked === "started") return null;
  if (blocked) return { href: null, label: CHANGE_TEXT.offerLabel, note: blockText(blocked) };
  return { href: changeStartPath(reservation.reference), label: CHANGE_TEXT.offerLabel, note: null };
}

export function blockText(reason: ChangeBlockReason): string {
  return CHANGE_BLOCK_TEXT[reason];
}

/* ------------------------------------------------------------------------------------------------
 * The form
 * ---------------------------------------------------------------------------------------------- */

/** What the customer chooses: extras with a quantity above 0, the cover, the flight number. */
export type ChangeChoice = {
  extras: { code: string; quantity: number }[];
  insuranceCode: string;
  flightNumber: string | null;
};

export type ChangeOptions = {
  extras: readonly { code: string; name: string; maxQuantity: number }[];
  insuranceCodes: readonly string[];
};

/** Field name of an extra's quantity (as when booking). */
export const changeExtraField = (code: string) => `extra-${code}`;
export const EXTRA_FIELD_PREFIX = "extra-";

export type ChangeFormErrors = Record<string, string>;
/** What the form sends back to show: each field's raw value. */
export type ChangeFormValues = Record<string, string>;

export type ChangeFormResult =
  | { ok: true; choice: ChangeChoice; values: ChangeFormValues }
  | { ok: false; errors: ChangeFormErrors; values: ChangeFormValues };

const MAX_ECHO = 40;

/**
 * Checks the posted form: every extra field names an extra we offer (else "extras" gets a
 * message), each quantity is a whole number from 0 to the extra's maximum (a message beside that
 * field), the cover is one we offer, and the flight number is letters and digits (spaces dropped,
 * upper case) of at most FLIGHT_NUMBER_MAX_LENGTH.
 */
export function readChangeForm(
  entries: Iterable<[string, unknown]>,
  options: ChangeOptions,
): ChangeFormResult {
  const values: ChangeFormValues = {};
  for (const [name, value] of entries) {
    if (typeof value === "string") values[name] = value.slice(0, MAX_ECHO);
  }
  const errors: ChangeFormErrors = {};
  const known = new Map(options.extras.map((extra) => [extra.code, extra]));
  for (const name of Object.keys(values)) {
    if (name.startsWith(EXTRA_FIELD_PREFIX) && !known.has(name.slice(EXTRA_FIELD_PREFIX.length)))
      errors.extras = CHANGE_MESSAGES.unknownExtra;
  }
  const extras: ChangeChoice["extras"] = [];
  for (const extra of options.extras) {
    const field = changeExtraField(extra.code);
    const raw = (values[field] ?? "").trim();
    const quantity = raw === "" ? 0 : Number(raw);
    if (!/^\d*$/.test(raw) || !Number.isInteger(quantity) || quantity < 0 || quantity > extra.maxQuantity) {
      errors[field] = CHANGE_MESSAGES.quantityInvalid(extra.name, extra.maxQuantity);
    } else if (quantity > 0) extras.push({ code: extra.code, quantity });
  }
  const insuranceCode = (values.insurance ?? "").trim();
  if (!options.insuranceCodes.includes(insuranceCode)) errors.insurance = CHANGE_MESSAGES.insuranceRequired;
  const flight = (values.flightNumber ?? "").replace(/\s+/g, "").toUpperCase();
  if (flight.length > FLIGHT_NUMBER_MAX_LENGTH || !/^[A-Z0-9]*$/.test(flight))
    errors.flightNumber = CHANGE_MESSAGES.flightNumberInvalid;
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  return { ok: true, choice: { extras, insuranceCode, flightNumber: flight || null }, values };
}

/** The booking's own choices as the form's values (or a change's). */
export function choiceFormValues(choice: ChangeChoice, options: ChangeOptions): ChangeFormValues {
  const quantities = new Map(choice.extras.map((extra) => [extra.code, extra.quantity]));
  const values: ChangeFormValues = {
    insurance: choice.insuranceCode,
    flightNumber: choice.flightNumber ?? "",
  };
  for (const extra of options.extras)
    values[changeExtraField(extra.code)] = String(quantities.get(extra.code) ?? 0);
  return values;
}

/** Two choices are the same booking (extras in any order). */
export function sameChoice(a: ChangeChoice, b: ChangeChoice): boolean {
  const key = (choice: ChangeChoice) =>
    JSON.stringify({
      extras: [...choice.extras].filter((e) => e.quantity > 0).sort((x, y) => x.code.localeCompare(y.code)),
      insuranceCode: choice.insuranceCode,
      flightNumber: choice.flightNumber ?? null,
    });
  return key(a) === key(b);
}

/* ------------------------------------------------------------------------------------------------
 * The change row's detail
 * ---------------------------------------------------------------------------------------------- */

/** What the change row's detail holds (written by the flow, read back checked). */
export type ChangeDetail = {
  from: ChangeChoice;
  to: ChangeChoice;
  /** The new dates, branches or class and the car held for them; null when those stay as booked. */
  itinerary: ItineraryPart | null;
  oldTotal: number;
  newTotal: number;
  difference: number;
  breakdown: PriceBreakdown;
  /** Why the promo code fell away, when it did. */
  promoNote: string | null;
  /** What changed, one line each (the history note and the email), in English: see changeSummaryLines. */
  summary: string[];
  /** The same lines as texts and values, written in the reader's language; absent on older changes. */
  summaryTexts?: StoredText[];
  /** A price set by staff at the counter over the priced total (applyPriceOverride); absent online. */
  override?: ChangeOverride | null;
};

/**
 * A price override at the counter: the total the rules priced, the total staff set instead, the
 * reason, and who set it (the back office checks the limit, admin/counter-change/rules.ts).
 */
export type ChangeOverride = {
  pricedTotal: number;
  total: number;
  reason: string;
  byEmail: string;
};

export function readOverride(value: unknown): ChangeOverride | null {
  const o = value as ChangeOverride | null | undefined;
  if (!o || typeof o !== "object") return null;
  if (typeof o.pricedTotal !== "number" || typeof o.total !== "number") return null;
  if (typeof o.reason !== "string" || typeof o.byEmail !== "string") return null;
  return { pricedTotal: o.pricedTotal, total: o.total, reason: o.reason, byEmail: o.byEmail };
}

/**
 * The priced change with the total staff set instead: the breakdown gains an "override" line of
 * the amount off (or on), its total, the change's new total and difference follow, and the
 * summary says the price was set at the counter (the reason stays in the back office).
 */
export function applyPriceOverride(detail: ChangeDetail, override: ChangeOverride): ChangeDetail {
  const total = roundMoney(override.total);
  const breakdown = overriddenBreakdown(detail.breakdown, total);
  return {
    ...detail,
    breakdown,
    newTotal: total,
    difference: changeDifference(detail.oldTotal, total),
    override: { ...override, pricedTotal: roundMoney(override.pricedTotal), total },
    ...withSummary([
      ...summaryTextsOf(detail),
      storedText(CHANGE_HISTORY_LINES.override, {
        priced: { money: override.pricedTotal },
        set: { money: total },
      }),
    ]),
  };
}

/** A change's summary: its lines as texts and values, and in English (ChangeDetail.summary). */
export function withSummary(texts: StoredText[]): Pick<ChangeDetail, "summary" | "summaryTexts"> {
  return { summary: writeStoredTextsInEnglish(texts), summaryTexts: texts };
}

/** The change's lines as texts (an older change's written lines stand as they are). */
function summaryTextsOf(detail: Pick<ChangeDetail, "summary" | "summaryTexts">): StoredText[] {
  return detail.summaryTexts ?? detail.summary.map((line) => storedText(line));
}

/**
 * What changed, one line each, in the current language (a page, the API, an email in the
 * booking's language); an older change kept only its lines as written.
 */
export function changeSummaryLines(detail: Pick<ChangeDetail, "summary" | "summaryTexts">): string[] {
  return detail.summaryTexts ? detail.summaryTexts.map(writeStoredText) : detail.summary;
}

/**
 * A price breakdown set to `total` by staff: an "override" line of the amount off (or on), and the
 * total. Every counter flow that re-prices a booking (a change, a new drop-off) uses this one.
 */
export function overriddenBreakdown(breakdown: PriceBreakdown, total: number): PriceBreakdown {
  const set = roundMoney(total);
  return {
    ...breakdown,
    total: set,
    lines: [
      ...breakdown.lines,
      {
        kind: "override",
        label: CHANGE_HISTORY_TEXT.overrideLine,
        amount: roundMoney(set - breakdown.total),
      },
    ],
  };
}

function isChoice(value: unknown): value is ChangeChoice {
  if (!value || typeof value !== "object") return false;
  const choice = value as ChangeChoice;
  return (
    Array.isArray(choice.extras) &&
    choice.extras.every((extra) => typeof extra?.code === "string" && typeof extra?.quantity === "number") &&
    typeof choice.insuranceCode === "string" &&
    (choice.flightNumber === null || typeof choice.flightNumber === "string")
  );
}

/** The change's detail when it holds a priced change, else null. */
export function readChangeDetail(detail: Record<string, unknown> | null | undefined): ChangeDetail | null {
  if (!detail) return null;
  const { from, to, oldTotal, newTotal, difference, breakdown, promoNote, summary, itinerary, override } =
    detail;
  if (!isChoice(from) || !isChoice(to)) return null;
  if (typeof oldTotal !== "number" || typeof newTotal !== "number" || typeof difference !== "number")
    return null;
  if (!breakdown || typeof breakdown !== "object" || !Array.isArray((breakdown as PriceBreakdown).lines))
    return null;
  if (!Array.isArray(summary) || !summary.every((line) => typeof line === "string")) return null;
  const summaryTexts = readStoredTexts(detail.summaryTexts);
  return {
    from,
    to,
    itinerary: readItineraryPart(itinerary),
    oldTotal,
    newTotal,
    difference,
    breakdown: breakdown as PriceBreakdown,
    promoNote: typeof promoNote === "string" ? promoNote : null,
    summary,
    ...(summaryTexts ? { summaryTexts } : {}),
    // Only a change made at the counter with an override has one (online details stay as they were).
    ...(readOverride(override) ? { override: readOverride(override) } : {}),
  };
}

/** New total less current total, to the cent: above 0 the customer pays it, below 0 it's refunded. */
export function changeDifference(currentTotal: number, newTotal: number): number {
  return roundMoney(newTotal - currentTotal);
}

/**
 * What the money back is: the difference, never more than the customer has paid and not had back.
 */
export function refundAmount(difference: number, netPaid: number): number {
  return roundMoney(Math.max(0, Math.min(-difference, netPaid)));
}

/** The names a change's summary shows for codes and ids. */
export type ChangeNames = {
  extras: ReadonlyMap<string, string>;
  insurance: ReadonlyMap<string, string>;
  branches?: ReadonlyMap<number, string>;
  classes?: ReadonlyMap<number, string>;
};

const placeText = (branch: string | undefined, at: string): StoredValue => ({
  place: branch ?? "",
  nzDateTime: at,
});
const NONE: StoredValue = { text: CHANGE_TEXT.none };

/** What moved of the itinerary, one line each: pick-up, drop-off (branch and time), vehicle. */
export function itinerarySummary(from: ItineraryOf, to: ItineraryOf, names: ChangeNames): StoredText[] {
  const lines: StoredText[] = [];
  const branch = (id: number) => names.branches?.get(id);
  const moved = (a: [number, string], b: [number, string]) =>
    a[0] !== b[0] || new Date(a[1]).getTime() !== new Date(b[1]).getTime();
  if (moved([from.pickupBranchId, from.pickupAt], [to.pickupBranchId, to.pickupAt]))
    lines.push(
      storedText(CHANGE_HISTORY_LINES.pickup, {
        from: placeText(branch(from.pickupBranchId), from.pickupAt),
        to: placeText(branch(to.pickupBranchId), to.pickupAt),
      }),
    );
  if (moved([from.dropOffBranchId, from.dropOffAt], [to.dropOffBranchId, to.dropOffAt]))
    lines.push(
      storedText(CHANGE_HISTORY_LINES.dropOff, {
        from: placeText(branch(from.dropOffBranchId), from.dropOffAt),
        to: placeText(branch(to.dropOffBranchId), to.dropOffAt),
      }),
    );
  if (from.carClassId !== to.carClassId)
    lines.push(
      storedText(CHANGE_HISTORY_LINES.vehicle, {
        from: names.classes?.get(from.carClassId) ?? String(from.carClassId),
        to: names.classes?.get(to.carClassId) ?? String(to.carClassId),
      }),
    );
  return lines;
}

/**
 * What changed, one line each: the itinerary (when it moves), extras (by name, old → new
 * quantity), cover, flight number, promo.
 */
export function changeSummary(
  from: ChangeChoice,
  to: ChangeChoice,
  names: ChangeNames,
  promoDropped: string | null,
  itinerary: { from: ItineraryOf; to: ItineraryOf } | null = null,
): StoredText[] {
  const lines: StoredText[] = itinerary ? itinerarySummary(itinerary.from, itinerary.to, names) : [];
  const before = new Map(from.extras.map((extra) => [extra.code, extra.quantity]));
  const after = new Map(to.extras.map((extra) => [extra.code, extra.quantity]));
  const codes = [...new Set([...before.keys(), ...after.keys()])];
  for (const code of codes) {
    const was = before.get(code) ?? 0;
    const now = after.get(code) ?? 0;
    if (was !== now)
      lines.push(
        storedText(CHANGE_HISTORY_LINES.extra, { name: names.extras.get(code) ?? code, from: was, to: now }),
      );
  }
  if (from.insuranceCode !== to.insuranceCode) {
    const name = (code: string): StoredValue => names.insurance.get(code) ?? (code || NONE);
    lines.push(
      storedText(CHANGE_HISTORY_LINES.cover, { from: name(from.insuranceCode), to: name(to.insuranceCode) }),
    );
  }
  if ((from.flightNumber ?? "") !== (to.flightNumber ?? "")) {
    lines.push(
      storedText(CHANGE_HISTORY_LINES.flight, {
        from: from.flightNumber || NONE,
        to: to.flightNumber || NONE,
      }),
    );
  }
  if (promoDropped) lines.push(storedText(CHANGE_HISTORY_LINES.promo, { code: promoDropped.toUpperCase() }));
  return lines;
}

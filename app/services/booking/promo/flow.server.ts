/**
 * The promo flow of spec section 4 on top of the promo rules of section 5 (`./promo`):
 *
 * - apply: validate the form; for the AA codes ask the AA membership service first; check the
 *   code is known and valid on the pick-up date (or today in New Zealand); then
 *   - no itinerary: only store the promo (the search picks it up later) and stay where the visitor
 *     was, except on the deals/promotion page, which goes on to /vehicles/;
 *   - an itinerary: put the code on it and repeat the search (new lastQueryDateTime, reservation
 *     reset, its hold released) and go to /vehicles/.
 * - remove: clear promo code, AA number and client reference, and repeat the search the same way;
 *   with no itinerary, forget the stored promo.
 *
 * The stored promo exists only while there is no itinerary: a new search moves it onto the
 * itinerary (itinerary-search.server.ts) and later searches carry the itinerary's code over, so
 * applying with an itinerary leaves no stored promo behind, and removing clears both.
 */
import { redirect, data } from "@remix-run/node";
import { getPromoCode } from "~/models/catalog/promo-codes.server";
import { lookupPromo } from "./codes.server";
import { releaseHold } from "~/models/reservations/reservations.server";
import { checkAaMembership } from "./aa-membership.server";
import {
  getItinerary,
  getReservation,
  getStoredPromo,
  resetReservation,
  setItinerary,
  setReservation,
  setStoredPromo,
  type SessionItinerary,
} from "../session.server";
import { INVALID_AA_MEMBERSHIP_NUMBER } from "./text";
import { SERVICE_UNAVAILABLE } from "../../platform/error-text";
import { safeRedirectPath } from "../../platform/routing";
import { nzDate } from "../pricing/rules";
import {
  PROMO_CODE_PATH,
  PROMO_FIELDS,
  checkAaNumberField,
  promoStatusMessage,
  validatePromoForm,
  type PromoFormErrors,
} from "./rules";
import { commitSession, getSession, type AppSession } from "../../platform/session.server";
import { readFormData } from "../../platform/form-data.server";

export { PROMO_CODE_PATH };
/** The deals page whose promo form goes on to the vehicles once the code is stored. */
export const DEALS_PROMOTION_PATH = "/deals/promotion/";
export const VEHICLES_PATH = "/vehicles/";
/** The id of the results section on /vehicles/: "on mobile, after applying, the page scrolls to the search results". */
export const RESULTS_ANCHOR = "results";

export type PromoInput = { promoCode?: string | null; aaNumber?: string | null };

export type PromoFlowOptions = {
  /** Where the visitor was (an already validated same-site path): where "stay" goes. */
  from: string;
  now?: Date;
};

export type PromoFlowFailure = {
  ok: false;
  /** 400 for anything the visitor can fix; 503 when the AA membership service could not be asked. */
  status: 400 | 503;
  /** Messages beside the fields. */
  fieldErrors: PromoFormErrors;
  /** The error list titled "Sorry" (spec section 8: the AA refusal). */
  formErrors: string[];
  /** What the visitor typed, to put back in the form. */
  values: { promoCode: string; aaNumber: string };
};

export type PromoFlowSuccess = {
  ok: true;
  /** Where to send the visitor next (a same-site path). */
  redirectTo: string;
  /** "search": the itinerary changed and the search is repeated; "stored": kept for the next search. */
  outcome: "search" | "stored";
  /** The code now applied (lower-case), or null after a removal. */
  promoCode: string | null;
};

export type PromoFlowResult = PromoFlowSuccess | PromoFlowFailure;

/** Input values longer than this are not echoed back into the form. */
const MAX_ECHO_LENGTH = 100;

function echo(value: string | null | undefined): string {
  return (value ?? "").slice(0, MAX_ECHO_LENGTH);
}

/** The path of a target, with the trailing slash every page URL has (spec section 2). */
function pathOf(target: string): string {
  const path = target.split(/[?#]/, 1)[0];
  return path.endsWith("/") ? path : `${path}/`;
}

/** "/vehicles/" and "/vehicles/?…" gain "#results" when the visitor should land on the results. */
export function withResultsAnchor(target: string, scrollToResults: boolean): string {
  if (!scrollToResults || pathOf(target) !== VEHICLES_PATH) return target;
  return `${target.split("#", 1)[0]}#${RESULTS_ANCHOR}`;
}

/** The code the visitor has applied: the itinerary's when there is one, else the stored one. */
export function currentPromoCode(session: AppSession): string | null {
  const itinerary = getItinerary(session);
  if (itinerary) return itinerary.promoCode || null;
  return getStoredPromo(session)?.promoCode || null;
}

/**
 * "Repeat the search": the /vehicles/ loader searches again from the session itinerary, so the
 * itinerary gets the change and a new lastQueryDateTime, and the reservation in progress is reset
 * (a new vehicle list resets the vehicle, extras, fees and insurance; spec section 4), releasing
 * the car it held.
 */
async function repeatSearch(session: AppSession, itinerary: SessionItinerary, now: Date): Promise<void> {
  setItinerary(session, { ...itinerary, lastQueryDateTime: now.toISOString() });
  const reservation = getReservation(session);
  if (reservation?.reservationId) await releaseHold(reservation.reservationId, { now });
  setReservation(session, resetReservation(reservation?.campaignName ?? null));
}

function failure(
  input: PromoInput,
  fieldErrors: PromoFormErrors,
  formErrors: string[] = [],
  status: 400 | 503 = 400,
): PromoFlowFailure {
  return {
    ok: false,
    status,
    fieldErrors,
    formErrors,
    values: { promoCode: echo(input.promoCode), aaNumber: echo(input.aaNumber) },
  };
}

/**
 * The rules of a promo code without the session (the promo form below and the API's searches):
 * the form rules; for the AA codes the AA membership service must accept the number (503 when it
 * cannot be asked); the code must be known and valid on `onDate` (YYYY-MM-DD, New Zealand).
 */
export async function checkPromo(
  input: PromoInput,
  onDate: string,
): Promise<{ ok: true; promoCode: string; aaNumber: string | null } | PromoFlowFailure> {
  const form = validatePromoForm(input);
  if (!form.ok) return failure(input, form.errors);
  const { promoCode } = form.values;
  let aaNumber = form.values.aaNumber;

  // A code head office created with "AA membership required" asks for the number as the AA codes do.
  if (aaNumber === null && (await getPromoCode(promoCode))?.requiresAaNumber) {
    const checked = checkAaNumberField(input.aaNumber);
    if (checked.error) return failure(input, { aaNumber: checked.error });
    aaNumber = checked.aaNumber;
  }

  // The add-on number first: the AA must accept it before anything else happens.
  if (aaNumber !== null) {
    let accepted: boolean;
    try {
      accepted = await checkAaMembership(aaNumber);
    } catch {
      return failure(input, {}, [SERVICE_UNAVAILABLE], 503);
    }
    if (!accepted) return failure(input, {}, [INVALID_AA_MEMBERSHIP_NUMBER]);
  }

  const lookup = await lookupPromo(promoCode, onDate);
  const statusMessage = promoStatusMessage(lookup.status);
  if (statusMessage) return failure(input, { promoCode: statusMessage });
  return { ok: true, promoCode, aaNumber };
}

/** Apply a promo code (spec sections 4 and 5). Writes the session only when it succeeds. */
export async function applyPromo(
  session: AppSession,
  input: PromoInput,
  options: PromoFlowOptions,
): Promise<PromoFlowResult> {
  const now = options.now ?? new Date();
  const itinerary = getItinerary(session);
  const checked = await checkPromo(input, itinerary?.pickupDate ?? nzDate(now));
  if (!checked.ok) return checked;
  const { promoCode, aaNumber } = checked;

  if (!itinerary) {
    setStoredPromo(session, { promoCode, aaNumber });
    const goOn = pathOf(options.from) === DEALS_PROMOTION_PATH;
    return { ok: true, outcome: "stored", promoCode, redirectTo: goOn ? VEHICLES_PATH : options.from };
  }
  setStoredPromo(session, null);
  await repeatSearch(session, { ...itinerary, promoCode, aaNumber }, now);
  return { ok: true, outcome: "search", promoCode, redirectTo: VEHICLES_PATH };
}

/**
 * Remove the promo code: clears promo code, AA number and client reference and repeats the search
 * (the /vehicles/ loader works the itinerary's errors out afresh from the changed itinerary, so no
 * earlier error survives). With no itinerary the stored promo is forgotten and the visitor stays.
 */
export async function removePromo(
  session: AppSession,
  options: Partial<PromoFlowOptions> = {},
): Promise<PromoFlowSuccess> {
  const now = options.now ?? new Date();
  setStoredPromo(session, null);
  const itinerary = getItinerary(session);
  if (!itinerary)
    return { ok: true, outcome: "stored", promoCode: null, redirectTo: options.from ?? PROMO_CODE_PATH };
  await repeatSearch(
    session,
    { ...itinerary, promoCode: "", aaNumber: null, clientReferenceNumber: null },
    now,
  );
  return { ok: true, outcome: "search", promoCode: null, redirectTo: VEHICLES_PATH };
}

/* ------------------------------------------------------------------------------------------------
 * HTTP: what the promo routes (/promo-code/, /deals/promotion/) do with a POST
 * ---------------------------------------------------------------------------------------------- */

export { PROMO_FIELDS };

/** remix-validated-form's hidden form id field: errors go back to the form that sent them. */
const RVF_FORM_ID_FIELD = "__rvfInternalFormId";

/** The body of a 400/503 answer: remix-validated-form's error shape plus the "Sorry" list. */
export type PromoFormResponse = {
  fieldErrors: PromoFormErrors;
  formErrors: string[];
  repopulateFields: { promoCode: string; aaNumber: string };
  formId?: string;
};

function text(formData: FormData, name: string): string | null {
  const value = formData.get(name);
  return typeof value === "string" ? value : null;
}

/**
 * Runs a POST of the promo form: `intent=apply` (default) or `intent=remove`, a hidden
 * `redirectTo` (validated; `defaultFrom` otherwise) and `scrollToResults`. Success is a redirect
 * with the session saved; a mistake is a 400 with the field errors, the "Sorry" list and the
 * entered values. An unreadable body counts as an empty form: never a 500.
 */
export async function promoFormAction(request: Request, { defaultFrom }: { defaultFrom: string }) {
  const session = await getSession(request);
  const formData = (await readFormData(request)) ?? new FormData();
  const from = safeRedirectPath(text(formData, PROMO_FIELDS.redirectTo), defaultFrom);
  const result =
    text(formData, PROMO_FIELDS.intent) === "remove"
      ? await removePromo(session, { from })
      : await applyPromo(
          session,
          {
            promoCode: text(formData, PROMO_FIELDS.promoCode),
            aaNumber: text(formData, PROMO_FIELDS.aaNumber),
          },
          { from },
        );

  if (result.ok) {
    const scroll = Boolean(text(formData, PROMO_FIELDS.scrollToResults));
    return redirect(withResultsAnchor(result.redirectTo, scroll), {
      headers: { "Set-Cookie": await commitSession(session) },
    });
  }
  const formId = text(formData, RVF_FORM_ID_FIELD);
  return data<PromoFormResponse>(
    {
      fieldErrors: result.fieldErrors,
      formErrors: result.formErrors,
      repopulateFields: result.values,
      ...(formId ? { formId: formId.slice(0, 100) } : {}),
    },
    { status: result.status },
  );
}

/** What a page showing the promo form needs from the session. */
export async function promoPageData(
  request: Request,
): Promise<{ promoCode: string | null; hasItinerary: boolean }> {
  const session = await getSession(request);
  return { promoCode: currentPromoCode(session), hasItinerary: getItinerary(session) !== null };
}

import { and, eq } from "drizzle-orm";
import { getDb } from "~/models/db.server";
import type { Reservation } from "~/models/reservations/reservations.server";
import { identityChecks, type IdentityCheckStatus } from "~/models/schema";
import { bookingLookupSchema } from "./forms";
import {
  findBookingByReferenceAndEmail,
  lookUpBooking,
  parseLookupForm,
  type InvalidLookupForm,
  type BookingPageRefusal,
} from "../lookup.server";
import { IDENTITY_CHECK_PATHS } from "./constants";
import { BOOKING_LOOKUP_TEXT } from "../text";
import { IDENTITY_CHECK_TEXT as T } from "./text";
import type { AppSession } from "../../platform/session.server";
import { isUuid } from "../../platform/validators";
import { pathInLanguage } from "../../platform/i18n/language";
import { currentLanguage } from "../../platform/i18n/translate";

/**
 * Identity checks (the /aplyid-success/ and /aplyid-cancel/ return pages). The provider is an
 * adapter: the embedded default is a sandbox page inside the site (/identity-check-sandbox/)
 * where the customer chooses "Verify my identity" or "Cancel"; a real provider (APLYiD) would get
 * the success and cancel URLs built from `returnOrigin` and send the customer back to them.
 * - A check is started for a booking found by reservation number and email (booking-lookup rules),
 *   confirmed and not yet returned; or again for the booking of a cancelled check ("Try again").
 * - Coming back moves the check out of `pending` once (UPDATE … WHERE status = 'pending'): a
 *   refresh changes nothing, and a finished check is never changed by the other page.
 */

export type IdentityCheck = typeof identityChecks.$inferSelect;

export interface IdentityCheckProvider {
  readonly name: "sandbox";
  /** Where to send the customer to do the check. */
  start(request: {
    checkId: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ redirectUrl: string }>;
}

export const sandboxIdentityProvider: IdentityCheckProvider = {
  name: "sandbox",
  async start({ checkId }) {
    // The sandbox is part of this site and returns to the site's own pages.
    return { redirectUrl: `${IDENTITY_CHECK_PATHS.sandbox}?check=${encodeURIComponent(checkId)}` };
  },
};

export function getIdentityCheckProvider(): IdentityCheckProvider {
  return sandboxIdentityProvider;
}

export async function getIdentityCheck(id: string | null | undefined): Promise<IdentityCheck | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(identityChecks)
    .where(eq(identityChecks.id, id.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** Creates a pending check and asks the provider where the customer does it. */
export async function startIdentityCheck(
  input: {
    reservationId: string | null;
    /** Where the provider sends the customer back: `returnOrigin(request)` (platform/request-guard). */
    returnOrigin: string;
  },
  options: { now?: Date; provider?: IdentityCheckProvider } = {},
): Promise<{ checkId: string; redirectUrl: string }> {
  const db = await getDb();
  const [row] = await db
    .insert(identityChecks)
    .values({ reservationId: input.reservationId, status: "pending", createdAt: options.now ?? new Date() })
    .returning();
  const base = input.returnOrigin.replace(/\/+$/, "");
  const language = currentLanguage().prefix;
  const provider = options.provider ?? getIdentityCheckProvider();
  const { redirectUrl } = await provider.start({
    checkId: row.id,
    // Back to the page's language: the provider's return addresses are absolute.
    successUrl: `${base}${pathInLanguage(IDENTITY_CHECK_PATHS.success, language)}?check=${row.id}`,
    cancelUrl: `${base}${pathInLanguage(IDENTITY_CHECK_PATHS.cancel, language)}?check=${row.id}`,
  });
  return { checkId: row.id, redirectUrl };
}

/**
 * Applies the provider's answer once: a pending check becomes `verified` or `cancelled`; a check
 * already finished stays as it is. Null for an unknown check.
 */
export async function completeIdentityCheck(
  id: string | null | undefined,
  status: Exclude<IdentityCheckStatus, "pending">,
  now: Date = new Date(),
): Promise<{ check: IdentityCheck; changed: boolean } | null> {
  const existing = await getIdentityCheck(id);
  if (!existing) return null;
  const db = await getDb();
  const [changed] = await db
    .update(identityChecks)
    .set({ status, completedAt: now })
    .where(and(eq(identityChecks.id, existing.id), eq(identityChecks.status, "pending")))
    .returning();
  if (changed) return { check: changed, changed: true };
  return { check: (await getIdentityCheck(existing.id)) ?? existing, changed: false };
}

export type IdentityRefusal = BookingPageRefusal;

export function checkIdentityBooking(
  reservation: Pick<Reservation, "status" | "dropOffAt">,
  now: Date,
): { ok: true } | IdentityRefusal {
  if (reservation.status !== "confirmed") {
    return { ok: false, reason: "not_confirmed", status: 409, message: BOOKING_LOOKUP_TEXT.notConfirmed };
  }
  if (reservation.dropOffAt.getTime() <= now.getTime())
    return { ok: false, reason: "ended", status: 409, message: T.notAvailable };
  return { ok: true };
}

export type StartForBookingResult =
  { ok: true; checkId: string; redirectUrl: string } | InvalidLookupForm | IdentityRefusal;

/** "Verify my identity" with reservation number and email. The caller commits the session. */
export async function startIdentityCheckForBooking(
  session: AppSession,
  raw: Record<string, unknown>,
  options: { returnOrigin: string; now?: Date; provider?: IdentityCheckProvider; clientAddress?: string },
): Promise<StartForBookingResult> {
  const now = options.now ?? new Date();
  const parsed = parseLookupForm(bookingLookupSchema, raw);
  if (!parsed.ok) return parsed;
  const { reference, email } = parsed.data;
  const found = await lookUpBooking(
    session,
    { reference, clientAddress: options.clientAddress },
    () => findBookingByReferenceAndEmail(reference, email),
    now,
    checkIdentityBooking,
  );
  if (!found.ok) return found;
  const started = await startIdentityCheck(
    { reservationId: found.reservation.id, returnOrigin: options.returnOrigin },
    options,
  );
  return { ok: true, ...started };
}

/** "Try again" on the cancel page: a new check for the booking of a cancelled check. */
export async function retryIdentityCheck(
  checkId: string | null | undefined,
  options: { returnOrigin: string; now?: Date; provider?: IdentityCheckProvider },
): Promise<{ ok: true; checkId: string; redirectUrl: string } | IdentityRefusal> {
  const check = await getIdentityCheck(checkId);
  if (!check || check.status !== "cancelled")
    return { ok: false, reason: "not_retryable", status: 409, message: T.retryFailed };
  const started = await startIdentityCheck(
    { reservationId: check.reservationId, returnOrigin: options.returnOrigin },
    options,
  );
  return { ok: true, ...started };
}

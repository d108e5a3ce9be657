/** A price override posted with a change at the counter, checked against the role's limit (rules.ts). */
import type { StaffUserType } from "~/models/schema";
import { formatMoney, roundMoney } from "../../platform/money";
import { OVERRIDE_FIELDS, OVERRIDE_REASON_MAX, overrideMaxOff } from "./rules";
import { COUNTER_CHANGE_MESSAGES } from "./text";

export type OverrideCheck =
  | { ok: true; override: { total: number; reason: string } | null }
  | { ok: false; errors: Partial<Record<(typeof OVERRIDE_FIELDS)[keyof typeof OVERRIDE_FIELDS], string>> };

const MONEY = /^\d{1,6}(\.\d{1,2})?$/;

/**
 * The posted override against the priced total: none when the total is empty; else a number of
 * dollars and cents from $0, within the role's limit (Staff: only lower, by at most
 * overrideMaxOff), with a reason.
 */
export function checkOverride(
  role: StaffUserType,
  pricedTotal: number,
  raw: { total?: string | null; reason?: string | null },
): OverrideCheck {
  const messages = COUNTER_CHANGE_MESSAGES;
  const text = (raw.total ?? "").trim().replace(/^\$/, "").replace(/,/g, "");
  const reason = (raw.reason ?? "").trim();
  if (text === "") return { ok: true, override: null };
  const errors: Extract<OverrideCheck, { ok: false }>["errors"] = {};
  if (text.startsWith("-")) errors.overrideTotal = messages.overrideNegative;
  else if (!MONEY.test(text)) errors.overrideTotal = messages.overrideInvalid;
  else {
    const total = roundMoney(Number(text));
    if (role !== "Admin" && total > roundMoney(pricedTotal)) errors.overrideTotal = messages.overrideAbove;
    else if (roundMoney(pricedTotal - total) > overrideMaxOff(role, pricedTotal))
      errors.overrideTotal = messages.overrideOverLimit(formatMoney(overrideMaxOff(role, pricedTotal)));
  }
  if (!reason) errors.overrideReason = messages.reasonRequired;
  else if (reason.length > OVERRIDE_REASON_MAX) errors.overrideReason = messages.reasonTooLong;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, override: { total: roundMoney(Number(text)), reason } };
}

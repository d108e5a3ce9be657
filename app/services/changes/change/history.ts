/**
 * A change's "changed" history note, written when it is shown in the language showing it (the
 * back office: English; the traveller's booking page: its language). The history event keeps what
 * the note is written from: the change's lines as texts and values (ChangeDetail.summaryTexts),
 * the totals and the money moved; its `note` is the same in English, kept for readers of the row
 * and shown for events recorded before the parts were kept (docs/languages.md).
 */
import type { BookingEventDetail } from "~/models/schema/booking-events";
import { readStoredTexts } from "../../platform/i18n/stored-text";
import { t } from "../../platform/i18n/translate";
import { formatMoney } from "../../platform/money";
import { changeSummaryLines, type ChangeDetail } from "./rules";
import { CHANGE_EMAIL_TEXT, CHANGE_HISTORY_TEXT, CHANGE_ON_ACCOUNT_TEXT } from "./text";

/**
 * The money a change moved; `onAccount`: charged or credited to the business account; `owed`:
 * money back the gateway refused, for the team to pay out.
 */
export type ChangeMoney = { paid: number; refunded: number; onAccount?: boolean; owed?: number };

/** The money moved, as the history and the email say it ("Paid now $12.00", "Credited to account $5.00"). */
export function changeMoneyText(money: ChangeMoney): string | null {
  if (money.onAccount && money.paid > 0) return CHANGE_ON_ACCOUNT_TEXT.charged(formatMoney(money.paid));
  if (money.onAccount && money.refunded > 0)
    return CHANGE_ON_ACCOUNT_TEXT.credited(formatMoney(money.refunded));
  if (money.paid > 0) return `${t(CHANGE_EMAIL_TEXT.paid)} ${formatMoney(money.paid)}`;
  if (money.refunded > 0) return `${t(CHANGE_EMAIL_TEXT.refunded)} ${formatMoney(money.refunded)}`;
  return null;
}

type NoteParts = Pick<ChangeDetail, "summary" | "summaryTexts" | "oldTotal" | "newTotal">;

/** The history note: what changed (old → new), the total old → new, then the money moved. */
export function changedHistoryNote(detail: NoteParts, money: ChangeMoney): string {
  const total = CHANGE_HISTORY_TEXT.total(formatMoney(detail.oldTotal), formatMoney(detail.newTotal));
  const owed = money.owed ? [`${t(CHANGE_EMAIL_TEXT.refundOwed)} ${formatMoney(money.owed)}`] : [];
  return [...changeSummaryLines(detail), total, changeMoneyText(money) ?? formatMoney(0), ...owed].join("; ");
}

/** What a "changed" event keeps to write its note later (beside the note in English). */
export function changedEventParts(detail: NoteParts, money: ChangeMoney): BookingEventDetail {
  return {
    summaryTexts: JSON.stringify(detail.summaryTexts ?? []),
    onAccount: money.onAccount === true,
    owed: money.owed ?? 0,
  };
}

const amount = (value: unknown) => (typeof value === "number" ? value : 0);

/** A "changed" event's note in the current language; null when the event kept only its note. */
export function changedEventNote(detail: BookingEventDetail): string | null {
  const summaryTexts = readStoredTexts(detail.summaryTexts);
  const { oldTotal, newTotal } = detail;
  if (!summaryTexts || typeof oldTotal !== "number" || typeof newTotal !== "number") return null;
  return changedHistoryNote(
    { summary: [], summaryTexts, oldTotal, newTotal },
    {
      paid: amount(detail.paid),
      refunded: amount(detail.refunded),
      onAccount: detail.onAccount === true,
      owed: amount(detail.owed),
    },
  );
}

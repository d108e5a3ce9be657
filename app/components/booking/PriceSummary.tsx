import { PRICE_SUMMARY_TEXT } from "~/services/booking/text";
import { Price } from "~/components/currency/Price";
import type { PriceBreakdown, PriceLine } from "~/services/booking/pricing/rules";
import { priceLineLabel } from "~/services/booking/pricing/line-label";
import { t } from "~/services/platform/i18n/translate";
import * as styles from "~/styles/price-summary.css";

export type PriceSummaryProps = {
  /** The priced booking (spec: vehicle, one-way fee, extras, insurance, carbon offset, shuttle, discount, processing fee). */
  breakdown: PriceBreakdown;
  /** The table's caption (English: translated here); default "Price summary". */
  caption?: string;
  /** Keep the caption for screen readers only (when a heading above already says it). */
  hideCaption?: boolean;
  /** Show the note that prices are NZD including GST; default true. */
  showCurrencyNote?: boolean;
  className?: string;
};

function lineKey(line: PriceLine, index: number): string {
  return `${line.kind}-${line.code ?? ""}-${index}`;
}

function LineRow({ line }: { line: PriceLine }) {
  const isDiscount = line.amount < 0 || line.kind === "discount";
  return (
    <tr>
      <th scope="row" className={styles.label}>
        {priceLineLabel(line)}
      </th>
      <td className={`${styles.amount}${isDiscount ? ` ${styles.discount}` : ""}`}>
        <Price amount={line.amount} />
      </td>
    </tr>
  );
}

/**
 * The price of a booking as an accessible table: one row per line of the breakdown, in the
 * breakdown's order (vehicle days × daily rate, one-way fee, extras, insurance, carbon offset,
 * shuttle, discount as a negative amount), then the subtotal and card processing fee when a card
 * was chosen, then the total. Amounts go through Price (NZD, and approximately in the visitor's currency). Used by the booking steps, the
 * confirmation pages and step 5.
 */
export function PriceSummary({
  breakdown,
  caption,
  hideCaption = false,
  showCurrencyNote = true,
  className,
}: PriceSummaryProps) {
  const feeLines = breakdown.lines.filter((line) => line.kind === "processingFee");
  const otherLines = breakdown.lines.filter((line) => line.kind !== "processingFee");
  return (
    <div className={`${styles.summary}${className ? ` ${className}` : ""}`}>
      <table className={styles.table}>
        <caption className={hideCaption ? "visually-hidden" : styles.caption}>
          {t(caption ?? PRICE_SUMMARY_TEXT.caption)}
        </caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t(PRICE_SUMMARY_TEXT.item)}</th>
            <th scope="col">{t(PRICE_SUMMARY_TEXT.amount)}</th>
          </tr>
        </thead>
        <tbody>
          {otherLines.map((line, index) => (
            <LineRow key={lineKey(line, index)} line={line} />
          ))}
          {feeLines.length > 0 ? (
            <>
              <tr>
                <th scope="row" className={`${styles.label} ${styles.subtotal}`}>
                  {t(PRICE_SUMMARY_TEXT.subtotal)}
                </th>
                <td className={`${styles.amount} ${styles.subtotal}`}>
                  <Price amount={breakdown.subtotal} />
                </td>
              </tr>
              {feeLines.map((line, index) => (
                <LineRow key={lineKey(line, index)} line={line} />
              ))}
            </>
          ) : null}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={`${styles.label} ${styles.total}`}>
              {t(PRICE_SUMMARY_TEXT.total)} ({breakdown.currency})
            </th>
            <td className={`${styles.amount} ${styles.total}`}>
              <Price amount={breakdown.total} />
            </td>
          </tr>
        </tfoot>
      </table>
      {showCurrencyNote ? <p className={styles.note}>{t(PRICE_SUMMARY_TEXT.currencyNote)}</p> : null}
    </div>
  );
}

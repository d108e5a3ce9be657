import { ALWAYS_EXCLUDED, COST_TEXT } from "~/services/booking/cost/text";
import type { CoverTerms, WholeCost as WholeCostData } from "~/services/booking/cost/whole-cost.server";
import { Price } from "~/components/currency/Price";
import { t } from "~/services/platform/i18n/translate";
import * as styles from "~/styles/booking.css";

/** The same terms as phrasing content, for inside an option's label on the extras step. */
export function CoverTermsLine({ cover }: { cover: CoverTerms }) {
  return (
    <span className={styles.coverLine}>
      <span>
        {t(COST_TEXT.excess)}:{" "}
        <strong>
          <Price amount={cover.excess} />
        </strong>
      </span>
      <span>
        {t(COST_TEXT.bond)}:{" "}
        <strong>
          <Price amount={cover.bond} />
        </strong>
      </span>
      <span>
        {t(COST_TEXT.notCovered)}: {cover.notCovered.map((item) => t(item)).join(", ")}
      </span>
    </span>
  );
}

/**
 * The whole cost before paying (issue 23 item 2): the chosen cover's terms, the return rule, the
 * card fee and the most the hirer could pay, with what it is made of.
 */
export function WholeCost({ cost, showCover = true }: { cost: WholeCostData; showCover?: boolean }) {
  return (
    <section className={styles.fieldset} aria-labelledby="whole-cost-title">
      <h2 id="whole-cost-title" className={styles.legend}>
        {t(COST_TEXT.title)}
      </h2>
      <dl className={styles.coverTerms}>
        {showCover && cost.chosen ? (
          <>
            <dt>{t(COST_TEXT.cover)}</dt>
            <dd>{cost.chosen.name}</dd>
            <dt>{t(COST_TEXT.excess)}</dt>
            <dd>
              <Price amount={cost.chosen.excess} />{" "}
              <span className={styles.coverHint}>({t(COST_TEXT.excessHint)})</span>
            </dd>
            <dt>{t(COST_TEXT.bond)}</dt>
            <dd>
              <Price amount={cost.chosen.bond} />{" "}
              <span className={styles.coverHint}>({t(COST_TEXT.bondHint)})</span>
            </dd>
            <dt>{t(COST_TEXT.notCovered)}</dt>
            <dd>{cost.chosen.notCovered.map((item) => t(item)).join(", ")}</dd>
          </>
        ) : null}
        <dt>{t(COST_TEXT.neverCovered)}</dt>
        <dd>{ALWAYS_EXCLUDED.map((item) => t(item)).join(", ")}</dd>
        {cost.returnRule ? (
          <>
            <dt>{t(COST_TEXT.returnRule)}</dt>
            <dd>{t(cost.returnRule)}</dd>
          </>
        ) : null}
        <dt>{t(COST_TEXT.cardFee)}</dt>
        <dd>{t(cost.cardFee)}</dd>
      </dl>
      <p className={styles.mostYouCouldPay}>
        <strong>
          {cost.chosen
            ? t("{{title}} with {{cover}}", { title: t(COST_TEXT.mostTitle), cover: cost.chosen.name })
            : t(COST_TEXT.mostTitle)}
          : <Price amount={cost.most.amount} />
        </strong>
        <span className={styles.coverHint}>{t("That is {{amounts}}", { amounts: cost.mostText })}</span>
      </p>
    </section>
  );
}

/** The total so far, kept in view at the bottom of a phone's screen (CSS sticky, no script). */
export function RunningTotal({ total }: { total: number }) {
  return (
    <p className={styles.runningTotal}>
      <span>
        {t(COST_TEXT.runningTotal)}:{" "}
        <strong>
          <Price amount={total} />
        </strong>
      </span>
      <a href="#booking-summary-title">{t(COST_TEXT.runningTotalLink)}</a>
    </p>
  );
}

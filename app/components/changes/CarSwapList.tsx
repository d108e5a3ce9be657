import { t } from "~/services/platform/i18n/translate";
import type { CarSwapView } from "~/services/changes/swaps/swaps.server";
import { CAR_SWAP_TEXT as T } from "~/services/changes/swaps/text";

/**
 * A rental's car swaps (issue 32), oldest first: when, which car replaced which, the readings of
 * both, and a free upgrade or an agreed smaller car. The customer's booking page and the counter's
 * show the same list; nothing when the car was never swapped.
 */
export function CarSwapList({
  swaps,
  className,
  headingClassName,
}: {
  swaps: readonly CarSwapView[];
  className?: string;
  headingClassName?: string;
}) {
  if (swaps.length === 0) return null;
  return (
    <section aria-labelledby="car-swaps-title" className={className}>
      <h2 id="car-swaps-title" className={headingClassName}>
        {t(T.title)}
      </h2>
      <p>{t(T.intro)}</p>
      <ol>
        {swaps.map((swap) => (
          <li key={swap.dateTime + swap.summary}>
            <time dateTime={swap.dateTime}>{swap.when}</time>, {swap.branch}: {swap.summary}. {swap.readings}
            {swap.classNote ? ` ${swap.classNote}` : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

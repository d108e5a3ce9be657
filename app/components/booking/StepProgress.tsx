import { Link } from "@remix-run/react";
import { BOOKING_STEPS, stepUrl, type BookingStepIndex } from "~/services/booking/steps/steps";
import { t } from "~/services/platform/i18n/translate";
import * as styles from "~/styles/booking.css";

/**
 * Where the visitor is in the booking: completed steps link back, the current one is marked.
 * `base` is the booking's path: /book-now/ (default) or /business/book-now/.
 */
export function StepProgress({
  current,
  stepComplete,
  base,
}: {
  current: BookingStepIndex;
  stepComplete: number;
  base?: string;
}) {
  return (
    <nav aria-label={t("Booking steps")}>
      <ol className={styles.steps}>
        {BOOKING_STEPS.map((step) => {
          const isCurrent = step.index === current;
          const canOpen = !isCurrent && step.index <= Math.min(stepComplete + 1, 4);
          const className = `${styles.stepItem} ${isCurrent ? styles.stepCurrent : step.index <= stepComplete ? styles.stepDone : ""}`;
          // "1. Vehicle": on phones only the current step's title shows; the others keep theirs for screen readers.
          const label = (
            <>
              {step.index}.{" "}
              <span className={isCurrent ? undefined : styles.stepTitleOnWideScreens}>{t(step.title)}</span>
            </>
          );
          return (
            <li key={step.index} className={className} aria-current={isCurrent ? "step" : undefined}>
              {canOpen ? <Link to={stepUrl(step.index, "", base)}>{label}</Link> : <span>{label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

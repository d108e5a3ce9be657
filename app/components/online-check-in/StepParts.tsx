import { Link, useNavigation } from "@remix-run/react";
import { type ReactNode } from "react";
import type { CheckInMainStep, FieldErrors } from "~/services/changes/check-in/rules";
import { CHECK_IN_TEXT as T } from "~/services/changes/check-in/text";
import * as styles from "~/styles/booking.css";
import { button } from "~/styles/layout.css";
import { type BookingFacts, type NavView, type PriceFacts } from "./CheckInLayout";
import { t } from "~/services/platform/i18n/translate";

/** The parts every check-in step form shares: its data, the back link and the submit button. */

export type StepData = {
  page: string;
  step: CheckInMainStep;
  booking: BookingFacts;
  nav: NavView;
  price: PriceFacts;
  notice: string | null;
  backHref: string;
  leaveHref: string;
  timerSeconds: number;
  errors: FieldErrors | null;
  [key: string]: unknown;
};

export function Actions({ back, children }: { back: string; children: ReactNode }) {
  return (
    <div className={styles.stepActions}>
      <Link to={back}>{t(T.backLabel)}</Link>
      {children}
    </div>
  );
}

export function Submit({
  children,
  pending,
  name,
  value,
}: {
  children: ReactNode;
  pending?: string;
  name?: string;
  value?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <button
      type="submit"
      className={button.primary}
      name={name}
      value={value}
      disabled={busy}
      aria-disabled={busy || undefined}
    >
      {busy && pending ? pending : children}
    </button>
  );
}

import { Link } from "@remix-run/react";
import { COUNTER_DROP_OFF_TEXT } from "~/services/admin/counter-extend/text";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import type { CounterBookingView } from "~/services/admin/bookings/page.server";
import { COUNTER_TEXT as T } from "~/services/admin/bookings/text";
import * as styles from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";
import { CarSwapList } from "~/components/changes/CarSwapList";
import { SwapForm } from "~/components/admin/swap/SwapForm";
import { DamageForm } from "~/components/admin/damage/DamageForm";
import { DamageNotes } from "~/components/changes/DamageNotes";
import { DAMAGE_TEXT } from "~/services/changes/damage/text";
import { CounterBookingDetails } from "./CounterBookingDetails";
import {
  CancelForm,
  ChargeRetryForm,
  NoteForm,
  PickupForm,
  RefundForm,
  ResendForm,
  ReturnForm,
} from "./CounterForms";

/**
 * /admin/bookings/<reference>/: the booking at the counter, the status message of the last action
 * (a warning when the return charges failed), and the forms of the actions that can be done now.
 */
export function CounterBookingPage({
  view,
  message,
  warn,
}: {
  view: CounterBookingView;
  message: string | null;
  warn: boolean;
}) {
  const b = view.booking;
  return (
    <>
      <p>
        <Link to={ADMIN_PATHS.bookings}>{T.back}</Link>
      </p>
      <h1 className={styles.title}>{T.bookingTitle(b.reference)}</h1>
      <p>
        <strong>{b.statusLabel}</strong>
      </p>
      {message ? (
        <p className={warn ? booking.notice.warning : booking.notice.info} role="status">
          {message}
        </p>
      ) : null}
      <CounterBookingDetails view={view} />
      <CarSwapList swaps={b.carSwaps} className={styles.card} headingClassName={styles.sectionTitle} />
      <h2 className={styles.sectionTitle}>{DAMAGE_TEXT.title}</h2>
      <DamageNotes notes={view.damage.notes} />
      <h2 className={styles.sectionTitle}>{T.actionsTitle}</h2>
      {view.changeHref ? (
        <p>
          <Link to={view.changeHref}>{T.changeLink}</Link>
        </p>
      ) : null}
      {view.dropOffHref ? (
        <p>
          <Link to={view.dropOffHref}>{COUNTER_DROP_OFF_TEXT.link}</Link>
        </p>
      ) : null}
      <div className={styles.grid}>
        {view.pickup ? (
          <PickupForm
            cars={view.pickup.cars}
            today={view.pickup.today}
            nowTime={view.pickup.nowTime}
            earlyDay={view.pickup.earlyDay}
            checks={view.pickup.checks}
            reference={view.booking.reference}
          />
        ) : null}
        {view.returnForm ? (
          <ReturnForm
            today={view.returnForm.today}
            nowTime={view.returnForm.nowTime}
            fuelRule={view.returnForm.fuelRule}
            branches={view.returnForm.branches}
            defaultBranchId={view.returnForm.defaultBranchId}
            timeHint={view.returnForm.timeHint}
          />
        ) : null}
        {view.swapForm ? <SwapForm view={view.swapForm} token={view.token} /> : null}
        {view.chargeRetry ? <ChargeRetryForm /> : null}
        {view.cancel ? <CancelForm policy={view.cancel.policy} /> : null}
        <RefundForm payments={view.refundable} token={view.token} />
        <NoteForm token={view.token} />
        {view.damage.form ? <DamageForm form={view.damage.form} /> : null}
        {view.canResend ? <ResendForm email={b.email} /> : null}
      </div>
    </>
  );
}

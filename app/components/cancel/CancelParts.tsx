import { t } from "~/services/platform/i18n/translate";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { ChangeTimer } from "~/components/changes/ChangeTimer";
import { Modal, useHydrated } from "~/components/modal";
import {
  CANCEL_CONFIRM_MODAL_ID,
  CANCEL_TIMER_ID,
  CANCEL_TIMER_SECONDS,
} from "~/services/changes/cancel/constants";
import { CANCEL_TEXT as T } from "~/services/changes/cancel/text";
import * as styles from "~/styles/booking.css";
import * as cancel from "~/styles/cancel.css";
import * as formStyles from "~/styles/form.css";
import { container } from "~/styles/layout.css";

/** What the cancel pages show of a booking (cancel-pages.server.ts CancelSummary, as JSON). */
export type CancelSummaryView = {
  reference: string;
  pickup: string;
  dropOff: string;
  vehicle: string;
  total: string;
  paid: string;
  branchName: string;
  branchPhone: { number: string; telephone: string };
  contactEmail: string;
  manageHref: string;
};

export function CancelSummaryList({
  summary,
  showMoney = true,
}: {
  summary: CancelSummaryView;
  showMoney?: boolean;
}) {
  const rows: [string, string][] = [
    [T.reservationNumber, summary.reference],
    [T.pickup, summary.pickup],
    [T.dropOff, summary.dropOff],
    [T.vehicle, summary.vehicle],
  ];
  if (showMoney) rows.push([T.total, summary.total], [T.paid, summary.paid]);
  return (
    <dl className={cancel.summary} aria-label={t(T.summaryTitle)}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: "contents" }}>
          <dt className={cancel.term}>{t(term)}</dt>
          <dd className={cancel.definition}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CancelNotice({
  notice,
  tone = "warning",
}: {
  notice: string | null;
  tone?: "warning" | "info";
}) {
  if (!notice) return null;
  return (
    <div className={styles.notice[tone]} role={tone === "warning" ? "alert" : "status"}>
      {t(notice)}
    </div>
  );
}

/** The cancel timer (only with JavaScript): after CANCEL_TIMER_SECONDS it asks whether the visitor is still there. */
export function CancelTimer({ leaveHref }: { leaveHref: string }) {
  return (
    <ChangeTimer
      id={CANCEL_TIMER_ID}
      seconds={CANCEL_TIMER_SECONDS}
      title={t(T.timerTitle)}
      text={t(T.timerText)}
      continueLabel={t(T.timerContinue)}
      leaveHref={leaveHref}
      leaveLabel={t(T.timerLeave)}
    />
  );
}

export function CancelPageFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.pageTitle}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </div>
  );
}

/**
 * The final submit of a cancel step. Without JavaScript a plain POST form; with it the button
 * first opens the "cancellation confirm and payment" modal (spec section 2) saying what will
 * happen, and its confirm button submits the same form. While submitting, further clicks do nothing.
 */
export function CancelConfirmForm({
  formId,
  label,
  pendingLabel,
  lines,
  reference,
  hidden,
  children,
}: {
  formId: string;
  label: string;
  pendingLabel: string;
  /** What will happen, for the modal: fee, refund or amount to pay. */
  lines: string[];
  reference?: string;
  hidden: Record<string, string>;
  children?: ReactNode;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [open, setOpen] = useState(false);
  const submitting = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const guard = (event: { preventDefault: () => void }) => {
    if (submitting) event.preventDefault();
  };
  return (
    <>
      <Form method="post" id={formId} noValidate>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children}
        <div className={cancel.actions}>
          {hydrated ? (
            <button
              type="button"
              className={formStyles.button}
              aria-haspopup="dialog"
              onClick={() => setOpen(true)}
            >
              {t(label)}
            </button>
          ) : (
            <button type="submit" className={formStyles.button}>
              {t(label)}
            </button>
          )}
        </div>
      </Form>
      {hydrated ? (
        <Modal
          id={CANCEL_CONFIRM_MODAL_ID}
          title={t(T.confirmTitle)}
          open={open}
          onClose={() => setOpen(false)}
          size="small"
          actions={
            <>
              <button
                type="submit"
                form={formId}
                className={formStyles.button}
                aria-disabled={submitting || undefined}
                onClick={guard}
              >
                {t(submitting ? pendingLabel : label)}
              </button>
              <button type="button" className={formStyles.secondaryButton} onClick={() => setOpen(false)}>
                {t(T.goBack)}
              </button>
            </>
          }
        >
          {reference ? <p>{T.confirmIntro(reference)}</p> : <p>{t(T.confirmIntroChosen)}</p>}
          <ul className={cancel.moneyList}>
            {lines.map((line) => (
              <li key={line}>{t(line)}</li>
            ))}
          </ul>
        </Modal>
      ) : null}
    </>
  );
}

export function KeepBookingLink({ href }: { href: string }) {
  return <Link to={href}>{t(T.keepBooking)}</Link>;
}

/** What a settlement page's loader gives every such page (cancel-steps.server.ts settlementPageLoader). */
export type CancelSettlementView = {
  summary: CancelSummaryView;
  notice: string | null;
  lines: string[];
  settlement: string;
};

/**
 * The settlement pages (no charge, refund, payment) differ only in what they say about the money
 * and the confirm button; the booking, the confirm posting back the settlement shown, the way back
 * and the timer are the same on each.
 */
export function CancelSettlementPage({
  title,
  page,
  formId,
  label,
  fields,
  children,
}: {
  title: string;
  page: CancelSettlementView;
  formId: string;
  label: string;
  /** Inputs inside the confirm form (the payment method). */
  fields?: ReactNode;
  /** What the page says about the money, between the summary and the confirm. */
  children: ReactNode;
}) {
  return (
    <CancelPageFrame title={title}>
      <CancelNotice notice={page.notice} />
      <CancelSummaryList summary={page.summary} />
      {children}
      <CancelConfirmForm
        formId={formId}
        label={label}
        pendingLabel={t(T.cancelling)}
        lines={page.lines}
        reference={page.summary.reference}
        hidden={{ settlement: page.settlement }}
      >
        {fields}
      </CancelConfirmForm>
      <KeepBookingLink href={page.summary.manageHref} />
      <CancelTimer leaveHref={page.summary.manageHref} />
    </CancelPageFrame>
  );
}

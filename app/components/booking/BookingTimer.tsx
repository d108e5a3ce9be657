import { Link, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Modal, useHydrated } from "~/components/modal";
import {
  clockOffsetMs,
  describeCountdown,
  formatCountdown,
  initialClockOffsetMs,
  mayRenew,
  parseHoldRenewal,
  remainingSeconds,
  timerPhase,
  toClientMs,
  type HoldRenewal,
  type TimerPhase,
} from "~/services/booking/steps/timer";
import { BOOKING_HOLD_PATH, BOOKING_TIMER_WARN_SECONDS } from "~/services/booking/constants";
import { BOOKING_TIMER_TEXT } from "~/services/booking/text";
import { t } from "~/services/platform/i18n/translate";
import * as styles from "~/styles/booking-timer.css";
import { button } from "~/styles/layout.css";

export type BookingTimerProps = {
  /** When the vehicle hold ends (ISO instant, server clock): the reservation's holdExpiresAt. */
  expiresAt: string;
  /** How long before the end "Are you still there?" opens. Default BOOKING_TIMER_WARN_SECONDS (60). */
  warnBeforeSeconds?: number;
  /** The server's time when the page data was made (ISO): corrects a browser clock that is behind. */
  serverNow?: string;
  /** Where activity renews the hold (POST, answering HoldRenewal). Default: the booking's. */
  renewPath?: string;
  /**
   * For a flow other than booking (a change's review): where "leave" goes and "choose another
   * vehicle" goes instead of /vehicles/, and the flow's own texts.
   */
  leave?: { href: string; label: string; retryHref: string };
  text?: Partial<Record<keyof typeof BOOKING_TIMER_TEXT, string>>;
};

/** What counts as activity: any input, change, click or key press on the page. */
const ACTIVITY_EVENTS = ["input", "change", "click", "keydown"] as const;
const TICK_MS = 1000;

/**
 * The booking hold timer (spec section 9: booking time-out 300 seconds). Only with JavaScript:
 * nothing is rendered on the server or before hydration; without JavaScript the server re-checks
 * an expired hold on the next submit. Activity renews the hold (POST /book-now/hold, at most every
 * 30 seconds); 60 seconds before the end "Are you still there?" counts down and offers to continue;
 * at the end the "booking expired" modal offers to continue (the hold is taken again only when the
 * car is still free, and the step's data, price included, is loaded again) or to start a new search.
 */
export function BookingTimer(props: BookingTimerProps) {
  const hydrated = useHydrated();
  return hydrated ? <ClientBookingTimer {...props} /> : null;
}

function deadlineFrom(expiresAt: string, serverNow: string | undefined): number | null {
  const ms = toClientMs(expiresAt, initialClockOffsetMs(serverNow, Date.now()));
  return Number.isFinite(ms) ? ms : null;
}

function ClientBookingTimer({
  expiresAt,
  warnBeforeSeconds = BOOKING_TIMER_WARN_SECONDS,
  serverNow,
  renewPath = BOOKING_HOLD_PATH,
  leave,
  text,
}: BookingTimerProps) {
  const T = { ...BOOKING_TIMER_TEXT, ...text };
  const retryHref = leave?.retryHref ?? "/vehicles/";
  const revalidator = useRevalidator();
  /** End of the hold on the browser clock; null: no time limit (or no usable time). */
  const [deadline, setDeadline] = useState<number | null>(() => deadlineFrom(expiresAt, serverNow));
  const [now, setNow] = useState(() => Date.now());
  const [soldOut, setSoldOut] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const [unreachable, setUnreachable] = useState(false);
  const [expiredDismissed, setExpiredDismissed] = useState(false);
  const lastRenewAt = useRef<number | null>(null);
  const pendingActivity = useRef(false);
  const inFlight = useRef<AbortController | null>(null);

  // A new hold from the page (the next step, a revalidation) restarts the timer.
  useEffect(() => {
    setDeadline(deadlineFrom(expiresAt, serverNow));
    setNow(Date.now());
    setSoldOut(false);
    setExpiredDismissed(false);
    setUnreachable(false);
  }, [expiresAt, serverNow]);

  // The clock: once a second, and at once when the tab comes back (timers sleep in hidden tabs).
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const id = window.setInterval(tick, TICK_MS);
    document.addEventListener("visibilitychange", tick);
    return () => {
      window.clearInterval(id);
      document.removeEventListener("visibilitychange", tick);
    };
  }, []);

  useEffect(() => () => inFlight.current?.abort(), []);

  const remaining = deadline === null ? null : remainingSeconds(deadline, now);
  const phase: TimerPhase | null = soldOut
    ? "expired"
    : remaining === null
      ? null
      : timerPhase(remaining, warnBeforeSeconds);
  const phaseRef = useRef(phase);
  phaseRef.current = phase;

  /** Posts to /book-now/hold. Null when a renewal is already under way or the server was not reached. */
  const renew = useCallback(async (): Promise<HoldRenewal | null> => {
    if (inFlight.current) return null;
    const controller = new AbortController();
    inFlight.current = controller;
    lastRenewAt.current = Date.now();
    pendingActivity.current = false;
    setRenewing(true);
    try {
      const response = await fetch(renewPath, {
        method: "POST",
        headers: { Accept: "application/json" },
        credentials: "same-origin",
        signal: controller.signal,
      });
      const result = parseHoldRenewal(await response.json().catch(() => null));
      setUnreachable(false);
      if (result.ok) {
        const clientNow = Date.now();
        setDeadline(
          result.expiresAt === null
            ? null
            : toClientMs(result.expiresAt, clockOffsetMs(result.serverNow, clientNow)),
        );
        setNow(clientNow);
      } else if (result.reason === "soldout") {
        setSoldOut(true);
      }
      return result;
    } catch {
      if (!controller.signal.aborted) setUnreachable(true);
      return null;
    } finally {
      inFlight.current = null;
      setRenewing(false);
    }
  }, [renewPath]);

  // Activity renews the hold while it is running, at most every 30 s; activity inside the
  // throttle window is remembered and renews once the window has passed.
  useEffect(() => {
    const onActivity = () => {
      if (phaseRef.current !== "running") return;
      if (mayRenew(lastRenewAt.current, Date.now())) void renew();
      else pendingActivity.current = true;
    };
    for (const type of ACTIVITY_EVENTS)
      document.addEventListener(type, onActivity, { capture: true, passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, onActivity, { capture: true });
    };
  }, [renew]);

  useEffect(() => {
    if (pendingActivity.current && phase === "running" && mayRenew(lastRenewAt.current, now)) void renew();
  }, [now, phase, renew]);

  /** "Are you still there?" → Continue booking (also Escape or the close button: they are there). */
  const continueBooking = useCallback(async () => {
    const result = await renew();
    // The booking has gone (or the search expired): the step's own guard says where to go.
    if (result && !result.ok && result.reason === "none") window.location.reload();
  }, [renew]);

  /** "Booking expired" → Continue: hold the car again if it is still free, then reload the step's data. */
  const continueAfterExpiry = useCallback(async () => {
    const result = await renew();
    if (!result) return;
    if (result.ok) revalidator.revalidate();
    else if (result.reason === "none") window.location.reload();
  }, [renew, revalidator]);

  if (phase === null || remaining === null) return null;

  const unreachableNote = unreachable ? (
    <p className={styles.error} role="alert">
      {t(T.offline)}
    </p>
  ) : null;

  return (
    <>
      <Modal
        id="booking-timer-warning"
        title={t(T.warningTitle)}
        open={phase === "warning"}
        onClose={() => void continueBooking()}
        size="small"
        actions={
          <button
            type="button"
            className={button.primary}
            aria-disabled={renewing || undefined}
            onClick={() => void continueBooking()}
          >
            {t(renewing ? T.renewing : T.continueBooking)}
          </button>
        }
      >
        <p className={styles.text}>{t(T.warningText)}</p>
        <span className={styles.countdown} role="timer" aria-label={describeCountdown(remaining)}>
          {formatCountdown(remaining)}
        </span>
        <p className={styles.help}>{t(T.warningHelp)}</p>
        {unreachableNote}
      </Modal>
      <Modal
        id="booking-expired"
        title={t(T.expiredTitle)}
        open={phase === "expired" && !expiredDismissed}
        onClose={() => setExpiredDismissed(true)}
        size="small"
        actions={
          soldOut ? (
            <Link to={retryHref} className={button.primary}>
              {t(T.chooseAnotherVehicle)}
            </Link>
          ) : (
            <>
              <button
                type="button"
                className={button.primary}
                aria-disabled={renewing || undefined}
                onClick={() => void continueAfterExpiry()}
              >
                {t(renewing ? T.renewing : T.continue)}
              </button>
              <Link to={leave?.href ?? "/vehicles/"} className={button.outline}>
                {t(leave?.label ?? T.newSearch)}
              </Link>
            </>
          )
        }
      >
        <p className={styles.text}>{t(soldOut ? T.soldOut : T.expiredText)}</p>
        {unreachableNote}
      </Modal>
    </>
  );
}

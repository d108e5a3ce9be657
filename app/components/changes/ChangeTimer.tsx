import { Link, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Modal, useHydrated } from "~/components/modal";
import { button } from "~/styles/layout.css";

export type ChangeTimerProps = {
  /** The modal's id, unique per flow: "cancel-timer", "extend-timer", "online-check-in-timer". */
  id: string;
  /** Seconds on the page before the modal opens (a flow's configured time). */
  seconds: number;
  title: string;
  text: string;
  continueLabel: string;
  /** Where "leave" goes (the booking's manage page), and its label. */
  leaveHref: string;
  leaveLabel: string;
};

/**
 * Only one timer modal may be open on a page at a time (spec section 4, check-in timer): a timer
 * that comes due while another's modal is open waits until that one closes.
 */
let openTimerId: string | null = null;
const waiting = new Set<() => void>();

function claim(id: string): boolean {
  if (openTimerId && openTimerId !== id) return false;
  openTimerId = id;
  return true;
}

function release(id: string): void {
  if (openTimerId !== id) return;
  openTimerId = null;
  for (const retry of [...waiting]) retry();
}

/**
 * The timer of a change flow (cancel, extend, online check-in): after `seconds` on a page it asks
 * whether the visitor is still there. Continue reloads the page's data (so prices and the booking
 * are current) and starts the timer again; the other choice leaves the flow. Only with JavaScript:
 * without it, every submit is checked on the server anyway.
 */
export function ChangeTimer(props: ChangeTimerProps) {
  const hydrated = useHydrated();
  return hydrated ? <ClientChangeTimer {...props} /> : null;
}

function ClientChangeTimer({
  id,
  seconds,
  title,
  text,
  continueLabel,
  leaveHref,
  leaveLabel,
}: ChangeTimerProps) {
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!(seconds > 0)) return;
    const tryOpen = () => {
      if (claim(id)) {
        waiting.delete(tryOpen);
        setOpen(true);
      } else {
        waiting.add(tryOpen);
      }
    };
    const timer = window.setTimeout(tryOpen, seconds * 1000);
    return () => {
      window.clearTimeout(timer);
      waiting.delete(tryOpen);
      release(id);
    };
  }, [id, seconds, round]);

  function keepGoing() {
    setOpen(false);
    release(id);
    revalidator.revalidate();
    setRound((value) => value + 1);
  }

  return (
    <Modal
      id={id}
      title={title}
      open={open}
      onClose={keepGoing}
      size="small"
      actions={
        <>
          <button type="button" className={button.primary} onClick={keepGoing}>
            {continueLabel}
          </button>
          <Link className={button.outline} to={leaveHref}>
            {leaveLabel}
          </Link>
        </>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}

import { useLocation } from "@remix-run/react";
import { t } from "~/services/platform/i18n/translate";
import { useEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { CloseIcon } from "~/components/shell/icons";
import * as styles from "~/styles/modal.css";
import { useHydrated } from "./useHydrated";

export type ModalProps = {
  /** Unique on the page; also the anchor of the no-JavaScript fallback (`#id`). */
  id: string;
  /** Shown as the dialog's heading and used as its accessible name. */
  title: ReactNode;
  open: boolean;
  /** Called when the visitor closes the modal (close button, Escape, backdrop, route change). */
  onClose: () => void;
  children: ReactNode;
  /** Buttons or links under the content. */
  actions?: ReactNode;
  /**
   * How the modal works without JavaScript:
   * - "target": the content is in the server HTML and a link to `#id` shows it as a panel
   *   (CSS :target); its close control is then a link back to the top of the page.
   * - "none" (default): the content only exists while open; the opener must be a real link
   *   to a page (or mailto:) that does the same job without JavaScript.
   */
  fallback?: "target" | "none";
  size?: "small" | "medium" | "large";
  closeLabel?: string;
  /**
   * The id of a modal this one opens in place of (a form's confirmation): it takes over that
   * modal's opener, so closing it returns focus to where the first modal was opened from.
   */
  replaces?: string;
};

/** Who opened each open modal, by id, so a modal that replaces another can take it over. */
const openers = new Map<string, Element | null>();
/** Modals whose opener was taken over: closing them must not move focus. */
const handedOver = new Set<string>();

/**
 * One accessible modal for the whole site: a native <dialog> opened with showModal(), so the
 * browser moves focus in, keeps it inside and makes the page behind inert. It is labelled by its
 * title; Escape, the close button and a click on the backdrop close it; focus goes back to the
 * element that opened it; any navigation (a new location key) closes it.
 */
export function Modal({
  id,
  title,
  open,
  onClose,
  children,
  actions,
  fallback = "none",
  size = "medium",
  closeLabel = "Close",
  replaces,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);
  const restoreFocusRef = useRef(true);
  const latest = useRef({ open, onClose });
  latest.current = { open, onClose };
  const hydrated = useHydrated();
  const location = useLocation();
  const locationKey = useRef(location.key);
  const titleId = `${id}-title`;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const inherited = replaces ? openers.get(replaces) : undefined;
      if (replaces && inherited !== undefined) handedOver.add(replaces);
      openerRef.current = inherited ?? document.activeElement;
      openers.set(id, openerRef.current);
      restoreFocusRef.current = true;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, id, replaces]);

  // A route change closes every open modal (spec section 4); focus then stays with the page.
  useEffect(() => {
    if (locationKey.current === location.key) return;
    locationKey.current = location.key;
    if (latest.current.open) {
      restoreFocusRef.current = false;
      latest.current.onClose();
    }
  }, [location.key]);

  // Unmounting while open: leave the page usable.
  useEffect(() => {
    const dialog = dialogRef.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  /** The dialog closed (by us, by Escape or by a form method="dialog"): sync state, return focus. */
  function handleClose() {
    if (latest.current.open) latest.current.onClose();
    const opener = openerRef.current;
    openerRef.current = null;
    openers.delete(id);
    if (handedOver.delete(id)) return;
    if (restoreFocusRef.current && opener instanceof HTMLElement && opener.isConnected) opener.focus();
  }

  /** A click on the dialog element itself is a click on its backdrop (the frame fills the box). */
  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) onClose();
  }

  const sizeClass = size === "small" ? styles.small : size === "large" ? styles.large : undefined;
  const showContent = open || fallback === "target";

  return (
    // A click on the backdrop closes the dialog; the keyboard has Escape, native to <dialog>.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      id={id}
      aria-labelledby={titleId}
      className={sizeClass ? `${styles.dialog} ${sizeClass}` : styles.dialog}
      data-enhanced={hydrated ? "" : undefined}
      onClose={handleClose}
      onClick={handleClick}
    >
      {showContent ? (
        <div className={styles.frame}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {hydrated ? (
              <button type="button" className={styles.close} onClick={onClose}>
                <CloseIcon />
                <span className="visually-hidden">{t(closeLabel)}</span>
              </button>
            ) : (
              <a href="#top" className={styles.close}>
                <CloseIcon />
                <span className="visually-hidden">{t(closeLabel)}</span>
              </a>
            )}
          </div>
          {children}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}

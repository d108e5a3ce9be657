import type { MouseEvent, ReactNode } from "react";
import { useModal } from "./ModalProvider";
import { useHydrated } from "./useHydrated";

export type ModalTriggerProps = {
  /** The id of the shared modal to open. */
  modal: string;
  /**
   * Where the control leads without JavaScript: `#id` of a modal with fallback "target", a page
   * that does the same job, or a mailto:/tel: link. Never a dead button.
   */
  fallbackHref: string;
  className?: string;
  children: ReactNode;
};

/**
 * The opener of a shared modal: a plain link in the server HTML (works without JavaScript),
 * a button that opens the modal once the page is hydrated.
 */
export function ModalTrigger({ modal, fallbackHref, className, children }: ModalTriggerProps) {
  const hydrated = useHydrated();
  const { open } = useModal(modal);
  if (!hydrated) {
    return (
      <a href={fallbackHref} className={className}>
        {children}
      </a>
    );
  }
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Safari does not focus a clicked button; the modal returns focus to whatever had it.
    event.currentTarget.focus();
    open();
  };
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={handleClick}>
      {children}
    </button>
  );
}

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

type ModalContextValue = {
  openIds: readonly string[];
  /** Every modal opened since the page loaded: a modal's content can load on first opening and stay. */
  openedIds: ReadonlySet<string>;
  open: (id: string) => void;
  close: (id: string) => void;
};

const ModalContext = createContext<ModalContextValue | null>(null);

/**
 * Keeps which shared modals are open, by id, so any component can open a modal that is
 * rendered elsewhere (the shell renders "call-us" and "email-us" once; a page opens them).
 * SiteShell renders this provider around the whole page.
 */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [openIds, setOpenIds] = useState<readonly string[]>([]);
  const [openedIds, setOpenedIds] = useState<ReadonlySet<string>>(() => new Set());

  const open = useCallback((id: string) => {
    setOpenIds((ids) => (ids.includes(id) ? ids : [...ids, id]));
    setOpenedIds((ids) => (ids.has(id) ? ids : new Set(ids).add(id)));
  }, []);
  const close = useCallback((id: string) => {
    setOpenIds((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : ids));
  }, []);

  // A visitor who followed a modal's no-JavaScript link (#call-us) before the scripts ran gets
  // the real modal once they have.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id && document.getElementById(id) instanceof HTMLDialogElement) open(id);
  }, [open]);

  const value = useMemo(() => ({ openIds, openedIds, open, close }), [openIds, openedIds, open, close]);
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>;
}

export type ModalControls = {
  isOpen: boolean;
  /** Opened at least once since the page loaded (it may be closed again). */
  hasOpened: boolean;
  open: () => void;
  close: () => void;
};

/** Open and close the shared modal `id` (rendered once, anywhere under ModalProvider). */
export function useModal(id: string): ModalControls {
  const context = useContext(ModalContext);
  if (!context) throw new Error("useModal needs a ModalProvider (SiteShell renders one)");
  const { openIds, openedIds, open, close } = context;
  const isOpen = openIds.includes(id);
  const hasOpened = openedIds.has(id);
  return useMemo(
    () => ({ isOpen, hasOpened, open: () => open(id), close: () => close(id) }),
    [isOpen, hasOpened, open, close, id],
  );
}

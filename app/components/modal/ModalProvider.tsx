import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

type ModalContextValue = {
  openIds: readonly string[];
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

  const open = useCallback((id: string) => {
    setOpenIds((ids) => (ids.includes(id) ? ids : [...ids, id]));
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

  const value = useMemo(() => ({ openIds, open, close }), [openIds, open, close]);
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>;
}

export type ModalControls = {
  isOpen: boolean;
  open: () => void;
  close: () => void;
};

/** Open and close the shared modal `id` (rendered once, anywhere under ModalProvider). */
export function useModal(id: string): ModalControls {
  const context = useContext(ModalContext);
  if (!context) throw new Error("useModal needs a ModalProvider (SiteShell renders one)");
  const { openIds, open, close } = context;
  const isOpen = openIds.includes(id);
  return useMemo(
    () => ({ isOpen, open: () => open(id), close: () => close(id) }),
    [isOpen, open, close, id],
  );
}

/** Open state for a modal that belongs to one component only. */
export function useModalState(initiallyOpen = false): ModalControls {
  const [isOpen, setOpen] = useState(initiallyOpen);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  return useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);
}

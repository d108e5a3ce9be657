import type { ReactNode } from "react";
import { Modal, ModalTrigger, useModal } from "~/components/shell";

/**
 * A link-styled opener and the modal it opens, for explanations beside a form (the total care
 * fee, the processing fee). Without JavaScript the link shows the same text as a panel.
 */
export function InfoModal({
  id,
  title,
  triggerLabel,
  triggerClassName,
  children,
}: {
  id: string;
  title: string;
  triggerLabel: ReactNode;
  triggerClassName?: string;
  children: ReactNode;
}) {
  const { isOpen, close } = useModal(id);
  return (
    <>
      <ModalTrigger modal={id} fallbackHref={`#${id}`} className={triggerClassName}>
        {triggerLabel}
      </ModalTrigger>
      <Modal id={id} title={title} open={isOpen} onClose={close} fallback="target" size="small">
        {children}
      </Modal>
    </>
  );
}

export { Modal, type ModalProps } from "./Modal";
export { ModalProvider, useModal, useModalState, type ModalControls } from "./ModalProvider";
export { ModalTrigger, type ModalTriggerProps } from "./ModalTrigger";
export { useHydrated } from "./useHydrated";
export { InfoModal } from "./InfoModal";

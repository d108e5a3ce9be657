// The modal primitives come through the shell's index (see there): pages and the shell then share one chunk.
export {
  Modal,
  ModalProvider,
  ModalTrigger,
  useHydrated,
  useModal,
  type ModalControls,
  type ModalProps,
  type ModalTriggerProps,
} from "~/components/shell";
export { InfoModal } from "./InfoModal";

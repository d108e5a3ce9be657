/**
 * What pages share with the site shell: the modal primitives and the shell's modal ids, the CSP
 * nonce, the sign-out form, the contact numbers, the menus, icons and tel: links. Outside the shell's own files, import these from
 * here, never from their own modules: the shell (so every page) loads all of them anyway, and
 * esbuild puts files in one chunk only when the same routes reach them, so imported through this
 * one module they are one chunk of every page's JavaScript instead of six (ADR 0060;
 * tests/unit/home-javascript.test.ts checks it).
 */
export { SignOutForm } from "~/components/account/SignOutForm";
export { Modal, type ModalProps } from "~/components/modal/Modal";
export { ModalProvider, useModal, type ModalControls } from "~/components/modal/ModalProvider";
export { ModalTrigger, type ModalTriggerProps } from "~/components/modal/ModalTrigger";
export { useHydrated } from "~/components/modal/useHydrated";
export { NonceContext, useNonce } from "~/components/NonceContext";
export { contactLines, ContactNumbers, type ContactLine } from "./ContactNumbers";
export { ArrowIcon, TickIcon } from "./icons";
export { CALL_US_MODAL_ID, EMAIL_CONFIRMATION_MODAL_ID, EMAIL_US_MODAL_ID } from "./modalIds";
export * from "~/services/shell/menus";
export { BRANCHES, type BranchLink, type Island } from "~/services/content/places/branch-links";
export { telHref } from "~/services/shell/phone-links";

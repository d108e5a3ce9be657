import { lazy, Suspense } from "react";
import { Modal } from "~/components/modal/Modal";
import { useModal } from "~/components/modal/ModalProvider";
import { EMAIL_CONFIRMATION_MODAL_ID, EMAIL_US_MODAL_ID } from "./modalIds";

// The modals' code (the form's choices and token, the sending, the confirmation) loads when the
// visitor first opens "Email us": most never do (home page JavaScript budget, ADR 0060).
const EmailUsDialogs = lazy(() =>
  import("./EmailUsDialogs").then((module) => ({ default: module.EmailUsDialogs })),
);

const ignore = () => {};

/** The two dialogs as Modal renders them closed: empty, so the server's HTML is the same. */
function ClosedDialogs() {
  return (
    <>
      <Modal id={EMAIL_US_MODAL_ID} title="" open={false} onClose={ignore}>
        {null}
      </Modal>
      <Modal id={EMAIL_CONFIRMATION_MODAL_ID} title="" open={false} onClose={ignore} size="small">
        {null}
      </Modal>
    </>
  );
}

/**
 * "Email us" (spec section 2): the form modal and its confirmation (EmailUsDialogs), rendered closed
 * until the form is first opened, then loaded and kept. Without JavaScript the header's link goes to
 * the /contact/ page instead.
 */
export function EmailUsModal() {
  const { hasOpened } = useModal(EMAIL_US_MODAL_ID);
  if (!hasOpened) return <ClosedDialogs />;
  return (
    <Suspense fallback={<ClosedDialogs />}>
      <EmailUsDialogs />
    </Suspense>
  );
}

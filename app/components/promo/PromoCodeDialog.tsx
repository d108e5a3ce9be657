import { lazy, Suspense, type SyntheticEvent } from "react";
import { createPortal } from "react-dom";
import { Modal, useModal } from "~/components/shell";
import { PROMO_ENTRY_TEXT } from "~/services/booking/promo/entry-text";
import { t } from "~/services/platform/i18n/translate";

// The form and its validator (zod, remix-validated-form) load with the dialog's first render.
const PromoCodeForm = lazy(() =>
  import("./PromoCodeForm").then((module) => ({ default: module.PromoCodeForm })),
);

/** Stops a submit inside the portal from reaching a form the opener sits in (React bubbles through portals). */
const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * The promo code modal of PromoCodeModal, loaded when the visitor first opens it: portalled to
 * <body>, it posts with a fetcher to /promo-code/ and the server's redirect takes them on.
 */
export function PromoCodeDialog({ modalId, redirectTo }: { modalId: string; redirectTo: string }) {
  const { isOpen, close } = useModal(modalId);
  return createPortal(
    <div onSubmit={stop} onReset={stop}>
      <Modal id={modalId} title={t(PROMO_ENTRY_TEXT.title)} open={isOpen} onClose={close} size="small">
        <Suspense fallback={<p role="status">{t(PROMO_ENTRY_TEXT.loading)}</p>}>
          <PromoCodeForm
            id={`${modalId}-form`}
            redirectTo={redirectTo}
            submitWith="fetcher"
            showTitle={false}
            headingLevel={2}
            autoFocus
          />
        </Suspense>
      </Modal>
    </div>,
    document.body,
  );
}

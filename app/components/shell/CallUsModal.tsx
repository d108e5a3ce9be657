import { Modal } from "~/components/modal/Modal";
import { t } from "~/services/platform/i18n/translate";
import { useModal } from "~/components/modal/ModalProvider";
import type { ShellData } from "~/services/shell/shell.server";
import { ContactNumbers } from "./ContactNumbers";
import { CALL_US_MODAL_ID } from "./modalIds";
import { isBusinessUser } from "./userType";

/**
 * "Call us": the contact numbers per region (campaign numbers applied by the loader; agent or
 * corporate lines for business users). Without JavaScript the header's link to #call-us shows
 * this same dialog as a panel (Modal fallback "target").
 */
export function CallUsModal({ shell }: { shell: ShellData }) {
  const { isOpen, close } = useModal(CALL_US_MODAL_ID);
  return (
    <Modal id={CALL_US_MODAL_ID} title={t("Call us")} open={isOpen} onClose={close} fallback="target">
      <p>
        {isBusinessUser(shell.userType)
          ? t("Our business team is ready to help with your bookings.")
          : t(
              "Our friendly team is happy to help with bookings and questions. Pick the number for where you are calling from.",
            )}
      </p>
      <ContactNumbers contactPoints={shell.contactPoints} userType={shell.userType} />
    </Modal>
  );
}

import { Link } from "@remix-run/react";
import { Modal } from "~/components/modal/Modal";
import { useModal } from "~/components/modal/ModalProvider";
import { CONTACT_EMAIL } from "~/services/menus";
import { button } from "~/styles/layout.css";
import { EMAIL_US_MODAL_ID } from "./modalIds";

/**
 * "Email us": the reservations address and a way to the help centre. Without JavaScript the
 * opener is a plain mailto: link, so this modal needs no fallback of its own.
 */
export function EmailUsModal() {
  const { isOpen, close } = useModal(EMAIL_US_MODAL_ID);
  return (
    <Modal
      id={EMAIL_US_MODAL_ID}
      title="Email us"
      open={isOpen}
      onClose={close}
      size="small"
      actions={
        <>
          <a className={button.primary} href={`mailto:${CONTACT_EMAIL}`}>
            Write an email
          </a>
          <Link className={button.outline} to="/help/">
            Visit help
          </Link>
        </>
      }
    >
      <p>Send us a message and our reservations team will get back to you, usually within one business day.</p>
      <p>
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
      </p>
      <p>Many questions are answered straight away in our help centre.</p>
    </Modal>
  );
}

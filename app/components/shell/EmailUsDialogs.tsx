import { useFetcher } from "@remix-run/react";
import { t } from "~/services/platform/i18n/translate";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
// Loaded on first use: it takes the shell's parts through its index, like the pages (see there).
import { EMAIL_CONFIRMATION_MODAL_ID, EMAIL_US_MODAL_ID, Modal, useModal } from "~/components/shell";
import { CONTACT_PATH } from "~/services/shell/constants";
import type { ContactSent } from "~/services/shell/contact-us/form";
import { CONTACT_TEXT as T } from "~/services/shell/contact-us/text";
import { button } from "~/styles/layout.css";

// The form and its validator (zod, remix-validated-form) load once the form has its choices.
const ContactForm = lazy(() =>
  import("~/components/content-service/ContactForm").then((module) => ({ default: module.ContactForm })),
);

type ContactPageData = { options: { value: string; label: string }[]; token: string };
type ContactAnswer = { sent?: ContactSent; message?: string | null };

/**
 * "Email us" (spec section 2: a contact-us form modal on demand, then a confirmation modal), once
 * it has been opened (EmailUsModal loads this module then).
 * Opening it loads the form's choices and a submission token from /contact/; the form posts
 * there with a fetcher. A sent message closes it and opens the confirmation in its place (focus
 * returns to the "Email us" button when that closes). Without JavaScript the header's link goes
 * to the /contact/ page instead.
 */
export function EmailUsDialogs() {
  const form = useModal(EMAIL_US_MODAL_ID);
  const confirmation = useModal(EMAIL_CONFIRMATION_MODAL_ID);
  const loader = useFetcher<ContactPageData>();
  const submit = useFetcher<ContactAnswer>();
  const [sent, setSent] = useState<ContactSent | null>(null);
  const [round, setRound] = useState(0);
  const handled = useRef<unknown>(null);
  const needsNewToken = useRef(false);

  // The choices and a fresh token, each time the form opens for a new message.
  useEffect(() => {
    if (form.isOpen && loader.state === "idle" && (!loader.data || needsNewToken.current)) {
      needsNewToken.current = false;
      loader.load(CONTACT_PATH);
    }
  }, [form.isOpen, loader]);

  // Sent: the confirmation opens in place of the form.
  useEffect(() => {
    const data = submit.data;
    if (!data?.sent || handled.current === data) return;
    handled.current = data;
    needsNewToken.current = true;
    setSent(data.sent);
    setRound((value) => value + 1);
    form.close();
    confirmation.open();
  }, [submit.data, form, confirmation]);

  const refused =
    submit.data && !submit.data.sent && handled.current !== submit.data
      ? (submit.data.message ?? null)
      : null;

  return (
    <>
      <Modal id={EMAIL_US_MODAL_ID} title={t(T.modalTitle)} open={form.isOpen} onClose={form.close}>
        <p>{t(T.modalIntro)}</p>
        {loader.data ? (
          <Suspense fallback={<p role="status">{t(T.loading)}</p>}>
            <ContactForm
              key={`${round}-${loader.data.token}`}
              id={`contact-modal-form-${round}`}
              options={loader.data.options}
              token={loader.data.token}
              fetcher={submit}
              message={refused}
              autoFocus
            />
          </Suspense>
        ) : (
          <p role="status">{t(T.loading)}</p>
        )}
      </Modal>
      <Modal
        id={EMAIL_CONFIRMATION_MODAL_ID}
        title={t(T.sentTitle)}
        open={confirmation.isOpen}
        onClose={confirmation.close}
        size="small"
        replaces={EMAIL_US_MODAL_ID}
        actions={
          <button type="button" className={button.primary} onClick={confirmation.close}>
            {t(T.close)}
          </button>
        }
      >
        {sent ? (
          <>
            <p>{T.sentText(sent.name, sent.team)}</p>
            <p>{T.sentReply(sent.email)}</p>
          </>
        ) : null}
      </Modal>
    </>
  );
}

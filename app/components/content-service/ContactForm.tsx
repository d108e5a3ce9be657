import type { FetcherWithComponents } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { useEffect, useRef } from "react";
import { useField, ValidatedForm } from "remix-validated-form";
import { SelectField } from "~/components/form/SelectField";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { EMAIL_MAX_LENGTH } from "~/services/platform/constants";
import { CONTACT_PATH } from "~/services/shell/constants";
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH } from "~/services/shell/contact-us/constants";
import {
  CONTACT_FIELDS as F,
  contactFormSchema,
  EMPTY_CONTACT_VALUES,
  type ContactFormValues,
} from "~/services/shell/contact-us/form";
import { CONTACT_TEXT as T } from "~/services/shell/contact-us/text";
import * as formStyles from "~/styles/form.css";
import * as styles from "~/styles/shell-content.css";

export const contactValidator = withZod(contactFormSchema);

/**
 * The contact-us form (name, email, optional phone, branch or general enquiry, message), the same
 * on /contact/ and in the "Email us" modal. Errors show beside their field: from the browser's
 * check with JavaScript, from the server's answer (400) without. A hidden honeypot field and a
 * submission token ride along.
 */
export function ContactForm({
  id,
  options,
  token,
  defaultValues = EMPTY_CONTACT_VALUES,
  fetcher,
  message,
  autoFocus = false,
}: {
  id: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  token: string;
  /** The values shown (the page after a refusal without JavaScript); empty by default. */
  defaultValues?: ContactFormValues;
  /** In the modal: post with this fetcher and answer as JSON. */
  fetcher?: FetcherWithComponents<unknown>;
  /** A form-level refusal (too many messages). */
  message?: string | null;
  autoFocus?: boolean;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!autoFocus) return;
    const frame = requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLInputElement>(`[name="${F.name}"]`)?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [autoFocus]);
  const fieldId = (name: string) => `${id}-${name}`;
  return (
    <ValidatedForm
      id={id}
      formRef={formRef}
      validator={contactValidator}
      method="post"
      action={CONTACT_PATH}
      fetcher={fetcher}
      defaultValues={defaultValues}
      className={styles.contactForm}
      noValidate
    >
      {message ? (
        <p className={formStyles.error} role="alert">
          {message}
        </p>
      ) : null}
      <input type="hidden" name={F.token} value={token} />
      {fetcher ? <input type="hidden" name={F.mode} value="modal" /> : null}
      <TextField
        id={fieldId(F.name)}
        name={F.name}
        label={T.nameLabel}
        autoComplete="name"
        maxLength={CONTACT_NAME_MAX_LENGTH}
        required
      />
      <TextField
        id={fieldId(F.email)}
        name={F.email}
        label={T.emailLabel}
        hint={T.emailHint}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        required
      />
      <TextField
        id={fieldId(F.phone)}
        name={F.phone}
        label={T.phoneLabel}
        hint={T.phoneHint}
        type="tel"
        autoComplete="tel"
        maxLength={30}
      />
      <SelectField id={fieldId(F.enquiry)} name={F.enquiry} label={T.enquiryLabel} options={options} />
      <MessageField id={fieldId(F.message)} />
      <div className={styles.honeypot}>
        <label htmlFor={fieldId(F.honeypot)}>{T.honeypotLabel}</label>
        <input
          id={fieldId(F.honeypot)}
          type="text"
          name={F.honeypot}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className={styles.contactActions}>
        <SubmitButton formId={id} pendingText={T.submitting}>
          {T.submit}
        </SubmitButton>
      </div>
    </ValidatedForm>
  );
}

/** The message: a textarea with its hint, and its error beside it. */
function MessageField({ id }: { id: string }) {
  const { error, getInputProps } = useField(F.message);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {T.messageLabel}
      </label>
      <span id={`${id}-hint`} className={formStyles.hint}>
        {T.messageHint}
      </span>
      <textarea
        {...getInputProps({ id, rows: 6, maxLength: CONTACT_MESSAGE_MAX_LENGTH })}
        required
        className={formStyles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <span id={`${id}-error`} className={formStyles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

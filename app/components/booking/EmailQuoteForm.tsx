import { Form, useNavigation } from "@remix-run/react";
import { t } from "~/services/platform/i18n/translate";
import { QUOTE_PATH } from "~/services/booking/constants";
import { QUOTE_PAGE_TEXT } from "~/services/booking/quotes/text";
import * as formStyles from "~/styles/form.css";
import * as styles from "~/styles/quote.css";

export type EmailQuoteFormProps = {
  /** Extra class for the form element (layout in the review step). */
  className?: string;
  /** "secondary" (default) beside the pay button, or "primary". */
  variant?: "primary" | "secondary";
};

/**
 * The review step's "Email me this quote": a plain POST form to /book-from-quote/ (intent=save),
 * so it works without JavaScript. The quote goes to the email address of the driver's details;
 * the server answers with a redirect to /book-now/?step=4&quoteSent=1.
 */
export function EmailQuoteForm({ className, variant = "secondary" }: EmailQuoteFormProps) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  return (
    <Form
      method="post"
      action={QUOTE_PATH}
      className={className ? `${styles.emailForm} ${className}` : styles.emailForm}
    >
      <input type="hidden" name="intent" value="save" />
      <button
        type="submit"
        className={variant === "primary" ? formStyles.button : formStyles.secondaryButton}
        aria-disabled={sending || undefined}
        onClick={(event) => {
          // A second click while sending would email the quote twice.
          if (sending) event.preventDefault();
        }}
      >
        {t(sending ? QUOTE_PAGE_TEXT.emailPending : QUOTE_PAGE_TEXT.emailButton)}
      </button>
    </Form>
  );
}

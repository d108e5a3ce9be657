import { useActionData, useFetcher } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { useField, ValidatedForm } from "remix-validated-form";
import { z } from "zod";
import { SubmitButton } from "~/components/form/SubmitButton";
import { BREAKPOINTS } from "~/services/platform/breakpoints";
import { PROMO_FORM_TEXT, PROMO_UI_TEXT } from "~/services/booking/promo/text";
import {
  PROMO_CODE_PATH,
  PROMO_FIELDS,
  requiresAaNumber,
  validatePromoForm,
} from "~/services/booking/promo/rules";
import type { PromoFormResponse } from "~/services/booking/promo/flow.server";
import * as formStyles from "~/styles/form.css";
import * as styles from "~/styles/promo.css";
import { t } from "~/services/platform/i18n/translate";

/**
 * Client hints with the very rules the server applies (validatePromoForm, spec section 5): the
 * code is required and at most 25 characters; the AA codes also need a 1 to 16 digit number.
 * Whether the code exists and whether the AA accepts the number only the server can say.
 */
const promoSchema = z
  .object({ promoCode: z.string().optional(), aaNumber: z.string().optional() })
  .passthrough()
  .superRefine((values, context) => {
    const { errors } = validatePromoForm(values);
    for (const [path, message] of Object.entries(errors)) {
      context.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    }
  });
export const promoFormValidator = withZod(promoSchema);

function isPromoFormResponse(value: unknown): value is PromoFormResponse {
  return (
    typeof value === "object" &&
    value !== null &&
    "fieldErrors" in value &&
    Array.isArray((value as { formErrors?: unknown }).formErrors)
  );
}

/** Phones and portrait tablets, where the results sit under the search form. */
const STACKED_LAYOUT_QUERY = `(max-width: ${BREAKPOINTS.wideTablet - 0.02}px)`;

/**
 * "On mobile, after applying, the page scrolls to the search results" (spec section 2). With
 * JavaScript the form asks for it only on a stacked (phone or portrait tablet) layout; without
 * JavaScript the width is unknown and it always asks: the server then sends /vehicles/#results.
 */
function useScrollToResults(): string {
  const [value, setValue] = useState("1");
  useEffect(() => {
    const query = window.matchMedia(STACKED_LAYOUT_QUERY);
    const update = () => setValue(query.matches ? "1" : "");
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return value;
}

type HeadingLevel = 1 | 2 | 3;

export type PromoCodeFormProps = {
  /** Where the visitor came from and returns to when the code is only stored (a same-site path). */
  redirectTo: string;
  /** The route whose action runs the promo flow. Default /promo-code/. */
  action?: string;
  /**
   * "fetcher" (in a modal): errors come back into the form without leaving the page and success
   * follows the server's redirect. "navigation" (on a page): a normal form post, the same with
   * and without JavaScript.
   */
  submitWith?: "navigation" | "fetcher";
  /** The heading level the form sits at; the "Sorry" list is titled one level below. */
  headingLevel?: HeadingLevel;
  /** Show the "Promo code" title (off in the modal, whose own title it is, and on /promo-code/). */
  showTitle?: boolean;
  /** Move focus to the code input when the form appears (the modal). */
  autoFocus?: boolean;
  /** Unique on the page; errors returned by the server are matched to the form by it. */
  id?: string;
};

/**
 * The promo code form of spec section 2: one input ("Enter code"), the AA membership number when
 * the code needs one, "Apply code", and an error list titled "Sorry".
 *
 * The AA number field is shown only when the code needs it. With JavaScript it appears as soon
 * as the typed code is one of the AA codes. Without JavaScript it appears when the server asks
 * for it: a submitted AA code without a number comes back (400) with the code kept, the field
 * shown and "Please enter your AA membership number" beside it (docs/decisions/0006).
 */
export function PromoCodeForm({
  redirectTo,
  action = PROMO_CODE_PATH,
  submitWith = "navigation",
  headingLevel = 2,
  showTitle = true,
  autoFocus = false,
  id,
}: PromoCodeFormProps) {
  const reactId = useId();
  const formId = id ?? `promo-form-${reactId.replace(/[^A-Za-z0-9_-]/g, "")}`;
  const fetcher = useFetcher<PromoFormResponse>();
  const actionData = useActionData<unknown>();
  const scrollToResults = useScrollToResults();

  const answer: unknown = submitWith === "fetcher" ? fetcher.data : actionData;
  const response =
    isPromoFormResponse(answer) && (submitWith === "fetcher" || !answer.formId || answer.formId === formId)
      ? answer
      : null;

  const Title = `h${headingLevel}` as const;
  return (
    <ValidatedForm
      validator={promoFormValidator}
      method="post"
      action={action}
      id={formId}
      fetcher={submitWith === "fetcher" ? fetcher : undefined}
      className={styles.form}
      aria-labelledby={showTitle ? `${formId}-title` : undefined}
      aria-label={showTitle ? undefined : t(PROMO_FORM_TEXT.title)}
    >
      {showTitle ? (
        <Title id={`${formId}-title`} className={styles.title}>
          {t(PROMO_FORM_TEXT.title)}
        </Title>
      ) : null}
      <input type="hidden" name={PROMO_FIELDS.intent} value="apply" />
      <input type="hidden" name={PROMO_FIELDS.redirectTo} value={redirectTo} />
      <input type="hidden" name={PROMO_FIELDS.scrollToResults} value={scrollToResults} />
      <PromoFields
        formId={formId}
        formErrors={response?.formErrors ?? []}
        errorHeadingLevel={Math.min(headingLevel + 1, 6) as 2 | 3 | 4}
        autoFocus={autoFocus}
      />
    </ValidatedForm>
  );
}

function PromoFields({
  formId,
  formErrors,
  errorHeadingLevel,
  autoFocus,
}: {
  formId: string;
  formErrors: string[];
  errorHeadingLevel: 2 | 3 | 4;
  autoFocus: boolean;
}) {
  const code = useField(PROMO_FIELDS.promoCode);
  const aa = useField(PROMO_FIELDS.aaNumber);
  const [typedCode, setTypedCode] = useState<string>(String(code.defaultValue ?? ""));
  const codeRef = useRef<HTMLInputElement>(null);
  // The AA codes, and any code the server asked a number for (head office's "AA membership required").
  const showAa = requiresAaNumber(typedCode) || Boolean(aa.error) || Boolean(aa.defaultValue);

  // A code typed before the scripts ran is in the input, not yet in the state.
  useEffect(() => {
    if (codeRef.current) setTypedCode(codeRef.current.value);
  }, []);

  // In a modal: after showModal() has run (it focuses the first control), move focus to the code.
  useEffect(() => {
    if (!autoFocus) return;
    const frame = requestAnimationFrame(() => codeRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [autoFocus]);

  const codeId = `${formId}-code`;
  const aaId = `${formId}-aa`;
  const listId = `${formId}-errors`;
  const ErrorTitle = `h${errorHeadingLevel}` as const;
  const refused = formErrors.length > 0;

  return (
    <>
      {refused ? (
        <div id={listId} role="alert" className={formStyles.formErrors}>
          <ErrorTitle className={formStyles.formErrorsTitle}>{t(PROMO_FORM_TEXT.errorListTitle)}</ErrorTitle>
          <ul className={styles.errorList}>
            {formErrors.map((message) => (
              <li key={message}>{t(message)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.codeRow}>
        <div className={`${formStyles.field} ${styles.codeField}`}>
          <label htmlFor={codeId} className="visually-hidden">
            {t(PROMO_FORM_TEXT.title)}
          </label>
          <input
            {...code.getInputProps({
              id: codeId,
              type: "text",
              placeholder: t(PROMO_FORM_TEXT.placeholder),
              autoComplete: "off",
              autoCapitalize: "characters",
              spellCheck: false,
              onChange: (event: ChangeEvent<HTMLInputElement>) => setTypedCode(event.target.value),
            })}
            ref={codeRef}
            className={`${formStyles.input} ${styles.codeInput}`}
            aria-invalid={code.error ? true : undefined}
            aria-describedby={code.error ? `${codeId}-error` : undefined}
          />
          {code.error ? (
            <span id={`${codeId}-error`} className={formStyles.error}>
              {t(code.error)}
            </span>
          ) : null}
        </div>
        {!showAa ? (
          <span className={styles.submit}>
            <SubmitButton formId={formId} pendingText={t(PROMO_UI_TEXT.applying)}>
              {t(PROMO_FORM_TEXT.submit)}
            </SubmitButton>
          </span>
        ) : null}
      </div>
      {showAa ? (
        <div className={formStyles.field}>
          <label htmlFor={aaId} className={formStyles.label}>
            {t(PROMO_FORM_TEXT.aaNumberLabel)}
          </label>
          <span id={`${aaId}-hint`} className={formStyles.hint}>
            {t(PROMO_UI_TEXT.aaNumberHint)}
          </span>
          <input
            {...aa.getInputProps({
              id: aaId,
              type: "text",
              inputMode: "numeric",
              autoComplete: "off",
            })}
            className={formStyles.input}
            aria-invalid={aa.error || refused ? true : undefined}
            aria-describedby={[`${aaId}-hint`, aa.error ? `${aaId}-error` : null, refused ? listId : null]
              .filter(Boolean)
              .join(" ")}
          />
          {aa.error ? (
            <span id={`${aaId}-error`} className={formStyles.error}>
              {t(aa.error)}
            </span>
          ) : null}
        </div>
      ) : null}
      {showAa ? (
        <span>
          <SubmitButton formId={formId} pendingText={t(PROMO_UI_TEXT.applying)}>
            {t(PROMO_FORM_TEXT.submit)}
          </SubmitButton>
        </span>
      ) : null}
    </>
  );
}

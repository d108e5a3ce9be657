import { Form, useFetcher, useHref, useNavigation } from "@remix-run/react";
import { lazy, Suspense, useId } from "react";
import { ModalTrigger, useHydrated, useModal } from "~/components/shell";
import { PROMO_ENTRY_TEXT } from "~/services/booking/promo/entry-text";
import { PROMO_CODE_PATH, PROMO_FIELDS } from "~/services/booking/promo/fields";
import * as styles from "~/styles/promo.css";
import { t } from "~/services/platform/i18n/translate";

// The modal (and, through it, the form and its validator) loads when the visitor first opens it:
// the search form's pages (the home page above all) do not ship it up front (ADR 0060).
const PromoCodeDialog = lazy(() =>
  import("./PromoCodeDialog").then((module) => ({ default: module.PromoCodeDialog })),
);

/** The promo page for a visitor without JavaScript, returning them to `redirectTo` afterwards. */
export function promoPageHref(redirectTo: string): string {
  return `${PROMO_CODE_PATH}?${new URLSearchParams({ [PROMO_FIELDS.redirectTo]: redirectTo })}`;
}

export type PromoCodeModalProps = {
  /** The applied code (stored lower-case), or null / "" when none. */
  promoCode: string | null;
  /** Where the visitor is: they come back here (or go on to /vehicles/ when a search runs). */
  redirectTo: string;
  /** Optional fixed id for the dialog; by default one is made per instance. */
  id?: string;
};

/**
 * The itinerary promo code entry (spec section 2): "Have a promo code?" opens the promo code
 * modal; once a code is applied it shows the code and a "Remove promo code" control instead.
 *
 * It renders no <form> where it stands, so it may sit inside another form (the search form):
 * - with JavaScript the modal (PromoCodeDialog, loaded on first opening) is portalled to <body>
 *   and posts with a fetcher to /promo-code/; removing posts with a fetcher too; the server's
 *   redirect takes the visitor on;
 * - without JavaScript the opener is a link to /promo-code/?redirectTo=…, the full-page form
 *   (and "Remove promo code" a link to the same page, whose Remove button does it).
 */
export function PromoCodeModal({ promoCode, redirectTo, id }: PromoCodeModalProps) {
  const reactId = useId();
  const modalId = id ?? `promo-code-${reactId.replace(/[^A-Za-z0-9_-]/g, "")}`;
  const { hasOpened } = useModal(modalId);
  const hydrated = useHydrated();
  // useHref: without JavaScript the link opens the promo page in the page's language.
  const promoPage = useHref(promoPageHref(redirectTo));

  if (promoCode) return <PromoSummary promoCode={promoCode} redirectTo={redirectTo} />;

  return (
    <>
      <ModalTrigger modal={modalId} fallbackHref={promoPage} className={styles.trigger}>
        {t(PROMO_ENTRY_TEXT.trigger)}
      </ModalTrigger>
      {hydrated && hasOpened ? (
        <Suspense fallback={null}>
          <PromoCodeDialog modalId={modalId} redirectTo={redirectTo} />
        </Suspense>
      ) : null}
    </>
  );
}

export type PromoSummaryProps = {
  promoCode: string;
  redirectTo: string;
  /**
   * True where the summary is not inside another form: "Remove promo code" is then a real form
   * button (with and without JavaScript). Otherwise (default) it is a fetcher button with
   * JavaScript and, without, a link to the promo page where the Remove button is.
   */
  standalone?: boolean;
  /** The route whose action runs the removal (standalone only). Default /promo-code/. */
  action?: string;
};

/** "Promo code applied: REALNZ" and a way to remove it. */
export function PromoSummary({
  promoCode,
  redirectTo,
  standalone = false,
  action = PROMO_CODE_PATH,
}: PromoSummaryProps) {
  return (
    <div className={styles.summary}>
      <p className={styles.summaryText}>
        {t(PROMO_ENTRY_TEXT.appliedLabel)} <span className={styles.appliedCode}>{promoCode}</span>
      </p>
      {standalone ? (
        <RemovePromoForm redirectTo={redirectTo} action={action} />
      ) : (
        <RemovePromoControl redirectTo={redirectTo} />
      )}
    </div>
  );
}

/** A real form: the promo page and the deals page, never inside another form. */
function RemovePromoForm({ redirectTo, action }: { redirectTo: string; action: string }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get(PROMO_FIELDS.intent) === "remove";
  return (
    <Form method="post" action={action}>
      <input type="hidden" name={PROMO_FIELDS.intent} value="remove" />
      <input type="hidden" name={PROMO_FIELDS.redirectTo} value={redirectTo} />
      <button
        type="submit"
        className={styles.removeButton}
        aria-disabled={busy || undefined}
        onClick={(event) => {
          if (busy) event.preventDefault();
        }}
      >
        {busy ? t(PROMO_ENTRY_TEXT.removing) : t(PROMO_ENTRY_TEXT.remove)}
      </button>
    </Form>
  );
}

/** Safe inside another form: a fetcher button once hydrated, a link to the promo page before. */
function RemovePromoControl({ redirectTo }: { redirectTo: string }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher();
  // useHref: the promo page in the page's language (/de/promo-code/…).
  const promoPage = useHref(promoPageHref(redirectTo));
  if (!hydrated) {
    return (
      <a href={promoPage} className={styles.removeButton}>
        {t(PROMO_ENTRY_TEXT.remove)}
      </a>
    );
  }
  const busy = fetcher.state !== "idle";
  return (
    <button
      type="button"
      className={styles.removeButton}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (busy) return;
        fetcher.submit(
          { [PROMO_FIELDS.intent]: "remove", [PROMO_FIELDS.redirectTo]: redirectTo },
          { method: "post", action: PROMO_CODE_PATH },
        );
      }}
    >
      {busy ? t(PROMO_ENTRY_TEXT.removing) : t(PROMO_ENTRY_TEXT.remove)}
    </button>
  );
}

import { t } from "~/services/platform/i18n/translate";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PricedText } from "~/components/currency/Price";
import { withZod } from "@remix-validated-form/with-zod";
import { validationError } from "remix-validated-form";
import { CancelSettlementPage } from "~/components/cancel/CancelParts";
import { CANCEL_PATHS } from "~/services/changes/cancel/constants";
import { cancelMethodSchema } from "~/services/changes/cancel/forms";
import { CANCEL_TEXT as T } from "~/services/changes/cancel/text";
import { payFeeByTransfer, startFeeCheckout } from "~/services/changes/cancel/cancel.server";
import { sessionHeaders } from "~/services/platform/session.server";

import { settlementAction, settlementPageLoader } from "~/services/changes/cancel/steps.server";
import { formatMoney } from "~/services/platform/money";
import * as styles from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { returnOrigin } from "~/services/platform/request-guard/guard.server";

/**
 * /cancel-booking/payment/: the fee is more than was paid, so the difference is paid before the
 * booking is cancelled: by card on the gateway's hosted page (back to ./credit-card/, cancelled on
 * approval; a declined card comes back here with the reason, nothing cancelled) or by bank transfer
 * (cancelled at once, the fee owed: ./account2account/ shows how to pay).
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: T.paymentTitle, noindex: true });

const FORM_ID = "cancel-payment";
const methodValidator = withZod(cancelMethodSchema);

export const loader = ({ request }: LoaderFunctionArgs) =>
  settlementPageLoader(request, "pay", (plan) => {
    const amount = formatMoney(plan.settlement.amount);
    return {
      amount,
      amountNzd: plan.settlement.amount,
      lines: [T.confirmFee(formatMoney(plan.fee)), T.confirmPay(amount)],
    };
  });

export async function action({ request }: ActionFunctionArgs) {
  return settlementAction(request, async (context, expected, form) => {
    const checked = await methodValidator.validate(form);
    if (checked.error) {
      return validationError({ ...checked.error, formId: FORM_ID }, checked.submittedData, {
        status: 422,
        headers: NO_STORE,
      });
    }
    if (checked.data.method === "credit-card") {
      const started = await startFeeCheckout(context.reservation, expected, returnOrigin(request));
      if (started.kind === "gateway")
        return redirect(started.redirectTo, { status: 303, headers: await sessionHeaders(context.session) });
      return started;
    }
    const result = await payFeeByTransfer(context.reservation, expected);
    return result.kind === "cancelled" ? { kind: "next", path: CANCEL_PATHS.account2account } : result;
  });
}

export default function CancelPayment() {
  const page = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>() as { fieldErrors?: { method?: string } } | undefined;
  const error = posted?.fieldErrors?.method;
  return (
    <CancelSettlementPage
      title={t(T.paymentTitle)}
      page={page}
      formId={FORM_ID}
      label={T.payAndCancel(page.amount)}
      fields={
        <fieldset className={styles.fieldset} aria-describedby={error ? "cancel-method-error" : undefined}>
          <legend className={styles.legend}>{t(T.methodLegend)}</legend>
          <label className={styles.optionRow}>
            <input
              type="radio"
              name="method"
              value="credit-card"
              defaultChecked
              className={formStyles.checkbox}
            />
            <span className={styles.optionText}>
              <span className={styles.optionName}>{t(T.methodCard)}</span>
              <span className={styles.optionDescription}>{t(T.methodCardHint)}</span>
            </span>
          </label>
          <label className={styles.optionRow}>
            <input type="radio" name="method" value="account2account" className={formStyles.checkbox} />
            <span className={styles.optionText}>
              <span className={styles.optionName}>{t(T.methodTransfer)}</span>
              <span className={styles.optionDescription}>{t(T.methodTransferHint)}</span>
            </span>
          </label>
          {error ? (
            <span id="cancel-method-error" className={formStyles.error}>
              {error}
            </span>
          ) : null}
        </fieldset>
      }
    >
      <p>
        <strong>
          <PricedText text={T.paymentText(page.amount)} amounts={[page.amountNzd]} />
        </strong>{" "}
        {t(T.paymentNothingCancelled)}
      </p>
    </CancelSettlementPage>
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm, validationError } from "remix-validated-form";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { formatMoney } from "~/services/platform/money";
import { getPaymentGateway } from "~/services/platform/payments/gateway.server";
import { CARD_TYPE_LABELS } from "~/services/booking/payment/methods";
import {
  cardBrandMismatchMessage,
  cardBrandOf,
  cardDigits,
  SANDBOX_CARDS,
  SANDBOX_MESSAGES,
} from "~/services/platform/payments/sandbox-cards";
import { sandboxCardSchema } from "~/services/platform/payments/forms";
import type { createSandboxGateway } from "~/services/platform/payments/sandbox.server";
import type { ShellHandle } from "~/services/shell/handle";
import * as formStyles from "~/styles/form.css";
import * as styles from "~/styles/sandbox-gateway.css";
import { seoMeta } from "~/services/content/seo/seo";
import { readFormData } from "~/services/platform/form-data.server";
import { t } from "~/services/platform/i18n/translate";

/**
 * The built-in sandbox gateway's hosted payment page. It stands where a real provider's page
 * would: the booking sends the payer here and gets them back at /paymentReturn/.
 */
export const handle: ShellHandle = { hideChrome: true };

export const meta: MetaFunction = (args) => seoMeta(args, { title: "Sandbox payment", noindex: true });

const validator = withZod(sandboxCardSchema);

type SandboxGateway = ReturnType<typeof createSandboxGateway>;
const sandbox = () => getPaymentGateway() as SandboxGateway;

export function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("session");
  const checkout = sandbox().openCheckout(token);
  if (!checkout || !token) {
    throw data(SANDBOX_MESSAGES.sessionInvalid, { status: 400 });
  }
  return {
    token,
    amount: checkout.amount,
    description: checkout.description,
    authorise: checkout.intent === "authorise",
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = (await readFormData(request)) ?? new FormData();
  const checkout = sandbox().openCheckout(String(formData.get("session") ?? ""));
  if (!checkout) throw data(SANDBOX_MESSAGES.sessionInvalid, { status: 400 });
  if (formData.get("intent") === "cancel") return redirect(sandbox().cancel(checkout));
  const result = await validator.validate(formData);
  if (result.error) return validationError(result.error, result.submittedData);
  const card = { number: cardDigits(result.data.cardNumber) };
  if (!sandbox().acceptsBrand(checkout, card)) {
    // Another brand than the one priced for: refused beside the number, nothing charged (issue 24 item 9).
    const used = cardBrandOf(card.number);
    const message = cardBrandMismatchMessage(
      used ? CARD_TYPE_LABELS[used] : null,
      CARD_TYPE_LABELS[checkout.cardType!],
    );
    return validationError({ fieldErrors: { cardNumber: message } }, result.submittedData);
  }
  return redirect(sandbox().complete(checkout, card));
}

export default function SandboxGatewayPage() {
  const { token, amount, description, authorise } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <div className={styles.banner}>
        <strong>{t("Sandbox payment gateway")}</strong>: {t("test mode, no real card is charged.")}
      </div>
      <h1>{authorise ? t("Authorise a hold for GO Rentals") : t("Pay GO Rentals")}</h1>
      <p>{description}</p>
      <p className={styles.amount}>{formatMoney(amount)} NZD</p>
      {authorise ? (
        <p>{t("This amount is held on your card, not charged. It is released when the hold ends.")}</p>
      ) : null}
      <ValidatedForm validator={validator} method="post" id="sandbox-card">
        <input type="hidden" name="session" value={token} />
        <TextField name="cardholderName" label={t("Name on card")} autoComplete="cc-name" />
        <TextField name="cardNumber" label={t("Card number")} inputMode="numeric" autoComplete="cc-number" />
        <div className={styles.row}>
          <TextField
            name="expiry"
            label={t("Expiry (MM/YY)")}
            autoComplete="cc-exp"
            placeholder={t("MM/YY")}
          />
          <TextField name="cvc" label={t("Security code")} inputMode="numeric" autoComplete="cc-csc" />
        </div>
        <div className={styles.actions}>
          <SubmitButton formId="sandbox-card" pendingText={authorise ? t("Authorising…") : t("Paying…")}>
            {authorise
              ? t("Authorise {{amount}}", { amount: formatMoney(amount) })
              : t("Pay {{amount}}", { amount: formatMoney(amount) })}
          </SubmitButton>
        </div>
      </ValidatedForm>
      <Form method="post" className={formStyles.field}>
        <input type="hidden" name="session" value={token} />
        <button type="submit" name="intent" value="cancel" className={formStyles.secondaryButton}>
          {t("Cancel and go back")}
        </button>
      </Form>
      <div className={styles.testCards}>
        <p>
          {t(
            "Test cards: {{approved}} is approved; {{declined}} are declined. Any future expiry and any 3 digits.",
            {
              approved: SANDBOX_CARDS.approve,
              declined: Object.keys(SANDBOX_CARDS.declines).join(t(" and ")),
            },
          )}
        </p>
      </div>
    </div>
  );
}

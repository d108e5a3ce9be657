import { Form } from "@remix-run/react";
import { PayInNzdNote, PricedText } from "~/components/currency/Price";
import { useState } from "react";
import { Modal, useHydrated } from "~/components/modal";
import type { BalanceAction } from "~/services/changes/check-in/rules";
import {
  CHECK_IN_PAYMENT_MODAL_ID,
  CHECK_IN_TEXT as T,
  fillText,
  formatNzd,
} from "~/services/changes/check-in/text";
import * as styles from "~/styles/booking.css";
import { button } from "~/styles/layout.css";
import { CheckInField } from "./CheckInField";
import { Actions, Submit, type StepData } from "./StepParts";
import { t } from "~/services/platform/i18n/translate";

/** The card steps: the security notice, the bond held, the card, and paying the balance. */

export function SecurityStep({ data }: { data: StepData }) {
  return (
    <Form method="post">
      {T.securityText.map((text) => (
        <p key={text}>{fillText(text, { bond: String(data.bond) })}</p>
      ))}
      <Actions back={data.backHref}>
        <Submit>{t(T.securityContinue)}</Submit>
      </Actions>
    </Form>
  );
}

export function BondStep({ data }: { data: StepData }) {
  const held = data.held as { last4: string | null } | null;
  return (
    <Form method="post">
      <p>{fillText(T.bondLead, { bond: String(data.bond) })}</p>
      {held ? (
        <p role="status">{fillText(T.bondHeld, { bond: String(data.bond), last4: held.last4 ?? "" })}</p>
      ) : null}
      <Actions back={data.backHref}>
        <Submit pending={t(T.bondRedirecting)}>{held ? t(T.saveAndContinue) : t(T.bondSubmit)}</Submit>
      </Actions>
    </Form>
  );
}

export function CreditCardStep({ data }: { data: StepData }) {
  return (
    <Form method="post" noValidate>
      <CheckInField
        name="holderName"
        label={T.cardHolder}
        defaultValue={String(data.holderName ?? "")}
        error={data.errors?.holderName}
        autoComplete="cc-name"
      />
      <p>
        {t(T.cardLast4)}: <strong>{String(data.last4 ?? "")}</strong>
      </p>
      <Actions back={data.backHref}>
        <Submit>{t(T.saveAndContinue)}</Submit>
      </Actions>
    </Form>
  );
}

type Transfer = {
  amount: string;
  reference: string;
  bank: { accountName: string; bankName: string; accountNumber: string; swiftCode: string };
};

function TransferDetails({ transfer }: { transfer: Transfer }) {
  return (
    <div className={styles.notice.info} role="status">
      <p>{fillText(T.transferRecorded, { amount: transfer.amount })}</p>
      <p>
        {transfer.bank.accountName}, {transfer.bank.bankName}, {transfer.bank.accountNumber} (SWIFT{" "}
        {transfer.bank.swiftCode}). {t(T.bookingFor)} {transfer.reference}.
      </p>
    </div>
  );
}

export function PaymentStep({ data }: { data: StepData }) {
  const action = data.price.action as BalanceAction;
  const transfer = data.transfer as Transfer | null;
  const hydrated = useHydrated();
  const [confirming, setConfirming] = useState(false);
  if (data.page === "payment/account2account" && transfer) {
    return (
      <Form method="post">
        <TransferDetails transfer={transfer} />
        <Actions back={data.backHref}>
          <Submit>{t(T.saveAndContinue)}</Submit>
        </Actions>
      </Form>
    );
  }
  if (action.kind === "none") {
    return (
      <Form method="post">
        {transfer ? <TransferDetails transfer={transfer} /> : <p>{t(T.paymentNothing)}</p>}
        <Actions back={data.backHref}>
          <Submit>{t(T.saveAndContinue)}</Submit>
        </Actions>
      </Form>
    );
  }
  if (action.kind === "refund") {
    return (
      <Form method="post" action="/online-check-in/payment/refund/">
        <p>
          <PricedText
            text={fillText(T.paymentRefund, { amount: formatNzd(action.amount) })}
            amounts={[action.amount]}
            format={formatNzd}
          />
        </p>
        <Actions back={data.backHref}>
          <Submit>{fillText(T.refundSubmit, { amount: formatNzd(action.amount) })}</Submit>
        </Actions>
      </Form>
    );
  }
  const amount = formatNzd(action.amount);
  return (
    <Form method="post" id="check-in-payment-form" action="/online-check-in/payment/">
      <p>
        <PricedText text={fillText(T.paymentDue, { amount })} amounts={[action.amount]} format={formatNzd} />
      </p>
      <PayInNzdNote />
      <Actions back={data.backHref}>
        <span>
          {data.canTransfer ? (
            <button type="submit" name="method" value="account2account" className={button.outline}>
              {t(T.payByTransfer)}
            </button>
          ) : null}{" "}
          {hydrated ? (
            <button type="button" className={button.primary} onClick={() => setConfirming(true)}>
              {t(T.payByCard)}
            </button>
          ) : (
            <button type="submit" name="method" value="credit-card" className={button.primary}>
              {t(T.payByCard)}
            </button>
          )}
        </span>
      </Actions>
      <Modal
        id={CHECK_IN_PAYMENT_MODAL_ID}
        title={t(T.paymentModalTitle)}
        open={confirming}
        onClose={() => setConfirming(false)}
        size="small"
        actions={
          <>
            <button
              type="submit"
              form="check-in-payment-form"
              name="method"
              value="credit-card"
              className={button.primary}
            >
              {t(T.paymentModalConfirm)}
            </button>
            <button type="button" className={button.outline} onClick={() => setConfirming(false)}>
              {t(T.paymentModalCancel)}
            </button>
          </>
        }
      >
        <p>{fillText(T.paymentModalText, { amount })}</p>
      </Modal>
    </Form>
  );
}

import type { CheckInDetail } from "~/services/changes/check-in/rules";
import { CHECK_IN_TEXT as T } from "~/services/changes/check-in/text";
import * as own from "~/styles/online-check-in.css";
import { t } from "~/services/platform/i18n/translate";

/** What the check-in holds: hirer, drivers, extras, cover, agreement, card (review and summary). */
export function CheckInDetails({
  detail,
  extras,
  insuranceName,
  shuttleName,
}: {
  detail: CheckInDetail;
  extras: { name: string; quantity: number }[];
  insuranceName: string | null;
  shuttleName?: string | null;
}) {
  return (
    <dl className={own.facts}>
      {detail.hirer ? (
        <>
          <dt className={own.factLabel}>{t(T.hirerTitle)}</dt>
          <dd className={own.factValue}>
            {detail.hirer.firstName} {detail.hirer.lastName}, {detail.hirer.address}, {detail.hirer.city}{" "}
            {detail.hirer.postcode}, {detail.hirer.phone}
          </dd>
        </>
      ) : null}
      <dt className={own.factLabel}>{t(T.driverTitle)}</dt>
      <dd className={own.factValue}>
        {(detail.drivers ?? [])
          .map((driver) => `${driver.name} (${driver.licenceCountry} ${driver.licenceNumber})`)
          .join(", ")}
      </dd>
      <dt className={own.factLabel}>{t(T.extrasTitle)}</dt>
      <dd className={own.factValue}>
        {extras.length ? extras.map((extra) => `${extra.name} × ${extra.quantity}`).join(", ") : "–"}
      </dd>
      <dt className={own.factLabel}>{t(T.insuranceTitle)}</dt>
      <dd className={own.factValue}>{insuranceName ?? t(T.noInsurance)}</dd>
      {shuttleName ? (
        <>
          <dt className={own.factLabel}>{t(T.shuttleTitle)}</dt>
          <dd className={own.factValue}>{shuttleName}</dd>
        </>
      ) : null}
      {detail.agreement ? (
        <>
          <dt className={own.factLabel}>{t(T.agreementTitle)}</dt>
          <dd className={own.factValue}>{detail.agreement.signedName}</dd>
        </>
      ) : null}
      {detail.creditCard ? (
        <>
          <dt className={own.factLabel}>{t(T.creditCardTitle)}</dt>
          <dd className={own.factValue}>
            {detail.creditCard.holderName}, {t(T.cardLast4)} {detail.creditCard.last4}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

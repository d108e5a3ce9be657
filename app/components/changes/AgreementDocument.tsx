import type { ReactNode } from "react";
import type { AgreementContent } from "~/services/changes/agreement/rules";
import { AGREEMENT_TEXT as T } from "~/services/changes/agreement/text";
import * as styles from "~/styles/agreement.css";

type Signature = {
  signedName: string;
  signedAt: string;
  signatureImage: string | null;
  witness: string | null;
} | null;

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: "contents" }}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The rental agreement as a page (the PDF writes the same content): the counter's page and the
 * customer's both show it, and it prints on its own (styles/agreement.css.ts).
 */
export function AgreementDocument({
  content,
  signature,
}: {
  content: AgreementContent;
  signature: Signature;
}) {
  return (
    <article className={styles.agreement} aria-labelledby="agreement-title">
      <h2 id="agreement-title">
        {T.company}: {T.title}
      </h2>
      <Facts
        rows={[
          [T.reference, content.reference],
          [T.madeAt, content.madeAt],
        ]}
      />
      <section className={styles.section} aria-labelledby="agreement-renter">
        <h3 id="agreement-renter">{T.renter}</h3>
        <Facts
          rows={[
            [T.renter, content.renter.name],
            [T.email, content.renter.email],
            [T.phone, content.renter.phone],
            ...(content.renter.address ? ([[T.address, content.renter.address]] as [string, string][]) : []),
            ...(content.renter.dateOfBirth
              ? ([[T.dateOfBirth, content.renter.dateOfBirth]] as [string, string][])
              : []),
            [
              T.drivers,
              content.drivers.length ? (
                <ul>
                  {content.drivers.map((driver) => (
                    <li key={driver}>{driver}</li>
                  ))}
                </ul>
              ) : (
                T.noDrivers
              ),
            ],
          ]}
        />
      </section>
      <section className={styles.section} aria-labelledby="agreement-vehicle">
        <h3 id="agreement-vehicle">{T.vehicle}</h3>
        <Facts
          rows={[
            [T.vehicle, `${content.vehicle.name} (${content.vehicle.fleetNumber})`],
            [T.registration, content.vehicle.registration],
            [T.odometer, T.km(content.odometerKm)],
            [content.energy.label, T.percent(content.energy.percent)],
            [T.pickup, content.pickup],
            [T.dropOff, content.dropOff],
            ...(content.swaps ?? []).map((swap): [string, string] => [swap.label, swap.value]),
          ]}
        />
      </section>
      <section className={styles.section} aria-labelledby="agreement-rates">
        <h3 id="agreement-rates">{T.rates}</h3>
        <table>
          <tbody>
            {content.rates.map((line) => (
              <tr key={line.label}>
                <th scope="row">{line.label}</th>
                <td className={styles.amount}>{line.value}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{T.total}</th>
              <td className={styles.amount}>
                <strong>{content.total}</strong>
              </td>
            </tr>
          </tbody>
        </table>
        <p>{T.gst}</p>
      </section>
      <section className={styles.section} aria-labelledby="agreement-cover">
        <h3 id="agreement-cover">{T.cover}</h3>
        <Facts
          rows={[
            [T.cover, content.cover.name],
            [T.excess, content.cover.excess],
            [T.bond, content.bond],
          ]}
        />
      </section>
      <section className={styles.section} aria-labelledby="agreement-key-terms">
        <h3 id="agreement-key-terms">{T.keyTerms}</h3>
        <ul>
          {content.keyTerms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
        <h3>{T.terms}</h3>
        <ul>
          {content.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
        {content.onlineAcceptance ? <p>{content.onlineAcceptance}</p> : null}
      </section>
      <section className={styles.section} aria-labelledby="agreement-signature">
        <h3 id="agreement-signature">{T.signature}</h3>
        {signature ? (
          <>
            {signature.signatureImage ? (
              <img
                className={styles.signatureImage}
                src={signature.signatureImage}
                alt={`${T.signature}: ${signature.signedName}`}
                width={360}
                height={120}
              />
            ) : null}
            <p>{T.signedBy(signature.signedName, signature.signedAt)}</p>
            {signature.witness ? <p>{T.witnessedBy(signature.witness)}</p> : null}
          </>
        ) : (
          <p>{T.notSigned}</p>
        )}
      </section>
    </article>
  );
}

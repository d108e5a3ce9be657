import { formatMoney } from "~/services/platform/money";
import type { Invoice } from "~/services/business/invoices.server";
import { BUSINESS_MESSAGES } from "~/services/business/text";
import * as styles from "~/styles/business.css";

const P = BUSINESS_MESSAGES.invoicePayment;

/** A printable invoice: GO Rentals, the account billed, the booking and its price lines. */
export function InvoiceView({
  invoice,
  account,
}: {
  invoice: Invoice;
  account: { name: string; agentId: string | null; phone: string; email: string };
}) {
  return (
    <article className={styles.invoice} aria-labelledby="invoice-title">
      <div className={styles.invoiceHead}>
        <div>
          <h2 id="invoice-title">Tax invoice {invoice.number}</h2>
          <p>GO Rentals Limited</p>
        </div>
        <dl>
          <dt>Invoice date</dt>
          <dd>
            <time dateTime={invoice.issuedAt}>{invoice.issuedOn}</time>
          </dd>
          <dt>Reservation</dt>
          <dd>{invoice.reference}</dd>
        </dl>
      </div>
      <h3>Billed to</h3>
      <p>
        {account.name}
        {account.agentId ? ` (${account.agentId})` : ""}
        <br />
        {account.email}
        {account.phone ? (
          <>
            <br />
            {account.phone}
          </>
        ) : null}
      </p>
      <h3>Booking</h3>
      <dl>
        <dt>Client</dt>
        <dd>{invoice.clientName}</dd>
        <dt>Client reference</dt>
        <dd>{invoice.clientReference || "None"}</dd>
        <dt>Vehicle</dt>
        <dd>{invoice.vehicle}</dd>
        <dt>Pick-up</dt>
        <dd>
          {invoice.pickupBranch}, {invoice.pickupAt}
        </dd>
        <dt>Drop-off</dt>
        <dd>
          {invoice.dropOffBranch}, {invoice.dropOffAt}
        </dd>
      </dl>
      <table className={styles.table}>
        <caption className="visually-hidden">Charges</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className={styles.number}>
              Amount (NZD, GST inclusive)
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={`${line.label}-${index}`}>
              <td>{line.label}</td>
              <td className={styles.number}>{formatMoney(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className={styles.number}>
              <strong>{formatMoney(invoice.total)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      {invoice.payments.length > 0 ? (
        <table className={styles.table}>
          <caption>{P.title}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Item</th>
              <th scope="col" className={styles.number}>
                Amount (NZD)
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.payments.map((payment, index) => (
              <tr key={`${payment.label}-${index}`}>
                <td>{payment.on}</td>
                <td>{payment.label}</td>
                <td className={styles.number}>{formatMoney(payment.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p>
        Payment: {invoice.paymentLabel} ({invoice.paymentStatus})
      </p>
      <p data-testid="invoice-due">
        {P.due}: {formatMoney(invoice.amountDue)}
      </p>
    </article>
  );
}

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BusinessPage } from "~/components/business/BusinessPage";
import { BusinessTable } from "~/components/business/BusinessTable";
import { InvoiceView } from "~/components/business/InvoiceView";
import { listAgencyInvoices, parseInvoiceParam } from "~/services/business/invoices.server";
import { requireBusinessContext } from "~/services/business/context.server";
import { BUSINESS_PATHS } from "~/services/business/constants";
import { BUSINESS_MESSAGES } from "~/services/business/text";
import { formatMoney } from "~/services/platform/money";
import * as styles from "~/styles/business.css";
import * as booking from "~/styles/booking.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";

/**
 * /business/my-account/invoices/: one invoice per confirmed booking of the account (its agent
 * id); ?invoice=GO1234567 shows one, printable (printing hides the header and footer). An
 * invoice that is not the account's answers 404 with the list.
 */
export const meta: MetaFunction<typeof loader> = (args) =>
  seoMeta(args, {
    title: args.data?.invoice ? args.data.invoice.number : BUSINESS_MESSAGES.invoicesTitle,
    noindex: true,
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireBusinessContext(request);
  const invoices = await listAgencyInvoices(context.agentId);
  const asked = new URL(request.url).searchParams.get("invoice");
  const reference = parseInvoiceParam(asked);
  const invoice = reference
    ? (invoices.find((candidate) => candidate.reference === reference) ?? null)
    : null;
  const notFound = asked !== null && !invoice;
  const account = {
    name: context.accountName,
    agentId: context.agentId,
    phone: context.account?.contactPhone ?? "",
    email: context.user.email,
  };
  return data({ invoices, invoice, notFound, account }, { status: notFound ? 404 : 200, headers: NO_STORE });
}

const INVOICE_COLUMNS = [
  { label: "Invoice" },
  { label: "Date" },
  { label: "Client" },
  { label: "Client reference" },
  { label: "Payment" },
  { label: "Total", number: true },
] as const;

export default function BusinessInvoices() {
  const page = useLoaderData<typeof loader>();
  if (page.invoice) {
    return (
      <BusinessPage title={`Invoice ${page.invoice.number}`} accountName={page.account.name}>
        <div className={`${styles.actions} ${styles.noPrint}`}>
          <Link to={BUSINESS_PATHS.invoices}>All invoices</Link>
          <span>Use your browser's print command to print or save this invoice as a PDF.</span>
        </div>
        <InvoiceView invoice={page.invoice} account={page.account} />
      </BusinessPage>
    );
  }
  return (
    <BusinessPage title={BUSINESS_MESSAGES.invoicesTitle} accountName={page.account.name}>
      {page.notFound ? (
        <div className={booking.notice.warning} role="alert">
          {BUSINESS_MESSAGES.invoiceNotFound}
        </div>
      ) : null}
      {page.invoices.length === 0 ? (
        <p>{BUSINESS_MESSAGES.noInvoices}</p>
      ) : (
        <BusinessTable caption="Invoices" hideCaption columns={INVOICE_COLUMNS}>
          {page.invoices.map((invoice) => (
            <tr key={invoice.number}>
              <th scope="row">
                <Link to={`${BUSINESS_PATHS.invoices}?invoice=${invoice.reference}`}>{invoice.number}</Link>
              </th>
              <td>{invoice.issuedOn}</td>
              <td>{invoice.clientName}</td>
              <td>{invoice.clientReference}</td>
              <td>
                {invoice.paymentLabel} ({invoice.paymentStatus})
              </td>
              <td className={styles.number}>{formatMoney(invoice.total)}</td>
            </tr>
          ))}
        </BusinessTable>
      )}
    </BusinessPage>
  );
}
